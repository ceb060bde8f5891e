/**
 * The writer's own team and colleagues: "Rohan from my team will send the case study", "she joined
 * my team here last week", "Ana is on my team" (they report to the writer, or a chat line's
 * speaker); "Omar Al-Khatib is my co-founder at Sahel Routing" (the writer works there too).
 * "our team" names no manager; "my old team" is past.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const COLLEAGUES = ['co-founder', 'cofounder', 'colleague', 'teammate', 'co-worker', 'coworker', 'partner']

/** Reads "P from my team", "P joined / is on my team" and "my co-founder at C" in one sentence. */
export function myTeam(r: Reader, view: View): void {
  const { at, isW, n } = view
  const me = view.speaker ?? r.me
  for (let i = view.bodyStart; i < n; i++) {
    if (!isW(i, 'my')) continue
    // "my co-founder at Sahel Routing": the writer works there.
    const colleague = isW(i + 1, ...COLLEAGUES) || (at(i + 1)?.k === 'T' && /^co-?founder$/i.test(titleAt(view, i + 1)))
    if (colleague && isW(i + 2, 'at', 'here')) {
      const c = at(isW(i + 2, 'here') && isW(i + 3, 'at') ? i + 4 : i + 3)
      if (c?.k === 'C' && !c.poss) r.worksAt(me, c.ref, view.sentence)
      continue
    }
    if (!isW(i + 1, 'team', 'squad')) continue
    let report: PersonState | undefined
    // "Rohan from my team", "Ana (from my team)".
    if (isW(i - 1, 'from')) report = view.personAt(i - 2)
    // "she joined my team", "Ana is on my team", "he's in my team now".
    else if (isW(i - 1, 'joined', 'joining', 'joins') || (isW(i - 1, 'on', 'in') && isW(i - 2, 'is', 'was', 'joined')))
      report = subjectBefore(r, view, isW(i - 1, 'on', 'in') ? i - 2 : i - 1)
    if (report && report !== me && report !== r.me) r.report(report, me, view.sentence)
  }
}

/** The person right before the verb at v: a name, or "he"/"she" for the last person named before it. */
function subjectBefore(r: Reader, view: View, v: number): PersonState | undefined {
  const named = view.personAt(v - 1)
  if (named) return named
  if (!view.isW(v - 1, 'he', 'she')) return undefined
  for (let x = v - 2; x >= view.bodyStart; x--) {
    const p = view.personAt(x)
    if (p && p !== view.speaker) return p
  }
  return r.lastPerson
}

/** The title at i, or "" (a title element: "co-founder" reads as one). */
function titleAt(view: View, i: number): string {
  const e = view.at(i)
  return e?.k === 'T' ? e.title : ''
}
