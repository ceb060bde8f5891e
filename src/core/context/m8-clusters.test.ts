import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M8: the tuning part's leftover works-at misses and wrong links grouped by the structure
// they sit in, fixed where a shape recurs across writers' batches (decision 0014, "M8"). Each case
// lists every person, company and link the reader should find and nothing more; near misses beside.

describe('a move that has not happened states the present employer (staying-employers.ts)', () => {
  it.each([
    [
      'Hannah Vogel is not leaving Kestrel Labs for Brightline Robotics, whatever the rumours say.',
      ['Hannah Vogel'],
      ['Brightline Robotics', 'Kestrel Labs'],
      ['works_at Hannah Vogel -> Kestrel Labs'],
    ],
    [
      'Raj Patel might leave Sundial Health for Northstar Capital next year.',
      ['Raj Patel'],
      ['Northstar Capital', 'Sundial Health'],
      ['works_at Raj Patel -> Sundial Health'],
    ],
    // The subject stands before "said she".
    [
      'Over coffee Leila Ahmadi said she is thinking of leaving Caspian Foods for a startup.',
      ['Leila Ahmadi'],
      ['Caspian Foods'],
      ['works_at Leila Ahmadi -> Caspian Foods'],
    ],
    [
      'Samir Haddad was asked to leave Cedar Pay for Levant Bank but said no.',
      ['Samir Haddad'],
      ['Cedar Pay', 'Levant Bank'],
      ['works_at Samir Haddad -> Cedar Pay'],
    ],
    // Near miss: a move that happened places the person at the new company only.
    [
      'Omar Haddad left Cedar Pay for Levant Bank in May.',
      ['Omar Haddad'],
      ['Cedar Pay', 'Levant Bank'],
      ['left_for Omar Haddad -> Levant Bank', 'works_at Omar Haddad -> Levant Bank'],
    ],
    // Near miss: the negation belongs to an aside, and a company stands between it and the verb.
    [
      'Omar Haddad, who never liked Cedar Pay, is leaving Levant Bank.',
      ['Omar Haddad'],
      ['Cedar Pay', 'Levant Bank'],
      [],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a job verb whose subject stands apart from it (job-verb-subjects.ts)', () => {
  it.each([
    [
      'Marisol Fernández — runs treasury at Caribe Mutual in San Juan.',
      ['Marisol Fernández'],
      ['Caribe Mutual'],
      ['works_at Marisol Fernández -> Caribe Mutual'],
    ],
    [
      'Hi Paulo, meet Beatriz dos Santos: she runs procurement at Vila Nova Hotels.',
      ['Beatriz dos Santos'],
      ['Vila Nova Hotels'],
      ['works_at Beatriz dos Santos -> Vila Nova Hotels'],
    ],
    [
      'Davide Conti is my running buddy, he just became COO at Lago Energia.',
      ['Davide Conti'],
      ['Lago Energia'],
      ['works_at Davide Conti -> Lago Energia'],
    ],
    [
      'Shirin Ahmadi, with whom I did my graduate scheme at Shell, now leads procurement at Zagros Petrochem.',
      ['Shirin Ahmadi'],
      ['Shell', 'Zagros Petrochem'],
      ['works_at Shirin Ahmadi -> Zagros Petrochem'],
    ],
    [
      'Adaeze Okonkwo is building claims tooling at Lagos Claims Labs.',
      ['Adaeze Okonkwo'],
      ['Lagos Claims Labs'],
      ['works_at Adaeze Okonkwo -> Lagos Claims Labs'],
    ],
    // Near miss: a rule before read "she" already; the one who connected is not placed too.
    [
      'Sipho Zulu connected us with Ayanda Mthembu last week; she runs logistics at Durban Freight.',
      ['Ayanda Mthembu', 'Sipho Zulu'],
      ['Durban Freight'],
      ['introduced_by Ayanda Mthembu -> Sipho Zulu', 'works_at Ayanda Mthembu -> Durban Freight'],
    ],
    // Near misses: the reader's own account, a job no longer held, a past job.
    ['Meet Ana Lima: she looks after your account at Pampa Energía.', ['Ana Lima'], ['Pampa Energía'], []],
    ['Meet Ana Lima: she no longer runs treasury at Caribe Mutual.', ['Ana Lima'], ['Caribe Mutual'], []],
    ['Ana Lima, who ran the pilot at Adriatic Ports, is retiring.', ['Ana Lima'], ['Adriatic Ports'], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('one sentence placing one person at two companies (doubled-employers.ts)', () => {
  it.each([
    // The writer's "our" is a client the person serves.
    [
      "I've also copied Jonas Lind from Nordic Freight, who handles our Baltic routes.\n\nKind regards,\nAmara Nwosu\nKey Accounts, Silverline Cargo",
      ['Amara Nwosu', 'Jonas Lind'],
      ['Nordic Freight', 'Silverline Cargo'],
      ['works_at Amara Nwosu -> Silverline Cargo', 'works_at Jonas Lind -> Nordic Freight'],
    ],
    // "Their" consultant comes from a company of their own.
    [
      'Call with Siriporn Chaiyawat, Partner at Baan Sathapat Architects. Their structural consultant is Kittisak Wongsuwan from Chao Phraya Engineering.',
      ['Kittisak Wongsuwan', 'Siriporn Chaiyawat'],
      ['Baan Sathapat Architects', 'Chao Phraya Engineering'],
      [
        'works_at Kittisak Wongsuwan -> Chao Phraya Engineering',
        'works_at Siriporn Chaiyawat -> Baan Sathapat Architects',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('lower-case legal forms of Czech, Croatian and Albanian companies (lower-legal-forms.ts)', () => {
  it.each([
    [
      '| Jana Horáková | Vltava Stroje a.s. | Programme sponsor |',
      ['Jana Horáková'],
      ['Vltava Stroje a.s.'],
      ['works_at Jana Horáková -> Vltava Stroje a.s.'],
    ],
    [
      'Call — Jelena Kovačević, Head of Procurement, Jadran Pharma d.d.',
      ['Jelena Kovačević'],
      ['Jadran Pharma d.d.'],
      ['works_at Jelena Kovačević -> Jadran Pharma d.d.'],
    ],
    [
      'Best regards,\nArben Krasniqi\nCommercial Manager\nAdria Port Services sh.p.k.',
      ['Arben Krasniqi'],
      ['Adria Port Services sh.p.k.'],
      ['works_at Arben Krasniqi -> Adria Port Services sh.p.k.'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
