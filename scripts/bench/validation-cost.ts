// What response validation costs per request in process: CPU time of `mock.fetch` for GET record
// and the 50-record page with `validateResponses` on (createMock's default) against the same mock
// with it off. Requests run one after another in interleaved rounds, each round reading the
// process's CPU time (process.cpuUsage), which a busy shared machine disturbs far less than
// requests per second. Each record form is checked the first time it is answered (the warm-up
// round), so the rounds measure what a test pays on every later read: issue 28's target is the
// list of 50 at >= 0.6x the speed of validation off.
// Run: npx tsx scripts/bench/validation-cost.ts [--requests 5000] [--rounds 5]
import { createMock } from '../../src/index.js'
import { median } from './lib/stats.js'

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const requests = argument('requests', 5000)
const rounds = argument('rounds', 5)

const checking = createMock({ seed: 1, rateLimit: 'off' })
const unchecked = createMock({ seed: 1, rateLimit: 'off', validateResponses: false })
type Mock = typeof checking
const headers = { authorization: `Bearer ${checking.apiKey}`, 'content-type': 'application/json' }
const page = (await (
  await checking.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":1}' })
).json()) as { data: Array<{ id: string }> }
const id = page.data[0]!.id

/** Microseconds of CPU per request, over `count` requests sent one after another. */
async function cpuPerRequest(send: () => Promise<Response>, count: number): Promise<number> {
  const started = process.cpuUsage()
  for (let i = 0; i < count; i++) {
    const response = await send()
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${await response.text()}`)
  }
  const used = process.cpuUsage(started)
  return (used.user + used.system) / count
}

const cases: Array<[string, (mock: Mock) => Promise<Response>]> = [
  ['GET /v1/records/{id}', (mock) => mock.fetch(`/v1/records/${id}`, { headers })],
  [
    'POST /v1/objects/person/records {"limit":50}',
    (mock) => mock.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":50}' }),
  ],
]
console.log(`CPU per request, median of ${rounds} rounds of ${requests} requests (a page: a tenth as many)`)
for (const [label, send] of cases) {
  const on: number[] = []
  const off: number[] = []
  const count = label.startsWith('GET') ? requests : Math.ceil(requests / 10)
  await cpuPerRequest(() => send(checking), count)
  await cpuPerRequest(() => send(unchecked), count)
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer process.
    const pair = [
      () => cpuPerRequest(() => send(checking), count).then((us) => on.push(us)),
      () => cpuPerRequest(() => send(unchecked), count).then((us) => off.push(us)),
    ]
    if (round % 2 === 1) pair.reverse()
    for (const measure of pair) await measure()
  }
  const [a, b] = [median(on), median(off)]
  console.log(
    `${label.padEnd(46)} validation on ${a.toFixed(1).padStart(7)} µs  off ${b.toFixed(1).padStart(7)} µs  on/off ${(b / a).toFixed(2)}x the speed (validation adds ${(a - b).toFixed(1)} µs)`,
  )
}
checking.close()
unchecked.close()
