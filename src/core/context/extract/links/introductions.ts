/*
 * Introductions and acquaintance: who introduced whom, who knows whom. "X introduced me to P",
 * "introducing P and Q", "intro from P", "thanks for the intro to P", "X knows P", "X and Y used
 * to work together".
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import { introduceObject } from './intro-objects.js'
import { aboutAnother } from './near-miss-owners.js'
import type { Clause, View, VerbRule } from './view.js'

/** "Thanks Sarah for the intro to Tomas", "intro from Sarah". */
export function thanksForIntro(r: Reader, view: View, cl: Clause): void {
  const { at, isW, sentence, peopleHere } = view
  const { k, subject } = cl
  // "Ask Omar for an intro": a request, not a thank-you.
  if (isW(cl.i - 1, 'ask', 'asked', 'asking')) return
  if (isW(k, 'for') && isW(k + 1, 'the', 'an', 'your') && isW(k + 2, 'intro', 'introduction', 'referral')) {
    if (isW(k + 3, 'to') && at(k + 4)?.k === 'P')
      r.introduced((at(k + 4) as { ref: PersonState }).ref, subject, sentence)
    else {
      const others = peopleHere.filter((p) => p !== subject)
      if (others.length === 1) r.introduced(others[0]!, subject, sentence)
      else if (others.length === 0 && r.previousPerson && r.previousPerson !== subject)
        r.introduced(r.previousPerson, subject, sentence)
    }
  } else if (isW(k, 'for') && isW(k + 1, 'connecting', 'introducing', 'putting', 'looping')) {
    // "Thanks to Ines for connecting us with Kofi": the first person named after it.
    for (let x = k + 2; x < view.n && x < k + 9; x++) {
      const other = view.personAt(x)
      if (other && other !== subject) {
        r.introduced(other, subject, sentence)
        break
      }
      if (view.isX(x, '.', ';')) break
    }
  }
}

/** "X referred P to us", "X recommended P", "X pointed me to P": X brought P in. */
export const referredVerb: VerbRule = (r, view, cl) => {
  const { isW, personAt, sentence } = view
  const { v, subject } = cl
  if (!isW(v, 'referred', 'refers', 'recommended', 'recommends', 'pointed', 'sent', 'suggested', 'suggests'))
    return false
  let w = v + 1
  // "X suggested we talk to P", "X recommended I speak with P".
  if (
    isW(v, 'suggested', 'suggests', 'recommended', 'recommends') &&
    isW(w, 'we', 'i', 'that') &&
    isW(w + 1, 'talk', 'speak', 'reach', 'contact', 'call', 'meet', 'we', 'i', 'get', 'write', 'email', 'connect')
  ) {
    // "suggested I get in touch with you", "suggested I reach out.": the person the e-mail is to.
    let person: PersonState | undefined
    for (let x = w + 1; x < w + 7 && !person; x++)
      person = personAt(x) ?? (isW(x, 'you') ? addressee(r, view) : undefined)
    if (!person && view.peopleHere.length === 1) person = addressee(r, view)
    if (person && person !== subject) r.introduced(person, subject, sentence)
    return true
  }
  // "pointed me to P", "referred us to P".
  if (isW(v, 'pointed', 'sent', 'referred') && isW(w, 'me', 'us') && isW(w + 1, 'to', 'towards')) w += 2
  else if (isW(v, 'pointed', 'sent')) return true
  // "Yerlan reached out after Gulnara recommended us": the person named before.
  // "Youssef Amrani pointed us to you": the person the e-mail is to.
  const person = isW(w, 'us', 'me')
    ? r.lastPersonBefore(view.elements, cl.i)
    : isW(w, 'you')
      ? addressee(r, view)
      : personAt(w)
  if (person && person !== subject) r.introduced(person, subject, sentence)
  return true
}

/** "He got our name via Sinead Murphy", "found us through P", "heard about us from P": P brought them in. */
export const gotUsViaVerb: VerbRule = (r, view, cl) => {
  const { isW, personAt, sentence } = view
  const { v, subjects } = cl
  if (!isW(v, 'got', 'gets', 'found', 'finds', 'heard')) return false
  for (let x = v + 1; x < view.n && x < v + 5; x++) {
    if (isW(x, 'via', 'through', 'from') && personAt(x + 1)) {
      const by = personAt(x + 1)!
      // "heard from P" alone is news, not an introduction: "heard about us from P" is.
      if (isW(v, 'heard') && !isW(v + 1, 'about', 'of')) return false
      for (const s of subjects) if (s !== by) r.introduced(s, by, sentence)
      return true
    }
    // "found us thanks to Thandiwe Moyo".
    if (isW(x, 'thanks') && isW(x + 1, 'to') && personAt(x + 2)) {
      const by = personAt(x + 2)!
      for (const s of subjects) if (s !== by) r.introduced(s, by, sentence)
      return true
    }
    if (
      !isW(x, 'our', 'us', 'my', 'me', 'name', 'names', 'number', 'details', 'contact', 'about', 'of', 'email', 'site')
    )
      return false
  }
  return false
}

