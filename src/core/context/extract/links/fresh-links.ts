/*
 * Links a second fresh writer draws in their own phrasing (issue 27, t901-t940), one bounded look
 * around elements[i] each: "Emeka Nwankwo (lead), with Tala Faleolo and Jonas Lindgren under him",
 * "Tevita Lolohea (analyst, works for Amani)", a chat line's "Deniz, this is Chioma Okafor from
 * Baobab Freight", "Source: warm referral from Helga Sørensen", "he and Aarav Khanna were classmates",
 * "she's staying at Volga Analytics", "our Anatolia Textiles contact is now Selin Kaya", a chat's "ah so no
 * longer Tasman Bank" after the line that told where someone is now, and "Cc'ing my colleague Seo-yeon, ...,
 * so you two can sort it out" (the writer introduces the one copied in), and "our contact there, Sarah
 * Nakato" (at the company the text is on), and "Marama comes to us from Kōwhai Bank" after she joined
 * Harakeke Foods (the writer's company is the one she joined). Introductions: "I'm putting you in touch
 * with Rahul Verma", "I'd like to introduce Rahul Verma", "thanks to Kemal for pointing us to Selin Yildiz".
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { EXTRACTION_LIMITS } from '../types.js'

/** Nouns for two people who shared a school, a desk or a home: "were classmates", "are old friends". */
const TOGETHER_NOUNS = new Set([
  'classmates',
  'schoolmates',
  'roommates',
  'flatmates',
  'housemates',
  'teammates',
  'colleagues',
  'coworkers',
  'co-workers',
  'friends',
])
/** How far a pattern looks from elements[i]: every look is bounded, so a sentence is read in linear time. */
const SPAN = 10

/** Reads the phrasings of the module comment at elements[i]. */
export function freshLinksAt(r: Reader, view: View, i: number): void {
  underThemAt(r, view, i)
  worksForInParensAt(r, view, i)
  thisIsAt(r, view, i)
  referralFromAt(r, view, i)
  heAndAt(r, view, i)
  stayingAt(r, view, i)
  contactIsAt(r, view, i)
  noLongerAt(r, view, i)
  copyingInAt(r, view, i)
  contactThereAt(r, view, i)
  comesToUsAt(r, view, i)
  inTouchWithAt(r, view, i)
  pointedToAt(r, view, i)
}

/** At "under": "P (lead), with Q and R under him": Q and R report to P, the one named before "with". */
function underThemAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, sentence } = view
  if (!isW(i, 'under') || !isW(i + 1, 'him', 'her')) return
  const members: PersonState[] = []
  let x = i - 1
  while (x >= view.bodyStart && i - x <= SPAN) {
    const p = personAt(x)
    if (p) members.push(p)
    else if (!isW(x, 'and') && !isX(x, ',')) break
    x--
  }
  if (members.length === 0 || !isW(x, 'with')) return
  let manager: PersonState | undefined
  for (let y = x - 1; y >= view.bodyStart && x - y <= SPAN && !manager; y--) manager = personAt(y)
  if (manager) for (const m of members) if (m !== manager) r.report(m, manager, sentence)
}

/** At "(": "Tevita Lolohea (analyst, works for Amani)": the one before the parentheses reports to the one after "for". */
function worksForInParensAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, sentence } = view
  const owner = isX(i, '(') ? personAt(i - 1) : undefined
  if (!owner) return
  for (let x = i + 1; x < view.n && x - i <= SPAN && !isX(x, ')'); x++) {
    const to =
      isW(x, 'works', 'working') && isW(x + 1, 'for', 'under')
        ? x + 2
        : isW(x, 'reports') && isW(x + 1, 'to')
          ? x + 2
          : -1
    const manager = to > 0 && isX(to + 1, ')') ? personAt(to) : undefined
    if (manager && manager !== owner) return r.report(owner, manager, sentence)
  }
}

/** At a person: a chat line's "Deniz Yılmaz, this is Chioma Okafor": its speaker introduces the two. */
function thisIsAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, sentence } = view
  const speaker = view.speaker
  const first = personAt(i)
  if (!speaker || !first || !isX(i + 1, ',') || !isW(i + 2, 'this') || !isW(i + 3, 'is')) return
  const second = personAt(i + 4)
  if (!second || second === first || first === speaker || second === speaker) return
  r.introduced(first, speaker, sentence)
  r.introduced(second, speaker, sentence)
}

/** At "referral": "Source: warm referral from Helga Sørensen": the person the note is about was referred by her. */
function referralFromAt(r: Reader, view: View, i: number): void {
  const { isW, personAt, sentence, elements } = view
  if (!isW(i, 'referral') || !isW(i + 1, 'from', 'by')) return
  const by = personAt(i + 2)
  // The person named before in the sentence, else the last one of the sentence before (this one's clauses moved lastPerson on).
  let who: PersonState | undefined
  for (let x = i - 1; x >= 0 && !who; x--) who = elements[x]!.k === 'P' ? personAt(x) : undefined
  who ??= r.previousPerson
  if (by && who && who !== by && who !== r.me) r.introduced(who, by, sentence)
}

