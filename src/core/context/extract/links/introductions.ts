/*
 * Introductions and acquaintance: who introduced whom, who knows whom. "X introduced me to P",
 * "introducing P and Q", "intro from P", "thanks for the intro to P", "X knows P", "X and Y used
 * to work together".
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { Clause, View, VerbRule } from './view.js'

/** "Thanks Sarah for the intro to Tomas", "intro from Sarah". */
export function thanksForIntro(r: Reader, view: View, cl: Clause): void {
  const { at, isW, sentence, peopleHere } = view
  const { k, subject } = cl
  if (isW(k, 'for') && isW(k + 1, 'the', 'an', 'your') && isW(k + 2, 'intro', 'introduction', 'referral')) {
    if (isW(k + 3, 'to') && at(k + 4)?.k === 'P')
      r.introduced((at(k + 4) as { ref: PersonState }).ref, subject, sentence)
    else {
      const others = peopleHere.filter((p) => p !== subject)
      if (others.length === 1) r.introduced(others[0]!, subject, sentence)
      else if (others.length === 0 && r.previousPerson && r.previousPerson !== subject)
        r.introduced(r.previousPerson, subject, sentence)
    }
  }
}

/** "X knows P", "knows our CEO, P". */
export const knowsVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (!(isW(v, 'knows', 'know') && (at(v + 1)?.k === 'P' || titleWithCompany(v + 1)))) return false
  let w = v + 1
  const t = titleWithCompany(w)
  if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
  if (at(w)?.k === 'P') for (const s of subjects) r.knows(s, (at(w) as { ref: PersonState }).ref, sentence)
  return true
}

/** "X and Y know each other". */
export const knowEachOtherVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subjects } = cl
  if (!(isW(v, 'know') && isW(v + 1, 'each') && subjects.length >= 2)) return false
  for (let x = 1; x < subjects.length; x++) r.knows(subjects[0]!, subjects[x]!, sentence)
  return true
}

/** "X introduced me to P", "X was introduced by P". */
export const introducedVerb: VerbRule = (r, view, cl) => {
  const { at, isW, n, sentence } = view
  const { v, subject } = cl
  if (!isW(v, 'introduced', 'intro’d', "intro'd", 'introduces', 'connected')) return false
  let w = v + 1
  if (isW(w, 'me', 'us')) w++
  if (isW(w, 'to', 'with')) w++
  if (at(w)?.k === 'P') r.introduced((at(w) as { ref: PersonState }).ref, subject, sentence)
  else if (isW(v - 1, 'was', 'were', 'been') || isW(v + 1, 'by', 'to')) {
    // "Sarah was introduced by Tomas" / "was introduced to us by Tomas".
    for (let x = v + 1; x < n && x < v + 6; x++)
      if (isW(x, 'by', 'via', 'through') && at(x + 1)?.k === 'P')
        r.introduced(subject, (at(x + 1) as { ref: PersonState }).ref, sentence)
  }
  return true
}

/** "X and Y used to work together", "worked together". */
export const workedTogetherVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subjects } = cl
  if (
    !(
      (isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'work') && isW(v + 3, 'together')) ||
      (isW(v, 'worked') && isW(v + 1, 'together'))
    )
  )
    return false
  for (let x = 1; x < subjects.length; x++) r.knows(subjects[0]!, subjects[x]!, sentence)
  return true
}

/** "X used to work with P". */
export const usedToWorkWithVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subjects } = cl
  if (!(isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'work') && isW(v + 3, 'with') && at(v + 4)?.k === 'P'))
    return false
  for (const s of subjects) r.knows(s, (at(v + 4) as { ref: PersonState }).ref, sentence)
  return true
}

/** "Noor ... was introduced to me by Oscar". */
export function introducedByAt(r: Reader, view: View, i: number): void {
  const { at, isW, n, sentence, elements } = view
  if (isW(i, 'introduced') && (isW(i - 1, 'was', 'were', 'been') || isW(i + 1, 'to'))) {
    for (let x = i + 1; x < n && x < i + 6; x++) {
      if (isW(x, 'by') && at(x + 1)?.k === 'P') {
        const who = r.lastPersonBefore(elements, i)
        if (who && who !== (at(x + 1) as { ref: PersonState }).ref)
          r.introduced(who, (at(x + 1) as { ref: PersonState }).ref, sentence)
        break
      }
    }
  }
}

/** "introducing Elena Petrov (...) and Jacob Miller": the writer introduces them. */
export function introducingAt(r: Reader, view: View, i: number): void {
  const { at, isW, n, sentence } = view
  if (isW(i, 'introducing', 'introduce', 'connecting') && !isW(i - 1, 'to')) {
    for (let x = i + 1; x < n && x < i + 24; x++) {
      const y = at(x)!
      if (y.k === 'P') r.introduced(y.ref, r.me, sentence)
      if (y.k === 'X' && (y.p === '.' || y.p === ';')) break
    }
  }
}

/** "..., who knows our CEO, Ruth Adler". */
export function whoKnows(r: Reader, view: View): void {
  const { at, isW, isX, titleWithCompany, n, sentence, elements } = view
  for (let i = 1; i < n; i++) {
    if (!isW(i, 'knows') || !isW(i - 1, 'who')) continue
    let w = i + 1
    const t = titleWithCompany(w)
    if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
    const who = r.lastPersonBefore(elements, i - 1)
    if (at(w)?.k === 'P' && who && who !== (at(w) as { ref: PersonState }).ref)
      r.knows(who, (at(w) as { ref: PersonState }).ref, sentence)
  }
}

/** "intro from / via / courtesy of X" with one other person in the sentence. */
export function introFrom(r: Reader, view: View): void {
  const { at, isW, n, sentence, peopleHere } = view
  for (let i = 0; i < n; i++) {
    if (!isW(i, 'intro', 'introduction', 'introduced', 'referred', 'referral')) continue
    let w = i + 1
    if (isW(w, 'courtesy')) w++
    if (isW(w, 'from', 'via', 'by', 'through', 'of') && at(w + 1)?.k === 'P') {
      const by = (at(w + 1) as { ref: PersonState }).ref
      const others = peopleHere.filter((p) => p !== by)
      if (others.length === 1) r.introduced(others[0]!, by, sentence)
    }
  }
}

/** "@Vikram meet Chioma Eze": whoever writes introduces the person to meet. */
export function meetAt(r: Reader, view: View, i: number): void {
  const { isW, personAt, sentence } = view
  const person = personAt(i + 1)
  if (
    !person ||
    !isW(i, 'meet') ||
    isW(i - 1, 'to', 'will', 'can', 'could', 'would', 'should', 'did', 'and', 'we', 'i', 'you')
  )
    return
  const by = view.speaker ?? r.me
  if (by !== person) r.introduced(person, by, sentence)
}

/** "Subject: Intro — Ravi Shankar (Tata Digital) / Ellen Brooks", "Intro: Amara Nwosu <> Lukas Brandt": the writer introduces them. */
export function introHeading(r: Reader, view: View): void {
  const { isW, isX, elements, sentence } = view
  let k = 0
  while (k < 3 && isX(k, '-', '–', '—', '*', '•')) k++
  if (isW(k, 'subject', 're', 'fwd') && isX(k + 1, ':')) k += 2
  if (!isW(k, 'intro', 'introduction', 'introducing', 'introductions') || !isX(k + 1, ':', '—', '–', '-')) return
  for (const e of elements.slice(k + 2)) if (e.k === 'P') r.introduced(e.ref, r.me, sentence)
}
