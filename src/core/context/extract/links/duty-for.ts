/*
 * A job told by what someone does for a company (issue 27, E8: four tuning writers' batches):
 * "Lerato Mokoena buys seed and fertiliser for Highveld Growers Co-op", "I've just taken over the
 * Ethiopia territory for Bangkok Biologics", "Tendai Moyo does the same job for Great Dyke Platinum".
 * The one person the sentence names works at the company after "for". Only verbs of a company's own
 * staff (buying, selling, a territory, a job), not of those who serve it from outside ("runs the
 * account for C", "built the app for C"), and not a past or a wished-for one ("used to", "would").
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Verbs of buying and selling for a company, and of holding its territory or job. */
const DUTY_VERBS = new Set(['buys', 'buy', 'buying', 'sources', 'procures', 'sells', 'selling'])
/** After "took/taken/takes over" or "does/do": what must stand in the object to make it a job there. */
const JOB_WORDS = new Set(['territory', 'region', 'job', 'role', 'patch', 'accounts', 'desk'])
/** Words before the verb that make the job past, wished for, or someone else's. */
const NOT_NOW = new Set(['used', 'formerly', 'previously', 'once', 'until', 'would', 'could', 'might', 'not', 'never'])
/** The most elements the object runs to: "the Ethiopia territory", "seed and fertiliser". */
const OBJECT_MAX = 5

/** Reads one sentence that names exactly one person. */
export function dutyFor(r: Reader, view: View): void {
  const { at, isW, n } = view
  if (view.peopleHere.length !== 1) return
  const person = view.peopleHere[0]!
  let seenPerson = false
  for (let i = view.bodyStart; i < n; i++) {
    const e = at(i)!
    if (e.k === 'P') seenPerson = true
    if (e.k !== 'W' || !seenPerson) continue
    if (NOT_NOW.has(e.w)) return
    let job = false
    let x: number
    if (DUTY_VERBS.has(e.w)) {
      job = true
      x = i + 1
    } else if (isW(i, 'taken', 'took', 'takes', 'taking') && isW(i + 1, 'over')) x = i + 2
    else if (isW(i, 'does', 'do')) x = i + 1
    else continue
    const start = x
    for (; x < n && x < start + OBJECT_MAX && !isW(x, 'for'); x++) {
      const o = at(x)!
      if (o.k === 'W') job ||= JOB_WORDS.has(o.w)
      else if (o.k !== 'X' || o.p !== '&') break
    }
    const c = at(x + 1)
    if (!job || x === start || !isW(x, 'for') || c?.k !== 'C' || c.poss) continue
    if (!r.employerOf(person)) r.worksAt(person, (c as { ref: CompanyState }).ref, view.sentence)
    return
  }
}
