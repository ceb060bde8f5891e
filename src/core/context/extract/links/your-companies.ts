/*
 * A company the writer names as the addressee's (issue 27, W18): "whether your team at Andes Fibras
 * can ship via Valparaíso". The writer does not sit there, so a title with no company (the signature's
 * "Senior Buyer") is not placed at it as the company in play; the addressee's own link is read elsewhere.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** What of the addressee's stands before "at C": "your team at C", "your side at C". */
const PARTS = ['team', 'side', 'end', 'folks', 'people', 'colleagues', 'office', 'plant', 'mill', 'lab', 'company']

const theirs = new WeakMap<Reader, Set<CompanyState>>()

/** Reads one sentence for "your PART at C". */
export function yourCompanies(r: Reader, view: View): void {
  const { at, isW } = view
  for (let i = view.bodyStart; i + 3 < view.n; i++) {
    if (!isW(i, 'your') || !isW(i + 1, ...PARTS) || !isW(i + 2, 'at', 'in')) continue
    const e = at(i + 3)
    if (e?.k !== 'C' || e.ref === r.ours) continue
    let set = theirs.get(r)
    if (!set) theirs.set(r, (set = new Set()))
    if (set.size < 50) set.add(e.ref)
  }
}

/** Takes the titles placed at a company only as the one in play out, where that company is the addressee's. */
export function dropTitlesAtTheirs(r: Reader): void {
  const set = theirs.get(r)
  if (!set) return
  for (let x = r.titledInPlay.length - 1; x >= 0; x--)
    if (set.has(r.titledInPlay[x]!.company)) r.titledInPlay.splice(x, 1)
}
