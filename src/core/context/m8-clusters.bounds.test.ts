import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The M8 pass's shapes (m8-clusters.test.ts), each repeated to the maximum input: moves that have not
// happened, job verbs apart from their subjects, one person placed at two companies in a sentence, contact
// lines, appositives, a company's outsiders and lower-case legal forms. The finishing pass looks at every doubled placement: none may hold the event
// loop or write past the caps.
const ADVERSARIAL: Record<string, () => string> = {
  'moves that have not happened, over and over': () =>
    fill('Hannah Vogel is not not might never leaving leave Kestrel Labs for Brightline Robotics, '),
  'job verbs apart from their subjects, over and over': () =>
    fill('Ana Lima — she he runs leads now just became building is building at Caribe Mutual at at Lago Energia, '),
  'one person at two companies in one long sentence': () =>
    fill('Jonas Lind from Nordic Freight handles our routes; their consultant Jonas Lind at Silverline Cargo, '),
  'contractions before "at C", over and over': () =>
    fill("Kittipong Chaisiri left Bangkok Re, he's now still been at Luzon Risk Partners, she has been at at "),
  'contact lines and appositives, over and over': () =>
    fill(
      '- Pania Walker, Kōwhai Energy, buyer, Logistics Director, Ingrid Solberg, the other Fjordkraft Ventures partner, our lead at Palisade Consulting, ',
    ),
  "a company's outsiders, over and over": () =>
    fill("Hernán Castillo (partner at Fondo Andino, Mercado Sol's lead investor, Mercado Sol's advisor), "),
  'lower-case legal forms after every word': () =>
    fill('Vltava Stroje a.s. Jadran d.d. Adria sh.p.k. a.s. d.d. sh.p.k '),
}

describeIngestBounds('the M8 pass: cross-batch works-at shapes, at the maximum input size (512 KiB)', ADVERSARIAL)
