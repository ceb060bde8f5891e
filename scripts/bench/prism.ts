// Prism 5 (@stoplight/prism-cli), a stateless mock of an OpenAPI document, as the HTTP
// benchmark's point of comparison. It is installed on demand into a cache directory rather than
// made a dev dependency, so `npm ci` stays lean; every step is bounded in time, and a machine
// where it cannot be installed or started gets a message instead of a figure.
// Used by scripts/bench/run.ts; nothing to run on its own.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, startServer, type ServerChild } from './lib/child.js'

export const PRISM_VERSION = '5.16.0'
const CACHE = join('node_modules', '.cache', 'cgm-bench', 'prism')
const ENTRY = join(CACHE, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js')

/** Installs Prism into the cache when it is not there yet; returns its entry script, or why not. */
export async function ensurePrism(timeoutMs = 150_000): Promise<{ entry: string } | { skipped: string }> {
  if (existsSync(ENTRY)) return { entry: ENTRY }
  const started = performance.now()
  const error = await new Promise<Error | null>((resolve) => {
    execFile(
      'npm',
      [
        'install',
        '--prefix',
        CACHE,
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--loglevel=error',
        `@stoplight/prism-cli@${PRISM_VERSION}`,
      ],
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 8 << 20 },
      (failure) => resolve(failure),
    )
  })
  if (error || !existsSync(ENTRY))
    return {
      skipped: `Prism ${PRISM_VERSION} could not be installed into ${CACHE} within ${timeoutMs / 1000} s: ${error?.message.split('\n')[0] ?? 'no entry script after install'}`,
    }
  console.log(
    `  installed Prism ${PRISM_VERSION} into ${CACHE} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  return { entry: ENTRY }
}

/** `prism mock -p PORT -h 127.0.0.1 contracts/openapi.json` in its own process. */
export async function startPrism(entry: string, timeoutMs = 30_000): Promise<ServerChild | { skipped: string }> {
  const port = await freePort()
  try {
    return await startServer(
      'prism',
      process.execPath,
      [entry, 'mock', '-p', String(port), '-h', '127.0.0.1', 'contracts/openapi.json'],
      { timeoutMs },
    )
  } catch (error) {
    return { skipped: `Prism did not start: ${(error as Error).message.split('\n')[0]}` }
  }
}
