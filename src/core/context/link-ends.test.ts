import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's tenth pass, where a link's end was not read, each with every person,
// company and link the reader should find and nothing more: given names that are also months or
// everyday words, names in a person's role, possessives, given names after a greeting.

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
    // A plural possessive's apostrophe, before a line manager.
    [
      "For the pilot: Nia Evans' line manager is Rhys Morgan.",
      ['Nia Evans', 'Rhys Morgan'],
      [],
      ['reports_to Nia Evans -> Rhys Morgan'],
    ],
    // Whose direct reports are named.
    [
      "At Baltic Shipping, Rūta Kalniņa's direct reports include Jānis Bērziņš and Laura Ozola.",
      ['Jānis Bērziņš', 'Laura Ozola', 'Rūta Kalniņa'],
      ['Baltic Shipping'],
      // Set at Baltic Shipping ("At C," opening it): all three work there since the tuning-misses pass.
      [
        'reports_to Jānis Bērziņš -> Rūta Kalniņa',
        'reports_to Laura Ozola -> Rūta Kalniņa',
        'works_at Jānis Bērziņš -> Baltic Shipping',
        'works_at Laura Ozola -> Baltic Shipping',
        'works_at Rūta Kalniņa -> Baltic Shipping',
      ],
    ],
    // The one congratulated.
    ['Congrats to Hyun-woo Park on the new role!', ['Hyun-woo Park'], [], []],
    // A colleague "of" someone; "she" after it is the sentence's subject, not the one "of".
    [
      'Zainab Bello is a former colleague of Kwesi Appiah; she now runs treasury at Accra Cocoa.',
      ['Kwesi Appiah', 'Zainab Bello'],
      ['Accra Cocoa'],
      ['knows Kwesi Appiah -> Zainab Bello', 'works_at Zainab Bello -> Accra Cocoa'],
    ],
    // Whose suggestion a meeting was.
    [
      'Meeting with Oksana Melnyk, CFO of Dnipro Agro, at the suggestion of Taras Bondarenko.',
      ['Oksana Melnyk', 'Taras Bondarenko'],
      ['Dnipro Agro'],
      ['introduced_by Oksana Melnyk -> Taras Bondarenko', 'works_at Oksana Melnyk -> Dnipro Agro'],
    ],
    // The main contact named before the role, and the champion named after it.
    ['Account review: Aliyu Musa, our main contact, called.', ['Aliyu Musa'], [], []],
    // Heading to a company next month is a move: the employer named beside it is the one left.
    [
      'Our champion at Harbour Freight, Declan Murphy, is heading to Celtic Shipping next month.',
      ['Declan Murphy'],
      ['Celtic Shipping', 'Harbour Freight'],
      ['left_for Declan Murphy -> Celtic Shipping', 'works_at Declan Murphy -> Celtic Shipping'],
    ],
    // A trip for an event is no move.
    [
      'Declan Murphy of Harbour Freight is heading to Celtic Shipping next month for the summit.',
      ['Declan Murphy'],
      ['Celtic Shipping', 'Harbour Freight'],
      ['works_at Declan Murphy -> Harbour Freight'],
    ],
    [
      'Our champion at Harbour Freight, Declan Murphy, sent the plan.',
      ['Declan Murphy'],
      ['Harbour Freight'],
      ['works_at Declan Murphy -> Harbour Freight'],
    ],
    // A greeting alone on a letter's first line names a person whatever the lists of given names know.
    ['Hi Rangi,\n\nWould you be open to an intro to Sofía Herrera?', ['Rangi', 'Sofía Herrera'], [], []],
    ['Hi Kojo,\n\nI have known Priya Sundaram for years.', ['Kojo', 'Priya Sundaram'], [], []],
    // Verbs whose object is only an employer: a company whatever its words.
    [
      'Sven Olsen has moved on to Bergen Seafood. He was with Oslo Marine for twelve years.',
      ['Sven Olsen'],
      ['Bergen Seafood', 'Oslo Marine'],
      ['left_for Sven Olsen -> Bergen Seafood', 'works_at Sven Olsen -> Bergen Seafood'],
    ],
    [
      'Welcome back! Pedro Alves rejoins Tejo Energia after a stint at Galp.',
      ['Pedro Alves'],
      ['Galp', 'Tejo Energia'],
      ['left_for Pedro Alves -> Tejo Energia', 'works_at Pedro Alves -> Tejo Energia'],
    ],
    [
      'Sebastián Vargas knows Camila Herrera well; Camila chairs Andes Coffee.',
      ['Camila Herrera', 'Sebastián Vargas'],
      ['Andes Coffee'],
      ['knows Camila Herrera -> Sebastián Vargas', 'works_at Camila Herrera -> Andes Coffee'],
    ],
    // A name opening the sentence, its employer in parentheses, then what it did.
    [
      'Lerato Mokoena (Karoo Wind) grew up next door to Sipho Ndlovu.',
      ['Lerato Mokoena', 'Sipho Ndlovu'],
      ['Karoo Wind'],
      ['knows Lerato Mokoena -> Sipho Ndlovu', 'works_at Lerato Mokoena -> Karoo Wind'],
    ],
    // Only a person is introduced by someone, or stays at a company.
    [
      'Kenta Ito — introduced by Yui Tanaka — wants a demo.',
      ['Kenta Ito', 'Yui Tanaka'],
      [],
      ['introduced_by Kenta Ito -> Yui Tanaka'],
    ],
    [
      'Julia Roth left Pfeiffer Bank for Kessler Capital; Moritz Lang stays at Pfeiffer Bank.',
      ['Julia Roth', 'Moritz Lang'],
      ['Kessler Capital', 'Pfeiffer Bank'],
      [
        'left_for Julia Roth -> Kessler Capital',
        'works_at Julia Roth -> Kessler Capital',
        'works_at Moritz Lang -> Pfeiffer Bank',
      ],
    ],
    [
      'Please ping Tawanda Chikore, still at Savanna Telecom, for a reference.',
      ['Tawanda Chikore'],
      ['Savanna Telecom'],
      ['works_at Tawanda Chikore -> Savanna Telecom'],
    ],
    // A customer's pitch or intro after its two-word name.
    [
      'Lars Holm has never met Britt Lund, so the Nordic Paper intro waits.',
      ['Britt Lund', 'Lars Holm'],
      ['Nordic Paper'],
      [],
    ],
    ['For the Fjord Salmon pitch, Siri Lunde leads.', ['Siri Lunde'], ['Fjord Salmon'], []],
  ] as const)('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })

  it.each([
    // A month before a number, and the preposition before a lower-case word, stay what they are.
    ['The pilot ends on 3 Jun 2026. Per our call, Anna Berg sends the deck.', ['Anna Berg']],
    ['In Jun Anna Berg starts.', ['Anna Berg']],
    // Before a company's name, "Per" is the preposition.
    ['Per Acme Corp policy, Anna Berg signs.', ['Anna Berg']],
    // A closing quote after an s is no possessive; a company is no one's colleague by "of" alone.
    ["The 'Nordic Sales' manager is Rhys Morgan.", ['Rhys Morgan']],
    ['Anna Berg is a friend of Harbour Freight.', ['Anna Berg']],
    // Groups, titles and company words greeted are no one; an unknown word greeted mid-sentence proves nothing.
    ['Hi Team,\n\nAnna Berg called.', ['Anna Berg']],
    ['Dear Sir,\nAnna Berg called.', ['Anna Berg']],
    ['Hello Partners,\nAnna Berg called.', ['Anna Berg']],
    ['Hi Rangi, Anna Berg called.', ['Anna Berg']],
    // A document's title and its state in parentheses are no person and company.
    ['Quarterly Review (Draft) is attached; Anna Berg wrote it.', ['Anna Berg']],
    ['Quarterly Review (Draft) attached by Anna Berg.', ['Anna Berg']],
    // One word before a pitch is as often a place or a product.
    ['For the Durban pitch, Siri Lunde leads.', ['Siri Lunde']],
    // Time with a person is no employer's.
    ['Anna Berg was with Tom Reed for an hour.', ['Anna Berg', 'Tom Reed']],
    ['Anna Berg was with Tom Reed since lunch.', ['Anna Berg', 'Tom Reed']],
    ['Thanks to Harbour Freight, Anna Berg, our main contact, called.', ['Anna Berg']],
  ] as const)('not a name: %s', (text, people) => {
    expect(read(text).people).toEqual(people)
  })
})
