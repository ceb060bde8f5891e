import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's fourth works-at pass (w181-w240: org changes, chats, CRM call logs, event
// notes, recruiting notes, investor updates, support tickets), each with every person, company and
// link the reader should find and nothing more, and the near misses beside them.

describe('works-at in terse notes, tickets and updates (w181-w240)', () => {
  it.each([
    // A company's plural possessive, role words and the name after a comma.
    [
      "Their biggest customer is Wawel Hotels; Wawel Hotels' head chef, Marek Lis, asked for menus.",
      ['Marek Lis'],
      ['Wawel Hotels'],
      ['works_at Marek Lis -> Wawel Hotels'],
    ],
    // "C's role was P".
    [
      "Lost deal: Ivana Horvat at Zagreb Pharma chose Medisoft. Medisoft's rep was Luka Babić.",
      ['Ivana Horvat', 'Luka Babić'],
      ['Medisoft', 'Zagreb Pharma'],
      ['works_at Ivana Horvat -> Zagreb Pharma', 'works_at Luka Babić -> Medisoft'],
    ],
    // Near miss: the company's customer, auditor or former officer is not its employee.
    [
      "Call with Oslo Marine. Oslo Marine's biggest customer, Tom Reed, called. Oslo Marine's auditor, Anna Berg, agreed.",
      ['Anna Berg', 'Tom Reed'],
      ['Oslo Marine'],
      [],
    ],
    // People grouped under one company with "both".
    [
      'Swapped cards with Ingrid Moe and Bjarne Holt, both Fjordkraft Marine, at the fair.',
      ['Bjarne Holt', 'Ingrid Moe'],
      ['Fjordkraft Marine'],
      ['works_at Bjarne Holt -> Fjordkraft Marine', 'works_at Ingrid Moe -> Fjordkraft Marine'],
    ],
    // "spoke w/ P (C)" and "P + Q (both C)" in a call log, with an industry word ending the company.
    [
      'Mtg w/ Leilani Kealoha + Ben Okoro (both Makai Resorts) re: booking engine.',
      ['Ben Okoro', 'Leilani Kealoha'],
      ['Makai Resorts'],
      ['works_at Ben Okoro -> Makai Resorts', 'works_at Leilani Kealoha -> Makai Resorts'],
    ],
    [
      '12/03 spoke w/ Anselm Huber (Grauwald Holz) - wants pricing. f/u Thu.',
      ['Anselm Huber'],
      ['Grauwald Holz'],
      ['works_at Anselm Huber -> Grauwald Holz'],
    ],
    // A contact line: person, company, role between dashes.
    [
      'Contacts added today:\nFarah Siddiqui - Indus Ceramics - CFO\nGoran Petrović - Adriatic Shipping - Fleet Manager',
      ['Farah Siddiqui', 'Goran Petrović'],
      ['Adriatic Shipping', 'Indus Ceramics'],
      ['works_at Farah Siddiqui -> Indus Ceramics', 'works_at Goran Petrović -> Adriatic Shipping'],
    ],
    // A ticket's customer and its reporter; whoever it is assigned to works elsewhere.
    [
      'Ticket #48213\nCustomer: Brackenridge Foods\nReported by: Giorgos Pappas (IT admin)\nAssigned to: Lina Haddad (Tier 2)',
      ['Giorgos Pappas', 'Lina Haddad'],
      ['Brackenridge Foods'],
      ['works_at Giorgos Pappas -> Brackenridge Foods'],
    ],
    [
      '#4410 | Sable Credit Union | priority high\nOpened by Marguerite Lalonde, branch ops. Export times out.',
      ['Marguerite Lalonde'],
      ['Sable Credit Union'],
      ['works_at Marguerite Lalonde -> Sable Credit Union'],
    ],
    // A candidate note: where the candidate is now, not where they were nor who made an offer.
    [
      'Candidate: Mei-Ling Chou\nCurrently: Staff Engineer at Vantor Systems\nPreviously: Hexa Mobile\nStatus: has an offer from Skyhook Data',
      ['Mei-Ling Chou'],
      ['Hexa Mobile', 'Skyhook Data', 'Vantor Systems'],
      ['works_at Mei-Ling Chou -> Vantor Systems'],
    ],
    // "leaves for C": the company they go to.
    [
      'Two departures at Gullwing Air: Selin Aksoy leaves for Anatolia Jet, and Martin Kovář retires.',
      ['Martin Kovář', 'Selin Aksoy'],
      ['Anatolia Jet', 'Gullwing Air'],
      ['left_for Selin Aksoy -> Anatolia Jet', 'works_at Selin Aksoy -> Anatolia Jet'],
    ],
    // "welcome P to C".
    [
      'Please welcome Nomsa Dlamini to Cobaltline! She starts Monday.',
      ['Nomsa Dlamini'],
      ['Cobaltline'],
      ['works_at Nomsa Dlamini -> Cobaltline'],
    ],
    // An update's heading names the writer's company: "we hired" and "and hired" are hires there.
    [
      'Q1 investor letter, Fernhill Robotics\n\nWe promoted Ana Lima to CTO. We also hired Pablo Ruiz as controller.',
      ['Ana Lima', 'Pablo Ruiz'],
      ['Fernhill Robotics'],
      ['works_at Ana Lima -> Fernhill Robotics', 'works_at Pablo Ruiz -> Fernhill Robotics'],
    ],
    [
      'Investor update - Glimmer Health, March\n\nWe hired Oksana Melnyk as VP Sales. We then hired Tom Reed.',
      ['Oksana Melnyk', 'Tom Reed'],
      ['Glimmer Health'],
      ['works_at Oksana Melnyk -> Glimmer Health', 'works_at Tom Reed -> Glimmer Health'],
    ],
    // A new joiner named before "starts".
    [
      'Ikaika Kahale starts today as our data engineer at Lanai Analytics.',
      ['Ikaika Kahale'],
      ['Lanai Analytics'],
      ['works_at Ikaika Kahale -> Lanai Analytics'],
    ],
    // The investor that led a round leaves the company in play: the founder named next is the startup's.
    [
      'Portfolio update: Hexfield closed its Series B, led by Ampleforth Partners. Founder Jana Horváth says it funds two offices.',
      ['Jana Horváth'],
      ['Ampleforth Partners', 'Hexfield'],
      ['works_at Jana Horváth -> Hexfield'],
    ],
    // A company's contact in parentheses after it.
    [
      'Blocker: IT is outsourced to Netwave Services (contact: Ilse Brandt).',
      ['Ilse Brandt'],
      ['Netwave Services'],
      ['works_at Ilse Brandt -> Netwave Services'],
    ],
    // "P from their finance side" in a chat about one company; "P, their paralegal".
    [
      'Zainab Ali: call w/ Hollis Freight went well\nZainab Ali: Beth Ngata from their finance side joined',
      ['Beth Ngata', 'Zainab Ali'],
      ['Hollis Freight'],
      ['works_at Beth Ngata -> Hollis Freight'],
    ],
    [
      'yara: hugo from Pinecrest Legal pinged\nyara: Hugo Vidal, their paralegal',
      ['Hugo Vidal'],
      ['Pinecrest Legal'],
      ['works_at Hugo Vidal -> Pinecrest Legal'],
    ],
    // "She sits in P's team": she is the sentence before's subject, and reports to P, who works there too.
    [
      "Nomsa Dlamini joined Cobaltline as an AE. She sits in Jakub Wiśniewski's team in Cape Town.",
      ['Jakub Wiśniewski', 'Nomsa Dlamini'],
      ['Cobaltline'],
      [
        'reports_to Nomsa Dlamini -> Jakub Wiśniewski',
        'works_at Jakub Wiśniewski -> Cobaltline',
        'works_at Nomsa Dlamini -> Cobaltline',
      ],
    ],
    // An address alone on a "From:" line, then the person its local part spells: placed by its domain.
    [
      'Ticket 7781 - Crestmoor Logistics\nFrom: julien.marchand@crestmoor.fr\nJulien Marchand writes that printing fails.',
      ['Julien Marchand'],
      ['Crestmoor Logistics'],
      ['works_at Julien Marchand -> Crestmoor Logistics'],
    ],
    // Near miss: a local part that spells someone else places nobody.
    [
      'From: j.marchand@crestmoor.fr\nAnna Berg of Oslo Marine writes that printing fails.',
      ['Anna Berg'],
      ['Oslo Marine'],
      ['works_at Anna Berg -> Oslo Marine'],
    ],
    // Near miss: with no company of the writer's named, "we hired" places nobody.
    ['Quick update: we hired Pablo Ruiz as controller.', ['Pablo Ruiz'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
