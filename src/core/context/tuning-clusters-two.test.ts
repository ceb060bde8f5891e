import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M2: what M1 left of the tuning part's misses, grouped by shape across writers' batches
// (decision 0014, "M2"). Each case lists every person, company and link the reader should find and
// nothing more; the near misses stand beside the shapes.

describe('a present job in a phrase after "is" (job-phrases.ts)', () => {
  it.each([
    // A job noun the title lists do not know, then "at C".
    [
      'Nadia Petrova is a reporter at Volga Media and knows Igor Sokolov from university.',
      ['Igor Sokolov', 'Nadia Petrova'],
      ['Volga Media'],
      ['knows Igor Sokolov -> Nadia Petrova', 'works_at Nadia Petrova -> Volga Media'],
    ],
    // A title with words of its own before "at C".
    [
      'Ingrid Haugen is manager of the Oslo office at Fjord Shipping and signs off on the freight contracts.',
      ['Ingrid Haugen'],
      ['Fjord Shipping'],
      ['works_at Ingrid Haugen -> Fjord Shipping'],
    ],
    // "there": the company in play.
    [
      'We spoke to Kestrel Labs. Amir Khalili is a partner there.',
      ['Amir Khalili'],
      ['Kestrel Labs'],
      ['works_at Amir Khalili -> Kestrel Labs'],
    ],
    // A job kept: "remains".
    [
      'Rosalind Achterberg stepped down from the board of Delft Water. She remains CEO of Zuidas Capital.',
      ['Rosalind Achterberg'],
      ['Delft Water', 'Zuidas Capital'],
      ['works_at Rosalind Achterberg -> Zuidas Capital'],
    ],
    // An appositive of plain words between the name and "is".
    [
      'Rangi Parata mentioned that Olivia Hart, his neighbour, is head of IT at Harbourside Council.',
      ['Olivia Hart', 'Rangi Parata'],
      ['Harbourside Council'],
      ['knows Olivia Hart -> Rangi Parata', 'works_at Olivia Hart -> Harbourside Council'],
    ],
    // The one who introduced is no subject: "he" is the one introduced.
    [
      'Ahmet Yildiz was sent to us by Zeynep Arslan; he runs IT at Ege Tekstil and needs 200 seats.',
      ['Ahmet Yildiz', 'Zeynep Arslan'],
      ['Ege Tekstil'],
      ['introduced_by Ahmet Yildiz -> Zeynep Arslan', 'works_at Ahmet Yildiz -> Ege Tekstil'],
    ],
    // "is still at C": a job kept (employment.ts's "now at" rule, M2).
    [
      'Her move to Marmara Bank fell through. Elif Kaya is still at Bosphorus Capital for now.',
      ['Elif Kaya'],
      ['Bosphorus Capital', 'Marmara Bank'],
      ['works_at Elif Kaya -> Bosphorus Capital'],
    ],
    // Near miss: a question asks; it says nothing.
    [
      '[16:10] Omar Khalid: is Elif Kaya still at Bosphorus Capital?',
      ['Elif Kaya', 'Omar Khalid'],
      ['Bosphorus Capital'],
      [],
    ],
    // Near miss: a customer, a visitor or a speaker at a company does not work there.
    ['Nadia Petrova is a customer at Volga Media.', ['Nadia Petrova'], ['Volga Media'], []],
    ['Nadia Petrova is a guest speaker at Volga Media next week.', ['Nadia Petrova'], ['Volga Media'], []],
    // Near miss: a former job.
    ['Nadia Petrova is a former reporter at Volga Media.', ['Nadia Petrova'], ['Volga Media'], []],
    // Near miss: the one who introduced keeps her company when the sentence names it.
    [
      'Owen Price (Bluebird Health) was introduced to us by Megan Fox of Riverbend Capital.',
      ['Megan Fox', 'Owen Price'],
      ['Bluebird Health', 'Riverbend Capital'],
      [
        'introduced_by Owen Price -> Megan Fox',
        'works_at Megan Fox -> Riverbend Capital',
        'works_at Owen Price -> Bluebird Health',
      ],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('two-word companies read as people (their-antecedents.ts, org-appositives.ts)', () => {
  it.each([
    // "their" beside a person's role points back to the name after "with": a company.
    [
      'Call with Cantabria Mobile. Lucía Ortega, their platform lead, knows the Kafka setup.',
      ['Lucía Ortega'],
      ['Cantabria Mobile'],
      ['works_at Lucía Ortega -> Cantabria Mobile'],
    ],
    [
      'We signed the pilot with Kuala Rubber in May, after Aminah Yusof, their COO, convinced her board.',
      ['Aminah Yusof'],
      ['Kuala Rubber'],
      ['works_at Aminah Yusof -> Kuala Rubber'],
    ],
    // A name in apposition to a business noun.
    [
      'They want us to talk to their sister brand, Indigo Stays, whose GM is Kavya Reddy.',
      ['Kavya Reddy'],
      ['Indigo Stays'],
      ['works_at Kavya Reddy -> Indigo Stays'],
    ],
    ['Our logistics partner, Swift Anchor, will deliver on Tuesday.', [], ['Swift Anchor'], []],
    // Near miss: a name with a given first name stays a person.
    ['Lunch with Tom Lee. Sarah Chen, their CFO, joined late.', ['Sarah Chen', 'Tom Lee'], [], []],
    ['Our new partner, Anna Berg, will deliver on Tuesday.', ['Anna Berg'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('successors and stand-ins (successors.ts)', () => {
  it.each([
    // The successor works at the company the other left.
    [
      'Yusuf Demir left Bosporus Logistics for Anatolia Freight in May. His successor is Elif Kaya.',
      ['Elif Kaya', 'Yusuf Demir'],
      ['Anatolia Freight', 'Bosporus Logistics'],
      [
        'left_for Yusuf Demir -> Anatolia Freight',
        'works_at Elif Kaya -> Bosporus Logistics',
        'works_at Yusuf Demir -> Anatolia Freight',
      ],
    ],
    // A stand-in at a named company: both work there.
    [
      'Kwesi Boateng is on secondment until April. Until he is back, ask his stand-in at Gold Coast Energy, Akosua Mensah.',
      ['Akosua Mensah', 'Kwesi Boateng'],
      ['Gold Coast Energy'],
      ['works_at Akosua Mensah -> Gold Coast Energy', 'works_at Kwesi Boateng -> Gold Coast Energy'],
    ],
    // Taking over someone's accounts at their employer.
    [
      'Maya Levin runs sales at Brightloop. While she is away, Omar Haddad will cover her accounts.',
      ['Maya Levin', 'Omar Haddad'],
      ['Brightloop'],
      ['works_at Maya Levin -> Brightloop', 'works_at Omar Haddad -> Brightloop'],
    ],
    // Near miss: a successor named with no place for the other is placed nowhere.
    ['Yusuf Demir retired in May. His successor is Elif Kaya.', ['Elif Kaya', 'Yusuf Demir'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a department of the company in play (departments.ts)', () => {
  it.each([
    [
      'Steering committee, Mapleton Council digital programme\nCouncil: Gwen Roberts (programme director), Idris Khan (finance)',
      ['Gwen Roberts', 'Idris Khan'],
      ['Mapleton Council'],
      ['works_at Gwen Roberts -> Mapleton Council', 'works_at Idris Khan -> Mapleton Council'],
    ],
    [
      'Called Brightwater Clinics about the overdue invoice. Spoke to Noura Al-Sayed in accounts payable.',
      ['Noura Al-Sayed'],
      ['Brightwater Clinics'],
      ['works_at Noura Al-Sayed -> Brightwater Clinics'],
    ],
    [
      '[14:02] Ana: just got off with the Kudu Mining folks\n[14:02] Ana: Thabo Nkosi (their CTO) + someone from procurement, Lindiwe Zulu',
      ['Ana', 'Lindiwe Zulu', 'Thabo Nkosi'],
      ['Kudu Mining'],
      ['works_at Lindiwe Zulu -> Kudu Mining', 'works_at Thabo Nkosi -> Kudu Mining'],
    ],
    // Near miss: support (and sales) in a ticket are as often the writer's own side.
    [
      '#4410 | Sable Credit Union | priority high\nOpened by Marguerite Lalonde, branch ops. Workaround sent by Pavel Novak (support).',
      ['Marguerite Lalonde', 'Pavel Novak'],
      ['Sable Credit Union'],
      ['works_at Marguerite Lalonde -> Sable Credit Union'],
    ],
    // Near miss: no company in play, no place.
    ['Idris Khan (finance) will send the numbers.', ['Idris Khan'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
