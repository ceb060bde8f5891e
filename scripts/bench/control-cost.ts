// What the kit costs per request in process: CPU time of `mock.fetch` for GET record and for the
// 50-record page with the journal and the rate limit on, against the same mock with both off
// (`journalSize: 0`, `rateLimit: 'off'`). Requests run one after another in interleaved rounds,
// and each round reads the process's CPU time (process.cpuUsage), which a busy shared machine
// disturbs far less than requests per second. The ratio on/off is what the kit costs.
// Run: npx tsx scripts/bench/control-cost.ts [--requests 5000] [--rounds 5]
import { createMock } from '../../src/index.js'
import { median } from './lib/stats.js'

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const requests = argument('requests', 5000)
const rounds = argument('rounds', 5)

// The default limit (1000 per 10 s) would answer 429 within a second of a loop: the same bucket
// arithmetic runs with a limit no loop reaches.
const kitOn = createMock({ seed: 1, rateLimit: '1000000000/10s' })
const kitOff = createMock({ seed: 1, journalSize: 0, rateLimit: 'off' })
type Mock = typeof kitOn
const headers = { authorization: `Bearer ${kitOn.apiKey}`, 'content-type': 'application/json' }
const page = (await (
  await kitOn.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":1}' })
).json()) as { data: Array<{ id: string }> }
const id = page.data[0]!.id

/** Microseconds of CPU per request, over `count` requests sent one after another. */
async function cpuPerRequest(send: () => Promise<Response>, count: number): Promise<number> {
  const started = process.cpuUsage()
  for (let i = 0; i < count; i++) {
    const response = await send()
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`expected 200, got ${response.status}`)
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
console.log(
  `CPU per request, median of ${rounds} rounds of ${requests} requests (journal ${kitOn.journal.size} entries, rate limit on / both off)`,
)
for (const [label, send] of cases) {
  const on: number[] = []
  const off: number[] = []
  const count = label.startsWith('GET') ? requests : Math.ceil(requests / 10)
  await cpuPerRequest(() => send(kitOn), count)
  await cpuPerRequest(() => send(kitOff), count)
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer process.
    const pair = [
      () => cpuPerRequest(() => send(kitOn), count).then((us) => on.push(us)),
      () => cpuPerRequest(() => send(kitOff), count).then((us) => off.push(us)),
    ]
    if (round % 2 === 1) pair.reverse()
    for (const measure of pair) await measure()
  }
  const [a, b] = [median(on), median(off)]
  console.log(
    `${label.padEnd(46)} kit on ${a.toFixed(1).padStart(7)} µs  kit off ${b.toFixed(1).padStart(7)} µs  on/off ${(b / a).toFixed(2)}x the speed (the kit adds ${(a - b).toFixed(1)} µs)`,
  )
}
kitOn.close()
kitOff.close()
