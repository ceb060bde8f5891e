import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, N1: a fresh writer's near misses (t1261-t1300) and the wrong items the reader wrote on them
// (decision 0014, "N1"). Each case lists everything the reader finds; the near misses that must keep
// their reading stand beside the shapes.

describe('a business in a slot only a business stands in, whatever its first word (business-slots.ts)', () => {
  it.each([
    [
      'Kavya Nair is now CTO of Sakura Ledger.',
      ['Kavya Nair'],
      ['Sakura Ledger'],
      ['works_at Kavya Nair -> Sakura Ledger'],
    ],
    [
      'Speakers: Rui Almeida (Partner, Atlântico Ventures); Kenji Watanabe, formerly of Rakuten, now CTO of Sakura Ledger',
      ['Kenji Watanabe', 'Rui Almeida'],
      ['Atlântico Ventures', 'Rakuten', 'Sakura Ledger'],
      [
        'left_for Kenji Watanabe -> Sakura Ledger',
        'works_at Kenji Watanabe -> Sakura Ledger',
        'works_at Rui Almeida -> Atlântico Ventures',
      ],
    ],
    [
      "[16:01] Gabriela Rocha: rumour is Diego Fernández might join Cobre Bank once his garden leave ends\n[16:02] Mateus Lima: he's still at Pampa Seguros until March, no?\n[16:04] Mateus Lima: if he goes, Pampa will probably promote Valentina Ruiz",
      ['Diego Fernández', 'Gabriela Rocha', 'Mateus Lima', 'Valentina Ruiz'],
      ['Cobre Bank', 'Pampa Seguros'],
      ['works_at Diego Fernández -> Pampa Seguros'],
    ],
    [
      'Olusegun Bakare joined Harmattan Energy this week from Sahel Power, where he ran the utility accounts.',
      ['Olusegun Bakare'],
      ['Harmattan Energy', 'Sahel Power'],
      ['left_for Olusegun Bakare -> Harmattan Energy', 'works_at Olusegun Bakare -> Harmattan Energy'],
    ],
    [
      'Bartosz Lewandowski reported to me before he moved to Gdańsk Shipyards, where he is now head of planning.',
      ['Bartosz Lewandowski'],
      ['Gdańsk Shipyards'],
      ['left_for Bartosz Lewandowski -> Gdańsk Shipyards', 'works_at Bartosz Lewandowski -> Gdańsk Shipyards'],
    ],
    [
      "Call with Murat Demir of Ortakoy Textiles. Murat says their dye supplier, Anadolu Kimya, raised prices; Anadolu's rep, Serkan Aydın, visited them.",
      ['Murat Demir', 'Serkan Aydın'],
      ['Anadolu Kimya', 'Ortakoy Textiles'],
      ['works_at Murat Demir -> Ortakoy Textiles', 'works_at Serkan Aydın -> Anadolu Kimya'],
    ],
    [
      'Call with Isabella Greco (events, Vesuvio Foods). The summit is at Palazzo Reale Conference Centre, with our agency, Stella Events, running registration.',
      ['Isabella Greco'],
      ['Palazzo Reale Conference Centre', 'Stella Events', 'Vesuvio Foods'],
      ['works_at Isabella Greco -> Vesuvio Foods'],
    ],
    // A supplier named in apposition is no side of the meeting: the untagged attendee is still at the hotel.
    [
      'Notes — supplier review, Hotel Miramare Sorrento\nPresent: Francesca De Luca (GM), Salvatore Esposito (F&B)\n- Salvatore went to see the linen supplier, Lavanderia Partenope',
      ['Francesca De Luca', 'Salvatore Esposito'],
      ['Hotel Miramare Sorrento', 'Lavanderia Partenope'],
      [
        'works_at Francesca De Luca -> Hotel Miramare Sorrento',
        'works_at Salvatore Esposito -> Hotel Miramare Sorrento',
      ],
    ],
    // Near miss: a person in apposition to "partner" stays a person.
    ['I had lunch with my partner, Anna Lindqvist, on Friday.', ['Anna Lindqvist'], [], []],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('roles held for a company from outside it (outside-roles.ts)', () => {
  it.each([
    [
      'Hi Leila,\n\nJonas Virtanen is the CEO of Kaamos Systems. Over to you.\n\nBest,\nAino Korhonen\n(advisor to Kaamos Systems)',
      ['Aino Korhonen', 'Jonas Virtanen', 'Leila'],
      ['Kaamos Systems'],
      ['works_at Jonas Virtanen -> Kaamos Systems'],
    ],
    // Near miss: a title and the company under the name is a signature.
    [
      'Hi Leila,\n\nJonas Virtanen is raising a seed round. Over to you.\n\nBest,\nAino Korhonen\nHead of Growth, Kaamos Systems',
      ['Aino Korhonen', 'Jonas Virtanen', 'Leila'],
      ['Kaamos Systems'],
      ['works_at Aino Korhonen -> Kaamos Systems'],
    ],
    [
      'CRM note — Ortakoy Textiles (account owner: Elif Yıldız)\nCall with Murat Demir, their purchasing manager.',
      ['Elif Yıldız', 'Murat Demir'],
      ['Ortakoy Textiles'],
      ['works_at Murat Demir -> Ortakoy Textiles'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a second predicate that is not the subject’s (clause-breaks.ts)', () => {
  it.each([
    [
      'Hi Kwame,\n\nCould you introduce me to Esi Mensah at Volta Cocoa? I saw she moved over from Ashanti Gold Traders last year and now runs sourcing there.\n\nBest,\nAbena Owusu\nHead of Procurement, Sankofa Chocolate',
      ['Abena Owusu', 'Esi Mensah', 'Kwame'],
      ['Ashanti Gold Traders', 'Sankofa Chocolate', 'Volta Cocoa'],
      ['works_at Abena Owusu -> Sankofa Chocolate', 'works_at Esi Mensah -> Volta Cocoa'],
    ],
    [
      "Welcome Matías Soto to Araucaria Software! He'll sit with Florencia Díaz's team in Santiago and report to her.",
      ['Florencia Díaz', 'Matías Soto'],
      ['Araucaria Software'],
      ['works_at Matías Soto -> Araucaria Software'],
    ],
    // Near miss: the subject's own second predicate.
    [
      'Ana Lima joined Acme Logistics in May and now runs sales there.',
      ['Ana Lima'],
      ['Acme Logistics'],
      ['works_at Ana Lima -> Acme Logistics'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a list whose names carry their own descriptions (own-descriptions.ts)', () => {
  it.each([
    [
      'In attendance: Sara Ibrahim (company secretary) and Paul Dubois of Dubois Avocats (outside counsel)',
      ['Paul Dubois', 'Sara Ibrahim'],
      ['Dubois Avocats'],
      ['works_at Paul Dubois -> Dubois Avocats'],
    ],
    // Near miss: every name with its title, and the company closing the list.
    [
      'Present: Omar Haddad (VP Finance), Lucia Romero (Controller) from Brightwater Analytics',
      ['Lucia Romero', 'Omar Haddad'],
      ['Brightwater Analytics'],
      ['works_at Lucia Romero -> Brightwater Analytics', 'works_at Omar Haddad -> Brightwater Analytics'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('chat speakers are no one’s "she" (speaker-pronouns.ts)', () => {
  it('takes the buyer named before, not the one who asked', () => {
    expect(
      read(
        "[09:40] Lars Andersen: Sofia Lindberg (Head of IT at Sveasport) just approved the PO\n[09:41] Katarzyna Mazur: nice! who's her boss there?\n[09:42] Lars Andersen: she reports to Anders Holm, their CIO",
      ).links,
    ).toEqual([
      'reports_to Sofia Lindberg -> Anders Holm',
      'works_at Anders Holm -> Sveasport',
      'works_at Sofia Lindberg -> Sveasport',
    ])
  })
})

describe('"Us:" and "Them:" lines of a meeting note (us-them.ts)', () => {
  it('places each side, and the other side’s new hire where "their" means', () => {
    expect(
      read(
        'Renewal call — Kiwi Orchard Exports\nUs: Harriet Cole (AM), Sam Patel (SE) — Fernhill Software\nThem: Wiremu Hohaia (GM), Priya Ramaswamy (purchasing)\n\nWiremu said Priya now reports to their new CFO, Grant Mitchell, who joined from Zespri in November.',
      ),
    ).toEqual({
      people: ['Grant Mitchell', 'Harriet Cole', 'Priya Ramaswamy', 'Sam Patel', 'Wiremu Hohaia'],
      companies: ['Fernhill Software', 'Kiwi Orchard Exports', 'Zespri'],
      links: [
        'left_for Grant Mitchell -> Kiwi Orchard Exports',
        'reports_to Priya Ramaswamy -> Grant Mitchell',
        'works_at Grant Mitchell -> Kiwi Orchard Exports',
        'works_at Harriet Cole -> Fernhill Software',
        'works_at Priya Ramaswamy -> Kiwi Orchard Exports',
        'works_at Sam Patel -> Fernhill Software',
        'works_at Wiremu Hohaia -> Kiwi Orchard Exports',
      ],
    })
  })

  // Near miss: "joins from" in a company's own note still joins that company.
  it('keeps "joins from" in an org update about the note’s company', () => {
    expect(
      read('Org update from Granite Pay: Kwame Boateng joins from Harbor Lane as Head of Partnerships.').links,
    ).toEqual(['left_for Kwame Boateng -> Granite Pay', 'works_at Kwame Boateng -> Granite Pay'])
  })
})

describe('ends: initials in parentheses, an honorific after a name, a product in apposition', () => {
  it.each([
    ['Sam Patel (SE) joined the call.', ['Sam Patel'], [], []],
    ['Ana Lima (AG) joined the call.', ['Ana Lima'], [], []],
    [
      'From: Aylin Kaya <aylin.kaya@bosphorus-cloud.com>\nTo: Mehmet Öztürk <m.ozturk@karadenizbank.com.tr>\n\nMehmet Bey,\n\nAttached is the revised SOW for Karadeniz Bank.\n\nAylin Kaya\nBosphorus Cloud',
      ['Aylin Kaya', 'Mehmet Öztürk'],
      ['Bosphorus Cloud', 'Karadeniz Bank'],
      ['works_at Aylin Kaya -> Bosphorus Cloud', 'works_at Mehmet Öztürk -> Karadeniz Bank'],
    ],
    // Near miss: a family name "Bey" of someone the text names no other way.
    ['Yasiin Bey will host the evening at Lagos Arena.', ['Yasiin Bey'], ['Lagos Arena'], []],
    [
      'Thanks for Tuesday. The quote covers Lumen Insights (our analytics add-on) and Lumen Flow, the scheduling module; one contract covers both.',
      [],
      [],
      [],
    ],
    // Near miss: a person whose title holds a product noun.
    [
      'Lumen Park, the product lead at Brightwell Systems, joined the call.',
      ['Lumen Park'],
      ['Brightwell Systems'],
      ['works_at Lumen Park -> Brightwell Systems'],
    ],
  ])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('misses the batch showed: a thank-you for an introduction, a firm that sends someone', () => {
  it.each([
    [
      'Hi Kwame,\n\nAnd thanks again for connecting me with Yaw Boateng last month.\n\nBest,\nAbena Owusu',
      ['introduced_by Yaw Boateng -> Kwame'],
    ],
    [
      'Hi Kwame,\n\nThank you so much for introducing me to Yaw Boateng.\n\nBest,\nAbena Owusu',
      ['introduced_by Yaw Boateng -> Kwame'],
    ],
    // Near misses: an introduction asked for, and "us" that may hold the other side.
    ['Hi Kwame,\n\nCould you introduce me to Yaw Boateng?\n\nBest,\nAbena Owusu', []],
    ['Hi Kwame,\n\nThanks for connecting us, Yaw Boateng and I spoke today.\n\nBest,\nAbena Owusu', []],
    ['Heads up, a recruiter from Talentbridge, Rachel Osei, pinged me.', ['works_at Rachel Osei -> Talentbridge']],
    // Near miss: a name after "from" with a given name first is the sender, not a firm.
    ['A recruiter from Maria Lopez called.', []],
  ])('%s', (text, links) => {
    expect(read(text).links).toEqual(links)
  })
})
