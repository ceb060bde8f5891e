/*
 * Reporting, introductions and moves told in an aside or one clause, the twelfth link pass's shapes:
 * "Hamza Qureshi, Sadia Baig's chief of staff", "who deputises for Maya Gold", an org line "A (IT
 * Manager) → B (CIO) → C", "takes over the support team (A, B) from Q", "Henrik Lund and his team will
 * report into P", "Lars Eriksen said I should drop you a line", "came to us by way of Q", "who
 * introduced us to their COO P", "her former co-founder", "who leaves us for Gulf Ports", "Hanul Bio
 * lost her in the reorg", "(was our champion at Skåne Bio)".
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import { addressee } from './referrals.js'
import type { View, VerbRule } from './view.js'

/** What a person is to the one they report to, after a possessive: "Sadia Baig's chief of staff". */
function underlingAt(view: View, i: number): number | undefined {
  const { isW } = view
  if (isW(i, 'chief') && isW(i + 1, 'of') && isW(i + 2, 'staff')) return i + 3
  if (isW(i, 'right-hand') || (isW(i, 'right') && isW(i + 1, 'hand'))) return isW(i, 'right') ? i + 2 : i + 1
  if (isW(i, 'deputy', 'second-in-command', 'assistant', 'ea', 'pa')) return i + 1
  return undefined
}

/** At a person: "Hamza Qureshi, Sadia Baig's chief of staff at Lahore Looms": the first reports to the second. */
export function possUnderlingAt(r: Reader, view: View, i: number): void {
  const { isX, at } = view
  const person = view.personAt(i)
  if (!person || !isX(i + 1, ',')) return
  const owner = at(i + 2)
  if (owner?.k !== 'P' || !owner.poss || owner.ref === person) return
  const end = underlingAt(view, i + 3)
  // The appositive ends there or names the company: not "Sadia Baig's deputy's manager".
  if (end === undefined || (end < view.n && !isX(end, ',', '.', ';', ')') && !view.isW(end, 'at', 'of', 'in'))) return
  r.report(person, owner.ref, view.sentence)
}

/** "Oren Katz deputises for Maya Gold", "who deputizes for her": the deputy reports to P. */
export const deputisesVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!isW(v, 'deputises', 'deputizes', 'deputised', 'deputized', 'deputising', 'deputizing')) return false
  if (!isW(v + 1, 'for')) return false
  const manager = view.objectAt(v + 2, subjects)
  if (manager) for (const s of subjects) if (s !== manager) r.report(s, manager, view.sentence)
  return true
}

/** The index after a parenthesis that opens at i ("(CIO)"), else i. */
function pastParens(view: View, i: number): number {
  if (!view.isX(i, '(')) return i
  for (let x = i + 1; x < view.n && x <= i + 6; x++) if (view.isX(x, ')')) return x + 1
  return i
}

/** At a person in an org line: "Yaw Boateng (IT Manager) → Efua Asante (CIO)": the one before the arrow reports to the next. */
export function arrowChainAt(r: Reader, view: View, i: number): void {
  const { isX } = view
  const person = view.personAt(i)
  if (!person) return
  let k = pastParens(view, i + 1)
  if (isX(k, '-') && isX(k + 1, '>')) k++
  if (!isX(k, '→', '>')) return
  const manager = view.personAt(k + 1)
  if (manager && manager !== person) r.report(person, manager, view.sentence)
}

/** What someone is told to do so the person addressed hears from them: "drop you a line", "get in touch". */
const GET_IN_TOUCH: string[][] = [
  ['drop', 'you'],
  ['get', 'in', 'touch'],
  ['reach', 'out'],
  ['contact', 'you'],
  ['write', 'to', 'you'],
  ['email', 'you'],
  ['e-mail', 'you'],
  ['call', 'you'],
]

/** "Lars Eriksen said I should drop you a line": the person the e-mail addresses was introduced by the subject. */
export const saidIShouldVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subject } = cl
  if (!isW(v, 'said', 'says', 'thought', 'suggested', 'told') || !isW(v + 1, 'i')) return false
  if (!isW(v + 2, 'should', 'ought', 'must', 'could', 'might')) return false
  const k = isW(v + 3, 'to') ? v + 4 : v + 3
  if (!GET_IN_TOUCH.some((words) => words.every((w, j) => isW(k + j, w)))) return false
  const person = addressee(r, view)
  if (!person || person === subject || person === r.me) return false
  r.introduced(person, subject, view.sentence)
  return true
}

