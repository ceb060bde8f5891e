import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cpuFloor } from '../../test/support/cpu.js'
import { createClock, DEFAULT_START, formatTimestamp, parseDuration, parseTimestamp } from './clock.js'

const START = Date.parse('2026-01-15T10:00:00Z')

describe('parseDuration', () => {
  it('returns a finite non-negative number of milliseconds unchanged', () => {
    expect(parseDuration(0)).toBe(0)
    expect(parseDuration(1500)).toBe(1500)
    expect(parseDuration(2.5)).toBe(2.5)
  })

  it('reads a string of digits as milliseconds', () => {
    expect(parseDuration('1500')).toBe(1500)
    expect(parseDuration(' 42 ')).toBe(42)
  })

  it('reads each unit: ms, s, m, h and d', () => {
    expect(parseDuration('250ms')).toBe(250)
    expect(parseDuration('5s')).toBe(5_000)
    expect(parseDuration('2m')).toBe(120_000)
    expect(parseDuration('3h')).toBe(10_800_000)
    expect(parseDuration('1d')).toBe(86_400_000)
  })

  it('adds up compound durations such as 1h30m', () => {
    expect(parseDuration('1h30m')).toBe(5_400_000)
    expect(parseDuration('1d2h3m4s5ms')).toBe(86_400_000 + 7_200_000 + 180_000 + 4_000 + 5)
    expect(parseDuration('2m30s')).toBe(150_000)
  })

  it('accepts decimal amounts and rounds to whole milliseconds', () => {
    expect(parseDuration('1.5s')).toBe(1_500)
    expect(parseDuration('0.5m')).toBe(30_000)
    expect(parseDuration('1.0004s')).toBe(1_000)
  })

  it('tells 5ms apart from 5m', () => {
    expect(parseDuration('5ms')).toBe(5)
    expect(parseDuration('5m')).toBe(300_000)
  })

  it.each([
    ['an empty string', ''],
    ['only spaces', '   '],
    ['a unit without an amount', 's'],
    ['an unknown unit', '5w'],
    ['upper-case units', '5S'],
    ['a negative string', '-5s'],
    ['trailing garbage', '5sx'],
    ['leading garbage', 'x5s'],
    ['spaces between parts', '1h 30m'],
    ['words', 'five seconds'],
  ])('throws a RangeError for %s', (_label, input) => {
    expect(() => parseDuration(input)).toThrow(RangeError)
  })

  it.each([
    ['a negative number', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('throws a RangeError for %s', (_label, input) => {
    expect(() => parseDuration(input)).toThrow(RangeError)
  })

  it('names the offending input in the error message', () => {
    expect(() => parseDuration('5w')).toThrow(/"5w"/)
  })
})

describe('formatTimestamp', () => {
  it('writes UTC with a Z suffix and no fractional seconds', () => {
    expect(formatTimestamp(START)).toBe('2026-01-15T10:00:00Z')
  })

  it('drops milliseconds instead of rounding them up', () => {
    expect(formatTimestamp(START + 999)).toBe('2026-01-15T10:00:00Z')
    expect(formatTimestamp(START + 1_000)).toBe('2026-01-15T10:00:01Z')
  })

  it('formats the epoch', () => {
    expect(formatTimestamp(0)).toBe('1970-01-01T00:00:00Z')
  })

  it('writes what toISOString writes, without the milliseconds, at any instant', () => {
    const iso = (ms: number) => `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, -5)}Z`
    const edges = [
      Date.parse('0000-01-01T00:00:00Z'),
      Date.parse('0000-01-01T00:00:00Z') - 1,
      Date.parse('-000001-12-31T23:59:59Z'),
      Date.parse('2024-02-29T23:59:59Z'),
      Date.parse('2100-03-01T00:00:00Z'),
      Date.parse('9999-12-31T23:59:59Z'),
      Date.parse('+010000-01-01T00:00:00Z'),
      -1,
      8.64e15,
      -8.64e15,
    ]
    for (const ms of edges) expect(formatTimestamp(ms)).toBe(iso(ms))
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => formatTimestamp(ms) === iso(ms)),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(
        fc.integer({ min: -70_000_000_000_000, max: 260_000_000_000_000 }),
        (ms) => formatTimestamp(ms) === iso(ms),
      ),
      { numRuns: 5000 },
    )
  })
})

describe('parseTimestamp', () => {
  it('reads a timestamp as the API writes it', () => {
    expect(parseTimestamp('2026-01-15T10:00:00Z')).toBe(START)
    expect(parseTimestamp('1970-01-01T00:00:00Z')).toBe(0)
  })

  it('answers what Date.parse answers, for any text of the form and for others', () => {
    const edges = [
      '0000-01-01T00:00:00Z',
      '0000-02-29T12:00:00Z',
      '1900-02-29T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T23:60:00Z',
      '2026-01-01T23:59:60Z',
      '2026-00-10T00:00:00Z',
      '2026-13-10T00:00:00Z',
      '2026-01-00T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2026-01-15T10:00:00+01:00',
      '2026-01-15 10:00:00Z',
      '2026-01-15T10:00:00.000Z',
      '20x6-01-15T10:00:00Z',
      'not a timestamp at all',
      '',
    ]
    for (const text of edges) expect(parseTimestamp(text), text).toBe(Date.parse(text))
    // Any instant written as the API writes it, and any such text with fields out of range.
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_000 }), (ms) => {
        const text = formatTimestamp(ms)
        return parseTimestamp(text) === Date.parse(text)
      }),
      { numRuns: 3000 },
    )
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'))
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        two(14),
        two(33),
        two(25),
        two(61),
        two(61),
        (year, month, day, hour, minute, second) => {
          const text = `${year}-${month}-${day}T${hour}:${minute}:${second}Z`
          return Object.is(parseTimestamp(text), Date.parse(text))
        },
      ),
      { numRuns: 5000 },
    )
  })
})

