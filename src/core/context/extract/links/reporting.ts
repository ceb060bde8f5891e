/*
 * Reporting: who reports to whom. "X reports to P", "reports to the CEO, P", "X manages P",
 * "X's manager is P", "his boss is the CRO, P", "her manager, P".
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { Clause, View, VerbRule } from './view.js'
import { otherBefore } from './teams.js'
import { reportsCompany } from './their-manager.js'
import { meOf } from './chat-me.js'
import { tellingTo } from './tellings.js'
import { youManager } from './relative-reports.js'

/** "X reports to P", "reports to the CEO, P", "reports to me". */
export const reportsVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  // "Tom Becker's report to Anna Berg on the outage": a document, not a reporting line.
  if (cl.e.k === 'P' && cl.e.poss && isW(v, 'report') && v === cl.i + 1) return false
  // "reports directly to", "now reports to", "report in to".
  const to = isW(v + 1, 'directly', 'now', 'still', 'straight', 'up', 'in') ? v + 2 : v + 1
  if (
    !(
      isW(v, 'reports', 'report', 'reporting', 'reported', 'answers', 'answer') &&
      (isW(to, 'to', 'into') || (isW(to, 'through') && isW(to - 1, 'up'))) &&
      (at(to + 1)?.k === 'P' ||
        isW(to + 1, 'me', 'him', 'her') ||
        titleWithCompany(to + 1) ||
        youManager(r, view, to + 1))
    )
  )
    return false
  // "Ana reported to Tom Reed that the server was down": a telling, no reporting line (tellings.ts).
  if (tellingTo(view, v, to + 1)) return true
  let m = to + 1
  const t = at(m)?.k === 'P' ? undefined : titleWithCompany(m)
  if (t) m = isX(t.next, ',') ? t.next + 1 : t.next
  // "Renata will report to you": the one the e-mail addresses (relative-reports.ts, W17).
  const manager = isW(m, 'me') ? meOf(r, view) : (youManager(r, view, m) ?? view.objectAt(m, subjects))
  if (manager && t) r.worksAt(manager, reportsCompany(r, view, to + 1, subjects) ?? t.company, sentence, t.title)
  if (manager) for (const s of subjects) if (s !== manager) r.report(s, manager, sentence)
  return true
}

/** "Mateus Rocha moves under Lucia", "now sits under her", "falls under P": P is the new manager. */
export const underVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'moves', 'moved', 'moving', 'sits', 'sit', 'falls', 'fall', 'comes', 'come') && isW(v + 1, 'under')))
    return false
  const manager = view.objectAt(v + 2, subjects)
  if (manager) for (const s of subjects) if (s !== manager) r.report(s, manager, view.sentence)
  return manager !== undefined
}

/** "X manages P". */
export const managesVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subject, subjects } = cl
  // "Esi Mensah is managed by Kwabena Owusu (at Ashanti Gold)": the subject reports.
  if (isW(v, 'managed', 'supervised', 'overseen') && isW(v + 1, 'by') && at(v + 2)?.k === 'P') {
    const manager = (at(v + 2) as { ref: PersonState }).ref
    for (const s of subjects) if (s !== manager) r.report(s, manager, sentence)
    if (isW(v + 3, 'at') && at(v + 4)?.k === 'C') r.worksAt(manager, (at(v + 4) as { ref: CompanyState }).ref, sentence)
    return true
  }
  if (!isW(v, 'manages', 'managing', 'manage', 'managed', 'leads', 'oversees', 'oversaw', 'supervises', 'supervised'))
    return false
  // "manages the team Pablo Díaz is on".
  const member = isW(v + 1, 'the') && isW(v + 2, 'team', 'group') ? view.personAt(v + 3) : undefined
  if (member && isW(v + 4, 'is', 'sits', 'works') && isW(v + 5, 'on', 'in')) {
    if (member !== subject) r.report(member, subject, sentence)
    cl.through = v + 3
    return true
  }
  // "leads a team of three: Tane, Mere and Liam", "manages a team of five, including Ana Lima".
  let first = v + 1
  if (isW(first, 'a') && isW(first + 1, 'team', 'group', 'squad') && isW(first + 2, 'of')) {
    first += 3
    while (first < v + 8 && !view.personAt(first) && (view.at(first)?.k === 'W' || view.isX(first, ',', ':'))) first++
  }
  if (at(first)?.k !== 'P') return false
  r.report((at(first) as { ref: PersonState }).ref, subject, sentence)
  // "manages Mehmet Kaya, Lea Vogel and Tariq Aziz".
  for (let x = first + 1; x < view.n && x < first + 11 && (isW(x, 'and') || view.isX(x, ',')); x += 2) {
    const report = view.personAt(x + 1)
    if (!report) break
    if (report !== subject) r.report(report, subject, sentence)
  }
  return true
}

