import { describe, expect, it } from 'vitest'
import { createNameDirectory, extractContext } from './extract/index.js'
import { expectShape, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W16 pass (t1381-t1420, a seventh fresh writer's batch to the fourth held-out
// part's brief), each with every person, company and link the reader should find and nothing more:
// company ends ("Management" after two capitalised words, "Co-op") and a place joined before a name
// ("Tbilisi-based"); companies that do not become the one "their" means (one a "they" sentence acts on,
// one that tags an agent after "by"); a person's group as a clause's subject; "me" in a chat line; given
// names of the batch's regions; and chat requests opened by an "@" mention after a comma.

const check = (c: Case) => expectShape(...c)

describe('the ends of companies a fresh writer names', () => {
  it.each<Case>([
    // Under a signature's title line, "Management" after two capitalised words ends a company's name.
    [
      'Regards,\nBikash Shrestha\nFacilities Director\nEverest Tower Management',
      ['Bikash Shrestha'],
      ['Everest Tower Management'],
      ['works_at Bikash Shrestha -> Everest Tower Management'],
    ],
    // After "of" it stays a title's department.
    ['I joined Gridwise Solutions UAB as Head of Asset Management last week.', [], ['Gridwise Solutions UAB'], []],
    [
      'Phone call: Dawa Lama, buyer, Himalayan Harvest Co-op. Wants 2,000 jars.',
      ['Dawa Lama'],
      ['Himalayan Harvest Co-op'],
      ['works_at Dawa Lama -> Himalayan Harvest Co-op'],
    ],
    // Where a company sits is no part of its name, nor a word between "at" or "of" and the name.
    [
      'Nino Beridze is the technical director at Tbilisi-based Gvino Interactive.',
      ['Nino Beridze'],
      ['Gvino Interactive'],
      ['works_at Nino Beridze -> Gvino Interactive'],
    ],
    [
      'Jonas Weber, CTO of London-based Acme Robotics, joined the call.',
      ['Jonas Weber'],
      ['Acme Robotics'],
      ['works_at Jonas Weber -> Acme Robotics'],
    ],
  ])('%s', (...c) => check(c))
})

describe('companies that do not become the one "their" means', () => {
  it.each<Case>([
    // A company the account acts on in a "they" sentence.
    [
      'Call - Anjana Thapa, CEO, Himal Therapeutics\nThey are moving assays from a CRO (Pampa Bio S.A.) in-house. Their lab manager Kamala Bhattarai will run the evaluation.',
      ['Anjana Thapa', 'Kamala Bhattarai'],
      ['Himal Therapeutics', 'Pampa Bio S.A.'],
      ['works_at Anjana Thapa -> Himal Therapeutics', 'works_at Kamala Bhattarai -> Himal Therapeutics'],
    ],
    // "their" right after it turns to it.
    [
      'Call - Anjana Thapa, CEO, Himal Therapeutics\nThey work with Pampa Bio S.A.; their lab manager Kamala Bhattarai runs the assays.',
      ['Anjana Thapa', 'Kamala Bhattarai'],
      ['Himal Therapeutics', 'Pampa Bio S.A.'],
      ['works_at Anjana Thapa -> Himal Therapeutics', 'works_at Kamala Bhattarai -> Pampa Bio S.A.'],
    ],
    // The company of one who led a round tags that person, not the account.
    [
      'Call - Anjana Thapa, CEO, Himal Therapeutics\nThe round was led by Santiago Bustos at Andes Bio Capital. Their lab manager Kamala Bhattarai will run the evaluation.',
      ['Anjana Thapa', 'Kamala Bhattarai', 'Santiago Bustos'],
      ['Andes Bio Capital', 'Himal Therapeutics'],
      [
        'works_at Anjana Thapa -> Himal Therapeutics',
        'works_at Kamala Bhattarai -> Himal Therapeutics',
        'works_at Santiago Bustos -> Andes Bio Capital',
      ],
    ],
  ])('%s', (...c) => check(c))
})

describe('whose reporting line a sentence tells', () => {
  it.each<Case>([
    // A person's group as the subject: the owner reports to no one.
    [
      "Farid Ismail left in March. Nurul Aisyah will report to Lim Chee Keong, and Farid's three area managers will report to Nurul.",
      ['Farid Ismail', 'Lim Chee Keong', 'Nurul Aisyah'],
      [],
      ['reports_to Nurul Aisyah -> Lim Chee Keong'],
    ],
    // A possessive before a person, not a group, is read as before.
    [
      "Amira Haddad's boss is Ravi Kumar.",
      ['Amira Haddad', 'Ravi Kumar'],
      [],
      ['reports_to Amira Haddad -> Ravi Kumar'],
    ],
    // "Me" in a chat line is its speaker; in an e-mail, its writer.
    [
      '[16:22] Agustina Molina: Rocío Paz, she reports to me until we hire a new lead',
      ['Agustina Molina', 'Rocío Paz'],
      [],
      ['reports_to Rocío Paz -> Agustina Molina'],
    ],
    [
      'Rocío Paz reports to me.\n\nAgustina Molina\nHead of Design, Tango Byte Games',
      ['Agustina Molina', 'Rocío Paz'],
      ['Tango Byte Games'],
      [
        'reports_to Rocío Paz -> Agustina Molina',
        'works_at Agustina Molina -> Tango Byte Games',
        'works_at Rocío Paz -> Tango Byte Games',
      ],
    ],
    // Given names of the batch's regions.
    [
      'Attendees: Juho Mäkinen (audio), Tashana Morgan (SOC lead), Nico Ledesma',
      ['Juho Mäkinen', 'Nico Ledesma', 'Tashana Morgan'],
      [],
      [],
    ],
  ])('%s', (...c) => check(c))
})

describe('chat requests opened by a mention after a comma', () => {
  const NOW = Date.parse('2026-01-15T10:00:00Z')
  const tasks = (text: string) =>
    extractContext(text, createNameDirectory([]), NOW).followUps.map((f) => [f.title, f.due, f.assignee])

  it('reads the request after the comma from its own start', () => {
    expect(
      tasks('[14:05] Nabin Karki: the playtest build is up, @Hana can you check the save bug before Friday?'),
    ).toEqual([['Check the save bug before Friday', '2026-01-16', 'Hana']])
  })

  it('reads two requests joined by ", and @"', () => {
    expect(
      tasks(
        '[09:04] Ravi Pillai: @Ana can you send the downtime report today, and @Mei Ling please order spare heating elements by Monday',
      ),
    ).toEqual([
      ['Send the downtime report today', '2026-01-15', 'Ana'],
      ['Order spare heating elements by Monday', '2026-01-19', 'Mei Ling'],
    ])
  })

  it('reads a "Follow-ups:" label away', () => {
    expect(tasks('Follow-ups: send the access control quote by Monday; confirm the site walk tomorrow.')).toEqual([
      ['Send the access control quote by Monday', '2026-01-19', undefined],
      ['Confirm the site walk tomorrow', '2026-01-16', undefined],
    ])
  })

  it('asks nothing of a mention that only thanks', () => {
    expect(tasks('Thanks, @Hana, great build!')).toEqual([])
  })
})