describe('manual clock', () => {
  it('starts at 2026-01-15T10:00:00Z by default', () => {
    const clock = createClock()
    expect(clock.mode).toBe('manual')
    expect(DEFAULT_START).toBe(START)
    expect(clock.now()).toBe(START)
    expect(clock.iso()).toBe('2026-01-15T10:00:00Z')
  })

  it('starts at the given start, as an ISO string or in milliseconds', () => {
    expect(createClock({ mode: 'manual', start: '2030-06-01T00:00:00Z' }).iso()).toBe('2030-06-01T00:00:00Z')
    expect(createClock({ mode: 'manual', start: 1_000_000 }).now()).toBe(1_000_000)
  })

  it('rejects an unparseable start', () => {
    expect(() => createClock({ start: 'not a date' })).toThrow(RangeError)
  })

  it('does not move by itself', () => {
    const clock = createClock()
    const before = clock.now()
    for (let i = 0; i < 1e5; i++) Math.sqrt(i)
    expect(clock.now()).toBe(before)
  })

  it('advances by a duration and returns the new time', () => {
    const clock = createClock()
    expect(clock.advance('1h30m')).toBe(START + 5_400_000)
    expect(clock.advance(500)).toBe(START + 5_400_500)
    expect(clock.iso()).toBe('2026-01-15T11:30:00Z')
  })

  it('rejects an invalid advance without moving', () => {
    const clock = createClock()
    expect(() => clock.advance('soon')).toThrow(RangeError)
    expect(() => clock.advance(-1)).toThrow(RangeError)
    expect(clock.now()).toBe(START)
  })

  it('does not run a timer before it is due', () => {
    const clock = createClock()
    const fn = vi.fn()
    clock.schedule(START + 5_000, fn)
    clock.advance(4_999)
    expect(fn).not.toHaveBeenCalled()
    expect(clock.pending()).toBe(1)
    clock.advance(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(clock.pending()).toBe(0)
  })

  it('runs due timers in time order, ties in scheduling order', () => {
    const clock = createClock()
    const order: string[] = []
    clock.schedule(START + 3_000, () => order.push('c@3s'))
    clock.schedule(START + 1_000, () => order.push('a@1s'))
    clock.schedule(START + 2_000, () => order.push('b1@2s'))
    clock.schedule(START + 2_000, () => order.push('b2@2s'))
    clock.schedule(START + 9_000, () => order.push('late'))
    clock.advance('5s')
    expect(order).toEqual(['a@1s', 'b1@2s', 'b2@2s', 'c@3s'])
    expect(clock.pending()).toBe(1)
  })

  it('lets each timer observe its own due time as now()', () => {
    const clock = createClock()
    const seen: Array<[string, number]> = []
    clock.schedule(START + 5_000, () => seen.push(['5s', clock.now()]))
    clock.schedule(START + 2_000, () => seen.push(['2s', clock.now()]))
    const after = clock.advance('10s')
    expect(seen).toEqual([
      ['2s', START + 2_000],
      ['5s', START + 5_000],
    ])
    expect(after).toBe(START + 10_000)
    expect(clock.now()).toBe(START + 10_000)
  })

  it('runs a timer scheduled by a timer when it falls due within the same advance', () => {
    const clock = createClock()
    const seen: Array<[string, number]> = []
    clock.schedule(START + 1_000, () => {
      seen.push(['first', clock.now()])
      clock.schedule(clock.now() + 2_000, () => seen.push(['second', clock.now()]))
      clock.schedule(clock.now() + 20_000, () => seen.push(['third', clock.now()]))
    })
    clock.advance('10s')
    expect(seen).toEqual([
      ['first', START + 1_000],
      ['second', START + 3_000],
    ])
    expect(clock.pending()).toBe(1)
    clock.advance('11s')
    expect(seen.at(-1)).toEqual(['third', START + 21_000])
  })

  it('runs a timer scheduled by a timer for the same instant right away', () => {
    const clock = createClock()
    const order: string[] = []
    clock.schedule(START + 1_000, () => {
      order.push('outer')
      clock.schedule(clock.now(), () => order.push('inner'))
    })
    clock.schedule(START + 1_500, () => order.push('later'))
    clock.advance('2s')
    expect(order).toEqual(['outer', 'inner', 'later'])
  })

  it('keeps the time order across timers scheduled by timers', () => {
    const clock = createClock()
    const order: string[] = []
    clock.schedule(START + 1_000, () => {
      order.push('a@1s')
      clock.schedule(START + 2_000, () => order.push('c@2s (scheduled later)'))
    })
    clock.schedule(START + 1_500, () => order.push('b@1.5s'))
    clock.schedule(START + 2_000, () => order.push('c@2s (scheduled first)'))
    clock.advance('3s')
    expect(order).toEqual(['a@1s', 'b@1.5s', 'c@2s (scheduled first)', 'c@2s (scheduled later)'])
  })

  it('runs a timer scheduled in the past on the next advance without moving the clock back', () => {
    const clock = createClock()
    clock.advance('1m')
    const seen: number[] = []
    clock.schedule(START, () => seen.push(clock.now()))
    expect(seen).toEqual([])
    clock.advance(0)
    expect(seen).toEqual([START + 60_000])
  })

  it('cancels a timer with the function schedule returns', () => {
    const clock = createClock()
    const kept = vi.fn()
    const cancelled = vi.fn()
    clock.schedule(START + 1_000, kept)
    const cancel = clock.schedule(START + 1_000, cancelled)
    expect(clock.pending()).toBe(2)
    cancel()
    expect(clock.pending()).toBe(1)
    clock.advance('1s')
    expect(kept).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('lets a timer cancel a later timer', () => {
    const clock = createClock()
    const later = vi.fn()
    const cancel = clock.schedule(START + 2_000, later)
    clock.schedule(START + 1_000, () => cancel())
    clock.advance('5s')
    expect(later).not.toHaveBeenCalled()
    expect(clock.pending()).toBe(0)
  })

  it('treats cancelling twice or after the timer ran as harmless', () => {
    const clock = createClock()
    const fn = vi.fn()
    const cancel = clock.schedule(START + 1_000, fn)
    clock.advance('1s')
    cancel()
    cancel()
    expect(fn).toHaveBeenCalledTimes(1)
    expect(clock.pending()).toBe(0)
  })

  it('set() moves to an absolute instant and runs the timers due by then', () => {
    const clock = createClock()
    const seen: number[] = []
    clock.schedule(START + 30_000, () => seen.push(clock.now()))
    expect(clock.set('2026-01-15T10:01:00Z')).toBe(START + 60_000)
    expect(seen).toEqual([START + 30_000])
    expect(clock.set(START + 120_000)).toBe(START + 120_000)
    expect(clock.iso()).toBe('2026-01-15T10:02:00Z')
  })

  it('set() to the current instant is allowed', () => {
    const clock = createClock()
    expect(clock.set(START)).toBe(START)
  })

  it('set() refuses to go backwards and leaves the time unchanged', () => {
    const clock = createClock()
    clock.advance('1h')
    expect(() => clock.set(START)).toThrow(RangeError)
    expect(() => clock.set('2026-01-15T10:59:59Z')).toThrow(/backwards/)
    expect(clock.now()).toBe(START + 3_600_000)
  })

  it('set() rejects an unparseable instant', () => {
    const clock = createClock()
    expect(() => clock.set('tomorrow')).toThrow(RangeError)
  })

  it('pending() counts waiting timers only', () => {
    const clock = createClock()
    expect(clock.pending()).toBe(0)
    clock.schedule(START + 1_000, () => {})
    clock.schedule(START + 2_000, () => {})
    clock.schedule(START + 3_000, () => {})
    expect(clock.pending()).toBe(3)
    clock.advance('2s')
    expect(clock.pending()).toBe(1)
  })

  it('clear() cancels every timer but keeps the time', () => {
    const clock = createClock()
    const fn = vi.fn()
    clock.advance('1s')
    clock.schedule(START + 2_000, fn)
    clock.clear()
    expect(clock.pending()).toBe(0)
    clock.advance('1m')
    expect(fn).not.toHaveBeenCalled()
    expect(clock.now()).toBe(START + 61_000)
  })

  it('restart() returns to the start instant and clears timers', () => {
    const clock = createClock({ start: '2027-03-01T00:00:00Z' })
    const fn = vi.fn()
    clock.advance('3d')
    clock.schedule(clock.now() + 1_000, fn)
    clock.restart()
    expect(clock.iso()).toBe('2027-03-01T00:00:00Z')
    expect(clock.pending()).toBe(0)
    clock.advance('5d')
    expect(fn).not.toHaveBeenCalled()
  })

  it('restart() works when called detached from the clock', () => {
    const clock = createClock()
    clock.advance('1h')
    clock.schedule(clock.now() + 1, () => {})
    const { restart } = clock
    restart()
    expect(clock.now()).toBe(START)
    expect(clock.pending()).toBe(0)
  })

  it('two clocks are independent', () => {
    const a = createClock()
    const b = createClock()
    const fn = vi.fn()
    b.schedule(START + 1_000, fn)
    a.advance('1h')
    expect(b.now()).toBe(START)
    expect(fn).not.toHaveBeenCalled()
  })
})

/** A deterministic pseudo-random sequence (mulberry32), so the shuffled schedules are the same on every run. */
function random(seed: number): () => number {
  let t = seed
  return () => {
    t = (t + 0x6d2b79f5) | 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

describe('the timer queue under load', () => {
  it('runs 20,000 timers due in one advance in time order, ties in scheduling order, within 100 ms of CPU', async () => {
    let order: number[] = []
    const { ms } = await cpuFloor(() => {
      const clock = createClock()
      const next = random(7)
      order = []
      for (let i = 0; i < 20_000; i++) {
        // 500 distinct instants, so most timers tie with others.
        const at = START + Math.floor(next() * 500) * 10
        clock.schedule(at, () => order.push(at * 100_000 + i))
      }
      clock.advance('1m')
      expect(clock.pending()).toBe(0)
    })
    expect(order).toHaveLength(20_000)
    // Keys are instant-major, scheduling-minor: in order means sorted ascending.
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // About 7 ms; a filter and a sort of every timer for each due one (before the heap) took about 5 s.
    expect(ms).toBeLessThan(100)
  })

  it('keeps exact order when timers schedule and cancel other timers while an advance runs', () => {
    const clock = createClock()
    const next = random(3)
    const ran: Array<{ at: number; seen: number; label: string }> = []
    const cancels: Array<() => void> = []
    for (let i = 0; i < 2_000; i++) {
      const at = START + Math.floor(next() * 100) * 100
      cancels.push(
        clock.schedule(at, () => {
          ran.push({ at, seen: clock.now(), label: `t${i}` })
          // Every third timer schedules a follow-up at its own instant plus 0..300 ms; every fifth cancels a later-scheduled one.
          if (i % 3 === 0) {
            const then = at + Math.floor(next() * 4) * 100
            clock.schedule(then, () => ran.push({ at: then, seen: clock.now(), label: `f${i}` }))
          }
          if (i % 5 === 0) cancels[Math.min(cancels.length - 1, i + 1 + Math.floor(next() * 50))]!()
        }),
      )
    }
    clock.advance('1m')
    expect(clock.pending()).toBe(0)
    // Every timer saw its own instant as now, and time never went backwards.
    for (const entry of ran) expect(entry.seen).toBe(entry.at)
    for (let k = 1; k < ran.length; k++) expect(ran[k]!.at).toBeGreaterThanOrEqual(ran[k - 1]!.at)
    expect(ran.length).toBeGreaterThan(2_000)
  })

  it('counts pending timers exactly through many cancellations, and after clear() a stale cancel changes nothing', () => {
    const clock = createClock()
    const cancels = Array.from({ length: 1_000 }, (_, i) => clock.schedule(START + 1_000 + i, () => {}))
    for (let i = 0; i < 1_000; i += 2) cancels[i]!()
    expect(clock.pending()).toBe(500)
    // Cancelling again, or after the heap rebuilt itself without the cancelled ones, changes nothing.
    for (let i = 0; i < 1_000; i += 2) cancels[i]!()
    expect(clock.pending()).toBe(500)
    clock.clear()
    expect(clock.pending()).toBe(0)
    cancels[1]!()
    expect(clock.pending()).toBe(0)
    const fn = vi.fn()
    clock.schedule(START + 1_000, fn)
    expect(clock.pending()).toBe(1)
    clock.advance('1s')
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('real clock', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts at the wall clock by default', () => {
    vi.useFakeTimers({ now: Date.parse('2031-05-05T12:00:00Z') })
    const clock = createClock({ mode: 'real' })
    expect(clock.mode).toBe('real')
    expect(clock.iso()).toBe('2031-05-05T12:00:00Z')
  })

  it('moves forward by at least the amount given to advance()', () => {
    const clock = createClock({ mode: 'real' })
    const before = clock.now()
    const after = clock.advance('1h')
    expect(after).toBeGreaterThanOrEqual(before + 3_600_000)
    expect(clock.now()).toBeGreaterThanOrEqual(before + 3_600_000)
  })

  it('set() moves to an absolute instant and refuses to go backwards', () => {
    const clock = createClock({ mode: 'real', start: '2026-01-15T10:00:00Z' })
    expect(clock.set('2026-01-16T10:00:00Z')).toBeGreaterThanOrEqual(START + 86_400_000)
    expect(() => clock.set(START)).toThrow(RangeError)
  })

  it('runs timers that advance() makes due, each once, in time order', () => {
    const clock = createClock({ mode: 'real' })
    const order: string[] = []
    const now = clock.now()
    clock.schedule(now + 2_000_000, () => order.push('b'))
    clock.schedule(now + 1_000_000, () => order.push('a'))
    clock.schedule(now + 9_000_000_000, () => order.push('never'))
    clock.advance(3_000_000)
    expect(order).toEqual(['a', 'b'])
    expect(clock.pending()).toBe(1)
    clock.clear()
    expect(clock.pending()).toBe(0)
  })

  it('runs a timer scheduled by a timer within the same advance at its own instant, as a manual clock does', () => {
    vi.useFakeTimers({ now: 0 })
    const clock = createClock({ mode: 'real', start: START })
    const seen: number[] = []
    // A job of three steps, 2 s apart, each scheduling the next from its own now().
    const step = (left: number) => () => {
      seen.push(clock.now())
      if (left > 1) clock.schedule(clock.now() + 2_000, step(left - 1))
    }
    clock.schedule(START + 2_000, step(3))
    clock.advance('1m')
    expect(seen).toEqual([START + 2_000, START + 4_000, START + 6_000])
    expect(clock.now()).toBe(START + 60_000)
    expect(clock.pending()).toBe(0)
  })

  it('follows the (faked) wall clock multiplied by speed', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') })
    const clock = createClock({ mode: 'real', speed: 1000, start: START })
    expect(clock.now()).toBe(START)
    vi.advanceTimersByTime(5)
    expect(clock.now()).toBe(START + 5_000)
    vi.advanceTimersByTime(60)
    expect(clock.iso()).toBe('2026-01-15T10:01:05Z')
  })

  it('fires a scheduled timer with setTimeout when the sped-up wall clock reaches it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') })
    const clock = createClock({ mode: 'real', speed: 1000, start: START })
    const seen: number[] = []
    clock.schedule(START + 10_000, () => seen.push(clock.now()))
    vi.advanceTimersByTime(9)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([START + 10_000])
    expect(clock.pending()).toBe(0)
  })

  it('does not fire a cancelled or cleared timer', () => {
    vi.useFakeTimers({ now: 0 })
    const clock = createClock({ mode: 'real', start: START })
    const cancelled = vi.fn()
    const cleared = vi.fn()
    const cancel = clock.schedule(START + 1_000, cancelled)
    cancel()
    vi.advanceTimersByTime(2_000)
    clock.schedule(START + 3_000, cleared)
    clock.clear()
    vi.advanceTimersByTime(5_000)
    expect(cancelled).not.toHaveBeenCalled()
    expect(cleared).not.toHaveBeenCalled()
  })

  it('restart() clears timers but keeps following the wall clock', () => {
    vi.useFakeTimers({ now: 0 })
    const clock = createClock({ mode: 'real', start: START })
    const fn = vi.fn()
    clock.schedule(START + 1_000, fn)
    vi.advanceTimersByTime(500)
    clock.restart()
    expect(clock.pending()).toBe(0)
    expect(clock.now()).toBe(START + 500)
    vi.advanceTimersByTime(1_000)
    expect(fn).not.toHaveBeenCalled()
  })

  it('rejects a speed that is not a positive finite number', () => {
    expect(() => createClock({ mode: 'real', speed: 0 })).toThrow(RangeError)
    expect(() => createClock({ mode: 'real', speed: -2 })).toThrow(RangeError)
    expect(() => createClock({ mode: 'real', speed: Number.POSITIVE_INFINITY })).toThrow(RangeError)
    expect(() => createClock({ mode: 'real', speed: Number.NaN })).toThrow(RangeError)
  })
})

describe('the speed of a real clock', () => {
  afterEach(() => vi.useRealTimers())

  it('changes pace from the current instant without a jump, and fires timers at the new pace', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const clock = createClock({ mode: 'real', start: '2026-01-01T00:00:00Z' })
    const start = Date.parse('2026-01-01T00:00:00Z')
    vi.advanceTimersByTime(1_000)
    expect(clock.now() - start).toBe(1_000)
    clock.setSpeed(60)
    expect(clock.speed).toBe(60)
    expect(clock.now() - start).toBe(1_000)
    let fired = 0
    clock.schedule(clock.now() + 60_000, () => fired++)
    vi.advanceTimersByTime(999)
    expect(fired).toBe(0)
    vi.advanceTimersByTime(1)
    expect(fired).toBe(1)
    expect(clock.now() - start).toBe(61_000)
  })

  it('is refused on a manual clock and for a speed not above 0', () => {
    expect(() => createClock().setSpeed(2)).toThrow(/manual clock has no speed/)
    expect(createClock().speed).toBe(1)
    expect(() => createClock({ mode: 'real' }).setSpeed(0)).toThrow(/Invalid clock speed 0/)
  })
})
