/*
 * The writer's own move as a farewell or an out-of-office reply tells it (issue 27, t1021-t1060):
 * "I no longer work at Vistula Packaging; as of 1 January I have joined Baltic Cartons", "I moved
 * across to Patagonia Wind S.A. last month", and after "Today is my last day at Rukun Properties",
 * "From Monday I'll be at Seri Capital". Only the clause of the move is read for a negation, a wish
 * or a question, so a "no longer" before a semicolon does not stand the move back; "I'll be at C"
 * is a move only once the text has said the writer is leaving. The finishing pass makes "I" the one
 * who signed.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const I = new Set(['i', "i've", 'i’ve'])
const WILL = new Set(["i'll", 'i’ll'])
/** Words between "I" and the verb: "I have just joined", "I have now moved". */
const AUX = new Set(['have', 'just', 'now', 'recently', 'officially'])
/** Words that stand a clause back: a negation, a wish, a condition, a question's word. */
const BACK = new Set(['not', 'never', 'no', 'if', 'would', 'could', 'might', 'may', 'hope', 'want', 'whether', 'maybe'])
/** Texts whose writer has said they are leaving. */
const leaving = new WeakSet<Reader>()

/** The company right after x (past "across"/"over" and "to"), when nothing else stands between. */
function companyAt(view: View, x: number): CompanyState | undefined {
  const e = view.at(x)
  return e?.k === 'C' && !e.poss ? e.ref : undefined
}

/** Whether the clause holding index i (from the last ";" or sentence start) stands back or is a story of the past. */
function standsBack(view: View, i: number): boolean {
  let s = i
  while (s > view.bodyStart && !view.isX(s - 1, ';', '—', '–')) s--
  for (let x = s; x < view.n && !view.isX(x, ';'); x++) {
    const e = view.at(x)!
    if (e.k === 'X' && e.p === '?') return true
    if (e.k !== 'W') continue
    if (x < i && (BACK.has(e.w) || e.w.endsWith("n't") || e.w.endsWith('n’t'))) return true
    if (e.w === 'ago' || /^(19|20)\d\d$/.test(e.w)) return true
  }
  return false
}

/** The new employer a first-person clause at i names, or undefined. */
function movedTo(view: View, i: number, farewell: boolean): CompanyState | undefined {
  const { isW } = view
  if (view.isX(i + 1, ',')) return undefined
  // "I'll be at Seri Capital", "I will be joining Seri Capital": a future only after a farewell.
  if (isW(i, ...WILL) || (isW(i, 'i') && isW(i + 1, 'will'))) {
    if (!farewell) return undefined
    const v = isW(i, 'i') ? i + 2 : i + 1
    if (isW(v, 'be') && isW(v + 1, 'at', 'with', 'joining')) return companyAt(view, v + 2)
    return isW(v, 'join', 'start') ? companyAt(view, v + 1 + (isW(v + 1, 'at') ? 1 : 0)) : undefined
  }
  if (!I.has((view.at(i) as { w: string }).w)) return undefined
  let v = i + 1
  while (v < view.n && v - i < 4 && isW(v, ...AUX)) v++
  if (isW(v, 'joined')) return companyAt(view, v + 1)
  if (!isW(v, 'moved', 'switched', 'gone')) return undefined
  let k = v + 1
  if (isW(k, 'across', 'over')) k++
  return isW(k, 'to') ? companyAt(view, k + 1) : undefined
}

/** Reads one sentence for the writer's own move. */
export function writerMoves(r: Reader, view: View): void {
  const { isW } = view
  if (view.speaker) return
  for (let i = view.bodyStart; i < view.n; i++) {
    // "Today is my last day at Rukun Properties", "I'm leaving Acme": what a later "I'll be at C" follows.
    if (isW(i, 'last') && isW(i + 1, 'day') && isW(i - 1, 'my')) leaving.add(r)
    // "I'm leaving", "I am leaving", "I no longer work at": the writer's own leaving, not someone else's.
    const mine = isW(i - 1, "i'm", 'i’m', 'i') || (isW(i - 1, 'am') && isW(i - 2, 'i'))
    if (isW(i, 'farewell') || (mine && (isW(i, 'leaving') || (isW(i, 'no') && isW(i + 1, 'longer'))))) leaving.add(r)
  }
  if (r.links.some((l) => l.kind === 'left_for' && l.from === r.me.name)) return
  for (let i = view.bodyStart; i < view.n; i++) {
    const e = view.at(i)!
    if (e.k !== 'W' || !(I.has(e.w) || WILL.has(e.w))) continue
    const next = movedTo(view, i, leaving.has(r))
    if (!next || standsBack(view, i)) continue
    r.leftFor(r.me, undefined, next, view.sentence)
    r.worksAt(r.me, next, view.sentence, undefined, true)
    return
  }
}
