/*
 * A job verb whose subject stands apart from it (issue 27, M8: five writers' batches): "meet
 * Beatriz dos Santos: she runs procurement at Vila Nova Hotels", "Marisol Fernández — runs treasury
 * at Caribe Mutual", "Davide Conti is my running buddy, he just became COO at Lago Energia", "Shirin
 * Ahmadi, with whom I did my graduate scheme at Shell, now leads procurement at Zagros Petrochem",
 * "Adaeze Okonkwo is building claims tooling at Lagos Claims Labs". The verb rules read a verb right
 * after its subject; here the subject is a "she"/"he" for the person just named, a dash after the
 * name, or the sentence's opening name across an aside. Only "at C" places them ("runs onboarding
 * for C" serves a client), and not "your"/"their"/"our" work ("looks after your account at C").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Verbs of holding a job, in the present (a past "ran the pilot at C" may be a former job). */
const JOB_VERBS = new Set(['runs', 'leads', 'heads', 'handles', 'manages', 'oversees', 'builds', 'became', 'becomes'])
/** The same verbs after "is": "is building claims tooling at C". */
const JOB_ING = new Set(['running', 'leading', 'heading', 'handling', 'managing', 'building'])
const ADVERBS = new Set(['now', 'just', 'also', 'currently', 'still', 'already', 'actually'])
const OTHERS_WORK = new Set(['your', 'their', 'our', 'my', 'his', 'her', 'its'])

/** Where the verb before "at" (index w) stands, with only words and titles between; -1 when none. */
function verbBefore(view: View, w: number): number {
  for (let v = w - 1; v >= view.bodyStart && v >= w - 6; v--) {
    const e = view.at(v)!
    if (e.k === 'T') continue
    if (e.k !== 'W' || OTHERS_WORK.has(e.w)) return -1
    if (JOB_VERBS.has(e.w)) return v
    if (JOB_ING.has(e.w)) return view.isW(v - 1, 'is', 'are') ? v - 1 : -1
  }
  return -1
}

/**
 * Whom "she"/"he" at s stands for: the sentence's opening name ("Zainab is a former colleague of
 * Kwesi; she now runs ..."), else the last person named before it ("Hi Paulo, meet Beatriz: she runs").
 */
function pronounPerson(view: View, s: number): PersonState | undefined {
  const first = view.at(view.bodyStart)
  if (first?.k === 'P') return first.poss ? undefined : first.ref
  for (let x = s - 1; x >= view.bodyStart; x--) {
    const p = view.at(x)!
    if (p.k === 'P') return p.poss ? undefined : p.ref
  }
  return undefined
}

/** "he's now at C", "she's been at C since ..." (read as "he is", "she has"): the index of the "he", else -1. */
function contractedAt(view: View, w: number): number {
  let k = w - 1
  while (k > w - 3 && view.isW(k, 'now', 'currently', 'still')) k--
  if (view.isW(k, 'been')) k--
  return view.isW(k, 'is', 'has') && view.isW(k - 1, 'he', 'she') ? k - 1 : -1
}

/** The person a subject standing before the verb (at s) stands for, if the shapes above hold. */
function subjectAt(view: View, s: number): PersonState | undefined {
  const e = view.at(s)
  if (e?.k === 'W' && (e.w === 'she' || e.w === 'he')) return pronounPerson(view, s)
  // "Adaeze Okonkwo is building ...": the verb rules read no "is" before an -ing verb.
  if (e?.k === 'P' && view.isW(s + 1, 'is', 'are')) return e.poss ? undefined : e.ref
  // "Marisol Fernández — runs ...", "Beatriz: runs ...".
  if (view.isX(s, '—', '–', ':')) {
    const p = view.at(s - 1)
    return p?.k === 'P' && !p.poss ? p.ref : undefined
  }
  // "Shirin Ahmadi, with whom ..., now leads ...": the sentence opens with the one name before the verb.
  if (view.isX(s, ',')) {
    const first = view.at(view.bodyStart)
    if (first?.k !== 'P' || first.poss || !view.isX(view.bodyStart + 1, ',')) return undefined
    for (let x = view.bodyStart + 1; x < s; x++) if (view.at(x)!.k === 'P') return undefined
    return first.ref
  }
  return undefined
}

/** Whether a rule before placed someone this sentence names at the company: it read the pronoun already. */
function placedHere(r: Reader, view: View, company: string): boolean {
  for (const l of r.links)
    if (l.kind === 'works_at' && l.to === company && view.peopleHere.some((p) => p.name === l.from)) return true
  return false
}

/** Reads "<subject apart> <job verb> ... at C" in one sentence: the subject works at C. */
export function jobVerbSubjects(r: Reader, view: View): void {
  const { at, isW } = view
  for (let w = view.bodyStart + 2; w + 1 < view.n; w++) {
    if (!isW(w, 'at')) continue
    const c = at(w + 1)
    if (c?.k !== 'C' || c.poss) continue
    const v = verbBefore(view, w)
    // "Kittipong left Bangkok Re last week, he's now at Luzon Risk Partners" (the verb rules read "he is").
    const contracted = v < 0 ? contractedAt(view, w) : -1
    if (contracted >= 0) {
      const person = pronounPerson(view, contracted)
      if (person && person !== r.me && !placedHere(r, view, c.ref.name)) r.worksAt(person, c.ref, view.sentence)
      continue
    }
    if (v < 0) continue
    let s = v - 1
    while (s > v - 3 && at(s)?.k === 'W' && ADVERBS.has((at(s) as { w: string }).w)) s--
    const person = subjectAt(view, s)
    if (person && person !== r.me && !placedHere(r, view, c.ref.name)) r.worksAt(person, c.ref, view.sentence)
  }
}
