/*
 * A person named with a department of the company in play (M2, issue 27: three tuning writers'
 * batches): "Idris Khan (finance)" under a council's heading, "Tom Fischer from the e-commerce team",
 * "someone from procurement, Lindiwe Zulu", "Spoke to Noura Al-Sayed in accounts payable". A
 * department is no title, so nothing placed them; they are placed as a titled person is, at the
 * company in play once the text is read, unless the text places them elsewhere. Not sales or support:
 * in a ticket or a call note those are as often the writer's own side ("Workaround sent by Pavel
 * Novak (support)").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

const DEPARTMENTS = new Set([
  'finance',
  'procurement',
  'purchasing',
  'accounts',
  'payable',
  'receivable',
  'payroll',
  'treasury',
  'legal',
  'compliance',
  'risk',
  'hr',
  'it',
  'operations',
  'ops',
  'logistics',
  'warehouse',
  'marketing',
  'e-commerce',
  'ecommerce',
  'engineering',
  'product',
  'design',
  'security',
  'facilities',
  'quality',
  'audit',
  'tax',
])

/** Where a department of one or two words starting at k ends ("the e-commerce team", "accounts payable"); -1 when none. */
function departmentEnd(view: View, k: number): number {
  let x = view.isW(k, 'the') ? k + 1 : k
  const start = x
  while (x < start + 2 && view.at(x)?.k === 'W' && DEPARTMENTS.has((view.at(x) as { w: string }).w)) x++
  if (x === start) return -1
  return view.isW(x, 'team', 'department', 'dept') ? x + 1 : x
}

function place(r: Reader, view: View, person: PersonState | undefined): void {
  if (!person || !r.inPlay || r.titledInPlay.length >= EXTRACTION_LIMITS.links) return
  r.titledInPlay.push({ person, company: r.inPlay, sentence: view.sentence() })
}

/** Reads "P (finance)", "P from the e-commerce team", "P in accounts payable" and "from procurement, P". */
export function departmentsOf(r: Reader, view: View): void {
  const { isW, isX, personAt } = view
  for (let i = 0; i < view.n; i++) {
    const p = personAt(i)
    if (p && isX(i + 1, '(')) {
      const end = departmentEnd(view, i + 2)
      if (end > 0 && isX(end, ')')) place(r, view, p)
    } else if (p && isW(i + 1, 'from', 'in')) {
      const end = departmentEnd(view, i + 2)
      if (end > 0 && (end >= view.n || isX(end, ',', '.', ';', ')'))) place(r, view, p)
    } else if (isW(i, 'from')) {
      const end = departmentEnd(view, i + 1)
      if (end > 0 && isX(end, ',')) place(r, view, personAt(end + 1))
    }
  }
}
