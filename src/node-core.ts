import { buildMockCore } from './mock/mock-core.js'
import type { MockCore } from './mock/mock-core.js'
import type { MockOptions } from './mock/options.js'
import { parseYamlOffThread, readGraphLibrary } from './platform/node.js'

/**
 * Creates an independent mock core on Node: its own store, clock, keys and pipeline, with no
 * adapter (neither msw nor express is loaded); the graph page inlines Cytoscape.js from the
 * installed package. `createMock` adds the MSW handlers and the Express app.
 *
 * @example
 * const core = createMockCore({ seed: 1 })
 * await core.fetch('/v1/objects', { headers: { authorization: `Bearer ${core.apiKey}` } })
 */
export function createMockCore(options: MockOptions = {}): MockCore {
  return buildMockCore({ graphLibrary: readGraphLibrary, parseYaml: parseYamlOffThread, ...options })
}
