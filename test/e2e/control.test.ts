import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMock } from '../../src/index.js'
import { call, exited, run, serve } from './processes.js'
import { scratchDir } from '../support/scratch.js'

const temporary = () => scratchDir('cgm-control-')

/** Polls a condition without sleeping on a clock of the mock: each check waits for the next event-loop turn of I/O. */
async function until(check: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const taskTitles = (file: string): string[] => {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'))
  return snapshot.changes
    .filter((c: any) => c.kind === 'request' && c.target === '/v1/tasks')
    .map((c: any) => JSON.parse(c.body).title)
}

describe('serve --state-file', () => {
  it('survives SIGKILL during a burst of writes: the file loads and holds every write acknowledged before the last flush', async () => {
    const dir = temporary()
    const file = join(dir, 'state.json')
    const first = await serve(['--port', '0', '--state-file', file, '--quiet'])
    const acknowledged: string[] = []
    for (let i = 0; i < 20; i++) {
      const created = await call(`${first.origin}/v1/tasks`, {
        method: 'POST',
        key: first.apiKey,
        body: { title: `task ${i}` },
      })
      expect(created.status).toBe(200)
      acknowledged.push(`task ${i}`)
    }
    // The flush that covers the first 20 writes has happened once the file holds them all.
    await until(() => {
      try {
        return taskTitles(file).length === 20
      } catch {
        return false
      }
    }, 'the state file to hold 20 tasks')
    // A burst, killed part-way: some of these may or may not be saved.
    const burst = Array.from({ length: 200 }, (_, i) =>
      call(`${first.origin}/v1/tasks`, { method: 'POST', key: first.apiKey, body: { title: `burst ${i}` } }).catch(
        () => null,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 30))
    process.kill(first.child.pid!, 'SIGKILL')
    await exited(first.child)
    await Promise.all(burst)

    const titles = taskTitles(file)
    expect(titles.slice(0, 20)).toEqual(acknowledged)
    expect(titles.slice(20).every((t) => t.startsWith('burst '))).toBe(true)
    // It loads: in a server, and in process.
    const second = await serve(['--port', '0', '--state-file', file, '--quiet'])
    const tasks = await call(`${second.origin}/v1/tasks?limit=500`, { key: second.apiKey })
    const served = tasks.body.data.map((t: { title: string }) => t.title)
    for (const title of acknowledged) expect(served).toContain(title)
    const mock = createMock({ clock: 'real' })
    await mock.restore(JSON.parse(readFileSync(file, 'utf8')))
    mock.close()
  })

  it('refuses a corrupt file or one from an older version with a clear error, and leaves it untouched', async () => {
    const dir = temporary()
    const corrupt = join(dir, 'corrupt.json')
    writeFileSync(corrupt, '{"format": "context-graph-mock/snap')
    const bad = await run(['serve', '--port', '0', '--state-file', corrupt])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain(`the state file ${corrupt} is not valid JSON`)
    expect(bad.stderr).toContain('it was left untouched')
    expect(readFileSync(corrupt, 'utf8')).toBe('{"format": "context-graph-mock/snap')

    const old = join(dir, 'old.json')
    const oldText = JSON.stringify({ format: 'context-graph-mock/snapshot', version: 0, changes: [] })
    writeFileSync(old, oldText)
    const refused = await run(['serve', '--port', '0', '--state-file', old])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      'written by snapshot format version 0; this version of context-graph-mock reads versions 1, 2 and 3; it was left untouched',
    )
    expect(readFileSync(old, 'utf8')).toBe(oldText)
  })
})

