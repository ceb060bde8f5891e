import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The fourth works-at pass's shapes (works-at-four.test.ts), each repeated to the maximum input: a
// company's role before a name, people grouped under "both C", contact lines between dashes, a
// ticket's and a candidate's field lines, an update's heading and "we hired", a round's lead
// investor, a contact in parentheses, "from their side", an address alone on a "From:" line. None
// may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  "a company's role before a name": () =>
    fill(
      "Wawel Hotels' head chef, Marek Lis, called. Medisoft's rep was Luka Babić. Oslo Marine's biggest customer, Tom Reed, agreed. ",
    ),
  'an endless run of role words after a possessive': () =>
    "Wawel Hotels' " + fill('head chef sous chef ').slice(0, MAX - 32) + ', Marek Lis',
  'people grouped under "both C"': () =>
    fill(
      'Swapped cards with Ingrid Moe and Bjarne Holt, both Fjordkraft Marine. Mtg w/ Ana Lima + Ben Okoro (both Makai Resorts). ',
    ),
  'an endless list of people before "both"': () =>
    fill('Ingrid Moe and Bjarne Holt, ').slice(0, MAX - 32) + ' both Fjordkraft Marine',
  'contact lines between dashes': () =>
    fill('Farah Siddiqui - Indus Ceramics - CFO\nGoran Petrović | Adriatic Shipping | Fleet Manager\n'),
  'one endless contact line': () => fill('Farah Siddiqui - Indus Ceramics - '),
  "a ticket's and a candidate's field lines": () =>
    fill(
      'Customer: Brackenridge Foods\nReported by: Giorgos Pappas (IT admin)\n#4410 | Sable Credit Union | high\nOpened by Marguerite Lalonde, ops.\nCandidate: Mei-Ling Chou\nCurrently: Staff Engineer at Vantor Systems\n',
    ),
  'an update heading and "we hired"': () =>
    'Investor update - Glimmer Health, March\n' +
    fill('We hired Oksana Melnyk as VP Sales and hired Pablo Ruiz. We promoted Ana Lima to CTO. ').slice(0, MAX - 64),
  'investors that led a round, and new joiners who start': () =>
    fill(
      'Hexfield closed its Series B, led by Ampleforth Partners. Founder Jana Horváth agreed. Ikaika Kahale starts today. Backed by Redstone Ventures. ',
    ),
  'contacts in parentheses, people from their side, pronouns in a team': () =>
    fill(
      "Netwave Services (contact: Ilse Brandt, Tom Reed). Beth Ngata from their finance side called. Nomsa Dlamini joined Cobaltline. She sits in Jakub Wiśniewski's team. ",
    ),
  'a contact parenthesis that never closes': () =>
    'Netwave Services (contact: ' + fill('Ilse Brandt, ').slice(0, MAX - 32),
  'addresses alone on a line, then names that spell them': () =>
    fill('From: julien.marchand@crestmoor.fr\nJulien Marchand writes. Anna Berg and Tom Reed agree. Aiko Sato too.\n'),
  'many addresses, then many names': () =>
    Array.from({ length: 400 }, (_, n) => `From: person.${n}@crestmoor${n}.fr\n`).join('') +
    fill('Julien Marchand, Anna Berg, Tom Reed and Aiko Sato wrote. ').slice(0, MAX - 16384),
  'an endless "and" before "hired"': () => 'We ' + fill('met Ana Lima and ').slice(0, MAX - 32) + ' hired Tom Reed',
}

describeIngestBounds('works-at in terse notes, at the maximum input size (512 KiB)', ADVERSARIAL)
