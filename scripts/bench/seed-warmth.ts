// Seed warmth benchmark (issue 28): how much of a start's seed is V8 warming up. One built CLI
// server (`serve --scenario <s> --quiet`) is started, its main thread's CPU read from /proc at its
// first 200 on GET /v1/objects, then it is reset to the same seed and scenario `resets` times
// (POST /_mock/reset, then GET /v1/objects) and each reset's main-thread CPU read the same way. A
// reset runs the same seed in slices as the start does, with the code already run once: what a
// reset saves against the start's seed (the start less its module loading) is the seed's warm-up
// (inline caches, feedback, tier-up; the bytecode comes from the code cache either way). Medians
// of `runs` servers (min in brackets). Run alone (after `npm run build`):
//   npx tsx scripts/bench/seed-warmth.ts [--runs 5] [--resets 3] [--scenario large] [--dir .]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { median } from './lib/stats.js'

const HEADERS = { authorization: 'Bearer cgm_dev_key' }

/** utime + stime of a thread, in ms (10 ms ticks). */
function threadCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function objects(origin: string): Promise<number> {
  const response = await fetch(`${origin}/v1/objects`, { headers: HEADERS })
  await response.text()
  return response.status
}

/** One server: main-thread CPU to the first 200, then of each reset to its next 200. */
async function serverOnce(dir: string, scenario: string, resets: number): Promise<number[]> {
  const child = spawn(
    process.execPath,
    [resolve(dir, 'dist/src/cli.js'), 'serve', '--port', '0', '--scenario', scenario, '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  try {
    let output = ''
    const origin = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
        if (found) done(found)
      })
      child.once('exit', (code) => fail(new Error(`${dir}: the server exited with ${code}\n${output}`)))
    })
    if ((await objects(origin)) !== 200) throw new Error(`${dir}: no 200 on /v1/objects`)
    const figures = [threadCpuMs(child.pid!)]
    for (let i = 0; i < resets; i++) {
      const before = threadCpuMs(child.pid!)
      const reset = await fetch(`${origin}/_mock/reset`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ seed: 1, scenario }),
      })
      await reset.text()
      if (!reset.ok || (await objects(origin)) !== 200) throw new Error(`${dir}: reset ${i + 1} failed`)
      figures.push(threadCpuMs(child.pid!) - before)
    }
    return figures
  } finally {
    child.kill('SIGINT')
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)))
  }
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback
}

const runs = Number(option('runs', '5'))
const resets = Number(option('resets', '3'))
const scenario = option('scenario', 'large')
const dir = option('dir', '.')

const samples: number[][] = []
for (let run = 0; run < runs; run++) samples.push(await serverOnce(dir, scenario, resets))
const figure = (values: number[]) => `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)})`
const labels = ['start to first 200', ...Array.from({ length: resets }, (_, i) => `reset ${i + 1}`)]
console.log(`${scenario} ${dir}: main-thread CPU, ${runs} servers`)
labels.forEach((label, i) => console.log(`  ${label.padEnd(20)} ${figure(samples.map((s) => s[i]!))}`))
