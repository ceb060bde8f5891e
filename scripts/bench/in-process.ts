// In-process benchmark: operations per second of `mock.fetch(Request)` straight through the
// pipeline against MSW (`setupServer(...mock.handlers)` + the global `fetch`), for GET record and
// the 50-record page. A few concurrent loops per case, each bounded in time. A round runs the
// direct path, MSW and a trivial MSW handler in eight short slices in turn, since the machine
// moves between speeds over seconds and a ratio should compare like with like. MSW listens only
// while its own case runs: listening patches this process's globals (Request among them), which
// slows `mock.fetch` too, and a test that calls `mock.fetch` has no MSW installed.
// Run alone: npx tsx scripts/bench/in-process.ts [--seconds 2] [--rounds 2] [--json]
// (`npm run bench` runs it in a child process, since MSW patches this process's fetch and http.)
import { pathToFileURL } from 'node:url'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMock } from '../../src/index.js'
import { median } from './lib/stats.js'

/** Slices of each kind in one round (see the loop in runInProcess). */
const SLICES = 8

export interface InProcessOptions {
  seconds: number
  rounds: number
  concurrency: number
}

export interface InProcessCase {
  label: string
  /** Operations per second, one per round. */
  direct: number[]
  msw: number[]
  /**
   * The ceiling of the MSW path: a handler that answers the same bytes at once, without the
   * mock. What MSW and fetch cost per request is the gap between it and `direct`.
   */
  ceiling: number[]
}

export interface InProcessResult {
  concurrency: number
  validateResponses: boolean
  cases: InProcessCase[]
}

/** Runs `send` in `concurrency` loops for `seconds`; answers operations per second. */
async function opsPerSecond(seconds: number, concurrency: number, send: () => Promise<Response>): Promise<number> {
  let done = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const response = await send()
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`expected 200, got ${response.status}`)
        done++
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

export async function runInProcess(options: InProcessOptions): Promise<InProcessResult> {
  // createMock's defaults, as a test author gets them (response validation on), but for the rate
  // limit, whose default (1000 calls per 10 s) answers these loops with 429s within a second.
  const mock = createMock({ seed: 1, rateLimit: 'off' })
  const headers = { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' }
  const first = (await (
    await mock.fetch('/v1/objects/person/records', { method: 'POST', headers, body: '{"limit":1}' })
  ).json()) as { data: Array<{ id: string }> }
  const id = first.data[0]!.id
  const requests: Array<[string, () => Request]> = [
    ['GET /v1/records/{id}', () => new Request(`${mock.baseUrl}/v1/records/${id}`, { headers })],
    [
      'POST /v1/objects/person/records {"limit":50}',
      () => new Request(`${mock.baseUrl}/v1/objects/person/records`, { method: 'POST', headers, body: '{"limit":50}' }),
    ],
  ]
  const server = setupServer(...mock.handlers)
  /** Ops/s through MSW: listening only for the duration of the case. */
  const throughMsw = async (seconds: number, make: () => Request, through = server): Promise<number> => {
    through.listen({ onUnhandledRequest: 'error' })
    try {
      return await opsPerSecond(seconds, options.concurrency, () => fetch(make()))
    } finally {
      through.close()
    }
  }
  // One trivial handler per case, answering the bytes the mock answered for that request.
  const ceilings = await Promise.all(
    requests.map(async ([, make]) => {
      const request = make()
      const answer = await mock.fetch(request.clone())
      const bytes = await answer.text()
      const headers = Object.fromEntries(answer.headers)
      return setupServer(http.all(request.url, () => new HttpResponse(bytes, { status: answer.status, headers })))
    }),
  )
  try {
    const cases: InProcessCase[] = requests.map(([label]) => ({ label, direct: [], msw: [], ceiling: [] }))
    for (let round = 0; round < options.rounds; round++) {
      for (const [index, [, make]] of requests.entries()) {
        if (round === 0) {
          await opsPerSecond(0.3, options.concurrency, () => mock.fetch(make()))
          await throughMsw(0.3, make)
        }
        // The machine moves between speeds over seconds, so a round is short slices of the three
        // in turn, each kind going first as often as last: the ratios compare like with like.
        const kinds = {
          direct: (seconds: number) => opsPerSecond(seconds, options.concurrency, () => mock.fetch(make())),
          msw: (seconds: number) => throughMsw(seconds, make),
          ceiling: (seconds: number) => throughMsw(seconds, make, ceilings[index]),
        }
        const order = ['direct', 'msw', 'ceiling'] as const
        const total = { direct: 0, msw: 0, ceiling: 0 }
        const slice = options.seconds / SLICES
        for (let at = 0; at < SLICES; at++) {
          const turn = at % 2 === 0 ? order : [...order].reverse()
          for (const kind of turn) total[kind] += await kinds[kind](slice)
        }
        for (const kind of order) cases[index]![kind].push(total[kind] / SLICES)
      }
    }
    return { concurrency: options.concurrency, validateResponses: true, cases }
  } finally {
    mock.close()
  }
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runInProcess({
    seconds: argument('seconds', 2),
    rounds: argument('rounds', 2),
    concurrency: argument('concurrency', 4),
  })
  if (process.argv.includes('--json')) console.log(JSON.stringify(result))
  else {
    for (const c of result.cases) {
      const direct = median(c.direct)
      const msw = median(c.msw)
      const ceiling = median(c.ceiling)
      console.log(
        `${c.label.padEnd(46)} direct ${Math.round(direct).toString().padStart(6)}/s  MSW ${Math.round(msw).toString().padStart(6)}/s  MSW/direct ${(msw / direct).toFixed(2)}x  trivial MSW handler ${Math.round(ceiling)}/s (${(ceiling / direct).toFixed(2)}x)`,
      )
    }
  }
}
