import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'

// The shapes of issue 27's tenth pass, where a link's end was not read, each with every person,
// company and link the reader should find and nothing more: given names that are also months or
// everyday words, names in a person's role, possessives, given names after a greeting.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const read = (text: string) => {
  const x = extractContext(text, createNameDirectory([]), NOW)
  return {
    people: x.people.map((p) => p.name).sort(),
    companies: x.companies.map((c) => c.name).sort(),
    links: x.links.map((l) => `${l.kind} ${l.from} -> ${l.to}`).sort(),
  }
}

describe('link ends the reader finds', () => {
  it.each([
    // "Jun" before a capitalised surname is a given name, not June.
    [
      'Mei Lin is close to Jun Wang, their procurement lead at Pearl River Foods.',
      ['Jun Wang', 'Mei Lin'],
      ['Pearl River Foods'],
      ['knows Jun Wang -> Mei Lin', 'works_at Jun Wang -> Pearl River Foods'],
    ],
    // "Per" before a capitalised surname is a given name, not the preposition.
    [
      'For the pitch: Per Nilsen, who has known Ole Bakke since university, offered to help.',
      ['Ole Bakke', 'Per Nilsen'],
      [],
      ['knows Ole Bakke -> Per Nilsen'],
    ],
  ] as const)('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each([
    // A month before a number, and the preposition before a lower-case word, stay what they are.
    ['The pilot ends on 3 Jun 2026. Per our call, Anna Berg sends the deck.', ['Anna Berg']],
    ['In Jun Anna Berg starts.', ['Anna Berg']],
  ] as const)('not a name: %s', (text, people) => {
    expect(read(text).people).toEqual(people)
  })
})
