import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'

// The shapes of issue 27's fourth pass, each with every link the reader should write and nothing
// more: managers named with a word before them ("new", "line"), a lead's team that "includes"
// people, a deputy in parentheses, and texts that name people with no link between them.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const links = (text: string) =>
  extractContext(text, createNameDirectory([]), NOW)
    .links.map((l) => `${l.kind} ${l.from} -> ${l.to}`)
    .sort()

describe('link shapes, fourth pass', () => {
  it.each([
    ["Laura Vogel's new manager is Daniel Aziz.", ['reports_to Laura Vogel -> Daniel Aziz']],
    ['Laura Vogel says her line manager Daniel Aziz signs off.', ['reports_to Laura Vogel -> Daniel Aziz']],
    ["Laura Vogel's old manager was Daniel Aziz.", []],
    [
      "Daniel Aziz's team now includes Laura Vogel and Peter Novak.",
      ['reports_to Laura Vogel -> Daniel Aziz', 'reports_to Peter Novak -> Daniel Aziz'],
    ],
    ['Daniel Aziz joined in May. His team includes Laura Vogel.', ['reports_to Laura Vogel -> Daniel Aziz']],
    [
      'Present: Daniel Aziz (CFO, Kite Labs), Laura Vogel (his deputy).',
      [
        'reports_to Laura Vogel -> Daniel Aziz',
        'works_at Daniel Aziz -> Kite Labs',
        'works_at Laura Vogel -> Kite Labs',
      ],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual([...expected].sort())
  })
})