/** At "he"/"she": "he and Aarav Khanna were classmates": the one "he" is knows the one named. */
function heAndAt(r: Reader, view: View, i: number): void {
  const { isW, personAt, sentence } = view
  if (!isW(i, 'he', 'she') || !isW(i + 1, 'and') || !isW(i + 3, 'were', 'are')) return
  const other = personAt(i + 2)
  let k = i + 4
  if (isW(k, 'old', 'close', 'former', 'university', 'school')) k++
  if (!other || !isW(k, ...TOGETHER_NOUNS)) return
  const he = r.previousSubject ?? r.lastPerson
  if (he && he !== other && he !== r.me) r.knows(he, other, sentence)
}

/** At "staying": "Olga Ivanova turned down the offer ..., she's staying at Volga Analytics": she works there. */
function stayingAt(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, sentence } = view
  if (!isW(i, 'staying', 'stays', 'remains', 'remain', 'remaining') || !isW(i + 1, 'at', 'with')) return
  const company = at(i + 2)?.k === 'C' ? r.companyAt(at(i + 2)) : undefined
  if (!company) return
  let person: PersonState | undefined
  for (let x = i - 1; x >= view.bodyStart && i - x <= SPAN && !person; x--) person = personAt(x)
  if (person && person !== r.me) r.worksAt(person, company, sentence)
}

/** Nouns for whom someone deals with at a company. */
const CONTACT_NOUNS = ['contact', 'champion', 'buyer', 'counterpart', 'sponsor', 'rep', 'liaison']

/** At a company: "our Anatolia Textiles contact is now Selin Kaya": the contact works there. */
function contactIsAt(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, sentence } = view
  if (at(i)?.k !== 'C' || !isW(i - 1, 'our', 'their', 'the', 'my', 'your') || !isW(i + 1, ...CONTACT_NOUNS)) return
  if (!isW(i + 2, 'is', 'was')) return
  const person = personAt(isW(i + 3, 'now', 'still') ? i + 4 : i + 3)
  const company: CompanyState | undefined = r.companyAt(at(i))
  if (person && company) r.worksAt(person, company, sentence)
}

/** Words a chat answer opens with before "he"/"she": "no, she moved ...", "yeah he's at Kauri Freight now". */
const ANSWERS = ['no', 'yes', 'nope', 'yeah', 'yep', 'yup', 'yea', 'ya', 'oh', 'ah']

/** Whether the "he"/"she" at elements[i] follows only an answer word opening a chat line's body (a comma between, or not). */
export function chatAnswerOpens(view: View, i: number): boolean {
  const { isW, isX } = view
  if (i - 1 === view.bodyStart) return isW(i - 1, ...ANSWERS)
  return i - 2 === view.bodyStart && isW(i - 2, ...ANSWERS) && (isX(i - 1, ',') || isW(i - 2, 'no', 'yes', 'nope'))
}

/** At "longer": "no longer (at) Tasman Bank": a former employer of the person named before (in a chat, the one talked about). */
function noLongerAt(r: Reader, view: View, i: number): void {
  const { at, isW, personAt } = view
  if (!isW(i, 'longer') || !isW(i - 1, 'no')) return
  const c = isW(i + 1, 'at', 'with') ? i + 2 : i + 1
  const company = at(c)?.k === 'C' ? r.companyAt(at(c)) : undefined
  if (!company) return
  let person: PersonState | undefined
  for (let x = i - 2; x >= view.bodyStart && i - x <= SPAN && !person; x--) person = personAt(x)
  person ??= view.speaker ? r.lastNamed : undefined
  if (person && person !== r.me && person !== view.speaker && r.past.length < EXTRACTION_LIMITS.links)
    r.past.push({ person, company })
}

/** Verbs for bringing someone into a thread: "Cc'ing my colleague Seo-yeon", "looping in Takeshi". */
const COPYING = ["cc'ing", 'cc’ing', 'ccing', 'copying', 'looping', 'adding']

