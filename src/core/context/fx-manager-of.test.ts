import { describe, it } from 'vitest'
import { expectShape as check, type ShapeCase as Case } from '../../../test/support/link-shapes.js'

// Issue 27, FX: two plain reporting sentences a new user tried. "X is the manager of P" read no link (the
// title element "manager" fell outside "is the boss of P"), and "the manager of P at C" lost P as a person
// (a title's "of ... at C" read as a department). Each case lists every person, company and link the
// reader should find and nothing more; near misses beside them keep their reading (decision 0014, "FX").

describe('"X is the manager of P": P reports to X (links/ties.ts)', () => {
  it.each<Case>([
    [
      'Sofia Berg is the manager of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    [
      'Sofia Berg is the line manager of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    [
      'Sofia Berg is the direct manager of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    [
      'Sofia Berg is the supervisor of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    // A manager once: they know each other, as "was P's manager" reads.
    [
      'Sofia Berg was the manager of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['knows Anna Lindqvist -> Sofia Berg'],
    ],
    [
      'Sofia Berg was the boss of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['knows Anna Lindqvist -> Sofia Berg'],
    ],
    // Already read before FX; kept.
    [
      'Sofia Berg is the boss of Anna Lindqvist.',
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    [
      "Sofia Berg is Anna Lindqvist's manager.",
      ['Anna Lindqvist', 'Sofia Berg'],
      [],
      ['reports_to Anna Lindqvist -> Sofia Berg'],
    ],
    // Near misses: an office, a company, an account are managed, not people.
    ['Sofia Berg is the manager of the Oslo office.', ['Sofia Berg'], [], []],
    [
      'Sofia Berg is the manager of Nordic Rail.',
      ['Sofia Berg'],
      ['Nordic Rail'],
      ['works_at Sofia Berg -> Nordic Rail'],
    ],
    ["Sofia Berg is the manager of Anna Lindqvist's account.", ['Anna Lindqvist', 'Sofia Berg'], [], []],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))
})

describe('"the manager of P at C": P is a person, not a department (business-slots.ts, unit-lines.ts)', () => {
  it.each<Case>([
    [
      'Sofia Berg is the manager of Anna Lindqvist at Nordbank.',
      ['Anna Lindqvist', 'Sofia Berg'],
      ['Nordbank'],
      [
        'reports_to Anna Lindqvist -> Sofia Berg',
        'works_at Anna Lindqvist -> Nordbank',
        'works_at Sofia Berg -> Nordbank',
      ],
    ],
    ['I met the manager of Anna Lindqvist at Nordbank.', ['Anna Lindqvist'], ['Nordbank'], []],
    // FX2: the appositive now reads as "Sofia Berg is the manager of ..." does (links/manager-appositives.ts).
    [
      'Sofia Berg, the manager of Anna Lindqvist at Nordbank, called.',
      ['Anna Lindqvist', 'Sofia Berg'],
      ['Nordbank'],
      [
        'reports_to Anna Lindqvist -> Sofia Berg',
        'works_at Anna Lindqvist -> Nordbank',
        'works_at Sofia Berg -> Nordbank',
      ],
    ],
    ['Sofia Berg is the assistant of Anna Lindqvist at Nordbank.', ['Anna Lindqvist', 'Sofia Berg'], ['Nordbank'], []],
    // Near misses: a title's field after "of" stays a department; a post at a business stays one.
    [
      'Hye-jin Park is Director of International Admissions at Westbourne College.',
      ['Hye-jin Park'],
      ['Westbourne College'],
      ['works_at Hye-jin Park -> Westbourne College'],
    ],
  ])('%s', (text, people, companies, links) => check(text, people, companies, links))
})
