/*
 * A line labelled by one side of a meeting, as "From C:" lines are read (affiliation.ts) but written
 * otherwise (issue 27, E8): "For Kura Kura Games: Siti Rahman (producer), Ong Boon Hock (QA lead)",
 * and a side's list that names the writer too: "Kupu: me, Hemi Walker (implementation)". Each name
 * listed works at the labelling company. Only a list of names (their roles in parentheses, commas,
 * "and", "me"): "For Acme: Ana Costa to send the deck" is a task for Acme's account, no one's job.
 */
import { companyLabel } from '../company-labels.js'
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The writer, standing in a side's list. */
const SELF = new Set(['me', 'myself', 'us', 'we'])

/** The people of a pure list of names from `from` to the line's end, whether the writer stands in it; undefined when other words do. */
function namesOnly(view: View, from: number): { people: PersonState[]; self: boolean } | undefined {
  const { at, isX, n } = view
  const people: PersonState[] = []
  let self = false
  for (let x = from; x < n; x++) {
    const e = at(x)!
    if (e.k === 'P') people.push(e.ref)
    else if (isX(x, '(')) {
      // "Siti Rahman (producer)": past the parentheses, on the same line.
      while (x < n && !isX(x, ')')) x++
    } else if (e.k === 'W' && SELF.has(e.w)) self = true
    else if (!isX(x, ',', ';', '.', '+', '&') && !(e.k === 'W' && e.w === 'and')) return undefined
  }
  return { people, self }
}

/** Reads one line: "For C: A (role), B" and "C: me, A (role)". */
export function sideLabels(r: Reader, view: View): void {
  if (!view.wholeLine) return
  const { at, isX, isW } = view
  let f = 0
  while (f < 3 && isX(f, '-', '•', '*')) f++
  let company: CompanyState | undefined
  let list = -1
  let needsSelf = false
  if (isW(f, 'for') && at(f + 1)?.k === 'C' && isX(f + 2, ':')) {
    company = (at(f + 1) as { ref: CompanyState }).ref
    list = f + 3
  } else {
    const label = companyLabel(view.elements)
    if (!label) return
    company = (at(label.company) as { ref: CompanyState }).ref
    list = label.list
    needsSelf = true
  }
  const names = namesOnly(view, list)
  if (!names || names.people.length === 0 || (needsSelf && !names.self)) return
  for (const person of names.people) if (!r.employerOf(person)) r.worksAt(person, company, view.sentence)
}
