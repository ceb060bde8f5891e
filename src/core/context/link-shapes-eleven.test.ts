import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The twelfth link pass (t801-t860): knowing told through shared history, reporting in org notes and
// asides, introductions and moves told in one clause, and a near miss beside each; each case lists
// every link it should write.

describe('link shapes, twelfth pass', () => {
  it.each([
    // Knowing through shared history: "trained me", "was my first hire" (not "is my first hire").
    ['Tomás Herrera trained me on the claims desk.\n\nMarta Sanz', ['knows Marta Sanz -> Tomás Herrera']],
    ['Tomás Herrera trained the new hires on the claims desk.\n\nMarta Sanz', []],
    ['Ingrid Dahl was my first hire at Equinor.\n\nLars Moen', ['knows Lars Moen -> Ingrid Dahl']],
    ['Ingrid Dahl is my first hire this year.\n\nLars Moen', []],
    // A chat's aside, "I sat next to him".
    ['[10:02] Nour Haddad: Karim Aziz? I sat next to him for two years at Citi', ['knows Karim Aziz -> Nour Haddad']],
    // "in the same choir as P", not "the same key".
    ['Zanele Khumalo sings in the same choir as Pieter Botha.', ['knows Pieter Botha -> Zanele Khumalo']],
    ['Zanele Khumalo sings in the same key as Pieter Botha.', []],
    // A parenthesis after a name: whom they know, not what.
    ['Spoke to Femi Ade (knows Chidi Eze personally) about the deal.', ['knows Chidi Eze -> Femi Ade']],
    ['Spoke to Femi Ade (knows the Lagos market well) about the deal.', []],
    // A subject listed with commas: each pair knows each other; a list that only joined a call does not.
    [
      'Ngozi Eze, Tomasz Nowak and Ana Lima were at Deloitte together.',
      ['knows Ana Lima -> Ngozi Eze', 'knows Ana Lima -> Tomasz Nowak', 'knows Ngozi Eze -> Tomasz Nowak'],
    ],
    ['Ngozi Eze, Tomasz Nowak and Ana Lima joined the call.', []],
    // "coached ... together", "and I cut our teeth together".
    ["Ewa Nowak and Jakub Lis coached the kids' football team together for years.", ['knows Ewa Nowak -> Jakub Lis']],
    [
      'Olivia Brown, their new procurement head, and I cut our teeth together at Accenture.\n\nJames Hill',
      ['knows James Hill -> Olivia Brown'],
    ],
    // "her former co-founder".
    [
      'New lead: Imani Njeri, founder of Savanna Health. She came to us by way of Wanjiru Kamau, her former co-founder at Jambo Labs.',
      [
        'introduced_by Imani Njeri -> Wanjiru Kamau',
        'knows Imani Njeri -> Wanjiru Kamau',
        'works_at Imani Njeri -> Savanna Health',
      ],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // Reporting: a chief of staff or a deputy, not the deputy's assistant.
    [
      'Call with Omar Saleh, Leila Haddad’s chief of staff at Cedar Foods.',
      [
        'reports_to Omar Saleh -> Leila Haddad',
        'works_at Leila Haddad -> Cedar Foods',
        'works_at Omar Saleh -> Cedar Foods',
      ],
    ],
    ["Call with Omar Saleh, Leila Haddad's chief of staff's assistant.", []],
    [
      'Call with Oren Katz, who deputises for Maya Gold at Jaffa Labs.',
      ['reports_to Oren Katz -> Maya Gold', 'works_at Maya Gold -> Jaffa Labs', 'works_at Oren Katz -> Jaffa Labs'],
    ],
    // An org line with arrows; a route is no org line.
    [
      'Org: Yaw Mensah (IT Manager) → Efua Osei (CIO) → Kojo Addo (CEO)',
      ['reports_to Efua Osei -> Kojo Addo', 'reports_to Yaw Mensah -> Efua Osei'],
    ],
    ['Route: Accra → Kumasi → Tamale', []],
    // A lead and "his team" report together; a team taken over with its people listed.
    [
      'From 1 March, Henrik Lund and his data team will report into Beatriz Souza.',
      ['reports_to Henrik Lund -> Beatriz Souza'],
    ],
    [
      'Kalani Akana takes over the support team (Leilani Kahale, Joon Park) from Rhys Morgan.',
      ['reports_to Joon Park -> Kalani Akana', 'reports_to Leilani Kahale -> Kalani Akana'],
    ],
    ['Kalani Akana takes over the support queue from Rhys Morgan.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // Introductions in one clause.
    [
      'Hi Olga,\n\nLars Berg said I should drop you a line about the sensors.\n\nNils Dahl',
      ['introduced_by Olga -> Lars Berg'],
    ],
    ['Hi Olga,\n\nLars Berg said I should drop the price.\n\nNils Dahl', []],
    [
      'The rollout came via Rania Aziz, who introduced us to their COO Layla Saad at a dinner.',
      ['introduced_by Layla Saad -> Rania Aziz'],
    ],
    [
      'We signed with Kuala Rubber after Aminah Yusof, their COO, whom Farid Rahman had introduced to us, agreed.',
      // M2: "their COO" points back to Kuala Rubber, a company named after "with" (their-antecedents.ts).
      ['introduced_by Aminah Yusof -> Farid Rahman', 'works_at Aminah Yusof -> Kuala Rubber'],
    ],
    // Moves: "leaves us for C" (not "for the summer"), "C lost her", "(was our champion at C)".
    [
      'Noura Saad takes over as CFO from Walid Issa, who leaves us for Gulf Ports in June.',
      ['left_for Walid Issa -> Gulf Ports', 'works_at Walid Issa -> Gulf Ports'],
    ],
    ['Walid Issa leaves us for the summer.', []],
    [
      'Seo-yeon Park is at Daewon Chemical now, Hanul Bio lost her in the reorg.',
      ['left_for Seo-yeon Park -> Daewon Chemical', 'works_at Seo-yeon Park -> Daewon Chemical'],
    ],
    ['Hanul Bio lost the tender to Daewon Chemical.', []],
    [
      'Contact: Emma Berg is now at Lund Medtech (was our champion at Skane Bio).',
      ['left_for Emma Berg -> Lund Medtech', 'works_at Emma Berg -> Lund Medtech'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // A skip-level: the manager named before reports to them; a skip-level meeting is no one.
    [
      'Chen Wei owns the budget, but her manager Liu Fang approves anything over 50k, and her skip-level Wang Tao has a veto.',
      ['reports_to Chen Wei -> Liu Fang', 'reports_to Liu Fang -> Wang Tao'],
    ],
    ["Chen Wei's skip-level meeting is on Friday with Wang Tao.", []],
    // Godparents to each other's kids, not parents.
    ["Emeka Obi and Adaeze Nnamdi are godparents to each other's kids.", ['knows Adaeze Nnamdi -> Emeka Obi']],
    ['Emeka Obi and Adaeze Nnamdi are parents of two.', []],
    // "until last month CFO of C": a job left; "until last month's numbers" is none.
    [
      'Our new COO, Ana Lima — until last month CFO of Parana Foods — starts on Monday.\n\nRafael Souza\nCEO, Amazonas Logistics',
      [
        'left_for Ana Lima -> Amazonas Logistics',
        'works_at Ana Lima -> Amazonas Logistics',
        'works_at Rafael Souza -> Amazonas Logistics',
      ],
    ],
    ["Ana Lima stays on until last month's numbers are in.", []],
    // "is over at C" is a job, not a visit.
    ['Gabriel Silva is over at Andes Dairy now.', ['works_at Gabriel Silva -> Andes Dairy']],
    ['Gabriel Silva is over at Andes Dairy for the audit.', []],
    // "he" after a dash or an opening parenthesis is the person named before.
    ["Please cc Lior Katz on approvals — he's Noa Levi's manager.", ['reports_to Noa Levi -> Lior Katz']],
    [
      'Now that Gabriel Silva is at Andes Dairy (he quit Pampa Foods in March), the renewal is open.',
      ['left_for Gabriel Silva -> Andes Dairy', 'works_at Gabriel Silva -> Andes Dairy'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // A favour done ("kind enough to introduce us") is an introduction; an offer ("offered to") only says they know P.
    ['Ana Costa was good enough to introduce me to Ben Okoro.', ['introduced_by Ben Okoro -> Ana Costa']],
    ['Ana Costa offered to introduce us to Ben Okoro.', ['knows Ana Costa -> Ben Okoro']],
    ['Ana Costa kindly introduced us to Ben Okoro.', ['introduced_by Ben Okoro -> Ana Costa']],
    // A number passed on, a call set up for us, "Thanks to Q, we got a meeting with P".
    ["Ana Costa passed me Ben Okoro's number.", ['introduced_by Ben Okoro -> Ana Costa']],
    ["Ana Costa passed me Ben Okoro's report.", []],
    ['Ana Costa set up a call with Ben Okoro for us.', ['introduced_by Ben Okoro -> Ana Costa']],
    ['Ana Costa set up a call with Ben Okoro for Friday.', []],
    ['Thanks to Ana Costa, we got a meeting with Ben Okoro.', ['introduced_by Ben Okoro -> Ana Costa']],
    ['Thanks to Ana Costa, we closed the deal.', []],
    // "whom we met through Q": Q introduced P, and P (not Q) runs ops.
    [
      'Ben Okoro, whom we met through Ana Costa, runs ops at Vela Foods.',
      ['introduced_by Ben Okoro -> Ana Costa', 'works_at Ben Okoro -> Vela Foods'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // Reporting said in an attendee's parenthesis, and "(my boss)" in a chat line.
    [
      'Attendees: Ana Costa (Vela Foods), Ben Okoro (Vela Foods, reports to Ana), Chi Eze',
      ['reports_to Ben Okoro -> Ana Costa', 'works_at Ana Costa -> Vela Foods', 'works_at Ben Okoro -> Vela Foods'],
    ],
    [
      'Attendees: Ana Costa (Vela Foods), Ben Okoro (Vela Foods, reports due Friday), Chi Eze',
      ['works_at Ana Costa -> Vela Foods', 'works_at Ben Okoro -> Vela Foods'],
    ],
    ['[09:10] Ben Okoro: Ana Costa (my boss) will join', ['reports_to Ben Okoro -> Ana Costa']],
    ['[09:10] Ben Okoro: Ana Costa (my boss’s boss) will join', []],
    // A company set off by dashes tags the subject of the verb after it.
    [
      'Ben Okoro — Vela Foods — reports to Ana Costa (VP Ops)',
      ['reports_to Ben Okoro -> Ana Costa', 'works_at Ana Costa -> Vela Foods', 'works_at Ben Okoro -> Vela Foods'],
    ],
    // "was at school with P", not "at school with the kids".
    ['Ben Okoro was at school with Ana Costa.', ['knows Ana Costa -> Ben Okoro']],
    ['Ben Okoro was at school with the kids all day.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // "meet you via Q" to the person written to; "got in touch after Q mentioned us".
    ['Hi Ben,\n\nGreat to meet you via Ana Costa.\n\nTom Reed', ['introduced_by Ben -> Ana Costa']],
    ['Hi Ben,\n\nGreat to meet you on Friday with Ana Costa.\n\nTom Reed', []],
    ['Ben Okoro got in touch after Ana Costa mentioned us.', ['introduced_by Ben Okoro -> Ana Costa']],
    ['Ben Okoro got in touch after Ana Costa left.', []],
    // "P is a friend" in an e-mail: the writer's; "a friend of P's" is read elsewhere, "a friendly face" is no tie.
    ['Ana Costa is a friend.\n\nTom Reed', ['knows Tom Reed -> Ana Costa']],
    ['Ana Costa is a friendly face.\n\nTom Reed', []],
    // "(previously C)" after the company someone is with now.
    [
      'Ben Okoro is now with Tern Bank (previously Vela Foods).',
      ['left_for Ben Okoro -> Tern Bank', 'works_at Ben Okoro -> Tern Bank'],
    ],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it.each([
    // Reporting that is over: they know each other, and no reporting line is written.
    ['Ben Okoro reported to Ana Costa until 2022.', ['knows Ana Costa -> Ben Okoro']],
    ['Ben Okoro reported to Ana Costa on the outage.', ['reports_to Ben Okoro -> Ana Costa']],
    ['Ana Costa managed Ben Okoro years ago.', ['knows Ana Costa -> Ben Okoro']],
    ['Ana Costa used to manage me.\n\nTom Reed', ['knows Tom Reed -> Ana Costa']],
    ['Ana Costa was my manager.\n\nTom Reed', ['knows Tom Reed -> Ana Costa']],
    ['Ana Costa is my manager.\n\nTom Reed', ['reports_to Tom Reed -> Ana Costa']],
    // "After C, P joined D": a job left.
    [
      'After Vela Foods, Ben Okoro joined Tern Bank.',
      ['left_for Ben Okoro -> Tern Bank', 'works_at Ben Okoro -> Tern Bank'],
    ],
    ['After Vela Foods, Ben Okoro called Tern Bank.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
