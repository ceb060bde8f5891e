import { readFileSync, statSync } from 'node:fs'
import { open, rename, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'

/** A state file that cannot be read back; the file itself is never touched. */
export class StateFileError extends Error {}

/**
 * Reads a state file written by `writeStateFile`: undefined when there is none yet. A path that
 * is a directory, a file that cannot be read, or one that is not JSON (half-written by something
 * else: `writeStateFile` itself only ever renames a whole file into place) gets a clear error,
 * and is left as it is, for a person to look at.
 */
export function readStateFile(path: string): unknown {
  let text: string
  try {
    if (statSync(path).isDirectory())
      throw new StateFileError(
        `the state file ${path} is a directory, not a file; it was left untouched. Pass the path of a file (it is made on the first save)`,
      )
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if (error instanceof StateFileError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    throw new StateFileError(
      `the state file ${path} cannot be read (${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}); it was left untouched. Make it readable, or pass another --state-file`,
    )
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new StateFileError(
      `the state file ${path} is not valid JSON (${(error as Error).message}); it was left untouched. Move it away or pass another --state-file`,
    )
  }
}

/**
 * Writes a state file atomically: a temporary file beside it, fsync, rename over the old one,
 * fsync of the folder. A crash at any moment leaves either the old file or the new one, whole.
 * The document comes in parts (`mock.snapshotParts()`) written in batches of about 1 MiB, each
 * an asynchronous write, so a large state never holds the event loop for long.
 */
export async function writeStateFile(path: string, parts: Iterable<string>): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  const file = await open(temporary, 'w', 0o600)
  try {
    let batch = ''
    for (const part of parts) {
      batch += part
      if (batch.length >= WRITE_BATCH) {
        await file.write(batch)
        batch = ''
      }
    }
    await file.write(`${batch}\n`)
    await file.sync()
  } finally {
    await file.close()
  }
  try {
    await rename(temporary, path)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  try {
    const dir = await open(dirname(path), 'r')
    try {
      await dir.sync()
    } finally {
      await dir.close()
    }
  } catch {
    // Some file systems cannot fsync a folder; the rename is still atomic.
  }
}

const WRITE_BATCH = 1024 * 1024

export interface Saver {
  /** Tells the saver the state changed: it saves within `everyMs`. */
  changed(): void
  /** Saves now if anything changed since the last save (after the one in progress, if any). */
  flush(): Promise<void>
}

/**
 * Saves at most once per `everyMs` of wall time after a change (throttled, so a steady stream of
 * writes still reaches the disk), never two saves at once (a change during a save is saved after
 * it), and once more on `flush()` at shutdown.
 *
 * @example const saver = createSaver(() => writeStateFile(path, mock.snapshotParts()), 100, console.error); mockOptions.onStateChange = saver.changed
 */
export function createSaver(save: () => Promise<void>, everyMs: number, onError: (error: Error) => void): Saver {
  let timer: ReturnType<typeof setTimeout> | undefined
  let dirty = false
  let saving: Promise<void> | undefined
  const run = async (): Promise<void> => {
    timer = undefined
    while (saving) await saving
    if (!dirty) return
    dirty = false
    saving = save().then(
      () => undefined,
      (error: unknown) => onError(error as Error),
    )
    try {
      await saving
    } finally {
      saving = undefined
    }
  }
  return {
    changed() {
      dirty = true
      timer ??= setTimeout(() => void run(), everyMs)
    },
    async flush() {
      if (timer) clearTimeout(timer)
      await run()
    },
  }
}
