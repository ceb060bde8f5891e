import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fetchSend, readAll, runSequence, stepArbitrary, type Pools } from '../support/sequences.js'
import { scratchDir } from '../support/scratch.js'
import { withoutBuckets } from '../support/state.js'
import { call, exited, run, serve, type Served } from './processes.js'

// Issue 23: a state file written by `serve` loads in `serve` after any sequence of operations,
// killed (SIGKILL) at any point; one that truly cannot load is left untouched with a clear message.

const ARGS = ['--port', '0', '--quiet', '--clock', 'manual', '--scenario', 'empty', '--job-step', '10ms']
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve))
}
const fileState = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const served = async (origin: string) => (await call(`${origin}/_mock/snapshot`)).body

/** Polls (on the wall clock: the server saves within 100 ms of a change) until the file holds what the server does. */
async function saved(server: Served, file: string): Promise<void> {
  const started = Date.now()
  for (;;) {
    const now = withoutBuckets(await served(server.origin))
    try {
      if (JSON.stringify(withoutBuckets(fileState(file))) === JSON.stringify(now)) return
    } catch {
      // Not written yet.
    }
    if (Date.now() - started > 10_000) throw new Error('the state file did not catch up within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('serve --state-file after random sequences', () => {
  it('restarts after SIGKILL at any point, with the state the file holds, and with the same state once saved', async () => {
    const sequences = fc.sample(fc.array(stepArbitrary, { minLength: 30, maxLength: 30 }), { numRuns: 3, seed: 23 })
    for (const [n, steps] of sequences.entries()) {
      const file = join(scratchDir('cgm-state-'), 'state.json')
      let server = await serve([...ARGS, '--state-file', file])
      const initial = await served(server.origin)
      const send = fetchSend(
        () => server.origin,
        () => server.apiKey,
      )
      // Killed part-way through the sequence, whatever was saved by then.
      const cut = 5 + n * 9
      const pools: Pools = await runSequence(send, steps.slice(0, cut), { turns })
      process.kill(server.child.pid!, 'SIGKILL')
      await exited(server.child)
      server = await serve([...ARGS, '--state-file', file])
      // It loads, whatever the moment of the kill, and holds exactly what the file does (killed before
      // the first save, within its 100 ms, there is no file yet: the state the options build).
      const onDisk = existsSync(file) ? fileState(file) : initial
      expect(withoutBuckets(await served(server.origin))).toEqual(withoutBuckets(onDisk))

      // The rest of the sequence, then a kill once the file caught up: the same answers after the restart.
      const rest = await runSequence(send, steps.slice(cut), { turns })
      for (const [name, items] of Object.entries(rest)) (pools as any)[name].push(...items)
      await saved(server, file)
      // Faults are not state (decision 0019): the ones left would shape only this server's reads.
      for (const fault of (await call(`${server.origin}/_mock/faults`)).body.data)
        await call(`${server.origin}/_mock/faults/${fault.id}`, { method: 'DELETE' })
      const before = (await readAll(send, pools)).map(withoutRate)
      process.kill(server.child.pid!, 'SIGKILL')
      await exited(server.child)
      server = await serve([...ARGS, '--state-file', file])
      const after = (await readAll(send, pools)).map(withoutRate)
      for (let i = 0; i < before.length; i++) expect(after[i]).toBe(before[i])
      process.kill(server.child.pid!, 'SIGKILL')
      await exited(server.child)
    }
  }, 120_000)
})

/** A read's line without its rate-limit headers: the file keeps the buckets of its last save, and reads do not save. */
const withoutRate = (line: string) => line.replace(/ (\d+|-)\/(\d+|-)\/(\d+|-) /, ' ')

describe('a state file that cannot be loaded', () => {
  it('is a directory, half-written or unreadable: serve stops with a clear message and leaves it untouched', async () => {
    const dir = scratchDir('cgm-state-')
    const folder = join(dir, 'state.json')
    mkdirSync(folder)
    const directory = await run(['serve', '--port', '0', '--state-file', folder])
    expect(directory.code).toBe(1)
    expect(directory.stderr).toContain(`the state file ${folder} is a directory, not a file; it was left untouched`)

    // A whole file cut short, as a copy interrupted half-way leaves it.
    const whole = join(dir, 'whole.json')
    const first = await serve([...ARGS, '--state-file', whole])
    await call(`${first.origin}/v1/tasks`, { method: 'POST', key: first.apiKey, body: { title: 'Kept' } })
    await saved(first, whole)
    process.kill(first.child.pid!, 'SIGKILL')
    await exited(first.child)
    const half = join(dir, 'half.json')
    const text = readFileSync(whole, 'utf8').slice(0, 200)
    writeFileSync(half, text)
    const cut = await run(['serve', '--port', '0', '--state-file', half])
    expect(cut.code).toBe(1)
    expect(cut.stderr).toContain(`the state file ${half} is not valid JSON`)
    expect(cut.stderr).toContain('it was left untouched')
    expect(readFileSync(half, 'utf8')).toBe(text)

    // Unreadable: only where permissions hold (root reads any file).
    if (process.getuid?.() !== 0) {
      chmodSync(whole, 0o000)
      const unreadable = await run(['serve', '--port', '0', '--state-file', whole])
      chmodSync(whole, 0o600)
      expect(unreadable.code).toBe(1)
      expect(unreadable.stderr).toContain(`the state file ${whole} cannot be read (permission denied)`)
    }
  }, 60_000)
})
