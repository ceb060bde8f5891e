// HTTP benchmark: requests per second and latency percentiles for a few operations, through
// the Express adapter on 127.0.0.1 and straight through dispatch (what the MSW adapter calls).
// Each adapter gets a fresh mock, so the records the create case adds do not slow the next run.
// Bounded: each case runs for SECONDS (default 3) with CONCURRENCY (default 8) loops.
// Run: npx tsx scripts/bench/http.ts  [SCENARIO=large SECONDS=5 CONCURRENCY=16]
import type { AddressInfo } from 'node:net'
import { createMock, type ScenarioName } from '../../src/index.js'

const seconds = Number(process.env.SECONDS ?? 3)
const concurrency = Number(process.env.CONCURRENCY ?? 8)
const scenario = (process.env.SCENARIO ?? 'small') as ScenarioName

const fresh = () => createMock({ scenario, clock: 'real' })
let mock = fresh()
const server = mock.app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const headers = { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' }
const first = await (await mock.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":1}' })).json()
const recordId: string = first.data[0].id

let counter = 0
const cases: Array<{ name: string; method: string; path: string; body?: () => string }> = [
  { name: 'GET /v1/records/{id}', method: 'GET', path: `/v1/records/${recordId}` },
  { name: 'POST /v1/objects/person/records (50, sorted)', method: 'POST', path: '/v1/objects/person/records', body: () => '{"limit":50,"sort":{"attribute":"name","direction":"desc"}}' },
  { name: 'POST /v1/objects/person (create)', method: 'POST', path: '/v1/objects/person', body: () => JSON.stringify({ attributes: { name: `Bench ${counter}`, email_addresses: [`bench${counter++}@example.com`] } }) },
]

async function run(label: string, send: (c: (typeof cases)[number]) => Promise<Response>) {
  for (const c of cases) {
    const latencies: number[] = []
    const deadline = performance.now() + seconds * 1000
    let errors = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const start = performance.now()
          const response = await send(c)
          await response.arrayBuffer()
          if (response.status !== 200) errors++
          latencies.push(performance.now() - start)
        }
      }),
    )
    latencies.sort((a, b) => a - b)
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2)
    console.log(`${label.padEnd(9)} ${c.name.padEnd(46)} ${(latencies.length / seconds).toFixed(0).padStart(7)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  errors ${errors}`)
  }
}

console.log(`scenario ${scenario}, ${seconds}s per case, concurrency ${concurrency}`)
await run('express', (c) => fetch(`${origin}${c.path}`, { method: c.method, headers, body: c.body?.() }))
mock = fresh()
await run('dispatch', (c) => mock.fetch(c.path, { method: c.method, headers, body: c.body?.() }))
server.closeAllConnections()
server.close()
mock.close()