/** "X put me in touch with P", "X put us in contact with P". */
export const putInTouchVerb: VerbRule = (r, view, cl) => {
  const { isW, personAt, sentence } = view
  const { v, subject } = cl
  if (!(isW(v, 'put', 'puts', 'putting') && isW(v + 1, 'me', 'us', 'them') && isW(v + 2, 'in'))) return false
  const person = isW(v + 3, 'touch', 'contact') && isW(v + 4, 'with') ? personAt(v + 5) : undefined
  if (person && person !== subject) r.introduced(person, subject, sentence)
  return true
}

/** "P came to us through X", "P found us via X", "P reached out through X": X introduced P. */
export const cameThroughVerb: VerbRule = (r, view, cl) => {
  const { isW, personAt, sentence } = view
  const { v, subjects } = cl
  if (!isW(v, 'came', 'comes', 'come', 'found', 'reached')) return false
  // "She came highly recommended by Antoine Girard".
  const by = isW(v + 1, 'highly') ? v + 2 : v + 1
  if (isW(v, 'came', 'comes', 'come') && isW(by, 'recommended') && isW(by + 1, 'by') && personAt(by + 2)) {
    for (const s of subjects) if (s !== personAt(by + 2)) r.introduced(s, personAt(by + 2)!, sentence)
    return true
  }
  for (let x = v + 1; x < view.n && x < v + 5; x++) {
    if (!isW(x, 'through', 'via')) continue
    const by = personAt(x + 1)
    if (by) for (const s of subjects) if (s !== by) r.introduced(s, by, sentence)
    break
  }
  return true
}

/** "X and Y are old friends", "were colleagues", "went to school together", "go way back". */
export const friendsVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subjects } = cl
  if (subjects.length < 2) return false
  // "sit on the same board", "played in the same team".
  const sameGroup =
    isW(v, 'sit', 'sat', 'serve', 'served', 'play', 'played', 'move', 'moved', 'run', 'ran') &&
    isW(v + 1, 'on', 'in') &&
    isW(v + 3, 'same')
  // "have stayed friends", "remained close".
  let w = isW(v, 'are', 'were', 'stayed', 'remained', 'became') ? v + 1 : v
  if (w > v || isW(v - 1, 'are', 'were', 'been')) {
    // "X and Y are close.", "are very close": close to each other, not "close to a deal".
    let c = w
    while (isW(c, 'very', 'really', 'pretty', 'quite', 'so')) c++
    const close = isW(c, 'close') && (c + 1 >= view.n || view.at(c + 1)?.k === 'X' || isW(c + 1, 'and', 'but', 'so'))
    while (isW(w, 'old', 'close', 'good', 'longtime', 'long-time', 'former', 'great', 'all', 'best')) w++
    if (isW(w, 'ex', 'ex-')) w++
    // "we were on the same team at Deloitte", "were in the same class".
    const same = isW(w, 'on', 'in') && isW(w + 1, 'the') && isW(w + 2, 'same')
    if (
      !close &&
      !same &&
      !isW(w, 'friends', 'colleagues', 'ex-colleagues', 'classmates', 'teammates', 'acquaintances', 'roommates') &&
      !isW(w, 'schoolmates', 'mates', 'pals', 'buddies', 'chums', 'neighbours', 'neighbors') &&
      !isW(w, 'flatmates', 'housemates', 'teammates', 'cousins', 'coworkers', 'co-workers', 'ex-coworkers') &&
      !isW(w, 'brothers', 'sisters', 'siblings', 'twins', 'married', 'engaged', 'in-laws') &&
      !isW(w, 'co-founders', 'cofounders')
    )
      return false
  } else if (!sameGroup && isW(v, 'went', 'go', 'goes', 'studied', 'grew', 'trained')) {
    // "went to the same university", "studied at the same school".
    let together = goBack(view, v) || (isW(v + 1, 'to', 'at') && isW(v + 2, 'the') && isW(v + 3, 'same'))
    for (let x = v + 1; x < view.n && x < v + 6; x++)
      if (isW(x, 'together') || (isW(x, 'way') && isW(x + 1, 'back'))) together = true
    if (!together) return false
  } else if (!sameGroup && !(isW(v, 'met') && !isW(v + 1, 'with', 'up') && !view.personAt(v + 1))) return false
  for (let x = 1; x < subjects.length; x++) r.knows(subjects[0]!, subjects[x]!, sentence)
  return true
}

/**
 * "go back years", "go back a long way", "go back to our Siemens days": known each other since then.
 * Not "go back to Lisbon" or "go back to the office": "to" needs the days or years it goes back to.
 */
