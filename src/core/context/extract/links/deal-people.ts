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
import { EXTRACTION_LIMITS } from '../types.js'
import { listFrom } from './sides.js'
import { selfEmployed } from './self-employed.js'
import { fromProvider } from './providers.js'
import type { VerbRule, View } from './view.js'
import { listGoesOn } from './near-miss-owners.js'

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
    currentlyAt(r, view, x)
    companyDoes(r, view, x)
    buysFor(r, view, x)
    beforeLeaving(r, view, x)
    allOfCompany(r, view, x)
    fromProvider(r, view, x)
  }
  announcesJoin(r, view)
  selfEmployed(r, view)
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

/** "the CV of Wei Zhang, currently a QA manager at Norrland Pharma": a name after "of" is read by no clause. */
function currentlyAt(r: Reader, view: View, x: number): void {
  const { isW, isX, personAt, titleWithCompany, sentence } = view
  const person = personAt(x)
  if (!person || !isW(x - 1, 'of') || !isX(x + 1, ',') || !isW(x + 2, 'currently', 'now')) return
  const t = titleWithCompany(x + 2)
  if (t?.company && !r.employerOf(person)) r.worksAt(person, t.company, sentence, t.title)
}

/** Verbs of a company's share of a job: "Velvet Agency does the creative (Ayumi Sato leads)". */
const DOES = ['does', 'handles', 'runs', 'owns', 'leads']

/** "Velvet Agency does the creative (Ayumi Sato leads), Pressline does PR (Connor Byrne)": who does it for C. */
function companyDoes(r: Reader, view: View, x: number): void {
  const { at, isW, isX, personAt, sentence } = view
  if (at(x)?.k !== 'C' || !isW(x + 1, ...DOES)) return
  let y = x + 2
  while (y < x + 6 && at(y)?.k === 'W') y++
  if (!isX(y, '(')) return
  const person = personAt(y + 1)
  const close = isW(y + 2, 'leads', 'lead', 'runs', 'owns') ? y + 3 : y + 2
  if (person && isX(close, ')') && !r.employerOf(person))
    r.worksAt(person, (at(x) as { ref: CompanyState }).ref, sentence)
}

/** Verbs of buying or selling for one's employer: "Kasia Zielinska, who buys packaging for Morningside Bakeries". */
const TRADES = ['buys', 'purchases', 'sources', 'sells', 'bought', 'sold']

/** "P, who buys packaging for C": a buyer or seller for a company works there. */
function buysFor(r: Reader, view: View, x: number): void {
  const { at, isW, isX, personAt, sentence } = view
  const person = personAt(x)
  if (!person || !isX(x + 1, ',') || !isW(x + 2, 'who') || !isW(x + 3, ...TRADES)) return
  let y = x + 4
  while (y < x + 8 && at(y)?.k === 'W' && !isW(y, 'for')) y++
  if (isW(y, 'for') && at(y + 1)?.k === 'C' && !r.employerOf(person))
    r.worksAt(person, (at(y + 1) as { ref: CompanyState }).ref, sentence)
}

/**
 * "She worked for me at Quantix for three years before leaving for Loop Health": the clause's
 * subject left the company named before for the one after "leaving for" ("moving to", "joining").
 */
function beforeLeaving(r: Reader, view: View, x: number): void {
  const { at, isW, sentence } = view
  if (!isW(x, 'before') || !r.lastPerson || r.lastPerson === r.me) return
  let c = -1
  if (isW(x + 1, 'leaving') && isW(x + 2, 'for')) c = x + 3
  else if (isW(x + 1, 'moving') && isW(x + 2, 'to')) c = x + 3
  else if (isW(x + 1, 'joining')) c = x + 2
  if (at(c)?.k !== 'C') return
  let previous: CompanyState | undefined
  for (let y = x - 1; y >= 0 && !previous; y--) {
    const e = at(y)!
    if (e.k === 'P' && e.ref !== r.lastPerson) return
    if (e.k === 'C' && isW(y - 1, 'at')) previous = e.ref
  }
  const next = (at(c) as { ref: CompanyState }).ref
  if (!previous || previous === next) return
  r.leftFor(r.lastPerson, previous, next, sentence)
  r.worksAt(r.lastPerson, next, sentence)
}

