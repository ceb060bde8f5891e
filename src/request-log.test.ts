import { execFileSync } from 'node:child_process'
import { closeSync, constants, openSync, readFileSync, readSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JournalEntry } from './http/journal.js'
import { createRequestLog } from './request-log.js'
import { scratchDir } from '../test/support/scratch.js'

const entry = (status: number, extra: Partial<JournalEntry> = {}) =>
  ({
    method: 'GET',
    path: '/v1/objects',
    query: '',
    status,
    duration_ms: 1.25,
    key: 'cgm_…key',
    fault: null,
    ...extra,
  }) as JournalEntry

/** Writes through the log into a file and reads back what reached it once the asynchronous writes are done. */
async function logged(
  format: 'pretty' | 'json',
  entries: JournalEntry[],
  isTTY = false,
  expected = entries.length,
): Promise<string[]> {
  const file = join(scratchDir('cgm-log-'), 'log')
  const fd = openSync(file, 'w')
  try {
    const log = await createRequestLog(format, { fd, isTTY })
    for (const e of entries) log(e)
    // sonic-boom's write runs on libuv's thread pool: on a loaded machine it can take more turns of
    // the event loop than a fixed count, so the wait is bounded in time (2 s), not in turns.
    for (const until = performance.now() + 2_000; performance.now() < until; ) {
      if (readFileSync(file, 'utf8').split('\n').length > expected) break
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    return readFileSync(file, 'utf8').trimEnd().split('\n')
  } finally {
    closeSync(fd)
  }
}

describe('the request log', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('writes one plain line per request when the stream is not a terminal', async () => {
    const lines = await logged('pretty', [entry(200), entry(404, { path: '/v1/objects/nope', query: 'a=1' }), entry(0)])
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d\d\d\] INFO: GET \/v1\/objects 200 1\.25 ms$/)
    expect(lines[1]).toMatch(/\] WARN: GET \/v1\/objects\/nope\?a=1 404 1\.25 ms$/)
    expect(lines[2]).toMatch(/\] ERROR: GET \/v1\/objects dropped 1\.25 ms$/)
    expect(lines.join('\n')).not.toContain('\x1b[')
  })

  it('prints an explanation on the line after its request, and in the JSON line', async () => {
    const explain = {
      kind: 'unknown_route' as const,
      message: 'No operation GET /v1/objets; did you mean GET /v1/objects?',
      suggestions: ['GET /v1/objects'],
    }
    const lines = await logged(
      'pretty',
      [entry(404, { path: '/v1/objets', explain }), entry(200, { explain: null })],
      false,
      3,
    )
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/\] WARN: GET \/v1\/objets 404 1\.25 ms$/)
    expect(lines[1]).toBe(
      '    explain unknown_route: No operation GET /v1/objets; did you mean GET /v1/objects? (try: GET /v1/objects)',
    )
    expect(lines[2]).toMatch(/\] INFO: GET \/v1\/objects 200 1\.25 ms$/)
    const json = (await logged('json', [entry(404, { path: '/v1/objets', explain })])).map((line) => JSON.parse(line))
    expect(json[0].explain).toEqual(explain)
  })

  it('colours the level on a terminal, and not with NO_COLOR', async () => {
    // npm test sets NO_COLOR when its output is not a terminal (scripts/vitest-run.mjs).
    vi.stubEnv('NO_COLOR', undefined)
    expect((await logged('pretty', [entry(500)], true))[0]).toContain('\x1b[31mERROR\x1b[39m: GET')
    vi.stubEnv('NO_COLOR', '1')
    expect((await logged('pretty', [entry(500)], true))[0]).not.toContain('\x1b[')
  })

  it('writes pino JSON lines with the level, the request and the masked key', async () => {
    const lines = (await logged('json', [entry(200), entry(503)])).map((line) => JSON.parse(line))
    expect(lines.map((l) => [l.level, l.method, l.path, l.status, l.duration_ms, l.key, l.msg])).toEqual([
      [30, 'GET', '/v1/objects', 200, 1.25, 'cgm_…key', 'GET /v1/objects 200 1.25 ms'],
      [50, 'GET', '/v1/objects', 503, 1.25, 'cgm_…key', 'GET /v1/objects 503 1.25 ms'],
    ])
    expect(lines[0].time).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('writes the JSON line pino writes for the same fields, byte for byte but the time', async () => {
    const { pino } = await import('pino')
    const explain = { kind: 'not_found' as const, message: 'No record "x\\y"', suggestions: ['GET /v1/records'] }
    const entries = [
      entry(200),
      entry(404, { path: '/v1/objects/"quoted"\u00e9', query: 'a=1', explain }),
      entry(0, { key: null, fault: 'drop-1' }),
      // Escapes in the path and the query: in the message too.
      entry(400, { path: '/v1/objects/a\\b', query: 'q="x"\u0001&r=\\' }),
    ]
    const expected: string[] = []
    const logger = pino(
      { base: null, timestamp: pino.stdTimeFunctions.isoTime },
      { write: (line: string) => void expected.push(line.trimEnd()) },
    )
    for (const e of entries) {
      const status = e.status === 0 ? 'dropped' : e.status
      const level = e.status === 0 || e.status >= 500 ? 'error' : e.status >= 400 ? 'warn' : 'info'
      const fields = {
        method: e.method,
        path: e.path,
        status: e.status,
        duration_ms: e.duration_ms,
        ...(e.key ? { key: e.key } : {}),
        ...(e.fault ? { fault: e.fault } : {}),
        ...(e.explain ? { explain: e.explain } : {}),
      }
      logger[level](fields, `${e.method} ${e.path}${e.query ? `?${e.query}` : ''} ${status} ${e.duration_ms} ms`)
    }
    const untimed = (line: string) => line.replace(/"time":"[^"]+"/, '"time":"T"')
    const lines = await logged('json', entries)
    expect(lines.map(untimed)).toEqual(expected.map(untimed))
    expect(lines[1]).toContain('"path":"/v1/objects/\\"quoted\\"é"')
  })

  it('writes half a surrogate pair (a path cut at 2,048) as an escape, where pino writes invalid UTF-8', async () => {
    const [line] = await logged('json', [entry(200, { path: '/v1/objects/\ud83d', query: 'a=\udc00' })])
    expect(line).toContain('"path":"/v1/objects/\\ud83d"')
    expect(JSON.parse(line!).msg).toBe('GET /v1/objects/\ud83d?a=\udc00 200 1.25 ms')
  })

  it('gathers lines for 20 ms, then writes them together; 1,024 waiting go on the next turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const file = join(scratchDir('cgm-log-'), 'log')
    const fd = openSync(file, 'w')
    const lineCount = () => readFileSync(file, 'utf8').split('\n').length - 1
    // Turns of the event loop (the fs writes' callbacks run there) until `count` lines are in the file.
    const written = async (count: number) => {
      for (const until = performance.now() + 2_000; performance.now() < until && lineCount() < count; )
        await new Promise((resolve) => setImmediate(resolve))
      return lineCount()
    }
    try {
      const log = await createRequestLog('pretty', { fd, isTTY: false })
      for (let i = 0; i < 3; i++) log(entry(200))
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve))
      expect(lineCount()).toBe(0)
      vi.advanceTimersByTime(19)
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve))
      expect(lineCount()).toBe(0)
      vi.advanceTimersByTime(1)
      expect(await written(3)).toBe(3)
      // A full batch does not wait for the timer.
      for (let i = 0; i < 1024; i++) log(entry(201))
      expect(await written(3 + 1024)).toBe(1027)
      expect(readFileSync(file, 'utf8').trimEnd().split('\n').at(-1)).toMatch(
        /\] INFO: GET \/v1\/objects 201 1\.25 ms$/,
      )
    } finally {
      vi.useRealTimers()
      closeSync(fd)
    }
  })
})

