import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeHandler, createNodeServer } from '../../src/adapters/node.js'
import { createMock } from '../../src/create-mock.js'
import { buildMockCore, type MockCore } from '../../src/mock/mock-core.js'
import { verifyPacts } from '../../src/verify/pact.js'
import { mockProvider } from '../../src/verify/providers.js'
import { PACT_DIR } from './support.js'

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function close(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

describe.each([
  {
    adapter: 'the node server',
    start: () => {
      const mock = buildMockCore({ seed: 1 })
      return { mock, server: createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit })) }
    },
  },
  {
    adapter: 'mock.app (Express)',
    start: () => {
      const mock = createMock({ seed: 1 })
      const server = createNodeServer(() => undefined)
      server.removeAllListeners('request')
      server.on('request', mock.app)
      return { mock: mock as MockCore, server }
    },
  },
])('provider verification of the shipped pacts through $adapter', ({ start }) => {
  let mock: MockCore
  let server: Server
  let url: string
  beforeAll(async () => {
    ;({ mock, server } = start())
    url = await listen(server)
  })
  afterAll(async () => {
    mock.close()
    await close(server)
  })

  it('passes every interaction of every shipped pact', async () => {
    const results = await verifyPacts({ pacts: [PACT_DIR], provider: mockProvider(mock, url) })
    const failed = results.filter((r) => r.status !== 'passed')
    expect(failed).toEqual([])
    expect(results.length).toBeGreaterThanOrEqual(23)
    expect(new Set(results.map((r) => r.group))).toContain('context-graph-cli')
  })
})