/** "Sofia Marchetti, Jonas Berg, Ama Owusu (all Orion Retail)", "; A, B (Tejo Foods);": the names listed before it. */
function allOfCompany(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  if (!isX(x, '(')) return
  const all = isW(x + 1, 'all', 'both')
  const c = all ? x + 2 : x + 1
  if (at(c)?.k !== 'C' || !isX(c + 1, ')')) return
  // "Attendees: A, B (Tejo Foods); C, D (Brightline)": a group between semicolons is the company's too.
  // ... and one a comma ends when the list goes on name by name: "Present: A and B (C1), D (C2)" (N2).
  if (!all && !(isX(c + 2, ';') || c + 2 >= view.n || listGoesOn(view, c + 2))) return
  const company = (at(c) as { ref: CompanyState }).ref
  const people = []
  let group = false
  for (let y = x - 1; y >= 0 && y > x - 24; y--) {
    const e = at(y)!
    if (e.k === 'P') people.push(e.ref)
    else if (isX(y, ';', ':')) {
      group = true
      break
    } else if (!(isX(y, ',') || isW(y, 'and'))) break
  }
  // Without "all", only a group opened by a colon or a semicolon: "Maria Lopez and Peter Novak (Orbis Labs)" is Peter's.
  if (all || (group && people.length > 1)) for (const p of people) r.worksAt(p, company, sentence)
}

/** Verbs of joining, with no company after them: "..., joins as CFO", "has joined the team". */
const JOINS = ['joins', 'joined', 'join', 'joining']

/**
 * "Acme Corp announces that Li Wei, formerly CFO of Beta Ltd, joins as CFO": the announcing
 * company's new person, and the company they were at before.
 */
function announcesJoin(r: Reader, view: View): void {
  const { at, isW, n, titleWithCompany, sentence } = view
  let x = 0
  while (x < n && at(x)?.k !== 'C') x++
  if (x >= 3 || at(x)?.k !== 'C') return
  let y = x + 1
  if (isW(y, 'today', 'proudly')) y++
  if (isW(y, 'is', 'are') && isW(y + 1, 'pleased', 'proud', 'excited', 'happy') && isW(y + 2, 'to')) y += 3
  if (!isW(y, 'announces', 'announced', 'announce')) return
  y++
  if (isW(y, 'that')) y++
  const person = at(y)
  if (person?.k !== 'P') return
  let previous: CompanyState | undefined
  for (let v = y + 1; v < n && v < y + 16; v++) {
    if (isW(v, 'formerly', 'previously')) {
      for (let c = v + 1; c < n && c < v + 6 && !previous; c++)
        if (at(c)?.k === 'C') previous = (at(c) as { ref: CompanyState }).ref
    }
    if (at(v)?.k === 'P') return
    if (!isW(v, ...JOINS) || at(v + 1)?.k === 'C') continue
    const company = (at(x) as { ref: CompanyState }).ref
    const title = isW(v + 1, 'as') ? titleWithCompany(v + 2)?.title : undefined
    r.worksAt(person.ref, company, sentence, title, true)
    if (previous && previous !== company) r.leftFor(person.ref, previous, company, sentence)
    return
  }
}

/**
 * "Kwame Boateng joins from Harbor Lane as Head of Partnerships" in a note whose company is known
 * ("Org update from Granite Pay:", a signature read before): joins the writer's company, from the other.
 */
export const joinsFromVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (!r.writer || !isW(v, 'joins', 'joined', 'joining') || !isW(v + 1, 'from') || at(v + 2)?.k !== 'C') return false
  const from = (at(v + 2) as { ref: CompanyState }).ref
  if (from === r.writer) return false
  const title = isW(v + 3, 'as') ? titleWithCompany(v + 4) : undefined
  if (title?.company) return false
  for (const s of subjects) {
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: from })
    // "their new CFO, Grant Mitchell, who joined from Zespri": joined the employer the sentence gave (N1).
    const known = r.employerOf(s)
    if (!(known && known !== r.writer && known !== from && known !== r.ours))
      r.worksAt(s, r.writer, sentence, title?.title, true)
  }
  return true
}
