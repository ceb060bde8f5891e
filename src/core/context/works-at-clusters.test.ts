import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, M4: the tuning part's wrong works-at links and its ends, grouped by the rule that wrote them
// and the shape that fooled it, across writers' batches (decision 0014, "M4"). Each case lists every
// person, company and link the reader should find and nothing more; the near misses stand beside the
// shapes. The sentences are written for the purpose, not taken from the corpus.

describe('an attendee left untagged beside people tagged with the company (attendee-tags.ts)', () => {
  it.each<Case>([
    // The one without "(C)" is the writer's side.
    [
      'Meeting notes — Kestrel Foods pricing review\nAttendees: Ana Ruiz (Kestrel Foods), Tomás Vidal (Kestrel Foods), Priya Nair\nAna will send the volumes by Friday.',
      ['Ana Ruiz', 'Priya Nair', 'Tomás Vidal'],
      ['Kestrel Foods'],
      ['works_at Ana Ruiz -> Kestrel Foods', 'works_at Tomás Vidal -> Kestrel Foods'],
    ],
    // A title in parentheses still places at the company in play; the untagged one does not.
    [
      'Meeting notes — Kestrel Foods pricing review\nAttendees: Ana Ruiz (Kestrel Foods), Tomás Vidal, Priya Nair (CFO)\nAna will send the volumes by Friday.',
      ['Ana Ruiz', 'Priya Nair', 'Tomás Vidal'],
      ['Kestrel Foods'],
      ['works_at Ana Ruiz -> Kestrel Foods', 'works_at Priya Nair -> Kestrel Foods'],
    ],
    // Near miss: no one tagged, everyone met there (as before).
    [
      'Meeting notes — Kestrel Foods pricing review\nAttendees: Ana Ruiz, Tomás Vidal, Priya Nair\nAna will send the volumes by Friday.',
      ['Ana Ruiz', 'Priya Nair', 'Tomás Vidal'],
      ['Kestrel Foods'],
      [
        'works_at Ana Ruiz -> Kestrel Foods',
        'works_at Priya Nair -> Kestrel Foods',
        'works_at Tomás Vidal -> Kestrel Foods',
      ],
    ],
  ])('%s', check)
})

describe('"owner" beside a person (business-owners.ts)', () => {
  it.each<Case>([
    [
      'Call with Greenway Dental. Dr. Amara Obi (owner) and her practice manager Joy Eze joined.',
      ['Amara Obi', 'Joy Eze'],
      ['Greenway Dental'],
      ['works_at Amara Obi -> Greenway Dental', 'works_at Joy Eze -> Greenway Dental'],
    ],
    [
      'Call log: Fjell Bakery. Spoke to Ingrid Dahl, the owner, about the oven sensors.',
      ['Ingrid Dahl'],
      ['Fjell Bakery'],
      ['works_at Ingrid Dahl -> Fjell Bakery'],
    ],
    [
      'Inbound call from Tom Lee at Harbor Vets. The clinic owner, Dr. Sara Kim, signs the contract.',
      ['Sara Kim', 'Tom Lee'],
      ['Harbor Vets'],
      ['works_at Sara Kim -> Harbor Vets', 'works_at Tom Lee -> Harbor Vets'],
    ],
    [
      "Support call. On site: Lucas Moreau, Moreau Cycles's owner.",
      ['Lucas Moreau'],
      ['Moreau Cycles'],
      ['works_at Lucas Moreau -> Moreau Cycles'],
    ],
    // Near miss: a former owner.
    [
      'Call with Fjell Bakery. Ingrid Dahl, the former owner, sold it last year.',
      ['Ingrid Dahl'],
      ['Fjell Bakery'],
      [],
    ],
  ])('%s', check)
})

