/*
 * "Our" by elimination: a note whose heading names two companies ("Quarterly review: Kestrel Freight
 * / Valo Analytics Oy") and places people at one of them ("From Kestrel Freight: ...") while others
 * are "ours" ("From our side: ...") is written from the other company. Only when nothing else says
 * whose the writer is: no signature company, no employer or address of the one who signed.
 */
import { FREE_MAIL_DOMAINS } from '../../lexicon.js'
import { companyKey, type CompanyState } from '../elements.js'
import { WRITER_COMPANY, type Reader } from '../reader.js'

/** The longest first line read as a heading. */
const HEADING_LENGTH = 100
/** A sentence's end or a first person in the first line: a paragraph, no heading. */
const HEADING_STOP = /[.!?]\s|\b(?:I|I've|I'm|I'll|we|we've)\b/

/** Sets the writer's company to the heading's other company, when the text leaves it open. */
export function oursByElimination(r: Reader): void {
  if (r.writer || r.companies.size !== 2) return
  if (!r.links.some((l) => l.kind === 'works_at' && l.to === WRITER_COMPANY)) return
  const signer = r.writerPerson
  if (
    signer &&
    (r.employerOf(signer) || signer.emails.some((e) => !FREE_MAIL_DOMAINS.has(e.slice(e.indexOf('@') + 1))))
  )
    return
  // Both companies named in the text's first line, a heading: short, and no sentence of its own.
  const firstLine = r.text.indexOf('\n')
  if (firstLine < 0 || firstLine > HEADING_LENGTH || HEADING_STOP.test(r.text.slice(0, firstLine))) return
  const [a, b] = [...r.companies.values()] as [CompanyState, CompanyState]
  if (a.at >= firstLine || b.at >= firstLine) return
  const placed = (c: CompanyState) =>
    r.links.some((l) => l.kind === 'works_at' && l.to !== WRITER_COMPANY && companyKey(l.to) === c.key)
  if (placed(a) === placed(b)) return
  r.writer = placed(a) ? b : a
}
