/*
 * Where a clause's second predicate starts: after "and", after ", reporting/working", or the main
 * verb after a relative clause ("Hugo Martin, who reports to Chloé Dubois, introduced us to ..."); and
 * a yes-or-no question, whose subject states nothing.
 */
import { otherSubjectAt, possessiveObject } from './clause-breaks.js'
import type { Clause, View } from './view.js'

/**
 * Words that open a sentence's main verb after a relative clause and its comma. A verb rule still has
 * to read what follows; a word not here (a name, "the") is no verb of the subject.
 */
const MAIN_VERBS = new Set([
  'is',
  'has',
  'now',
  'joined',
  'joins',
  'rejoined',
  'rejoins',
  'chairs',
  'runs',
  'leads',
  'heads',
  'introduced',
  'introduces',
  'knows',
  'knew',
  'reports',
  'reported',
  'left',
  'moved',
  'manages',
  'managed',
  'referred',
  'recommended',
  'connected',
  'put',
  'was',
  'used',
  'works',
  'worked',
  // "P, who leads the mobile squad, will now report to Q" (W11).
  'will',
])

/** Where a second predicate of the clause starts, before the sentence ends or names another subject. */
export function nextPredicate(view: View, cl: Clause): number | undefined {
  const { at, isW, isX, n } = view
  if (possessiveObject(view, cl)) return undefined
  for (let x = cl.v + 1; x < n && x < cl.v + 16; x++) {
    const e = at(x)!
    if (otherSubjectAt(view, cl, x)) return undefined
    // The main verb after a relative clause: "Helena Novak, who left Prague Motors last year, is now ...",
    // also past a person the relative clause names ("Hugo, who reports to Chloé Dubois, introduced ...").
    const next = at(x + 1)
    if (cl.relative && isX(x, ',') && next?.k === 'W' && MAIN_VERBS.has(next.w)) return x + 1
    if (
      (e.k === 'P' && x > (cl.through ?? 0) && !cl.relative) ||
      (e.k === 'X' && (e.p === '.' || e.p === ';' || e.p === ':'))
    )
      return undefined
    if (
      isW(x, 'and', 'but') &&
      at(x + 1)?.k === 'W' &&
      !isW(x + 1, 'he', 'she', 'i', 'we', 'they', 'the', 'a', 'an', 'his', 'her')
    )
      return x + 1
    if (isX(x, ',') && isW(x + 1, 'reporting', 'working', 'based')) return x + 1
  }
  return undefined
}

const QUESTION_OPENERS = ['do', 'does', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had']

/** "Do Omar Sheikh and Bilal Qureshi know each other?", "Does Tom Becker report to Anna?": asked, not stated. */
export function yesNoQuestion(view: View, i: number): boolean {
  return i - 1 === view.bodyStart && view.isW(i - 1, ...QUESTION_OPENERS) && view.isX(view.n - 1, '?')
}
