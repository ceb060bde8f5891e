/*
 * People of two or three companies that meet, placed by the shape of the note rather than by a
 * verb: a company's name alone on a line with its contacts listed under it ("Ironwood Bank" then
 * "- Sandra Oyelaran, project sponsor"), "C, whose GM is P", "C, where P leads the work", "P has
 * joined us at C", "P from the accounts team at C", a pipe signature with a department ("Marcus
 * Obi | Operations | Pelican Freight"), and who wrote a meeting's notes ("Notes by P"), so that
 * "our side" in them is the writer's company and not the other side's.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { listFrom } from './sides.js'
import type { VerbRule, View } from './view.js'

/** A company named alone on a line, and the sentence count at its line or its last listed person's. */
interface Block {
  company: CompanyState
  sentence: number
}

/** The company heading the contacts listed under it, per reader (a reader reads one text). */
const blocks = new WeakMap<Reader, Block>()

/** Marks that open a listed line: "- Sandra Oyelaran, project sponsor". */
const LIST_MARKS = ['-', '*', '•', '–', '·']
/** What follows a listed person's name on their line: a role after a comma, dash or parenthesis. */
const AFTER_NAME = [',', '(', '-', '–', '—', '|', ':']

/** Reads one sentence for the shapes above. */
export function dealPeople(r: Reader, view: View): void {
  companyBlock(r, view)
  notesBy(r, view)
  const { n } = view
  for (let x = 0; x < n; x++) {
    whoseTitle(r, view, x)
    fromTeamAt(r, view, x)
    representedBy(r, view, x)
    roleOnSideIs(r, view, x)
    companyTeamIs(r, view, x)
    qualifiedTitle(r, view, x)
  }
  sideHeading(r, view)
  pipeDepartment(r, view)
}

/**
 * "Ironwood Bank" alone on a line, then "- Sandra Oyelaran, project sponsor" and "- Mikael Berg,
 * security" on the lines right under it: the listed people work there. Any other line ends the
 * list; a signature's company line heads none.
 */
function companyBlock(r: Reader, view: View): void {
  const { at, isX, elements, wholeLine } = view
  const block = blocks.get(r)
  if (!wholeLine) {
    if (block) blocks.delete(r)
    return
  }
  const only = elements.filter((e) => !(e.k === 'X' && (e.p === ':' || LIST_MARKS.includes(e.p))))
  if (only.length === 1 && only[0]!.k === 'C' && r.signature === 0 && !(r.linePerson && r.linePersonAge <= 4)) {
    blocks.set(r, { company: only[0]!.ref, sentence: r.sentences })
    return
  }
  if (!block || block.sentence !== r.sentences - 1) {
    if (block) blocks.delete(r)
    return
  }
  let x = 0
  while (x < 2 && isX(x, ...LIST_MARKS)) x++
  const person = at(x)
  const listed =
    person?.k === 'P' &&
    (x > 0 || isX(x + 1, ...AFTER_NAME)) &&
    (x + 1 >= view.n || isX(x + 1, ...AFTER_NAME)) &&
    !elements.some((e) => e.k === 'C')
  if (!listed) {
    blocks.delete(r)
    return
  }
  r.worksAt(person.ref, block.company, view.sentence)
  block.sentence = r.sentences
}

/** "Notes by Ines Duarte, Fieldstone Health": the one who took a meeting's notes wrote them. */
function notesBy(r: Reader, view: View): void {
  const { isW, personAt } = view
  if (!isW(0, 'notes', 'minutes', 'written', 'prepared')) return
  let x = 1
  if (isW(x, 'taken', 'written', 'prepared')) x++
  if (!isW(x, 'by')) return
  const person = personAt(x + 1)
  if (person) r.writerPerson ??= person
}

/** Verbs of leading a piece of work: "C, where Jonas Weber leads the work". */
const LEAD_VERBS = ['leads', 'runs', 'heads', 'manages', 'owns', 'oversees']

/** "Indigo Stays, whose GM is Kavya Reddy", "Stratus IT, where Jonas Weber leads the work". */
function whoseTitle(r: Reader, view: View, x: number): void {
  const { at, isW, isX, personAt, sentence } = view
  if (at(x)?.k !== 'C' || !isX(x + 1, ',')) return
  const company = (at(x) as { ref: CompanyState }).ref
  let person: PersonState | undefined
  let title: string | undefined
  const t = at(x + 3)
  if (isW(x + 2, 'whose') && t?.k === 'T' && isW(x + 4, 'is', 'was')) {
    person = personAt(x + 5)
    title = t.title
  } else if (isW(x + 2, 'where') && isW(x + 4, ...LEAD_VERBS)) person = personAt(x + 3)
  if (person && !r.employerOf(person)) r.worksAt(person, company, sentence, title)
}

/** Units of a company a person is from: "from the accounts team at Vela Marine". */
const UNITS = ['team', 'department', 'office', 'desk', 'group', 'division']

/** "Chiara Romano from the accounts team at Vela Marine": the person right before works there. */
function fromTeamAt(r: Reader, view: View, x: number): void {
  const { at, isW, personAt, sentence } = view
  const person = personAt(x)
  if (!person || !isW(x + 1, 'from', 'in', 'on') || !isW(x + 2, 'the', 'our', 'their')) return
  let y = x + 3
  while (y < x + 6 && at(y)?.k === 'W' && !isW(y, ...UNITS)) y++
  if (!isW(y, ...UNITS) || !isW(y + 1, 'at', 'of') || at(y + 2)?.k !== 'C') return
  r.worksAt(person, (at(y + 2) as { ref: CompanyState }).ref, sentence)
}

