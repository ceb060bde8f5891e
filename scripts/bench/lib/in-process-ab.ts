// An in-process A/B of two mocks: CPU time of `mock.fetch` for GET record and the 50-record page,
// requests one after another in interleaved rounds, each round reading the process's CPU time
// (process.cpuUsage), which a busy shared machine disturbs far less than requests per second.
// control-cost.ts (the kit on and off) and validation-cost.ts (validation on and off) use it.
import type { createMock } from '../../../src/index.js'
import { median } from './stats.js'

type Mock = ReturnType<typeof createMock>

/** `--requests` and `--rounds` from the command line. */
export function abArguments(): { requests: number; rounds: number } {
  const argument = (name: string, fallback: number): number => {
    const index = process.argv.indexOf(`--${name}`)
    return index === -1 ? fallback : Number(process.argv[index + 1])
  }
  return { requests: argument('requests', 5000), rounds: argument('rounds', 5) }
}

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

/**
 * Runs both cases on mock `a` and mock `b` (a page: a tenth as many requests), and prints each
 * case's median µs per request on both with `describe`. The key of `a` is sent to both.
 */
export async function compareMocks(
  a: Mock,
  b: Mock,
  { requests, rounds }: { requests: number; rounds: number },
  describe: (label: string, onA: number, onB: number) => string,
): Promise<void> {
  const headers = { authorization: `Bearer ${a.apiKey}`, 'content-type': 'application/json' }
  const page = (await (
    await a.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":1}' })
  ).json()) as { data: Array<{ id: string }> }
  const id = page.data[0]!.id
  const cases: Array<[string, (mock: Mock) => Promise<Response>]> = [
    ['GET /v1/records/{id}', (mock) => mock.fetch(`/v1/records/${id}`, { headers })],
    [
      'POST /v1/objects/person/records {"limit":50}',
      (mock) => mock.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":50}' }),
    ],
  ]
  for (const [label, send] of cases) {
    const onA: number[] = []
    const onB: number[] = []
    const count = label.startsWith('GET') ? requests : Math.ceil(requests / 10)
    await cpuPerRequest(() => send(a), count)
    await cpuPerRequest(() => send(b), count)
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first, so neither always runs on a warmer process.
      const pair = [
        () => cpuPerRequest(() => send(a), count).then((us) => onA.push(us)),
        () => cpuPerRequest(() => send(b), count).then((us) => onB.push(us)),
      ]
      if (round % 2 === 1) pair.reverse()
      for (const measure of pair) await measure()
    }
    console.log(describe(label, median(onA), median(onB)))
  }
}
