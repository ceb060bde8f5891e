// Seeding CPU benchmark (issue 28): the CPU time of `createMockCore({ scenario, seed: 1, clock:
// 'manual' })` in a fresh node process, cold, as `serve` pays it before it listens. CPU, not wall
// time, so a machine shared with other work still compares two builds fairly: process.cpuUsage()
// (user + system, every thread of the process: the collector's helpers too) around the call, after
// the modules are loaded. Builds given with --dist are run interleaved, one process each in turn.
// Medians of `runs` (min in brackets). Run alone (after `npm run build`):
//   npx tsx scripts/bench/seed-cpu.ts [--runs 8] [--scenario large] [--dist dist --dist ../main/dist]
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { median } from './lib/stats.js'

interface Sample {
  /** Ms of CPU in createMockCore, all threads. */
  seed: number
  /** Ms of CPU in createMockCore, the main thread alone (NaN where /proc is not there). */
  main: number
  /** Ms of CPU of the whole process when the core was built: module loading included. */
  total: number
}

// Runs in the child: loads the build's node-core, then measures the one call. The main thread's
// own CPU is read from /proc (Linux; 10 ms ticks), the rest of the process's is the collector's
// helper threads and the platform's.
const CHILD = `
const { readFileSync } = await import('node:fs')
const mainTicks = () => {
  try {
    const fields = readFileSync('/proc/self/task/' + process.pid + '/stat', 'utf8').split(') ')[1].split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return NaN
  }
}
const { createMockCore } = await import(process.argv[1])
const before = process.cpuUsage()
const ticks = mainTicks()
const core = createMockCore({ scenario: process.argv[2], seed: 1, clock: 'manual' })
const main = (mainTicks() - ticks) * 10
const seed = process.cpuUsage(before)
const total = process.cpuUsage()
core.close?.()
process.stdout.write(JSON.stringify({ seed: (seed.user + seed.system) / 1000, main, total: (total.user + total.system) / 1000 }))
`

function once(dist: string, scenario: string): Sample {
  const entry = pathToFileURL(resolve(dist, 'src/node-core.js')).href
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, entry, scenario], {
    encoding: 'utf8',
  })
  return JSON.parse(out) as Sample
}

function option(name: string, fallback: string[]): string[] {
  const values = process.argv.flatMap((arg, i, all) => (arg === `--${name}` && all[i + 1] ? [all[i + 1]!] : []))
  return values.length > 0 ? values : fallback
}

const runs = Number(option('runs', ['8'])[0])
const scenarios = option('scenario', ['large', 'small'])
const dists = option('dist', ['dist'])

for (const scenario of scenarios) {
  const samples = new Map<string, Sample[]>(dists.map((dist) => [dist, []]))
  for (let run = 0; run < runs; run++) for (const dist of dists) samples.get(dist)!.push(once(dist, scenario))
  for (const [dist, list] of samples) {
    const figure = (values: number[]) =>
      `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)})`.padEnd(20)
    console.log(
      `${scenario.padEnd(6)} ${dist.padEnd(20)} seed: all threads ${figure(list.map((s) => s.seed))}` +
        `main thread ${figure(list.map((s) => s.main))}whole process ${figure(list.map((s) => s.total))}`,
    )
  }
}
