import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The eleventh pass's shapes (link-shapes-ten.test.ts), each repeated to the maximum input:
// introductions by "hooked me up with", "kind enough to connect us", "sent him our way", a meal set
// up by someone, "via Q" after a lead, a chat question about an introducer; moves by "defected to",
// "C's loss is D's gain", "finishes at", "C's P is joining D", "we lost P to C"; "P, his manager",
// "has two direct reports, A and B"; a team heading with an endless list under it. None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'introductions by connecting verbs': () =>
    fill(
      'Anna Berg hooked me up with the buyer at Condor Outdoor, Pablo Ruiz. Tariq Aziz was kind enough to connect us. Yumi Ito sent him our way. Dilnoza Yusupova brokered an introduction to their CEO, Timur Aliev. ',
    ),
  'a meal with an endless run of people, set up by someone': () =>
    'Lunch with ' + fill('Ana Prado and Rui Gomes and ').slice(0, MAX - 40) + ', set up by Marta Vaz.',
  'greetings of two and turns to a first name': () =>
    fill("Hi Kofi and Elin,\nI wanted to put you in touch.\nJae-won, I'm introducing you to Fatima Benali.\n"),
  'moves told as defections, appointments and endings': () =>
    fill(
      "Ingrid Holm defected to Bergen Analytics. Sara Levi got poached by Carmel Security. I'm transitioning from Kahu Health to Tui Insurance. Grace Obi has been appointed CFO of Sable Mining. Aigerim Bekova finishes at Altyn Bank on Friday. ",
    ),
  "an endless chain of companies' losses and gains": () => fill("Keystone Labs' loss is Ridgeway Bio's gain: "),
  'leaving for a call, a vendor switched, a return': () =>
    fill(
      "Ines Costa left Acme Corp's offsite early for a call with Globex Ltd. Tom Reed switched from Acme Cloud to Globex Cloud for the data warehouse. Tom Reed left Acme Corp for Globex Ltd and came back to Acme Corp. ",
    ),
  'a company left, then an endless run of companies': () =>
    'Tom Reed left Acme Corp for ' + fill('Globex Ltd and Orbit Labs and ').slice(0, MAX - 40),
  'appositives of a manager or a neighbour': () =>
    fill(
      'Raise it with Paula Restrepo, his manager. Rangi Parata says Olivia Hart, his next-door neighbour, can help. Milan Kovar was my thesis supervisor. Sunita Reddy was in my MBA cohort. I play five-a-side with Yannick Le Goff. Paulo Ferreira is a contact of Yasmin Haddad. ',
    ),
  'one endless sentence of appositives': () => fill('Paula Restrepo, his manager, Olivia Hart, his neighbour, '),
  'a team heading with an endless list under it': () =>
    "Sharon Mitchell's team at Kookaburra Media:\n" + fill('- Jake Nguyen (AE)\n').slice(0, MAX - 64),
  'team headings without lists': () => fill("Sharon Mitchell's team:\nSharon Mitchell's team at Kookaburra Media:\n"),
  'introductions asked to meet, put onto, mentioned, credited via': () =>
    fill(
      "Hi Kojo,\nI'd like you to meet Anna Berg. Allow me to introduce Tom Lee. Tom Lee put me onto you. Tom Lee mentioned you're the one. Anna Berg (Orbit Labs) - via Tom Lee. ",
    ),
  'an endless run of "via" credits': () => fill('Anna Berg (via Tom Lee), via Tom Lee, - via '),
  'a chat question about an introducer, asked and answered': () =>
    fill('[10:01] Sara Kim: who introduced us to Anna Berg?\n[10:02] Raj Patel: Tom Lee did\n'),
  'companies tagging names, losses, dash appositives': () =>
    fill(
      "Acme Corp's Tom Lee is joining Globex Ltd. We lost Tom Lee to Globex Ltd. Tom Lee — formerly of Acme Corp — joins Globex Ltd as CFO. ",
    ),
  'an endless sentence of tagged names joining': () =>
    fill("Acme Corp's Tom Lee, Globex Ltd's Anna Berg and Orbit Labs' Sara Kim joined Kite Labs, "),
  'managers with a count of reports': () =>
    fill('Anna Berg has two direct reports, Tom Lee and Sara Kim. She has reports: Raj Patel, '),
  'asked to reach the one written to, and pronouns after the writer': () =>
    fill(
      "Hi Kojo,\nTom Lee asked me to get in touch with you. Tom Lee encouraged me to reach out. I'm a friend of Tom Lee's; he suggested we talk. I asked me to ",
    ),
  'pronouns after an opening time phrase': () => fill('Since January she reports to Aisling Murphy. From Monday, he '),
}

describeIngestBounds('link shapes of the eleventh pass, at the maximum input size (512 KiB)', ADVERSARIAL)
