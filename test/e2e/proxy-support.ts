import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'
import { createNodeHandler, createNodeServer } from '../../src/adapters/node.js'
import { createPublicDocument } from '../../src/documents.js'
import type { MockCore } from '../../src/mock/mock-core.js'
import type { MockOptions } from '../../src/mock/options.js'
import { createMockCore } from '../../src/node-core.js'
import { createProxyLog } from '../../src/proxy/log.js'
import { createProxy, type ProxyOptions } from '../../src/proxy/proxy.js'

const servers: Server[] = []
const mocks: MockCore[] = []

afterEach(async () => {
  for (const mock of mocks.splice(0)) mock.close()
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((done) => {
          server.closeAllConnections()
          server.close(() => done())
        }),
    ),
  )
})

/** Listens on 127.0.0.1 (a free port); closed after the test. */
export async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A mock served on 127.0.0.1: seed 1, the manual clock, so two of them answer byte for byte alike. */
export async function servedMock(options: MockOptions = {}): Promise<{ mock: MockCore; origin: string }> {
  const mock = createMockCore({ seed: 1, clock: { mode: 'manual' }, ...options })
  mocks.push(mock)
  const origin = await listen(createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit })))
  return { mock, origin }
}

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** A server answering what `answer` says, keeping every request it saw. */
export async function double(answer: RequestListener): Promise<{ origin: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = []
  const origin = await listen(
    createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
        answer(req, res)
      })
    }),
  )
  return { origin, seen }
}

/** A proxy to `target` on 127.0.0.1, its log lines kept. */
export async function servedProxy(
  target: string,
  options: Partial<ProxyOptions> = {},
): Promise<{ origin: string; proxy: ReturnType<typeof createProxy>; log: string[] }> {
  const log: string[] = []
  const proxy = createProxy({
    target: new URL(target),
    document: createPublicDocument(),
    bodyLimit: 1024 * 1024,
    log: createProxyLog('pretty', (line) => log.push(line)),
    ...options,
  })
  const origin = await listen(createServer(proxy.handler))
  return { origin, proxy, log }
}

export const json = (res: Parameters<RequestListener>[1], status: number, body: unknown): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text)
}
