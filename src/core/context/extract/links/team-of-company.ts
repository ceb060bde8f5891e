/*
 * A person named with a company's team: "thanks to Yetunde Balogun and the whole Orbital team",
 * "Ana Lima and the rest of the Acme team". The person is one of that team, so works at the company,
 * when nothing else places them.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const TEAM = ['team', 'folks', 'crew', 'people', 'gang']
const WHOLE = ['whole', 'entire', 'wider', 'wonderful', 'great']

/** Reads one sentence for "P and the (whole | rest of the) C team". */
export function personAndTeam(r: Reader, view: View): void {
  const { at, isW, n } = view
  for (let i = 0; i + 4 < n; i++) {
    const person = view.personAt(i)
    if (!person || !isW(i + 1, 'and') || !isW(i + 2, 'the')) continue
    let k = i + 3
    if (isW(k, ...WHOLE)) k++
    else if (isW(k, 'rest') && isW(k + 1, 'of') && isW(k + 2, 'the')) k += 3
    const c = at(k)
    if (c?.k !== 'C' || !isW(k + 1, ...TEAM)) continue
    if (person !== r.me && !r.employerOf(person)) r.worksAt(person, c.ref, view.sentence)
  }
}
