import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'
import { createNameDirectory, extractContext } from './extract/index.js'

const NOW = Date.parse('2026-01-15T10:00:00Z')

// Issue 27's fresh writer's people-links pass (W8, t981-t1020): the ends of links between people and
// the links themselves, each with every person, company and link the reader should find and nothing more.

// Names with two particles, an honorific before a name, a Vietnamese given name after the full name, a nickname in quotes, a two-word given name a greeting vouches for, given names alone beside "from my team" and "say hi to", a department on a signature line and the line under a signer.
describe('ends a fresh writer gives the people of a link', () => {
  it.each([
    [
      'Sofia Ricci will lead Growth under Marieke van der Berg, our Chief Revenue Officer.',
      ['Marieke van der Berg', 'Sofia Ricci'],
      [],
      ['reports_to Sofia Ricci -> Marieke van der Berg'],
    ],
    [
      'Joost van den Broek and Ana de la Cruz met at Vela Foods.',
      ['Ana de la Cruz', 'Joost van den Broek'],
      ['Vela Foods'],
      ['knows Ana de la Cruz -> Joost van den Broek'],
    ],
    [
      'Until then, Chiara Rossi reports to our CMO, Dr. Paul Weber.',
      ['Chiara Rossi', 'Paul Weber'],
      [],
      ['reports_to Chiara Rossi -> Paul Weber'],
    ],
    [
      'Attendees: mr. Joost Smit, Dr. Ana Lima (Vela Foods)',
      ['Ana Lima', 'Joost Smit'],
      ['Vela Foods'],
      ['works_at Ana Lima -> Vela Foods', 'works_at Joost Smit -> Vela Foods'],
    ],
    ['Cc: Nguyễn Văn Hùng <hung@gmail.com>\nMr. Văn Hùng will call you.', ['Nguyễn Văn Hùng'], [], []],
    [
      "Przemysław 'Przemek' Nowicki joined Kuda Ledger.",
      ['Przemysław Nowicki'],
      ['Kuda Ledger'],
      ['works_at Przemysław Nowicki -> Kuda Ledger'],
    ],
    [
      'Subject: Intro: Thanh Huong Nguyen (Lotusway Logistics)\n\nHi Thanh Huong,\nsee below.',
      ['Thanh Huong Nguyen'],
      ['Lotusway Logistics'],
      ['works_at Thanh Huong Nguyen -> Lotusway Logistics'],
    ],
    ['Rohan from my team will send it. Say hi to Kenji for me.', ['Kenji', 'Rohan'], [], []],
    [
      'Thanks,\nLiisa Heikkinen\nNordic Trade Desk',
      ['Liisa Heikkinen'],
      ['Nordic Trade Desk'],
      ['works_at Liisa Heikkinen -> Nordic Trade Desk'],
    ],
    ['Thanks,\nLiisa Heikkinen\nAnna Berg', ['Anna Berg', 'Liisa Heikkinen'], [], []],
    [
      'Best,\nHenrik Berg\nDirector, Professional Services\nSkagerrak Systems AB',
      ['Henrik Berg'],
      ['Skagerrak Systems AB'],
      ['works_at Henrik Berg -> Skagerrak Systems AB'],
    ],
  ] as [string, string[], string[], string[]][])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

// A reporting line beats the company in play; a job made a condition is no job; lines of a list with a role and a company, a manager or an outsider; crossed turns and looping in; the writer's "I worked with him"; a record's heading and an account's contact; "their" after the writer's own company.
describe('links between people a fresh writer draws', () => {
  it.each([
    [
      "Call with Ana Lima (Vela Foods) about Tern Bank's rollout.\nAna reports to Paulo Reis (CFO).",
      ['Ana Lima', 'Paulo Reis'],
      ['Tern Bank', 'Vela Foods'],
      ['reports_to Ana Lima -> Paulo Reis', 'works_at Ana Lima -> Vela Foods', 'works_at Paulo Reis -> Vela Foods'],
    ],
    ["If hired, Maya Cohen joins Omar Haddad's team at Tern Bank.", ['Maya Cohen', 'Omar Haddad'], ['Tern Bank'], []],
    [
      "Maya Cohen joins Omar Haddad's team at Tern Bank.",
      ['Maya Cohen', 'Omar Haddad'],
      ['Tern Bank'],
      ['reports_to Maya Cohen -> Omar Haddad', 'works_at Maya Cohen -> Tern Bank', 'works_at Omar Haddad -> Tern Bank'],
    ],
    [
      'Attendee list — Lagos Breakfast, 16 Jan\n1. Chiamaka Obi — Flutterwave\n2. Femi Adeleke — angel investor',
      ['Chiamaka Obi', 'Femi Adeleke'],
      ['Flutterwave'],
      ['works_at Chiamaka Obi -> Flutterwave'],
    ],
    [
      'Hanna Berg — auditor, KPMG Oy\nAmara Okafor — Board advisor, formerly CFO at Nordea',
      ['Amara Okafor', 'Hanna Berg'],
      ['KPMG Oy', 'Nordea'],
      ['works_at Hanna Berg -> KPMG Oy'],
    ],
    [
      '| Jarkko Niemi | ML Lead | reports to Sigrid Aalto |',
      ['Jarkko Niemi', 'Sigrid Aalto'],
      [],
      ['reports_to Jarkko Niemi -> Sigrid Aalto'],
    ],
    [
      "Satu Korhonen — Head of Finance\nVille Laine — Controller, Satu's team",
      ['Satu Korhonen', 'Ville Laine'],
      [],
      ['reports_to Ville Laine -> Satu Korhonen'],
    ],
    [
      'Efua, Kwesi Appiah runs treasury at Volta Commodities. Kwesi, Efua Mensah is our product lead.\n\nBest,\nKofi Darko',
      ['Efua Mensah', 'Kofi Darko', 'Kwesi Appiah'],
      ['Volta Commodities'],
      [
        'introduced_by Efua Mensah -> Kofi Darko',
        'introduced_by Kwesi Appiah -> Kofi Darko',
        'works_at Kwesi Appiah -> Volta Commodities',
      ],
    ],
    [
      "I'm looping in my colleague Sung-min Choi. Sung-min, Chinedu Okeke is COO at Onitsha Distribution.\n\nRegards,\nLucy Achterberg",
      ['Chinedu Okeke', 'Lucy Achterberg', 'Sung-min Choi'],
      ['Onitsha Distribution'],
      [
        'introduced_by Chinedu Okeke -> Lucy Achterberg',
        'introduced_by Sung-min Choi -> Lucy Achterberg',
        'works_at Chinedu Okeke -> Onitsha Distribution',
      ],
    ],
    [
      'Kwesi Appiah runs treasury at Volta. I worked with him at Ecobank.\n\nBest,\nKofi Darko',
      ['Kofi Darko', 'Kwesi Appiah'],
      ['Ecobank', 'Volta'],
      ['knows Kofi Darko -> Kwesi Appiah', 'works_at Kwesi Appiah -> Volta'],
    ],
    [
      "Kwesi Appiah runs treasury at Volta. I don't know him.\n\nBest,\nKofi Darko",
      ['Kofi Darko', 'Kwesi Appiah'],
      ['Volta'],
      ['works_at Kwesi Appiah -> Volta'],
    ],
    [
      'Contact record — Hamid Rezaei\nCompany: Persepolis Software GmbH\nManager: Katharina von Stetten',
      ['Hamid Rezaei', 'Katharina von Stetten'],
      ['Persepolis Software GmbH'],
      [
        'reports_to Hamid Rezaei -> Katharina von Stetten',
        'works_at Hamid Rezaei -> Persepolis Software GmbH',
        'works_at Katharina von Stetten -> Persepolis Software GmbH',
      ],
    ],
    [
      'Account note — Anatolia Textiles A.Ş.\nPrimary contact: Zeynep Çelik, Sourcing Director.',
      ['Zeynep Çelik'],
      ['Anatolia Textiles A.Ş.'],
      ['works_at Zeynep Çelik -> Anatolia Textiles A.Ş.'],
    ],
    [
      'Account: Vistula Paper Sp. z o.o.\nContact: Agnieszka Nowak\nBartosz Lis is now at Baltyk Packaging S.A.',
      ['Agnieszka Nowak', 'Bartosz Lis'],
      ['Baltyk Packaging S.A.', 'Vistula Paper Sp. z o.o.'],
      ['works_at Agnieszka Nowak -> Vistula Paper Sp. z o.o.', 'works_at Bartosz Lis -> Baltyk Packaging S.A.'],
    ],
    [
      'Noa Levi wants a path into Marigold Insurance. Kemi Adeyemi, our COO here at Cobalt Ridge, knows their CFO, Fatima Haddad.',
      ['Fatima Haddad', 'Kemi Adeyemi', 'Noa Levi'],
      ['Cobalt Ridge', 'Marigold Insurance'],
      [
        'knows Fatima Haddad -> Kemi Adeyemi',
        'works_at Fatima Haddad -> Marigold Insurance',
        'works_at Kemi Adeyemi -> Cobalt Ridge',
      ],
    ],
    [
      'Thanks for hosting us at Redwood Partners today. Their CFO, Jelena Marković, joined.',
      ['Jelena Marković'],
      ['Redwood Partners'],
      ['works_at Jelena Marković -> Redwood Partners'],
    ],
    [
      'Ursula Meier introduced Luca Dal Santo, who now heads the claims unit under her.',
      ['Luca Dal Santo', 'Ursula Meier'],
      [],
      ['introduced_by Luca Dal Santo -> Ursula Meier', 'reports_to Luca Dal Santo -> Ursula Meier'],
    ],
    [
      'Luca Dal Santo now heads the claims unit under Anna Berg.',
      ['Anna Berg', 'Luca Dal Santo'],
      [],
      ['reports_to Luca Dal Santo -> Anna Berg'],
    ],
    [
      'Hi Pradeep,\n\nI report to Venkat Raman, our regional director.\n\nRegards,\nArjun Pillai\nKey Accounts, Coromandel Cold Chain Pvt. Ltd',
      ['Arjun Pillai', 'Pradeep', 'Venkat Raman'],
      ['Coromandel Cold Chain Pvt. Ltd'],
      [
        'reports_to Arjun Pillai -> Venkat Raman',
        'works_at Arjun Pillai -> Coromandel Cold Chain Pvt. Ltd',
        'works_at Venkat Raman -> Coromandel Cold Chain Pvt. Ltd',
      ],
    ],
    [
      'Rohan Mehta from my team will send the case study.\n\nBest,\nMeera Iyer\nDirector, Konkan Advisory LLP',
      ['Meera Iyer', 'Rohan Mehta'],
      ['Konkan Advisory LLP'],
      [
        'reports_to Rohan Mehta -> Meera Iyer',
        'works_at Meera Iyer -> Konkan Advisory LLP',
        'works_at Rohan Mehta -> Konkan Advisory LLP',
      ],
    ],
    [
      'Funny you mention Juliana Pereira: she joined my team here last week.\n\nCarolina Nunes',
      ['Carolina Nunes', 'Juliana Pereira'],
      [],
      ['reports_to Juliana Pereira -> Carolina Nunes'],
    ],
    [
      'Omar Al-Khatib is my co-founder at Sahel Routing.\n\nYours,\nYousef Nasrallah',
      ['Omar Al-Khatib', 'Yousef Nasrallah'],
      ['Sahel Routing'],
      ['works_at Omar Al-Khatib -> Sahel Routing', 'works_at Yousef Nasrallah -> Sahel Routing'],
    ],
    [
      'One change on our side: Lakshmi Rao left us for Zoho in the autumn.\n\nRegards,\nArjun Pillai\nKey Accounts, Coromandel Cold Chain Pvt. Ltd',
      ['Arjun Pillai', 'Lakshmi Rao'],
      ['Coromandel Cold Chain Pvt. Ltd', 'Zoho'],
      [
        'left_for Lakshmi Rao -> Zoho',
        'works_at Arjun Pillai -> Coromandel Cold Chain Pvt. Ltd',
        'works_at Lakshmi Rao -> Zoho',
      ],
    ],
    [
      "Today is my last day at Nordhavn Shipping A/S. From Monday I'll be at Maersk.\n\nTake care,\nEwa Kamińska",
      ['Ewa Kamińska'],
      ['Maersk', 'Nordhavn Shipping A/S'],
      ['left_for Ewa Kamińska -> Maersk', 'works_at Ewa Kamińska -> Maersk'],
    ],
    ["I'll be at Maersk on Tuesday for the review.\n\nTake care,\nEwa Kamińska", ['Ewa Kamińska'], ['Maersk'], []],
    [
      'Leadership offsite — notes (Harbour & Vine Ltd)\nPresent: Grace Mwangi, Tomás Silva\n\nA recruiter flagged a candidate at Unilever, Priyanka Desai.',
      ['Grace Mwangi', 'Priyanka Desai', 'Tomás Silva'],
      ['Harbour & Vine Ltd', 'Unilever'],
      ['works_at Grace Mwangi -> Harbour & Vine Ltd', 'works_at Tomás Silva -> Harbour & Vine Ltd'],
    ],
    [
      'To: Emi Nakamura <e.nakamura@kaiyo-ds.co.jp>\n\nDear Ms. Nakamura, the Kaiyo Department Stores rollout starts Monday.',
      ['Emi Nakamura'],
      ['Kaiyo Department Stores'],
      ['works_at Emi Nakamura -> Kaiyo Department Stores'],
    ],
    [
      'Ingrid Solberg, thanks again for introducing us to Jonas Lindgren last spring.',
      ['Ingrid Solberg', 'Jonas Lindgren'],
      [],
      ['introduced_by Jonas Lindgren -> Ingrid Solberg'],
    ],
    [
      'Rehema Kimaro used to work at Tanzania Breweries with Sophie Lindahl.',
      ['Rehema Kimaro', 'Sophie Lindahl'],
      ['Tanzania Breweries'],
      ['knows Rehema Kimaro -> Sophie Lindahl'],
    ],
    [
      'Meeting notes — Jade Bay Resorts\nAttendees: Mei Ling Tan (Jade Bay Resorts), Nurul Huda\nNurul will call Kevin Ong from Monsoon Digital.',
      ['Kevin Ong', 'Mei Ling Tan', 'Nurul Huda'],
      ['Jade Bay Resorts', 'Monsoon Digital'],
      ['works_at Kevin Ong -> Monsoon Digital', 'works_at Mei Ling Tan -> Jade Bay Resorts'],
    ],
  ] as [string, string[], string[], string[]][])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

// Follow-ups: "To do:", "Separately,", a team between the name and the ask; a note's dated heading is none.
describe('follow-ups a fresh writer lists', () => {
  it.each([
    [
      'Separately, Rohan from my team will send over the case study by Friday.',
      [['Send over the case study by Friday', '2026-01-16', 'Rohan']],
    ],
    [
      'To do: send template samples to Siosaia by Tuesday.',
      [['Send template samples to Siosaia by Tuesday', '2026-01-20', null]],
    ],
    [
      'Call w/ Tahu Rangihau (Pounamu Analytics) — 14 Jan\nSend Tahu the API docs on Monday.',
      [['Send Tahu the API docs on Monday', '2026-01-19', null]],
    ],
  ] as [string, [string, string | null, string | null][]][])('%j', (text, followUps) => {
    const x = extractContext(text, createNameDirectory([]), NOW)
    expect(x.followUps.map((f) => [f.title, f.due ?? null, f.assignee ?? null])).toEqual(followUps)
  })
})
