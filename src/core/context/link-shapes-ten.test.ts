import { describe, expect, it } from 'vitest'
import { shapeLinks as links } from '../../../test/support/link-shapes.js'

// The eleventh link pass (t691-t750): introductions, moves, knowing and reporting put in ways the
// earlier passes did not read, and near misses of each; each case lists every link it should write.

describe('link shapes, eleventh pass', () => {
  it.each([
    // Introductions: "hooked me up with", "connected us with" a title and a name, "kind enough to connect us".
    [
      'Anna Berg hooked me up with the buyer at Condor Outdoor, Pablo Ruiz.',
      ['introduced_by Pablo Ruiz -> Anna Berg', 'works_at Pablo Ruiz -> Condor Outdoor'],
    ],
    ['Anna Berg linked us up with Pablo Ruiz last week.', ['introduced_by Pablo Ruiz -> Anna Berg']],
    [
      'Dear Ingrid,\n\nTariq Aziz was kind enough to connect us at the Bergen breakfast.\n\nBest,\nLeo Marsh',
      ['introduced_by Ingrid -> Tariq Aziz'],
    ],
    ['Tariq Aziz connected us with the weather.', []],
    // "sent him our way".
    [
      'Inbound from Kenji Sato, ops at Osaka Metals. Yumi Ito sent him our way after the fair.',
      ['introduced_by Kenji Sato -> Yumi Ito', 'works_at Kenji Sato -> Osaka Metals'],
    ],
    ['Yumi Ito sent him the contract.', []],
    // "brokered an introduction to their CEO, P".
    [
      'Deal memo: Dilnoza Yusupova brokered an introduction to their CEO, Timur Aliev, in May.',
      ['introduced_by Timur Aliev -> Dilnoza Yusupova'],
    ],
    // A meal set up by someone, with two people.
    [
      'Lunch with Ana Prado and Rui Gomes, set up by Marta Vaz.',
      ['introduced_by Ana Prado -> Marta Vaz', 'introduced_by Rui Gomes -> Marta Vaz'],
    ],
    // A greeting of two, handed over by "put you in touch".
    [
      'Hi Kofi and Elin,\n\nI wanted to put you in touch. Kofi Mensah runs ops at Volta Freight; Elin Berg is COO of Malmo Ports.\n\nSara Diaz',
      [
        'introduced_by Elin Berg -> Sara Diaz',
        'introduced_by Kofi Mensah -> Sara Diaz',
        'works_at Elin Berg -> Malmo Ports',
        'works_at Kofi Mensah -> Volta Freight',
      ],
    ],
    // A first name turned to before the text spells it out, with "I'm introducing you".
    [
      "Jae-won, I'm introducing you to Fatima Benali (cc'd) of Atlas Textiles. Fatima, Jae-won Choi leads payments at Hangang Pay.\n\nPierre Dumont",
      [
        'introduced_by Fatima Benali -> Pierre Dumont',
        'introduced_by Jae-won Choi -> Pierre Dumont',
        'works_at Fatima Benali -> Atlas Textiles',
        'works_at Jae-won Choi -> Hangang Pay',
      ],
    ],
    // Near misses: an introduction promised, and one asked for.
    [
      'Hi Nadia,\n\nOnce the NDA is signed, Karim Haddad will introduce you to their ops lead, Moussa Sow.\n\nEmre Yilmaz',
      [],
    ],
    [
      'Omar Farouk and Rashid Malik know each other from the Rotary club. Ask Omar for an intro.',
      ['knows Omar Farouk -> Rashid Malik'],
    ],
    // "I'd like you to meet P", "Allow me to introduce P", "put me onto you", "mentioned you're", a lead "via Q".
    [
      "Hi Kojo,\n\nI'd like you to meet Anna Berg, who runs data at Orbit Labs.\n\nBest,\nSara Kim",
      // The one greeted is introduced to Anna too (since the tuning-misses pass, as w149 expects).
      ['introduced_by Anna Berg -> Sara Kim', 'introduced_by Kojo -> Sara Kim', 'works_at Anna Berg -> Orbit Labs'],
    ],
    ["Hi Kojo,\n\nI'd love to meet Anna Berg at some point.\n\nBest,\nSara Kim", []],
    [
      'Hi Kojo,\n\nAllow me to introduce Anna Berg of Orbit Labs.\n\nBest,\nSara Kim',
      ['introduced_by Anna Berg -> Sara Kim', 'introduced_by Kojo -> Sara Kim', 'works_at Anna Berg -> Orbit Labs'],
    ],
    ["Hi Kojo,\n\nI'm happy to introduce you if useful.\n\nBest,\nSara Kim", []],
    [
      'Hi Kojo,\n\nTom Lee put me onto you. He also put us onto Anna Berg.\n\nSara Kim',
      ['introduced_by Anna Berg -> Tom Lee', 'introduced_by Kojo -> Tom Lee'],
    ],
    [
      "Hi Anna,\n\nTom Lee mentioned you're the person to talk to about freight.\n\nSara Kim",
      ['introduced_by Anna -> Tom Lee'],
    ],
    [
      'New lead: Anna Berg (Orbit Labs) - via Tom Lee',
      ['introduced_by Anna Berg -> Tom Lee', 'works_at Anna Berg -> Orbit Labs'],
    ],
    ['Anna Berg (via Tom Lee) called.', ['introduced_by Anna Berg -> Tom Lee']],
    ['Call with Anna Berg, via Zoom.', []],
    // Asked or told to reach the one written to; "he" after the writer's own clause is not the writer.
    [
      'Hi Kojo,\n\nTom Lee asked me to get in touch with you about the pilot.\n\nSara Kim',
      ['introduced_by Kojo -> Tom Lee'],
    ],
    ['Hi Kojo,\n\nTom Lee encouraged me to reach out.\n\nSara Kim', ['introduced_by Kojo -> Tom Lee']],
    ['Hi Kojo,\n\nTom Lee said I should reach out to you.\n\nSara Kim', ['introduced_by Kojo -> Tom Lee']],
    ['Hi Kojo,\n\nTom Lee asked me to contact Anna Berg.\n\nSara Kim', ['introduced_by Anna Berg -> Tom Lee']],
    ['Hi Kojo,\n\nTom Lee asked me to send the invoice.\n\nSara Kim', []],
    [
      "Hi Kojo,\n\nI'm a friend of Tom Lee's; he suggested we talk.\n\nSara Kim",
      ['introduced_by Kojo -> Tom Lee', 'knows Sara Kim -> Tom Lee'],
    ],
    // A chat question about who introduced someone, answered by a name or "I did".
    [
      '[10:01] Sara Kim: who introduced us to Anna Berg?\n[10:02] Raj Patel: Tom Lee did',
      ['introduced_by Anna Berg -> Tom Lee'],
    ],
    [
      '[10:01] Sara Kim: who introduced us to Anna Berg?\n[10:02] Raj Patel: I did',
      ['introduced_by Anna Berg -> Raj Patel'],
    ],
    ['[10:01] Sara Kim: who introduced us to Anna Berg?\n[10:02] Raj Patel: Tom Lee knows', []],
    // Moves: "defected to", "got poached by", "transitioning from A to B", "appointed T of C, leaving ... at A".
    [
      'did you see that Ingrid Holm defected to Bergen Analytics?',
      ['left_for Ingrid Holm -> Bergen Analytics', 'works_at Ingrid Holm -> Bergen Analytics'],
    ],
    [
      'Sara Levi got poached by Carmel Security.',
      ['left_for Sara Levi -> Carmel Security', 'works_at Sara Levi -> Carmel Security'],
    ],
    [
      "New chapter! I'm transitioning from Kahu Health to Tui Insurance. — Aroha Ngata",
      ['left_for Aroha Ngata -> Tui Insurance', 'works_at Aroha Ngata -> Tui Insurance'],
    ],
    [
      'Grace Obi has been appointed Chief Financial Officer of Sable Mining, leaving her post as finance director at Ebony Minerals.',
      ['left_for Grace Obi -> Sable Mining', 'works_at Grace Obi -> Sable Mining'],
    ],
    [
      "Keystone Labs' loss is Ridgeway Bio's gain: Dr. Ade Ajayi has joined Ridgeway Bio as Head of Assays.",
      ['left_for Ade Ajayi -> Ridgeway Bio', 'works_at Ade Ajayi -> Ridgeway Bio'],
    ],
    [
      'Aigerim Bekova has accepted a role at Tien Shan Capital and finishes at Altyn Bank on Friday.',
      ['left_for Aigerim Bekova -> Tien Shan Capital', 'works_at Aigerim Bekova -> Tien Shan Capital'],
    ],
    [
      'Valentina Rossi, who used to run logistics at Po Foods and is now at Tirreno Shipping, called.',
      ['left_for Valentina Rossi -> Tirreno Shipping', 'works_at Valentina Rossi -> Tirreno Shipping'],
    ],
    // A dash appositive, a company tagging the name of one who joins another, "we lost P to C".
    [
      'Tom Lee — formerly of Acme Corp — joins Globex Ltd as CFO.',
      ['left_for Tom Lee -> Globex Ltd', 'works_at Tom Lee -> Globex Ltd'],
    ],
    [
      "Acme Corp's Tom Lee is joining Globex Ltd.",
      ['left_for Tom Lee -> Globex Ltd', 'works_at Tom Lee -> Globex Ltd'],
    ],
    ["Acme Corp's Tom Lee joined the call with Globex Ltd.", ['works_at Tom Lee -> Acme Corp']],
    ['We lost Tom Lee to Globex Ltd.', ['left_for Tom Lee -> Globex Ltd', 'works_at Tom Lee -> Globex Ltd']],
    ['We lost Tom Lee to the flu for a week.', []],
    // Near misses of moves: an event of a company left for a call, a vendor switched, a return.
    ["Ines Costa left Acme Corp's offsite early for a call with Globex Ltd.", []],
    ['Ines Costa left Acme Corp early for a meeting at Globex Ltd.', []],
    ['Tom Reed switched from Acme Cloud to Globex Cloud for the data warehouse.', []],
    ['Tom Reed left Acme Corp for Globex Ltd in 2015 and came back to Acme Corp in 2019.', []],
    ['Tom Reed defected to the other side of the table.', []],
    // Reporting: "P, his manager", "takes direction from" after "but", "Since January she reports to".
    [
      'Tomás Quiroga wants the team lead role. Raise it with Paula Restrepo, his manager.',
      ['reports_to Tomás Quiroga -> Paula Restrepo'],
    ],
    [
      'Joaquim Pinto runs procurement but takes direction from Maria Alves.',
      ['reports_to Joaquim Pinto -> Maria Alves'],
    ],
    [
      'Siobhan Quinn joined in 2021. Since January she reports to Aisling Murphy.',
      ['reports_to Siobhan Quinn -> Aisling Murphy'],
    ],
    [
      "Sharon Mitchell's team at Kookaburra Media:\n- Jake Nguyen (AE)\n- Priya Shah (SDR)\nNotes follow.",
      [
        'reports_to Jake Nguyen -> Sharon Mitchell',
        'reports_to Priya Shah -> Sharon Mitchell',
        'works_at Jake Nguyen -> Kookaburra Media',
        'works_at Priya Shah -> Kookaburra Media',
        'works_at Sharon Mitchell -> Kookaburra Media',
      ],
    ],
    ["Sharon Mitchell's team won the award.\n- Jake Nguyen (AE)", []],
    ['Raise it with Paula Restrepo, his manager’s deputy.', []],
    [
      'Anna Berg has two direct reports, Tom Lee and Sara Kim.',
      ['reports_to Sara Kim -> Anna Berg', 'reports_to Tom Lee -> Anna Berg'],
    ],
    ['Anna Berg has reports, Tom Lee said.', []],
    // Knowing: "his next-door neighbour", "was my thesis supervisor", "in my MBA cohort", "play ... with", "a contact of".
    ['Rangi Parata says Olivia Hart, his next-door neighbour, can help.', ['knows Olivia Hart -> Rangi Parata']],
    ['[10:02] Lukas Schmid: Milan Kovar was my thesis supervisor', ['knows Lukas Schmid -> Milan Kovar']],
    [
      'Hi Arturo,\n\nSunita Reddy was in my MBA cohort and is now CFO of Deccan Pharma.\n\nMarkus Lehmann',
      ['knows Markus Lehmann -> Sunita Reddy', 'works_at Sunita Reddy -> Deccan Pharma'],
    ],
    [
      'Hi Camille,\n\nI play five-a-side with Yannick Le Goff on Sundays.\n\nGwen Morvan',
      ['knows Gwen Morvan -> Yannick Le Goff'],
    ],
    ['Paulo Ferreira is a contact of Yasmin Haddad’s.', ['knows Paulo Ferreira -> Yasmin Haddad']],
    ['Anna Berg plays the piano.', []],
    ['Anna Berg was my supervisor.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })
})
