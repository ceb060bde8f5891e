import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchDir } from '../support/scratch.js'
import { cli, finish, run } from './processes.js'

const FIXTURE_PACT = 'test/fixtures/consumer-app/pacts/contacts-app-context-graph.json'
/** Any terminal escape: pact-core colours its report whatever the stream. */
const ESCAPE = '\u001b['

/** The consumer app's pact with the note's title changed in the expected answer, so that interaction fails. */
function failingPact(): string {
  const pact = JSON.parse(readFileSync(FIXTURE_PACT, 'utf8'))
  pact.interactions[1].response.body.content.title = 'Call me back'
  const file = join(scratchDir('cgm-verify-out-'), 'contacts-app-failing.json')
  writeFileSync(file, JSON.stringify(pact))
  return file
}

/** The built CLI with stdout and stderr piped, as CI runs it; NO_COLOR and FORCE_COLOR as given. */
const verify = (args: string[], env: Record<string, string | undefined> = {}) =>
  finish(
    cli(['verify', ...args], { NO_COLOR: undefined, FORCE_COLOR: undefined, ...env }),
    `verify ${args.join(' ')}`,
    60_000,
  )

// The built CLI (what `npx context-graph-mock` runs): it finds the shipped pacts and loads the
// Pact native core from the installed package.
describe('context-graph-mock verify and openapi --diff (built CLI)', () => {
  it('verify --pact passes a consumer project’s pacts against a fresh mock and exits 0', async () => {
    const result = await run(['verify', '--pact', 'test/fixtures/consumer-app/pacts'])
    expect(result.stdout).toMatch(/PASS\s+pact\s+contacts-app\s+a request for a contact/)
    expect(result.stdout).toContain('2 passed, 0 failed, 0 skipped')
    expect(result.code).toBe(0)
  })

  it('verify prints only its own table to a pipe: no colour, no pact-core report or ERROR line', async () => {
    const result = await verify(['--pact', 'test/fixtures/consumer-app/pacts'])
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      [
        '',
        'result  kind  consumer / operation  interaction',
        '------  ----  --------------------  -----------------------',
        'PASS    pact  contacts-app          a request for a contact',
        'PASS    pact  contacts-app          a request to add a note',
        '',
        '2 passed, 0 failed, 0 skipped',
        '',
      ].join('\n'),
    )
    expect(result.stderr).toBe('')
  })

  it('verify shows a failing pact as its own field diff, with no colour or pact-core ERROR line, and exits 1', async () => {
    for (const env of [{}, { NO_COLOR: '1' }]) {
      const result = await verify(['--pact', failingPact()], env)
      expect(result.code).toBe(1)
      expect(result.stdout).toMatch(
        /FAIL\s+pact\s+contacts-app\s+a request to add a note\n\s+\$\.title: expected "Call me back", actual "Call back"\n/,
      )
      expect(result.stdout).toContain('1 passed, 1 failed, 0 skipped')
      const both = result.stdout + result.stderr
      expect(both).not.toContain(ESCAPE)
      expect(both).not.toContain('ERROR')
      expect(both).not.toContain('Failures:')
      expect(both).not.toContain('Verifying a pact between')
    }
  })

  it('verify --log-level info passes the Pact verifier’s report on to stderr, without colour off a terminal', async () => {
    const result = await verify(['--pact', failingPact(), '--log-level', 'info'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Verifying a pact between contacts-app and context-graph-api')
    expect(result.stderr).toContain('has a matching body (FAILED)')
    expect(result.stderr).not.toContain(ESCAPE)
    expect(result.stdout).not.toContain('Verifying a pact between')
    expect(result.stdout).toContain('1 passed, 1 failed, 0 skipped')
  })

  it('verify exits 2 with the usage for --base-url without --api-key', async () => {
    const result = await run(['verify', '--base-url', 'http://127.0.0.1:9'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('context-graph-mock: --base-url needs --api-key')
    expect(result.stderr).toContain('Usage: context-graph-mock verify')
  })

  it('verify exits 2 for a --log-level it does not know', async () => {
    const result = await run(['verify', '--pact', 'test/fixtures/consumer-app/pacts', '--log-level', 'loud'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      'context-graph-mock: --log-level must be one of error, warn, info, debug, trace, got "loud"',
    )
  })

  it('verify exits 2 naming the broker flag that is wrong', async () => {
    const result = await run(['verify', '--broker-url', 'http://127.0.0.1:9', '--publish'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('context-graph-mock: --publish needs --provider-version')
    expect(result.stderr).toContain('--broker-url <url>')
  })

  it('openapi --diff lists what differs from another document and exits 1', async () => {
    const result = await run(['openapi', '--diff', 'test/fixtures/openapi-changed.json'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('DELETE /v1/tasks/{task_id}\n  operation: only in ours\n')
    expect(result.stdout).toContain('GET /v1/tasks\n  parameter query limit: ours: integer; theirs: string\n')
  })

  it('openapi --diff exits 0 against the committed document', async () => {
    const result = await run(['openapi', '--diff', 'contracts/openapi.json'])
    expect(result.stdout).toBe('No differences.\n')
    expect(result.code).toBe(0)
  })
})
