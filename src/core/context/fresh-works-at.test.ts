import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'
import { createNameDirectory, extractContext } from './extract/index.js'

/** The corpus's now, a Thursday: "by Friday" is 2026-01-16. */
const NOW = Date.parse('2026-01-15T10:00:00Z')

// The shapes of issue 27's third fresh-writer pass (t941-t980, weighted to who works where), each with
// every person, company and link the reader should find and nothing more: "our"/"your" and a role or
// team before or after a name, "our side" by elimination under a heading of two companies, a CRM
// account's contact list, chat speakers tagged with their company (and the tool's "(Guest)"), firms
// named for founders, departments named like companies, names spelled by an address, a company's own
// meetings, a sign-off's team line, and a few ends: legal forms, company words, "our AE on C".

const SIGNED = '\n\nThanks,\nMagnus Lindgren\nHead of IT, Fyrtorn Bygg AB'
const TO_KHALID = 'To: Khalid Al-Farsi, Oman Shipping Services LLC\n\nDear Khalid,\n\n'

describe('who works where, told by the structure a fresh writer uses', () => {
  it.each([
    // "our" + a role the lexicon does not know, before a name: the signature's company.
    [
      'Hi Ingrid,\n\nOur trainer Mehmet Öztürk will visit on Thursday.\n\nThanks,\nLucas Moreau\nCustomer Success, Brasserie Tech SAS',
      ['Ingrid', 'Lucas Moreau', 'Mehmet Öztürk'],
      ['Brasserie Tech SAS'],
      ['works_at Lucas Moreau -> Brasserie Tech SAS', 'works_at Mehmet Öztürk -> Brasserie Tech SAS'],
    ],
    // "our" + a team, then the people in parentheses.
    [
      'Our finance team (Aylin Çelik and Efua Quaye) spotted the error.' + SIGNED,
      ['Aylin Çelik', 'Efua Quaye', 'Magnus Lindgren'],
      ['Fyrtorn Bygg AB'],
      [
        'works_at Aylin Çelik -> Fyrtorn Bygg AB',
        'works_at Efua Quaye -> Fyrtorn Bygg AB',
        'works_at Magnus Lindgren -> Fyrtorn Bygg AB',
      ],
    ],
    // Stands back: a company of the name's own ("of Horn Logistics"), and an outsider's noun ("our auditor").
    [
      'Our shipping agent, Yonas Bekele of Horn Logistics, expects release on Monday.' + SIGNED,
      ['Magnus Lindgren', 'Yonas Bekele'],
      ['Fyrtorn Bygg AB', 'Horn Logistics'],
      ['works_at Magnus Lindgren -> Fyrtorn Bygg AB', 'works_at Yonas Bekele -> Horn Logistics'],
    ],
    [
      'Our auditor Olumide Bankole wants the evidence.' + SIGNED,
      ['Magnus Lindgren', 'Olumide Bankole'],
      ['Fyrtorn Bygg AB'],
      ['works_at Magnus Lindgren -> Fyrtorn Bygg AB'],
    ],
    // "your" + a role (an honorific before the name), and "in your billing team" after one: the greeted one's company.
    [
      TO_KHALID + 'She would be glad to meet you and your finance director, Ms. Layla Al-Hinai, at your offices.',
      ['Khalid Al-Farsi', 'Layla Al-Hinai'],
      ['Oman Shipping Services LLC'],
      [
        'works_at Khalid Al-Farsi -> Oman Shipping Services LLC',
        'works_at Layla Al-Hinai -> Oman Shipping Services LLC',
      ],
    ],
    // ... but "your customer" is no one of the greeted one's company.
    [
      TO_KHALID + 'Could Rashid Al-Balushi in your billing team send the invoice? Your customer, Ana Lima, asked too.',
      ['Ana Lima', 'Khalid Al-Farsi', 'Rashid Al-Balushi'],
      ['Oman Shipping Services LLC'],
      [
        'works_at Khalid Al-Farsi -> Oman Shipping Services LLC',
        'works_at Rashid Al-Balushi -> Oman Shipping Services LLC',
      ],
    ],
    // "From our side" under a heading of two companies, one of whose people are placed: the other is ours.
    [
      'Quarterly review: Kestrel Freight / Valo Analytics Oy\nFrom Kestrel Freight: Adebayo Okonkwo, Ngozi Eze\nFrom our side: Aino Virtanen, Mikko Heikkinen',
      ['Adebayo Okonkwo', 'Aino Virtanen', 'Mikko Heikkinen', 'Ngozi Eze'],
      ['Kestrel Freight', 'Valo Analytics Oy'],
      [
        'works_at Adebayo Okonkwo -> Kestrel Freight',
        'works_at Aino Virtanen -> Valo Analytics Oy',
        'works_at Mikko Heikkinen -> Valo Analytics Oy',
        'works_at Ngozi Eze -> Kestrel Freight',
      ],
    ],
    // Stands back: a first line that is a sentence, no heading.
    [
      'Quarterly review with Kestrel Freight and Valo Analytics Oy. We met them today.\nFrom Kestrel Freight: Adebayo Okonkwo, Ngozi Eze\nFrom our side: Aino Virtanen, Mikko Heikkinen',
      ['Adebayo Okonkwo', 'Aino Virtanen', 'Mikko Heikkinen', 'Ngozi Eze'],
      ['Kestrel Freight', 'Valo Analytics Oy'],
      ['works_at Adebayo Okonkwo -> Kestrel Freight', 'works_at Ngozi Eze -> Kestrel Freight'],
    ],
    // A CRM account's contact list, though a second company is named; the owner and a bullet with its own company stand back.
    [
      "ACCOUNT: Harbour & Finch Insurance\nOwner: Nomvula Dlamini\n\nContacts\n- Callum O'Reilly, Head of Claims\n- Precious Nkosi (analyst)\n- Fiona Walsh: left in December for Aviva",
      ["Callum O'Reilly", 'Fiona Walsh', 'Nomvula Dlamini', 'Precious Nkosi'],
      ['Aviva', 'Harbour & Finch Insurance'],
      ["works_at Callum O'Reilly -> Harbour & Finch Insurance", 'works_at Precious Nkosi -> Harbour & Finch Insurance'],
    ],
    // "Logged by" under an account is whoever wrote the log up, not the account's.
    ['Account: Mwangi Advocates\nLogged by: Stefan Kowalczyk', ['Stefan Kowalczyk'], ['Mwangi Advocates'], []],
    // A chat speaker tagged with a company is a person; the tool's "(Guest)" is no company.
    [
      'Kofi Asante (Granite Peak): morning all\nDariusz Nowak (Lumen Robotics): joining late, sorry',
      ['Dariusz Nowak', 'Kofi Asante'],
      ['Granite Peak', 'Lumen Robotics'],
      ['works_at Dariusz Nowak -> Lumen Robotics', 'works_at Kofi Asante -> Granite Peak'],
    ],
    [
      'Olusegun Bakare (Guest): hi Mette, the order form is attached\nMette Kjær: received, thanks',
      ['Mette Kjær', 'Olusegun Bakare'],
      [],
      [],
    ],
    // A firm named for its founders; two given names joined by "&" stay no company.
    [
      'Account: Mwangi & Otieno Advocates\nContact: Wanjiru Mwangi (Managing Partner)',
      ['Wanjiru Mwangi'],
      ['Mwangi & Otieno Advocates'],
      ['works_at Wanjiru Mwangi -> Mwangi & Otieno Advocates'],
    ],
    // ... and two people, subjects of the clause (FX3, paired-given-names.ts).
    ['Kojo & Ama came by the office on Monday.', ['Ama', 'Kojo'], [], []],
    // Departments named like companies.
    [
      'Org changes in Customer Engineering: Nour El-Sayed leads it, as Head of Client Services.',
      ['Nour El-Sayed'],
      [],
      [],
    ],
    // A name spelled by an address is a person; without the address, the reader does not know it.
    [
      'Wikitoria Paewai takes over the reporting; you can reach her at wikitoria.paewai@saltmarsh.io.',
      ['Wikitoria Paewai'],
      [],
      [],
    ],
    ['Wikitoria Paewai takes over the reporting.', [], [], []],
    // A company's own meeting: who its label lines list work there; a candidate does not.
    [
      'Zephyr Labs daily standup, Thu 15 Jan\nHere: Kaito Yamamoto, Zainab Sani (on call), Wojciech Mazur\nKaito: finishing the billing migration.',
      ['Kaito Yamamoto', 'Wojciech Mazur', 'Zainab Sani'],
      ['Zephyr Labs'],
      [
        'works_at Kaito Yamamoto -> Zephyr Labs',
        'works_at Wojciech Mazur -> Zephyr Labs',
        'works_at Zainab Sani -> Zephyr Labs',
      ],
    ],
    [
      'Interview notes: Senior Backend Engineer, Saffron Health\nCandidate: Deniz Aksoy\nPanel: Ritu Sharma, Olli Mäkinen',
      ['Deniz Aksoy', 'Olli Mäkinen', 'Ritu Sharma'],
      ['Saffron Health'],
      ['works_at Olli Mäkinen -> Saffron Health', 'works_at Ritu Sharma -> Saffron Health'],
    ],
    // Stands back: a call about a company is no meeting of its own people.
    [
      'Call notes: Zephyr Labs pricing\nHere: Kaito Yamamoto, Zainab Sani',
      ['Kaito Yamamoto', 'Zainab Sani'],
      ['Zephyr Labs'],
      [],
    ],
    // A closing line of a team and a company: "us" is that company.
    [
      'Hi all,\n\nPlease welcome Chiamaka Obiora, who joins us on Monday.\n\nSindre\nPeople Team, Fjellnett AS',
      ['Chiamaka Obiora'],
      ['Fjellnett AS'],
      ['works_at Chiamaka Obiora -> Fjellnett AS'],
    ],
    // Ends: "Kft." as a legal form, four words before "at", "our AE on C", a Portuguese company word, "&" in a domain.
    [
      'Viktor Horváth leads the channel team at Danubia Software Kft.',
      ['Viktor Horváth'],
      ['Danubia Software Kft'],
      ['works_at Viktor Horváth -> Danubia Software Kft'],
    ],
    [
      'Hana Watanabe leads the field engineering team at Kiso Sensors.',
      ['Hana Watanabe'],
      ['Kiso Sensors'],
      ['works_at Hana Watanabe -> Kiso Sensors'],
    ],
    ['Arranged by: Tariq Mahmood (our AE on Zenith Dairy)', ['Tariq Mahmood'], ['Zenith Dairy'], []],
    ['Caller: Pedro Santos, with PHS Tecnologia.', ['Pedro Santos'], ['PHS Tecnologia'], []],
    [
      'To: Yasmin Haddad <yasmin@cedarandsalt.com>\n\nThe displays for Cedar & Salt shipped this morning.\n',
      ['Yasmin Haddad'],
      ['Cedar & Salt'],
      ['works_at Yasmin Haddad -> Cedar & Salt'],
    ],
    // "HQ" after a company's name is its site ("Pixel HQ" stays a name).
    [
      'Workshop: ERP cut-over\nInvitees: Vu Thi Lan <lan.vu@mekongfoods.vn>\nLocation: Mekong Foods HQ, room 4B',
      ['Vu Thi Lan'],
      ['Mekong Foods'],
      ['works_at Vu Thi Lan -> Mekong Foods'],
    ],
    ['Meet me at Pixel HQ on Friday, Ana Lima.', ['Ana Lima'], ['Pixel HQ'], []],
    // A person named with a company's team is one of it.
    [
      'Huge thanks to Yetunde Balogun and the whole Orbital Freight team for everything.',
      ['Yetunde Balogun'],
      ['Orbital Freight'],
      ['works_at Yetunde Balogun -> Orbital Freight'],
    ],
    [
      'Ana Lima and the rest of the Kestrel Freight team came by.',
      ['Ana Lima'],
      ['Kestrel Freight'],
      ['works_at Ana Lima -> Kestrel Freight'],
    ],
    // "from us A and B" in an attendee list: both the writer's side; "owns it" is no role at the company in play.
    [
      'QBR notes: Pinecrest Hotels (customer)\nAttendees: Sakura Endo (VP Guest Experience), and from us Ayodele Martins and Hamid Rezaei.\n- The renewal is due in March; Ayodele owns it.',
      ['Ayodele Martins', 'Hamid Rezaei', 'Sakura Endo'],
      ['Pinecrest Hotels'],
      ['works_at Sakura Endo -> Pinecrest Hotels'],
    ],
    // A company's own group before its people.
    [
      "Ridgeway Health kickoff. Ridgeway's QA folks (Ines Carvalho and Kiri Tane) will start after lunch.",
      ['Ines Carvalho', 'Kiri Tane'],
      ['Ridgeway Health'],
      ['works_at Ines Carvalho -> Ridgeway Health', 'works_at Kiri Tane -> Ridgeway Health'],
    ],
    // ... but not its vendors.
    [
      "Pinecrest Hotels review. Pinecrest's vendor team (Ana Lima and Tom Reed) called.",
      ['Ana Lima', 'Tom Reed'],
      ['Pinecrest Hotels'],
      [],
    ],
    // Two signatures side by side: a gap of spaces ends a name, so two people (the second placed by the lines under it).
    [
      'Yours sincerely,\n\nAdaora Nnaji                      Samuel Boateng\nManaging Director                 Commercial Manager\nSteelgate Installations Ltd       Steelgate Installations Ltd',
      ['Adaora Nnaji', 'Samuel Boateng'],
      ['Steelgate Installations Ltd'],
      ['works_at Samuel Boateng -> Steelgate Installations Ltd'],
    ],
    // Two whole companies joined by "&" in a heading stay two.
    [
      'Partner sync: Quokka Pay & Saguaro Commerce Inc.\nAna Paula Ferreira (Quokka Pay) joined.',
      ['Ana Paula Ferreira'],
      ['Quokka Pay', 'Saguaro Commerce Inc'],
      ['works_at Ana Paula Ferreira -> Quokka Pay'],
    ],
    // "hired P from C": where P was; P works where the hirer works now (but "P from C joined": where P works).
    // A hire into the team now is no acquaintance yet (M9, as t970 reads).
    [
      'Sakura Endo (VP Guest Experience) works at Pinecrest Hotels. Sakura hired Dmitri Volkov from Marriott last summer.',
      ['Dmitri Volkov', 'Sakura Endo'],
      ['Marriott', 'Pinecrest Hotels'],
      [
        'left_for Dmitri Volkov -> Pinecrest Hotels',
        'works_at Dmitri Volkov -> Pinecrest Hotels',
        'works_at Sakura Endo -> Pinecrest Hotels',
      ],
    ],
    [
      'Dmitri Volkov from Marriott joined the call.',
      ['Dmitri Volkov'],
      ['Marriott'],
      ['works_at Dmitri Volkov -> Marriott'],
    ],
    // A joined legal form with its stop ends the name and the sentence.
    [
      'Thanks for the samples from Anatolia Tekstil A.Ş. Reza Tehrani will put together the shot list.',
      ['Reza Tehrani'],
      ['Anatolia Tekstil A.Ş.'],
      [],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("follow-ups in a fresh writer's chats and action items", () => {
  it.each([
    // A speaker tagged with a company: "@P can you ..." is P's, and "I will ..." the speaker's.
    [
      'Kofi Asante (Granite Peak): @Sun-hee can you check the volume tiers before Friday?\nDariusz Nowak (Lumen Robotics): joining late, sorry. I will send the signed NDA by Monday',
      [
        ['Check the volume tiers before Friday', '2026-01-16', 'Sun-hee'],
        ['Send the signed NDA by Monday', '2026-01-19', 'Dariusz Nowak'],
      ],
    ],
    // Everyday asks: "to issue", "will price".
    [
      'Attendees: Tane Ruatapu, Ayşe Korkmaz, Liam Nguyen\n2. Ayşe to issue the revised façade drawings by Friday.\n3. Liam will price the window change order next Tuesday.',
      [
        ['Issue the revised façade drawings by Friday', '2026-01-16', 'Ayşe Korkmaz'],
        ['Price the window change order next Tuesday', '2026-01-20', 'Liam Nguyen'],
      ],
    ],
  ])('%j', (text, tasks) => {
    const found = extractContext(text, createNameDirectory([]), NOW).followUps.map((f) => [f.title, f.due, f.assignee])
    expect(found).toEqual(tasks)
  })
})
