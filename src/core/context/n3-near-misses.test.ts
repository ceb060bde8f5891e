import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, N3: a third fresh batch of near misses (t1421-t1460) and the wrong items the reader wrote on
// them (decision 0014, "N3"). Each case lists everything the reader finds; the readings that must stay
// stand beside the near misses.

describe('those who serve a company from outside it are not its people (outside-parties.ts)', () => {
  it.each<Case>([
    // A company after "to" in a person's parentheses is the one served.
    [
      'Guest: Hiroko Tanaka (Tanaka Law, counsel to Prairie Mutual)\nAgenda: renewal.',
      ['Hiroko Tanaka'],
      ['Prairie Mutual', 'Tanaka Law'],
      ['works_at Hiroko Tanaka -> Tanaka Law'],
    ],
    [
      'Guest: Hiroko Tanaka (Tanaka Law)\nAgenda: renewal.',
      ['Hiroko Tanaka'],
      ['Tanaka Law'],
      ['works_at Hiroko Tanaka -> Tanaka Law'],
    ],
    // "from our supplier" is not "from our QA team".
    [
      'Heads-up: Dilnoza Karimova, the account rep from our carton supplier Samarkand Paper, visits Tuesday. Jonas Berg from our QA team will meet her.\n\nSven Lindqvist\nPlant Manager\nNordic Oat AB',
      ['Dilnoza Karimova', 'Jonas Berg', 'Sven Lindqvist'],
      ['Nordic Oat AB'],
      ['works_at Jonas Berg -> Nordic Oat AB', 'works_at Sven Lindqvist -> Nordic Oat AB'],
    ],
    [
      'Jonas Berg from our partner agency will meet her.\n\nSven Lindqvist\nNordic Oat AB',
      ['Jonas Berg', 'Sven Lindqvist'],
      ['Nordic Oat AB'],
      ['works_at Sven Lindqvist -> Nordic Oat AB'],
    ],
    // "our outside counsel" is held from outside; "our counsel" stays the writer's side.
    [
      'Marta Kowal of Ridgeway Legal is our outside counsel on this.\n\nPieter de Vries\nHead of Sourcing, Zuider Chocolate BV',
      ['Marta Kowal', 'Pieter de Vries'],
      ['Ridgeway Legal', 'Zuider Chocolate BV'],
      ['works_at Marta Kowal -> Ridgeway Legal', 'works_at Pieter de Vries -> Zuider Chocolate BV'],
    ],
    [
      'Marta Kowal is our counsel on this.\n\nPieter de Vries\nHead of Sourcing, Zuider Chocolate BV',
      ['Marta Kowal', 'Pieter de Vries'],
      ['Zuider Chocolate BV'],
      ['works_at Marta Kowal -> Zuider Chocolate BV', 'works_at Pieter de Vries -> Zuider Chocolate BV'],
    ],
  ])('%s', check)
})

describe('"their" after the writer\'s own supplier is the supplier\'s (suppliers.ts)', () => {
  it.each<Case>([
    [
      'Akosua called the police and our insurer, Volta Assurance. Their loss adjuster, Yaw Darko, visits on Friday.',
      ['Akosua', 'Yaw Darko'],
      ['Volta Assurance'],
      ['works_at Yaw Darko -> Volta Assurance'],
    ],
  ])('%s', check)
})

describe('an introduction asked about is not made (fresh-links.ts)', () => {
  it.each<Case>([
    [
      'Hi Esra,\n\nShall I put you in touch with Bilal Chaudhry? He runs sourcing for Indus Textiles.\n\nGökhan Yıldız',
      ['Bilal Chaudhry', 'Esra', 'Gökhan Yıldız'],
      ['Indus Textiles'],
      ['works_at Bilal Chaudhry -> Indus Textiles'],
    ],
    [
      'Hi Esra,\n\nI am putting you in touch with Bilal Chaudhry, who runs sourcing for Indus Textiles.\n\nGökhan Yıldız',
      ['Bilal Chaudhry', 'Esra', 'Gökhan Yıldız'],
      ['Indus Textiles'],
      [
        'introduced_by Bilal Chaudhry -> Gökhan Yıldız',
        'introduced_by Esra -> Gökhan Yıldız',
        'works_at Bilal Chaudhry -> Indus Textiles',
      ],
    ],
  ])('%s', check)
})

