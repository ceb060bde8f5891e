/*
 * The sides of a deal, told by where people sit rather than by their titles: "Pablo Ruiz, who
 * handles billing on our end", "On their side: Deepa Pillai and Arash Kazemi. On ours: me and Felix
 * Wagner", "From Zephyr Air we have Nikos and Elena; from Northstar Consulting, Jack and me", and
 * "Jun starts today here at Pinecone Works" (the one who says "here" works there too).
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { APPOINT_VERBS } from '../company-labels.js'
import { TITLE_HEADS } from '../../lexicon.js'
import { usThemLine } from './us-them.js'

/** Words for one side of a meeting or deal: "on our side", "on their end", "from our team". */
const SIDE_WORDS = new Set(['side', 'end', 'team'])
/** Verbs of visiting: "Anna visited us here at C" is no employee of C. */
const VISIT_WORDS = new Set(['visited', 'visiting', 'visit', 'met', 'meet', 'came', 'come', 'hosted', 'toured'])

/** Reads the sides a sentence tells. */
export function sidesOf(r: Reader, view: View): void {
  for (let x = 0; x < view.n; x++) {
    sideList(r, view, x)
    onOurSide(r, view, x)
    hereAt(r, view, x)
    representedBy(r, view, x)
    ourUnit(r, view, x)
    theirTitleIs(r, view, x)
    appointed(r, view, x)
    yourContact(r, view, x)
  }
  memoHeading(r, view)
  usThemLine(r, view, listFrom)
  // "Warm regards,\nTamarind Travel": a company alone under the sign-off signs for itself.
  const only = view.elements.filter((e) => e.k !== 'X')
  if (r.signature > 0 && view.wholeLine && only.length === 1 && only[0]!.k === 'C') r.writer ??= only[0]!.ref
}

/** Words heading a company's own note: "Internal memo, Granary Foods:", "Announcement from Falcon Ridge:". */
const MEMO_WORDS = new Set(['memo', 'announcement', 'update', 'newsletter', 'bulletin', 'notice'])

/** "Internal memo, Granary Foods: ... from our Seoul office": the company whose note it is is "our". */
function memoHeading(r: Reader, view: View): void {
  const { at, isW, isX } = view
  for (let x = 0; x < 3 && x < view.n; x++) {
    if (!isW(x, ...MEMO_WORDS) || !(isX(x + 1, ',') || isW(x + 1, 'from'))) continue
    if (at(x + 2)?.k === 'C' && isX(x + 3, ':')) r.writer ??= (at(x + 2) as { ref: CompanyState }).ref
    return
  }
}

/** "their buyer is Nkechi Okafor", "our CISO is Sipho Dlamini": the title's company, then the name. */
function theirTitleIs(r: Reader, view: View, x: number): void {
  const { at, isW, sentence } = view
  if (!isW(x, 'their', 'its', 'our') || at(x + 1)?.k !== 'T' || !isW(x + 2, 'is') || at(x + 3)?.k !== 'P') return
  const person = (at(x + 3) as { ref: PersonState }).ref
  if (!r.employerOf(person)) r.worksAt(person, r.companyAt(at(x)), sentence, (at(x + 1) as { title: string }).title)
}

/** Nouns for whom someone deals with at a company: "where his contact is P". */
const CONTACT_NOUNS = new Set(['contact', 'counterpart', 'champion', 'sponsor', 'buyer', 'rep', 'liaison'])
/** A company's units: "our robotics practice at C", "moved to our London office". */
const UNIT_NOUNS = new Set(['practice', 'team', 'office', 'group', 'division', 'department', 'branch', 'unit'])

/**
 * "Granite Cloud, represented by Oscar Lindberg", "Vega Markets, where his contact is Lucía Herrera":
 * a company, then who stands for it.
 */
