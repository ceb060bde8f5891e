import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'

// The shapes of issue 27's fifth link pass, found among the tuning part's own misses, each with
// every link the reader should write and nothing more.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const links = (text: string) =>
  extractContext(text, createNameDirectory([]), NOW)
    .links.map((l) => `${l.kind} ${l.from} -> ${l.to}`)
    .sort()

describe('link shapes, fifth pass', () => {
  it.each([
    // A later sentence of a chat line is its speaker's: "I" is Laura, "him" the name she answered.
    [
      '[10:01] Maria Lopez: who can help?\n[10:02] Laura Vogel: Daniel Aziz. I know him well',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual([...expected].sort())
  })
})
