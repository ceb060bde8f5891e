import { spawn, type ChildProcess } from 'node:child_process'
import { createConnection, createServer, type AddressInfo } from 'node:net'
import { chmodSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, onTestFinished } from 'vitest'
import { parseExactJson } from '../support/json.js'
import { scratchDir } from '../support/scratch.js'

/** The package root, found from this file so the suite runs from any clone and any cwd. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** The built CLI, what `npx context-graph-mock` runs (test/e2e/global-setup.ts builds it). */
export const CLI = join(ROOT, 'dist', 'src', 'cli.js')
/** The longest any single wait on a child may take; a hung child fails the test instead of CI. */
export const WAIT_MS = 20_000

const children = new Set<ChildProcess>()

/** Starts a command in its own process group, so `stop` can end everything it started. */
export function start(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  cwd = ROOT,
  shared = false,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  // A child shared by the tests of a file (a page's server, started by its first test) outlives
  // that test: the file's afterAll stops it.
  if (!shared)
    try {
      // Started by a test: stopped when that test ends, whatever its outcome.
      onTestFinished(() => stop(child))
    } catch {
      // Started by a hook (a server shared by a file): stopped by the file's afterAll.
    }
  return child
}

/** Starts the built CLI: `node dist/src/cli.js ...args`. */
export const cli = (args: string[], env: Record<string, string | undefined> = {}, shared = false): ChildProcess =>
  start(process.execPath, [CLI, ...args], env, ROOT, shared)

export const running = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null

/** Stops a child and its process group, waiting for it to exit (SIGKILL after 5 s). */
export async function stop(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      if (process.platform !== 'win32' && child.pid !== undefined) process.kill(-child.pid, name)
      else child.kill(name)
    } catch {
      // Already gone.
    }
  }
  if (!running(child)) {
    // The leader is gone; anything it left in its group goes too.
    signal('SIGKILL')
    return
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

afterAll(async () => {
  await Promise.all([...children].map(stop))
})

/** Rejects after `ms` unless `promise` settles first. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export interface Finished {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Waits for a child to exit (at most `ms`) and collects its output. */
export async function finish(child: ChildProcess, what: string, ms = WAIT_MS): Promise<Finished> {
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code, signal] = await within(
    new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', (c, s) => resolve([c, s]))
    }),
    ms,
    `${what} to exit`,
  )
  return { code, signal, stdout, stderr }
}

/** Runs the built CLI to completion. */
export const run = (args: string[], env: Record<string, string | undefined> = {}): Promise<Finished> =>
  finish(cli(args, env), `context-graph-mock ${args.join(' ')}`)

export interface Served {
  child: ChildProcess
  /** The origin and base path from the listening line (`http://127.0.0.1:4321`, `.../gw`). */
  origin: string
  port: number
  apiKey: string
  stdout: string
}

/** Waits for a serving child's banner; returns the origin and key it printed. */
export function banner(child: ChildProcess, what: string): Promise<Served> {
  let stdout = ''
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const printed = new Promise<Served>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      // Each value must be followed by the whitespace that ends it: a chunk may stop mid-line.
      const origin = /listening on (http:\/\/\S+)\s/.exec(stdout)?.[1]
      // The plain banner's `API key:` line, or the JSON banner's field under --log-format json.
      const apiKey = /API key:\s+(\S+)\s/.exec(stdout)?.[1] ?? /"api_key":"([^"]+)"/.exec(stdout)?.[1]
      if (origin && apiKey) resolve({ child, origin, port: Number(new URL(origin).port), apiKey, stdout })
    })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`${what} exited early (code ${code}, signal ${signal}): ${stderr}`)),
    )
  })
  return within(printed, WAIT_MS, `the listening line of ${what}`)
}

/** Starts the built CLI's `serve` and waits for its banner. */
export const serve = (args: string[], env: Record<string, string | undefined> = {}, shared = false): Promise<Served> =>
  banner(cli(['serve', ...args], env, shared), `serve ${args.join(' ')}`)

/** Resolves with the exit code and signal of a child. */
export const exited = (child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> =>
  running(child)
    ? new Promise((resolve) => child.once('exit', (code, signal) => resolve([code, signal])))
    : Promise.resolve([child.exitCode, child.signalCode])

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export interface JsonResponse {
  status: number
  headers: Headers
  text: string
  body: any
}

/** A request to a served mock, with the key when given; bounded by WAIT_MS. */
export async function call(
  url: string,
  options: { method?: string; key?: string; body?: unknown } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = {}
  if (options.key) headers.authorization = `Bearer ${options.key}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await within(
    fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    WAIT_MS,
    `${options.method ?? 'GET'} ${url}`,
  )
  const text = await response.text()
  let body: any = null
  try {
    body = text ? parseExactJson(text) : null
  } catch {
    body = null
  }
  return { status: response.status, headers: response.headers, text, body }
}

/**
 * A scratch app with this package installed as `npm link` installs it (a symlink, and the bin
 * linked into node_modules/.bin and made executable), so `npx context-graph-mock` in it runs the
 * built CLI through npm exec, as a user's project does, without the registry. Removed when the test (or, made outside one, the file) ends.
 */
export function npxApp(): string {
  const app = scratchDir('cgm-npx-')
  writeFileSync(join(app, 'package.json'), '{ "name": "scratch-app", "private": true }\n')
  mkdirSync(join(app, 'node_modules', '.bin'), { recursive: true })
  symlinkSync(ROOT, join(app, 'node_modules', 'context-graph-mock'), 'dir')
  symlinkSync('../context-graph-mock/dist/src/cli.js', join(app, 'node_modules', '.bin', 'context-graph-mock'))
  chmodSync(CLI, 0o755)
  return app
}

/** The environment without what `npm test` sets for this repo, so npm in a scratch app sees the app. */
export function cleanEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) || name === 'INIT_CWD') continue
    env[name] = value
  }
  return {
    ...env,
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  }
}

/** The pids of live processes whose command line contains `text` (Linux /proc), this process excluded. */
export function processesWith(text: string): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(text)) found.push(Number(entry))
    } catch {
      // Gone meanwhile.
    }
  }
  return found
}

/** Polls `check` every 50 ms until it holds, for at most `ms`; returns whether it held. */
export async function eventually(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
