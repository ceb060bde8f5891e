import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The W17 pass's shapes (w17-sample.test.ts), each repeated to the maximum input: quoted headers and
// first names above forwards, chat threads' speakers and mentions, a speaker's past tie, "their" before a
// later company, dashed subject lists, contracted "will", a signer's employer, team sign-offs, the
// addressee's near misses, "me" and "you" in reporting, and dated joins. None may hold the event loop or
// write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes
// A line of prose after the short lines of a forward, a reply or a thread: a text made only of such short lines
// costs the reader's every line rule near the 3 s budget on main as well (measured side by side), whatever W17 adds.
const PROSE = 'the rates for March are agreed and the vessel calls on Tuesday. '.repeat(12) + '\n'

const ADVERSARIAL: Record<string, () => string> = {
  'quoted headers': () =>
    fill('> From: Rangi Parata\n> Leilani, meet Amara Eze, who leads the survey at Coral Bay Institute.\n> > From:\n'),
  'first names above forwards': () =>
    fill(
      "Ana, meet Bo Li. I'll leave you two to it.\n\nPiotr\n\n---------- Forwarded message ----------\nFrom: Bo Li\n" +
        PROSE,
    ),
  'white space before a forward': () => ' '.repeat(MAX - 64) + '\nPiotr\n---------- Forwarded message ----------',
  'reply signatures above headers': () =>
    fill('Best,\nMei Chen\nRiverbend Studio\n\n> On 14 Jan 2026, Omar Farouk wrote:\n> he reports to me, ' + PROSE),
  'thread speakers': () => fill('Zarina: @Bekzat meet Madina, ' + PROSE + 'Bekzat: hi\nMadina: hello, ' + PROSE),
  'one endless speaker line': () => 'Zarina: @' + fill('Bekzat meet ').slice(0, MAX - 32),
  'past titles': () =>
    fill('Ananya: Tomás Ruiz — he was my manager at Brightline Media before. she was our lead at Acme. '),
  'their before a later company': () =>
    fill('their CTO is Sina Lee, their CFO is Bo Wu at Orca Labs, its COO is Ana Li at Kauri Labs, '),
  'dashed subject lists': () => fill('The two leads — Aiko Tanaka and Bruno Costa — report to Marta Silva — — '),
  'contracted will': () => fill("She'll report to me. he'll join us. She’ll herself reports himself to me. "),
  'signer employers': () =>
    fill(
      'Owner: Marcin Dabrowski, Corporate Support, Tui Public Radio, Ana Li, Head, Kauri Labs | Bo Wu | Souza Lima | ',
    ),
  'team sign-offs': () => fill('— The team at Lagoon City Radio\nEveryone at Kauri Labs\nFrom all of us at Acme\n'),
  'addressee near misses': () =>
    fill("Do you know anyone at Copperline Mining? I'm your account manager at Tidewater Brokers. at Christmas. "),
  'relative reports': () => fill('Lars Holm, who I report to, Kenji will report to you, whom I answer to. '),
  'dated joins': () =>
    fill('Paula Reyes joined Orchid Hotels in March from Andean Travel Group, last year from in 2024 from '),
}

describeIngestBounds('the W17 shapes at the maximum input size (512 KiB)', ADVERSARIAL)