describe('the request log on a stdout nobody reads', () => {
  it('keeps at most its bound, drops the rest and counts them in the next line written', async () => {
    const fifo = join(scratchDir('cgm-log-'), 'stdout')
    execFileSync('mkfifo', [fifo])
    // The reader opens first and reads nothing yet: the writer's pipe fills (64 KiB), then the log's own bound.
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
    const writer = openSync(fifo, 'w')
    const log = await createRequestLog('pretty', { fd: writer, isTTY: false }, 64 * 1024)
    const logged = 4_000
    for (let i = 0; i < logged; i++) log(entry(200, { path: `/v1/records/${i}` }))
    // Turns until the log has written all it will (the pipe is full): nothing more arrives meanwhile.
    for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve))
    let text = ''
    const chunk = Buffer.alloc(65_536)
    // Reads what the log writes until `done` (at most 5 s), or without `done` until 100 turns of the
    // event loop bring nothing more.
    const drain = async (done?: (text: string) => boolean) => {
      for (let idle = 0, deadline = performance.now() + 5_000; performance.now() < deadline; ) {
        if (!done && idle >= 100) return
        if (done?.(text)) return
        try {
          const n = readSync(reader, chunk)
          text += chunk.toString('utf8', 0, n)
          idle = 0
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
          idle++
          await new Promise((resolve) => setImmediate(resolve))
        }
      }
    }
    try {
      await drain()
      log(entry(201))
      await drain((read) => read.includes(' 201 1.25 ms\n'))
    } finally {
      closeSync(writer)
      closeSync(reader)
    }
    // Every line logged is either written, in order, or counted by a note where it would have been.
    const lines = text.trimEnd().split('\n')
    let next = 0
    let notes = 0
    for (const line of lines.slice(0, -1)) {
      const note = /^\[\d\d:\d\d:\d\d\.\d\d\d\] WARN: request log: (\d+) lines dropped \(stdout was not read\)$/.exec(
        line,
      )
      if (note) {
        notes++
        next += Number(note[1])
      } else expect(line).toMatch(new RegExp(`INFO: GET /v1/records/${next++} 200 1\\.25 ms$`))
    }
    expect(next).toBe(logged)
    expect(notes).toBeGreaterThan(0)
    // The log kept at most its bound: more than half of the lines were dropped, not kept.
    expect(lines.length - 1 - notes).toBeLessThan(logged / 2)
    expect(lines.at(-1)).toMatch(/INFO: GET \/v1\/objects 201 1\.25 ms$/)
  })
})