const MANAGER = /^(manager|boss|supervisor|line manager)$/i
/** "his team lead is Priscilla Ong": whom a team member reports to. */
const TEAM_LEAD = /^(team lead|team leader)$/i

/** "X is P's manager", "X was P's boss". */
export const isManagerOfVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subject } = cl
  const p = at(v)
  const role = at(v + 1)
  if (!(p?.k === 'P' && p.poss && isW(v - 1, 'is', 'was', 'be', 'been'))) return false
  // "is Anna Berg's line manager", "is her new boss".
  if (!(managerAt(view, v + 1) !== undefined || (role?.k === 'T' && MANAGER.test(role.title)))) return false
  if (p.ref === subject) return true
  cl.through = v
  // "who was Mehmet's manager at Turkcell": a manager once, so they know each other.
  if (isW(v - 1, 'was', 'been')) {
    r.knows(p.ref, subject, sentence)
    const then = isW(v + 2, 'at') ? r.companyAt(at(v + 3)) : undefined
    if (then && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: subject, company: then })
  } else r.report(p.ref, subject, sentence)
  return true
}

/** "Maria is my manager", "Maria is his boss" (now, not "my old boss"): the owner of "my"/"his" reports to Maria. */
export const myManagerVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence, elements } = view
  const { v, subject } = cl
  if (!((isW(v - 1, 'is') || (isW(v - 1, 'now') && isW(v - 2, 'is'))) && isW(v, 'my', 'his', 'her'))) return false
  // "Vikram Rao is now my direct report": the subject reports to the owner of "my".
  if (isW(v + 1, 'report', 'direct') && (isW(v + 1, 'report') || isW(v + 2, 'report'))) {
    const owner = isW(v, 'my') ? myself(r, view, v) : r.lastPersonBefore(elements, cl.i)
    if (owner && owner !== subject) r.report(subject, owner, sentence)
    return true
  }
  const role = at(v + 1)
  if (!(managerAt(view, v + 1) !== undefined || (role?.k === 'T' && MANAGER.test(role.title)))) return false
  const owner = isW(v, 'my') ? myself(r, view, v) : r.lastPersonBefore(elements, cl.i)
  // A chat line's speaker would say "my": "her manager" is the one the thread named before (N2).
  const mine = owner === (view.speaker ?? r.lineSpeaker) && !isW(v, 'my') ? r.lastNamed : owner
  if (mine && mine !== subject) r.report(mine, subject, sentence)
  return true
}

