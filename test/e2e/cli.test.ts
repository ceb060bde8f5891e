import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

/** The package root, found from this file so the suite runs from any clone and any cwd. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const TSX = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx')
/** The longest any single wait on the child may take; a hung child fails the test instead of CI. */
const WAIT_MS = 20_000

const children = new Set<ChildProcess>()

/** Starts `tsx src/cli.ts ...args` in its own process group (tsx runs node as a grandchild). */
function cli(args: string[]): ChildProcess {
  const child = spawn(TSX, ['src/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

const running = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null

/** Stops a child and everything it started, waiting for it to exit (SIGKILL after 5 s). */
async function stop(child: ChildProcess): Promise<void> {
  if (!running(child)) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (process.platform !== 'win32' && child.pid !== undefined) process.kill(-child.pid, name)
      else child.kill(name)
    } catch {
      // Already gone.
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

afterEach(async () => {
  await Promise.all([...children].map(stop))
})

/** Rejects after `ms` unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

interface Finished {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Runs the CLI to completion and collects its output. */
async function run(args: string[]): Promise<Finished> {
  const child = cli(args)
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code, signal] = await within(
    new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', (c, s) => resolve([c, s]))
    }),
    WAIT_MS,
    `tsx src/cli.ts ${args.join(' ')} to exit`,
  )
  return { code, signal, stdout, stderr }
}

interface Served {
  child: ChildProcess
  origin: string
  apiKey: string
  stdout: string
}

/** Starts `serve` and waits for the banner; returns the origin and key it printed. */
async function serve(args: string[]): Promise<Served> {
  const child = cli(['serve', ...args])
  let stdout = ''
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const banner = new Promise<Served>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const origin = /listening on (http:\/\/\S+)/.exec(stdout)?.[1]
      const apiKey = /API key:\s+(\S+)/.exec(stdout)?.[1]
      if (origin && apiKey) resolve({ child, origin, apiKey, stdout })
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => reject(new Error(`serve exited early (code ${code}, signal ${signal}): ${stderr}`)))
  })
  return within(banner, WAIT_MS, 'the listening line')
}

async function get(url: string, key: string): Promise<{ status: number; body: any }> {
  const response = await within(fetch(url, { headers: { authorization: `Bearer ${key}` } }), WAIT_MS, `GET ${url}`)
  return { status: response.status, body: await response.json() }
}

describe('context-graph-mock serve', () => {
  it('prints where it listens and its key, and answers with the starter objects', async () => {
    const { origin, apiKey, stdout } = await serve(['--port', '0', '--seed', '7'])
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Number(new URL(origin).port)).toBeGreaterThan(0)
    expect(apiKey).toBe('cgm_dev_key')
    expect(stdout).toContain(`base URL:  ${origin}/v1`)
    expect(stdout).toContain('seed 7, scenario small')

    const objects = await get(`${origin}/v1/objects`, apiKey)
    expect(objects.status).toBe(200)
    expect(objects.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
  })

  it('serves the seeded records', async () => {
    const { origin, apiKey } = await serve(['--port', '0', '--seed', '7'])
    const response = await within(
      fetch(`${origin}/v1/objects/person/records`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 1 }),
      }),
      WAIT_MS,
      'the record list',
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { total: number }).total).toBe(50)
  })

  it('uses a custom --api-key and then refuses the default key', async () => {
    const { origin, apiKey, stdout } = await serve(['--port', '0', '--seed', '7', '--api-key', 'my_secret_key'])
    expect(apiKey).toBe('my_secret_key')
    expect(stdout).toContain("Authorization: Bearer my_secret_key'")

    const allowed = await get(`${origin}/v1/objects`, 'my_secret_key')
    expect(allowed.status).toBe(200)

    const refused = await get(`${origin}/v1/objects`, 'cgm_dev_key')
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ code: 401, message: 'Invalid API key' })
  })

  it('exits 0 on SIGTERM', async () => {
    const { child } = await serve(['--port', '0'])
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await within(exited, WAIT_MS, 'serve to exit')).toBe(0)
  })

  it('exits 2 with a message for --port abc', async () => {
    const result = await run(['serve', '--port', 'abc'])
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('--port must be an integer from 0 to 65535, got "abc"')
    expect(result.stderr).toContain('Usage: context-graph-mock <command> [options]')
  })

  it('exits 2 for an unknown scenario, a bad seed or an unknown option', async () => {
    const [scenario, seed, option] = await Promise.all([
      run(['serve', '--scenario', 'huge']),
      run(['serve', '--seed', '-1']),
      run(['serve', '--verbose']),
    ])
    expect(scenario.code).toBe(2)
    expect(scenario.stderr).toContain('--scenario must be one of empty, small, large')
    expect(seed.code).toBe(2)
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
    expect(result.stderr).toContain('Usage: context-graph-mock <command> [options]')
    expect(result.stderr).toContain('serve')
    expect(result.stderr).toContain('openapi')
  })

  it('prints usage to stdout and exits 0 for --help', async () => {
    const result = await run(['--help'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Usage: context-graph-mock <command> [options]')
  })
})