function goBack(view: View, v: number): boolean {
  const { isW, n } = view
  if (!isW(v, 'go', 'goes', 'went') || !isW(v + 1, 'back')) return false
  if (isW(v + 2, 'years', 'decades', 'ages', 'forever') || (isW(v + 2, 'a') && isW(v + 3, 'long', 'few', 'while')))
    return true
  if (!isW(v + 2, 'to')) return v + 2 >= n || view.at(v + 2)?.k === 'X'
  for (let x = v + 3; x < n && x <= v + 7; x++)
    if (isW(x, 'days', 'time', 'school', 'university', 'college', 'uni', 'childhood')) return true
  return false
}

/** "X knows P", "knows our CEO, P". */
export const knowsVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  // "I know her well" in a chat answer: the person the thread asked about.
  const pronoun = isW(v + 1, 'him', 'her') && (isW(v + 2, 'well', 'personally') || view.isX(v + 2, ',', '.', '!'))
  if (!(isW(v, 'knows', 'know', 'known') && (at(v + 1)?.k === 'P' || pronoun || titleWithCompany(v + 1)))) return false
  let w = v + 1
  const t = titleWithCompany(w)
  if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
  const speaker = view.speaker ?? r.lineSpeaker
  const asked = speaker && r.previousPerson !== speaker ? r.previousPerson : undefined
  const other = pronoun ? (asked ?? view.objectAt(w, subjects)) : view.personAt(w)
  // "Sofia: ... Petr Horák knows her well": a speaker is "me" to herself, never "her" (N3).
  if (other && !(pronoun && other === speaker)) for (const s of subjects) if (s !== other) r.knows(s, other, sentence)
  return true
}

/** "X and Y know each other". */
export const knowEachOtherVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subjects } = cl
  if (!(isW(v, 'know', 'known', 'knew') && isW(v + 1, 'each') && subjects.length >= 2)) return false
  for (let x = 1; x < subjects.length; x++) r.knows(subjects[0]!, subjects[x]!, sentence)
  return true
}

/** "X introduced me to P", "X was introduced by P". */
export const introducedVerb: VerbRule = (r, view, cl) => {
  const { at, isW, n, sentence } = view
  const { v, subject } = cl
  if (!isW(v, 'introduced', 'intro’d', "intro'd", 'introduces', 'connected')) return false
  // "Ana is connected to Tom on LinkedIn", "is well connected with him": they know each other.
  if (isW(v, 'connected') && isW(v - 1, 'is', 'are', 'was', 'were', 'well', 'closely') && isW(v + 1, 'to', 'with')) {
    const other = view.objectAt(v + 2, cl.subjects)
    if (other) for (const s of cl.subjects) if (s !== other) r.knows(s, other, sentence)
    return true
  }
  let w = v + 1
  if (isW(w, 'me', 'us')) w++
  if (isW(w, 'to', 'with')) w++
  // "introduced me to her colleague Matteo Ricci".
  if (
    isW(w, 'his', 'her', 'their', 'a') &&
    isW(w + 1, 'colleague', 'coworker', 'co-worker', 'friend', 'boss', 'manager')
  )
    w += 2
  if (at(w)?.k === 'P') introduceObject(r, view, v, w, subject)
  // "Beatriz Rocha, who introduced us", "Moussa Sow connected us": the person addressed, or asked about.
  else if (isW(v + 1, 'us') && !isW(w, 'by')) {
    // Else, in a note, the one person the sentence before named ("Call with Hemi Walker. Sarah introduced us"),
    // not "introduced us to the team".
    const met = r.previousPeople.filter((p) => p !== subject && p !== r.me && p !== view.speaker)
    const person = addressee(r, view) ?? (met.length === 1 && !isW(v + 2, 'to', 'with') ? met[0] : undefined)
    if (person && person !== subject) r.introduced(person, subject, sentence)
  } else if (isW(v - 1, 'was', 'were', 'been') || isW(v + 1, 'by', 'to')) {
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
  // "went to school with P", "studied with P", "grew up with P": they know each other.
  // "went to school with P", "went to KAIST with P".
  const together =
    (isW(v, 'went') && isW(v + 1, 'to') && (isW(v + 3, 'with') || (isW(v + 2, 'the') && isW(v + 4, 'with')))) ||
    (isW(v, 'studied', 'grew') && isW(v + 1, 'with', 'up') && (isW(v + 1, 'with') || isW(v + 2, 'with')))
  if (together) {
    let w = v + 1
    while (w < v + 4 && !isW(w, 'with')) w++
    const other = at(w + 1)
    if (other?.k === 'P') for (const s of subjects) r.knows(s, other.ref, sentence)
    return other?.k === 'P'
  }
  // "I used to manage her", "used to mentor P": a former report, known.
  if (isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'manage', 'supervise', 'mentor', 'coach')) {
    const other = view.objectAt(v + 3, subjects) ?? (view.speaker ? r.previousPerson : undefined)
    if (other) for (const s of subjects) if (s !== other) r.knows(s, other, sentence)
    return true
  }
  // "used to work for P", "used to report to P": a former manager, known (not a manager now).
  const once = isW(v + 2, 'work') ? isW(v + 3, 'with', 'for') : isW(v + 2, 'report') && isW(v + 3, 'to')
  if (!(isW(v, 'used') && isW(v + 1, 'to') && once && at(v + 4)?.k === 'P')) return false
  for (const s of subjects) r.knows(s, (at(v + 4) as { ref: PersonState }).ref, sentence)
  return true
}

