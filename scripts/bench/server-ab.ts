/*
 * Servers side by side on one request: each server's CPU and minor page faults per request, read
 * from /proc, and its requests per second (the median's ratio to the first server's), under
 * autocannon (16 connections), in interleaved rounds; servers pinned to CPU 0, autocannon to CPU 1. What found the journal's
 * copies behind the mock's page faults (issue 28; scripts/bench/findings.md). Needs `npm run build`.
 *
 *   npx tsx scripts/bench/server-ab.ts list [--rounds 3] [--seconds 2] [name=command,arg,arg ...]
 *
 * Without servers named it compares the built CLI (`serve --quiet`, rate limit off) with raw
 * node:http answering the same bytes. A server is `name=command,arg,...`, started from the
 * repository's root; it must print `listening on http://127.0.0.1:PORT`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { pinThread, startServer, type ServerChild } from './lib/child.js'
import { median } from './lib/stats.js'
import { benchTargets, type PathName, type Target } from './lib/targets.js'
import type { Answers } from './servers/reference.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : Number(args[at + 1])
}
const path = (args.find((arg) => ['get', 'list', 'upsert'].includes(arg)) ?? 'list') as PathName
const rounds = option('--rounds', 3)
const seconds = option('--seconds', 2)
const answersFile = join(mkdtempSync(join(tmpdir(), 'cgm-ab-')), 'answers.json')
const named = args.filter((arg) => /^[\w-]+=/.test(arg))
const specs = named.length
  ? named
  : [
      `mock=${process.execPath},dist/src/cli.js,serve,--port,0,--rate-limit,off,--quiet`,
      `raw=${process.execPath},--import,tsx,scripts/bench/servers/reference.ts,raw,${answersFile}`,
    ]

const headers = (target: Target) => ({
  authorization: 'Bearer cgm_dev_key',
  ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
})
const minorFaults = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[7])

/** The targets for the first server's seeded person, and its answers for the raw server to send. */
async function targetsOf(origin: string): Promise<Record<PathName, Target>> {
  const list = { method: 'POST', headers: headers({ method: 'POST', path: '', body: '' }), body: '{"limit":1}' }
  const page = (await (await fetch(`${origin}/v1/objects/person/records`, list)).json()) as {
    data: Array<{ id: string; attributes: { email_addresses: string[] } }>
  }
  const person = page.data[0]!
  const targets = benchTargets({ id: person.id, email: person.attributes.email_addresses[0]! })
  const answers = {} as Answers
  for (const name of ['get', 'list', 'upsert'] as const) {
    const target = targets[name]
    const response = await fetch(`${origin}${target.path}`, {
      method: target.method,
      headers: headers(target),
      body: target.body ?? null,
    })
    answers[name] = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    }
  }
  writeFileSync(answersFile, JSON.stringify(answers))
  return targets
}

const servers: ServerChild[] = []
let target: Target | undefined
try {
  for (const spec of specs) {
    const name = spec.slice(0, spec.indexOf('='))
    const [command, ...rest] = spec.slice(spec.indexOf('=') + 1).split(',')
    const server = await startServer(name, command!, rest)
    servers.push(server)
    target ??= (await targetsOf(server.origin))[path]
  }
  // As the bench does: the servers' main threads on CPU 0, the load generator on CPU 1, so no
  // round puts a server and autocannon on one core.
  if (availableParallelism() >= 2 && pinThread(process.pid, '1'))
    for (const server of servers) pinThread(server.pid, '0')
  const rows = new Map(
    servers.map((server) => [server.name, { cpu: [] as number[], faults: [] as number[], rates: [] as number[] }]),
  )
  for (let round = 0; round < rounds; round++)
    for (const server of servers) {
      const load = (duration: number) =>
        autocannon({
          url: `${server.origin}${target!.path}`,
          method: target!.method,
          headers: headers(target!),
          body: target!.body,
          connections: 16,
          duration,
        })
      await load(0.5)
      const [cpu, faults] = [server.cpuMicros() ?? NaN, minorFaults(server.pid)]
      const result = await load(seconds)
      const row = rows.get(server.name)!
      row.cpu.push(Math.round(((server.cpuMicros() ?? NaN) - cpu) / result.requests.total))
      row.faults.push(Number(((minorFaults(server.pid) - faults) / result.requests.total).toFixed(2)))
      row.rates.push(Math.round(result.requests.total / result.duration))
    }
  console.log(`${path}: per request, one figure a round`)
  const first = median(rows.get(servers[0]!.name)!.rates)
  for (const [name, row] of rows) {
    console.log(`${name.padEnd(12)} CPU µs ${row.cpu.join(' / ')}   minor faults ${row.faults.join(' / ')}`)
    const rate = median(row.rates)
    console.log(
      `${''.padEnd(12)} req/s ${row.rates.join(' / ')}   median ${rate}, ${(rate / first).toFixed(3)}x the first`,
    )
  }
} finally {
  for (const server of servers) await server.stop()
}
