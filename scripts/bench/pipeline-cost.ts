/*
 * The pipeline's own CPU per request, without a socket: GET record, list of 50 and upsert sent
 * straight to `core.pipeline.handle` of a small-scenario mock (the journal on, validation and rate
 * limit off, as `serve --quiet`). What a profile of the pipeline is taken on (issue 28):
 *
 *   npx tsx scripts/bench/pipeline-cost.ts [get|list|upsert] [--requests 20000] [--journal-size 1000]
 *   node --cpu-prof --import tsx scripts/bench/pipeline-cost.ts list
 *
 * It prints µs of CPU and of wall time per request for three rounds, and the least CPU of them.
 */
import { createMockCore } from '../../src/index.js'
import type { RawRequest } from '../../src/http/pipeline/index.js'
import { benchTargets } from './lib/targets.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : Number(args[at + 1])
}
const which = (args.find((arg) => ['get', 'list', 'upsert'].includes(arg)) ?? 'get') as 'get' | 'list' | 'upsert'
const requests = option('--requests', which === 'list' ? 5_000 : 20_000)
const core = createMockCore({
  seed: 1,
  clock: 'real',
  validateResponses: false,
  rateLimit: 'off',
  journalSize: option('--journal-size', 1000),
})
const auth = { authorization: `Bearer ${core.apiKey}`, 'content-type': 'application/json' }
const page = (await (
  await core.fetch('/v1/objects/person/records', { method: 'POST', headers: auth, body: '{"limit":1}' })
).json()) as { data: Array<{ id: string; attributes: { email_addresses: string[] } }> }
const person = page.data[0]!
const target = benchTargets({ id: person.id, email: person.attributes.email_addresses[0]! })[which]
const bytes = target.body === undefined ? undefined : new TextEncoder().encode(target.body)
const headers: Record<string, string> = { ...auth, host: '127.0.0.1', 'content-length': String(bytes?.length ?? 0) }
const request = (): RawRequest => ({
  method: target.method,
  target: target.path,
  header: (name) => headers[name],
  readBody: () => Promise.resolve(bytes),
})

for (let i = 0; i < 2_000; i++) {
  const answer = await core.pipeline.handle(request())
  if (answer.status >= 300) throw new Error(`${which}: ${answer.status} ${String(answer.body)}`)
}
const cpu: number[] = []
for (let round = 0; round < 3; round++) {
  const before = process.cpuUsage()
  const started = performance.now()
  for (let i = 0; i < requests; i++) await core.pipeline.handle(request())
  const used = process.cpuUsage(before)
  cpu.push((used.user + used.system) / requests)
  const wall = ((performance.now() - started) * 1000) / requests
  console.log(`${which} round ${round + 1}: ${cpu[round]!.toFixed(1)} µs CPU, ${wall.toFixed(1)} µs wall per request`)
}
console.log(`${which}: least ${Math.min(...cpu).toFixed(1)} µs CPU per request over ${requests} requests a round`)
core.close()
