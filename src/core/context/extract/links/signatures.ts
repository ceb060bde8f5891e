/*
 * Signatures: the lines under a name that say where its person works. "Head of Sales, Thistle
 * Looms", "Partnerships at Kōwhai", "Finance, Orchard Bank", and a dash line "— Claire Dubois,
 * Customer Success, Paperplane".
 */
import type { CompanyState, Element, PersonState } from '../elements.js'
import { department } from '../titles.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { signsForWriter } from '../quoted-writers.js'
import { servesFromOutside } from './outside-roles.js'
import { closesLetter } from './closing-lines.js'

/** A line that is a title (and company) under a name line: a signature or an attendee entry. */
export function lineUnderName(r: Reader, view: View): void {
  const { at, isW, titleWithCompany, n, sentence, elements, wholeLine } = view
  if (wholeLine && r.linePerson && r.linePersonAge > 0 && r.linePersonAge <= 4 && !elements.some((x) => x.k === 'P')) {
    const first = elements.findIndex((x) => x.k !== 'X')
    const t = first >= 0 ? titleWithCompany(first) : undefined
    if (t) {
      let company = t.company
      // "(advisor to Kaamos Systems)": the company the advisor serves, not an employer.
      if (!company && !servesFromOutside(view, t.title, t.next))
        for (let x = t.next; x < n; x++) if (at(x)?.k === 'C') company = (at(x) as { ref: CompanyState }).ref
      r.worksAt(r.linePerson, company, sentence, t.title)
      // A name line with a title line under it is a signature: its person wrote the text.
      r.writerPerson ??= r.linePerson
      if (company && signsForWriter(r)) r.writer ??= company
    } else if (departmentLine(r, view)) {
      // "Finance, Orchard Bank": a department and the company under the name.
      const company = (at(n - 1) as { ref: CompanyState }).ref
      r.worksAt(r.linePerson, company, sentence)
      if (signsForWriter(r)) r.writer ??= company
    } else if (r.signature > 0 && n >= 3 && n <= 6 && at(n - 1)?.k === 'C' && isW(n - 2, 'at', '@')) {
      // "Partnerships at Kōwhai": a role the lists do not know, at the signature's company.
      if (elements.slice(0, n - 2).every((x) => x.k === 'W')) {
        const company = (at(n - 1) as { ref: CompanyState }).ref
        r.worksAt(r.linePerson, company, sentence)
        if (signsForWriter(r)) r.writer ??= company
      }
    } else if (
      // "Tobias Keller / Account Executive / Sunstone Software": a company under a titled name line, sign-off or not.
      // "Priya Shah / Brightwave Software" closing the text: a name and company line are its signature.
      (r.signature > 0 ||
        (r.linePerson.title !== undefined && r.linePersonAge === 2) ||
        (r.linePersonAge === 1 && closesLetter(r, r.lineEnd))) &&
      elements.length > 0 &&
      elements.every((x) => x.k === 'C' || x.k === 'X' || (x.k === 'W' && x.w.includes('.')))
    ) {
      const company = elements.find((x): x is Extract<Element, { k: 'C' }> => x.k === 'C')
      if (company) {
        r.worksAt(r.linePerson, company.ref, sentence)
        if (signsForWriter(r)) r.writer ??= company.ref
      }
    }
  }
}

/** A line under a name that is a department, a comma and a company: "Finance, Orchard Bank". */
function departmentLine(r: Reader, view: View): boolean {
  const { at, isX, n, elements } = view
  return (
    (r.signature > 0 || r.linePersonAge === 1) &&
    n >= 3 &&
    at(n - 1)?.k === 'C' &&
    isX(n - 2, ',') &&
    department(elements, 0, n - 2)
  )
}

/**
 * "— Claire Dubois, Customer Success, Paperplane": after a name, a department, a comma and a
 * company closing the sentence. Returns the index after the company, or k when the shape is not there.
 */
export function departmentAfterName(r: Reader, view: View, person: PersonState, k: number): number {
  const { at, isX, n, elements, sentence } = view
  if (!isX(k, ',')) return k
  let comma = k + 1
  while (comma < n && comma - k <= 4 && elements[comma]?.k === 'W') comma++
  if (!isX(comma, ',') || at(comma + 1)?.k !== 'C' || !department(elements, k + 1, comma)) return k
  if (!(comma + 2 >= n || isX(comma + 2, '.', ','))) return k
  r.worksAt(person, (at(comma + 1) as { ref: CompanyState }).ref, sentence)
  return comma + 2
}