/** "Walid Haddad, who leaves us for Gulf Ports", "is leaving us for C": the writer's company loses them to C. */
export const leavesUsForVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  const at = isW(v, 'is', 'was') ? v + 1 : v
  if (!isW(at, 'leaves', 'leaving', 'left') || !isW(at + 1, 'us') || !isW(at + 2, 'for')) return false
  const e = view.at(at + 3)
  const next = e?.k === 'C' ? e.ref : undefined
  if (!next) return false
  for (const s of subjects) {
    r.leftFor(s, undefined, next, view.sentence)
    r.worksAt(s, next, view.sentence)
  }
  return true
}

/** At i, after "their": a title (one to three words) and the person it names, else i - 1 (no person there). */
export function pastTitle(view: View, i: number): number {
  let x = i
  while (x < i + 3 && (view.at(x)?.k === 'T' || (view.at(x) as { cap?: boolean } | undefined)?.cap === true)) x++
  return x > i && view.at(x)?.k === 'P' ? x : i - 1
}

/** "She came to us by way of Wanjiru Mwangi": the one who sent her introduced her. */
export const byWayOfVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!isW(v, 'came', 'comes', 'come')) return false
  for (let x = v + 1; x < view.n && x < v + 5; x++) {
    if (!(isW(x, 'by') && isW(x + 1, 'way') && isW(x + 2, 'of'))) continue
    const by = view.personAt(x + 3)
    if (!by) return false
    for (const s of subjects) if (s !== by) r.introduced(s, by, view.sentence)
    return true
  }
  return false
}

/** At a company: "Hanul Bio lost her in the reorg", "Pampa Foods lost him to a rival": a job the person left. */
export function companyLostAt(r: Reader, view: View, i: number): void {
  const e = view.at(i)
  if (e?.k !== 'C' || e.poss || !view.isW(i + 1, 'lost')) return
  const person = view.objectAt(i + 2, [])
  if (person && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company: e.ref })
}

/** At "and" after a subject: "Henrik Lund and his data platform team will report into P": the index after "team". */
export function ownTeamAfter(view: View, k: number): number | undefined {
  if (!view.isW(k, 'and') || !view.isW(k + 1, 'his', 'her', 'their')) return undefined
  for (let x = k + 2; x < view.n && x <= k + 5; x++) {
    if (view.isW(x, 'team', 'group', 'unit', 'squad', 'department')) return x + 1
    if (view.at(x)?.k !== 'W') return undefined
  }
  return undefined
}

/** At "introduced": "Rania Aziz, who introduced us to their COO Layla Hamdan": a title between "their" and the name. */
export function introducedToTitledAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (!isW(i, 'introduced') || !isW(i + 1, 'us', 'me') || !isW(i + 2, 'to')) return
  if (!isW(i + 3, 'their', 'its', 'our', 'your')) return
  const x = pastTitle(view, i + 4)
  const person = view.personAt(x)
  const by = isW(i - 1, 'who') && isX(i - 2, ',') ? view.personAt(i - 3) : view.personAt(i - 1)
  if (person && by && person !== by) r.introduced(person, by, view.sentence)
}

/** "Kalani Akana takes over the support team (Leilani Kahale, Joon-ho Park) from Rhys Morgan": each listed reports to the subject. */
export const takesOverTeamVerb: VerbRule = (r, view, cl) => {
  const { isW, isX } = view
  const { v, subject } = cl
  if (!isW(v, 'takes', 'took', 'taking', 'take') || !isW(v + 1, 'over')) return false
  let open = -1
  for (let x = v + 2; x < view.n && x <= v + 6; x++) {
    if (isX(x, '(') && isW(x - 1, 'team', 'group', 'unit', 'squad', 'desk')) open = x
    if (open >= 0 || view.at(x)?.k !== 'W') break
  }
  if (open < 0) return false
  for (let x = open + 1; x < view.n && x <= open + 12; x++) {
    const member = view.personAt(x)
    if (member && member !== subject) r.report(member, subject, view.sentence)
    else if (!member && !isX(x, ',') && !isW(x, 'and')) break
  }
  return true
}

/** What someone was to another before: "her former co-founder at Jambo Labs", "his old classmate". */
const FORMER_TIES = ['co-founder', 'cofounder', 'colleague', 'classmate', 'boss', 'manager', 'teammate', 'flatmate']

