/*
 * Links told with their words apart from the names, read at one element: "Amira Haddad, whom Karim
 * Nassar introduced to us" (the relative clause's subject introduced the name before it), "Tom
 * Becker (manager: Anna Kowalski)" (an org chart's field in parentheses) and "Our intro to Lars Berg
 * came from Ingrid Holm" (the introduction as a noun, its introducer after "came from").
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const INTRO_NOUNS = ['intro', 'introduction', 'connection']

/** Reads the shapes that start at element i. */
export function toldApartAt(r: Reader, view: View, i: number): void {
  const { isW, isX, sentence } = view
  // ", whom Karim Nassar introduced to us": at the introducer, after "whom"/"who" and a comma after the person.
  const by = view.personAt(i)
  if (by && isW(i - 1, 'whom', 'who') && isX(i - 2, ',') && isW(i + 1, 'introduced', 'referred')) {
    const person = view.personAt(i - 3)
    if (person && person !== by) r.introduced(person, by, sentence)
    return
  }
  // "Tom Becker (manager: Anna Kowalski)", "(reports to: Anna Kowalski)".
  const role = view.at(i + 1)
  const managerWord =
    isW(i + 1, 'manager', 'boss', 'supervisor') ||
    (role?.k === 'T' && /^(line )?(manager|boss|supervisor)$/i.test(role.title))
  if (isX(i, '(') && managerWord && isX(i + 2, ':')) {
    const report = view.personAt(i - 1)
    const manager = view.personAt(i + 3)
    if (report && manager && report !== manager && isX(i + 4, ')')) r.report(report, manager, sentence)
    return
  }
  // "Our intro to Lars Berg came from Ingrid Holm".
  if (isW(i, ...INTRO_NOUNS) && isW(i + 1, 'to', 'with')) {
    const person = view.personAt(i + 2)
    if (!person || !isW(i + 3, 'came') || !isW(i + 4, 'from', 'via', 'through')) return
    const introducer = view.personAt(i + 5)
    if (introducer && introducer !== person) r.introduced(person, introducer, sentence)
  }
}
