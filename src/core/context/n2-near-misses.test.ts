import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, N2: a second fresh batch of near misses (t1341-t1380) and the wrong items the reader wrote on
// them (decision 0014, "N2"). Each case lists everything the reader finds; the readings that must stay
// stand beside the near misses.

describe('"I" below a quoted header is the quoted sender (reader.ts)', () => {
  it.each([
    [
      'Subject: Re: sensors\n\nHi Daniel,\n\nGood to hear about the new job.\n\nAigerim Sadykova\nHead of Sales, Tengri Sensors\n\n> On 13 Jan, Daniel Mekonnen wrote:\n> Aigerim, I have just started as plant manager at Kazakh Zinc. Can we talk?',
      ['Aigerim Sadykova', 'Daniel Mekonnen'],
      ['Kazakh Zinc', 'Tengri Sensors'],
      ['works_at Aigerim Sadykova -> Tengri Sensors', 'works_at Daniel Mekonnen -> Kazakh Zinc'],
    ],
    [
      'Hi Daniel,\n\nGood to hear from you.\n\nAigerim Sadykova\nHead of Sales, Tengri Sensors',
      ['Aigerim Sadykova', 'Daniel'],
      ['Tengri Sensors'],
      ['works_at Aigerim Sadykova -> Tengri Sensors'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a tie "my" owns is the writer\'s, not one between two people the sentence names (near-miss-owners.ts)', () => {
  it.each([
    [
      'Hi Somchai,\n\nSomchai, you asked for a contact in the ministry; I will check with my old colleague Fiachra Boyle and come back to you.\n\nBest,\nNiamh Walsh',
      ['Fiachra Boyle', 'Niamh Walsh', 'Somchai'],
      [],
      ['knows Niamh Walsh -> Fiachra Boyle'],
    ],
    [
      'Dawit Bekele and Lina Haddad are old colleagues.',
      ['Dawit Bekele', 'Lina Haddad'],
      [],
      ['knows Dawit Bekele -> Lina Haddad'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"her manager" in a chat line is never its speaker\'s (reporting.ts)', () => {
  it.each([
    [
      '[10:01] Yerlan: Aliya Serik dropped off early\n[10:02] Orla: ok\n[10:03] Yerlan: she sends the numbers weekly. Bolat Nurlanov is her manager now\n',
      ['Aliya Serik', 'Bolat Nurlanov', 'Orla', 'Yerlan'],
      [],
      ['reports_to Aliya Serik -> Bolat Nurlanov'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"said she might move" is her own plan; "says he is great" vouches (near-miss-owners.ts)', () => {
  it.each([
    [
      'Tupac: the Andes Tech quote is in, Siobhan Kerr sent it\nMarta: nice\nTupac: Siobhan said she might move to their Cork office in spring',
      ['Marta', 'Siobhan Kerr', 'Tupac'],
      ['Andes Tech'],
      [],
    ],
    [
      'Tom Reed joined the call. Ana Lima says he is great.',
      ['Ana Lima', 'Tom Reed'],
      [],
      ['knows Ana Lima -> Tom Reed'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a board seat is no job (joining.ts)', () => {
  it.each([
    [
      'Makerita Vea will join our board next month on behalf of Coral Capital. Our CTO, Sione Lolo, reports to me.\n\nBest,\nPita Taufa\nCEO, Reef Networks',
      ['Makerita Vea', 'Pita Taufa', 'Sione Lolo'],
      ['Coral Capital', 'Reef Networks'],
      [
        'reports_to Sione Lolo -> Pita Taufa',
        'works_at Pita Taufa -> Reef Networks',
        'works_at Sione Lolo -> Reef Networks',
      ],
    ],
    [
      'Makerita Vea will join our team next month.\n\nBest,\nPita Taufa\nCEO, Reef Networks',
      ['Makerita Vea', 'Pita Taufa'],
      ['Reef Networks'],
      ['works_at Makerita Vea -> Reef Networks', 'works_at Pita Taufa -> Reef Networks'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"our Head of Geology P and Q from C": C is only Q\'s (employment.ts)', () => {
  it.each([
    [
      'The panel, our Head of Geology Asel Omarova and Gráinne Kelly from Kelly Search Partners, enjoyed meeting you.\n\nBest,\nDana Abenova\nHR, Altai Mining',
      ['Asel Omarova', 'Dana Abenova', 'Gráinne Kelly'],
      ['Altai Mining', 'Kelly Search Partners'],
      // (E8: "our Head of Geology P" is the writer's colleague, at the signature's company: our-titled-names.ts.)
      [
        'works_at Asel Omarova -> Altai Mining',
        'works_at Dana Abenova -> Altai Mining',
        'works_at Gráinne Kelly -> Kelly Search Partners',
      ],
    ],
    [
      'Sarah Chen and Tomas Lindqvist from Fjordline AI joined the call.',
      ['Sarah Chen', 'Tomas Lindqvist'],
      ['Fjordline AI'],
      ['works_at Sarah Chen -> Fjordline AI', 'works_at Tomas Lindqvist -> Fjordline AI'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a company after a title or an owner field only tags its person (in-play-keepers.ts)', () => {
  it.each([
    [
      'Participants: Laura Ríos (Head of Billing, Pacific Mobile); Andrés Gil, their consultant from Deloitte; me.\nHe said their CFO, Mateo Cruz, will sign off.',
      ['Andrés Gil', 'Laura Ríos', 'Mateo Cruz'],
      ['Deloitte', 'Pacific Mobile'],
      [
        'works_at Andrés Gil -> Deloitte',
        'works_at Laura Ríos -> Pacific Mobile',
        'works_at Mateo Cruz -> Pacific Mobile',
      ],
    ],
    [
      'Account: Marrakech Pharma\nOwner: Lucía Vega, Andino Logistics\nContacts at the account: Youssef Amrani (supply chain director).',
      ['Lucía Vega', 'Youssef Amrani'],
      ['Andino Logistics', 'Marrakech Pharma'],
      // (E8: the owner line's own company, not the card's, is the owner's: owner-companies.ts.)
      ['works_at Lucía Vega -> Andino Logistics', 'works_at Youssef Amrani -> Marrakech Pharma'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("outside firms' people in an announcement (org-announcements.ts)", () => {
  it.each([
    [
      'Subject: Team update\n\nFatima Zahra is on leave. Her team is covered by Omar Tazi, who reports to me. Our auditor from Intertek, Eszter Kovacs, is on site next week.\n\nDriss Alaoui\nSite Director, Atlas Generics',
      ['Driss Alaoui', 'Eszter Kovacs', 'Fatima Zahra', 'Omar Tazi'],
      // (E7: an auditor is a role a firm sends, so "Our auditor from Intertek, P," places P there.)
      ['Atlas Generics', 'Intertek'],
      [
        'reports_to Omar Tazi -> Driss Alaoui',
        'works_at Driss Alaoui -> Atlas Generics',
        'works_at Eszter Kovacs -> Intertek',
        'works_at Fatima Zahra -> Atlas Generics',
        'works_at Omar Tazi -> Atlas Generics',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("hauliers', shops' and maintenance firms' last words (lexicon.ts)", () => {
  it.each([
    [
      'Met Ilona Varga (buyer, Zsolnay Boutique) and Karim Idrissi of Idrissi Transports.',
      ['Ilona Varga', 'Karim Idrissi'],
      ['Idrissi Transports', 'Zsolnay Boutique'],
      ['works_at Ilona Varga -> Zsolnay Boutique', 'works_at Karim Idrissi -> Idrissi Transports'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"she" in a chat line is never its speaker (pronouns.ts)', () => {
  it.each([
    [
      "[09:01] Yohannes Alemu: anyone have a contact at Kenya Airways cargo?\n[09:02] Saoirse Nolan: Meskerem Tilahun used to run cargo sales there, but she's at Qatar Cargo now",
      // (E7: "Meskerem" is a listed given name; "she" is Meskerem, never the speaker Saoirse.)
      ['Meskerem Tilahun', 'Saoirse Nolan', 'Yohannes Alemu'],
      ['Kenya Airways', 'Qatar Cargo'],
      ['works_at Meskerem Tilahun -> Qatar Cargo'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('"Present: A and B (C1), D (C2)": the pair is C1\'s (deal-people.ts)', () => {
  it.each([
    [
      'Present: Ana Lima and Tom Reed (Vela Foods), Bo Berg (Acme Bank).',
      ['Ana Lima', 'Bo Berg', 'Tom Reed'],
      ['Acme Bank', 'Vela Foods'],
      ['works_at Ana Lima -> Vela Foods', 'works_at Bo Berg -> Acme Bank', 'works_at Tom Reed -> Vela Foods'],
    ],
    [
      'Met Maria Lopez and Peter Novak (Orbis Labs) at the fair.',
      ['Maria Lopez', 'Peter Novak'],
      ['Orbis Labs'],
      ['works_at Peter Novak -> Orbis Labs'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('the move of the person an e-mail greets (addressed-moves.ts)', () => {
  it.each([
    [
      "Hi Samuel,\n\nI hadn't realised you'd moved from Glencore to Kazzinc. Congratulations!\n\nKuralay Yessenova",
      ['Kuralay Yessenova', 'Samuel'],
      ['Glencore', 'Kazzinc'],
      ['left_for Samuel -> Kazzinc', 'works_at Samuel -> Kazzinc'],
    ],
    [
      'Hi Samuel,\n\nIf you moved to Kazzinc we could talk. Have you joined Kazzinc yet?\n\nKuralay Yessenova',
      ['Kuralay Yessenova', 'Samuel'],
      ['Kazzinc'],
      [],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
