/*
 * Reporting lines inside the one company a text is about (issue 27, M1: a shape of at least six
 * tuning writers' batches). A text that names one company, besides the ones people moved to, and
 * draws reporting lines ("Since January she reports to Aisling Murphy", "Emi Kato and Ren Ito move
 * to his team", "he's Noa Levi's manager") draws them inside that company: both ends of each line,
 * with no employer of their own, work there. Not whoever left, introduced someone, holds an
 * outsider's title (consultant, investor), or is the writer. Where one end has an employer the
 * finishing pass already places the other at it; this reads the lines with neither end placed.
 */
import type { CompanyState, PersonState } from '../elements.js'
import { outsiderTitle } from '../outsiders.js'
import type { Reader } from '../reader.js'

/**
 * The one company of the text, leaving aside where people moved to ("left for Osprey Shipping") and
 * the writer's unresolved "our"; undefined when there are none or several. `asPlace`: only when its first
 * mention names it as a workplace (see placeWord), where nothing else in the text points at it.
 */
export function homeCompany(r: Reader, asPlace = true): CompanyState | undefined {
  const elsewhere = new Set(r.links.filter((l) => l.kind === 'left_for').map((l) => l.to))
  // "joined from Itaú": where someone came from is not where the text's people work.
  for (const p of r.past) if (p.joined) elsewhere.add(p.company.name)
  let home: CompanyState | undefined
  for (const c of r.companies.values()) {
    if (elsewhere.has(c.name)) continue
    if (home) return undefined
    home = c
  }
  return home && (!asPlace || placeWord(r, home)) ? home : undefined
}

/** Words before a company's first mention that name it as a workplace: "at C", "left C", "(C)", "Org note, C:". */
const PLACE_WORDS = new Set(['at', 'from', 'left', 'leaving', 'joined', 'joining', 'join', 'joins'])
const PLACE_MARKS = '(,:—–-|\n'

/**
 * Whether the company's first mention stands as a place of work (see PLACE_WORDS) or opens a line,
 * a heading or a signature, rather than as a deal's customer ("the Tamar Bank pilot", "the quote to
 * Tema Ports"). Looks back over at most 24 characters.
 */
function placeWord(r: Reader, c: CompanyState): boolean {
  let k = c.at - 1
  const stop = Math.max(0, c.at - 24)
  while (k >= stop && (r.text[k] === ' ' || r.text[k] === '\t')) k--
  if (k < 0) return true
  if (PLACE_MARKS.includes(r.text[k]!)) return true
  let w = k
  while (w >= stop && /[A-Za-z]/.test(r.text[w]!)) w--
  return PLACE_WORDS.has(r.text.slice(w + 1, k + 1).toLowerCase())
}

/** People the text says left a company or held a job before, and those who introduced someone: not placed. */
export function notPlaced(r: Reader): Set<string> {
  const out = new Set<string>(r.past.map((p) => p.person.name))
  for (const l of r.links) {
    if (l.kind === 'left_for') out.add(l.from)
    if (l.kind === 'introduced_by') out.add(l.to)
  }
  return out
}

/** Places the unplaced ends of the text's reporting lines at its one company (see the module comment). */
export function placeReportingLines(r: Reader): void {
  const company = homeCompany(r)
  if (!company) return
  const byName = new Map<string, PersonState>()
  for (const p of r.people.values()) byName.set(p.name, p)
  // "Mia Thompson at Outback Rail said Jack Wilson reports to Ana Lima": the company is the teller's, not
  // the line's, when someone placed there is neither the writer nor on a reporting line.
  const onLines = new Set<string>()
  for (const l of r.links) if (l.kind === 'reports_to') onLines.add(l.from).add(l.to)
  for (const l of r.links)
    if (l.kind === 'works_at' && l.to === company.name && !onLines.has(l.from) && l.from !== r.writerPerson?.name)
      return
  const skip = notPlaced(r)
  const lines: PersonState[][] = []
  for (const link of r.links) {
    if (link.kind !== 'reports_to') continue
    const ends = [byName.get(link.from), byName.get(link.to)]
    // Only lines with neither end placed (one placed end already says which company the line is in), and
    // none who moved: "Isabela Costa joins us from Itaú ... will report to Rafael Lima" is no line at Itaú.
    if (ends.every((p) => p && !r.employerOf(p) && !skip.has(p.name))) lines.push(ends as PersonState[])
  }
  for (const ends of lines)
    for (const p of ends)
      if (p !== r.me && p !== r.writerPerson && p.words.length >= 2 && !(p.title && outsiderTitle(p.title)))
        r.worksAt(p, company, () => '')
}