describe('a client served, not an employer (outsider-clients.ts, addressed-places.ts)', () => {
  it.each<Case>([
    // An outsider's role before "for C".
    [
      "Caller: Rui Matos, IT partner for Douro Hotels (he's with Matos Sistemas, their MSP).",
      ['Rui Matos'],
      ['Douro Hotels', 'Matos Sistemas'],
      ['works_at Rui Matos -> Matos Sistemas'],
    ],
    ['Met Rui Matos, a consultant for Douro Hotels, at the fair.', ['Rui Matos'], ['Douro Hotels'], []],
    // Near miss: a consultant at a firm works there.
    [
      'Met Rui Matos, a consultant at Deloitte, at the fair.',
      ['Rui Matos'],
      ['Deloitte'],
      ['works_at Rui Matos -> Deloitte'],
    ],
    // A service run for a client.
    ['My colleague Lena Roth will run the rollout for Douro Hotels next month.', ['Lena Roth'], ['Douro Hotels'], []],
    // Near miss: "runs sales for C" is a job there.
    ['Lena Roth runs sales for Douro Hotels.', ['Lena Roth'], ['Douro Hotels'], ['works_at Lena Roth -> Douro Hotels']],
    // "your contact at C" is someone else's job, not the addressee's.
    [
      "Hi Chidi,\n\nNow that the contract is signed, I'd like to introduce Marta Nowak, who will be your day-to-day contact at Baltic Wind.\n\nBest,\nJonas Berg\nHead of Sales, Baltic Wind",
      ['Chidi', 'Jonas Berg', 'Marta Nowak'],
      ['Baltic Wind'],
      [
        'introduced_by Chidi -> Jonas Berg',
        'introduced_by Marta Nowak -> Jonas Berg',
        'works_at Jonas Berg -> Baltic Wind',
      ],
    ],
    // Near miss: "your warehouse pilot at C" still places the addressee.
    [
      'Hi Chidi,\n\nThanks for the walkthrough of your warehouse pilot at Lagos Freight.\n\nBest,\nJonas Berg',
      ['Chidi', 'Jonas Berg'],
      ['Lagos Freight'],
      ['works_at Chidi -> Lagos Freight'],
    ],
  ])('%s', check)
})

describe('titles read at the wrong company in play (sign-off-titles.ts, relational-titles.ts)', () => {
  it.each<Case>([
    // "- P, CEO" signs: the writer's company, not the investor thanked last.
    [
      'Investor update - Tallis Robotics, June\n\nHi all, revenue is up 9%. We hired Ken Ito as VP Sales; he joins from Osaka Motion. Thanks to Mia Berg at Fernwood Capital for the intro.\n\n- Clara Holt, CEO',
      ['Clara Holt', 'Ken Ito', 'Mia Berg'],
      ['Fernwood Capital', 'Osaka Motion', 'Tallis Robotics'],
      [
        'introduced_by Ken Ito -> Mia Berg',
        'left_for Ken Ito -> Tallis Robotics',
        'works_at Clara Holt -> Tallis Robotics',
        'works_at Ken Ito -> Tallis Robotics',
        'works_at Mia Berg -> Fernwood Capital',
      ],
    ],
    // Nothing says whose the writer is: the signer stays unplaced rather than at the last company named.
    [
      'Quarterly note - Tallis Robotics, June\n\nWe hired Ken Ito as CTO; he joins from Osaka Motion. Thanks to Mia Berg at Fernwood Capital for the intro.\n\n- Clara Holt, CEO',
      ['Clara Holt', 'Ken Ito', 'Mia Berg'],
      ['Fernwood Capital', 'Osaka Motion', 'Tallis Robotics'],
      ['introduced_by Ken Ito -> Mia Berg', 'works_at Mia Berg -> Fernwood Capital'],
    ],
    // "the CFO I mentioned": who they are to the writer, not a job at the other person's company.
    [
      'Hi Sam, meet Ayla Demir (Kuzey Bank). Ayla, Sam Reid is the CFO I mentioned.',
      ['Ayla Demir', 'Sam Reid'],
      ['Kuzey Bank'],
      ['works_at Ayla Demir -> Kuzey Bank'],
    ],
    // Near miss: "the CFO there" is a job at the company in play.
    [
      'Call with Kuzey Bank. Sam Reid is the CFO there.',
      ['Sam Reid'],
      ['Kuzey Bank'],
      ['works_at Sam Reid -> Kuzey Bank'],
    ],
  ])('%s', check)
})

