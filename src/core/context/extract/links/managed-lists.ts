/*
 * The fallback for reports-to (issue 27, third pass): a manager, a word of managing, and the people
 * managed listed after a comma to the clause's end: "Noura Al-Qahtani has taken over management of
 * the pre-sales engineers, Faisal Otaibi and Reem Harbi", "Ana leads the data team: Ivo and Eva".
 * Each of the list reports to the manager. The manager must open the clause (not an object, not an
 * owner); another person before the list, a negation or a question, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words of managing: "took over management of", "now manages", "leads", "oversees", "heads". */
const MANAGE = new Set(['management', 'manages', 'leads', 'oversees', 'heads', 'supervises', 'runs'])
/** Objects whose list is of people outside the team: "manages two accounts: A and B", "runs the clients, A and B". */
const OUTSIDE = new Set(
  'account accounts client clients customer customers partner partners investor investors vendor vendors supplier suppliers portfolio deals'.split(
    ' ',
  ),
)
/** At most this many elements from the manager to the list. */
const SPAN = 14
/** At most this many people in the list. */
const LIST = 8

/** Whether the person at i opens its clause: the first of the sentence, or after a mark or "and". */
const opens = (view: View, i: number): boolean =>
  i === view.bodyStart || view.isX(i - 1, ',', ':', ';', '.', '—', '–') || view.isW(i - 1, 'and', 'now', 'so')

/** The people listed from x to the clause's end ("Faisal Otaibi and Reem Harbi"), or none when anything else stands there. */
function listTo(view: View, x: number): PersonState[] {
  const people: PersonState[] = []
  for (let y = x; y < view.n; y++) {
    const e = view.at(y)!
    if (e.k === 'X' && ['.', ';', '!'].includes(e.p)) break
    // (A list runs to its clause's end within a few names: "A manages x, B manages y, ..." stays linear.)
    if (y - x > 3 * LIST) return []
    if (e.k === 'P' && !e.poss && people.length < LIST) people.push(e.ref)
    else if (!(view.isW(y, 'and') || view.isX(y, ','))) return []
  }
  return people
}

/** Reads a sentence's managers of a listed team (after its phrase rules, in the fallback). */
export function managedLists(r: Reader, view: View, negated: (w: string) => boolean): void {
  const { at } = view
  for (let x = view.bodyStart; x < view.n; x++) {
    const e = at(x)!
    if ((e.k === 'W' && negated(e.w)) || (e.k === 'X' && e.p === '?')) return
  }
  for (let i = view.bodyStart; i < view.n; i++) {
    const e = at(i)!
    if (e.k !== 'P' || e.poss || !opens(view, i)) continue
    let cue = -1
    for (let x = i + 1; x < view.n && x - i <= SPAN; x++) {
      const w = at(x)!
      if (w.k === 'P' || (w.k === 'X' && w.p !== ',' && w.p !== ':')) break
      if (w.k === 'W' && MANAGE.has(w.w)) cue = x
      // "manages two accounts: Imran and Zainab": the list is of customers, not of staff.
      if (cue >= 0 && w.k === 'W' && OUTSIDE.has(w.w)) break
      // The list after the cue's object: "management of the pre-sales engineers, Faisal and Reem".
      if (cue >= 0 && x > cue + 1 && view.isX(x, ',', ':') && at(x + 1)?.k === 'P') {
        for (const p of listTo(view, x + 1))
          if (p !== e.ref && !r.linkKeys.has(`reports_to|${e.ref.name}|${p.name}`)) r.report(p, e.ref, view.sentence)
        break
      }
    }
  }
}

/**
 * A heading that says whom a list reports to: "Sales team (reporting to Maria Costa): Anna Berg,
 * Tom Lind, Eva Ek", "Reporting to Maria: Anna and Tom". Each of the list reports to that person.
 */
export function reportingLists(r: Reader, view: View): void {
  const { isW, isX } = view
  for (let x = view.bodyStart; x + 3 < view.n; x++) {
    if (!isW(x, 'reporting', 'reports') || !isW(x + 1, 'to', 'into')) continue
    const manager = at(view, x + 2)
    if (!manager) continue
    const colon = isX(x + 3, ')') ? x + 4 : x + 3
    if (!isX(colon, ':')) continue
    for (const p of listTo(view, colon + 1)) if (p !== manager) r.report(p, manager, view.sentence)
    return
  }
}

/** The person at x, when it is no owner ("Maria Costa's" is of something else). */
function at(view: View, x: number): PersonState | undefined {
  const e = view.at(x)
  return e?.k === 'P' && !e.poss ? e.ref : undefined
}
