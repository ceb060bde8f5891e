import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The link shapes of issue 27's fourth pass (link-shapes-four.test.ts), each repeated to the maximum
// input: sentences about a former job rewrite the links they wrote, parentheses and possessives look
// back to the person named before, and offers and chat answers look back over the sentence.

const ADVERSARIAL: Record<string, () => string> = {
  'former jobs around a current one': () =>
    fill(
      "Before joining Kite Labs, Laura Vogel was head of sales at Orbit Bank. Before that she was at DHL for nine years. Friday is Daniel Aziz's last day at Orbit Bank; he is coming from Tema Ports. ",
    ),
  'reports from the manager side, in parentheses': () =>
    fill(
      "Attendees: Daniel Aziz (CFO, Kite Labs), Laura Vogel (reports to Daniel), Maria Lopez (his deputy), Peter Novak (her boss). Daniel Aziz's team: Laura Vogel, Maria Lopez and Peter Novak. ",
    ),
  'offers, chat answers and hires': () =>
    fill(
      '[10:01] Maria Lopez: does anyone know Daniel Aziz?\n[10:02] Laura Vogel: I do, I know him well and can get us a meeting with Daniel Aziz\nKite Labs has hired Peter Novak away from Orbit Bank. ',
    ),
  'one long sentence of possessive friends': () =>
    fill('Laura Vogel met her friend Daniel Aziz, his old classmate Maria Lopez, her husband Peter Novak, '),
}

describeIngestBounds('fourth-pass link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
