/*
 * Who "our" and "your" place by a role or team noun before a name, as everyday e-mail does without a
 * title the lexicon knows: "our trainer Mehmet Öztürk", "our site engineer, Ikenna Eze", "Our finance
 * team (Aylin Çelik and Efua Quaye)", "Your head chef, Georges Khoury", and after the name: "Lukas in
 * your billing team". "our" is the writer's company (resolved once the text is read); "your" the
 * company of the person the e-mail greets, once the text is read. Never for an outsider by the noun
 * ("our auditor", "your customer", "our old colleague"), nor for one whose own company follows the name
 * ("our shipping agent, Yonas Bekele of Horn Logistics"), nor in a chat line (whose "our" is a speaker's).
 */
import type { CompanyState, Element, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'

/** Nouns of someone who is not the company's own, or no longer, or not yet. */
const OUTSIDE = new Set(
  `adviser advisor advisers advisors agent agents auditor auditors accountant accountants consultant consultants
  contractor contractors freelancer freelancers investor investors backer backers customer customers client clients
  partner partners supplier suppliers vendor vendors provider providers reseller resellers distributor distributors
  contact contacts friend friends mentor mentors host hosts guest guests candidate candidates recruiter recruiters
  lawyer lawyers attorney attorneys solicitor solicitors broker brokers banker bankers landlord board shareholder
  shareholders ex former old previous late mutual external outside independent msp`.split(/\s+/),
)
/** Nouns that are no role: "thanks for your email, Ana", "our call, Ben". */
const NOT_ROLE = new Set(
  `email e-mail emails message messages mail note notes call calls meeting meetings chat time help reply replies
  question questions feedback thanks offer proposal order orders invoice invoices contract deal visit lunch dinner
  conversation intro introduction kind best regards love warm sincerely behalf way turn best`.split(/\s+/),
)
/** Words that end a role's run: articles, prepositions, verbs and the like. */
const STOPS = new Set(
  `a an the and or but of at in on for with to from by is are was were will would can could should has have had be
  been this that these those who which what when where here there it its their his her my your our we i you they
  he she them us me`.split(/\s+/),
)
/** The words after a name that put it in a team: "Lukas in your billing team". */
const TEAM_NOUNS_LIST = ['team', 'teams', 'squad', 'group', 'department', 'desk', 'crew', 'office', 'side']
/** A company's own group before its people: "Ridgeway's QA folks (...)". */
const GROUP_NOUNS = ['team', 'teams', 'squad', 'group', 'folks', 'people', 'crew', 'department']

const HONORIFICS = ['mr', 'ms', 'mrs', 'dr', 'prof']

interface Yours {
  person: PersonState
  greeted: PersonState
  sentence: string
}
const pending = new WeakMap<Reader, Yours[]>()

/** Reads one sentence of an e-mail or note for "our"/"your" + a role before a name, or a team after one. */
export function possessiveRoles(r: Reader, view: View): void {
  const { n, isW, at } = view
  for (let i = 0; i < n; i++) {
    // "Ridgeway's QA folks (me and Kiri Tane)": a company's own group, in a chat line too.
    const e = at(i)
    if (e?.k === 'C' && e.poss) companyGroup(r, view, i, e.ref)
    if (view.speaker || !isW(i, 'our', 'your')) continue
    const end = roleRun(view, i + 1)
    if (end === undefined) continue
    const side = isW(i, 'our') ? 'our' : 'your'
    for (const person of namedAfter(view, end)) place(r, view, person, side)
    // "Lukas Becker in your billing team", "Mathilde from our data team".
    const before = view.personAt(i - 2)
    if (before && isW(i - 1, 'in', 'from', 'on', 'of') && teamIn(view, i + 1, end)) place(r, view, before, side)
  }
}

/** The index after a run of one to four role words from k ("site engineer", "finance team"), if one stands there. */
function roleRun(view: View, k: number): number | undefined {
  let x = k
  while (x < view.n && x - k < 4) {
    const e = view.at(x)!
    if (e.k === 'T') {
      x++
      continue
    }
    if (e.k !== 'W' || STOPS.has(e.w) || !/^\p{L}[\p{L}-]*$/u.test(e.w)) break
    if (OUTSIDE.has(e.w)) return undefined
    x++
  }
  if (x === k) return undefined
  const last = view.at(x - 1)!
  if (last.k === 'W' && NOT_ROLE.has(last.w)) return undefined
  return x
}

/** "C's QA folks (me and P)", "C's data team: P and Q": the group's people, and a chat line's "me", work at C. */
function companyGroup(r: Reader, view: View, i: number, company: CompanyState): void {
  const end = roleRun(view, i + 1)
  if (end === undefined || !teamIn(view, i + 1, end, GROUP_NOUNS)) return
  const people = namedAfter(view, view.isX(end, ':') ? end + 1 : end)
  if (view.speaker && view.isX(end, '(') && view.isW(end + 1, 'me')) people.push(view.speaker)
  for (const p of people) if (p !== r.me && !r.employerOf(p)) r.worksAt(p, company, view.sentence)
}

/** Whether a team noun stands among the run's words ("your billing team send ..."), and no company after it. */
function teamIn(view: View, from: number, end: number, nouns: readonly string[] = TEAM_NOUNS_LIST): boolean {
  for (let x = from; x < end; x++) if (view.isW(x, ...nouns)) return !ownCompanyAfter(view, x + 1)
  return false
}

/** The people the role names: "our trainer Mehmet Öztürk", ", Ikenna Eze", "(Aylin Çelik and Efua Quaye)". */
function namedAfter(view: View, start: number): PersonState[] {
  const { isX, isW, personAt } = view
  let k = start
  // "your finance director, Ms. Layla Al-Hinai": an honorific before the name.
  const comma = isX(k, ',') ? 1 : 0
  if (isW(k + comma, ...HONORIFICS)) {
    const dot = isX(k + comma + 1, '.') ? 1 : 0
    if (personAt(k + comma + 1 + dot)) k += comma + 1 + dot
  }
  if (personAt(k)) return ownCompanyAfter(view, k + 1) ? [] : [personAt(k)!]
  if (isX(k, ',') && personAt(k + 1)) return ownCompanyAfter(view, k + 2) ? [] : [personAt(k + 1)!]
  if (!isX(k, '(')) return []
  const people: PersonState[] = []
  let x = k + 1
  // "(me and Kiri Tane)": the speaker, whom the caller adds.
  if (isW(x, 'me') && isW(x + 1, 'and')) x += 2
  while (x < view.n && x - k < 12) {
    const p = personAt(x)
    if (!p) return []
    people.push(p)
    x++
    if (isX(x, ')')) return people
    if (!isX(x, ',') && !isW(x, 'and')) return []
    x++
    if (isW(x, 'and')) x++
  }
  return []
}

/** Whether the name's own company follows it: "Yonas Bekele of Horn Logistics", "(Kylmä Oy)", ", CFO at C". */
function ownCompanyAfter(view: View, k: number): boolean {
  for (let x = k; x < view.n && x < k + 5; x++) {
    const e = view.at(x)!
    if (e.k === 'C') return true
    if (e.k === 'P' || (e.k === 'X' && e.p !== ',' && e.p !== '(')) return false
  }
  return false
}

function place(r: Reader, view: View, person: PersonState, side: 'our' | 'your'): void {
  if (person === r.me || r.employerOf(person)) return
  if (side === 'our') {
    r.worksAt(person, r.oursHere(), view.sentence)
    return
  }
  const greeted = addressee(r, view)
  if (!greeted || greeted === person || greeted === r.writerPerson) return
  const list = pending.get(r) ?? []
  if (list.length < EXTRACTION_LIMITS.links) list.push({ person, greeted, sentence: view.sentence() })
  pending.set(r, list)
}

/** Once the text is read: "your X, P" works where the greeted person works, when nothing else placed P. */
export function placeYours(r: Reader): void {
  for (const { person, greeted, sentence } of pending.get(r) ?? []) {
    const company = r.employerOf(greeted)
    if (company && company !== r.ours && !r.employerOf(person)) r.worksAt(person, company, () => sentence)
  }
}

/** Whether the company element x stands after "on" or "for" in a run: "(our AE on Zenith Dairy)", the account served. */
export function onAccount(run: readonly Element[], x: Element): boolean {
  const before = run[run.indexOf(x) - 1]
  return before?.k === 'W' && (before.w === 'on' || before.w === 'for')
}
