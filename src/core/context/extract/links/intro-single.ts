/*
 * An introduction told with one person named (issue 27's fallback): someone sent the writer to the
 * one the text is about, who stands in the clause only as "his number", "a friend of hers", or the
 * one the mail greets ("Losa Taufa handed us his number", "Gavin Shaw, an old friend of hers,
 * recommended us", "Hi Joaquín, Valentina Rossi suggested I write to you"). The one meant is the
 * person the sentence before was about (or the greeted one); no such person, a question, a negation
 * or a wish, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Verbs of passing the writer on to someone: the writer ("us", "me") right after. */
const SENT = new Set(['recommended', 'referred', 'sent', 'handed', 'passed', 'gave', 'pointed', 'suggested'])
/** What of theirs was handed over: "handed us his number", "passed me her details". */
const CONTACT = new Set(['number', 'details', 'contact', 'email', 'e-mail', 'name', 'card', 'info'])
/** What the writer was told to do with the greeted one: "suggested I write to you", "suggested we reach out". */
const REACH = new Set(['write', 'reach', 'contact', 'email', 'e-mail', 'call', 'talk', 'speak', 'get'])
const FRIENDS = new Set(['friend', 'friends', 'contact', 'classmate', 'neighbour', 'neighbor'])
/** At most this many elements in an appositive between the person and the verb. */
const APPOSITIVE = 16

/** The element after an appositive opened at x (", a sales rep at Tilework and an old friend of hers,"), or -1. */
function pastAppositive(view: View, x: number): number {
  for (let y = x + 1; y < view.n && y <= x + APPOSITIVE; y++) {
    const e = view.at(y)!
    if (e.k === 'P' || (e.k === 'X' && e.p !== ',')) return -1
    if (e.k === 'X') return y + 1
  }
  return -1
}

/** The one greeted by name ("Hi Joaquín,"): the first address that is one person of the text. */
function greeted(r: Reader): PersonState | undefined {
  const people = r.addressed.length > 0 ? r.byPart.get(r.addressed[0]!) : undefined
  return people?.size === 1 ? [...people][0] : undefined
}

/** Passives of passing someone on: "were sent to us by", "were referred by". */
const PASSIVE = new Set(['sent', 'referred', 'recommended', 'introduced', 'passed'])

/** "They were sent to us by Marcus Hill": each of the people the sentence before named was introduced by the one after "by". */
function sentBy(r: Reader, view: View): void {
  const { at, isW, bodyStart } = view
  if (
    !isW(bodyStart + 1, 'were') ||
    !(at(bodyStart + 2)?.k === 'W' && PASSIVE.has((at(bodyStart + 2) as { w: string }).w))
  )
    return
  const by = isW(bodyStart + 3, 'to') && isW(bodyStart + 4, 'us', 'me') ? bodyStart + 5 : bodyStart + 3
  const p = isW(by, 'by') ? view.personAt(by + 1) : undefined
  // "They" are two people at least, named in the sentence before.
  const them = r.previousPeople.filter((x) => x !== p && x !== r.me)
  if (!p || them.length < 2) return
  for (const x of them) r.introduced(x, p, view.sentence)
}

/**
 * Reads one sentence: a person opening it, an appositive perhaps, and a verb of passing the writer
 * on. `earlier` is whom the sentence before was about; `negated` says whether a word denies.
 */
export function introSingle(
  r: Reader,
  view: View,
  earlier: PersonState | undefined,
  negated: (w: string) => boolean,
): void {
  const { at, isW, isX, bodyStart, n } = view
  for (let x = bodyStart; x < n; x++) {
    const e = at(x)!
    if ((e.k === 'W' && (negated(e.w) || e.w === 'will')) || isX(x, '?')) return
  }
  const first = at(bodyStart)
  if (isW(bodyStart, 'they')) return sentBy(r, view)
  if (first?.k !== 'P' || first.poss) return
  const p = first.ref
  let v = bodyStart + 1
  // ", an old friend of hers,": she is the one the sentence before was about.
  let friendOf = false
  if (isX(v, ',')) {
    const after = pastAppositive(view, v)
    if (after < 0) return
    for (let y = v + 1; y < after; y++)
      if (isW(y, ...FRIENDS) && isW(y + 1, 'of') && isW(y + 2, 'hers', 'his')) friendOf = true
    v = after
  }
  v = view.skipAux(v)
  const verb = at(v)
  if (verb?.k !== 'W' || !SENT.has(verb.w)) return
  let other: PersonState | undefined
  if (verb.w === 'suggested') {
    // "suggested I write to you": the greeted one.
    const w = isW(v + 1, 'that') ? v + 2 : v + 1
    if (isW(w, 'i', 'we') && at(w + 1)?.k === 'W' && REACH.has((at(w + 1) as { w: string }).w)) other = greeted(r)
  } else if (isW(v + 1, 'us', 'me')) {
    // "handed us his number", or "recommended us" after "a friend of hers".
    if (isW(v + 2, 'his', 'her') && at(v + 3)?.k === 'W' && CONTACT.has((at(v + 3) as { w: string }).w)) other = earlier
    else if (friendOf && !isW(v + 2, 'to')) other = earlier
  }
  if (!other || other === p || other === r.me) return
  r.introduced(other, p, view.sentence)
  if (friendOf) r.knows(other, p, view.sentence)
}