describe('"knows her" in a chat line never means its speaker (introductions.ts)', () => {
  it.each<Case>([
    [
      "[14:02] Rahim Uddin: does anyone here know Ioana Marin at Carpathia Bank?\n[14:03] Sofia Andersson: I don't, sorry\n[14:05] Sofia Andersson: but Petr Horák knows her well\n",
      ['Ioana Marin', 'Petr Horák', 'Rahim Uddin', 'Sofia Andersson'],
      ['Carpathia Bank'],
      ['works_at Ioana Marin -> Carpathia Bank'],
    ],
  ])('%s', check)
})

describe('a product named again is still a product (named-products.ts)', () => {
  it.each<Case>([
    [
      'We introduced Atlas Ledger, our new invoicing product, to partners. Tran Thi Mai from Lotus Bank asked whether Atlas Ledger can post into their core system.',
      ['Tran Thi Mai'],
      ['Lotus Bank'],
      ['works_at Tran Thi Mai -> Lotus Bank'],
    ],
  ])('%s', check)
})

describe('ends, bodies and labels (lexicon.ts, body-articles.ts, company-labels.ts, linked-names.ts)', () => {
  it.each<Case>([
    [
      'Incident log - Tema depot, Sahel Haulage\nKeynote: Anders Holm, Baltic Clearing',
      ['Anders Holm'],
      ['Baltic Clearing', 'Sahel Haulage'],
      ['works_at Anders Holm -> Baltic Clearing'],
    ],
    [
      'Prof. Ewa Kowalczyk of the Warsaw University of Technology will give a talk.',
      ['Ewa Kowalczyk'],
      ['Warsaw University of Technology'],
      ['works_at Ewa Kowalczyk -> Warsaw University of Technology'],
    ],
    [
      'Harrow & Finch (our consultants): Imogen Clarke, Raj Patel\nBellweather Insurance: Siobhan Murphy (COO)',
      ['Imogen Clarke', 'Raj Patel', 'Siobhan Murphy'],
      ['Bellweather Insurance', 'Harrow & Finch'],
      [
        'works_at Imogen Clarke -> Harrow & Finch',
        'works_at Raj Patel -> Harrow & Finch',
        'works_at Siobhan Murphy -> Bellweather Insurance',
      ],
    ],
    [
      "Hi Neha,\n\nI've known Aditi Rao for about ten years; she's VP Engineering at Brightpath Health.\n\nKaran Malhotra",
      ['Aditi Rao', 'Karan Malhotra', 'Neha'],
      ['Brightpath Health'],
      ['knows Karan Malhotra -> Aditi Rao', 'works_at Aditi Rao -> Brightpath Health'],
    ],
  ])('%s', check)
})

describe('"He\'s" opening a sentence is "he is" (names.ts), and "a founder" is of no company (employment.ts)', () => {
  it.each<Case>([
    [
      "Could you introduce me to Haruto Saito? He's head of platform at Sakura Logistics.",
      ['Haruto Saito'],
      ['Sakura Logistics'],
      ['works_at Haruto Saito -> Sakura Logistics'],
    ],
    [
      "I met Arash Tehrani at the Summit Partners dinner. He's a founder looking at Kauri Payments as a processor.",
      ['Arash Tehrani'],
      ['Kauri Payments', 'Summit Partners'],
      [],
    ],
    [
      'mo: anyone know someone at Quayside Energy?\ndeepa: yeah my cousin Rahul Menon is a grid engineer there\n',
      ['Rahul Menon'],
      ['Quayside Energy'],
      ['works_at Rahul Menon -> Quayside Energy'],
    ],
  ])('%s', check)
})

describe('a person after "now with" and before ", who is"; plural initials open no name (fresh-ends.ts, lexicon.ts)', () => {
  it.each<Case>([
    [
      'My old accounts at Reefline Surf are now with Pua Kahananui, who is great.',
      ['Pua Kahananui'],
      ['Reefline Surf'],
      // (E8: the accounts handed over stay at the company they were at: handed-over.ts.)
      ['works_at Pua Kahananui -> Reefline Surf'],
    ],
    [
      'Lerato Dlamini is now with Accra Angels, who invest in fintech.',
      ['Lerato Dlamini'],
      ['Accra Angels'],
      ['works_at Lerato Dlamini -> Accra Angels'],
    ],
    ['Valentina wants our ordering portal to send PDFs Sapori Foods can read.', ['Valentina'], ['Sapori Foods'], []],
  ])('%s', check)
})

