// HTTP benchmark: requests per second of the mock server against ceilings measured in the same
// run, each server in its own child process and autocannon (concurrency 16, pipelining 1) in
// this one. Servers: the built CLI (`serve`), the same with --validate-responses, raw node:http
// and bare Express 5 answering the bytes the mock answered, the mock's Express app (`mock.app`),
// and Prism 5 on contracts/openapi.json. Rounds are interleaved (every server once per path per
// round, the order rotated each round) and the median round is reported, so a noisy moment on a
// shared machine lands in one round of every server rather than all rounds of one.
// Used by scripts/bench/run.ts (`npm run bench`); needs `npm run build` first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { pinThread, startServer, type ServerChild } from './lib/child.js'
import { median } from './lib/stats.js'
import { benchTargets, type PathName, type Target } from './lib/targets.js'
import { ensurePrism, startPrism } from './prism.js'
import type { Answer, Answers } from './servers/reference.js'

export type { PathName } from './lib/targets.js'

export type ServerName =
  | 'mock'
  | 'mock, default log'
  | 'mock, JSON log'
  | 'mock --validate-responses'
  | 'raw node:http'
  | 'bare Express'
  | 'mock.app'
  | 'Prism'

export interface HttpOptions {
  rounds: number
  /** Measured seconds per server, path and round. */
  seconds: number
  /** Unmeasured seconds before the first round's measurement; later rounds have none. */
  warmupSeconds: number
  connections: number
  prism: boolean
  /** Pin the servers' main threads to one core and the load generator to another (Linux, 2+ cores). */
  pin: boolean
  log: (line: string) => void
}

export interface Cell {
  /** Requests per second, one per round. */
  rates: number[]
  /** Server CPU µs per request, one per round (null where /proc is not readable). */
  cpuPerRequest: Array<number | null>
  latencyP50: number[]
  latencyP99: number[]
  /** Bytes read per response, headers included (a check that every server answers the same body). */
  bytesPerResponse: number
  /** Responses that were not 2xx, and connection errors, over all rounds. */
  non2xx: number
  errors: number
  /** Responses by status, kept once any was not 2xx. */
  statuses?: Record<string, number>
}

export interface PathResult {
  label: string
  responseBytes: number
  cells: Partial<Record<ServerName, Cell>>
}

export interface HttpResult {
  paths: Record<PathName, PathResult>
  /** Why a server or cell is missing (Prism not installable, a server that did not answer 2xx). */
  skipped: string[]
  notes: string[]
}

const KEY = 'cgm_dev_key'
// The rate limit is off (a load test is exactly what its default of 1000 calls per 10 s answers
// with 429s) and the request log is quiet (the ceilings log nothing either); the journal stays on.
// 'mock, default log' is the same server with the request log a user gets from `serve`: the
// pretty format, written to a pipe this process reads; 'mock, JSON log' the same with `--log-format json`.
const SERVE = ['dist/src/cli.js', 'serve', '--port', '0', '--rate-limit', 'off']
const CLI = [...SERVE, '--quiet']
const TSX = ['--import', 'tsx']

function headers(target: Target): Record<string, string> {
  return {
    authorization: `Bearer ${KEY}`,
    ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
  }
}

async function request(origin: string, target: Target): Promise<Answer> {
  const response = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: headers(target),
    body: target.body ?? null,
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  }
}

/** The seeded person the requests use: its id and its first e-mail address, read from the mock. */
async function seededPerson(origin: string): Promise<{ id: string; email: string }> {
  const page = JSON.parse(
    (await request(origin, { method: 'POST', path: '/v1/objects/person/records', body: '{"limit":1}' })).body,
  ) as {
    data: Array<{ id: string; attributes: { email_addresses: string[] } }>
  }
  const person = page.data[0]!
  return { id: person.id, email: person.attributes.email_addresses[0]! }
}

async function load(origin: string, target: Target, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    headers: headers(target),
    body: target.body,
    connections,
    pipelining: 1,
    duration: seconds,
  })
}

/** The mock and its variants: measured in alternating slices within each round. */
const MOCK_FAMILY: ServerName[] = ['mock', 'mock, default log', 'mock, JSON log', 'mock --validate-responses']
const SLICES = 4

/** One round of a cell from its measured slices: their requests over their time, their CPU over their requests. */
function record(cell: Cell, results: autocannon.Result[], cpuMicros: number | null): void {
  let requests = 0
  let duration = 0
  for (const result of results) {
    requests += result.requests.total
    duration += result.duration
    cell.non2xx += result.non2xx
    cell.errors += result.errors
    if (result.non2xx > 0)
      cell.statuses = {
        ...cell.statuses,
        ...Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
            code,
            (cell.statuses?.[code] ?? 0) + (stat.count ?? 0),
          ]),
        ),
      }
  }
  cell.rates.push(requests / duration)
  cell.cpuPerRequest.push(cpuMicros === null ? null : cpuMicros / requests)
  // A slice's latencies, weighted by its requests.
  const weighted = (of: (result: autocannon.Result) => number) =>
    results.reduce((sum, result) => sum + of(result) * result.requests.total, 0) / requests
  cell.latencyP50.push(weighted((result) => result.latency.p50))
  cell.latencyP99.push(weighted((result) => result.latency.p99))
  cell.bytesPerResponse = results.reduce((sum, result) => sum + result.throughput.total, 0) / requests
}

