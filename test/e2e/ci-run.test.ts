import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from './processes.js'

// .ci/run's closing line comes from .ci/summary.mjs reading vitest's JSON report. These tests run
// a real vitest over scratch suites (a failing test, a file that cannot load, a throwing hook) and
// feed its report to the script, as .ci/run does.

const SUMMARY = join(ROOT, '.ci', 'summary.mjs')
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
const scratch: string[] = []

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

interface Ran {
  code: number
  stdout: string
  stderr: string
}

function node(args: string[], cwd = ROOT): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, timeout: 50_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

/** Runs vitest over the given files in a scratch directory; returns its exit code and JSON report path. */
async function vitest(files: Record<string, string>): Promise<{ status: number; report: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cgm-ci-'))
  scratch.push(dir)
  writeFileSync(join(dir, 'vitest.config.mjs'), 'export default {}\n')
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const report = join(dir, 'report.json')
  const ran = await node(
    [
      VITEST,
      'run',
      '--root',
      dir,
      '--config',
      join(dir, 'vitest.config.mjs'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    dir,
  )
  return { status: ran.code, report }
}

const PASSING = "import { it, expect } from 'vitest'\nit('passes', () => expect(1 + 1).toBe(2))\n"
const FAILING = "import { it, expect } from 'vitest'\nit('fails', () => expect(1 + 1).toBe(3))\n"
const UNLOADABLE = "import { it } from 'vitest'\nthrow new Error('cannot load')\nit('never runs', () => {})\n"
const THROWING_HOOK =
  "import { beforeAll, it } from 'vitest'\nbeforeAll(() => { throw new Error('hook') })\nit('is skipped', () => {})\n"

describe('.ci/run closing line', { timeout: 60_000 }, () => {
  it('counts a file that fails to load and a throwing hook as failures, and exits non-zero', async () => {
    const { status, report } = await vitest({
      'a.test.ts': PASSING,
      'b.test.ts': UNLOADABLE,
      'c.test.ts': THROWING_HOOK,
    })
    expect(status).toBe(1)
    const summary = await node([SUMMARY, report, String(status)])
    expect(summary.stdout).toBe('vitest: 1 passed, 2 failed\n')
    expect(summary.code).toBe(1)
    expect(summary.stderr).toContain('b.test.ts (cannot load)')
    expect(summary.stderr).toContain('c.test.ts (hook)')
  })

  it('counts failed tests and failed suites together', async () => {
    const { status, report } = await vitest({ 'a.test.ts': PASSING, 'b.test.ts': FAILING, 'c.test.ts': UNLOADABLE })
    const summary = await node([SUMMARY, report, String(status)])
    expect(summary.stdout).toBe('vitest: 1 passed, 2 failed\n')
    expect(summary.code).toBe(1)
  })

  it('says 0 failed and exits 0 when everything passes', async () => {
    const { status, report } = await vitest({ 'a.test.ts': PASSING, 'b.test.ts': PASSING })
    expect(status).toBe(0)
    const summary = await node([SUMMARY, report, '0'])
    expect(summary).toEqual({ code: 0, stdout: 'vitest: 2 passed, 0 failed\n', stderr: '' })
  })

  it('counts npm test failing before vitest (a type error) as a failure', async () => {
    const summary = await node([SUMMARY, join(tmpdir(), 'cgm-no-such-report.json'), '2'])
    expect(summary.stdout).toBe('vitest: 0 passed, 1 failed\n')
    expect(summary.code).toBe(2)
    expect(summary.stderr).toContain('before vitest reported')
  })

  it('fails a run that ran no test', async () => {
    const summary = await node([SUMMARY, join(tmpdir(), 'cgm-no-such-report.json'), '0'])
    expect(summary.stdout).toBe('vitest: 0 passed, 0 failed\n')
    expect(summary.code).toBe(1)
    expect(summary.stderr).toContain('ran no test')
  })

  it("prints no ANSI codes through npm test's vitest launcher when stdout is a pipe", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cgm-ci-'))
    scratch.push(dir)
    writeFileSync(join(dir, 'vitest.config.mjs'), 'export default {}\n')
    writeFileSync(join(dir, 'a.test.ts'), PASSING)
    writeFileSync(join(dir, 'b.test.ts'), FAILING)
    const { NO_COLOR: _n, FORCE_COLOR: _f, ...env } = process.env
    const args = [
      join(ROOT, 'scripts', 'vitest-run.mjs'),
      'run',
      '--root',
      dir,
      '--config',
      join(dir, 'vitest.config.mjs'),
    ]
    const ran = await new Promise<Ran>((resolve) => {
      execFile(
        process.execPath,
        args,
        { cwd: dir, timeout: 50_000, env: { ...env, TERM: 'xterm-256color' } },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      )
    })
    expect(ran.code).toBe(1)
    expect(ran.stdout).toMatch(/1 failed.*1 passed|1 passed.*1 failed/s)
    expect(ran.stdout + ran.stderr).not.toContain('\x1b[')
    // Without the launcher, the same run colours its pipe: the launcher is what keeps it plain.
    const bare = await new Promise<string>((resolve) => {
      execFile(
        process.execPath,
        [VITEST, ...args.slice(1)],
        { cwd: dir, timeout: 50_000, env: { ...env, TERM: 'xterm-256color' } },
        (_error, stdout) => resolve(stdout),
      )
    })
    expect(bare).toContain('\x1b[')
  })

  it('is wired into .ci/run, which installs no system package', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.test).toMatch(
      /&& node scripts\/vitest-run\.mjs run$/,
    )
    const run = readFileSync(join(ROOT, '.ci', 'run'), 'utf8')
    expect(run).toMatch(/npm test -- --reporter=default --reporter=json "--outputFile\.json=\$report"/)
    expect(run).toContain('node .ci/summary.mjs "$report" "$status"')
    expect(run).not.toMatch(/apt-get|apt install|sudo/)
  })
})
