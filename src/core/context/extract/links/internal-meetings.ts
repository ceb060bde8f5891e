/*
 * A company's own meeting: a first line that names one company and a meeting only its people hold
 * ("Zephyr Labs daily standup, Thu 15 Jan", "Interview notes: Senior Backend Engineer, Saffron
 * Health"), over label lines that list who was there ("Here: ...", "Panel: ..."). The listed people
 * whom nothing else places work at that company; a label of an outsider ("Candidate:", "Guest:",
 * "Customer:") lists none.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** Meetings only a company's own people hold. Anchored on words, linear. */
const INTERNAL =
  /\b(?:stand-?up|all-hands|retro|retrospective|sprint planning|sprint review|offsite|town hall|interview|interviews|debrief|1:1)\b/i
/** The longest first line read as such a heading. */
const HEADING_LENGTH = 100
/** Labels of lines that list outsiders. */
const OUTSIDE_LABELS = new Set([
  'candidate',
  'candidates',
  'guest',
  'guests',
  'customer',
  'client',
  'vendor',
  'external',
  // "Us: ..." under "Sprint review with the Valhalla Games folks": the writer's side (W11).
  'us',
])

const listed = new WeakMap<Reader, PersonState[]>()

/** Reads one whole line: "Label: P, Q and R", kept for the end of the text. */
export function labelListLine(r: Reader, view: View): void {
  const { at, isX, isW, n } = view
  if (!view.wholeLine || view.speaker || n < 3 || at(0)?.k !== 'W' || !isX(1, ':')) return
  if (OUTSIDE_LABELS.has((at(0) as { w: string }).w)) return
  const people: PersonState[] = []
  for (let x = 2; x < n; x++) {
    const p = view.personAt(x)
    if (p) people.push(p)
    else if (isX(x, '(')) {
      // "(Customer Success)": a title or department in parentheses, skipped whole.
      while (x < n && !isX(x, ')')) x++
    } else if (!isX(x, ',', '.') && !isW(x, 'and')) return
  }
  const list = listed.get(r) ?? []
  for (const p of people) if (list.length < EXTRACTION_LIMITS.people) list.push(p)
  listed.set(r, list)
}

/** At the end of the text: the listed people of a company's own meeting work there. */
export function placeInternalMeeting(r: Reader): void {
  const people = listed.get(r)
  if (!people || people.length === 0) return
  const firstLine = r.text.indexOf('\n')
  if (firstLine < 0 || firstLine > HEADING_LENGTH) return
  const heading = r.text.slice(0, firstLine)
  if (!INTERNAL.test(heading)) return
  const named = [...r.companies.values()].filter((c) => c.at < firstLine)
  if (named.length !== 1) return
  for (const p of people) if (p !== r.writerPerson && !r.employerOf(p)) r.worksAt(p, named[0]!, () => heading)
}
