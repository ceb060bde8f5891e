// Start-up CPU benchmark (issue 28): the CPU time a built CLI's server process spent from spawn to
// its first 200 on GET /v1/objects with the key, read from /proc (Linux): the whole process (every
// thread: the collector's helpers too) and its main thread alone. CPU, not wall time, so a machine
// busy with other work still compares two builds fairly. Builds given with --dir (a checkout with
// a built dist/) are run interleaved, one start each in turn. Medians of `runs` (min in brackets).
// Run alone (after `npm run build`):
//   npx tsx scripts/bench/startup-cpu.ts [--runs 8] [--scenario large] [--dir . --dir ../main]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { resolve } from 'node:path'
import { median } from './lib/stats.js'

const TIMEOUT_MS = 60_000

/** utime + stime of a /proc stat file, in ms (10 ms ticks). */
function cpuMs(statPath: string): number {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** GET with a fresh connection; the status, or 0 when it could not connect. */
function status(url: string): Promise<number> {
  return new Promise((done) => {
    const req = request(url, { agent: false, headers: { authorization: 'Bearer cgm_dev_key' } }, (res) => {
      res.resume()
      res.once('end', () => done(res.statusCode ?? 0))
    })
    req.once('error', () => done(0))
    req.end()
  })
}

/** One start of `dir`'s built CLI: CPU of the process and of its main thread at the first 200. */
async function startOnce(dir: string, scenario: string): Promise<{ process: number; main: number }> {
  const child = spawn(
    process.execPath,
    [resolve(dir, 'dist/src/cli.js'), 'serve', '--port', '0', '--scenario', scenario, '--quiet'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    const deadline = Date.now() + TIMEOUT_MS
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${dir}: the server exited with ${child.exitCode}\n${output}`)
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (origin && (await status(`${origin}/v1/objects`)) === 200)
        return { process: cpuMs(`/proc/${child.pid}/stat`), main: cpuMs(`/proc/${child.pid}/task/${child.pid}/stat`) }
      await new Promise((done) => setTimeout(done, origin ? 0 : 5))
    }
    throw new Error(`${dir}: no 200 within ${TIMEOUT_MS} ms\n${output}`)
  } finally {
    child.kill('SIGINT')
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)))
  }
}

function option(name: string, fallback: string[]): string[] {
  const values = process.argv.flatMap((arg, i, all) => (arg === `--${name}` && all[i + 1] ? [all[i + 1]!] : []))
  return values.length > 0 ? values : fallback
}

const runs = Number(option('runs', ['8'])[0])
const scenarios = option('scenario', ['large', 'small'])
const dirs = option('dir', ['.'])

for (const scenario of scenarios) {
  const samples = new Map<string, Array<{ process: number; main: number }>>(dirs.map((dir) => [dir, []]))
  for (let run = 0; run < runs; run++) for (const dir of dirs) samples.get(dir)!.push(await startOnce(dir, scenario))
  for (const [dir, list] of samples) {
    const figure = (values: number[]) =>
      `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)})`.padEnd(20)
    console.log(
      `${scenario.padEnd(6)} ${dir.padEnd(20)} CPU to the first 200: process ${figure(list.map((s) => s.process))}` +
        `main thread ${figure(list.map((s) => s.main))}`,
    )
  }
}