describe('a company in play kept, and a chat answer naming a company (in-play-keepers.ts, employment.ts)', () => {
  it.each<Case>([
    // "left for C" does not make C the company "their" stands for.
    [
      "Hi Wiremu,\n\nQuick one on the Kea Foods renewal. Aroha Smith isn't there anymore; she left for Tui Dairy in May, so our new contact is Liam Ngata, their head of procurement.\n\nCheers,\nJo",
      ['Aroha Smith', 'Liam Ngata', 'Wiremu'],
      ['Kea Foods', 'Tui Dairy'],
      ['left_for Aroha Smith -> Tui Dairy', 'works_at Aroha Smith -> Tui Dairy', 'works_at Liam Ngata -> Kea Foods'],
    ],
    // Near miss: "joined C" does.
    [
      'Aroha Smith joined Tui Dairy in May; Liam Ngata, their head of procurement, signed.',
      ['Aroha Smith', 'Liam Ngata'],
      ['Tui Dairy'],
      ['works_at Aroha Smith -> Tui Dairy', 'works_at Liam Ngata -> Tui Dairy'],
    ],
    // A chat speaker answering with a company's name does not work there.
    [
      '[10:01] Ines Baptista: who won the Porto Metro tender?\n[10:02] Rui Costa: Lusa Rail, according to Marta Pires, the CIO at Porto Metro',
      ['Ines Baptista', 'Marta Pires', 'Rui Costa'],
      ['Lusa Rail', 'Porto Metro'],
      ['works_at Marta Pires -> Porto Metro'],
    ],
  ])('%s', check)
})

describe('"P\'s team at C" (team-owners.ts)', () => {
  it.each<Case>([
    [
      "The pricing model was designed by Priya Shah's team at Kaveri Finance last spring.",
      ['Priya Shah'],
      ['Kaveri Finance'],
      ['works_at Priya Shah -> Kaveri Finance'],
    ],
    // Near miss: a former team.
    ["Priya Shah's old team at Kaveri Finance still uses it.", ['Priya Shah'], ['Kaveri Finance'], []],
  ])('%s', check)
})

describe('ends and clauses that placed people at the wrong company (employment.ts, lexicon.ts)', () => {
  it.each<Case>([
    // "P, they were at C together": a clause of its own, not an unknown title before "at C".
    [
      '[09:10] Omar Farouk: Tom Reed sends his regards to Sara Malik, they were at INSEAD together',
      ['Omar Farouk', 'Sara Malik', 'Tom Reed'],
      // A school where they were together is no company (E5, school-names.ts); the tuning part lists none.
      [],
      ['knows Sara Malik -> Tom Reed'],
    ],
    // A city spelled with its accent is a place, not the company in play.
    [
      '1:1 notes — Ana Gil\nAna stays at Andes Soft this year. She wants the Bogotá team lead role; raise it with Luis Mora, her manager.',
      ['Ana Gil', 'Luis Mora'],
      ['Andes Soft'],
      ['reports_to Ana Gil -> Luis Mora', 'works_at Ana Gil -> Andes Soft', 'works_at Luis Mora -> Andes Soft'],
    ],
  ])('%s', check)
})

describe('a Vietnamese family name opening a name (lexicon.ts)', () => {
  it('reads "Hoang Van Long" in a panel list', () => {
    check(
      'Panelists: Hoang Van Long (Saigon Cold Chain), Mariana Costa (FrioSul).',
      ['Hoang Van Long', 'Mariana Costa'],
      ['FrioSul', 'Saigon Cold Chain'],
      ['works_at Hoang Van Long -> Saigon Cold Chain', 'works_at Mariana Costa -> FrioSul'],
    )
  })
})
