/**
 * "Rehema Kimaro used to work at Tanzania Breweries with our own Sophie Lindahl", "Juma worked at
 * Ecobank with Kofi Darko for years": two people who worked somewhere together know each other.
 * ("worked together at C" reads elsewhere; here the second person follows the company and "with".)
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const WORKED = ['worked', 'work', 'was', 'were', 'interned', 'trained', 'studied', 'served']

/** Reads "P (used to) work(ed) at C with Q" in one sentence. */
export function workedAtWith(r: Reader, view: View): void {
  const { at, isW, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    const subject = view.personAt(i)
    if (!subject) continue
    let k = i + 1
    if (isW(k, 'also', 'once', 'previously')) k++
    if (isW(k, 'used') && isW(k + 1, 'to')) k += 2
    if (!isW(k, ...WORKED) || !isW(k + 1, 'at', 'for', 'in')) continue
    if (at(k + 2)?.k !== 'C' || !isW(k + 3, 'with', 'alongside')) continue
    let q = k + 4
    if (isW(q, 'our', 'my')) q++
    if (isW(q, 'own', 'colleague', 'friend')) q++
    const other = view.personAt(q)
    if (other && other !== subject) r.knows(subject, other, view.sentence)
  }
}
