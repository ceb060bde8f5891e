import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// Reporting and introductions as everyday text also puts them, found by running phrasings written
// from scratch (not from the corpus) through the reader; each with every link it should write.

describe('link shapes, sixth pass', () => {
  it.each([
    // A manager noun after the words that say which one.
    ["Tomas Lind is Anna Berg's line manager.", ['reports_to Anna Berg -> Tomas Lind']],
    ['Anna Berg is great. Tomas Lind is her new boss.', ['reports_to Anna Berg -> Tomas Lind']],
    // Once: they know each other, no current report.
    ["Tomas Lind was Anna Berg's direct manager.", ['knows Anna Berg -> Tomas Lind']],
    // One of someone's reports.
    ['Tomas Lind heads the unit; Anna Berg is one of his reports.', ['reports_to Anna Berg -> Tomas Lind']],
    ["Anna Berg is one of Tomas Lind's direct reports.", ['reports_to Anna Berg -> Tomas Lind']],
    // A reorganisation.
    ['Anna Berg has been moved under Tomas Lind.', ['reports_to Anna Berg -> Tomas Lind']],
    // A note's "Met P through Q": Q introduced P; in a chat line its speaker knows P too.
    ['Met Anna Berg through Tomas Lind.', ['introduced_by Anna Berg -> Tomas Lind']],
    [
      '[09:12] Mia Holm: Met Anna Berg through Tomas Lind',
      ['introduced_by Anna Berg -> Tomas Lind', 'knows Anna Berg -> Mia Holm'],
    ],
    ['Met Anna Berg at the summit.', []],
    // Advice named after the word.
    ['Anna Berg reached out at the suggestion of Tomas Lind.', ['introduced_by Anna Berg -> Tomas Lind']],
    ['Anna Berg wrote on the recommendation of Tomas Lind.', ['introduced_by Anna Berg -> Tomas Lind']],
    ['At the suggestion of the board we paused.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
