import { describeIngestBounds, fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { CONTEXT_LIMITS } from './artifacts.js'

// The FX shapes (fx-manager-of.test.ts), each repeated to the maximum input: "is the manager of P" with
// its manager nouns and "was", a tie's title, "of" and a given name before "at C", and runs that never
// reach a person or "at". None may hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes

const ADVERSARIAL: Record<string, () => string> = {
  '"is the manager of P", over and over': () =>
    fill(
      'Sofia Berg is the manager of Anna Lindqvist. Sofia Berg was the line manager of Anna Lindqvist. Ola Berg is the direct supervisor of her. ',
    ),
  'manager nouns and "of" without people': () => fill('is the manager of the line manager of direct boss of of '),
  'a tie title, a given name and "at C", over and over': () =>
    fill('I met the manager of Anna Lindqvist at Nordbank, the assistant of Maria Silva at Banco Azul, '),
  'a given name after "manager of" whose name never reaches "at"': () =>
    'the manager of Anna ' + fill('Lindqvist Berg ').slice(0, MAX - 32),
}

describeIngestBounds('the FX pass: "the manager of P", at the maximum input size (512 KiB)', ADVERSARIAL)
