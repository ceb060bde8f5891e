/*
 * A former employer told beside a present job in an aside or a noun phrase, not with a verb of moving
 * (issue 27, M3: left-for read as works-at alone): "Sofia Rossi, CFO, Lumen Grid (was Head of IT, Vento
 * Energy)", "Sofia Rossi, CFO at Lumen Grid (ex Vento Energy)", "Vento Energy's former IT head, Sofia
 * Rossi, now runs IT at Lumen Grid", and a move as a noun: "Congrats to Sofia Rossi on her move from
 * Vento Energy to Lumen Grid". The former employer goes where the finishing pass sets it beside the
 * present one (a left-for link, none when there is no present one).
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** Words opening an aside about a past job: "(was ...", "(ex ...". */
const ASIDE_PAST = new Set(['was', 'ex', 'formerly', 'previously', 'prev'])
/** Words after a company's possessive that make the role one held once: "Vento Energy's former IT head". */
const ONCE = new Set(['former', 'ex', 'previous', 'old'])
/** At most this many elements inside an aside. */
const ASIDE = 10

function past(r: Reader, person: PersonState, company: CompanyState): void {
  if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
}

/** Reads a sentence's former employers in asides, company possessives and moves as nouns. */
export function formerAsides(r: Reader, view: View): void {
  const { isW, isX, n } = view
  for (let i = view.bodyStart; i + 2 < n; i++) {
    if (isX(i, '(') && isW(i + 1, ...ASIDE_PAST)) pastAside(r, view, i)
    else if (view.at(i)?.k === 'C') pastOfCompany(r, view, i)
    else if (isW(i, 'move') && isW(i - 1, 'his', 'her', 'their')) moveNoun(r, view, i)
  }
}

/** "P, CFO, Lumen Grid (was Head of IT, Vento Energy)": the last company in the aside, for the person before it. */
function pastAside(r: Reader, view: View, open: number): void {
  let company: CompanyState | undefined
  let x = open + 2
  for (; x < view.n && x <= open + ASIDE && !view.isX(x, ')'); x++) {
    const e = view.at(x)!
    if (e.k === 'P') return
    // A company that ends the aside or one of its items ("(was at the Vento Energy booth)" is a place, no job).
    if (e.k === 'C' && !e.poss && view.isX(x + 1, ')', ',', ';')) company = e.ref
  }
  if (!view.isX(x, ')') || !company) return
  const person = r.lastPersonBefore(view.elements, open)
  // Only a person of this sentence: the aside stands beside their name, not a sentence away.
  if (person && view.peopleHere.includes(person)) past(r, person, company)
}

/** "Vento Energy's former IT head, Sofia Rossi,", "Vento Energy's ex-CFO Sofia Rossi": P was at the company. */
function pastOfCompany(r: Reader, view: View, i: number): void {
  const c = view.at(i)
  if (c?.k !== 'C' || !c.poss) return
  const w = view.at(i + 1)
  const once = w?.k === 'W' && (ONCE.has(w.w) || /^ex-\p{Ll}/u.test(w.w))
  if (!once) return
  let k = i + 2
  // Up to three role words: "former IT head", "former head of sales".
  while (k < i + 6 && k < view.n) {
    const e = view.at(k)!
    if (e.k === 'T' || (e.k === 'W' && /^[\p{Ll}-]+$/u.test(e.w) && !['is', 'was', 'and', 'who'].includes(e.w))) k++
    else break
  }
  const person = view.personAt(view.isX(k, ',') ? k + 1 : k)
  if (!person) return
  past(r, person, c.ref)
}

/** "on her move from Vento Energy to Lumen Grid": the person "her" stands for left the first for the second. */
function moveNoun(r: Reader, view: View, m: number): void {
  const { at, isW } = view
  if (!(isW(m + 1, 'from') && at(m + 2)?.k === 'C' && isW(m + 3, 'to') && at(m + 4)?.k === 'C')) return
  const from = (at(m + 2) as { ref: CompanyState }).ref
  const to = (at(m + 4) as { ref: CompanyState }).ref
  const person = r.lastPersonBefore(view.elements, m - 1)
  if (!person || from === to || person === r.me) return
  r.movedTo([person], from, to, view.sentence)
}
