import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// Link shapes of everyday text (issue 27), one sentence each, with every link the reader should
// write and nothing more. Written from the shapes the issue lists, not from the corpus.

describe('link shapes', () => {
  it.each([
    ['Thanks to Anna Duarte for connecting us with Peter Boateng.', ['introduced_by Peter Boateng -> Anna Duarte']],
    ['Anna Duarte put me in touch with Peter Boateng.', ['introduced_by Peter Boateng -> Anna Duarte']],
    ['Peter Boateng came to us through Anna Duarte.', ['introduced_by Peter Boateng -> Anna Duarte']],
    ['Anna Duarte referred Peter Boateng to us.', ['introduced_by Peter Boateng -> Anna Duarte']],
    ['Michael Kaya reports directly to Priya Rao.', ['reports_to Michael Kaya -> Priya Rao']],
    ['Priya Rao is Michael Kaya’s manager.', ['reports_to Michael Kaya -> Priya Rao']],
    [
      'Priya Rao manages Michael Kaya and Laura Vogel.',
      ['reports_to Laura Vogel -> Priya Rao', 'reports_to Michael Kaya -> Priya Rao'],
    ],
    ["Michael Kaya is on Priya Rao's team.", ['reports_to Michael Kaya -> Priya Rao']],
    ['Laura Vogel and Daniel Aziz are old friends.', ['knows Daniel Aziz -> Laura Vogel']],
    ['Laura Vogel and Daniel Aziz went to school together.', ['knows Daniel Aziz -> Laura Vogel']],
    [
      'Daniel Aziz, an old colleague of Laura Vogel, is now at Kestrel Bank.',
      ['knows Daniel Aziz -> Laura Vogel', 'works_at Daniel Aziz -> Kestrel Bank'],
    ],
    [
      'Laura Vogel, formerly of Orbis Labs, has joined Kestrel Bank.',
      ['left_for Laura Vogel -> Kestrel Bank', 'works_at Laura Vogel -> Kestrel Bank'],
    ],
    [
      'Laura Vogel departed Orbis Labs and joined Kestrel Bank.',
      ['left_for Laura Vogel -> Kestrel Bank', 'works_at Laura Vogel -> Kestrel Bank'],
    ],
    [
      'Laura Vogel moved from Orbis Labs over to Kestrel Bank.',
      ['left_for Laura Vogel -> Kestrel Bank', 'works_at Laura Vogel -> Kestrel Bank'],
    ],
    ['Maria Lopez moves to the Platform team under David Kim.', ['reports_to Maria Lopez -> David Kim']],
    ['David Kim mentioned that Maria Lopez is his manager.', ['reports_to David Kim -> Maria Lopez']],
    ["Maria Lopez (David Kim's boss) joined late.", ['reports_to David Kim -> Maria Lopez']],
    ["Maria Lopez, David Kim's manager, joined late.", ['reports_to David Kim -> Maria Lopez']],
    [
      'Maria Lopez oversees David Kim and Sarah Chen.',
      ['reports_to David Kim -> Maria Lopez', 'reports_to Sarah Chen -> Maria Lopez'],
    ],
    ['David Kim reports up to Maria Lopez.', ['reports_to David Kim -> Maria Lopez']],
    ['Maria Lopez made the intro to David Kim.', ['introduced_by David Kim -> Maria Lopez']],
    ['Got an intro to David Kim via Maria Lopez.', ['introduced_by David Kim -> Maria Lopez']],
    [
      'Maria Lopez left Harborview Logistics last year; she is now at Kestrel Bank.',
      ['left_for Maria Lopez -> Kestrel Bank', 'works_at Maria Lopez -> Kestrel Bank'],
    ],
    [
      'Maria Lopez (ex-Harborview Logistics) is now CFO at Kestrel Bank.',
      ['left_for Maria Lopez -> Kestrel Bank', 'works_at Maria Lopez -> Kestrel Bank'],
    ],
    [
      'Maria Lopez is leaving Harborview Logistics. She starts at Kestrel Bank in March.',
      ['left_for Maria Lopez -> Kestrel Bank', 'works_at Maria Lopez -> Kestrel Bank'],
    ],
    [
      'Maria Lopez jumped ship to Kestrel Bank from Harborview Logistics.',
      ['left_for Maria Lopez -> Kestrel Bank', 'works_at Maria Lopez -> Kestrel Bank'],
    ],
    ['Tom Hughes is joining us. Rita Gomez says he’s great.', ['knows Rita Gomez -> Tom Hughes']],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    [
      'Met the team at Harborview Logistics today: Maria Lopez, David Kim and Peter Novak.',
      ['David Kim', 'Maria Lopez', 'Peter Novak'],
    ],
    ['From Harborview Logistics: Maria Lopez, David Kim.', ['David Kim', 'Maria Lopez']],
    [
      'Attendees: Maria Lopez (VP Finance), David Kim (Controller) from Harborview Logistics.',
      ['David Kim', 'Maria Lopez'],
    ],
    ['David Kim, who runs IT for Harborview Logistics, wants SSO.', ['David Kim']],
    ['Maria Lopez, Harborview Logistics CFO, approved it.', ['Maria Lopez']],
    ['Maria Lopez has been at Harborview Logistics for six years.', ['Maria Lopez']],
    ['Maria Lopez co-founded Harborview Logistics in 2015.', ['Maria Lopez']],
    ['Harborview Logistics hired Maria Lopez as CFO.', ['Maria Lopez']],
    ['Maria Lopez represents Harborview Logistics on the board.', ['Maria Lopez']],
  ])('%s', (text, people) => {
    expect(links(text)).toEqual(people.map((p) => `works_at ${p} -> Harborview Logistics`))
  })

  it('keeps a bare name or a name with its own company out of a list another company closes', () => {
    expect(links('Attendees: Tomas Lindqvist (Fjordline AI), Priya Raman, Oliver Smith from Nordbank AG.')).toEqual([
      'works_at Oliver Smith -> Nordbank AG',
      'works_at Tomas Lindqvist -> Fjordline AI',
    ])
  })

  it('reads "you were both referred by" as an introduction of the two people the text names', () => {
    expect(links('Hi Gabriela Souza, meet Thomas Wright. You were both referred by Kate Morgan.')).toEqual([
      'introduced_by Gabriela Souza -> Kate Morgan',
      'introduced_by Thomas Wright -> Kate Morgan',
    ])
  })

  it('takes a first-name sign-off for the writer who makes an introduction', () => {
    expect(
      links('Intro: Amara Nwosu <> Lukas Brandt\nAmara, Lukas runs data at Kestrel Bank. Over to you both!\n— Chris'),
    ).toEqual([
      'introduced_by Amara Nwosu -> Chris',
      'introduced_by Lukas Brandt -> Chris',
      'works_at Lukas Brandt -> Kestrel Bank',
    ])
  })
})
