import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { it } from 'vitest'
import { CONTEXT_LIMITS } from './artifacts.js'

// People named by a first name alone (first-names.test.ts), repeated to the maximum input: every
// greeting, speaker and link end makes a person until the people cap, and fuller names read after
// them fold the first names in, renaming their links.
const MAX = CONTEXT_LIMITS.maxContentBytes
const NAMES = [
  'Anna',
  'Oscar',
  'Clara',
  'Henrik',
  'Sofia',
  'Miriam',
  'Lukas',
  'Priya',
  'Tobias',
  'Ingrid',
  'Daniel',
  'Laura',
  'Marco',
  'Emma',
  'Jacob',
  'Adrian',
]
/** Distinct surnames, so each repetition names new people up to the cap. */
const many = (make: (first: string, n: number) => string): string => {
  let text = ''
  for (let n = 0; text.length < MAX; n++) text += make(NAMES[n % NAMES.length]!, n)
  return text.slice(0, MAX)
}

const ADVERSARIAL: Record<string, () => string> = {
  'greetings, speakers and link ends': () =>
    fill('Hi Anna,\nOscar: Clara will send it. Ingrid Solberg reports to Henrik; Sofia, you should meet Miriam.\n'),
  'first names folded into fuller names read after them': () =>
    many(
      (first, n) =>
        `Hi ${first},\n${first} will call. Ingrid Solberg reports to ${first}.\n${first} Berg${n} joined Kite Labs.\n`,
    ),
}

describeIngestBounds('first-name bounds at the maximum input size (512 KiB)', ADVERSARIAL)