/** "Mei Chen's team now includes Wei Zhang (and Li Na)", "her team includes P": each one named reports to its lead. */
export function teamIncludesAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, n, sentence, elements } = view
  if (!isW(i, 'team', 'group', 'org')) return
  const lead = at(i - 1)
  const owner =
    lead?.k === 'P' && lead.poss
      ? lead.ref
      : isW(i - 1, 'his', 'her')
        ? elements.slice(view.bodyStart, i - 1).some((x) => x.k === 'P')
          ? r.lastPersonBefore(elements, i - 1)
          : (r.previousSubject ?? r.previousPerson)
        : undefined
  let v = i + 1
  if (isW(v, 'now')) v++
  if (!owner || !(isW(v, 'includes', 'include', 'included') || (isW(v, 'has') && isW(v + 1, 'grown')))) return
  for (let x = v + 1; x < n && x < v + 16; x++) {
    const member = view.personAt(x)
    if (member && member !== owner) r.report(member, owner, sentence)
    else if (!member && !isW(x, 'and', 'to', 'include', 'also') && !isX(x, ',')) break
  }
}

const SECOND = /^(deputy|assistant|number two|direct report|report)$/i

/** "Hyun-woo Kim (Director), Seo-yeon Lee (his deputy)": the one in the parentheses reports to the person named before. */
export function deputyInParensAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, sentence } = view
  const person = view.personAt(i - 1)
  if (!person || !isX(i, '(')) return
  // "Yael Cohen (reports to Oren)": the one the parentheses name.
  if (isW(i + 1, 'reports', 'reporting') && isW(i + 2, 'to') && view.personAt(i + 3)) {
    const manager = view.personAt(i + 3)!
    if (manager !== person) r.report(person, manager, sentence)
    if (!r.employerOf(person)) r.worksAt(person, r.employerOf(manager), sentence)
    return
  }
  if (!isW(i + 1, 'his', 'her')) return
  let lead: PersonState | undefined
  for (let x = i - 2; x >= view.bodyStart && !lead; x--) lead = view.personAt(x)
  lead ??= r.previousPerson
  // "Mariana Silva and Carlos Mendes (her boss)": the one before reports to this one.
  if (managerAt(view, i + 2) !== undefined && isX(managerAt(view, i + 2)! + 1, ')')) {
    if (lead && lead !== person) r.report(lead, person, sentence)
    return
  }
  const role = at(i + 2)
  const close = isW(i + 2, 'direct', 'number') ? i + 4 : i + 3
  const second =
    (role?.k === 'T' && SECOND.test(role.title)) ||
    isW(i + 2, 'deputy', 'assistant', 'report') ||
    (isW(i + 2, 'direct') && isW(i + 3, 'report')) ||
    (isW(i + 2, 'number') && isW(i + 3, 'two', '2'))
  if (!second || !isX(close, ')')) return
  if (lead && lead !== person) r.report(person, lead, sentence)
  if (lead && !r.employerOf(person)) r.worksAt(person, r.employerOf(lead), sentence)
}

/**
 * "X is chief of staff to the CEO, P", "is second in command to P", "is deputy to P", "X is her
 * deputy" (her: the person named before X): X reports to P.
 */
export const deputyToVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (!isW(v - 1, 'is', 'was', 'as') && !isW(v - 2, 'is', 'as')) return false
  let w = v
  const owner = isW(w, 'his', 'her') ? w : -1
  if (isW(w, 'the', 'a', 'his', 'her')) w++
  const role = at(w)
  if (isW(w, 'second') && isW(w + 1, 'in') && isW(w + 2, 'command')) w += 3
  else if (isW(w, 'chief') && isW(w + 1, 'of') && isW(w + 2, 'staff')) w += 3
  else if (isW(w, 'number') && isW(w + 1, 'two', '2')) w += 2
  else if ((role?.k === 'T' && SECOND.test(role.title)) || isW(w, 'deputy', 'assistant', 'right-hand')) w++
  else return false
  let manager: PersonState | undefined
  if (owner >= 0) {
    for (let x = cl.i - 1; x >= view.bodyStart && !manager; x--) manager = view.personAt(x)
    manager ??= r.previousSubject
  } else if (isW(w, 'to')) {
    let m = w + 1
    const t = view.personAt(m) ? undefined : titleWithCompany(m)
    if (t) m = isX(t.next, ',') ? t.next + 1 : t.next
    manager = view.objectAt(m, subjects)
    if (manager && t?.company) r.worksAt(manager, t.company, sentence, t.title)
    if (manager) cl.through = m
  } else return false
  // "who was her deputy for three years": a manager once, known.
  const once = isW(v - 1, 'was') || isW(v - 2, 'was')
  if (manager)
    for (const s of subjects) if (s !== manager) once ? r.knows(s, manager, sentence) : r.report(s, manager, sentence)
  return manager !== undefined
}

