/*
 * Several names, then a dash and their company, on one line (W10): "Chen Jia Hui, Marcus Tan — Lion
 * City Comms Pte Ltd", "Ana Ruiz and Tomás Vega - Grupo Andino". The dash's company was read for the
 * name nearest it; the names before, joined by commas or "and", stand under the same company (else
 * an attendee list gave them the company of the line before).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const DASHES = ['—', '–', '-']
/** Names a line lists before its dash, at most. */
const MOST = 6

/** Reads a line "P, Q and R — C": each works at C. */
export function namesDashCompany(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  let k = view.bodyStart
  const people = []
  while (k < n && people.length < MOST) {
    const person = view.personAt(k)
    if (!person) return
    people.push(person)
    k++
    if (isX(k, ',') || isW(k, 'and')) k++
    else break
  }
  if (people.length < 2 || !isX(k, ...DASHES)) return
  const c = at(k + 1)
  // The company ends the line, or a role follows it after a comma.
  if (c?.k !== 'C' || !(k + 2 >= n || isX(k + 2, ',', '(', ';'))) return
  for (const person of people) r.worksAt(person, c.ref, view.sentence)
}