function representedBy(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  if (at(x)?.k !== 'C' || !isX(x + 1, ',')) return
  const company = (at(x) as { ref: CompanyState }).ref
  if (isW(x + 2, 'represented') && isW(x + 3, 'by') && at(x + 4)?.k === 'P')
    r.worksAt((at(x + 4) as { ref: PersonState }).ref, company, sentence)
  else if (isW(x + 2, 'where')) {
    let y = x + 3
    if (isW(y, 'his', 'her', 'their', 'our', 'my', 'the')) y++
    if ((isW(y, ...CONTACT_NOUNS) || at(y)?.k === 'T') && isW(y + 1, 'is', 'was') && at(y + 2)?.k === 'P')
      r.worksAt((at(y + 2) as { ref: PersonState }).ref, company, sentence)
  }
}

/**
 * "Haruto leads our robotics practice at Orbital Works": the writer's company is C. "Colin Reid, who
 * has moved to our London office": the nearest person before works at the writer's company.
 */
function ourUnit(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  if (!isW(x, 'our')) return
  let y = x + 1
  while (y < x + 4 && at(y)?.k === 'W' && !isW(y, ...UNIT_NOUNS)) y++
  if (!isW(y, ...UNIT_NOUNS)) return
  if (isW(y + 1, 'at') && at(y + 2)?.k === 'C') {
    r.writer ??= (at(y + 2) as { ref: CompanyState }).ref
    return
  }
  if (!isW(x - 1, 'to', 'in', 'at', 'from')) return
  for (let z = x - 2; z >= 0 && z > x - 10; z--) {
    const e = at(z)!
    if (e.k === 'C' || isX(z, '.', ';', ':') || (e.k === 'W' && VISIT_WORDS.has(e.w))) return
    if (e.k === 'P') {
      if (!r.employerOf(e.ref)) r.worksAt(e.ref, r.oursHere(), sentence)
      return
    }
  }
}

/** Whose side "our"/"their" is: the writer's company, or the company in play. */
function sideCompany(r: Reader, view: View, x: number): CompanyState | undefined {
  if (view.isW(x, 'our', 'ours', 'us')) return r.oursHere()
  if (view.isW(x, 'their', 'theirs')) return r.inPlay
  return undefined
}

/** The people of a list from `from` on ("A (COO), B and me"), to the end of the clause. */
export function listFrom(r: Reader, view: View, from: number): PersonState[] {
  const { at, isX, isW, n } = view
  const people: PersonState[] = []
  for (let x = from; x < n && x < from + 24; x++) {
    const e = at(x)!
    if (e.k === 'P') people.push(e.ref)
    else if (isW(x, 'me', 'i', 'myself')) people.push(view.speaker ?? r.me)
    else if (isX(x, '(')) while (x < n && x < from + 24 && !isX(x, ')')) x++
    // "Their team: Dr. Kwame Asare (CMO), ...": an honorific before a name.
    else if (isW(x, 'dr', 'mr', 'mrs', 'ms', 'prof') && at(x + (isX(x + 1, '.') ? 2 : 1))?.k === 'P') {
      if (isX(x + 1, '.')) x++
    } else if (!(isX(x, ',') || isW(x, 'and', 'just', 'also'))) break
  }
  return people
}

/**
 * "On their side: A and B", "On ours: me and C", "Our side: ...", "From Zephyr Air we have A and B",
 * "from Northstar Consulting, C and me": a side named, then its people.
 */
function sideList(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  let company: CompanyState | undefined
  let from = -1
  if (
    isW(x, 'on', 'from') &&
    (isW(x + 1, 'ours', 'theirs') || (isW(x + 2, ...SIDE_WORDS) && isW(x + 1, 'our', 'their')))
  ) {
    const end = isW(x + 1, 'ours', 'theirs') ? x + 2 : x + 3
    if (!isX(end, ':', ',')) return
    company = sideCompany(r, view, x + 1)
    from = end + 1
  } else if (isW(x, 'from') && at(x + 1)?.k === 'C' && (x === 0 || isX(x - 1, ';', ',', '.') || isW(x - 1, 'and'))) {
    // "From Zephyr Air we have ...", "from Northstar Consulting, ...".
    company = (at(x + 1) as { ref: CompanyState }).ref
    if (isW(x + 2, 'we') && isW(x + 3, 'have', 'had')) from = x + 4
    else if (isX(x + 2, ',', ':')) from = x + 3
  }
  if (!company || from < 0) return
  for (const p of listFrom(r, view, from)) r.worksAt(p, company, sentence)
}

