import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The P2 pass's shapes (p2-works-at.test.ts), each repeated to the maximum input: quote headers in many
// languages (one a header line whose colon never comes), forwarded signatures under a signed reply, and the
// "thank you" and "your account at C" the addressee rule stands back from. None may hold the event loop or
// write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  'quote headers in many languages, over and over': () =>
    fill(
      '> El 13 ene, Martina Pereyra escribió:\n> Our CISO, Lucía Gorostiaga, wants it.\n> Le 2 mai, Anne a écrit :\n',
    ),
  'a quote header whose colon never comes': () =>
    '> El 13 ene, ' + fill('Martina Pereyra escribió ').slice(0, MAX - 16),
  'forwarded signatures under a signed reply, over and over': () =>
    fill(
      'Can you take it?\n- Ilhan\n\n---------- Forwarded message ----------\nFrom: Khadra Osman <k@juba.co.uk>\n\nKhadra Osman\nOperations Director, Juba Foods Ltd\n',
    ),
  'thank you and your account at, over and over': () =>
    fill('Dear Eka,\nThank you for the tasting at Fruit Logistica, your account at Pampa Energía, thank you you your '),
  'their roles beside former employers, over and over': () =>
    fill(
      'Guest: Aleksander Wróbel (consultant, formerly with Veolia Polska) ask their head of metering, Krzysztof Duda, ',
    ),
}

describeIngestBounds('the P2 pass: wrong works-at links, at the maximum input size (512 KiB)', ADVERSARIAL)