/** At "Cc'ing": the one copied in, when the sentence hands the two over ("so you two can ..."), is introduced by the writer. */
function copyingInAt(r: Reader, view: View, i: number): void {
  const { isW, personAt, sentence } = view
  if (!isW(i, ...COPYING)) return
  let person: PersonState | undefined
  for (let x = i + 1; x < view.n && x <= i + 4 && !person; x++) person = personAt(x)
  if (!person) return
  // "so you two can ...", or turning to the one copied in to present another: "— Takeshi, Rafael Duarte at C is ...".
  let handed = false
  let presented: PersonState | undefined
  for (let x = i + 2; x < view.n && x - i <= 3 * SPAN && !handed; x++) {
    handed = isW(x, 'you') && isW(x + 1, 'two', 'both')
    if (personAt(x) === person && view.isX(x + 1, ',')) presented = personAt(x + 2)
    if (presented && presented !== person) handed = true
  }
  const by = view.speaker ?? r.me
  if (!handed || person === by) return
  r.introduced(person, by, sentence)
  if (presented && presented !== by && presented !== person) r.introduced(presented, by, sentence)
  r.handsOver = true
}

/** At "there": "Our contact there, Sarah Nakato, ...", "our contact there is P": P works at the company in play. */
function contactThereAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, sentence } = view
  if (!isW(i, 'there') || !isW(i - 1, ...CONTACT_NOUNS) || !isW(i - 2, 'our', 'my')) return
  const person = isX(i + 1, ',') || isW(i + 1, 'is') ? personAt(i + 2) : undefined
  if (person && r.inPlay && !r.employerOf(person)) r.worksAt(person, r.inPlay, sentence)
}

/** At "us": "Marama comes to us from Kōwhai Bank": the company the person named before works at is the writer's ("us"). */
function comesToUsAt(r: Reader, view: View, i: number): void {
  const { isW, personAt } = view
  if (!isW(i, 'us') || !isW(i - 1, 'to') || !isW(i - 2, 'comes', 'came', 'coming')) return
  let person: PersonState | undefined
  for (let x = i - 3; x >= view.bodyStart && i - x <= SPAN && !person; x--) person = personAt(x)
  const company = person ? r.employerOf(person) : undefined
  if (company && company !== r.ours && !view.speaker) r.writer ??= company
}

/** Words before "to put you in touch" that make it done, not offered: "wanted to", "I'd like to". */
const WANTED = ['wanted', 'want', 'like', 'love', 'going']
/** Words before a verb that only offer it: "I can put you in touch with P", "happy to introduce ...". */
const OFFERED = ['can', 'could', 'will', 'would', 'may', 'might', 'happy', 'glad', "i'll", 'i’ll', "we'll", 'we’ll']

/** Whether the verb at elements[i] is done, not offered or promised. */
function done(view: View, i: number): boolean {
  const { isW } = view
  if (isW(i - 1, 'to')) return isW(i - 2, ...WANTED) && !isW(i - 3, 'would') && !isW(i - 4, 'happy', 'glad')
  // "Shall I put you in touch with P?", "Should we put you in touch": asked, not made (N3).
  if (isW(i - 1, 'i', 'we') && isW(i - 2, 'shall', 'should', 'can', 'could', 'may')) return false
  return !isW(i - 1, ...OFFERED)
}

/** At "putting": "I'm putting you in touch with P", "wanted to put you two in touch with P"; at "introduce": "I'd like to introduce P". */
function inTouchWithAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, sentence } = view
  const by = view.speaker ?? r.me
  // Not "I would love to introduce you to P sometime": offered.
  const liked = isW(i - 1, 'to') && isW(i - 2, 'like', 'love') && !isW(i - 3, 'would')
  if (isW(i, 'introduce') && liked && !isW(i + 1, 'me', 'us', 'myself')) {
    for (let x = i + 1; x < view.n && x - i <= 3 * SPAN && !isX(x, '.', ';', '?'); x++) {
      const person = personAt(x)
      if (person && person !== by) r.introduced(person, by, sentence)
    }
    return
  }
  if (!isW(i, 'put', 'putting') || !isW(i + 1, 'you') || !done(view, i)) return
  let k = i + 2
  if (isW(k, 'two', 'both')) k++
  if (!isW(k, 'in') || !isW(k + 1, 'touch') || !isW(k + 2, 'with')) return
  const person = personAt(k + 3)
  if (person && person !== by) r.introduced(person, by, sentence)
}

/** At "pointing": "Thanks to Kemal Aydin for pointing us to Selin Yildiz": Kemal introduced Selin. */
function pointedToAt(r: Reader, view: View, i: number): void {
  const { isW, personAt, sentence } = view
  if (
    !isW(i, 'pointing', 'steering', 'sending', 'directing') ||
    !isW(i + 1, 'us', 'me') ||
    !isW(i + 2, 'to', 'towards')
  )
    return
  const person = personAt(i + 3)
  if (!person || !isW(i - 1, 'for')) return
  let by: PersonState | undefined
  for (let x = i - 2; x >= view.bodyStart && i - x <= SPAN && !by; x--)
    if (isW(x, 'thanks', 'thank', 'grateful')) by = personAt(x + 1) ?? personAt(x + 2)
  if (by && by !== person) r.introduced(person, by, sentence)
}
