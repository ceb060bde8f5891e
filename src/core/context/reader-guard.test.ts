import { afterEach, describe, expect, it, vi } from 'vitest'
import { READER_GUARD } from './extract/guard.js'
import { createNameDirectory, extractContext } from './extract/index.js'

// One rule made to throw on one line, as a rule meeting a shape no test held would.
vi.mock('./extract/follow-ups.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./extract/follow-ups.js')>()
  return {
    ...original,
    readFollowUp: (...args: Parameters<typeof original.readFollowUp>) => {
      if (args[3]().includes('Quillfeather')) throw new TypeError('a rule met a shape it did not expect')
      return original.readFollowUp(...args)
    },
  }
})

const NOW = Date.parse('2026-01-15T10:00:00Z')
const TEXT = [
  'Met Amara Okafor, CFO at Brightwater Analytics.',
  'The Quillfeather pilot is paused.',
  'Kenji Watanabe works at Halcyon Freight.',
].join('\n')

describe("the reader's guard", () => {
  afterEach(() => {
    READER_GUARD.strict = true
  })

  it('reads past a line a rule throws on, and counts it', () => {
    READER_GUARD.strict = false
    const read = extractContext(TEXT, createNameDirectory([]), NOW)
    expect(read.dropped.lines).toBe(1)
    expect(read.people.map((p) => p.name)).toEqual(['Amara Okafor', 'Kenji Watanabe'])
    expect(read.links.filter((l) => l.kind === 'works_at').map((l) => [l.from, l.to])).toEqual([
      ['Amara Okafor', 'Brightwater Analytics'],
      ['Kenji Watanabe', 'Halcyon Freight'],
    ])
  })

  it('throws under test (strict), so the suite still sees a rule that throws', () => {
    expect(READER_GUARD.strict).toBe(true)
    expect(() => extractContext(TEXT, createNameDirectory([]), NOW)).toThrow(TypeError)
  })

  it('counts nothing on text no rule throws on', () => {
    READER_GUARD.strict = false
    const read = extractContext(TEXT.replace('Quillfeather', 'Northwind'), createNameDirectory([]), NOW)
    expect(read.dropped.lines).toBe(0)
  })
})
