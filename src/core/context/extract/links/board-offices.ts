/*
 * A board office in lower case, in brackets after a name on a line of who was there (issue 27, M12):
 * "In attendance: Hemi Walker (company secretary)", "Present: Fadumo Hassan (chair), Liban Ali
 * (treasurer)", "Present: Mercedes Oyarzún (president)". Three fresh batches' board minutes wrote the
 * company only in the heading, and the title reader leaves "chair", "president" and "secretary"
 * alone in lower case ("pull up a chair", "the president said"). In brackets that hold nothing but
 * the office, on an attendance line, they are a title: the person works at the company in play, as
 * "Omar Haddad (CFO)" does, when nothing else places them: the company of the text's first line, when
 * it names one company and no one (the company in play has moved on by the second attendance line). Brackets that name a company or say
 * more ("(Hiiraan Bank, observer)", "(outside counsel)") are not read here.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** The company the text's first line names, alone and with no person: "Board meeting - Fundación Sembrar, 12 Jan". */
const headings = new WeakMap<Reader, CompanyState | null>()

/** Words that open a line of who was there: "Present:", "In attendance:", "Attendees:". */
const HEADS = new Set(['present', 'attendance', 'attendees', 'attending'])
/** Board offices, alone or after a qualifier ("company secretary", "vice chair"). */
const OFFICES = new Set(['chair', 'chairman', 'chairwoman', 'chairperson', 'president', 'secretary'])
const QUALIFIERS = new Set(['company', 'vice', 'deputy', 'board'])

/** Reads "P (office)" on an attendance line: a title at the company in play. */
export function boardOffices(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  let heading = headings.get(r)
  if (heading === undefined) {
    const companies = view.elements.filter((e) => e.k === 'C')
    const alone = view.wholeLine && companies.length === 1 && view.peopleHere.length === 0
    heading = alone ? companies[0]!.ref : null
    headings.set(r, heading)
    return
  }
  if (!heading || !view.wholeLine) return
  const h = isW(0, 'in') ? 1 : 0
  if (!isW(h, ...HEADS) || !isX(h + 1, ':')) return
  for (let i = h + 2; i + 3 < n; i++) {
    const p = at(i)
    if (p?.k !== 'P' || p.poss || !isX(i + 1, '(')) continue
    const q = isW(i + 2, ...QUALIFIERS) ? i + 3 : i + 2
    const office = at(q)
    if (office?.k !== 'W' || !OFFICES.has(office.w) || !isX(q + 1, ')')) continue
    const title = q > i + 2 ? `${(at(i + 2) as { w: string }).w} ${office.w}` : office.w
    p.ref.title ??= title
    if (r.titledInPlay.length < EXTRACTION_LIMITS.links)
      r.titledInPlay.push({ person: p.ref, company: heading, sentence: view.sentence() })
  }
}
