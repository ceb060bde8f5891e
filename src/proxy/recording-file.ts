import { renameSync, writeFileSync } from 'node:fs'
import { stringify } from 'yaml'
import type { Recording } from './recording.js'

/**
 * Writes a recording to its file (`.json`, or YAML for `.yaml`/`.yml`) a moment after it changes,
 * and at once on `flush`: a temporary file renamed over the old one, so a reader never sees half a
 * file.
 *
 * @example const file = createRecordingFile('session.yaml', recording); file.changed(); file.flush()
 */
export function createRecordingFile(path: string, recording: Recording) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    timer = undefined
    const fixture = recording.fixture()
    const text = /\.json$/i.test(path)
      ? `${JSON.stringify(fixture, null, 2)}\n`
      : `# Recorded by context-graph-mock proxy; load it with: context-graph-mock serve --fixtures ${path}\n${stringify(fixture)}`
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(temporary, text)
    renameSync(temporary, path)
  }
  return {
    changed(): void {
      timer ??= setTimeout(write, 200)
    },
    flush(): void {
      if (timer) clearTimeout(timer)
      write()
    },
  }
}
