import { describe, expect, it } from 'vitest'
import { shapeRead as read } from '../../../test/support/link-shapes.js'

// Issue 27, M3: the tuning part's misses of the other links (reports_to, knows, introduced_by, left_for),
// grouped by the structure they sit in and fixed where a shape recurs across writers' batches, and the
// writer's introduction e-mail and a CRM record's fields in the shapes a fresh writer uses (decision 0014,
// "M3"). Each case lists every person, company and link the reader should find and nothing more; the near
// misses stand beside the shapes.

describe('a former employer beside a job a later placement gives (placed-moves.ts)', () => {
  it.each([
    // A new head of a team under an announcement's heading came from another company: the move, to the heading's company.
    [
      'Kauri Freight — finance team change\nMere Tane is handing the accounts team to Ravi Patel, who joins from Tasman Logistics. The clerks, including Ana Lima, will report to Ravi from May.',
      ['Ana Lima', 'Mere Tane', 'Ravi Patel'],
      ['Kauri Freight', 'Tasman Logistics'],
      [
        'left_for Ravi Patel -> Kauri Freight',
        'reports_to Ana Lima -> Ravi Patel',
        'works_at Ana Lima -> Kauri Freight',
        'works_at Mere Tane -> Kauri Freight',
        'works_at Ravi Patel -> Kauri Freight',
      ],
    ],
    // Near miss: a manager placed beside a report before the announcement rules run keeps to the earlier pass (no move).
    [
      'Notes: Kestrel Foods call\nTheir buyer Lea Moreau attended with her boss, Sami Laine. Sami used to run procurement at Orbit Telecom.',
      ['Lea Moreau', 'Sami Laine'],
      ['Kestrel Foods', 'Orbit Telecom'],
      [
        'reports_to Lea Moreau -> Sami Laine',
        'works_at Lea Moreau -> Kestrel Foods',
        'works_at Sami Laine -> Kestrel Foods',
      ],
    ],
  ] as [string, string[], string[], string[]][])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("the writer's first-person ties (first-person-ties.ts)", () => {
  it.each([
    // "My former boss, P,": the one who signed knows P.
    [
      'Hi Nia,\n\nMy former boss, Kenji Ito, now runs procurement at Tasman Mills; I can ask him.\n\nBest,\nLea Vogel',
      ['Kenji Ito', 'Lea Vogel', 'Nia'],
      ['Tasman Mills'],
      ['knows Lea Vogel -> Kenji Ito', 'works_at Kenji Ito -> Tasman Mills'],
    ],
    // "P, with whom I did my MBA,".
    [
      'Hi Nia,\n\nAroha Ngata, with whom I did my MBA, could help here.\n\nRegards,\nTom Reed',
      ['Aroha Ngata', 'Nia', 'Tom Reed'],
      [],
      ['knows Tom Reed -> Aroha Ngata'],
    ],
    // "She worked for me at C": the one named before.
    [
      'Hi Tomoko,\n\nHappy to be a reference for Nina Park. She worked for me at Orbit Labs for three years.\n\nRegards,\nGraham Cole\nCTO, Orbit Labs',
      ['Graham Cole', 'Nina Park', 'Tomoko'],
      ['Orbit Labs'],
      ['knows Graham Cole -> Nina Park', 'works_at Graham Cole -> Orbit Labs'],
    ],
    // A chat line's speaker is its "my".
    [
      '[10:02] Ana Lima: Rui Sousa was my thesis supervisor in Porto',
      ['Ana Lima', 'Rui Sousa'],
      [],
      ['knows Ana Lima -> Rui Sousa'],
    ],
    // "P, the best manager I could have asked for" (a title the writer's clause qualifies places no one: M4's
    // relational-titles.ts, as the tuning text of this shape lists).
    [
      "After six years at Fjordbyte AS I'm moving on. Huge thanks to Sigrid Dahl, the best manager I could have asked for. — Anh Tran",
      ['Anh Tran', 'Sigrid Dahl'],
      ['Fjordbyte AS'],
      ['knows Anh Tran -> Sigrid Dahl'],
    ],
    // Near miss: a present colleague is a person of the writer's side, no acquaintance of this kind.
    [
      'Hi Tom,\n\nMy colleague Farah Siddiqui will join the next call.\n\nBest,\nMateus Oliveira',
      ['Farah Siddiqui', 'Mateus Oliveira', 'Tom'],
      [],
      [],
    ],
    // Near miss: a tie the sentence denies.
    [
      'Hi Tom,\n\nKenji Ito was never my boss, but I know his team.\n\nBest,\nLea Vogel',
      ['Kenji Ito', 'Lea Vogel', 'Tom'],
      [],
      [],
    ],
  ] as [string, string[], string[], string[]][])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a role written as someone\'s, and "P\'s boss Q" (owner-reports.ts)', () => {
  it.each([
    // "his CTO, P" of a CEO: P reports to him.
    [
      'Call with Olu Bello, CEO of Lagos Grid. He wants a second opinion from his CTO, Ada Eze.',
      ['Ada Eze', 'Olu Bello'],
      ['Lagos Grid'],
      ['reports_to Ada Eze -> Olu Bello', 'works_at Ada Eze -> Lagos Grid', 'works_at Olu Bello -> Lagos Grid'],
    ],
    // "her direct report, P": a second's role whatever the owner's title.
    [
      'Priya Shah (Head of Data, Orbit Labs) brought along her direct report, Tom Becker.',
      ['Priya Shah', 'Tom Becker'],
      ['Orbit Labs'],
      ['reports_to Tom Becker -> Priya Shah', 'works_at Priya Shah -> Orbit Labs', 'works_at Tom Becker -> Orbit Labs'],
    ],
    // Near miss: a chief's role of someone who does not head the company is a peer's.
    [
      'Call log: Nnamdi Obi, COO, Lekki Ports. Nnamdi wants a pilot; his CFO, Fola Adebayo, needs the pricing.',
      ['Fola Adebayo', 'Nnamdi Obi'],
      ['Lekki Ports'],
      ['works_at Fola Adebayo -> Lekki Ports', 'works_at Nnamdi Obi -> Lekki Ports'],
    ],
    // Near miss: a cofounder is a peer.
    [
      'Benjamin Cohen is the CEO of Lighthouse AI; his cofounder Tal Mizrahi runs engineering.',
      ['Benjamin Cohen', 'Tal Mizrahi'],
      ['Lighthouse AI'],
      ['works_at Benjamin Cohen -> Lighthouse AI', 'works_at Tal Mizrahi -> Lighthouse AI'],
    ],
    // Near miss: an advisor is an outsider.
    [
      'Call with Kaveh Rostami, CEO of Zagros Mining, and his advisor, Helen Park.',
      ['Helen Park', 'Kaveh Rostami'],
      ['Zagros Mining'],
      ['works_at Helen Park -> Zagros Mining', 'works_at Kaveh Rostami -> Zagros Mining'],
    ],
    // "P's boss Q" without a comma or a verb.
    [
      "Tom Becker's boss Priya Shah will join next week.",
      ['Priya Shah', 'Tom Becker'],
      [],
      ['reports_to Tom Becker -> Priya Shah'],
    ],
  ] as [string, string[], string[], string[]][])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("the writer's introduction e-mail (intro-presented.ts)", () => {
  it.each([
    // "Happy to introduce you to P": the one presented and the one addressed.
    [
      'Hi Lena,\n\nHappy to introduce you to Jonas Weber from Finch Pay.\n\nMark Evans',
      ['Jonas Weber', 'Lena', 'Mark Evans'],
      ['Finch Pay'],
      [
        'introduced_by Jonas Weber -> Mark Evans',
        'introduced_by Lena -> Mark Evans',
        'works_at Jonas Weber -> Finch Pay',
      ],
    ],
    // "meet A (C) and B (D)": each one of the list.
    [
      'Hi both, meet Lena Vogel (Orbit Labs) and Jonas Weber (Finch Pay).\n\nMark Evans',
      ['Jonas Weber', 'Lena Vogel', 'Mark Evans'],
      ['Finch Pay', 'Orbit Labs'],
      [
        'introduced_by Jonas Weber -> Mark Evans',
        'introduced_by Lena Vogel -> Mark Evans',
        'works_at Jonas Weber -> Finch Pay',
        'works_at Lena Vogel -> Orbit Labs',
      ],
    ],
    // "Hi A, B —": a greeting of two given names, handed over.
    [
      'Hi Lena, Jonas —\n\nconnecting you two.\n\nMark Evans',
      ['Jonas', 'Lena', 'Mark Evans'],
      [],
      ['introduced_by Jonas -> Mark Evans', 'introduced_by Lena -> Mark Evans'],
    ],
    // "Copying P ... Over to you two!": the one copied in is addressed.
    [
      'Hi Lena,\n\nCopying Jonas Weber from Finch Pay. Over to you two!\n\nMark Evans',
      ['Jonas Weber', 'Lena', 'Mark Evans'],
      ['Finch Pay'],
      [
        'introduced_by Jonas Weber -> Mark Evans',
        'introduced_by Lena -> Mark Evans',
        'works_at Jonas Weber -> Finch Pay',
      ],
    ],
    // Near miss: an offer ("I'd be happy to ... if useful") introduces no one.
    [
      "Hi Lena,\n\nI'd be happy to introduce you to Jonas Weber if useful.\n\nMark Evans",
      ['Jonas Weber', 'Lena', 'Mark Evans'],
      [],
      [],
    ],
    // Near miss: looping someone in without handing over introduces no one.
    [
      'Hi Lena,\n\nLooping in my colleague Noah Weber, who owns the budget.\n\nMark Evans',
      ['Lena', 'Mark Evans', 'Noah Weber'],
      [],
      [],
    ],
    // Near miss: "Thanks" after a greeting is no name.
    ['Hi Lena, Thanks!\n\nMark Evans', ['Lena', 'Mark Evans'], [], []],
  ] as [string, string[], string[], string[]][])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe("a CRM record's fields before its person (card-pending.ts)", () => {
  it.each([
    // "Referred by:" above "Contact:".
    [
      'Referred by: Marco Bianchi\nContact: Sofia Rossi (Vento Energy)',
      ['Marco Bianchi', 'Sofia Rossi'],
      ['Vento Energy'],
      ['introduced_by Sofia Rossi -> Marco Bianchi', 'works_at Sofia Rossi -> Vento Energy'],
    ],
    // "Lead source: referral from P." on the contact's line.
    [
      'Lead source: referral from Marco Bianchi. Contact: Sofia Rossi',
      ['Marco Bianchi', 'Sofia Rossi'],
      [],
      ['introduced_by Sofia Rossi -> Marco Bianchi'],
    ],
    // Near miss: a field after the first record's person is that person's, never the next record's.
    [
      'Contact: Sofia Rossi\nReferred by: Marco Bianchi\n\nContact: Tom Becker',
      ['Marco Bianchi', 'Sofia Rossi', 'Tom Becker'],
      [],
      ['introduced_by Sofia Rossi -> Marco Bianchi'],
    ],
  ] as [string, string[], string[], string[]][])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})

describe('a former employer in an aside, a possessive or a move as a noun (former-asides.ts)', () => {
  it.each([
    // "(was Head of IT, C)" beside a present job.
    [
      'Signature change: Sofia Rossi, CFO, Lumen Grid (was Head of IT, Vento Energy).',
      ['Sofia Rossi'],
      ['Lumen Grid', 'Vento Energy'],
      ['left_for Sofia Rossi -> Lumen Grid', 'works_at Sofia Rossi -> Lumen Grid'],
    ],
    // "C's former IT head, P, now runs IT at D".
    [
      "Vento Energy's former IT head, Sofia Rossi, now runs IT at Lumen Grid.",
      ['Sofia Rossi'],
      ['Lumen Grid', 'Vento Energy'],
      ['left_for Sofia Rossi -> Lumen Grid', 'works_at Sofia Rossi -> Lumen Grid'],
    ],
    // "on her move from C to D".
    [
      'Congrats to Sofia Rossi on her move from Vento Energy to Lumen Grid!',
      ['Sofia Rossi'],
      ['Lumen Grid', 'Vento Energy'],
      ['left_for Sofia Rossi -> Lumen Grid', 'works_at Sofia Rossi -> Lumen Grid'],
    ],
    // Near miss: a former job and no present one is no move, and no job at C either.
    ["Vento Energy's former CFO, Sofia Rossi, is now an angel investor.", ['Sofia Rossi'], ['Vento Energy'], []],
    // Near miss: a company inside an aside that is a place, not a job.
    [
      'Sofia Rossi, CFO at Lumen Grid (was at the Vento Energy booth all day), called.',
      ['Sofia Rossi'],
      ['Lumen Grid', 'Vento Energy'],
      ['works_at Sofia Rossi -> Lumen Grid'],
    ],
  ] as [string, string[], string[], string[]][])('%s', (text, people, companies, links) => {
    expect(read(text)).toEqual({ people, companies, links })
  })
})
