/*
 * Sentences about a former job, told beside a current one: "Before that he was at DHL for nine
 * years", "Previously, she ran sales at Orbit Bank", "She was at Flutterwave until last year",
 * "Before joining Lumen Grid, Priyanka was head of pricing at Ganges Power", "Friday is Ines's last
 * day at Loire Analytics". The works-at links such a sentence wrote are former employers instead,
 * which the finishing pass sets beside the current one (a left-for link).
 */
import { companyKey, type CompanyState, type PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View, VerbRule } from './view.js'
import { leftAlone } from './left-alone.js'

const MONTHS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/

/** "Before that", "Prior to that,", "Previously,", "Until recently,", "Earlier in her career" opening the sentence. */
function opensPast(view: View): boolean {
  const { isW, isX } = view
  const k = view.bodyStart
  if (isW(k, 'before', 'until') && isW(k + 1, 'that', 'this', 'then', 'recently')) return true
  if (isW(k, 'prior') && isW(k + 1, 'to') && isW(k + 2, 'that', 'this')) return true
  if (isW(k, 'previously', 'formerly', 'earlier') && (isX(k + 1, ',') || isW(k + 1, 'she', 'he', 'in'))) return true
  return false
}

/** "was at Flutterwave until last year", "worked there until 2023": a past job with its end. */
function endsInPast(view: View): boolean {
  const { isW, n } = view
  let past = false
  for (let i = 0; i < n; i++) {
    if (isW(i, 'was', 'were', 'worked', 'spent')) past = true
    if (!past || !isW(i, 'until', 'till')) continue
    const next = view.at(i + 1)
    if (isW(i + 1, 'last', 'recently', 'early', 'late', 'mid')) return true
    if (next?.k === 'W' && (/^(19|20)\d\d$/.test(next.w) || MONTHS.test(next.w))) return true
  }
  return false
}

/**
 * "He used to work for Min-ji Kang at Samsung", "used to be at C": a job held once, when no company
 * stands before it ("Lina from Zenith Insurance used to work with Marco": Zenith is hers now).
 */
function usedTo(view: View): boolean {
  const { isW, n } = view
  for (let i = 0; i + 2 < n; i++) {
    if (view.at(i)?.k === 'C') return false
    if (isW(i, 'used') && isW(i + 1, 'to') && isW(i + 2, 'work', 'be')) return true
  }
  return false
}

/** "Before joining Lumen Grid,", "Prior to joining C,", "Before moving to C,": the employer the sentence's subject joined. */
function joinedBefore(r: Reader, view: View): CompanyState | undefined {
  const { at, isW } = view
  let k = view.bodyStart
  if (isW(k, 'prior') && isW(k + 1, 'to')) k++
  else if (!isW(k, 'before')) return undefined
  k++
  if (isW(k, 'joining', 'starting')) k++
  else if (isW(k, 'moving', 'coming', 'switching') && isW(k + 1, 'to')) k += 2
  else return undefined
  if (isW(k, 'at')) k++
  return at(k)?.k === 'C' ? r.companyAt(at(k)) : undefined
}

/** Turns the works-at links the sentence wrote (from `mark` on) into former employers, when it tells a former job. */
export function formerInSentence(r: Reader, view: View, mark: number): void {
  // "Nadia, who left Sahara Solar": a leaving told without where to (left-alone.ts).
  leftAlone(r, view)
  const joined = joinedBefore(r, view)
  if (!joined && !opensPast(view) && !endsInPast(view) && !usedTo(view)) return
  const byName = (name: string): PersonState | undefined => [...r.people.values()].find((p) => p.name === name)
  for (let x = r.links.length - 1; x >= mark; x--) {
    const link = r.links[x]!
    if (link.kind !== 'works_at' || link.joined || link.to === joined?.name) continue
    const person = byName(link.from)
    const company = r.companies.get(companyKey(link.to))
    if (!person || !company) continue
    r.links.splice(x, 1)
    r.linkKeys.delete(`${link.kind}|${link.from}|${link.to}`)
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
    if (joined) r.worksAt(person, joined, view.sentence, undefined, true)
  }
}