/** "Noor ... was introduced to me by Oscar". */
export function introducedByAt(r: Reader, view: View, i: number): void {
  const { at, isW, n, sentence, elements } = view
  if (
    isW(i, 'introduced', 'recommended', 'referred', 'sent') &&
    (isW(i - 1, 'was', 'were', 'been') || (isW(i, 'introduced') && isW(i + 1, 'to')))
  ) {
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

/** Words before a verb that only promise it. */
const PROMISED = ['will', 'would', 'can', 'could', 'shall', 'may', 'might', "i'll", 'i’ll', "we'll", 'we’ll']

/** "introducing Elena Petrov (...) and Jacob Miller": the writer introduces them. */
export function introducingAt(r: Reader, view: View, i: number): void {
  const { at, isW, n, sentence } = view
  // Not "thanks to Eitan for connecting us with ...": Eitan did.
  // Not "could you introduce me to P?": the writer asks to be introduced, and introduces nobody.
  // Not "Karim will introduce you to P once the contract is signed": promised, not made.
  if (
    isW(i, 'introducing', 'introduce', 'connecting') &&
    !isW(i - 1, 'for', ...PROMISED) &&
    // "Allow me to introduce P" (not "to introduce me", nor "happy to introduce you if ...").
    (!isW(i - 1, 'to') || (isW(i - 2, 'me') && isW(i - 3, 'allow', 'let', 'permit'))) &&
    !isW(i + 1, 'me', 'us', 'myself', 'ourselves')
  ) {
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
    // Not a question: "who knows Takeshi Mori?" (chat-questions.ts).
    if (!isW(i, 'knows') || !isW(i - 1, 'who') || i - 1 === view.bodyStart) continue
    let w = i + 1
    const t = titleWithCompany(w)
    if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
    const who = r.lastPersonBefore(elements, i - 1)
    if (at(w)?.k === 'P' && who && who !== (at(w) as { ref: PersonState }).ref)
      r.knows(who, (at(w) as { ref: PersonState }).ref, sentence)
  }
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

/** "Rita says he's great", "vouches for him", "speaks highly of Tom": Rita knows the one spoken of. */
export const vouchesVerb: VerbRule = (r, view, cl) => {
  const { isW, personAt, sentence } = view
  const { v, subject } = cl
  let w: number
  // Not "says she knows Tom Reed": a clause about someone the sentence names after it.
  if (isW(v, 'says', 'said') && isW(v + 1, "he's", "she's", 'he’s', 'she’s', 'he', 'she') && aboutAnother(view, v + 1))
    w = v + 1
  else if (isW(v, 'vouches', 'vouched', 'vouch') && isW(v + 1, 'for')) w = v + 2
  else if (isW(v, 'speaks', 'spoke', 'speak') && isW(v + 1, 'highly', 'well') && isW(v + 2, 'of')) w = v + 3
  else return false
  // A pronoun is the person named before this sentence's subject.
  const other =
    personAt(w) ?? (isW(w, "he's", "she's", 'he’s', 'she’s', 'he', 'she', 'him', 'her') ? r.previousPerson : undefined)
  if (other && other !== subject) r.knows(subject, other, sentence)
  return true
}

/** "You were both referred by Kate Morgan", "you two were introduced by Kate": the two people the text addresses. */
export function bothReferredBy(r: Reader, view: View): void {
  const { isW, personAt, n, sentence } = view
  for (let i = 0; i < n; i++) {
    if (!(isW(i, 'both', 'two') && isW(i - 1, 'you', 'were'))) continue
    for (let x = i + 1; x < n && x < i + 5; x++) {
      if (!(isW(x, 'by', 'via', 'through') && isW(x - 1, 'referred', 'introduced', 'connected'))) continue
      const by = personAt(x + 1)
      // Only where the text names exactly two others: then "both" cannot be anyone else.
      const two = [...r.people.values()].filter((p) => p !== by && p !== r.me && !r.folded(p))
      if (by && two.length === 2) for (const p of two) r.introduced(p, by, sentence)
      return
    }
  }
}
