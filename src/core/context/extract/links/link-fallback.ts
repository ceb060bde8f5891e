/*
 * The fallback for the other links (issue 27): after every phrase rule has read a sentence, two
 * people it names next to each other in one clause, with a word of a link's family between them
 * ("Omar Farouk of Gulf Cement and Rashid Al-Mansoori know each other", "Ravi from figma says he
 * knows their PM Anya Sokolova"), are linked by that family when no rule linked them. The order of the two and
 * the small words around the cue give the direction; a question, a negation, a wish or a condition in the
 * clause, a third person between them, a link the two already have, or a telling, and it stands back.
 */
import { possessedGroup } from './possessed-groups.js'
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { moveAfter } from './move-fallback.js'
import { answerHow, askHow } from './asked-how.js'
import { introSubject } from './intro-subject.js'
import { introSingle } from './intro-single.js'
import { ownMove } from './own-move.js'
import { deputies } from './deputies.js'
import { managedLists, reportingLists } from './managed-lists.js'
import { moveAsides } from './move-asides.js'
import { theyKnow } from './they-know.js'
import { sameTeam } from './same-team.js'
import { linkTable } from './link-tables.js'
import { introNext } from './intro-next.js'
import { theirContact } from './their-contact.js'
import { firstNameEnd } from './first-name-ends.js'
import { tellingTo } from './tellings.js'
import { selfOrSpoke } from './speaker-pronouns.js'

/** At most this many elements between the two people: a cue farther off is about something else. */
const SPAN = 16

/** Marks that end a clause. */
const CLAUSE_ENDS = new Set([';', '.', '!', '?', ':'])
/** Words that open a clause of its own: what follows is not said of the one before. */
const CLAUSE_WORDS = new Set(['but', 'while', 'whereas', 'although', 'though', 'unless'])

/** Words that make a clause a question, a wish, a condition or a denial: it states no link. */
const STAND_BACK = new Set([
  'not',
  'never',
  'no',
  'nor',
  'neither',
  'cannot',
  'if',
  'whether',
  'would',
  'could',
  'might',
  'should',
  'maybe',
  'perhaps',
  'hope',
  'hoping',
  'want',
  'wants',
  'asked',
  'ask',
  'can',
  'offered',
  'offers',
  'promised',
])
const negated = (w: string): boolean => STAND_BACK.has(w) || w.endsWith("n't") || w.endsWith('n’t')

const INTRO = new Set([
  'introduced',
  'intro',
  'intro’d',
  "intro'd",
  'introduction',
  'referred',
  'referral',
  'introduces',
  'recommended',
  'recommends',
  'connected',
  'connects',
  'connection',
])
/** What follows an introduction's verb when a person was introduced: "introduced us to", "made the intro to". */
const INTRO_OBJECTS = ['us', 'me', 'you', 'him', 'her', 'them', 'to', 'with', 'between', 'for']
const REPORT = new Set(['report', 'reports', 'reporting', 'reported'])
const MANAGES = new Set(['manages', 'managing', 'managed', 'oversees', 'supervises'])
const BOSS = new Set(['manager', 'boss', 'supervisor'])
const KNOW = new Set([
  'know',
  'knows',
  'knew',
  'known',
  'met',
  'friend',
  'friends',
  'friendly',
  'colleague',
  'colleagues',
  'classmates',
  'overlapped',
  'acquainted',
  'vouch',
  'vouches',
  'contact',
  // Ties of a life outside work (third pass): "Hoang Minh is Le Thu's godfather", "his old mentor P".
  'godfather',
  'godmother',
  'godparents',
  'mentor',
  'mentored',
  'neighbour',
  'neighbor',
  'roommate',
  'roommates',
  'classmate',
  'teammate',
  'teammates',
])

/** How the two are already linked: "knows" or "reports" (then the fallback has nothing to add), "intro", or "". */
function linkedAs(r: Reader, a: PersonState, b: PersonState): string {
  const [x, y] = a.name < b.name ? [a.name, b.name] : [b.name, a.name]
  if (r.linkKeys.has(`knows|${x}|${y}`)) return 'knows'
  if (r.linkKeys.has(`reports_to|${a.name}|${b.name}`) || r.linkKeys.has(`reports_to|${b.name}|${a.name}`))
    return 'reports'
  if (r.linkKeys.has(`introduced_by|${a.name}|${b.name}`) || r.linkKeys.has(`introduced_by|${b.name}|${a.name}`))
    return 'intro'
  return ''
}

/** Words before "report(s)" that make it a verb: "will report to", "Hana reports into", "who reports to". */
const REPORT_BEFORE = new Set([
  'will',
  "'ll",
  'to',
  'and',
  'who',
  'directly',
  'now',
  'also',
  'still',
  'both',
  'all',
  'they',
  'currently',
  'already',
  'formally',
  'officially',
])
const PREPOSITIONS = new Set(['to', 'with', 'by', 'of', 'for', 'from', 'at', 'about', 'through', 'via', 'than'])