/**
 * "Marcus Obi | Operations | Pelican Freight": a signature line of a name, one to three words of a
 * department and a company, each after a bar.
 */
function pipeDepartment(r: Reader, view: View): void {
  const { at, isX, n, elements, wholeLine, sentence } = view
  if (!wholeLine || at(0)?.k !== 'P' || !isX(1, '|') || at(n - 1)?.k !== 'C' || !isX(n - 2, '|')) return
  const middle = elements.slice(2, n - 2)
  if (middle.length < 1 || middle.length > 3 || !middle.every((e) => e.k === 'W' && e.cap)) return
  const company = (at(n - 1) as { ref: CompanyState }).ref
  const person = (at(0) as { ref: PersonState }).ref
  if (r.employerOf(person)) return
  r.worksAt(person, company, sentence)
  r.writer ??= company
}

/** "Fatou Diallo has joined us at Meridian Logistics (as head of ...)": the company after "us at". */
export const joinedUsAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (!isW(v, 'joined', 'joins', 'join', 'joining') || !isW(v + 1, 'us') || !isW(v + 2, 'at', 'here')) return false
  const c = isW(v + 2, 'here') && isW(v + 3, 'at') ? v + 4 : v + 3
  if (at(c)?.k !== 'C') return false
  const company = (at(c) as { ref: CompanyState }).ref
  const title = isW(c + 1, 'as') ? titleWithCompany(c + 2)?.title : undefined
  for (const s of subjects) r.worksAt(s, company, sentence, title, true)
  r.writer ??= company
  return true
}

/** "Their supplier Vortex Parts was represented by Mehmet Yılmaz": a company, then who stood for it. */
function representedBy(r: Reader, view: View, x: number): void {
  const { at, isW, personAt, sentence } = view
  if (at(x)?.k !== 'C' || !isW(x + 1, 'was', 'is', 'were', 'are') || !isW(x + 2, 'represented') || !isW(x + 3, 'by'))
    return
  const person = personAt(x + 4)
  if (person && !r.employerOf(person)) r.worksAt(person, (at(x) as { ref: CompanyState }).ref, sentence)
}

/** Words for one side of a deal: "on their end", "on our side". */
const SIDES = ['side', 'end']

/**
 * "Legal on their end is Arjun Nair", "Their partner on the board is Kenneth Osei": a role or
 * department, where it sits, then "is" and the person. "their" is the company in play, "our" the writer's.
 */
function roleOnSideIs(r: Reader, view: View, x: number): void {
  const { at, isW, personAt, sentence } = view
  let company: CompanyState | undefined
  let y = x
  if (isW(x, 'their', 'our') && at(x + 1)?.k === 'T' && isW(x + 2, 'on', 'at', 'for')) {
    // "Their partner on the board is P": up to four plain words between the title and "is".
    company = r.companyAt(at(x))
    y = x + 2
    while (y < x + 7 && at(y)?.k === 'W' && !isW(y, 'is', 'was')) y++
  } else if ((at(x)?.k === 'T' || at(x)?.k === 'W') && isW(x + 1, 'on') && isW(x + 2, 'their', 'our')) {
    if (!isW(x + 3, ...SIDES) || (x > 0 && at(x - 1)?.k !== 'X')) return
    company = r.companyAt(at(x + 2))
    y = x + 4
  } else return
  if (!isW(y, 'is', 'was')) return
  const person = personAt(y + 1)
  if (company && person && !r.employerOf(person)) r.worksAt(person, company, sentence)
}

/** "Marigold's brand team is Leticia Pereira and Ravi Menon", "Atlas Mobility team: A, B". */
function companyTeamIs(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  const c = at(x)
  if (c?.k !== 'C' || !c.poss) return
  let y = x + 1
  if (at(y)?.k === 'W' && !isW(y, 'team')) y++
  if (!isW(y, 'team') || !(isW(y + 1, 'is', 'are') || isX(y + 1, ':'))) return
  for (const p of listFrom(r, view, y + 2)) if (p !== r.me) r.worksAt(p, c.ref, sentence)
}

/** "Their team: A (CMO), B", "Our team: C", "From us: D, E": a side heading the line, then its people. */
function sideHeading(r: Reader, view: View): void {
  const { at, isW, isX, sentence } = view
  const x = view.bodyStart
  let company: CompanyState | undefined
  let from = -1
  if (isW(x, 'their', 'our') && isW(x + 1, 'team', 'side') && isX(x + 2, ':')) {
    company = r.companyAt(at(x))
    from = x + 3
  } else if (isW(x, 'from') && isW(x + 1, 'us') && isX(x + 2, ':')) {
    company = r.companyAt(at(x + 1))
    from = x + 3
  }
  if (!company) return
  for (const p of listFrom(r, view, from)) if (p !== r.me && !r.employerOf(p)) r.worksAt(p, company, sentence)
}

/**
 * "Our dispatch manager, Leila Farahani, would like ...": a possessive, a word the title lists do not
 * know, the title and the name. Not when a company follows the name ("their architect, P of C").
 */
function qualifiedTitle(r: Reader, view: View, x: number): void {
  const { at, isW, isX, personAt, sentence } = view
  const q = at(x + 1)
  const t = at(x + 2)
  if (!isW(x, 'their', 'our', 'its') || q?.k !== 'W' || q.cap || !/^\p{Ll}{3,}$/u.test(q.w) || t?.k !== 'T') return
  if (!isX(x + 3, ',')) return
  const person = personAt(x + 4)
  if (!person || r.employerOf(person) || isW(x + 5, 'of', 'from', 'at') || isX(x + 5, '(')) return
  const company = r.companyAt(at(x))
  if (company) r.worksAt(person, company, sentence, `${q.w} ${t.title}`)
}
