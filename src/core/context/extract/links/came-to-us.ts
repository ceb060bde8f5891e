/*
 * "Olumide comes to us from Paystack", "Ji-ho Shin, who came to us from our Seoul partner Hanbit Cloud"
 * (M7, issue 27): the one who came works at "our" company now, and left the company after "from" for
 * it (a move the finishing pass draws once "our" is resolved). Only "to us" (not "came to us with a
 * question from ..."), and only a company within a few words of "from".
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** Reads one sentence for "P comes to us from C" and "P, who came to us from C". */
export function cameToUs(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let v = view.bodyStart + 1; v < n; v++) {
    if (!isW(v, 'comes', 'came', 'coming') || !isW(v + 1, 'to') || !isW(v + 2, 'us') || !isW(v + 3, 'from')) continue
    const person = isW(v - 1, 'who') && isX(v - 2, ',') ? view.personAt(v - 3) : view.personAt(v - 1)
    if (!person || person === r.me) continue
    let company: CompanyState | undefined
    for (let x = v + 4; x < n && x <= v + 8 && !company; x++) {
      // A company named ("our Seoul partner Hanbit Cloud": not "our", which is where they came to).
      const e = at(x)
      if (e?.k === 'C' && !e.poss) company = e.ref
      if (isX(x, ',', '.', ';', '(')) break
    }
    if (!company || r.past.length >= EXTRACTION_LIMITS.links) continue
    r.past.push({ person, company, joined: true })
    r.worksAt(person, r.oursHere(), view.sentence)
  }
}