/** Whether "report(s)" at x is the verb: after a person who is no owner ("Tom's report to Anna" is a document), or a word of a verb phrase. */
function reportVerb(view: View, x: number): boolean {
  const e = view.at(x - 1)
  if (e?.k === 'P') return !e.poss
  return e?.k === 'W' && (REPORT_BEFORE.has(e.w) || e.w.endsWith("'ll") || e.w.endsWith('’ll'))
}

/** Words that may stand between a cue and the person it is about: "referred by their architect, Omid", "knows their PM Anya". */
const FILLER = new Set(
  'to into by with of from at through via the a an their his her our its my your is was are were us me you him them well personally closely directly both also new old former good great long-time longtime'.split(
    ' ',
  ),
)
const FRIENDS = new Set(['friend', 'friends', 'colleague', 'colleagues', 'contact', 'classmate'])
/** At most this many elements between a cue and the second person: past them, the cue's object is something else. */
const TAIL = 5

/** Whether the cue at c reaches the second person at j: only small words, titles and companies between ("knows the Kafka setup" is about a thing). */
function reaches(view: View, c: number, j: number): boolean {
  if (c > j) return true
  if (j - c > TAIL + 1) return false
  for (let x = c + 1; x < j; x++) {
    const e = view.at(x)!
    if (e.k === 'T' || e.k === 'C' || (e.k === 'X' && e.p === ',')) continue
    // A capitalised word is a role the lists do not know ("their PM Anya Sokolova"); "his old friend Amaka".
    if (e.k !== 'W' || !(FILLER.has(e.w) || e.cap || FRIENDS.has(e.w))) return false
  }
  return true
}

/** Verbs that tell how someone reached the writer: "found us through", "came to us via", "reached me through". */
const REACHED = new Set(['found', 'find', 'finds', 'came', 'come', 'comes', 'reached', 'got', 'heard'])

/** Whether "through"/"via" at x follows a verb of reaching the writer ("found us", "came to us", "heard of us"). */
function foundThrough(view: View, x: number): boolean {
  if (!view.isW(x - 1, 'us', 'me')) return false
  const v = view.isW(x - 2, 'to', 'of', 'about') ? x - 3 : x - 2
  return view.at(v)?.k === 'W' && REACHED.has((view.at(v) as { w: string }).w)
}

/** A person end of a pair: who, where, and whether written as an owner ("Olu's"). */
interface End {
  p: PersonState
  i: number
  poss: boolean
}

