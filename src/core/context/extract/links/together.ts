/*
 * Time two people spent side by side, as everyday writing puts it after a subject of two ("X and
 * Y", "she and P", "P, their CTO, and I"): "were flatmates", "were at Deloitte together", "shared
 * an office at KPMG", "sit on the board of a charity together", "did our MBA together". Each says
 * they know each other; one person alone ("Ana shared an office with ...") is read elsewhere.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { withoutTurnedTo } from './turned-subjects.js'
import type { Clause, View, VerbRule } from './view.js'

/** What two people share when they lived, studied or worked side by side. */
const SHARED = new Set(['office', 'flat', 'apartment', 'house', 'desk', 'room', 'dorm', 'cubicle', 'lab', 'bench'])
/** Verbs of a stretch of time, read only with "together" a few words on ("sat on the board together"). */
const SPENT = new Set([
  ...['sit', 'sat', 'serve', 'served', 'did', 'do', 'ran', 'run', 'built', 'taught', 'lived'],
  // "play five-a-side together every Thursday", "trained together for the marathon".
  ...['play', 'plays', 'played', 'train', 'trains', 'trained', 'cycle', 'cycled', 'climb', 'climbed'],
  // "coached their kids' team together", "cut our teeth together at Accenture".
  ...['coach', 'coached', 'cut'],
])

/** Things two people do jointly, said of both at once. */
const CO_VERBS = new Set([
  ...['co-author', 'co-authors', 'co-authored', 'co-write', 'co-writes', 'co-wrote'],
  ...['co-host', 'co-hosts', 'co-hosted', 'co-chair', 'co-chairs', 'co-chaired'],
  ...['co-organise', 'co-organises', 'co-organised', 'co-organize', 'co-organizes', 'co-organized'],
  // Not "co-run" or "co-lead": colleagues now, whom the corpus does not record.
  ...['co-teach', 'co-teaches', 'co-taught'],
])

/** Whether "together" stands within a few words after k, before the clause ends. */
function togetherAfter(view: View, k: number, span: number): boolean {
  for (let x = k; x < view.n && x <= k + span; x++) {
    if (view.isW(x, 'together')) return true
    if (view.at(x)?.k === 'X' || view.at(x)?.k === 'P') return false
  }
  return false
}

/** "X and Y shared an office at KPMG", "were at Deloitte together", "sit on a board together". */
export const sharedTimeVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v } = cl
  const subjects = withoutTurnedTo(r, view, cl.subjects)
  if (subjects.length < 2) return false
  // "shared an office", "used to share a flat" (not "share an office" now: colleagues, which the corpus does not record).
  const u = isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'share') ? v + 2 : v
  const shared =
    (isW(u, 'shared') || (u > v && isW(u, 'share'))) && isW(u + 1, 'a', 'an', 'the') && SHARED.has(wordAt(view, u + 2))
  // "crossed paths at Shell years ago".
  const crossed = isW(v, 'crossed', 'cross') && isW(v + 1, 'paths')
  // "were at Deloitte together", "were in the same class" is friendsVerb's.
  const wereAt = isW(v, 'were') && isW(v + 1, 'at', 'in') && togetherAfter(view, v + 2, 6)
  const spent = SPENT.has(wordAt(view, v)) && togetherAfter(view, v + 1, 8)
  // "Halima Bello and Musa Abubakar co-organise the Abuja fintech meetup".
  const co = CO_VERBS.has(wordAt(view, v))
  // "Hamish Ross and Isla Murray have history", "have a long history".
  // ("have" is read as an auxiliary, so the verb is the word after it).
  const h = isW(v, 'share', 'shared') ? v + 1 : v
  const history =
    (h > v || isW(v - 1, 'have', 'had', 'has')) && (isW(h, 'history') || (isW(h, 'a') && isW(h + 2, 'history')))
  // "sat next to each other at Belgrade Bank".
  const beside = isW(v, 'sat', 'sit', 'worked', 'lived') && isW(v + 1, 'next') && isW(v + 2, 'to') && isW(v + 3, 'each')
  if (!shared && !crossed && !wereAt && !spent && !co && !history && !beside) return false
  // "Ngozi, Tomasz and I were at Deloitte together": each of them knows each other.
  for (let a = 0; a < subjects.length; a++)
    for (let b = a + 1; b < subjects.length; b++) r.knows(subjects[a]!, subjects[b]!, view.sentence)
  return true
}

function wordAt(view: View, i: number): string {
  const e = view.at(i)
  return e?.k === 'W' ? e.w : ''
}

/**
 * "Ingrid Solberg, the new CTO at Fjell Energy, and I were flatmates": the appositive is read after
 * the subjects are joined, so one joined after it ("and I", "and P") is joined here, before a verb.
 */
export function joinAfterAppositive(r: Reader, view: View, cl: Clause): void {
  const { at, isW } = view
  const k = cl.k
  if (k <= cl.i + 1 || !view.isX(k - 1, ',', ')') || !isW(k, 'and') || cl.subjects.length >= 5) return
  let other: PersonState | undefined
  if (isW(k + 1, 'i')) other = view.speaker ?? r.me
  else if (at(k + 1)?.k === 'P' && !(at(k + 1) as { poss?: boolean }).poss) other = view.personAt(k + 1)
  // Only a verb after them: not "Ana Lima, CFO of C, and her team".
  const next = at(k + 2)
  if (!other || other === cl.subject || next?.k !== 'W' || !JOINED_VERBS.has(next.w)) return
  cl.subjects.push(other)
  cl.k = k + 2
}

/** Verbs that open the predicate of two joined subjects. */
const JOINED_VERBS = new Set([
  ...['were', 'are', 'have', 'had', 'go', 'went', 'worked', 'studied', 'shared', 'sit', 'sat'],
  ...['cut', 'coached'],
])
