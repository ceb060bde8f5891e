/*
 * The links a sentence states, read by small patterns over its elements (one module per family:
 * contacts, employment, reporting, introductions, moves). For each subject (a person, "he"/"she",
 * "I"): what stands before and right after the name, then the first verb rule whose verb stands
 * there; then patterns that are not about a subject of the sentence.
 */
import { ALUMNI_NOUNS, FIRST_PERSON } from '../cues.js'
import type { Element, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { acquaintance, iDo, metInChat } from './acquaintance.js'
import { byWordAt } from './by-word.js'
import { chatQuestion } from './chat-questions.js'
import { introFrom, meetAt } from './intro-notes.js'
import { introMail } from './intro-mail.js'
import { addressedEmployer } from './addressed-employers.js'
import { addressedIntro } from './intro-addressed.js'
import { introTurns } from './intro-turns.js'
import { noteTaker } from './note-taker.js'
import { answerAt, colleagueOf, companyHiredAt, listFromCompany, meetingAt, teamList } from './affiliation.js'
import { appositiveAfter } from './appositives.js'
import { contacts, writer } from './contacts.js'
import { afterName, companyAndPeople, nowWithoutPerson, titleBefore } from './employment.js'
import {
  introducedByAt,
  introducingAt,
  introHeading,
  bothReferredBy,
  thanksForIntro,
  whoKnows,
} from './introductions.js'
import { formerInSentence } from './former.js'
import { keepsInPlay } from './in-play-keepers.js'
import { movedInSentence } from './moved.js'
import { lineUnderName } from './signatures.js'
import { joinAfterAppositive } from './together.js'
import { objectFrom, roleAtCompany, titleIsPerson } from './roles.js'
import { nextPredicate, yesNoQuestion } from './predicates.js'
import { toldApartAt } from './told-apart.js'
import { teamAt } from './teams.js'
import { sidesOf } from './sides.js'
import { dealPeople } from './deal-people.js'
import { exBeforeName, exWithoutPerson, pastAt } from './moves.js'
import { bossAt, reportsListAt } from './reporting.js'
import { reportingAt } from './reporting-at.js'
import { writerIntroAt } from './writer-intros.js'
import { View, type Clause } from './view.js'
import { phrasingsAt, phrasingsOfSentence, pronounSubject } from './other-phrasings.js'
import { VERB_RULES } from './verb-rules.js'
import { noteFields, noteFieldsAt } from './note-fields.js'
import { commaSubjects } from './history-phrases.js'
import { ownTeamAfter } from './aside-phrases.js'
import { linkFallback } from './link-fallback.js'
import { chatAnswerOpens, freshLinksAt } from './fresh-links.js'
import { rolePlacementsIn } from './role-placements.js'
import { signatureCompanyLine } from './signature-company.js'
import { introAgent, plainAppositive } from './job-phrases.js'
import { sentenceTies } from './sentence-ties.js'
import { listLines } from './list-lines.js'
import { dropHypothetical } from './hypotheticals.js'
import { hereAtWriter } from './here-at.js'
import { sharedSubjects } from './shared-subjects.js'
import { passingMention } from './former-mentions.js'
import { peopleLinks } from './people-links.js'
import { noteSpeaker } from './speaker-pronouns.js'

/** Reads the links of one sentence's elements into the reader. */
export function readLinks(r: Reader, elements: Element[], sentence: () => string, wholeLine: boolean): void {
  const view = new View(r, elements, sentence, wholeLine)
  // Whom "he"/"she" opening a clause means, before this sentence's clauses move it on (the fallback's pronoun).
  const earlier = r.previousSubject ?? r.lastPerson
  const mark = r.links.length
  contacts(r, view)
  writer(r, view)
  noteTaker(r, view)
  hereAtWriter(r, view)
  // The end of an appositive a clause has read (", an old colleague of Lea Vogel,"): a name in it is not a subject.
  let read = 0
  // The object a clause read last: "friendly with Saima Akhtar, who runs buying at ..." starts a relative clause of its own.
  let object = -1
  let firstSubject: PersonState | undefined
  for (let i = 0; i < view.n; i++) {
    const e = elements[i]!
    if (e.k === 'C') {
      // "with Maya Levin from Crossroads Capital": a company that only tags a person keeps the one in play.
      if (!(r.inPlay && keepsInPlay(view, i)) && !passingMention(view, i)) r.inPlay = e.ref
      continue
    }
    // "a former colleague of Kwesi Appiah; she ...": a person after "of" is an object, no clause's subject
    // (but "a friend of Efua Owusu, who runs ..." opens a relative clause).
    if (e.k === 'P' && view.isW(i - 1, 'of') && !(view.isX(i + 1, ',') && view.isW(i + 2, 'who'))) continue
    // "Ben Okoro, whom we met through Ana Costa, runs ...": the one met through is no subject of "runs".
    if (e.k === 'P' && view.isW(i - 1, 'through', 'via') && view.isW(i - 2, 'met') && view.isW(i - 4, 'who', 'whom'))
      continue
    if (e.k === 'P' && introAgent(view, i)) continue
    if (i < read && !(i === object && view.isX(i + 1, ',') && view.isW(i + 2, 'who'))) continue
    const cl = clauseAt(r, view, i)
    if (!cl || yesNoQuestion(view, i)) continue
    if (e.k === 'P') titleBefore(r, view, cl)
    const before = cl.k
    cl.k = appositiveAfter(r, view, cl)
    if (cl.k !== before) read = cl.k
    cl.k = afterName(r, view, cl)
    joinAfterAppositive(r, view, cl)
    verbAfter(view, cl)
    for (const rule of VERB_RULES) if (rule(r, view, cl)) break
    thanksForIntro(r, view, cl)
    // A second predicate: "... works for Rivage Assurances and reports to Sandrine Moreau", ", reporting to Hiroshi".
    // A person the rule read as the clause's object, and those joined to the subject, start no clause of their own.
    if (cl.through !== undefined) objectFrom(r, view, cl.through)
    if (cl.through !== undefined && cl.through > i) object = cl.through
    read = Math.max(read, (cl.through ?? -1) + 1, cl.subjects.length > 1 ? cl.k : 0)
    const second = nextPredicate(view, cl)
    if (second !== undefined) {
      // Past a relative clause, its people are no subjects ("Hugo, who knows Chloé Dubois, reports to ...").
      if (cl.relative) read = Math.max(read, second)
      cl.k = second
      cl.copula = false
      cl.v = view.skipAux(second)
      cl.verbAt = cl.v
      for (const rule of VERB_RULES) if (rule(r, view, cl)) break
    }
    r.lastPerson = cl.subject
    // "Daniel, Karim Benali will be your account manager. He ...": the one turned to is not whom "he" means next.
    const turnedTo = i === view.bodyStart && view.isX(i + 1, ',') && view.personAt(i + 2) !== undefined
    if (cl.subject !== r.me && cl.subject !== view.speaker && !turnedTo) firstSubject ??= cl.subject
    else if (cl.subject === r.me && cl.topic) firstSubject ??= cl.topic
  }
  for (let i = 0; i < view.n; i++) {
    bossAt(r, view, i)
    teamAt(r, view, i)
    reportsListAt(r, view, i)
    companyHiredAt(r, view, i)
    listFromCompany(r, view, i)
    introducedByAt(r, view, i)
    introducingAt(r, view, i)
    meetAt(r, view, i)
    writerIntroAt(r, view, i)
    pastAt(r, view, i)
    exBeforeName(r, view, i)
    roleAtCompany(r, view, i)
    titleIsPerson(r, view, i)
    colleagueOf(r, view, i)
    byWordAt(r, view, i)
    toldApartAt(r, view, i)
    phrasingsAt(r, view, i, mark)
    noteFieldsAt(r, view, i)
    freshLinksAt(r, view, i)
  }
  if (view.peopleHere.length === 0) {
    nowWithoutPerson(r, view)
    exWithoutPerson(r, view)
  }
  whoKnows(r, view)
  acquaintance(r, view)
  metInChat(r, view)
  iDo(r, view)
  introMail(r, view)
  addressedIntro(r, view)
  introTurns(r, view)
  addressedEmployer(r, view)
  rolePlacementsIn(r, view)
  companyAndPeople(r, view)
  teamList(r, view)
  meetingAt(r, view)
  answerAt(r, view)
  chatQuestion(r, view)
  introFrom(r, view)
  bothReferredBy(r, view)
  introHeading(r, view)
  lineUnderName(r, view)
  signatureCompanyLine(r, view)
  sidesOf(r, view)
  dealPeople(r, view)
  phrasingsOfSentence(r, view)
  formerInSentence(r, view, mark)
  movedInSentence(r, view, mark)
  noteFields(r, view)
  reportingAt(r, view, mark)
  sentenceTies(r, view)
  listLines(r, view)
  peopleLinks(r, view)
  // Last: two people no phrase rule linked, with a cue of a link's family between them.
  linkFallback(r, view, earlier)
  dropHypothetical(r, view, mark)
  endSentence(r, view, firstSubject)
}

/** What the next sentence reads back from this one: its last person, its speaker, its first subject. */
function endSentence(r: Reader, view: View, firstSubject: PersonState | undefined): void {
  // "P and Q, the two leads, report to M": the pair's first shares what the predicate gave Q (W10).
  sharedSubjects(r, view)
  if (view.peopleHere.length > 0) {
    r.lastPerson = view.peopleHere[view.peopleHere.length - 1]
    r.previousPeople = view.peopleHere
  }
  r.previousPerson = r.lastPerson
  if (view.speaker) r.lineSpeaker = view.speaker
  noteSpeaker(r, view)
  for (const p of view.peopleHere) if (p !== r.lineSpeaker) r.lastNamed = p
  // A chat line whose only subject is its speaker ("Ama Owusu: yes.") leaves "she" to the person named before.
  if (firstSubject) r.previousSubject = firstSubject
  else if (view.speaker) r.previousSubject = undefined
}

/** Words after which "he"/"she" opens a clause: "and she knows ...", "because he reports to ...". */
const PRONOUN_OPENERS = 'and but that so because who when after before since until once while'.split(' ')

/** The subject at elements[i] (a person, "he"/"she" after a conjunction, "I"), with the people joined to it. */
function clauseAt(r: Reader, view: View, i: number): Clause | undefined {
  const { at, isW } = view
  const e = at(i)!
  let subject: PersonState | undefined
  if (e.k === 'P') subject = e.ref
  // "She" opening a sentence is the last sentence's subject ("Rania ... reports to the CEO, Ivan. She used to ..."), else the last person named.
  else if (e.k === 'W' && (e.w === 'he' || e.w === 'she') && i === view.bodyStart)
    subject = r.previousSubject ?? r.lastPerson
  else if (
    e.k === 'W' &&
    (e.w === 'he' || e.w === 'she') &&
    (isW(i - 1, ...PRONOUN_OPENERS) ||
      (view.isX(i - 1, ',', '—', '–') && at(i - 2)?.k === 'P') ||
      // "Kittipong Chaisiri left Bangkok Re last week, he's now at ...": the one person a short clause opened with (M9).
      (view.isX(i - 1, ',') && openedByOne(view, i)) ||
      // "on approvals — he's Noa Levi's manager", "(he quit Pampa Foods in March)".
      view.isX(i - 1, ';', '—', '–', '(') ||
      // "... signed off for the last time: he has joined ..." (W17; not "Bartosz Lewandowski: he reported ...").
      (view.isX(i - 1, ':') && at(i - 2)?.k === 'W') ||
      // "Ana Lima said she knows Tom Reed": the one who said it.
      (isW(i - 1, 'said', 'says', 'mentioned', 'mentions', 'thinks', 'explained', 'added') && at(i - 2)?.k === 'P'))
  )
    subject = r.lastPerson
  // "[14:21] Bronwen Hughes: Gareth Lewis. I know him well": a later sentence of a chat line is its speaker's too.
  else if (e.k === 'W' && FIRST_PERSON.has(e.w)) subject = view.speaker ?? r.lineSpeaker ?? r.me
  // "we both work for ...", "we worked together at Supercell" in a chat line: its speaker and the person named before.
  else if (
    e.k === 'W' &&
    e.w === 'we' &&
    isW(i + 1, 'both', 'worked', 'studied', 'went', 'used', 'met', 'were', 'did', 'shared', 'sat') &&
    (view.speaker ?? r.lineSpeaker)
  )
    // (A later sentence of the line too: "congrats!! say hi to Kenji for me, we were at Keio together", M9.)
    subject = view.speaker ?? r.lineSpeaker
  // "We worked together at Mitsui", "we go way back" in an e-mail: its writer and the person named before.
  else if (e.k === 'W' && e.w === 'we' && !view.speaker && weTogether(view, i)) subject = r.me
  // A chat answer, "no, she moved across to Desert Logistics", "yeah he's at Kauri Freight now": the person the
  // line before named, not its speaker.
  if (view.speaker && isW(i, 'he', 'she') && chatAnswerOpens(view, i)) subject = r.lastNamed
  // "He"/"she" after "Since January", and never a chat line's speaker nor the writer ("I").
  if (e.k === 'W' && (e.w === 'he' || e.w === 'she')) subject = pronounSubject(r, view, i, subject)
  if (!subject) return theTwo(r, view, i)
  const subjects = [subject]
  // "we both work for Meseta Foods": the speaker and the person named before.
  if (e.k === 'W' && e.w === 'we') {
    const other = r.lastPerson && r.lastPerson !== subject ? r.lastPerson : r.previousPerson
    if (other && other !== subject) subjects.push(other)
  }
  let k = i + 1
  // "Ngozi, Tomasz and I were at Deloitte together": a subject listed with commas before its "and".
  const listed = view.isX(k, ',') ? commaSubjects(r, view, k, subject) : undefined
  if (listed) {
    subjects.push(...listed.people)
    k = listed.next
  }
  // "Henrik Lund and his data platform team will report into P": the team goes with its lead.
  k = ownTeamAfter(view, k) ?? k
  // "Sarah Chen and Tomas Lindqvist work at ..."
  while (isW(k, 'and') && subjects.length < 5) {
    // "Dariusz and I go back": the chat line's speaker or the writer.
    if (isW(k + 1, 'i') && subject !== (view.speaker ?? r.me)) {
      subjects.push(view.speaker ?? r.me)
      k += 2
    } else if (at(k + 1)?.k === 'P') {
      subjects.push((at(k + 1) as { ref: PersonState }).ref)
      k += 2
    } else if (
      isW(k + 1, 'his', 'her') &&
      isW(k + 2, 'colleague', 'coworker', 'co-worker', 'cofounder', 'co-founder', 'partner') &&
      at(k + 3)?.k === 'P'
    ) {
      const other = (at(k + 3) as { ref: PersonState }).ref
      r.knows(subject, other, view.sentence)
      const employer = r.employerOf(subject)
      if (employer) r.worksAt(other, employer, view.sentence)
      subjects.push(other)
      k += 4
    } else break
  }
  if (isW(k, 'both', 'all')) k++
  const copula = e.k === 'W' && (e.w === "i'm" || e.w === 'i’m')
  return { e, i, subject, subjects, k, v: k, verbAt: k, copula }
}

/**
 * Whether one person opens the sentence (after at most a few words: "heads up, Kittipong ...") and the
 * clause from them to elements[i]'s comma is short and names no one else (M9).
 */
function openedByOne(view: View, i: number): boolean {
  const b = view.bodyStart
  let x = i - 2
  while (x >= b && i - x <= 10 && view.at(x)?.k !== 'P' && !view.isX(x, ',')) x--
  if (view.at(x)?.k !== 'P' || x - b > 3) return false
  for (let y = b; y < x; y++) if (view.at(y)?.k === 'P' || view.at(y)?.k === 'C') return false
  return true
}

/** "we worked together", "we go (way) back", "we met at": time the writer and another person spent together. */
function weTogether(view: View, i: number): boolean {
  const { isW } = view
  if (isW(i + 1, 'met') && isW(i + 2, 'at', 'in', 'through', 'via', 'during', 'back', 'years')) return true
  if (isW(i + 1, 'go', 'went') && isW(i + 2, 'back', 'way')) return true
  if (!isW(i + 1, 'worked', 'studied', 'were', 'used', 'trained', 'served', 'did')) return false
  for (let x = i + 2; x <= i + 5; x++) if (isW(x, 'together')) return true
  return false
}

/** The verb, also after ", who": "Amelia Hart, who heads clinical operations at Halcyon Bio", and after an appositive name: "Their GM, Paolo Conti, reports ...". */
function verbAfter(view: View, cl: Clause): void {
  const { isW, isX, at } = view
  let k = cl.k
  // "Ben Okoro — Vela Foods — reports to Ana Costa": a company set off by dashes tags the subject.
  if (isX(k, '—', '–') && at(k + 1)?.k === 'C' && isX(k + 2, '—', '–') && at(k + 3)?.k === 'W') k += 3
  if (isX(k, ',') && isW(k + 1, 'who', 'whom')) {
    k += 2
    cl.relative = true
    // "Piotr, who I mentioned, overlapped with ...": a clause with a subject of its own; the verb follows its comma.
    if (isW(k, 'i', 'you', 'we', 'they')) {
      let x = k + 1
      while (x < view.n && x < k + 6 && !isX(x, ',')) x++
      if (isX(x, ',') && at(x + 1)?.k === 'W') {
        k = x + 1
        cl.relative = false
      }
    }
  }
  // After an appositive that took its comma: "Leila Ahmadi, formerly of Persepolis Data, who now leads ...".
  // ... and in a cleft: "It was Maria Santos who introduced us to ...".
  else if (isW(k, 'who') && (isX(k - 1, ',') || isW(k - 1, ...ALUMNI_NOUNS) || isW(cl.i - 1, 'was', 'is'))) k++
  else if (isX(k, ',') && isX(cl.i - 1, ',') && at(k + 1)?.k === 'W') k++
  // "The three managers — A, B and C — report to P": the dashes close as the commas do (W17).
  else if (isX(k, '—', '–') && isX(cl.i - 1, '—', '–') && at(k + 1)?.k === 'W' && !(at(k + 1) as { cap: boolean }).cap)
    k++
  else k = plainAppositive(view, k)
  // "Ha-eun herself reports to me" (W17).
  if (isW(k, 'closely', 'directly', 'together', 'herself', 'himself')) k++
  cl.k = k
  cl.v = view.skipAux(k)
  cl.verbAt = cl.v
}

/**
 * "They", "both" or "the two of them" as a subject: the two people named before it in the sentence,
 * else the two of the sentence before ("Lunch with Farah Aziz (...) and Mateus Rocha (...). They went
 * to business school together"). A chat line's speaker is not one of them.
 */
function theTwo(r: Reader, view: View, i: number): Clause | undefined {
  const { isW, isX } = view
  let k: number
  if (isW(i, 'they', "they're", 'they’re', 'both')) k = i + 1
  else if (isW(i, 'the') && isW(i + 1, 'two') && isW(i + 2, 'of') && isW(i + 3, 'them')) k = i + 4
  else return undefined
  // "Tomas Lind and Anna Berg (they go way back)" too.
  const opens = i === view.bodyStart || isW(i - 1, 'and', 'so', 'but', 'because', 'since') || isX(i - 1, ',', ';', '(')
  if (!opens) return undefined
  const pair = (people: readonly PersonState[]) => people.filter((p) => p !== view.speaker && p !== r.me)
  const here = pair(view.peopleHere.filter((p) => view.elements.slice(0, i).some((e) => e.k === 'P' && e.ref === p)))
  // "Nusantara can take over the DC; they already run a site for ...": after a company, "they" is the company (W10).
  if (here.length === 0 && view.elements.slice(view.bodyStart, i).some((e) => e.k === 'C')) return undefined
  const two = here.length === 2 ? here : here.length === 0 ? pair(r.previousPeople) : []
  if (two.length !== 2) return undefined
  if (isW(k, 'both', 'all')) k++
  return {
    e: view.at(i)!,
    i,
    subject: two[0]!,
    subjects: two,
    k,
    v: k,
    verbAt: k,
    copula: isW(i, "they're", 'they’re'),
  }
}
