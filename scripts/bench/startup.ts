// Start-up benchmark: milliseconds from spawning the server to its first 200 on
// GET /_mock/health and then on GET /v1/objects with the key, for the built CLI
// (`node dist/src/cli.js serve --port 0`, small and large scenarios) and for `npm start`
// (`tsx src/cli.ts serve`). The port is read from the server's `listening on` line; until then,
// and until the 200s, the server is polled with back-to-back requests. Median of `runs`.
// Run alone (after `npm run build`): npx tsx scripts/bench/startup.ts [--runs 5] [--case large]
// (--case: only the cases whose label holds the text, e.g. `large` or `built CLI`).
// Builds side by side: `--dir A --dir B ...` (checkouts with a built dist/) runs the built-CLI cases
// of each, interleaved (one start of each build in turn, `runs` rounds), and prints each build's
// median with its ratio to the first build's: npx tsx scripts/bench/startup.ts --runs 8
// --case 'built CLI, large' --dir ../baseline --dir .
import { request } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { spawnGroup, stopGroup } from './lib/child.js'
import { median } from './lib/stats.js'

export interface StartupCase {
  label: string
  command: string
  /** Ms to the first 200 of GET /v1/objects, one per run. */
  firstOk: number[]
  /** Ms to the first 200 of GET /_mock/health, one per run. */
  health: number[]
}

const TIMEOUT_MS = 30_000

/** GET with a fresh connection; the status, or 0 when it could not connect. */
function status(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers, timeout: 1000 }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', () => resolve(0))
    req.once('timeout', () => req.destroy())
    req.end()
  })
}

/** One start: spawn, poll until both 200s, stop. Times in ms from spawn. */
async function startOnce(command: string, args: string[]): Promise<{ health: number; firstOk: number }> {
  const started = performance.now()
  const { child, output } = spawnGroup(command, args)
  try {
    const deadline = started + TIMEOUT_MS
    let origin: string | undefined
    let health = NaN
    while (performance.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}\n${output().slice(-1500)}`)
      origin ??= /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
      if (!origin) {
        await new Promise((resolve) => setTimeout(resolve, 1))
        continue
      }
      if (Number.isNaN(health)) {
        if ((await status(`${origin}/_mock/health`)) === 200) health = performance.now() - started
        continue
      }
      if ((await status(`${origin}/v1/objects`, { authorization: 'Bearer cgm_dev_key' })) === 200)
        return { health, firstOk: performance.now() - started }
    }
    throw new Error(`${command} ${args.join(' ')}: no 200 within ${TIMEOUT_MS} ms\n${output().slice(-1500)}`)
  } finally {
    await stopGroup(child)
  }
}

export async function runStartup(
  runs: number,
  log: (line: string) => void = () => {},
  only?: string,
): Promise<StartupCase[]> {
  const all: Array<{ label: string; command: string; argv: [string, string[]] }> = [
    {
      label: 'built CLI, small',
      command: 'node dist/src/cli.js serve --port 0',
      argv: [process.execPath, ['dist/src/cli.js', 'serve', '--port', '0']],
    },
    {
      label: 'built CLI, large',
      command: 'node dist/src/cli.js serve --port 0 --scenario large',
      argv: [process.execPath, ['dist/src/cli.js', 'serve', '--port', '0', '--scenario', 'large']],
    },
  ]
  const scripts = existsSync('package.json')
    ? (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> }).scripts
    : undefined
  if (scripts?.start) {
    all.push({
      label: 'npm start, small',
      command: `npm start -- --port 0  (${scripts.start})`,
      argv: ['npm', ['start', '--', '--port', '0']],
    })
  }
  const cases = all.filter(({ label }) => only === undefined || label.includes(only))
  if (cases.length === 0)
    throw new Error(`no start-up case's label holds "${only}": ${all.map((c) => c.label).join(', ')}`)
  const results: StartupCase[] = cases.map(({ label, command }) => ({ label, command, firstOk: [], health: [] }))
  // Interleaved: one start of each case per run.
  for (let run = 0; run < runs; run++) {
    for (const [index, { argv }] of cases.entries()) {
      const timing = await startOnce(argv[0], argv[1])
      results[index]!.firstOk.push(timing.firstOk)
      results[index]!.health.push(timing.health)
    }
    log(
      `  start-up run ${run + 1}/${runs}: ${results.map((r) => `${r.label} ${Math.round(r.firstOk[run]!)} ms`).join(', ')}`,
    )
  }
  return results
}

/**
 * The built-CLI cases of several builds (checkouts with a built dist/), interleaved: in each round,
 * one start of every case of every build in turn, so a machine's load falls on all of them alike.
 */
export async function runBeside(
  runs: number,
  dirs: string[],
  log: (line: string) => void = () => {},
  only?: string,
): Promise<Array<StartupCase & { dir: string }>> {
  const cases = [
    { label: 'built CLI, small', args: [] as string[] },
    { label: 'built CLI, large', args: ['--scenario', 'large'] },
  ].filter(({ label }) => only === undefined || label.includes(only))
  if (cases.length === 0) throw new Error(`no built-CLI case's label holds "${only}"`)
  const results = dirs.flatMap((dir) =>
    cases.map(({ label, args }) => ({
      dir,
      label,
      args,
      command: `node ${resolve(dir, 'dist/src/cli.js')} serve --port 0 ${args.join(' ')}`.trim(),
      firstOk: [] as number[],
      health: [] as number[],
    })),
  )
  for (let run = 0; run < runs; run++) {
    for (const result of results) {
      const cli = resolve(result.dir, 'dist/src/cli.js')
      const timing = await startOnce(process.execPath, [cli, 'serve', '--port', '0', ...result.args])
      result.firstOk.push(timing.firstOk)
      result.health.push(timing.health)
    }
    log(
      `  round ${run + 1}/${runs}: ${results.map((r) => `${r.dir} ${r.label} ${Math.round(r.firstOk[run]!)} ms`).join(', ')}`,
    )
  }
  return results.map(({ dir, label, command, firstOk, health }) => ({ dir, label, command, firstOk, health }))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = (name: string): string | undefined => {
    const index = process.argv.indexOf(name)
    return index === -1 ? undefined : process.argv[index + 1]
  }
  const dirs = process.argv.flatMap((arg, index) => (arg === '--dir' ? [process.argv[index + 1]!] : []))
  if (dirs.length > 0) {
    const results = await runBeside(Number(flag('--runs') ?? 5), dirs, console.log, flag('--case'))
    for (const r of results) {
      const first = results.find((other) => other.label === r.label)!
      const ratio = median(r.firstOk) / median(first.firstOk)
      console.log(
        `${r.label.padEnd(18)} ${r.dir}: first 200 on /v1/objects median ${Math.round(median(r.firstOk))} ms (${Math.round(Math.min(...r.firstOk))}-${Math.round(Math.max(...r.firstOk))}), ${ratio.toFixed(3)} of ${first.dir}'s`,
      )
    }
    process.exit(0)
  }
  const results = await runStartup(Number(flag('--runs') ?? 5), console.log, flag('--case'))
  for (const r of results)
    console.log(
      `${r.label.padEnd(18)} health ${Math.round(median(r.health))} ms, first 200 on /v1/objects ${Math.round(median(r.firstOk))} ms  (${r.command})`,
    )
}
