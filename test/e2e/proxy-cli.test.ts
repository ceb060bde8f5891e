import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchDir } from '../support/scratch.js'
import { cli, finish, run, within, WAIT_MS } from './processes.js'
import { double, json } from './proxy-support.js'

/** Starts `proxy` through the built CLI and waits for its listening line. */
async function startProxy(args: string[]) {
  const child = cli(['proxy', ...args])
  let stdout = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  const origin = await within(
    new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', () => {
        const found = /proxy listening on (http:\/\/\S+)/.exec(stdout)?.[1]
        if (found) resolve(found)
      })
      child.once('exit', (code) => reject(new Error(`proxy exited early with ${code}`)))
    }),
    WAIT_MS,
    'the proxy to listen',
  )
  return { child, origin, output: () => stdout }
}

describe('context-graph-mock proxy (built CLI)', () => {
  it('refuses a target that is not an http(s) URL with exit 2 naming --target', async () => {
    const result = await run(['proxy', '--target', 'ftp://127.0.0.1/x'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      'context-graph-mock: --target must be an http(s) URL without a query, got "ftp://127.0.0.1/x"',
    )
    expect(result.stderr).toContain('Usage: context-graph-mock proxy --target <url>')
    const missing = await run(['proxy'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--target <url> is required')
  })

  it('refuses a --junit file in a folder that does not exist with exit 2', async () => {
    const result = await run(['proxy', '--target', 'http://127.0.0.1:9', '--junit', '/nonexistent-folder/proxy.xml'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      '--junit /nonexistent-folder/proxy.xml: the folder /nonexistent-folder does not exist',
    )
  })

  it('refuses a --record path in a folder that does not exist, or not .yaml/.yml/.json, with exit 2', async () => {
    const folder = await run(['proxy', '--target', 'http://127.0.0.1:9', '--record', '/nonexistent-folder/s.yaml'])
    expect(folder.code).toBe(2)
    expect(folder.stderr).toContain(
      '--record /nonexistent-folder/s.yaml: the folder /nonexistent-folder does not exist',
    )
    const kind = await run(['proxy', '--target', 'http://127.0.0.1:9', '--record', 'session.txt'])
    expect(kind.code).toBe(2)
    expect(kind.stderr).toContain('--record session.txt: the file must end in .yaml, .yml or .json')
  })

  it('prints where it listens and its target, logs each call with the target status, and on SIGTERM writes --junit and exits 1 with --fail-on-mismatch', async () => {
    const target = await double((req, res) => {
      if (req.url === '/v1/tasks/12') return json(res, 200, { id: 12 })
      return json(res, 200, { data: [] })
    })
    const junit = join(scratchDir('cgm-proxy-'), 'proxy.xml')
    const { child, origin, output } = await startProxy([
      '--target',
      target.origin,
      '--port',
      '0',
      '--junit',
      junit,
      '--fail-on-mismatch',
    ])
    expect(output()).toContain(`  target:    ${target.origin}\n`)
    await fetch(`${origin}/v1/tasks/12`, { headers: { authorization: 'Bearer cgm_dev_key' } })
    await fetch(`${origin}/v1/objects`, { headers: { authorization: 'Bearer cgm_dev_key' } })
    const done = finish(child, 'proxy')
    child.kill('SIGTERM')
    const result = await done
    expect(result.code).toBe(1)
    const log = output()
    expect(log).toMatch(/INFO: GET \/v1\/tasks\/12 -> target 200 in [\d.]+ ms \(getTask\)/)
    expect(log).toContain('WARN: mismatch getTask response 200 $.id: expected string, actual number 12')
    expect(log).toContain('WARN: mismatch getTask response 200 $.title: expected present, actual missing')
    const xml = readFileSync(junit, 'utf8')
    expect(xml).toContain('<testsuites name="context-graph-mock proxy" tests="2" failures="1" skipped="0">')
    expect(xml).toContain('<testcase classname="getTask" name="GET /v1/tasks/{task_id}">')
    expect(xml).toContain('response 200 $.id: expected string, actual number 12')
    expect(xml).toContain('<testcase classname="listObjects" name="GET /v1/objects"/>')
  })

  it('exits 0 on SIGINT without --fail-on-mismatch, JSON log lines under --log-format json', async () => {
    const target = await double((_req, res) => json(res, 200, { id: 12 }))
    const { child, origin, output } = await startProxy([
      '--target',
      target.origin,
      '--port',
      '0',
      '--log-format',
      'json',
    ])
    await fetch(`${origin}/v1/tasks/12`)
    const done = finish(child, 'proxy')
    child.kill('SIGINT')
    expect((await done).code).toBe(0)
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines[0]).toMatchObject({ level: 30, origin, target: target.origin })
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        method: 'GET',
        target: '/v1/tasks/12',
        status: 200,
        operationId: 'getTask',
      }),
    )
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        kind: 'mismatch',
        operationId: 'getTask',
        path: '$.id',
        expected: 'string',
      }),
    )
  })
})
