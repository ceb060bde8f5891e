/*
 * The writer (or a chat line's speaker) and a person the text ties to them in the first person, without
 * a verb of knowing (issue 27, M3: the tuning part's knows misses in five writers' batches): "My old
 * boss, Hans Gruber, now runs ...", "Milan was my thesis supervisor", "Shirin Ahmadi, with whom I did
 * my graduate scheme, ...", "She worked for me at Quantix". A tie of the past or of school, not a present
 * colleague: "my colleague P", "my cofounder P" and "my manager P" are people of the writer's company
 * (a works-at or a reporting line, read by other rules), no acquaintance.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { myself } from './reporting.js'
import type { View } from './view.js'

/** Ties that are personal or of school whatever the word before: "my classmate", "my thesis supervisor". */
const PERSONAL = new Set([
  'classmate',
  'schoolmate',
  'flatmate',
  'roommate',
  'housemate',
  'mentor',
  'mentee',
  'professor',
  'teacher',
  'tutor',
  'lecturer',
])
/** Ties of work, which are acquaintance only once over: "my old boss", "my former teammate". */
const WORK = new Set([
  'boss',
  'manager',
  'supervisor',
  'colleague',
  'coworker',
  'co-worker',
  'teammate',
  'cofounder',
  'co-founder',
  'deputy',
  'intern',
])
/** Words that make a work tie one of the past. */
const PAST = new Set(['old', 'former', 'previous', 'first'])
/** Words of school before a supervisor or advisor: "my thesis supervisor", "my PhD advisor". */
const SCHOOL = new Set(['thesis', 'phd', 'doctoral', 'dissertation', 'masters', "master's", 'university', 'uni'])

/** The lower-case word (or title) at i. */
function wordAt(view: View, i: number): string | undefined {
  const e = view.at(i)
  if (e?.k === 'W') return e.w
  if (e?.k === 'T' && !e.title.includes(' ')) return e.title.toLowerCase()
  return undefined
}

/** The index after a tie noun phrase that starts after "my" at m ("old boss", "thesis supervisor", "ex-boss"), if one stands there. */
export function tieAfterMy(view: View, m: number): number | undefined {
  const first = wordAt(view, m + 1)
  if (first === undefined) return undefined
  if (PERSONAL.has(first)) return m + 2
  if (first.startsWith('ex-') && WORK.has(first.slice(3))) return m + 2
  const second = wordAt(view, m + 2)
  if (second === undefined) return undefined
  if ((PAST.has(first) || first === 'ex') && (WORK.has(second) || PERSONAL.has(second))) return m + 3
  if (
    SCHOOL.has(first) &&
    (PERSONAL.has(second) || second === 'supervisor' || second === 'advisor' || second === 'adviser')
  )
    return m + 3
  return undefined
}

/** Reads a sentence's first-person ties into knows links between the writer (or speaker) and the person. */
export function firstPersonTies(r: Reader, view: View): void {
  const { isW, isX, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    if (isW(i, 'my')) myTieAt(r, view, i)
    else if (isW(i, 'with') && isW(i + 1, 'whom') && isW(i + 2, 'i', "i've", 'i’ve', 'we') && isX(i - 1, ','))
      // "Shirin Ahmadi, with whom I did my graduate scheme at Shell,".
      tie(r, view, view.personAt(i - 2), i)
    else if (isW(i, 'worked') && isW(i + 1, 'for', 'under', 'with') && isW(i + 2, 'me'))
      tie(r, view, workedBy(r, view, i), i)
    else if (isW(i, 'the') && isX(i - 1, ',')) bestTie(r, view, i)
  }
}

/** "Sigrid Halvorsen, the best manager I could have asked for": a tie noun the writer had, in apposition. */
function bestTie(r: Reader, view: View, the: number): void {
  const { isW } = view
  let k = the + 1
  while (k < the + 3 && isW(k, 'best', 'finest', 'greatest', 'kindest', 'first', 'only', 'toughest', 'smartest')) k++
  const noun = wordAt(view, k)
  if (noun === undefined || !(WORK.has(noun) || PERSONAL.has(noun))) return
  if (!isW(k + 1, 'i', "i've", 'i’ve')) return
  tie(r, view, view.personAt(the - 2), the)
}

function tie(r: Reader, view: View, person: PersonState | undefined, i: number): void {
  if (!person) return
  const me = myself(r, view, i)
  if (person !== me && !negated(view, i)) r.knows(person, me, view.sentence)
}

/** "my old boss, Hans Gruber", "Hans Gruber, my old boss,", "Milan was my thesis supervisor". */
function myTieAt(r: Reader, view: View, m: number): void {
  const { isW, isX } = view
  const end = tieAfterMy(view, m)
  if (end === undefined) return
  // After it: "my old boss, Hans Gruber", "my classmate Lakshmi".
  const after = view.personAt(isX(end, ',') ? end + 1 : end)
  if (after) return tie(r, view, after, m)
  // Before it: "Hans Gruber, my old boss,", "Milan was my thesis supervisor", "Erik Dahl, was my flatmate".
  let b = m - 1
  if (isW(b, 'was', 'is')) b--
  if (isX(b, ',')) b--
  tie(r, view, view.personAt(b), m)
}

/** Who "worked for me" at i: the person right before it, or "she"/"he" opening the sentence (the one named before). */
function workedBy(r: Reader, view: View, i: number): PersonState | undefined {
  let b = i - 1
  while (b > view.bodyStart && view.isW(b, 'has', 'had', 'once', 'previously', 'also')) b--
  const named = view.personAt(b)
  if (named) return named
  if (b === view.bodyStart && view.isW(b, 'she', 'he')) return r.previousSubject ?? r.lastPerson
  return undefined
}

/** "never my boss", "not my mentor", "I never worked with": a tie the sentence denies. */
function negated(view: View, i: number): boolean {
  for (let x = Math.max(view.bodyStart, i - 3); x < i; x++)
    if (view.isW(x, 'not', 'never', "wasn't", 'wasn’t')) return true
  return false
}
