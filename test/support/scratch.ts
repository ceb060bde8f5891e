import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, onTestFinished } from 'vitest'

/**
 * A fresh directory under the OS temporary directory, removed with what it holds when the test
 * that asked for it ends, or after the file when asked for outside a test, so `npm test` leaves
 * nothing behind in /tmp.
 * @example const dir = scratchDir('cgm-control-') // '/tmp/cgm-control-Ab12Cd'
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
  if (expect.getState().currentTestName === undefined) afterAll(remove)
  else onTestFinished(remove)
  return dir
}
