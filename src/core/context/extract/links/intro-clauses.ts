/*
 * Introductions told as a favour or a hand-off, the twelfth link pass's probes: "was kind enough to
 * introduce us to P", "passed me P's number", "set up a call with P for us", "Thanks to Q, we got a
 * meeting with P", "P, whom we met through Q, runs ...".
 */
import type { Reader } from '../reader.js'
import { addressee, DETAILS } from './referrals.js'
import type { View, VerbRule } from './view.js'

/** "Ana Costa was kind enough to introduce us to P", "was good enough to connect me with P": a favour done. */
export const kindEnoughVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subject } = cl
  if (!isW(v - 1, 'was', 'were') || !isW(v, 'kind', 'good', 'nice', 'generous', 'gracious')) return false
  if (!isW(v + 1, 'enough') || !isW(v + 2, 'to') || !isW(v + 3, 'introduce', 'connect')) return false
  if (!isW(v + 4, 'me', 'us') || !isW(v + 5, 'to', 'with')) return false
  const person = view.personAt(v + 6)
  if (!person || person === subject) return false
  r.introduced(person, subject, view.sentence)
  return true
}

/** "Ana Costa passed me Ben Okoro's number", "gave us P's details": the subject introduced P. */
export const passedDetailsVerb: VerbRule = (r, view, cl) => {
  const { isW, at } = view
  const { v, subject } = cl
  if (!isW(v, 'gave', 'passed', 'sent', 'shared', 'forwarded') || !isW(v + 1, 'me', 'us')) return false
  const owner = at(v + 2)
  if (owner?.k !== 'P' || !owner.poss || owner.ref === subject) return false
  const d = isW(v + 3, 'contact', 'mobile', 'cell', 'direct', 'personal') && isW(v + 4, ...DETAILS) ? v + 4 : v + 3
  if (!isW(d, ...DETAILS, 'mobile', 'contact')) return false
  r.introduced(owner.ref, subject, view.sentence)
  return true
}

/** A meeting set up for the writer: "a call", "an intro", "lunch". */
const MEETINGS = ['call', 'meeting', 'intro', 'introduction', 'lunch', 'coffee', 'dinner', 'chat']

/** "Ana Costa set up a call with Ben Okoro for us": the subject introduced P (not her own call: "for us" says so). */
export const setUpForUsVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subject } = cl
  if (!isW(v, 'set', 'sets', 'arranged', 'organised', 'organized', 'fixed') || subject === r.me) return false
  const m = isW(v + 1, 'up') ? v + 2 : v + 1
  if (!isW(m, 'a', 'an') || !isW(m + 1, ...MEETINGS) || !isW(m + 2, 'with')) return false
  const person = view.personAt(m + 3)
  if (!person || person === subject || !isW(m + 4, 'for') || !isW(m + 5, 'us', 'me')) return false
  r.introduced(person, subject, view.sentence)
  return true
}

/** At "thanks": "Thanks to Ana Costa, we got a meeting with Ben Okoro": Ana introduced Ben. */
export function thanksToMeetingAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (!isW(i, 'thanks') || !isW(i + 1, 'to') || !isX(i + 3, ',')) return
  const by = view.personAt(i + 2)
  if (!by || !isW(i + 4, 'we', 'i')) return
  for (let x = i + 5; x < view.n && x <= i + 10; x++) {
    if (isW(x, ...MEETINGS) && isW(x + 1, 'with')) {
      const person = view.personAt(x + 2)
      if (person && person !== by) r.introduced(person, by, view.sentence)
      return
    }
    if (view.at(x)?.k !== 'W') return
  }
}

/** At a person: "Ben Okoro, whom we met through Ana Costa, runs ...": Ana introduced Ben. */
export function metThroughAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const person = view.personAt(i)
  if (!person || !isX(i + 1, ',') || !isW(i + 2, 'whom', 'who') || !isW(i + 3, 'we', 'i')) return
  if (!isW(i + 4, 'met') || !isW(i + 5, 'through', 'via')) return
  const by = view.personAt(i + 6)
  if (by && by !== person) r.introduced(person, by, view.sentence)
}

/** "Great to meet you via Ana Costa", "nice to meet you through P": the person written to was introduced by P. */
export function meetYouViaAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i, 'meet', 'meeting', 'connect', 'connecting') || !isW(i + 1, 'you') || !isW(i + 2, 'via', 'through')) return
  const by = view.personAt(i + 3)
  const person = by ? addressee(r, view) : undefined
  if (person && by && person !== by && person !== r.me) r.introduced(person, by, view.sentence)
}

/** "Ben Okoro got in touch after Ana Costa mentioned us", "reached out after P recommended us": P introduced them. */
export const afterMentionedVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  let a = -1
  if (isW(v, 'got', 'gets', 'get') && isW(v + 1, 'in') && isW(v + 2, 'touch')) a = v + 3
  else if (isW(v, 'reached', 'reaches', 'reach') && isW(v + 1, 'out')) a = v + 2
  else if (isW(v, 'contacted', 'called', 'emailed', 'e-mailed', 'wrote') && isW(v + 1, 'us', 'me')) a = v + 2
  if (a < 0 || !isW(a, 'after')) return false
  const by = view.personAt(a + 1)
  if (!by || !isW(a + 2, 'mentioned', 'recommended', 'suggested', 'referred') || !isW(a + 3, 'us', 'me')) return false
  for (const s of subjects) if (s !== by) r.introduced(s, by, view.sentence)
  return true
}

/** Words that make a friend someone's own: "a good friend", "an old friend". */
const FRIEND_QUALIFIERS = ['good', 'close', 'old', 'dear', 'longtime', 'long-time', 'great']

/** "Ana Costa is a friend", "is a good friend and ...": the writer (or the chat line's speaker) knows the subject. */
export const isAFriendVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { subjects } = cl
  const v = isW(cl.v, 'is') ? cl.v + 1 : cl.v
  if (!isW(v - 1, 'is') || !isW(v, 'a', 'an')) return false
  const f = isW(v + 1, ...FRIEND_QUALIFIERS) ? v + 2 : v + 1
  // Not "a friend of Tom's", "a friend from school of P", "a friend's company".
  if (!isW(f, 'friend') || isW(f + 1, 'of', 'to')) return false
  if (f + 1 < view.n && !view.isX(f + 1, '.', ',', ';', '!', '—', '–') && !isW(f + 1, 'and', 'from')) return false
  const me = view.speaker ?? r.me
  for (const s of subjects) if (s !== me) r.knows(s, me, view.sentence)
  return true
}
