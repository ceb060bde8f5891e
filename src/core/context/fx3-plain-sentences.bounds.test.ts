import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The FX3 shapes (fx3-plain-sentences.test.ts), each repeated to the maximum input: "a customer of C",
// "used to be at C and now runs D", "our reseller, P,", "his deputy is P", paired given names, an
// introduction asked for, "I'm" before a name, a note headed "C — kickoff notes", the works-at shapes
// beside them, and runs that never reach their end. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  '"a customer of C" and "a C customer", over and over': () =>
    fill('Omar Haddad, a customer of Brightwater, joined. Lena, a former client of Vireo and a Kestrel customer, '),
  '"a customer of" with capitals that never end': () =>
    'Omar Haddad, a customer of ' + fill('Brightwater Nordbank Kestrel ').slice(0, MAX - 32),
  '"used to be at C and now runs D", over and over': () =>
    fill('Priya used to be at Nordbank and now runs Kestrel Labs. Olumide now leads Flutterwave and used to '),
  '"now runs" after "used to" with no sentence end': () =>
    'Priya used to be at ' + fill('Nordbank now runs Kestrel now leads ').slice(0, MAX - 32),
  '"our reseller, P," over and over': () =>
    fill('Our reseller, Tobias Klein, called. Their supplier, Amara Nwosu, and our vendor, Ravi Menon GmbH, '),
  '"his deputy is P", over and over': () =>
    fill('Sara Nilsson runs the team; his deputy is Li Na. Her deputy will be now Lars Eide; deputy is deputy '),
  'given names paired by "&" and "and I", over and over': () =>
    fill('Anna & Tom sent the draft. Arjun and I met. Hi Anna & Tom, Hamid and Leyla Rahimi both report to '),
  'ampersands between given names that never end': () => fill('Anna & Tom & Priya & Arjun & '),
  'introductions asked for, over and over': () =>
    fill('I asked Ana Silva to introduce me to Tom Reed. I asked Rosa if she could introduce me to Juan. Tom asked '),
  '"I\'m" before names, one a line': () => fill("Attendees: I'm Mina Park\nHi all: I'm Tariq Aziz from Kestrel\n"),
  'notes headed "C — kickoff notes", one a line': () => fill('Kestrel — kickoff notes\nVireo – demo call, 14 Jan\n'),
  'a heading whose meeting words never end': () => 'Kestrel — ' + fill('kickoff notes call sync ').slice(0, MAX - 16),
  '"P, head of sales, C, joined" and dashed titles, over and over': () =>
    fill('Kofi Boateng, head of sales, Volta Cloud, joined. Ama Owusu — account manager, Vireo — called; Tom Reed, '),
  'commas and lower-case titles that never reach a company': () =>
    'Kofi Boateng, ' + fill('head of sales, account manager, ').slice(0, MAX - 32),
  '"P and Q are at C", "is at C today", over and over': () =>
    fill('Yuto Kato and Mei Suzuki are at Sony. Emeka Obi is at Sony today; they are at are at '),
  '"Kemal, who\'s with C," and "part of the team at C", one a line': () =>
    fill("Kemal, who's with Arçelik, called.\nShira Katz is part of the team at Wix.\n"),
  '"P is on C\'s team", "works out of C\'s office", over and over': () =>
    fill("Shira Katz is on Wix's platform team. Ahmed works out of Emirates NBD's Dubai office. "),
  '"our contacts at C are A, B and D", over and over': () =>
    fill('Our contacts at Unilever are Asha Patel, Rui Costa and Mei Lin. The reps from Maersk: '),
  'a list of contacts that never ends': () =>
    'Our contacts at Unilever are ' + fill('Asha Patel, Rui Costa and ').slice(0, MAX - 40),
  '", from C," appositives and "a consultant for C", over and over': () =>
    fill('Koji Ito, from Hitachi, called. Chinedu is a consultant for Minera Andina, on the board of Allegro. '),
}

describeIngestBounds('the FX3 pass: plain sentences, at the maximum input size (512 KiB)', ADVERSARIAL)
