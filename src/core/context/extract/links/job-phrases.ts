/*
 * A present job named by a phrase after "is" that no title with its company covers (M2): "Nadia
 * Petrova is a reporter at Volga Media", "Ingrid Haugen is manager of the Oslo office at Fjord
 * Shipping", "Amir Khalili is a partner there", "She remains CEO of Zuidas Capital". The phrase
 * must hold a job (a title or a job noun) and end on "at C" (or "there", the company in play);
 * what a visitor, a customer or a candidate is at a company is no job there.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { ROLE_NOUNS } from '../employer-slots.js'
import { TITLE_HEADS } from '../../lexicon.js'
import type { Clause, View, VerbRule } from './view.js'

/** Jobs the title lists do not know. */
const JOB_NOUNS = new Set([
  'reporter',
  'journalist',
  'editor',
  'producer',
  'buyer',
  'recruiter',
  'accountant',
  'pharmacist',
  'economist',
  'programmer',
  'employee',
  'staffer',
])

/** What one is at a company without working there, or no longer does. */
const NOT_A_JOB = new Set([
  'customer',
  'client',
  'guest',
  'speaker',
  'visitor',
  'candidate',
  'student',
  'regular',
  'member',
  'shareholder',
  'investor',
  'patient',
  'supplier',
  'vendor',
  'former',
  'ex',
  'intern',
  'applicant',
  'panelist',
  'attendee',
  'exhibitor',
  'judge',
])

/** The present copulas the rule reads after a subject: "is", "'s", "became", "remains". */
const PRESENT = ['is', "'s", '’s', 'are', 'am', 'became', 'becomes', 'remains', 'remain', 'stays']

/**
 * From w (after the copula and its auxiliaries): an article, up to six words holding a job, then "at C"
 * or "there". Returns the company, or undefined.
 */
function jobCompany(r: Reader, view: View, w: number): CompanyState | undefined {
  const { at, isW } = view
  let x = isW(w, 'a', 'an', 'the', 'one') ? w + 1 : w
  let job = false
  for (const end = x + 6; x < end && x < view.n; x++) {
    const e = at(x)!
    if (e.k === 'T') job = true
    else if (e.k !== 'W') return undefined
    else if (NOT_A_JOB.has(e.w)) return undefined
    else if (e.w === 'at') return job && at(x + 1)?.k === 'C' ? (at(x + 1) as { ref: CompanyState }).ref : undefined
    // "is a partner there": the company the text is about.
    else if (e.w === 'there') return job && !isW(x + 1, 'in', 'on', 'at') ? r.inPlay : undefined
    else if (JOB_NOUNS.has(e.w) || ROLE_NOUNS.has(e.w) || TITLE_HEADS.has(e.w)) job = true
    // Another verb, a relative clause, a conjunction: the phrase has ended ("a founder looking at C", N3).
    else if (['and', 'or', 'but', 'who', 'which', 'that', 'when', 'with', 'for', 'to', 'from'].includes(e.w))
      return undefined
    else if (['looking', 'speaking', 'visiting', 'interviewing', 'pitching'].includes(e.w)) return undefined
  }
  return undefined
}

/** Called by the copula rule where no title with its company stands after "is": a job phrase ending at C. */
export function jobPhrase(r: Reader, view: View, cl: Clause, w: number): boolean {
  const { isW } = view
  if (!(cl.copula || isW(cl.v, ...PRESENT) || (cl.verbAt !== cl.k && isW(cl.k, 'is', "'s", '’s')))) return false
  // "is a former reporter at C": the words the copula rule stepped over count too.
  for (let x = cl.v; x < w; x++)
    if (view.at(x)?.k === 'W' && NOT_A_JOB.has((view.at(x) as { w: string }).w)) return false
  const company = jobCompany(r, view, w)
  if (!company) return false
  for (const s of cl.subjects) r.worksAt(s as PersonState, company, view.sentence)
  return true
}

/** "She remains CEO of Zuidas Capital", "stays on as head of sales at C": a job kept. */
export const remainsVerb: VerbRule = (r, view, cl) => {
  const { isW, titleWithCompany } = view
  if (!isW(cl.v, 'remains', 'stays')) return false
  let w = cl.v + 1
  if (isW(w, 'on')) w++
  if (isW(w, 'as')) w++
  const t = titleWithCompany(w)
  if (t?.company) for (const s of cl.subjects) r.worksAt(s, t.company, view.sentence, t.title)
  else jobPhrase(r, view, cl, w)
  return true
}

/** Words an appositive of plain words opens with: ", his next-door neighbour,", ", an old hand,". */
const APPOSITIVE_OPENERS = ['his', 'her', 'my', 'our', 'a', 'an']

/**
 * "Olivia Hart, his next-door neighbour, is head of IT at C": after a comma, an appositive of up to
 * four plain words closed by a comma before "is"; returns where the verb stands (k when there is none).
 */
export function plainAppositive(view: View, k: number): number {
  const { at, isW, isX } = view
  if (!isX(k, ',') || !isW(k + 1, ...APPOSITIVE_OPENERS)) return k
  for (let x = k + 2; x < k + 6; x++) {
    if (isX(x, ',')) return x > k + 2 && isW(x + 1, 'is', 'remains') ? x + 1 : k
    const e = at(x)
    if (e?.k !== 'W' || e.cap) return k
  }
  return k
}

/** Verbs of a passive introduction: "was sent to us by P", "referred by P". */
const PASSIVE_INTRO = ['sent', 'introduced', 'referred', 'recommended', 'passed', 'forwarded', 'connected']

/**
 * "Ahmet Yıldız was sent to us by Zeynep Arslan; he runs IT at C": the one who made the introduction
 * is no subject of a clause, so "he" next is the one introduced.
 */
export function introAgent(view: View, i: number): boolean {
  const { isW, isX } = view
  // Only where a clause of the same sentence follows ("; he runs ..."): "by Megan Fox of Riverbend Capital" says
  // where she works, and "They were sent to us by Marcus Hill." leaves "they" to the fallback.
  if (!isW(i - 1, 'by') || !(isX(i + 1, ';') || (isX(i + 1, ',') && isW(i + 2, 'and', 'but', 'so')))) return false
  for (let x = i - 2; x >= i - 5 && x >= view.bodyStart; x--)
    if (isW(x, ...PASSIVE_INTRO)) return isW(x - 1, 'was', 'were', 'been', 'is')
  return false
}
