import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

/** A state file that cannot be read back; the file itself is never touched. */
export class StateFileError extends Error {}

/**
 * Reads a state file written by `writeStateFile`: undefined when there is none yet. A file that is
 * not JSON gets a clear error (and is left as it is, for a person to look at).
 */
export function readStateFile(path: string): unknown {
  if (!existsSync(path)) return undefined
  const text = readFileSync(path, 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new StateFileError(`the state file ${path} is not valid JSON (${(error as Error).message}); it was left untouched. Move it away or pass another --state-file`)
  }
}

/**
 * Writes a state file atomically: a temporary file beside it, fsync, rename over the old one,
 * fsync of the folder. A crash at any moment leaves either the old file or the new one, whole.
 */
export function writeStateFile(path: string, value: unknown): void {
  const temporary = `${path}.${process.pid}.tmp`
  const fd = openSync(temporary, 'w', 0o600)
  try {
    writeSync(fd, `${JSON.stringify(value)}\n`)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temporary, path)
  } catch (error) {
    unlinkSync(temporary)
    throw error
  }
  try {
    const dir = openSync(dirname(path), 'r')
    try {
      fsyncSync(dir)
    } finally {
      closeSync(dir)
    }
  } catch {
    // Some file systems cannot fsync a folder; the rename is still atomic.
  }
}

/**
 * Saves at most once per `everyMs` of wall time after a change (throttled, so a steady stream of
 * writes still reaches the disk), and once more on `flush()` at shutdown.
 *
 * @example const saver = createSaver(() => writeStateFile(path, mock.snapshot()), 100); mockOptions.onStateChange = saver.changed
 */
export function createSaver(save: () => void, everyMs: number, onError: (error: Error) => void): { changed(): void; flush(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let dirty = false
  const run = () => {
    timer = undefined
    if (!dirty) return
    dirty = false
    try {
      save()
    } catch (error) {
      onError(error as Error)
    }
  }
  return {
    changed() {
      dirty = true
      timer ??= setTimeout(run, everyMs)
    },
    flush() {
      if (timer) clearTimeout(timer)
      run()
    },
  }
}
