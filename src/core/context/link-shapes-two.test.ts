import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'
import { createNameDirectory, extractContext } from './extract/index.js'

// The shapes of issue 27's second pass, each with every link the reader should write and nothing
// more: acquaintance by the sentence, "they" for two people, pronouns as objects, lists of reports,
// introduction e-mails as a whole, moves whose destination comes later, attendees of a meeting
// about one company, and first names the text vouches for.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const read = (text: string) => extractContext(text, createNameDirectory([]), NOW)

describe('link shapes, second pass', () => {
  it.each([
    ['Laura Vogel is close with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel has known Daniel Aziz for years.', ['knows Daniel Aziz -> Laura Vogel']],
    ['[09:15] Laura Vogel: Daniel Aziz is an old friend of mine', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel worked with Daniel Aziz for a decade.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel sits on a board with Daniel Aziz.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Lunch with Laura Vogel and Daniel Aziz. They went to school together.', ['knows Daniel Aziz -> Laura Vogel']],
    [
      'I met Laura Vogel and Daniel Aziz. The two of them have known each other since 2010.',
      ['knows Daniel Aziz -> Laura Vogel'],
    ],
    [
      'Laura Vogel has worked with Daniel Aziz for years and reports to him.',
      ['knows Daniel Aziz -> Laura Vogel', 'reports_to Laura Vogel -> Daniel Aziz'],
    ],
    [
      'Maria Lopez and Peter Novak both report to David Kim.',
      ['reports_to Maria Lopez -> David Kim', 'reports_to Peter Novak -> David Kim'],
    ],
    [
      'David Kim leads sales. His direct reports are Maria Lopez and Peter Novak.',
      ['reports_to Maria Lopez -> David Kim', 'reports_to Peter Novak -> David Kim'],
    ],
    ['Maria Lopez works under David Kim.', ['reports_to Maria Lopez -> David Kim']],
    ["Ask Maria Lopez's manager, David Kim, Director of Sales.", ['reports_to Maria Lopez -> David Kim']],
    ['David Kim runs sales. Maria Lopez on his team owns pricing.', ['reports_to Maria Lopez -> David Kim']],
    [
      'Maria Lopez quit Orbis Labs in May and is now at Kestrel Bank.',
      ['left_for Maria Lopez -> Kestrel Bank', 'works_at Maria Lopez -> Kestrel Bank'],
    ],
    [
      'After six years at Orbis Labs, Maria Lopez is leaving to join Kestrel Bank.',
      ['left_for Maria Lopez -> Kestrel Bank', 'works_at Maria Lopez -> Kestrel Bank'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it('reads an introduction e-mail signed with a first name: both people it addresses, by the writer', () => {
    expect(
      links('Hi Amara, meet Lukas Brandt. Lukas, Amara Nwosu runs Kestrel Bank. You two should talk.\n\nChidozie'),
    ).toEqual([
      'introduced_by Amara Nwosu -> Chidozie',
      'introduced_by Lukas Brandt -> Chidozie',
      'works_at Amara Nwosu -> Kestrel Bank',
    ])
  })

  it('takes the next person named for the one a thanked introducer brought', () => {
    expect(links('Thanks for the intro, Rania! Great to meet you, Lukas Brandt.')).toEqual([
      'introduced_by Lukas Brandt -> Rania',
    ])
  })

  it('places attendees at the one company the meeting is about, not the writer’s side', () => {
    expect(links('Sync with Kestrel Bank\nPresent: Maria Lopez, Peter Novak, and from our side David Kim.')).toEqual([
      'works_at Maria Lopez -> Kestrel Bank',
      'works_at Peter Novak -> Kestrel Bank',
    ])
  })

  it('makes a person of a name whose first name the text uses alone, and of nothing else', () => {
    const text = 'Call notes: Oyelaran Adebisi (Kestrel Bank). Oyelaran runs the data team.'
    expect(read(text).people.map((p) => p.name)).toEqual(['Oyelaran Adebisi'])
    expect(read('Call notes: Oyelaran Adebisi (Kestrel Bank).').people).toEqual([])
  })
})
