/**
 * A line (of an attendee list, a panel, a table) that gives one person and, after a dash, what they are, ending in a
 * company: "Hanna Sjöberg — auditor, KPMG Oy", "3. Dario Rossi — auditor at PwC", "| Aiyana Redcloud |
 * Recruiter (external, TalentBridge) |". The company on the person's own line is where they work,
 * whatever the role's words (a lower-case role is no title the title rules read). Not when the line
 * says the tie is past or from outside ("Board advisor, formerly CFO at Nordea", "investor,
 * Sequoia"), nor when the line names another person ("Satu's team").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words of a role that say the company is no employer now. */
const NOT_EMPLOYED = new Set([
  'formerly',
  'former',
  'ex',
  'previously',
  'retired',
  'board',
  'investor',
  'investors',
  'angel',
  'advisor',
  'adviser',
  'candidate',
  'alumni',
  'alumnus',
  'guest',
  'until',
  'left',
])

/** Reads a line "Name — role, Company" / "Name — role at Company" / "| Name | role (Company) |". */
export function attendeeLine(r: Reader, view: View): void {
  const { at, isX, isW, n } = view
  if (n > 24) return
  // The person, after list marks only: "1.", "-", "•", "|".
  let p = 0
  while (p < n && p < 4 && (at(p)!.k === 'X' || (at(p)!.k === 'W' && /^\d+$/.test((at(p) as { w: string }).w)))) p++
  const person = view.personAt(p)
  // A line of its own, or a sentence that opens on the name ("2. Femi Adeleke — ...": the number ends a sentence).
  if (!person || !isX(p + 1, '—', '–', '-', '|') || !(view.wholeLine || p === 0)) return
  managerOnLine(r, view, person, p + 2)
  // "Femi Adeleke — angel investor": someone from outside, whom no company of the list places.
  if (outsideRole(view, p + 2)) {
    for (let x = r.attendees.length - 1; x >= 0; x--) if (r.attendees[x]!.person === person) r.attendees.splice(x, 1)
    return
  }
  if (view.peopleHere.length !== 1 || r.employerOf(person)) return
  // The company: the last name of the line, after "," "at" or "(", with only closing marks after it.
  let c = n - 1
  while (c > p && isX(c, ')', '|', '.', ';')) c--
  const e = at(c)
  const company = e?.k === 'C' ? e.ref : undefined
  if (!company || company === r.ours || !(isX(c - 1, ',', '(') || isW(c - 1, 'at'))) return
  for (let x = p + 2; x < c; x++) {
    const e = at(x)!
    if (e.k === 'C' || e.k === 'P' || (e.k === 'W' && NOT_EMPLOYED.has(e.w))) return
    if (e.k === 'T' && /\b(?:former|ex|advis[eo]r|investor|board)\b/i.test(e.title)) return
  }
  r.worksAt(person, company, view.sentence)
}

/**
 * The manager a line like that gives: "Ville-Pekka Laine — Controller, Satu's team", "| Jarkko
 * Nieminen | ML Lead | reports to Sigrid |": the line's person reports to them.
 */
function managerOnLine(r: Reader, view: View, person: PersonState, from: number): void {
  const { at, isW, n } = view
  for (let x = from; x < n; x++) {
    const e = at(x)!
    if (e.k !== 'P' || e.ref === person) continue
    const team = e.poss && isW(x + 1, 'team', 'group', 'unit', 'department') && x + 2 >= n - 1
    const line = isW(x - 1, 'to') && isW(x - 2, 'reports', 'reporting')
    if (team || line) r.report(person, e.ref, view.sentence)
    return
  }
}

/** Whether the words after the dash (up to a company or the end) say the person is from outside or was there before. */
function outsideRole(view: View, from: number): boolean {
  for (let x = from; x < view.n && x < from + 8; x++) {
    const e = view.at(x)!
    if (e.k === 'C' || e.k === 'P') return false
    if (e.k === 'W' && NOT_EMPLOYED.has(e.w)) return true
    if (e.k === 'T' && /\b(?:former|ex|advis[eo]r|investor|board)\b/i.test(e.title)) return true
  }
  return false
}
