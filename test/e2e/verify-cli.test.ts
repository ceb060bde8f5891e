import { describe, expect, it } from 'vitest'
import { run } from './processes.js'

// The built CLI (what `npx context-graph-mock` runs): it finds the shipped pacts and loads the
// Pact native core from the installed package.
describe('context-graph-mock verify and openapi --diff (built CLI)', () => {
  it('verify --pact passes a consumer project’s pacts against a fresh mock and exits 0', async () => {
    const result = await run(['verify', '--pact', 'test/fixtures/consumer-app/pacts'])
    expect(result.stdout).toMatch(/PASS\s+pact\s+contacts-app\s+a request for a contact/)
    expect(result.stdout).toContain('2 passed, 0 failed, 0 skipped')
    expect(result.code).toBe(0)
  })

  it('verify exits 2 with the usage for --base-url without --api-key', async () => {
    const result = await run(['verify', '--base-url', 'http://127.0.0.1:9'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('context-graph-mock: --base-url needs --api-key')
    expect(result.stderr).toContain('Usage: context-graph-mock verify')
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
