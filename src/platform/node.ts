import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * The Cytoscape.js build the graph page inlines, read from the installed `cytoscape` package.
 * Node-only: the browser entry never imports this file.
 *
 * @example createMockCore({ graphLibrary: readGraphLibrary })
 */
export function readGraphLibrary(): Promise<string> {
  return readFile(createRequire(import.meta.url).resolve('cytoscape/dist/cytoscape.min.js'), 'utf8')
}

// Run as a CommonJS script in the worker: `yaml` is required from the path the main thread resolved.
const YAML_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { parse } = require(workerData.yaml)
try {
  parentPort.postMessage({ value: parse(workerData.text, { maxAliasCount: 100 }) })
} catch (error) {
  parentPort.postMessage({ error: String(error && error.message) })
}
`

/**
 * Parses YAML text (a large fixture) on a worker thread, so the event loop keeps answering: the
 * parser holds it for about half a second a MiB. Rejects with the parser's message. Node-only.
 *
 * @example await parseYamlOffThread('records:\n  - { object: person, values: { name: Ada } }\n')
 */
export function parseYamlOffThread(text: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(YAML_WORKER, {
      eval: true,
      workerData: { text, yaml: createRequire(import.meta.url).resolve('yaml') },
    })
    worker.once('message', (answer: { value?: unknown; error?: string }) => {
      void worker.terminate()
      if (answer.error !== undefined) reject(new Error(answer.error))
      else resolve(answer.value)
    })
    worker.once('error', reject)
  })
}
