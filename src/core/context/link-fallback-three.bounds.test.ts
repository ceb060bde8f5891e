import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The fallback's third pass (link-fallback-three.test.ts), each shape repeated to the maximum input:
// deputies owned by a name or "her", appositive deputies and "becomes her deputy" after a long
// relative clause, managers with lists that never end, "reporting to P:" headings, asides of a
// former employer ("(ex-C", "(ex C") that never close, "used to be at C and now" with no company, and
// new roles over and over. None may hold the event loop or write past the caps.
const ADVERSARIAL: Record<string, () => string> = {
  'deputies owned by names and pronouns, over and over': () =>
    fill("Anneke Visser runs finance. Her deputy Rui Tavares called. Anna Berg, Maria Costa's deputy, joined. "),
  'deputy after deputy in one sentence': () =>
    "Maria Costa's " + fill("deputy Anna Berg's deputy, her deputy ").slice(0, 512 * 1024 - 64),
  '"becomes her deputy" after long clauses': () =>
    fill('Karthik Iyer, who ran SME lending and more lending and more, becomes her deputy. '),
  'a manager with a list that never ends': () =>
    'Noura Al-Qahtani has taken over management of the engineers, ' +
    fill('Faisal Otaibi and Reem Harbi, ').slice(0, 512 * 1024 - 96),
  'managers in a list of managers, in one sentence': () =>
    'Noura Al-Qahtani leads the team, ' +
    fill('Faisal Otaibi leads the unit, Reem Harbi and ').slice(0, 512 * 1024 - 64),
  'managing words and commas, endlessly': () => fill('Ana Lima leads manages oversees runs heads , , : '),
  'headings of reporting to someone, over and over': () =>
    fill('Sales team (reporting to Maria Costa): Anna Berg, Tom Lind, Eva Ek.\n'),
  'one heading with an endless list': () =>
    'Reporting to Maria Costa: ' + fill('Anna Berg, Tom Lind and ').slice(0, 512 * 1024 - 64),
  'asides of a former employer that never close': () =>
    'Fernanda Alves (ex-iFood, now ' + fill('Head of Growth at the team of ').slice(0, 512 * 1024 - 64),
  'asides of a former employer, over and over': () =>
    fill('Oluwaseun Adeyemi (ex-Jumia) to the Paystack team! Jonas Berglund (ex Spotify) now at Loggi. '),
  '"used to be at C and now" with no company after': () =>
    fill('Stanley Morgan, who used to be at Morgan Stanley and now runs a small fund, and a fund, '),
  'new roles, over and over': () => fill('Congrats to Hyun-woo Park on the new role at Han River Capital! '),
}

describeIngestBounds("the fallback's third pass, at the maximum input size (512 KiB)", ADVERSARIAL)