/** "Friday is Ines Moreau's last day at Loire Analytics", "her last week with C": a former employer. */
export function lastDayAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  if (!isW(i, 'last', 'final') || !isW(i + 1, 'day', 'week', 'month') || !isW(i + 2, 'at', 'with')) return
  const company = at(i + 3)?.k === 'C' ? r.companyAt(at(i + 3)) : undefined
  const owner = at(i - 1)
  const person =
    owner?.k === 'P' && owner.poss
      ? owner.ref
      : isW(i - 1, 'his', 'her')
        ? r.lastPersonBefore(view.elements, i - 1)
        : undefined
  if (company && person && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
}

/** "for nine years", "for a decade", "for over 10 years" from i: time spent, so a job held then. */
function forYears(view: View, i: number): boolean {
  if (!view.isW(i, 'for')) return false
  for (let x = i + 1; x < view.n && x <= i + 4; x++)
    if (view.isW(x, 'years', 'year', 'months', 'decade', 'decades')) return true
  return false
}

/**
 * "He was at DHL for nine years", "She was with Oslo Marine until 2023", "Before that she was at
 * Flutterwave": a former employer (not "was at Acme's office", nor "was at Acme for a meeting").
 */
export const wasAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v - 1, 'was', 'were') && isW(v, 'at', 'with') && at(v + 1)?.k === 'C')) return false
  const company = at(v + 1) as { ref: CompanyState; poss: boolean }
  if (company.poss) return false
  // "...; before that she was at Naver": the past told just before the clause's subject.
  const before = isW(cl.i - 2, 'before', 'prior') && isW(cl.i - 1, 'that', 'then')
  if (!(forYears(view, v + 2) || isW(v + 2, 'until', 'till') || before || opensPast(view) || endsInPast(view)))
    return false
  for (const s of subjects)
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: company.ref })
  return true
}

/** "Zanele Dube is Karoo Bank's new CFO, coming from Standard Bank", "who came over from C": a former employer. */
export function comingFromAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  if (!isW(i, 'coming', 'comes', 'came', 'arriving', 'arrives', 'arrived')) return
  const f = isW(i + 1, 'over', 'across') ? i + 2 : i + 1
  if (!isW(f, 'from') || at(f + 1)?.k !== 'C') return
  const person = r.lastPersonBefore(view.elements, i)
  if (person && r.past.length < EXTRACTION_LIMITS.links)
    r.past.push({ person, company: (at(f + 1) as { ref: CompanyState }).ref })
}

/**
 * "Nomvula Khumalo, who ran procurement at Ubuntu Retail until last year, is now ...": a job the
 * person named before held until a time gone by (a year, a month, "last year", "recently").
 */
export function untilAt(r: Reader, view: View, i: number): void {
  const { at, isW, elements } = view
  if (!isW(i, 'until', 'till')) return
  const next = at(i + 1)
  const gone =
    isW(i + 1, 'last', 'recently', 'early', 'late', 'mid') ||
    (next?.k === 'W' && (/^(19|20)\d\d$/.test(next.w) || MONTHS.test(next.w)))
  if (!gone || !isW(i - 2, 'at', 'with', 'of') || at(i - 1)?.k !== 'C') return
  // A verb of a job held, between the person and the company: "ran", "led", "was", "worked".
  let verb = false
  let x = i - 3
  for (; x >= view.bodyStart && x >= i - 8 && at(x)?.k !== 'P'; x--)
    if (isW(x, 'ran', 'led', 'headed', 'managed', 'was', 'were', 'worked')) verb = true
  const person = view.personAt(x)
  if (verb && person && r.past.length < EXTRACTION_LIMITS.links)
    r.past.push({ person, company: (at(i - 1) as { ref: CompanyState }).ref })
}

/**
 * "Sara Haddad replaced him as head of ops at Talabat", "took over from Paul Evans as CFO of C":
 * the one replaced held that job, so the company is a former employer of theirs.
 */
export function replacedAt(r: Reader, view: View, i: number): void {
  const { isW, elements } = view
  let o = i + 1
  if (isW(i, 'took', 'takes') && isW(i + 1, 'over') && isW(i + 2, 'from')) o = i + 3
  else if (!isW(i, 'replaced', 'replaces', 'succeeded', 'succeeds')) return
  const successor = r.lastPersonBefore(elements, i)
  const replaced = successor ? view.objectAt(o, [successor]) : undefined
  const job = isW(o + 1, 'as') ? view.titleWithCompany(o + 2) : undefined
  if (replaced && job?.company && r.past.length < EXTRACTION_LIMITS.links)
    r.past.push({ person: replaced, company: job.company })
}