const THEIRS = ['report', 'reports', 'team', 'assistant', 'ea', 'pa', 'deputy']

/**
 * Reports named from the manager's side: "Fiona's direct report, Callum Reid,", "Niklas's team: Lea,
 * Jonas and Mia", "Takeshi's assistant Hana", "one of Meera's reports", "who is Takeshi's
 * assistant", and "Grace Owusu, to whom Kwesi reports".
 */
export function possReportAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, n, sentence, elements } = view
  const whom = isW(i, 'to') && isW(i + 1, 'whom') && view.personAt(i + 2) && isW(i + 3, 'reports', 'report')
  if (whom) {
    const manager = r.lastPersonBefore(elements, i)
    const report = view.personAt(i + 2)!
    if (manager && manager !== report) r.report(report, manager, sentence)
    return
  }
  const owner = at(i)
  if (owner?.k !== 'P' || !owner.poss) return
  let k = i + 1
  if (isW(k, 'direct', 'new', 'personal', 'executive')) k++
  const role = at(k)
  if (!isW(k, ...THEIRS) && !(role?.k === 'T' && SECOND.test(role.title))) return
  // "one of Meera's reports", "who is Takeshi's assistant": the person before it (not "was": once).
  if ((isW(i - 1, 'of') && isW(i - 2, 'one')) || (isW(i - 1, 'is') && !isW(k, 'team'))) {
    const report = r.lastPersonBefore(elements, isW(i - 1, 'of') ? i - 2 : i - 1)
    if (report && report !== owner.ref) r.report(report, owner.ref, sentence)
    return
  }
  // "Niklas's team: Lea, Jonas and Mia", "Fiona's direct report, Callum Reid,", "Takeshi's assistant Hana".
  if (isW(k, 'team') && !isX(k + 1, ':')) return
  for (let x = k + 1; x < n && x < k + 16; x++) {
    const report = view.personAt(x)
    if (report && report !== owner.ref) r.report(report, owner.ref, sentence)
    else if (!report && !isW(x, 'and') && !isX(x, ',', ':')) break
  }
}

/** "X's manager is P", "X's manager, P, Director of Logistics", "X's boss is the COO, P". */
export const possManagerVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { e, subject } = cl
  // "Camille Girard's new manager is ...", "Kwame's line manager, ...".
  const k = managerAt(view, cl.k)
  if (!(e.k === 'P' && e.poss && k !== undefined)) return false
  let w = k + 1
  // "Kofi's manager there is Abena Owusu", "her boss now is ...".
  if (isW(w, 'there', 'now') && isW(w + 1, 'is')) w++
  if (isW(w, 'is', 'was')) w++
  else if (isX(w, ',')) w++
  else return false
  const t = titleWithCompany(w)
  if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
  const manager = view.personAt(w)
  if (!manager || manager === subject) return false
  if (t?.company) r.worksAt(manager, t.company, sentence, t.title)
  r.report(subject, manager, sentence)
  return true
}

const MANAGER_WORDS = ['manager', 'boss', 'supervisor']

/**
 * Where a manager noun stands at i, after words that say which one ("new", "current", "line",
 * "direct"): "manager", "boss", a title such as "Line Manager". Not "old" or "former": a past one.
 */
export function managerAt(view: View, i: number): number | undefined {
  let k = i
  while (k < i + 2 && view.isW(k, 'new', 'current', 'line', 'direct', 'immediate', 'acting', 'interim')) k++
  const role = view.at(k)
  if (view.isW(k, 'team') && view.isW(k + 1, 'lead', 'leader')) return k + 1
  return view.isW(k, ...MANAGER_WORDS) || (role?.k === 'T' && (MANAGER.test(role.title) || TEAM_LEAD.test(role.title)))
    ? k
    : undefined
}

