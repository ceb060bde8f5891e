// Child processes for the benchmarks: a server started in its own process group (so the load
// generator and the server never share a thread), found by the `listening on http://...` line it
// prints, stopped by its own group id, and CPU time read from /proc for CPU per request.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

export interface ServerChild {
  name: string
  /** `http://127.0.0.1:PORT` */
  origin: string
  pid: number
  /** User + system CPU time of the server process so far, µs; null where /proc is not readable. */
  cpuMicros(): number | null
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()

/** Kills a child's whole process group (npm -> sh -> tsx -> node) by its own id. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

// Whatever way the runner ends, no server it started outlives it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) killGroup(child, 'SIGKILL')
    process.exit(130)
  })
}

/** Spawns a command in its own process group, its output kept (bounded) for error messages. */
export function spawnGroup(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  const keep = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString('utf8')
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { child, output: () => output }
}

/** Stops a child group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** CPU time (user + system) of one process from /proc/PID/stat, µs. */
export function processCpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 14 and 15 (utime, stime), counted from after the command name; clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000
  } catch {
    return null
  }
}

/**
 * Starts a server and waits (at most `timeoutMs`) for it to print `listening on http://127.0.0.1:PORT`.
 * Spawn `node` itself (not npm) when CPU per request matters: the spawned process is the one counted.
 */
export async function startServer(
  name: string,
  command: string,
  args: string[],
  options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<ServerChild> {
  const { child, output } = spawnGroup(command, args, options.env)
  const timeoutMs = options.timeoutMs ?? 20_000
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`${name} did not print "listening on" within ${timeoutMs} ms`)),
      timeoutMs,
    )
    const onData = () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())
      if (match) done(null, match[1]!)
    }
    const onExit = (code: number | null) => done(new Error(`${name} exited (${code}) before listening`))
    function done(error: Error | null, value?: string) {
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      child.stderr!.off('data', onData)
      child.off('exit', onExit)
      if (error) reject(new Error(`${error.message}\n${output().slice(-2000)}`))
      else resolve(value!)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', onExit)
  }).catch(async (error: unknown) => {
    await stopGroup(child)
    throw error
  })
  const pid = child.pid!
  return { name, origin, pid, cpuMicros: () => processCpuMicros(pid), stop: () => stopGroup(child) }
}

/** A free TCP port on 127.0.0.1, for servers that cannot be told `--port 0` (Prism). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Runs a script to completion and parses the last line of its standard output as JSON; killed
 * after `timeoutMs`. Its standard error (progress lines) is passed through as it comes. For
 * benchmark sections that must not share the runner's process.
 */
export async function runJsonChild<T>(args: string[], timeoutMs: number): Promise<T> {
  const { child, output } = spawnGroup(process.execPath, args)
  let stdout = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs)
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
  clearTimeout(timer)
  const last = stdout.trim().split('\n').pop() ?? ''
  if (code !== 0 || !/^[[{]/.test(last))
    throw new Error(`node ${args.join(' ')} failed (exit ${code}, bound ${timeoutMs} ms)\n${output().slice(-3000)}`)
  return JSON.parse(last) as T
}

/**
 * Sets the CPUs one thread may run on (`taskset -p`, Linux); for a process id, its main thread.
 * False where taskset is missing or refuses (another OS, a container that forbids it).
 */
export function pinThread(tid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-p', '-c', cpus, String(tid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
