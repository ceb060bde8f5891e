/*
 * The writer's own company told around "at C" (issue 27, E8): "we've been doing something similar in
 * Kathmandu at Pathshala Foundation, where I look after partnerships" places the writer there; "At
 * Mangrove I'll be working closely with Anjali Menon" (after "I've joined Mangrove Capital") places
 * the colleague named. A visit ("at C, where I met P") and a past ("At C I worked with P") stand back:
 * only verbs of a job the writer holds now, and only the future of working with someone.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** What "I" does at a company in a job there: "where I look after partnerships", "where I run sales". */
const JOB_VERBS = new Set(['run', 'lead', 'manage', 'head', 'work', 'handle', 'oversee', 'look'])

/** Reads "at C, where I VERB" and "At C I'll be working with P" in one sentence. */
export function whereIWork(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let i = view.bodyStart; i + 3 < n; i++) {
    const c = at(i + 1)
    if (!isW(i, 'at') || c?.k !== 'C' || c.poss) continue
    const company: CompanyState = c.ref
    // "at Pathshala Foundation, where I look after partnerships" ("look" only with "after").
    if (isX(i + 2, ',') && isW(i + 3, 'where') && isW(i + 4, 'i') && isW(i + 5, ...JOB_VERBS)) {
      if (!isW(i + 5, 'look') || isW(i + 6, 'after')) r.worksAt(view.speaker ?? r.me, company, view.sentence)
      continue
    }
    // "At Mangrove I'll be working closely with Anjali Menon": the sentence opens on it.
    if (i !== view.bodyStart) continue
    let k = isX(i + 2, ',') ? i + 3 : i + 2
    if (isW(k, "i'll")) k++
    else if (isW(k, 'i') && isW(k + 1, 'will')) k += 2
    else continue
    if (!isW(k, 'be') || !isW(k + 1, 'working')) continue
    k += isW(k + 2, 'closely') ? 3 : 2
    const person = isW(k, 'with') ? view.personAt(k + 1) : undefined
    if (person && !r.employerOf(person)) r.worksAt(person, company, view.sentence)
  }
}
