import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'

// The link shapes of link-shapes-six.test.ts, each repeated to the maximum input: manager nouns
// after the words that say which one, "one of his reports" looking back for the one before, and
// notes that open with "Met P through Q" or name advice after the word.

const ADVERSARIAL: Record<string, () => string> = {
  'managers, reports and reorganisations in one long sentence': () =>
    fill(
      "Tomas Lind is Anna Berg's line manager, Mia Holm is one of his direct reports, Lea Huber has been moved under Jonas Graf and is one of Jonas Graf's reports, ",
    ),
  'notes that open with a meeting through someone, and advice named after the word': () =>
    fill(
      'Met Anna Berg through Tomas Lind. Mia Holm reached out at the suggestion of Lea Huber. On the recommendation of Jonas Graf. Met ',
    ),
}

describeIngestBounds('sixth-pass link shape bounds at the maximum input size (512 KiB)', ADVERSARIAL)
