/*
 * Roles only a person fills, around a name-shaped run whatever its given name: the one
 * congratulated, a colleague or friend "of" someone, whose suggestion a meeting was, the main
 * contact or champion a company has, whose line manager or direct reports are named. Companies'
 * own words and legal forms are kept out before this is asked (people.ts personShape).
 */
import { FIRST_NAMES } from '../lexicon.js'
import { PERSON_VERBS } from './cues.js'
import { titleCase, wholeLineStart } from './elements.js'
import type { Tok } from './scanner.js'

/** "a former colleague of P", "an old friend of P": ties only a person has. */
const TIES_OF = new Set([
  'colleague',
  'coworker',
  'co-worker',
  'friend',
  'classmate',
  'teammate',
  'flatmate',
  'roommate',
  'mentee',
  'protégé',
  'cousin',
  'brother',
  'sister',
])
/** "at the suggestion of P", "on the recommendation of P". */
const ADVICE_OF = new Set(['suggestion', 'recommendation', 'invitation', 'urging'])
/** "P, our main contact", "our champion at C, P": roles a company's person fills for the writer. */
const PERSON_ROLES = new Set(['contact', 'champion', 'advisor', 'adviser', 'point'])
/** "our main contact", "their key champion": words between the owner and the role. */
const ROLE_ADJECTIVES = new Set(['main', 'key', 'primary', 'usual', 'day-to-day', 'new', 'old', 'first', 'best'])
const OWNERS = new Set(['our', 'their', 'my', 'your'])

/** Whether the run tokens[a..j) is a person by the role around it. */
export function roleName(tokens: readonly Tok[], a: number, j: number, poss: boolean): boolean {
  const w = (k: number): string => {
    const t = tokens[k]
    return t === undefined ? '' : t.kind === 'word' ? t.lc : t.text
  }
  const before = w(a - 1)
  // "Congrats to Hyun-woo Park on the new role".
  if (before === 'to' && /^(congrats|congratulations|kudos)$/.test(w(a - 2))) return true
  // "a former colleague of Kwesi Appiah".
  if (before === 'of' && TIES_OF.has(w(a - 2))) return true
  // "at the suggestion of Taras Bondarenko".
  if (before === 'of' && ADVICE_OF.has(w(a - 2)) && w(a - 3) === 'the' && /^(at|on|by)$/.test(w(a - 4))) return true
  // "Lerato Mokoena (Karoo Wind) grew up ...": a name opening the sentence, its employer in parentheses, its verb.
  if (w(j) === '(' && wholeLineStart(tokens, a) && employerInParens(tokens, j + 1)) return true
  // "Kenta Ito — introduced by Yui Tanaka —", "Kenta Ito (referred by ...)": only a person is introduced.
  if (/^[,—–(-]$/.test(w(j)) && /^(introduced|referred|recommended)$/.test(w(j + 1)) && w(j + 2) === 'by') return true
  // "Moritz Lang stays at C", "Tawanda Chikore, still at C": where a person stays.
  if (
    (w(j) === 'stays' || w(j) === 'still' || (w(j) === ',' && w(j + 1) === 'still')) &&
    w(j + (w(j) === ',' ? 2 : 1)) === 'at'
  )
    return true
  // "Nia Evans' line manager", "Rūta Kalniņa's direct reports".
  if (poss && /^(line|direct)$/.test(w(j)) && /^(managers?|reports?)$/.test(w(j + 1))) return true
  // "Aliyu Musa, our main contact at ...", "Mona Said (our advisor)".
  if ((w(j) === ',' || w(j) === '(') && OWNERS.has(w(j + 1))) {
    const role = ROLE_ADJECTIVES.has(w(j + 2)) ? j + 3 : j + 2
    if (PERSON_ROLES.has(w(role))) return true
  }
  // "Our champion at Harbour Freight, Declan Murphy, is ...": the role at a company, then the name.
  if (before === ',') {
    let k = a - 2
    while (k >= 0 && a - k <= 5 && tokens[k]!.kind === 'word' && /^\p{Lu}/u.test(tokens[k]!.text)) k--
    if (k < a - 2 && w(k) === 'at' && PERSON_ROLES.has(w(k - 1))) {
      const owner = ROLE_ADJECTIVES.has(w(k - 2)) ? k - 3 : k - 2
      return OWNERS.has(w(owner))
    }
  }
  return false
}

/**
 * Whether tokens[k..] is "Mekong Seafood) said": one to three capitalised words, the first no given
 * name ("(Anna Berg)" may be the person of a company before it), the parenthesis closing, and a
 * person's verb after it.
 */
function employerInParens(tokens: readonly Tok[], k: number): boolean {
  const first = tokens[k]
  if (first === undefined || FIRST_NAMES.has(first.lc)) return false
  let e = k
  while (e < tokens.length && e - k < 3 && tokens[e]!.kind === 'word' && titleCase(tokens[e]!.text)) e++
  const next = tokens[e + 1]
  return e > k && tokens[e]?.text === ')' && next?.kind === 'word' && ACTS.has(next.text)
}

/** What only a person does after "P (C)": a person's verb, not a document's ("is attached", "needs sign-off"). */
const ACTS = new Set([
  ...[...PERSON_VERBS].filter(
    (v) => !/^(is|was|has|had|will|can|could|would|should|might|may|did|does|also|needs)$/.test(v),
  ),
  ...['used', 'grew', 'went', 'studied', 'met', 'spent'],
])