/**
 * "His direct reports are Mei Lin and Carlos Souza", "Abdul's reports: Mei Lin, Carlos Souza": each
 * person named after it reports to the owner (a possessive name, "his"/"her" for the person before, "my").
 */
export function reportsListAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, n, sentence, elements } = view
  if (!isW(i, 'reports', 'reportees')) return
  let o = i - 1
  if (isW(o, 'direct')) o--
  const owner = at(o)
  /** Whose reports: a possessive name, "my", or for "his"/"her" the person `his` stands for. */
  const ownerIs = (his: () => PersonState | undefined): PersonState | undefined =>
    owner?.k === 'P' && owner.poss
      ? owner.ref
      : isW(o, 'my')
        ? myself(r, view, o)
        : isW(o, 'his', 'her')
          ? his()
          : undefined
  // "Anna Berg is one of his (direct) reports", "one of Tomas Lind's reports": the member before it reports to the owner.
  if (isW(o - 1, 'of') && isW(o - 2, 'one')) {
    const member = r.lastPersonBefore(elements, o - 2)
    const lead = member && ownerIs(() => otherBefore(r, view, member))
    if (member && lead && lead !== member) r.report(member, lead, sentence)
    return
  }
  const manager = ownerIs(() =>
    elements.slice(view.bodyStart, o).some((x) => x.k === 'P')
      ? r.lastPersonBefore(elements, o)
      : (r.previousSubject ?? r.previousPerson),
  )
  if (!manager || !(isW(i + 1, 'are', 'include', 'were') || isX(i + 1, ':'))) return
  for (let x = i + 2; x < n && x < i + 24; x++) {
    const report = view.personAt(x)
    if (report && report !== manager) r.report(report, manager, sentence)
    else if (!report && !isW(x, 'and') && !isX(x, ',')) break
  }
}

/** "his boss is the CRO, Dana Fox" / "her manager, Ingrid Solberg,". */
export function bossAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, titleWithCompany, sentence, elements } = view
  const noun = isW(i, 'his', 'her', 'my') ? managerAt(view, i + 1) : undefined
  if (noun !== undefined && (r.lastPerson || isW(i, 'my'))) {
    let w = noun + 1
    // "his manager at Teranga Telecom is Aminata Ba": she works there too.
    const company = isW(w, 'at') && at(w + 1)?.k === 'C' ? (at(w + 1) as { ref: CompanyState }).ref : undefined
    if (company) w += 2
    // "his manager there is Ewa Kowalska", "her boss now is ...".
    if (!company && isW(w, 'there', 'here', 'now')) w++
    if (isW(w, 'is', 'was')) w++
    if (isX(w, ',')) w++
    const t = titleWithCompany(w)
    if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
    const report = isW(i, 'my')
      ? myself(r, view, i)
      : elements.slice(view.bodyStart, i).some((x) => x.k === 'P')
        ? r.lastPersonBefore(elements, i)
        : (r.previousSubject ?? r.previousPerson)
    const manager = view.personAt(w)
    if (manager && company) r.worksAt(manager, company, sentence)
    if (manager && report && report !== manager) r.report(report, manager, sentence)
  }
}

/** Who "my" is: the speaker of a chat line, the person who "said" it ("Hemi said "my manager ..."), else the writer. */
export function myself(r: Reader, view: View, i: number): PersonState {
  if (view.speaker) return view.speaker
  for (let x = i - 1; x > view.bodyStart && x >= i - 4; x--)
    if (view.isW(x, 'said', 'says', 'wrote', 'writes', 'told', 'explained', 'mentioned')) {
      const who = view.personAt(x - 1)
      if (who) return who
    }
  return r.me
}
