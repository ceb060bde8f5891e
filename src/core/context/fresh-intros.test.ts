import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// The shapes of issue 27's W9 pass (t1021-t1060, a fresh writer's introductions and moves), each
// with every person, company and link the reader should find and nothing more: moves told by an
// arrow line or a record's change log, by the writer's farewell or out-of-office reply (signed
// under a sign-off of another language), a leaving with its time before "to join C"; introductions
// a chat speaker makes, a reply whose quoted message is the introduction, a double opt-in only
// asked, a CRM "Source: Introduced by" field, an introducer named by whose they are, and a person
// copied in ("+Tevita Fifita (cc)") whom a dash turns to.

describe('moves a fresh writer tells by structure', () => {
  it.each([
    // "P: C → C" lines; "C → ???" names no new employer.
    [
      'Weekly moves\n• Siddharth Rao: Infosys → Zeta Payments (VP Eng)\n• Mariam Bakr: Nile Foods → ??? (left)',
      ['Mariam Bakr', 'Siddharth Rao'],
      ['Infosys', 'Nile Foods', 'Zeta Payments'],
      ['left_for Siddharth Rao -> Zeta Payments', 'works_at Siddharth Rao -> Zeta Payments'],
    ],
    // A role change is no move, and its titles are no companies.
    ['Title: Category Manager → Head of Buying', [], [], []],
    // A record's employer field with an arrow, under the record's person.
    [
      'Contact: Eija Koskinen\nCompany: Lapland Outdoor Oy → Arctic Gear Group',
      ['Eija Koskinen'],
      ['Arctic Gear Group', 'Lapland Outdoor Oy'],
      ['left_for Eija Koskinen -> Arctic Gear Group', 'works_at Eija Koskinen -> Arctic Gear Group'],
    ],
    // An out-of-office reply: a "no longer" before the semicolon does not stand the move back.
    [
      'Subject: Automatic reply\n\nI no longer work at Vistula Packaging S.A.; as of 1 January I have joined Baltic Cartons Sp. z o.o.\n\nKrzysztof Dąbrowski',
      ['Krzysztof Dąbrowski'],
      ['Baltic Cartons Sp. z o.o.', 'Vistula Packaging S.A.'],
      [
        'left_for Krzysztof Dąbrowski -> Baltic Cartons Sp. z o.o.',
        'works_at Krzysztof Dąbrowski -> Baltic Cartons Sp. z o.o.',
      ],
    ],
    // Leaving with no new employer, and a join negated in its own clause: no move.
    [
      'Hello, I have left Andean Mining Ltda. I have not joined Cobre Andino yet.\n\nBest wishes,\nSebastián Vargas',
      ['Sebastián Vargas'],
      ['Andean Mining Ltda', 'Cobre Andino'],
      [],
    ],
    // A farewell's "I'll be at C", signed under "Terima kasih,"; without the farewell, a visit.
    [
      "Today is my last day at Rukun Properties Sdn Bhd. From Monday I'll be at Seri Capital.\n\nTerima kasih,\nNurul Farah Aziz",
      ['Nurul Farah Aziz'],
      ['Rukun Properties Sdn Bhd', 'Seri Capital'],
      ['left_for Nurul Farah Aziz -> Seri Capital', 'works_at Nurul Farah Aziz -> Seri Capital'],
    ],
    [
      "I'll be at Seri Capital on Monday for the demo.\n\nBest,\nNurul Farah Aziz",
      ['Nurul Farah Aziz'],
      ['Seri Capital'],
      [],
    ],
    // A farewell is the writer's own: someone else leaving makes "I'll be at C" no move.
    [
      "Ana Lima is leaving Acme Corp. I'll be at Globex Systems on Monday for the demo.\n\nBest,\nTom Reed",
      ['Ana Lima', 'Tom Reed'],
      ['Acme Corp', 'Globex Systems'],
      [],
    ],
    [
      "I'm leaving Acme Corp after six years. I'll be at Globex Systems from Monday.\n\nBest,\nTom Reed",
      ['Tom Reed'],
      ['Acme Corp', 'Globex Systems'],
      ['left_for Tom Reed -> Globex Systems', 'works_at Tom Reed -> Globex Systems'],
    ],
    // An announcement's heading names whose "our" is; an interview at a company is no job there.
    [
      'Leadership update from Karibu Telecom\n\nOur VP Engineering, Achieng Otieno, will step in as interim CTO.',
      ['Achieng Otieno'],
      ['Karibu Telecom'],
      ['works_at Achieng Otieno -> Karibu Telecom'],
    ],
    [
      'Heard that their CFO, Lindiwe Mthembu, is interviewing at Anglo Platinum.',
      ['Lindiwe Mthembu'],
      ['Anglo Platinum'],
      [],
    ],
    // "I moved across to C", signed under "Saludos,".
    [
      'Hi Tomás,\n\nI moved across to Patagonia Wind S.A. last month.\n\nSaludos,\nValentina Cruz',
      ['Tomás', 'Valentina Cruz'],
      ['Patagonia Wind S.A.'],
      ['left_for Valentina Cruz -> Patagonia Wind S.A.', 'works_at Valentina Cruz -> Patagonia Wind S.A.'],
    ],
    // A time between the leaving and "to join C"; leaving a call to join a demo is no move.
    [
      'After eight years, Juma Mwangi is leaving at the end of January to join Safari Cloud as its CEO.',
      ['Juma Mwangi'],
      ['Safari Cloud'],
      ['left_for Juma Mwangi -> Safari Cloud', 'works_at Juma Mwangi -> Safari Cloud'],
    ],
    ['Ana Lima is leaving the call early to join a demo with Safari Cloud.', ['Ana Lima'], ['Safari Cloud'], []],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('introductions a fresh writer tells by structure', () => {
  it.each([
    // A chat speaker hands two people over.
    [
      'Group DM: Raúl Ortega, Ji-ho Choi, Nomvula Zulu\nRaúl Ortega: putting you two in touch — Ji-ho runs Hanbit Robotics, Nomvula is at Ubuntu Automation.\nJi-ho Choi: nice to meet you',
      ['Ji-ho Choi', 'Nomvula Zulu', 'Raúl Ortega'],
      ['Hanbit Robotics', 'Ubuntu Automation'],
      [
        'introduced_by Ji-ho Choi -> Raúl Ortega',
        'introduced_by Nomvula Zulu -> Raúl Ortega',
        'works_at Ji-ho Choi -> Hanbit Robotics',
        'works_at Nomvula Zulu -> Ubuntu Automation',
      ],
    ],
    // An intro only offered in chat: no introduction.
    [
      'Rangi Parata: my cousin Hemi Tawhiri is there, I can intro you if it helps\nDaniela Souza: maybe later',
      ['Daniela Souza', 'Hemi Tawhiri', 'Rangi Parata'],
      [],
      ['knows Hemi Tawhiri -> Rangi Parata'],
    ],
    // A reply: the quoted message's sender introduced both, the writer introduced no one.
    [
      'Thanks Kofi (moving you to bcc)! Rahul, great to e-meet you.\n\nAino Virtanen\n\n> On 14 Jan 2026, Kofi Asante wrote:\n> Aino Virtanen, Rahul Iyer — you both asked me about grid forecasting, so here you are.',
      ['Aino Virtanen', 'Kofi Asante', 'Rahul Iyer'],
      [],
      ['introduced_by Aino Virtanen -> Kofi Asante', 'introduced_by Rahul Iyer -> Kofi Asante'],
    ],
    // A double opt-in asked: no one introduced yet.
    [
      'Hi Mariana,\n\nObinna Eze asked whether I knew anyone in Brazil. Before I connect you two, are you open to it?\n\nBest,\nPaulo Mendes',
      ['Mariana', 'Obinna Eze', 'Paulo Mendes'],
      [],
      [],
    ],
    // A name before "(cc)" is a person; a dash turns to them as a comma does, and "you two" hands both over.
    [
      'Hi Kalani,\n\n+Tevita Fifita (cc), as promised. You two should compare notes.\n\nTevita — Kalani Akana is CTO of Aloha Broadband.\n\nCheers,\nMoana Tupou',
      ['Kalani Akana', 'Moana Tupou', 'Tevita Fifita'],
      ['Aloha Broadband'],
      [
        'introduced_by Kalani Akana -> Moana Tupou',
        'introduced_by Tevita Fifita -> Moana Tupou',
        'works_at Kalani Akana -> Aloha Broadband',
      ],
    ],
    // A calendar invite's "Required:" and "Optional:" lists name who was asked, with their companies.
    [
      'Required: Tuan Hoang (Hanoi Garments), Burak Çelik (Ankara Denim)\nOptional: Kaan Yilmaz',
      ['Burak Çelik', 'Kaan Yilmaz', 'Tuan Hoang'],
      ['Ankara Denim', 'Hanoi Garments'],
      ['works_at Burak Çelik -> Ankara Denim', 'works_at Tuan Hoang -> Hanoi Garments'],
    ],
    // An introducer named by whose they are.
    [
      "- Bogdan Lewandowski, COO, Wisła Dairy — warm intro from Marta's old boss, Ewa Nowak",
      ['Bogdan Lewandowski', 'Ewa Nowak', 'Marta'],
      ['Wisła Dairy'],
      [
        'introduced_by Bogdan Lewandowski -> Ewa Nowak',
        'knows Ewa Nowak -> Marta',
        'works_at Bogdan Lewandowski -> Wisła Dairy',
      ],
    ],
    // A record's "Source: Introduced by P".
    [
      'Name: Yusuf Al-Amin\nSource: Introduced by Layla Haddad (board member)',
      ['Layla Haddad', 'Yusuf Al-Amin'],
      [],
      ['introduced_by Yusuf Al-Amin -> Layla Haddad'],
    ],
  ])('%j', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

// The visit check looks one word past "is": a text may end there, with nothing to look at.
describe('a name, a comma and "is" at the end of a text', () => {
  it('reads the person and no link, without failing on the missing word', () => {
    expect(read('Met Lindiwe Mthembu of Anglo Platinum. Lindiwe Mthembu, is')).toEqual({
      people: ['Lindiwe Mthembu'],
      companies: ['Anglo Platinum'],
      links: ['works_at Lindiwe Mthembu -> Anglo Platinum'],
    })
  })
})
