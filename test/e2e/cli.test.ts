import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  accepts,
  banner,
  call,
  cleanEnv,
  cli,
  eventually,
  exited,
  finish,
  freePort,
  npxApp,
  processesWith,
  ROOT,
  run,
  serve,
  start,
  within,
  WAIT_MS,
} from './processes.js'

const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
const USAGE = 'Usage: context-graph-mock <command> [options]'

describe('context-graph-mock serve', () => {
  it('prints where it listens and its key, and answers with the starter objects', async () => {
    const { origin, apiKey, stdout } = await serve(['--port', '0', '--seed', '7'])
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Number(new URL(origin).port)).toBeGreaterThan(0)
    expect(apiKey).toBe('cgm_dev_key')
    expect(stdout).toContain(`base URL:  ${origin}/v1`)
    expect(stdout).toContain('seed 7, scenario small')

    const objects = await call(`${origin}/v1/objects`, { key: apiKey })
    expect(objects.status).toBe(200)
    expect(objects.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
  })

  it('serves the seeded records', async () => {
    const { origin, apiKey } = await serve(['--port', '0', '--seed', '7'])
    const list = await call(`${origin}/v1/objects/person/records`, { method: 'POST', key: apiKey, body: { limit: 1 } })
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(50)
  })

  it('uses a custom --api-key and then refuses the default key', async () => {
    const { origin, apiKey, stdout } = await serve(['--port', '0', '--seed', '7', '--api-key', 'my_secret_key'])
    expect(apiKey).toBe('my_secret_key')
    expect(stdout).toContain("Authorization: Bearer my_secret_key'")

    expect((await call(`${origin}/v1/objects`, { key: 'my_secret_key' })).status).toBe(200)
    const refused = await call(`${origin}/v1/objects`, { key: 'cgm_dev_key' })
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ code: 401, message: 'Invalid API key' })
  })

  it('listens on $PORT when no --port is given', async () => {
    const port = await freePort()
    const { origin } = await serve([], { PORT: String(port) })
    expect(origin).toBe(`http://127.0.0.1:${port}`)
    expect((await call(`${origin}/_mock/health`)).status).toBe(200)
  })

  it('answers GET /_mock/health with 200 for wait-for scripts', async () => {
    const { origin } = await serve(['--port', '0', '--seed', '3'])
    const health = await call(`${origin}/_mock/health`)
    expect(health.status).toBe(200)
    expect(health.headers.get('content-type')).toContain('application/json')
    expect(health.body).toMatchObject({ status: 'ok', seed: 3, scenario: 'small' })
  })

  it('with --scenario large, listens first and builds in slices: the health check answers meanwhile, and a request sent then gets the whole state', async () => {
    const port = await freePort()
    const child = cli(['serve', '--port', String(port), '--scenario', 'large'])
    let printed = false
    const served = banner(child, 'serve --scenario large').then((result) => {
      printed = true
      return result
    })
    // The banner is printed once the state is whole (decision 0031): health checks sent before it
    // are answered while the 10,500 records are built, and the first of them sends a records query.
    let answered = 0
    let people: Promise<Awaited<ReturnType<typeof call>>> | undefined
    const until = Date.now() + WAIT_MS
    while (!printed && Date.now() < until) {
      const health = await call(`http://127.0.0.1:${port}/_mock/health`).catch(() => undefined)
      if (health?.status === 200 && !printed) {
        answered++
        people ??= call(`http://127.0.0.1:${port}/v1/objects/person/records`, {
          method: 'POST',
          key: 'cgm_dev_key',
          body: { limit: 1 },
        })
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const { stdout } = await served
    expect(stdout).toContain('scenario large')
    expect(answered).toBeGreaterThan(0)
    const list = await people!
    expect(list.status).toBe(200)
    expect(list.body.total).toBe(10_000)
  }, 60_000)

  it('serves both OpenAPI documents, naming the origin it serves on', async () => {
    const { origin } = await serve(['--port', '0'])
    const publicDocument = await call(`${origin}/openapi.json`)
    expect(publicDocument.status).toBe(200)
    expect(publicDocument.body.openapi).toBe('3.1.0')
    expect(Object.keys(publicDocument.body.paths)).toContain('/v1/objects')
    expect(Object.keys(publicDocument.body.paths)).not.toContain('/_mock/reset')
    const urls = publicDocument.body.servers.map((server: { url: string }) => server.url)
    expect(urls).toContain(origin)
    expect(urls).toContain(`${origin}/api/developers`)

    const control = await call(`${origin}/_mock/openapi.json`)
    expect(control.status).toBe(200)
    expect(control.body.openapi).toBe('3.1.0')
    expect(Object.keys(control.body.paths)).toContain('/_mock/reset')
    expect(control.body.servers.map((server: { url: string }) => server.url)).toContain(origin)
  })

  it('serves the API under --base-path and nothing outside it', async () => {
    const { origin, port, apiKey, stdout } = await serve(['--port', '0', '--base-path', '/gw'])
    expect(origin).toBe(`http://127.0.0.1:${port}/gw`)
    expect(stdout).toContain(`base URL:  ${origin}/v1`)

    const short = await call(`http://127.0.0.1:${port}/gw/v1/objects`, { key: apiKey })
    expect(short.status).toBe(200)
    expect(short.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
    const long = await call(`http://127.0.0.1:${port}/gw/api/developers/v1/objects`, { key: apiKey })
    expect(long.status).toBe(200)
    expect(long.body).toEqual(short.body)

    const outside = await call(`http://127.0.0.1:${port}/v1/objects`, { key: apiKey })
    expect(outside.status).toBe(404)
    expect(outside.headers.get('content-type')).toContain('application/json')
    expect(Object.keys(outside.body).sort()).toEqual(['code', 'message'])
    expect(outside.body.code).toBe(404)
  })

  it.each(['SIGTERM', 'SIGINT'] as const)('exits 0 on %s and stops listening', async (signal) => {
    const { child, port, origin } = await serve(['--port', '0'])
    // A kept-alive connection must not hold the server open.
    expect((await call(`${origin}/_mock/health`)).status).toBe(200)
    const exit = exited(child)
    child.kill(signal)
    expect(await within(exit, WAIT_MS, 'serve to exit')).toEqual([0, null])
    expect(await accepts(port)).toBe(false)
  })
})

describe('context-graph-mock serve --job-step', () => {
  it('moves an artifact one state per step of the given duration', async () => {
    const { origin, apiKey } = await serve([
      '--port',
      '0',
      '--clock',
      'manual',
      '--job-step',
      'artifact=500ms,list_job=1s',
    ])
    const posted = await call(`${origin}/v1/context/text`, {
      method: 'POST',
      key: apiKey,
      body: { content: 'Met Ada Lovelace (ada@example.com) today.' },
    })
    expect(posted.status).toBe(200)
    const status = async () =>
      (await call(`${origin}/v1/context/artifacts/${posted.body.artifact_id}`, { key: apiKey })).body.status
    expect(await status()).toBe('pending')
    await call(`${origin}/_mock/clock/advance`, { method: 'POST', body: { by: '499ms' } })
    expect(await status()).toBe('pending')
    await call(`${origin}/_mock/clock/advance`, { method: 'POST', body: { by: '1ms' } })
    expect(await status()).toBe('processing')
    await call(`${origin}/_mock/clock/advance`, { method: 'POST', body: { by: '500ms' } })
    expect(await status()).toBe('completed')
  })
})

describe('context-graph-mock serve --clock manual', () => {
  /** What a CI job reads: the objects, a record list, one record, and a record it creates. */
  async function transcript(origin: string, key: string): Promise<string[]> {
    const texts: string[] = []
    texts.push((await call(`${origin}/v1/objects`, { key })).text)
    const list = await call(`${origin}/v1/objects/person/records`, {
      method: 'POST',
      key,
      body: { limit: 5, sort: { attribute: 'name', direction: 'asc' } },
    })
    texts.push(list.text)
    texts.push(
      (await call(`${origin}/v1/objects/company/records`, { method: 'POST', key, body: { limit: 3, offset: 4 } })).text,
    )
    texts.push((await call(`${origin}/v1/records/${list.body.data[0].id}`, { key })).text)
    const created = await call(`${origin}/v1/objects/person`, {
      method: 'POST',
      key,
      body: { attributes: { name: 'Ada Lovelace' } },
    })
    expect(created.status).toBe(200)
    texts.push(created.text)
    texts.push((await call(`${origin}/_mock/clock`)).text)
    return texts
  }

  it('answers byte-identical responses in two runs with the same seed', async () => {
    const args = ['--port', '0', '--seed', '11', '--clock', 'manual']
    const [first, second] = await Promise.all([serve(args), serve(args)])
    const [a, b] = await Promise.all([transcript(first.origin, first.apiKey), transcript(second.origin, second.apiKey)])
    expect(a).toEqual(b)
    expect(a[4]).toContain('"created_at"')
    expect(JSON.parse(a[5]!).mode).toBe('manual')
  })

  it('starts at --start and moves only when POST /_mock/clock/advance says so', async () => {
    const { origin } = await serve(['--port', '0', '--clock', 'manual', '--start', '2026-03-01T08:00:00Z'])
    const before = await call(`${origin}/_mock/clock`)
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ mode: 'manual' })
    expect(Date.parse(before.body.now)).toBe(Date.parse('2026-03-01T08:00:00Z'))
    expect((await call(`${origin}/_mock/clock`)).body.now).toBe(before.body.now)

    const advanced = await call(`${origin}/_mock/clock/advance`, { method: 'POST', body: { by: '1h' } })
    expect(advanced.status).toBe(200)
    const after = await call(`${origin}/_mock/clock`)
    expect(Date.parse(after.body.now) - Date.parse(before.body.now)).toBe(3_600_000)
    expect(advanced.body.now).toBe(after.body.now)
  })
})

