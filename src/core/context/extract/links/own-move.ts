/*
 * The writer's own move (issue 27's fallback): "I'm joining Sunfield Power as head of trading",
 * "I've joined Plaid", "I've started a new position as Lead Engineer at Ink + Oak". A new job the
 * writer announces is a move from where they were (the text may not name it); the finishing pass
 * makes "I" the one who signed. A clause of time ("when I started at Telefónica"), a year or "ago"
 * (a story of the past), a negation, a wish or a question, and it stands back.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const I = new Set(['i', "i'm", 'i’m', "i've", 'i’ve'])
const JOIN = new Set(['joining', 'joined'])
/** Auxiliaries between "I" and the verb: "I am joining", "I have just joined". */
const AUX = new Set(['am', 'have', 'just', 'now', 'officially', 'recently', 'excited', 'to', 'announce', 'that'])
/** Words before "I" that make its clause a time, not the news: "when I started at Telefónica". */
const TIME = new Set(['when', 'after', 'before', 'since', 'until', 'while', 'if', 'once'])
/** The new job's words: "started a new position", "a new role", "a new job". */
const ROLE = new Set(['position', 'role', 'job', 'chapter'])
/** At most this many elements from the verb to the company. */
const SPAN = 10

/** The company the clause after the verb at v names, before it ends: after the verb, or after "at" ("a new role ... at C"). */
function companyAfter(view: View, v: number, direct: boolean): CompanyState | undefined {
  for (let x = v + 1; x < view.n && x <= v + SPAN; x++) {
    const e = view.at(x)!
    if (e.k === 'X' && e.p !== ',') return undefined
    if (e.k === 'P') return undefined
    if (e.k === 'C') return !e.poss && (direct ? x === v + 1 : view.isW(x - 1, 'at', 'with')) ? e.ref : undefined
  }
  return undefined
}

/** Reads one sentence for the writer's announced new job. */
export function ownMove(r: Reader, view: View, negated: (w: string) => boolean): void {
  const { at, isW } = view
  for (let x = view.bodyStart; x < view.n; x++) {
    const e = at(x)!
    if (e.k === 'X' && e.p === '?') return
    if (e.k === 'W' && (negated(e.w) || e.w === 'will' || e.w.endsWith("'ll") || e.w.endsWith('’ll'))) return
    // "I joined Acme in 2015", "ten years ago": a story of the past, not the news.
    if (e.k === 'W' && (e.w === 'ago' || /^(19|20)\d\d$/.test(e.w))) return
  }
  for (let i = view.bodyStart; i < view.n; i++) {
    const e = at(i)!
    if (e.k !== 'W' || !I.has(e.w) || isW(i - 1, ...TIME)) continue
    let v = i + 1
    while (v < view.n && v - i < 5 && isW(v, ...AUX)) v++
    let next: CompanyState | undefined
    if (isW(v, ...JOIN)) next = companyAfter(view, v, true)
    else if (isW(v, 'started') && isW(v + 1, 'a') && isW(v + 2, 'new') && isW(v + 3, ...ROLE))
      next = companyAfter(view, v + 3, false)
    if (!next || r.links.some((l) => l.kind === 'left_for' && l.from === r.me.name)) continue
    r.leftFor(r.me, undefined, next, view.sentence)
    r.worksAt(r.me, next, view.sentence, undefined, true)
    return
  }
}
