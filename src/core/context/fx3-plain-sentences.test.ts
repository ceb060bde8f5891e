import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, FX3: the plain sentences the last round left read wrong (decision 0014, "FX2", "Found and
// left"), and more of the same shapes. Each case lists every person, company and link the reader should
// find and nothing more; the near misses beside them keep their reading (decision 0014, "FX3").

describe('"a customer of C": C is a company, not the person\'s employer (patron-companies.ts)', () => {
  it.each<Case>([
    ['Omar Haddad, a customer of Brightwater, joined.', ['Omar Haddad'], ['Brightwater'], []],
    ['Omar Haddad, a long-time client of Brightwater, joined the call.', ['Omar Haddad'], ['Brightwater'], []],
    ['Lena Fischer, a former customer of Brightwater, joined.', ['Lena Fischer'], ['Brightwater'], []],
    ['Dmitri Volkov, an investor in Northwind, joined the board call.', ['Dmitri Volkov'], ['Northwind'], []],
    ['Omar Haddad, a Brightwater customer, joined.', ['Omar Haddad'], ['Brightwater'], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Omar Haddad, a client of Anna Lindqvist, joined.', ['Anna Lindqvist', 'Omar Haddad'], [], []],
    ['Omar Haddad, a Premium customer, joined.', ['Omar Haddad'], [], []],
    ['Omar Haddad, an Enterprise client, joined.', ['Omar Haddad'], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"used to be at C and now runs D": a move (given-subject-adverbs.ts, now-run-companies.ts)', () => {
  it.each<Case>([
    [
      'Priya used to be at Nordbank and now runs Kestrel Labs.',
      ['Priya'],
      ['Kestrel Labs', 'Nordbank'],
      ['left_for Priya -> Kestrel Labs', 'works_at Priya -> Kestrel Labs'],
    ],
    [
      'Priya Sharma used to be at Nordbank and now heads Kestrel Labs.',
      ['Priya Sharma'],
      ['Kestrel Labs', 'Nordbank'],
      ['left_for Priya Sharma -> Kestrel Labs', 'works_at Priya Sharma -> Kestrel Labs'],
    ],
    [
      'Olumide Bello used to be at Paystack and now leads Flutterwave.',
      ['Olumide Bello'],
      ['Flutterwave', 'Paystack'],
      ['left_for Olumide Bello -> Flutterwave', 'works_at Olumide Bello -> Flutterwave'],
    ],
    ['Priya used to be at Nordbank.', ['Priya'], ['Nordbank'], []],
    ['Kwame now runs Kestrel Labs.', ['Kwame'], ['Kestrel Labs'], ['works_at Kwame -> Kestrel Labs']],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Olumide Bello used to be at Paystack and now leads Sales.', ['Olumide Bello'], ['Paystack'], []],
    ['Olumide Bello now leads Flutterwave.', ['Olumide Bello'], [], []],
    [
      'Priya Sharma used to be at Nordbank and now advises Kestrel Labs.',
      ['Priya Sharma'],
      ['Kestrel Labs', 'Nordbank'],
      [],
    ],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"our reseller, P," names a person (business-noun-people.ts)', () => {
  it.each<Case>([
    ['Our reseller, Tobias Klein, called.', ['Tobias Klein'], [], []],
    ['Their supplier, Amara Nwosu, sent the quote.', ['Amara Nwosu'], [], []],
    ['Our distributor, Kemal Aydın, will visit on Monday.', ['Kemal Aydın'], [], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Our agency, Stella Events, booked the venue.', [], ['Stella Events'], []],
    ['Our reseller, Tobias Klein GmbH, called.', [], ['Tobias Klein GmbH'], []],
    ['Their dye supplier, Anadolu Kimya, raised prices.', [], ['Anadolu Kimya'], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"his deputy is P" (links/deputy-copulas.ts)', () => {
  it.each<Case>([
    [
      'Sara Nilsson runs the team; his deputy is Li Na.',
      ['Li Na', 'Sara Nilsson'],
      [],
      ['reports_to Li Na -> Sara Nilsson'],
    ],
    ["Tomas Berg's deputy is Li Na.", ['Li Na', 'Tomas Berg'], [], ['reports_to Li Na -> Tomas Berg']],
    [
      'Ingrid Solberg runs sales. Her deputy will be Lars Eide.',
      ['Ingrid Solberg', 'Lars Eide'],
      [],
      ['reports_to Lars Eide -> Ingrid Solberg'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([['Tomas Berg runs the sales team; his deputy was Li Na.', ['Li Na', 'Tomas Berg'], [], []]])(
    'keeps %s',
    (text, people, companies, links) => check(text, people, companies, links),
  )
})

describe('given names paired as a subject or greeted together (paired-given-names.ts)', () => {
  it.each<Case>([
    ['Anna & Tom sent the draft.', ['Anna', 'Tom'], [], []],
    ['Both Yuto and Mei are at Sony.', ['Mei', 'Yuto'], ['Sony'], ['works_at Mei -> Sony', 'works_at Yuto -> Sony']],
    ['Arjun and I met on Tuesday.', ['Arjun'], [], []],
    ['Arjun & I will send the deck.', ['Arjun'], [], []],
    ['Thanks, Anna & Tom.', ['Anna', 'Tom'], [], []],
    ['Hi Anna & Tom,\n\nPlease find the draft attached.', ['Anna', 'Tom'], [], []],
    [
      'Hamid and Leyla Rahimi both report to Sara Nilsson.',
      ['Hamid', 'Leyla Rahimi', 'Sara Nilsson'],
      [],
      ['reports_to Hamid -> Sara Nilsson', 'reports_to Leyla Rahimi -> Sara Nilsson'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Johnson & Johnson sent samples.', [], ['Johnson & Johnson'], []],
    ['"Kasia and I first worked together," said Tomasz Zając.', ['Tomasz Zając'], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('an introduction asked for is none made (links/intro-requests.ts)', () => {
  it.each<Case>([
    ['I asked Ana Silva to introduce me to Tom Reed.', ['Ana Silva', 'Tom Reed'], [], []],
    ['I asked Ana Silva for an intro to Tom Reed.', ['Ana Silva', 'Tom Reed'], [], []],
    ['I asked Rosa Díaz if she could introduce me to Juan Pérez.', ['Juan Pérez', 'Rosa Díaz'], [], []],
    [
      'Hi Priya,\nTom Reed asked me to introduce him to you. He runs ops at Vireo.\nBest,\nAna Silva',
      ['Ana Silva', 'Priya', 'Tom Reed'],
      ['Vireo'],
      ['works_at Tom Reed -> Vireo'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Ana Silva introduced me to Tom Reed.', ['Ana Silva', 'Tom Reed'], [], ['introduced_by Tom Reed -> Ana Silva']],
    ['Ana Silva offered to introduce me to Tom Reed.', ['Ana Silva', 'Tom Reed'], [], ['knows Ana Silva -> Tom Reed']],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"I\'m" opens no name (self-introductions.ts)', () => {
  it.each<Case>([
    ["Attendees: I'm Mina Park", ['Mina Park'], [], []],
    ["Hi all: I'm Mina Park from Kestrel", ['Mina Park'], ['Kestrel'], ['works_at Mina Park -> Kestrel']],
    ['Quick intro: I’m Mina Park from Kestrel.', ['Mina Park'], ['Kestrel'], ['works_at Mina Park -> Kestrel']],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"C — kickoff notes": a note headed by its company (headed-companies.ts)', () => {
  it.each<Case>([
    [
      'Kestrel — kickoff notes\n\nMina Park and Tom Reed discussed the rollout.',
      ['Mina Park', 'Tom Reed'],
      ['Kestrel'],
      [],
    ],
    ['Vireo – demo call\n\nAnna Berg joined.', ['Anna Berg'], ['Vireo'], []],
    [
      'Nordbank — QBR notes\n\nAnna Berg (CFO) and Tom Reed attended.',
      ['Anna Berg', 'Tom Reed'],
      ['Nordbank'],
      ['works_at Anna Berg -> Nordbank'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['CRM — call notes\n\nMina Park joined.', ['Mina Park'], [], []],
    ['Sales — weekly sync\n\nMina Park joined.', ['Mina Park'], [], []],
    ['Onboarding — kickoff notes\n\nMina Park joined.', ['Mina Park'], [], []],
    ['Priya — kickoff notes\n\nMina Park joined.', ['Mina Park'], [], []],
    ['Kestrel: kickoff call\n\nMina Park joined.', ['Mina Park'], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('works-at sentences of the same plain shapes (FX3)', () => {
  it.each<Case>([
    // links/titled-appositives.ts
    [
      'Kofi Boateng, head of sales, Volta Cloud, joined the call.',
      ['Kofi Boateng'],
      ['Volta Cloud'],
      ['works_at Kofi Boateng -> Volta Cloud'],
    ],
    [
      'Kofi Boateng — head of sales, Volta Cloud — joined the call.',
      ['Kofi Boateng'],
      ['Volta Cloud'],
      ['works_at Kofi Boateng -> Volta Cloud'],
    ],
    // links/employment.ts: "are at"
    [
      'Yuto Kato and Mei Suzuki are at Sony.',
      ['Mei Suzuki', 'Yuto Kato'],
      ['Sony'],
      ['works_at Mei Suzuki -> Sony', 'works_at Yuto Kato -> Sony'],
    ],
    // line-addressees.ts, with-employer.ts
    ['Kemal, who works at Arçelik, called.', ['Kemal'], ['Arçelik'], ['works_at Kemal -> Arçelik']],
    ["Kemal, who's with Arçelik, called.", ['Kemal'], ['Arçelik'], ['works_at Kemal -> Arçelik']],
    // affiliation.ts, links/company-team-members.ts
    ['Shira Katz is part of the team at Wix.', ['Shira Katz'], ['Wix'], ['works_at Shira Katz -> Wix']],
    ["Shira Katz is on Wix's platform team.", ['Shira Katz'], ['Wix'], ['works_at Shira Katz -> Wix']],
    [
      "Ahmed Al-Sayed works out of Emirates NBD's Dubai office.",
      ['Ahmed Al-Sayed'],
      ['Emirates NBD'],
      ['works_at Ahmed Al-Sayed -> Emirates NBD'],
    ],
    // links/plural-roles.ts
    [
      'Our contacts at Unilever are Asha Patel and Rui Costa.',
      ['Asha Patel', 'Rui Costa'],
      ['Unilever'],
      ['works_at Asha Patel -> Unilever', 'works_at Rui Costa -> Unilever'],
    ],
    // from-appositives.ts
    ['Koji Ito, from Hitachi, called.', ['Koji Ito'], [], []],
    // patron-companies.ts: companies someone serves, no link
    ['Chinedu Okeke is a consultant for Minera Andina.', ['Chinedu Okeke'], ['Minera Andina'], []],
    ['Ewa Nowak is on the board of Allegro.', ['Ewa Nowak'], ['Allegro'], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))

  it.each<Case>([
    ['Yuto Kato and Mei Suzuki are at Sony today for the workshop.', ['Mei Suzuki', 'Yuto Kato'], ['Sony'], []],
    ['Emeka Obi is at Sony today for the workshop.', ['Emeka Obi'], ['Sony'], []],
    ["Shira Katz was on Wix's platform team.", ['Shira Katz'], ['Wix'], []],
    [
      'Present: Ana Silva, CFO, Nordbank, Tom Berg, CTO, Vireo.',
      ['Ana Silva', 'Tom Berg'],
      ['Nordbank', 'Vireo'],
      ['works_at Ana Silva -> Nordbank', 'works_at Tom Berg -> Vireo'],
    ],
    ['Ewa Nowak is on the board of Trustees.', ['Ewa Nowak'], [], []],
    ['Chinedu Okeke is a consultant for Anna Berg.', ['Anna Berg', 'Chinedu Okeke'], [], []],
  ])('keeps %s', (text, people, companies, links) => check(text, people, companies, links))
})