describe('context-graph-mock serve errors', () => {
  let blocker: Server | undefined
  afterEach(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()))
    blocker = undefined
  })

  it('exits 1 with one line and no usage when the port is in use', async () => {
    blocker = createServer()
    await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    const result = await run(['serve', '--port', String(port)])
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain(String(port))
    expect(result.stderr).toMatch(/in use/)
    expect(result.stderr).not.toContain('Usage')
  })

  it('exits 2 with a message for --port abc', async () => {
    const result = await run(['serve', '--port', 'abc'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('--port must be an integer from 0 to 65535, got "abc"')
    expect(result.stderr).toContain('Usage: context-graph-mock serve [options]')
  })

  it('names --seed when the seed is negative', async () => {
    const result = await run(['serve', '--seed', '-1'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr.split('\n')[0]).toBe(
      'context-graph-mock: --seed must be an integer from 0 to 2147483647, got "-1"',
    )
  })

  it('exits 2 naming --job-step for a bad duration or an unknown job kind', async () => {
    const [duration, kind] = await Promise.all([
      run(['serve', '--job-step', 'soon']),
      run(['serve', '--job-step', 'upload=1s']),
    ])
    expect(duration.code).toBe(2)
    expect(duration.stderr.split('\n')[0]).toMatch(/^context-graph-mock: --job-step: .*soon/)
    expect(kind.code).toBe(2)
    expect(kind.stderr.split('\n')[0]).toBe(
      'context-graph-mock: --job-step: "upload=1s" must be <kind>=<duration> with kind one of artifact, list_job, compounding',
    )
  })

  it.each(['2', '2.5', 'artifact=2', 'artifact=500ms,list_job=1'])(
    'exits 2 for --job-step %s: a duration needs a unit',
    async (value) => {
      const result = await run(['serve', '--job-step', value])
      expect(result.code).toBe(2)
      expect(result.stdout).toBe('')
      const bare = /(\d+(?:\.\d+)?)$/.exec(value)![1]
      expect(result.stderr.split('\n')[0]).toBe(
        `context-graph-mock: --job-step: "${bare}" needs a unit, e.g. ${bare}s or ${bare}ms (units: ms, s, m, h, d)`,
      )
      expect(result.stderr).toContain('Usage: context-graph-mock serve [options]')
    },
  )

  it('refuses a bare number for every flag its help calls a <duration>', async () => {
    const { stdout } = await run(['serve', '--help'])
    const flags = [...stdout.matchAll(/(--[a-z-]+) <duration>/g)].map((m) => m[1]!)
    expect(flags).toContain('--job-step')
    for (const flag of flags) {
      const result = await run(['serve', flag, '2'])
      expect(result.code, `${flag} 2`).toBe(2)
      expect(result.stderr.split('\n')[0]).toBe(
        `context-graph-mock: ${flag}: "2" needs a unit, e.g. 2s or 2ms (units: ms, s, m, h, d)`,
      )
    }
  })

  it('exits 2 for an unknown scenario or an unknown option', async () => {
    const [scenario, option] = await Promise.all([run(['serve', '--scenario', 'huge']), run(['serve', '--verbose'])])
    expect(scenario.code).toBe(2)
    expect(scenario.stderr).toContain('--scenario must be one of empty, small, large')
    expect(option.code).toBe(2)
    expect(option.stderr).toContain('--verbose')
  })
})

describe('context-graph-mock openapi', () => {
  it('prints the public OpenAPI 3.1 document', async () => {
    const result = await run(['openapi'])
    expect(result.code).toBe(0)
    const document = JSON.parse(result.stdout)
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/v1/objects')
    expect(Object.keys(document.paths)).not.toContain('/_mock/reset')
  })

  it('prints the control document with --control', async () => {
    const result = await run(['openapi', '--control'])
    expect(result.code).toBe(0)
    const document = JSON.parse(result.stdout)
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/_mock/reset')
  })
})

describe('context-graph-mock usage', () => {
  it('exits 2 and prints usage to stderr for an unknown command', async () => {
    const result = await run(['frobnicate'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('unknown command "frobnicate"')
    expect(result.stderr).toContain(USAGE)
    expect(result.stderr).toContain('serve')
    expect(result.stderr).toContain('openapi')
  })

  it.each([
    [['--help'], USAGE],
    [['-h'], USAGE],
    [[], USAGE],
    [['serve', '--help'], 'Usage: context-graph-mock serve [options]'],
    [['serve', '-h'], 'Usage: context-graph-mock serve [options]'],
    [['openapi', '--help'], 'Usage: context-graph-mock openapi [options]'],
  ])('prints usage to stdout and exits 0 for %j', async (args, usage) => {
    const result = await run(args)
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout.startsWith(usage)).toBe(true)
  })

  it('lists every serve flag in serve --help', async () => {
    const { stdout } = await run(['serve', '--help'])
    for (const flag of [
      '--port',
      '--host',
      '--seed',
      '--scenario',
      '--api-key',
      '--base-path',
      '--clock',
      '--start',
      '--short-ids',
      '--validate-responses',
      '--help',
    ]) {
      expect(stdout).toContain(flag)
    }
  })

  it.each([['--version'], ['-v']])('prints the package version for %s', async (flag) => {
    const result = await run([flag])
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(`${PACKAGE.version}\n`)
  })
})

describe('npm start', () => {
  it('passes flags through and stops when npm itself gets SIGTERM', async () => {
    const npm = start('npm', ['start', '--', '--port', '0', '--seed', '7'])
    const { origin, port, stdout } = await banner(npm, 'npm start')
    expect(stdout).toContain('seed 7, scenario small')
    expect((await call(`${origin}/_mock/health`)).status).toBe(200)

    // npm's own pid, not its process group: what a supervisor or `kill <pid>` sends.
    const exit = exited(npm)
    process.kill(npm.pid!, 'SIGTERM')
    await within(exit, WAIT_MS, 'npm start to exit')
    expect(await accepts(port)).toBe(false)
  })
})

describe('npx context-graph-mock', () => {
  it('leaves no process and a free port when the PID of `npx ... &` is signalled', async () => {
    const app = npxApp()
    const port = await freePort()
    // The CI recipe of docs/contract-testing.md: npm runs the command in a shell, and `kill $!` signals npm only.
    const script = [
      `npx context-graph-mock serve --port ${port} --clock manual >/dev/null 2>&1 &`,
      `until curl -sf http://127.0.0.1:${port}/_mock/health >/dev/null; do sleep 0.1; done`,
      'kill $!',
    ].join('\n')
    const recipe = await finish(start('bash', ['-c', script], cleanEnv(), app), 'the CI recipe')
    expect(recipe.code).toBe(0)
    expect(await eventually(async () => !(await accepts(port)), 5_000)).toBe(true)
    expect(await eventually(() => processesWith(`serve --port ${port} `).length === 0, 5_000)).toBe(true)
  })

  it('exits with 143 on SIGTERM, as docs/cli.md says: npm exits with its status for the signal, the server stopped', async () => {
    const app = npxApp()
    const port = await freePort()
    const script = [
      `npx context-graph-mock serve --port ${port} --quiet >/dev/null 2>&1 &`,
      'P=$!',
      `until curl -sf http://127.0.0.1:${port}/_mock/health >/dev/null; do sleep 0.1; done`,
      'kill -TERM $P',
      'status=0',
      'wait $P || status=$?',
      'echo "npx exited $status"',
    ].join('\n')
    const run = await finish(start('bash', ['-c', script], cleanEnv(), app), 'npx serve, then SIGTERM')
    expect(run.stdout).toContain('npx exited 143')
    expect(await eventually(async () => !(await accepts(port)), 5_000)).toBe(true)
    expect(await eventually(() => processesWith(`serve --port ${port} `).length === 0, 5_000)).toBe(true)
  })
})