/** "Pablo Ruiz, who handles billing on our end", "Ahmed Karim on our side owns it": the nearest person before. */
function onOurSide(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  if (!isW(x, 'on', 'from') || !isW(x + 1, 'our', 'their') || !isW(x + 2, ...SIDE_WORDS)) return
  // A side heading its list ("On our side: ...") is sideList's.
  if (isX(x + 3, ':')) return
  for (let y = x - 1; y >= 0 && y > x - 10; y--) {
    const e = at(y)!
    if (e.k === 'C' || isX(y, '.', ';', ':')) return
    if (e.k === 'P') {
      const company = sideCompany(r, view, x + 1)
      if (company && !r.employerOf(e.ref)) r.worksAt(e.ref, company, sentence)
      return
    }
  }
}

/** "Jun starts today here at Pinecone Works": the one who writes "here" and the clause's person work there. */
function hereAt(r: Reader, view: View, x: number): void {
  const { at, isW, isX, sentence } = view
  if (!isW(x, 'here') || !isW(x + 1, 'at') || at(x + 2)?.k !== 'C') return
  const company = (at(x + 2) as { ref: CompanyState }).ref
  r.worksAt(view.speaker ?? r.lineSpeaker ?? r.me, company, sentence)
  for (let y = x - 1; y >= 0 && y > x - 10; y--) {
    const e = at(y)!
    if (e.k === 'C' || isX(y, '.', ';', ':', ',') || (e.k === 'W' && VISIT_WORDS.has(e.w))) return
    if (e.k === 'P') {
      if (e.ref !== view.speaker) r.worksAt(e.ref, company, sentence)
      return
    }
  }
}

/** Whether the company at i only tags the person before it: "Maya Levin from Crossroads Capital", "Rohan Gupta of C". */
export function taggedPerson(view: View, i: number): boolean {
  const { at, isW } = view
  if (!isW(i - 1, 'from', 'of')) return false
  // "Eze joins from Golden Field Foods": a former employer, told about the person before the verb.
  return at(i - 2)?.k === 'P' || (isW(i - 2, ...ARRIVAL_VERBS) && at(i - 3)?.k === 'P')
}

/** Verbs of arriving from a former employer: "Eze joins from Golden Field Foods". */
const ARRIVAL_VERBS = ['joins', 'joined', 'joining', 'comes', 'came', 'moves', 'moved', 'arrives', 'arrived']

/** "Harvest Table today named Ngozi Eze its Chief Executive Officer": the company's new person. */
function appointed(r: Reader, view: View, x: number): void {
  const { at, isW, sentence } = view
  if (at(x)?.k !== 'C') return
  let k = x + 1
  if (isW(k, 'today', 'has', 'have')) k++
  if (!isW(k, ...APPOINT_VERBS) || at(k + 1)?.k !== 'P') return
  let t = k + 2
  if (isW(t, 'as')) t++
  if (isW(t, 'its', 'their', 'the', 'a', 'new')) t++
  if (isW(t, 'new')) t++
  const title = at(t)
  if (title?.k !== 'T') return
  r.worksAt((at(k + 1) as { ref: PersonState }).ref, (at(x) as { ref: CompanyState }).ref, sentence, title.title)
}

/** "Your coordinator will be Rafael Souza", "your account manager is P": the writer's person for the reader. */
function yourContact(r: Reader, view: View, x: number): void {
  const { at, isW, sentence } = view
  if (!isW(x, 'your')) return
  let y = x + 1
  let role = false
  for (; y < x + 4 && (at(y)?.k === 'W' || at(y)?.k === 'T'); y++) {
    const e = at(y)!
    if (e.k === 'T' || (e.k === 'W' && (CONTACT_NOUNS.has(e.w) || TITLE_HEADS.has(e.w)))) role = true
    if (isW(y, 'is', 'will', 'was')) break
  }
  if (!role) return
  if (isW(y, 'will') && isW(y + 1, 'be')) y++
  else if (!isW(y, 'is')) return
  const person = at(y + 1)
  if (person?.k === 'P' && !r.employerOf(person.ref)) r.worksAt(person.ref, r.oursHere(), sentence)
}
