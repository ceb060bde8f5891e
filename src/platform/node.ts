import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

/**
 * The Cytoscape.js build the graph page inlines, read from the installed `cytoscape` package.
 * Node-only: the browser entry never imports this file.
 *
 * @example createMockCore({ graphLibrary: readGraphLibrary })
 */
export function readGraphLibrary(): Promise<string> {
  return readFile(createRequire(import.meta.url).resolve('cytoscape/dist/cytoscape.min.js'), 'utf8')
}
