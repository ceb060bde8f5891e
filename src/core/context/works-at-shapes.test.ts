import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'

// The shapes of issue 27's works-at pass, each with every person, company and link the reader
// should find and nothing more: people named like months, one-word companies in employment
// phrases, attendee lines, signatures and chat answers.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const read = (text: string) => {
  const x = extractContext(text, createNameDirectory([]), NOW)
  return {
    people: x.people.map((p) => p.name).sort(),
    companies: x.companies.map((c) => c.name).sort(),
    links: x.links.map((l) => `${l.kind} ${l.from} -> ${l.to}`).sort(),
  }
}

describe('works-at shapes', () => {
  it.each([
    [
      'Call with April Reyes (Finance Director, Solana Foods). April will send the budget.',
      ['April Reyes'],
      ['Solana Foods'],
      ['works_at April Reyes -> Solana Foods'],
    ],
    ['June Park joined Rakuten last month.', ['June Park'], ['Rakuten'], ['works_at June Park -> Rakuten']],
    [
      'Jan Kowalski (Allegro) asked for the roadmap.',
      ['Jan Kowalski'],
      ['Allegro'],
      ['works_at Jan Kowalski -> Allegro'],
    ],
    // A month after a word that makes it a date is no given name.
    ['In June Tomas Berg joined Rakuten.', ['Tomas Berg'], ['Rakuten'], ['works_at Tomas Berg -> Rakuten']],
    ['The pilot starts in April; the June Review is on Monday.', [], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