describe("the greeted person's employer (intro-mail.ts, addressed-employers.ts)", () => {
  it.each<Case>([
    [
      'Merhaba Esra,\n\nI hear your team at Ege Boya is a good fit.\n\nGökhan Yıldız',
      ['Esra', 'Gökhan Yıldız'],
      ['Ege Boya'],
      ['works_at Esra -> Ege Boya'],
    ],
    [
      'Hi Mihaela Popescu,\n\nGiven your current role leading the platform group at Danube Systems, I thought you might talk.\n\nCallum Reid',
      ['Callum Reid', 'Mihaela Popescu'],
      ['Danube Systems'],
      ['works_at Mihaela Popescu -> Danube Systems'],
    ],
  ])('%s', check)
})

describe('"she" after a long phrase of time opening the sentence (opening-phrases.ts)', () => {
  it.each<Case>([
    [
      "Last Friday was Beatriz Almeida's last day at Ipanema Design. After eight years and more rebrands than any of us can count, she is now at Cariri Studio as their creative director.",
      ['Beatriz Almeida'],
      ['Cariri Studio', 'Ipanema Design'],
      ['left_for Beatriz Almeida -> Cariri Studio', 'works_at Beatriz Almeida -> Cariri Studio'],
    ],
    [
      'Beatriz Almeida met Tomás Reyes at Ipanema Design. After the workshop in Lisbon, Tomás Reyes, she said, was great.',
      ['Beatriz Almeida', 'Tomás Reyes'],
      ['Ipanema Design'],
      ['knows Beatriz Almeida -> Tomás Reyes'],
    ],
  ])('%s', check)
})

describe('probes of the same near misses in other words (lexicon.ts, tellings.ts, moves.ts, outside-parties.ts)', () => {
  it.each<Case>([
    [
      'Hiroko Tanaka, counsel to Prairie Mutual, joined the call. Tasman Apps customers get the upgrade.',
      ['Hiroko Tanaka'],
      ['Prairie Mutual', 'Tasman Apps'],
      [],
    ],
    ['Ana Costa reported to Tom Reed that the server was down.', ['Ana Costa', 'Tom Reed'], [], []],
    ['Ana Costa reports to Tom Reed.', ['Ana Costa', 'Tom Reed'], [], ['reports_to Ana Costa -> Tom Reed']],
    ["Ana Costa left for Vela Foods' offices at noon.", ['Ana Costa'], ['Vela Foods'], []],
    [
      'Ana Costa left for Vela Foods in March.',
      ['Ana Costa'],
      ['Vela Foods'],
      ['left_for Ana Costa -> Vela Foods', 'works_at Ana Costa -> Vela Foods'],
    ],
    [
      'Hi all,\n\nTomás Reyes (our recruiter) will send CVs. Rui Pinto from our law firm will review it. Mark Li (our Head of Engineering) and Ana Lima from our firm will join.\n\nBest,\nLina Haddad\nOrbis Labs',
      ['Ana Lima', 'Lina Haddad', 'Mark Li', 'Rui Pinto', 'Tomás Reyes'],
      ['Orbis Labs'],
      ['works_at Ana Lima -> Orbis Labs', 'works_at Lina Haddad -> Orbis Labs', 'works_at Mark Li -> Orbis Labs'],
    ],
  ])('%s', check)
})

describe("a company tagging one person in parentheses leaves the meeting's company in play (paren-tags.ts)", () => {
  it.each<Case>([
    [
      'Vela Foods QBR\nPresent: Ana Lima (CFO), Lee Park (Orbis Labs), Tom Reed (Head of IT)',
      ['Ana Lima', 'Lee Park', 'Tom Reed'],
      ['Orbis Labs', 'Vela Foods'],
      ['works_at Ana Lima -> Vela Foods', 'works_at Lee Park -> Orbis Labs', 'works_at Tom Reed -> Vela Foods'],
    ],
    [
      'Attendees: Ana Lima (Vela Foods), Tom Reed (CFO), Lee Park (Orbis Labs)',
      ['Ana Lima', 'Lee Park', 'Tom Reed'],
      ['Orbis Labs', 'Vela Foods'],
      ['works_at Ana Lima -> Vela Foods', 'works_at Lee Park -> Orbis Labs', 'works_at Tom Reed -> Vela Foods'],
    ],
  ])('%s', check)
})