/** Links the two people at elements a.i < b.i by the cue between them, if there is one and nothing stands in the way. */
function pairAt(r: Reader, view: View, first: End, second: End): void {
  const { at, isW } = view
  const a = first.p
  const b = second.p
  const i = first.i
  const j = second.i
  const already = a === b ? 'self' : linkedAs(r, a, b)
  if (already === 'reports' || already === 'self') return
  // "Farid's three area managers will report to Nurul": the owner's group, not the owner (possessed-groups.ts).
  if (first.poss && possessedGroup(view, i)) return
  // "Hugo, who reports to Chloé Dubois, introduced us to Léa": a person after a preposition is the object of another phrase.
  const object = isW(i - 1, ...PREPOSITIONS)
  let intro = -1
  let by = -1
  let report = -1
  let manages = -1
  let boss = -1
  let know = -1
  // "Karim will introduce you to Moussa": a promise, no introduction yet (a new hire "will report to" is a fact already).
  let future = false
  // The words between the two, and up to three after the second ("... know each other").
  const end = Math.min(view.n, j + 4)
  for (let x = i + 1; x < end; x++) {
    const e = at(x)
    if (x > j && e?.k !== 'W') break
    if (e?.k !== 'W') continue
    if (negated(e.w)) return
    if (e.w === 'will' || e.w.endsWith("'ll") || e.w.endsWith('’ll') || (e.w === 'going' && isW(x + 1, 'to')))
      future = true
    // "knows the Kafka setup better than Diego": a comparison, no link.
    if (e.w === 'than') return
    if (x > j) {
      if (e.w === 'each' && isW(x + 1, 'other')) know = x
      continue
    }
    // "put us in touch with": an introduction too; "looped in Ana": its object after "in".
    if (INTRO.has(e.w) || (e.w === 'touch' && isW(x - 1, 'in'))) intro = x
    else if (e.w === 'looped' && isW(x + 1, 'in')) intro = x + 1
    // "found us through his former colleague Miriam", "came to us via Ana": the first was introduced by the second.
    else if (e.w === 'through' || e.w === 'via' ? intro < 0 && foundThrough(view, x) : false) intro = by = x
    else if (e.w === 'by' && intro >= 0) by = x
    else if (REPORT.has(e.w) && isW(x + 1, 'to', 'into') && reportVerb(view, x)) report = x
    // "Rasa manages Tomas", not "Rasa manages our relationship with Tomas".
    else if (MANAGES.has(e.w) && (x + 1 === j || (isW(x + 1, 'both') && x + 2 === j))) manages = x
    else if (BOSS.has(e.w)) boss = x
    // "a contact of Yasmin's", not "contact Ana about the invoice".
    else if (
      (KNOW.has(e.w) && (e.w !== 'contact' || isW(x + 1, 'of'))) ||
      (e.w === 'worked' && isW(x + 1, 'with', 'together'))
    )
      know = x
  }
  const sentence = view.sentence
  if (future && report < 0) return
  const cue =
    intro >= 0 ? (by >= 0 ? by : intro) : report >= 0 ? report : manages >= 0 ? manages : boss >= 0 ? boss : know
  if (cue < 0 || !reaches(view, cue, j)) return
  // "introduced the portal to Ayesha Malik's buyers": the link is with the ones the owner has, not the owner.
  // ("a contact of Yasmin Haddad's" owns nothing: it is Yasmin herself).
  if (second.poss && boss < 0 && !isW(j - 1, 'of')) return
  // "an old friend", "a former colleague", "a contact of": someone the other knows (a colleague now is not:
  // "introduced me to her colleague Matteo"; "whom we met through Ana Costa" is the introduction itself).
  const colleague =
    isW(know, 'colleague', 'colleagues', 'teammate', 'teammates') && !isW(know - 1, 'old', 'former', 'ex')
  const friendly = know >= 0 && !colleague && !isW(know, 'met')
  // Known already: only an introduction may be added ("was introduced to us by her old friend Gavin Shaw").
  if (already === 'knows' && intro < 0) return
  if (already === 'intro') {
    // "Gavin Shaw, an old friend of Amaka's, introduced her": an introducer the clause calls a friend is known too
    // ("introduced by Daniel, who knows her from a project" tells how the introduction came about).
    if (friendly && isW(know, ...FRIENDS)) r.knows(a, b, sentence)
  } else if (intro >= 0) {
    // "Rosa was referred by their architect, Omar Rahimi": the first was introduced by the second.
    if (by >= 0) r.introduced(a, b, sentence)
    // "Laura is connected to Daniel on LinkedIn": a passive with no one who did it tells a state, no introduction.
    else if (isW(intro - 1, 'is', 'are', 'was', 'were', 'been', 'be', 'got', 'get')) return
    // "Losa Taufa introduced us to Siosaia Tupou": the second was introduced by the first, its subject (when
    // what was introduced is a person: not "introduced the new pricing to ...").
    else if (!object && (intro + 1 === j || isW(intro + 1, ...INTRO_OBJECTS))) r.introduced(b, a, sentence)
    else return
    // "introduced us to his old friend Amaka Eze": and they know each other.
    if (friendly) r.knows(a, b, sentence)
  } else if (report >= 0) {
    if (!object && !tellingTo(view, report, j)) r.report(a, b, sentence)
  } else if (manages >= 0) {
    if (!object) r.report(b, a, sentence)
  } else if (boss >= 0) {
    // "Olu's boss is Funmi Bakare": the first reports to the second; "Funmi is Olu's boss": the other way.
    // "Ana's old boss, Hans Gruber": a boss no longer (and the texts do not say they know each other).
    if (isW(boss - 1, 'old', 'former', 'ex')) return
    if (first.poss) r.report(a, b, sentence)
    else if (second.poss && boss === j + 1) r.report(b, a, sentence)
  } else if (know >= 0 && !colleague) {
    // (A colleague now is no acquaintance the texts record: "Her colleague Tunde Bakare will join".)
    r.knows(a, b, sentence)
  }
}

const PRONOUNS = new Set(['he', 'she', "he'll", 'he’ll', "she'll", 'she’ll', "he's", 'he’s', "she's", 'she’s'])

/** Whether only names, "and" and commas stand between elements i and j: one list ("Diego Herrera and Sofia Mendes"). */
function listed(view: View, i: number, j: number): boolean {
  if (j - i > SPAN) return false
  for (let x = i + 1; x < j; x++) if (!(view.personAt(x) || view.isW(x, 'and') || view.isX(x, ','))) return false
  return true
}

/** "him", or "her" ending its phrase ("knows her from Siemens", not "knows her team"): a person as an object. */
function objectPronoun(view: View, x: number): boolean {
  if (view.isW(x, 'him')) return true
  return view.isW(x, 'her') && (view.at(x + 1)?.k !== 'W' || view.isW(x + 1, 'from', 'well', 'since'))
}