describe('serve --state-file past the change log bound', () => {
  it('keeps the last file saved, tells it once on stderr, and saves again after a reset', async () => {
    const file = join(temporary(), 'state.json')
    // Short job steps and queued failures: a workspace holds at most 32 MiB of queued text
    // (docs/bounds.md), so the texts must finish as they come, without reading 500 KiB each.
    const served = await serve(['--port', '0', '--state-file', file, '--quiet', '--job-step', '10ms'])
    let stderr = ''
    served.child.stderr!.on('data', (chunk: string) => (stderr += chunk))
    expect(
      (await call(`${served.origin}/v1/tasks`, { method: 'POST', key: served.apiKey, body: { title: 'kept' } })).status,
    ).toBe(200)
    for (let i = 0; i < 70; i++)
      expect(
        (
          await call(`${served.origin}/_mock/jobs/fail-next`, {
            method: 'POST',
            body: { kind: 'artifact', error: 'not read in this test' },
          })
        ).status,
      ).toBe(200)
    await until(() => {
      try {
        return taskTitles(file).length === 1
      } catch {
        return false
      }
    }, 'the state file to hold the task')
    // 70 texts of about 500 KiB: after the task and the 70 queued failures, the log passes 32 MiB
    // at the 66th text, the 137th change.
    const text = 'Ada Lovelace met Charles Babbage in London. '.repeat(11_600)
    for (let i = 0; i < 70; i++)
      expect(
        (
          await call(`${served.origin}/v1/context/text`, {
            method: 'POST',
            key: served.apiKey,
            body: { content: `${i} ${text}` },
          })
        ).status,
      ).toBe(200)
    const warning = `cannot save the state file ${file}: No snapshot: the changes since the last reset passed what a snapshot may hold (32 MiB of JSON) at change 137`
    await until(() => stderr.includes(warning), 'the warning on stderr')
    expect(
      (await call(`${served.origin}/v1/tasks`, { method: 'POST', key: served.apiKey, body: { title: 'after' } }))
        .status,
    ).toBe(200)
    // The file still loads, holding what it held when last saved (the task, and some of the texts).
    const saved = JSON.parse(readFileSync(file, 'utf8'))
    expect(saved.changes[0]).toMatchObject({ kind: 'request', target: '/v1/tasks' })
    expect(saved.changes.length).toBeLessThan(137)
    // A reset starts a new log, which is saved again.
    expect((await call(`${served.origin}/_mock/reset`, { method: 'POST', body: {} })).status).toBe(200)
    expect(
      (await call(`${served.origin}/v1/tasks`, { method: 'POST', key: served.apiKey, body: { title: 'fresh' } }))
        .status,
    ).toBe(200)
    await until(() => {
      try {
        return taskTitles(file).join() === 'fresh'
      } catch {
        return false
      }
    }, 'the state file to hold only the task written after the reset')
    process.kill(served.child.pid!, 'SIGTERM')
    await exited(served.child)
    expect(stderr.split(warning).length - 1).toBe(1)
  })
})

