/*
 * Work handed over when someone leaves (issue 27, E8: three tuning writers' batches, beside
 * successors.ts): "My old role at Harbourview Utilities is being covered by Sina Faleolo", "My old
 * accounts at Reefline Surf are now with Pua Kahananui", "please write to Camila Rojas, who has taken
 * over my accounts". The one the work went to works where it is: at the company the phrase names,
 * else where the one who left worked (successors.ts places it once the text is read).
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { DUTIES, ownerAt, record } from './successors.js'
import type { View } from './view.js'

/** What one hands over, beside successors.ts's duties: "my old role", "her job". */
const HANDED = new Set([...DUTIES, 'role', 'job', 'customers', 'book', 'patch'])
/** The only words between "at C" and the name: "is being covered by", "are now with", "go to". */
const PASSING = new Set([
  'is',
  'are',
  'being',
  'been',
  'has',
  'have',
  'now',
  'covered',
  'handled',
  'managed',
  'run',
  'taken',
  'over',
  'going',
  'gone',
  'go',
  'passed',
  'passing',
  'moved',
  'moving',
  'with',
  'by',
  'to',
])
/** What ends the run of passing words before the name: the one it went to follows. */
const TO = new Set(['with', 'by', 'to'])

/** Reads "my old DUTY at C ... with/by/to P" and "P, who has taken over my DUTY". */
export function handedOver(r: Reader, view: View): void {
  const { at, isW, isX, personAt, n } = view
  for (let x = view.bodyStart; x < n; x++) {
    // "My old role at Harbourview Utilities is being covered by Sina Faleolo".
    if (isW(x, 'my', 'his', 'her')) {
      let d = x + 1
      if (isW(d, 'old', 'former', 'previous')) d++
      if (!isW(d, ...HANDED) || !isW(d + 1, 'at') || at(d + 2)?.k !== 'C') continue
      const company = (at(d + 2) as { ref: CompanyState }).ref
      let k = d + 3
      while (k < n && k < d + 8 && isW(k, ...PASSING) && !isW(k, ...TO)) k++
      if (!isW(k, ...TO)) continue
      // The one who left it ("my old role") is no longer there: only the one it went to is placed.
      const person = personAt(k + 1)
      if (person && !(at(k + 1) as { poss: boolean }).poss && !r.employerOf(person))
        r.worksAt(person, company, view.sentence)
      continue
    }
    // "Camila Rojas, who has taken over my accounts".
    const person = personAt(x)
    if (!person || !isX(x + 1, ',') || !isW(x + 2, 'who')) continue
    let v = x + 3
    if (isW(v, 'has', 'have', 'will', 'now')) v++
    if (isW(v, 'taken', 'take', 'takes', 'took') && isW(v + 1, 'over')) v += 2
    else if (isW(v, 'cover', 'covers', 'covered', 'covering')) v++
    else continue
    if (!isW(v, 'my', 'his', 'her') || !isW(v + 1, ...HANDED)) continue
    const owner = ownerAt(r, view, v, person)
    if (owner) record(r, view, person, owner, undefined)
  }
}
