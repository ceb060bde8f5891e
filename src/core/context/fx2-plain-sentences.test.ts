import { describe, expect, it } from 'vitest'
import { shapeRead as read, expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'
import { createNameDirectory, extractContext } from './extract/index.js'

// Issue 27, FX2: plain sentences a new user tries, read wrong before this pass. Each case lists every
// person, company and link the reader should find and nothing more; the near misses beside them keep
// their reading (decision 0014, "FX2").

describe("a given name's possessive is no company (given-possessives.ts)", () => {
  it.each<Case>([
    ["Sofia Berg is the manager of Anna's account.", ['Sofia Berg'], [], []],
    ["Sofia Berg is the manager of Kwame's account.", ['Sofia Berg'], [], []],
    ["Sofia Berg runs Anna's team.", ['Sofia Berg'], [], []],
    ["Sofia Berg, the manager of Anna's account, called.", ['Sofia Berg'], [], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it('keeps a company whose possessive is no given name ("Vireo\'s sales team")', () => {
    check("Sofia Berg runs Vireo's sales team.", ['Sofia Berg'], ['Vireo'], ['works_at Sofia Berg -> Vireo'])
  })
})

describe('", the manager of P [at C],": P reports to the subject (links/manager-appositives.ts)', () => {
  it.each<Case>([
    [
      'Sofia Berg, the manager of Anna Lindqvist at Nordbank, called.',
      ['Anna Lindqvist', 'Sofia Berg'],
      ['Nordbank'],
      [
        'reports_to Anna Lindqvist -> Sofia Berg',
        'works_at Anna Lindqvist -> Nordbank',
        'works_at Sofia Berg -> Nordbank',
      ],
    ],
    [
      'Sofia Berg, the manager of Anna Lindqvist, called.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    [
      'Rahel Tesfaye (the supervisor of Dawit Bekele) joined the call.',
      ['Dawit Bekele', 'Rahel Tesfaye'],
      [],
      ['reports_to Dawit Bekele -> Rahel Tesfaye'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it('leaves a company after "the manager of" to the title\'s rules', () => {
    check(
      'Sofia Berg, the manager of Nordic Rail, called.',
      ['Sofia Berg'],
      ['Nordic Rail'],
      ['works_at Sofia Berg -> Nordic Rail'],
    )
  })
})

describe("a label line's topic is no person (label-topics.ts)", () => {
  it.each<Case>([
    ['Agenda: Review Pipeline', [], [], []],
    ['Topic: Renewal Strategy', [], [], []],
    ['Re: Budget Planning', [], [], []],
    ['Subject: Hiring Plan', [], [], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Owner: Maria Lopez', ['Maria Lopez'], [], []],
    ['Re: Kofi Boateng', ['Kofi Boateng'], [], []],
    ['Client: Pipeline Review Partners', [], ['Pipeline Review Partners'], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('a firm named for a person is a company (firm-cues.ts, firm-names.ts, titled-line-companies.ts)', () => {
  it.each<Case>([
    ['The law firm Arthur Cox will draft the terms.', [], ['Arthur Cox'], []],
    ['We spoke to the firm Arthur Cox about the deal.', [], ['Arthur Cox'], []],
    ['Arthur Cox & Co sent the draft.', [], ['Arthur Cox & Co'], []],
    ['Sean Murphy - Partner, Arthur Cox', ['Sean Murphy'], ['Arthur Cox'], ['works_at Sean Murphy -> Arthur Cox']],
    [
      'Thanks,\nSean Murphy, Partner, Arthur Cox',
      ['Sean Murphy'],
      ['Arthur Cox'],
      ['works_at Sean Murphy -> Arthur Cox'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Arthur Cox called me yesterday.', ['Arthur Cox'], [], []],
    ['Our counsel at Arthur Cox reviewed the contract.', [], ['Arthur Cox'], []],
    // No signature: a comma may list two people.
    ['Ana Silva, CFO, Tom Berg', ['Ana Silva', 'Tom Berg'], [], []],
    // Not the line's end: two people with their titles.
    ['Attendees: Sean Murphy - Partner, Arthur Cox - Associate', ['Arthur Cox', 'Sean Murphy'], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"our contact at C is P" names a person whatever their given name (role-at-names.ts)', () => {
  it.each<Case>([
    [
      'Our contact at Nordlys is Magnus Eriksen.',
      ['Magnus Eriksen'],
      ['Nordlys'],
      ['works_at Magnus Eriksen -> Nordlys'],
    ],
    [
      'Our main contact at Nordlys is Magnus Eriksen; he reports to the CEO, Sigrid Holm.',
      ['Magnus Eriksen', 'Sigrid Holm'],
      ['Nordlys'],
      [
        'reports_to Magnus Eriksen -> Sigrid Holm',
        'works_at Magnus Eriksen -> Nordlys',
        'works_at Sigrid Holm -> Nordlys',
      ],
    ],
    ['The champion at Tidewell is Bjarke Holm.', ['Bjarke Holm'], ['Tidewell'], ['works_at Bjarke Holm -> Tidewell']],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it('keeps a company after a role no person holds', () => {
    check('The winner at the fair is Acme Corp.', [], ['Acme Corp'], [])
  })
})

describe('"used to be at C, is now at D": a move (links/now-after.ts)', () => {
  const moved = ['left_for Layla Haddad -> Stellar Freight', 'works_at Layla Haddad -> Stellar Freight']
  it.each<Case>([
    ['Layla Haddad, who used to be at Orbis, is now at Stellar Freight.', ['Layla Haddad'], [], moved],
    ['Layla Haddad, who used to work at Orbis, now works at Stellar Freight.', ['Layla Haddad'], [], moved],
    ['Layla Haddad used to be at Orbis and is now at Stellar Freight.', ['Layla Haddad'], [], moved],
  ])('%s', (text, people, _companies, links) => check(text, people, ['Orbis', 'Stellar Freight'], links))

  it('reads no move without "now"', () => {
    check('Layla Haddad used to be at Orbis, and she loved it.', ['Layla Haddad'], ['Orbis'], [])
  })
})

describe('"NAME to VERB" opening an action item names a person (task-owners.ts)', () => {
  it.each<Case>([
    ['Jonas to share the pricing sheet next Tuesday.', ['Jonas'], [], []],
    ['- Freya to schedule demo w/ Oakridge next Monday', ['Freya'], [], []],
    ['Action item: Pooja to book the venue for the offsite.', ['Pooja'], [], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['We sent flights from Jordan to book.', [], [], []],
    ['Anna to Paris next week.', [], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"the team at C (P, P)": the group\'s people in parentheses (links/team-parens.ts)', () => {
  it('places each person in the parentheses at the company', () => {
    check(
      'The team at Baobab Health (Amani Njoroge, Kwame Mensah) wants a pilot.',
      ['Amani Njoroge', 'Kwame Mensah'],
      ['Baobab Health'],
      ['works_at Amani Njoroge -> Baobab Health', 'works_at Kwame Mensah -> Baobab Health'],
    )
  })

  it.each<Case>([
    ['The Baobab Health team (CFO) wants a pilot.', [], ['Baobab Health'], []],
    [
      'The Baobab Health team (Amani Njoroge of Kora Bank) wants a pilot.',
      ['Amani Njoroge'],
      ['Baobab Health', 'Kora Bank'],
      ['works_at Amani Njoroge -> Kora Bank'],
    ],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"@NAME VERB ...": a mention and the verb of its ask (mention-verbs.ts)', () => {
  const NOW = Date.parse('2026-01-15T10:00:00Z')
  const asks = (text: string) =>
    extractContext(text, createNameDirectory([]), NOW).followUps.map((f) => [f.assignee, f.due, f.title])

  it.each([
    ['@Tomasz review the SOW by Wednesday', 'Tomasz', '2026-01-21', 'Review the SOW by Wednesday'],
    ['action item: @Aisha chase the PO before Friday', 'Aisha', '2026-01-16', 'Chase the PO before Friday'],
  ])('%s', (text, assignee, due, title) => {
    expect(read(text).people).toEqual([assignee])
    expect(asks(text)).toEqual([[assignee, due, title]])
  })

  it('keeps a mention after a verb its own ask ("Email @Tomasz ...")', () => {
    expect(asks('Email @Tomasz review notes by Friday')).toEqual([
      [undefined, '2026-01-16', 'Email @Tomasz review notes by Friday'],
    ])
  })
})

describe('a given name alone before a plural verb or a verb of meeting (joined-first-names.ts)', () => {
  it.each<Case>([
    [
      'Hamid and Priya report to Arash Karimi.',
      ['Arash Karimi', 'Hamid', 'Priya'],
      [],
      ['reports_to Hamid -> Arash Karimi', 'reports_to Priya -> Arash Karimi'],
    ],
    [
      'Hamid and Priya work at Acme Corp.',
      ['Hamid', 'Priya'],
      ['Acme Corp'],
      ['works_at Hamid -> Acme Corp', 'works_at Priya -> Acme Corp'],
    ],
    ['Hamid and Priya know each other.', ['Hamid', 'Priya'], [], ['knows Hamid -> Priya']],
    ['Sunita spoke with Ravi Menon, their CFO.', ['Ravi Menon', 'Sunita'], [], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Lagos met its targets.', [], [], []],
    ['Will met the team.', [], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe("a company's title after a given name's possessive keeps the company (given-possessives.ts)", () => {
  it('reads "Thandiwe\'s CTO" as a company\'s, as before', () => {
    check(
      "Spoke with Thandiwe's CTO, Sipho Ndlovu.",
      ['Sipho Ndlovu'],
      ['Thandiwe'],
      ['works_at Sipho Ndlovu -> Thandiwe'],
    )
  })
})

describe('"-- " alone on its line opens a signature (sentences.ts)', () => {
  it('reads the signature line under it', () => {
    check(
      '--\nIsabela Costa | Partnerships | Ipê Ventures',
      ['Isabela Costa'],
      ['Ipê Ventures'],
      ['works_at Isabela Costa -> Ipê Ventures'],
    )
  })

  it('keeps a line of figures under a dash line', () => {
    check('The numbers:\n--\nRevenue up 4 percent', [], [], [])
  })
})

describe('a person-shaped name a person runs or founded is a company (firm-cues.ts)', () => {
  it('reads "Zhang Wei runs Jade River." as his company', () => {
    check(
      'Zhang Wei runs Jade River. His deputy, Li Na, handles sales.',
      ['Li Na', 'Zhang Wei'],
      ['Jade River'],
      ['reports_to Li Na -> Zhang Wei', 'works_at Li Na -> Jade River', 'works_at Zhang Wei -> Jade River'],
    )
  })

  it.each<Case>([
    ['Sofia Berg runs Customer Success.', ['Sofia Berg'], [], []],
    ["Who runs Priya Patel's calendar?", ['Priya Patel'], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})