describe('serve: request log, limits, access, fixtures', () => {
  it('writes JSON lines only to stdout with --log-format json: the banner, then one line per request', async () => {
    const served = await serve(['--port', '0', '--log-format', 'json'])
    let out = ''
    served.child.stdout!.on('data', (chunk: string) => (out += chunk))
    await call(`${served.origin}/v1/objects`, { key: served.apiKey })
    await call(`${served.origin}/v1/objects/nope`, { key: served.apiKey })
    await until(() => out.split('\n').filter((line) => line.startsWith('{')).length >= 2, 'two log lines')
    const lines = (served.stdout + out)
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const [banner, ...requests] = lines
    expect(banner).toMatchObject({
      level: 30,
      origin: served.origin,
      base_url: `${served.origin}/v1`,
      api_key: 'cgm_dev_key',
      seed: 1,
      scenario: 'small',
    })
    expect(banner!.msg).toContain(`listening on ${served.origin} (seed 1, scenario small`)
    expect(requests.map((l) => [l.method, l.path, l.status, l.level])).toEqual([
      ['GET', '/v1/objects', 200, 30],
      ['GET', '/v1/objects/nope', 404, 40],
    ])
    expect(requests[0]!.key).toBe('cgm_…key')
    expect([requests[0]!.explain, (requests[1]!.explain as { kind?: string } | undefined)?.kind]).toEqual([
      undefined,
      'not_found',
    ])
    expect(JSON.stringify(requests)).not.toContain('cgm_dev_key')
  })

  it('writes no ANSI escape codes to a pipe, in either log format', async () => {
    for (const format of ['pretty', 'json']) {
      const served = await serve(['--port', '0', '--log-format', format])
      let out = ''
      served.child.stdout!.on('data', (chunk: string) => (out += chunk))
      await call(`${served.origin}/v1/objects/nope`, { key: served.apiKey })
      await until(() => out.includes('/v1/objects/nope'), `the ${format} log line`)
      expect(served.stdout + out).not.toMatch(/\x1b\[/)
      if (format === 'pretty') {
        expect(out).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: GET \/v1\/objects\/nope 404 /m)
        // The explanation of the miss, on the line after it.
        await until(() => out.includes('explain not_found'), 'the explanation line')
        expect(out).toMatch(
          / WARN: GET \/v1\/objects\/nope 404 [^\n]*\n {4}explain not_found: No object or list with slug "nope" in this workspace; objects here: person, company/,
        )
      }
    }
  })

  it('logs nothing with --quiet', async () => {
    const served = await serve(['--port', '0', '--quiet'])
    let out = ''
    served.child.stdout!.on('data', (chunk: string) => (out += chunk))
    await call(`${served.origin}/v1/objects`, { key: served.apiKey })
    await call(`${served.origin}/_mock/health`)
    expect(out).toBe('')
  })

  it('applies --rate-limit, --no-control, --admin-token and --fixtures', async () => {
    const dir = temporary()
    const fixture = join(dir, 'people.yaml')
    writeFileSync(fixture, 'records:\n  - { object: person, ref: ada, values: { name: Ada Lovelace } }\n')
    const limited = await serve([
      '--port',
      '0',
      '--quiet',
      '--rate-limit',
      '2/1m',
      '--fixtures',
      fixture,
      '--admin-token',
      'token-123456',
    ])
    const list = await call(`${limited.origin}/v1/objects/person/records`, {
      method: 'POST',
      key: limited.apiKey,
      body: {},
    })
    expect(list.body.total).toBe(1)
    expect(list.headers.get('x-ratelimit-limit')).toBe('2')
    // One token back every 30 s: after one call the bucket is full again in 30 s. No Retry-After on a 200.
    expect(list.headers.get('x-ratelimit-reset')).toBe('30')
    expect(list.headers.get('retry-after')).toBeNull()
    await call(`${limited.origin}/v1/objects`, { key: limited.apiKey })
    const refused = await call(`${limited.origin}/v1/objects`, { key: limited.apiKey })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(`${limited.origin}/_mock/journal`)).status).toBe(401)
    expect(
      (await fetch(`${limited.origin}/_mock/journal`, { headers: { 'x-admin-token': 'token-123456' } })).status,
    ).toBe(200)

    const off = await serve(['--port', '0', '--quiet', '--no-control', '--rate-limit', 'off'])
    expect((await call(`${off.origin}/_mock/journal`)).status).toBe(404)
    expect((await call(`${off.origin}/_mock/health`)).status).toBe(200)
    const unlimited = await call(`${off.origin}/v1/objects`, { key: off.apiKey })
    expect(unlimited.headers.get('x-ratelimit-limit')).toBeNull()
    expect(unlimited.headers.get('retry-after')).toBeNull()

    const badFixture = join(dir, 'bad.yaml')
    writeFileSync(badFixture, 'records:\n  - { object: person, values: { name: Ada, email_addresses: [nope] } }\n')
    const failed = await run(['serve', '--port', '0', '--fixtures', badFixture])
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain(`--fixtures ${badFixture}: Invalid fixture: records[0].values.email_addresses`)
    const badLimit = await run(['serve', '--rate-limit', 'lots'])
    expect(badLimit.code).toBe(2)
    expect(badLimit.stderr).toContain('--rate-limit: Invalid rate limit "lots"')
  })
})
