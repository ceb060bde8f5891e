/*
 * Companies that do not become the one in play (W16), so "their" after them still means the company
 * the note is about. A company the company in play acts on: "They're moving assays from a CRO (Pampa Bio S.A.)
 * in-house. Their lab manager Kamala Bhattarai ...", "They buy their meters from Hydrolink; their
 * head of IT ...". A sentence whose subject is "they" is about the company in play, and a company
 * named in it is what "they" buy from, leave or deal with: it does not take the place, so "their"
 * after it still means the company the note is about. Not when "their" turns to it at once
 * ("they work with Acme Corp; their CTO ...").
 * And the company of an agent named after "by": "a seed round led by Santiago Bustos at Andes Bio
 * Capital", "referred by Ana Ruiz from Pampa Ventures" tags the one who led or referred, not the account.
 */
import type { View } from './view.js'

const THEY = ['they', "they're", 'they’re', "they've", 'they’ve', "they'll", 'they’ll', 'theyre']

/** Whether the company at i stands in a sentence opened by "they" (see the module comment). */
export function theyActOn(view: View, i: number): boolean {
  const { isW, isX } = view
  const b = view.bodyStart
  if (i <= b || !isW(b, ...THEY) || view.speaker) return false
  return !(isX(i + 1, ';', ',', '.') && isW(i + 2, 'their'))
}

/** Whether the company at i tags a person named after "by": "led by P at C", "referred by P from C". */
export function agentTag(view: View, i: number): boolean {
  return view.isW(i - 1, 'at', 'from', 'of') && view.at(i - 2)?.k === 'P' && view.isW(i - 3, 'by')
}