/**
 * Reads the fallback links of one sentence (after its phrase rules: readLinks in index.ts). `earlier`
 * is whom "he"/"she" opening a clause means: the subject of the sentence before, else the last person named.
 */
export function linkFallback(r: Reader, view: View, earlier: PersonState | undefined): void {
  const { at, n } = view
  introSubject(r, view)
  linkTable(r, view)
  ownMove(r, view, negated)
  // A question states no link ("is she still reporting to Arvid?"); one asking how we reached someone is answered next.
  const asked = r.askedHow
  r.askedHow = undefined
  for (let x = view.bodyStart; x < n; x++) if (view.isX(x, '?')) return askHow(r, view)
  // A chat line's speaker is its "I", never its "he"; nor is one who spoke a line before (E7).
  const pronoun = earlier && !selfOrSpoke(r, view, earlier) ? earlier : undefined
  if (view.peopleHere.length === 0 && !pronoun) return
  const stop = (x: number): boolean => {
    const e = at(x)!
    return (e.k === 'X' && CLAUSE_ENDS.has(e.p)) || (e.k === 'W' && CLAUSE_WORDS.has(e.w))
  }
  let last: End | undefined
  // "Her boss is Andriy Shevchenko, and he supervises Oksana": after a person of the sentence, "he" is that one.
  let named: PersonState | undefined
  // Whom "him" means: the last person named before this clause (else the sentence before's), never one of it.
  let beforeClause: PersonState | undefined
  const inClause = new Set<PersonState>()
  let first: End | undefined
  for (let x = view.bodyStart; x < n; x++) {
    const e = at(x)!
    if (stop(x)) {
      last = undefined
      beforeClause = named
      inClause.clear()
    }
    let end: End | undefined
    // "Paulo is a contact of Yasmin Haddad's": a first name alone for one named in full before.
    const firstName = firstNameEnd(r, view, x)
    if (e.k === 'P' || firstName) {
      const p = e.k === 'P' ? e.ref : firstName!
      end = { p, i: x, poss: e.k === 'P' && e.poss }
      if (p !== view.speaker) named = p
      if (p !== view.speaker) first ??= end
      inClause.add(p)
    }
    // "She was referred by their architect, Omar Rahimi": "he"/"she" opening a clause is the one named before.
    else if (
      (named ?? pronoun) &&
      e.k === 'W' &&
      PRONOUNS.has(e.w) &&
      (x === view.bodyStart || view.isX(x - 1, ',', ';', ':', '—', '–', '.', '!') || view.isW(x - 1, 'and'))
    )
      end = { p: (named ?? pronoun)!, i: x, poss: false }
    // "He is an old friend of mine": the one who wrote the text.
    else if (last && view.isW(x, 'mine') && view.isW(x - 1, 'of')) {
      if (x - last.i <= SPAN) pairAt(r, view, last, { p: r.me, i: x, poss: false })
      continue
    }
    // "she knows him from Siemens": "him" (or "her" ending its phrase) after the first end is another one.
    else if (last && objectPronoun(view, x)) {
      // Not one named in this clause: "with Ieva and Marta reporting to him" is about the one before them.
      // "Giorgos has taken over the team, so Maria now reports to him": the sentence's first person, unless listed
      // with the other end ("Diego and Sofia now report to her" is about someone before).
      const opener = first && first.p !== last.p && !listed(view, first.i, last.i) ? first.p : undefined
      const other = beforeClause ?? opener ?? r.previousSubject ?? r.previousPerson
      if (other && other !== last.p && !inClause.has(other) && other !== view.speaker && other !== r.lineSpeaker)
        end = { p: other, i: x, poss: false }
      if (end && x - last.i <= SPAN) pairAt(r, view, last, end)
      continue
    }
    if (!end) continue
    // (A first name alone is an end of a pair only: the moves stay with the names the reader read.)
    if (!firstName) moveAfter(r, view, end.p, x, stop, negated)
    if (last && x - last.i <= SPAN) pairAt(r, view, last, end)
    last = end
  }
  introSingle(r, view, earlier, negated)
  // (Third pass: deputies, managed and listed teams, and moves told in an aside.)
  deputies(r, view, negated)
  managedLists(r, view, negated)
  reportingLists(r, view)
  moveAsides(r, view, negated)
  theyKnow(r, view, earlier, negated)
  sameTeam(r, view, negated)
  introNext(r, view, negated)
  theirContact(r, view, earlier, negated)
  // (After the pairs: "via Clara Wolf, she knows him from Siemens" says they know each other too.)
  if (asked) answerHow(r, view, asked, INTRO, negated)
}