/** Starts every server, captures the mock's answers for the reference servers, and runs the rounds. */
export async function runHttp(options: HttpOptions): Promise<HttpResult> {
  const { log } = options
  const skipped: string[] = []
  const notes: string[] = []
  const servers = new Map<ServerName, ServerChild>()
  const scratch = mkdtempSync(join(tmpdir(), 'cgm-bench-'))
  try {
    const mock = await startServer('mock', process.execPath, CLI)
    servers.set('mock', mock)
    const person = await seededPerson(mock.origin)
    const targets = benchTargets(person)
    const answers: Answers = {
      get: await request(mock.origin, targets.get),
      list: await request(mock.origin, targets.list),
      upsert: await request(mock.origin, targets.upsert),
    }
    const file = join(scratch, 'answers.json')
    writeFileSync(file, JSON.stringify(answers))

    servers.set('mock, default log', await startServer('mock, default log', process.execPath, SERVE))
    servers.set(
      'mock, JSON log',
      await startServer('mock, JSON log', process.execPath, [...SERVE, '--log-format', 'json']),
    )
    servers.set(
      'mock --validate-responses',
      await startServer('mock --validate-responses', process.execPath, [...CLI, '--validate-responses']),
    )
    servers.set(
      'raw node:http',
      await startServer('raw node:http', process.execPath, [...TSX, 'scripts/bench/servers/reference.ts', 'raw', file]),
    )
    servers.set(
      'bare Express',
      await startServer('bare Express', process.execPath, [
        ...TSX,
        'scripts/bench/servers/reference.ts',
        'express',
        file,
      ]),
    )
    servers.set(
      'mock.app',
      await startServer('mock.app', process.execPath, [...TSX, 'scripts/bench/servers/mock-app.ts']),
    )
    if (options.prism) {
      const installed = await ensurePrism()
      const prism = 'entry' in installed ? await startPrism(installed.entry) : installed
      if ('skipped' in prism) skipped.push(prism.skipped)
      else servers.set('Prism', prism)
    } else skipped.push('Prism: left out (--no-prism)')

    // Prism's document requires `name` on an upsert body (it cannot know the record exists), so
    // it gets the same upsert with the person's unchanged name; every other server gets the brief's body.
    const prismTargets: Record<PathName, Target> = { ...targets }
    if (servers.has('Prism')) {
      const name = (JSON.parse(answers.get.body) as { attributes: { name: { first_name: string; last_name: string } } })
        .attributes.name
      prismTargets.upsert = {
        ...targets.upsert,
        body: JSON.stringify({
          matching_attribute: 'email_addresses',
          attributes: {
            name: `${name.first_name} ${name.last_name}`,
            email_addresses: [person.email],
            job_title: 'Engineer',
          },
        }),
      }
      notes.push(
        "Prism gets the upsert body with the person's own `name` added: its document requires `name` on PUT /v1/objects/{slug}, and without it Prism answers 400.",
      )
    }

    // Which servers run which path, after a check that each answers 2xx.
    const plan: Array<[PathName, ServerName[]]> = []
    for (const path of ['get', 'list', 'upsert'] as const) {
      const names: ServerName[] = []
      for (const [name, server] of servers) {
        if (name === 'mock --validate-responses' && path === 'upsert') continue
        const target = name === 'Prism' ? prismTargets[path] : targets[path]
        const answer = await request(server.origin, target).catch((error: Error) => ({
          status: 0,
          body: error.message,
          contentType: '',
        }))
        if (answer.status >= 200 && answer.status < 300) names.push(name)
        else
          skipped.push(
            `${name} ${target.method} ${target.path}: answered ${answer.status} ${answer.body.slice(0, 160)}`,
          )
      }
      plan.push([path, names])
    }

    const paths = {} as Record<PathName, PathResult>
    for (const [path, names] of plan) {
      const target = targets[path]
      paths[path] = {
        label: `${target.method} ${path === 'get' ? '/v1/records/{id}' : target.path}${target.body && path === 'list' ? ` ${target.body}` : ''}`,
        responseBytes: Buffer.byteLength(answers[path].body),
        cells: {},
      }
      for (const name of names)
        paths[path].cells[name] = {
          rates: [],
          cpuPerRequest: [],
          latencyP50: [],
          latencyP99: [],
          bytesPerResponse: NaN,
          non2xx: 0,
          errors: 0,
        }
    }

    // On a machine of few cores the scheduler may put a server's main thread on autocannon's core
    // in one measurement and not the next: the same server then measured 13.5k and 24.3k req/s in
    // one run. The servers' main threads share one core and the runner's (autocannon's) the other;
    // their helper threads (the collector's, the request log's worker) run where the OS puts them.
    const pinned = options.pin && availableParallelism() >= 2 && pinThread(process.pid, '1')
    if (pinned) for (const server of servers.values()) pinThread(server.pid, '0')
    notes.push(
      pinned
        ? "Each server's main thread ran on CPU 0 and the load generator's on CPU 1 (taskset), so no measurement put them on one core."
        : 'Threads were not pinned to cores (--no-pin, one CPU, or no taskset).',
    )
    try {
      await rounds()
    } finally {
      if (pinned) pinThread(process.pid, `0-${availableParallelism() - 1}`)
    }

    async function rounds(): Promise<void> {
      for (let round = 0; round < options.rounds; round++) {
        // Only the first round warms up: the servers stay up, so later rounds find them warm.
        const warmup = round === 0 ? options.warmupSeconds : 0
        for (const [path, names] of plan) {
          const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)]
          // The mock and its variants (log on, JSON log, validation) are measured in SLICES short
          // slices in turn: their ratios are the bench's tightest targets, and the machine's speed
          // moved by half between two seconds (a server measured 10k and 26k req/s in one run).
          const family = order.filter((name) => MOCK_FAMILY.includes(name))
          const parts = new Map<ServerName, autocannon.Result[]>(order.map((name) => [name, []]))
          const cpu = new Map<ServerName, number | null>()
          const targetOf = (name: ServerName) => (name === 'Prism' ? prismTargets[path] : targets[path])
          const warm = async (name: ServerName) => {
            if (warmup > 0) await load(servers.get(name)!.origin, targetOf(name), warmup, options.connections)
          }
          const measure = async (name: ServerName, seconds: number) => {
            const server = servers.get(name)!
            const before = server.cpuMicros()
            parts.get(name)!.push(await load(server.origin, targetOf(name), seconds, options.connections))
            const after = server.cpuMicros()
            const sum = cpu.has(name) ? cpu.get(name)! : 0
            cpu.set(name, sum === null || before === null || after === null ? null : sum + after - before)
          }
          for (const name of order) {
            if (!MOCK_FAMILY.includes(name)) {
              await warm(name)
              await measure(name, options.seconds)
            } else if (name === family[0]) {
              for (const member of family) await warm(member)
              for (let slice = 0; slice < SLICES; slice++)
                for (const member of family) await measure(member, options.seconds / SLICES)
            }
          }
          for (const name of order) record(paths[path].cells[name]!, parts.get(name)!, cpu.get(name) ?? null)
          const bad = (name: ServerName) =>
            paths[path].cells[name]!.non2xx + paths[path].cells[name]!.errors > 0
              ? ` (${paths[path].cells[name]!.non2xx} non-2xx, ${paths[path].cells[name]!.errors} errors so far)`
              : ''
          log(
            `  round ${round + 1}/${options.rounds} ${path.padEnd(6)} ${order.map((name) => `${name} ${Math.round(paths[path].cells[name]!.rates[round]!)}${bad(name)}`).join(', ')}`,
          )
        }
      }
    }
    // A server that answers other than 2xx is not measuring the path it was given.
    for (const [path, entry] of Object.entries(paths)) {
      for (const [name, cell] of Object.entries(entry.cells)) {
        if (cell && cell.non2xx + cell.errors > 0)
          notes.push(
            `${name} answered ${cell.non2xx} non-2xx and ${cell.errors} errors on ${path}: its figure there does not measure that path`,
          )
      }
    }
    return { paths, skipped, notes }
  } finally {
    await Promise.all([...servers.values()].map((server) => server.stop()))
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The median round of a cell's requests per second (NaN when the server did not run). */
export const medianRate = (cell: Cell | undefined): number => (cell ? median(cell.rates) : NaN)

/**
 * One server's rate over another's, taken round by round and the median of those kept. Rounds
 * minutes apart see different machines (raw node:http's own list rate has moved between 6.5k and
 * 14.8k req/s in one run); within a round both servers ran seconds apart, so the ratio of each
 * round cancels the slow part of that drift, where the ratio of two medians mixes rounds.
 */
export function pairedRatio(over: Cell | undefined, under: Cell | undefined): number {
  if (!over || !under) return NaN
  const rounds = Math.min(over.rates.length, under.rates.length)
  return median(Array.from({ length: rounds }, (_, round) => over.rates[round]! / under.rates[round]!))
}