/** At a person: "Wanjiru Mwangi, her former co-founder at Jambo Labs": the owner of "her" knows them. */
export function formerTieAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const person = view.personAt(i)
  if (!person || !isX(i + 1, ',') || !isW(i + 2, 'his', 'her') || !isW(i + 3, 'former', 'old')) return
  // "co-founder" may read as a title.
  const tie = view.at(i + 4)
  if (!isW(i + 4, ...FORMER_TIES) && !(tie?.k === 'T' && FORMER_TIES.includes(tie.title.toLowerCase()))) return
  let owner: PersonState | undefined
  for (let x = i - 1; x >= view.bodyStart && !owner; x--) owner = view.personAt(x)
  owner ??= r.previousSubject ?? r.lastPerson
  if (owner && owner !== person && owner !== r.me) r.knows(owner, person, view.sentence)
}

/** At "(": "now at Lund Medtech (was our champion at Skåne Bio)", "(previously Vela Foods)": a job the person named before held. */
export function wasAtInParensAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (!isX(i, '(') || !isW(i + 1, 'was', 'formerly', 'previously')) return
  // "Ben Okoro is now with Tern Bank (previously Vela Foods)": the company alone.
  const alone = view.at(i + 2)
  if (alone?.k === 'C' && isX(i + 3, ')') && !isW(i + 1, 'was')) {
    const person = r.lastPersonBefore(view.elements, i)
    if (person && person !== r.me && r.past.length < EXTRACTION_LIMITS.links)
      r.past.push({ person, company: alone.ref })
    return
  }
  for (let x = i + 2; x < view.n && x <= i + 6; x++) {
    const e = view.at(x + 1)
    if (isW(x, 'at', 'with') && e?.k === 'C') {
      const person = r.lastPersonBefore(view.elements, i)
      if (person && person !== r.me && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company: e.ref })
      return
    }
    if (view.at(x)?.k !== 'W') return
  }
}

/** Words of a time just past: "until last month", "until recently", "until 2025". */
const LATELY = ['last', 'month', 'year', 'week', 'recently', 'spring', 'summer', 'autumn', 'winter', 'quarter']

/** At "until": "Ana Lima — until last month CFO of Paraná Foods — starts Monday": a job the person named before held. */
export function untilLatelyAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i, 'until', 'till') || !(isW(i + 1, ...LATELY) || /^\d{4}$/.test(wordOf(view, i + 1)))) return
  let x = i + 2
  while (x < i + 4 && isW(x, ...LATELY)) x++
  // A title, then "of"/"at" and the company.
  if (view.at(x)?.k !== 'T' || !isW(x + 1, 'of', 'at')) return
  const e = view.at(x + 2)
  const person = e?.k === 'C' ? r.lastPersonBefore(view.elements, i) : undefined
  if (person && person !== r.me && e?.k === 'C' && r.past.length < EXTRACTION_LIMITS.links)
    r.past.push({ person, company: e.ref })
}

function wordOf(view: View, i: number): string {
  const e = view.at(i)
  return e?.k === 'W' ? e.w : ''
}

/** Words after "is over at C" that make it a visit, not a job: "is over at Acme for the audit". */
const VISIT = ['for', 'today', 'tomorrow', 'this', 'on', 'until', 'till', 'to']

/** "Gabriel Silva is over at Andes Dairy", "is now over at C": where the person works now. */
export const overAtVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  if (!isW(cl.k, 'is', "'s", '’s')) return false
  const o = isW(cl.k + 1, 'now') ? cl.k + 2 : cl.k + 1
  const e = view.at(o + 2)
  if (!isW(o, 'over') || !isW(o + 1, 'at') || e?.k !== 'C' || isW(o + 3, ...VISIT)) return false
  for (const s of cl.subjects) r.worksAt(s, e.ref, view.sentence)
  return true
}

/** At a person: "Ben Okoro (Vela Foods, reports to Ana)", "Ana Costa (my boss)": reporting said in a parenthesis. */
export function reportsInParensAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const person = view.personAt(i)
  if (!person || !isX(i + 1, '(')) return
  // "(my boss)", "(my line manager)": the chat line's speaker or the writer reports to the person.
  const m = isW(i + 3, 'line', 'direct') ? i + 4 : i + 3
  if (isW(i + 2, 'my') && isW(m, 'boss', 'manager', 'supervisor') && isX(m + 1, ')')) {
    const me = view.speaker ?? r.me
    if (me !== person) r.report(me, person, view.sentence)
    return
  }
  for (let x = i + 2; x < view.n && x <= i + 8 && !isX(x, ')'); x++) {
    if (!(isX(x, ',', ';') && isW(x + 1, 'reports') && isW(x + 2, 'to'))) continue
    const manager = view.personAt(x + 3)
    if (manager && manager !== person && isX(x + 4, ')', ',', ';')) r.report(person, manager, view.sentence)
    return
  }
}
