/*
 * Links written as the fields of a CRM record or a contact card, one "Label: value" a line:
 * "Contact: Helga Brandt" names whom the card is about, and the fields under it link that person:
 * "Company:" (works at), "Previous company:", "Former employer:", "Previously:" (worked at once),
 * "Reports to:", "Manager:", "Boss:", "Line manager:" (reports to), "Referred by:", "Introduced
 * by:", "Met via:", "Source: intro from P" (introduced by), "Knows:", "Relationship: knows P".
 * A field after a comma or a bar on a person's line is that person's ("- Thabo Molefe (CFO), line
 * manager: Naledi Sithole"). "Owner:" and "Account manager:" are the writer's side: no link.
 */
import type { PersonState } from '../elements.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { FIELDS, type Field } from '../card-fields.js'
import { heldFields, holdField } from './card-pending.js'

/** At a colon: the field its label names, for the card's person or the person named on the line before it. */
export function cardFieldAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  if (!isX(i, ':')) return
  // The label: one or two words, opening the line or after a comma or a bar.
  let start = i - 1
  const word = (x: number) => at(x)?.k === 'W' || at(x)?.k === 'T'
  if (!word(start)) return
  if (word(start - 1) && !isX(start - 2, ':')) start--
  let field: Field | undefined
  for (; start < i && !field; start++) field = FIELDS.get(labelOf(view, start, i))
  start--
  if (!field) return
  const opens = start === view.bodyStart || (start === view.bodyStart + 1 && isX(view.bodyStart, '-', '*', '•'))
  const onLine = isX(start - 1, ',', '|', ';')
  if (!opens && !onLine) return
  const card = opens ? r.card : r.lastPersonBefore(view.elements, start)
  fieldValue(r, view, field, i + 1, card)
}

/** The label's words from `from` up to the colon at `to`, in lower case. */
function labelOf(view: View, from: number, to: number): string {
  const words: string[] = []
  for (let x = from; x < to; x++) {
    const e = view.at(x)
    // "Manager:" and "Line manager:" are read as titles.
    if (e?.k === 'T') words.push(e.title.toLowerCase())
    else if (e?.k === 'W') words.push(e.w)
    else return ''
  }
  return words.join(' ')
}

function fieldValue(r: Reader, view: View, field: Field, v: number, card: PersonState | undefined): void {
  const { at, isW, isX, sentence } = view
  if (field === 'subject') {
    r.card = view.personAt(v)
    const named = r.card
    if (named) heldFields(r, named, (f, other, s) => linkField(r, f, named, other, s))
    return
  }
  // The writer's side links no one here (card-owners.ts takes back what its title wrote).
  if (field === 'ours') return
  if (field === 'employer' || field === 'former') {
    if (!card) return
    const company = r.companyAt(at(v))
    if (company && field === 'employer') r.worksAt(card, company, sentence)
    if (company && field === 'former' && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: card, company })
    return
  }
  let w = v
  // "Source: intro from Matteo Galli", "Lead source: referral - Kamau Njoroge", "Relationship: knows P from ...".
  if (field === 'source') {
    if (!isW(w, 'intro', 'introduction', 'introduced', 'referral', 'referred')) return
    w++
    if (isW(w, 'from', 'by', 'via') || isX(w, '-', '–', '—', ':')) w++
  } else if (field === 'relationship') {
    if (!isW(w, 'knows', 'friend', 'ex-colleague', 'former')) return
    w++
    if (isW(w, 'colleague', 'of', 'with')) w++
  }
  const other = view.personAt(w)
  if (!other || other === card) return
  // "Referred by: P" before the "Contact:" line: linked once the record's person is named (card-pending.ts).
  if (!card) return r.card === undefined ? holdField(r, field, other, sentence) : undefined
  linkField(r, field, card, other, sentence)
}

function linkField(r: Reader, field: Field, card: PersonState, other: PersonState, sentence: () => string): void {
  if (field === 'manager') r.report(card, other, sentence)
  else if (field === 'introducer' || field === 'source') r.introduced(card, other, sentence)
  else r.knows(card, other, sentence)
}

/**
 * "- Maja Holm: reports to Erik", "Liis Tamm -> reports to Kristjan Saar", "Tama Brown, under Aroha",
 * "Ioana Marin (Carpathia Bank), knows Radu Stan": a person, a mark, then a report or an acquaintance.
 */
export function markThenReportAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const person = view.personAt(i)
  if (!person) return
  let k = i + 1
  // "- Ioana Marin (Carpathia Bank), knows Radu Stan well": past the person's parenthesis.
  if (isX(k, '(')) while (k < i + 10 && k < view.n && !isX(k, ')')) k++
  if (isX(k, ')')) k++
  const marks = k
  while (k < marks + 3 && isX(k, ':', '-', '>', '->', '→', ',')) k++
  if (k === marks) return
  // A comma alone marks a list's entry, not the object of a verb before ("who knows Chloé, reports to P").
  if (isX(marks, ',') && k === marks + 1 && view.at(i - 1)?.k === 'W') return
  if (isW(k, 'knows', 'knew') && view.personAt(k + 1) && view.personAt(k + 1) !== person)
    return r.knows(person, view.personAt(k + 1)!, view.sentence)
  const to = isW(k, 'reports', 'reporting') && isW(k + 1, 'to', 'into') ? k + 2 : isW(k, 'under') ? k + 1 : -1
  if (to < 0) return
  // "reports to the CEO, Mari Kask".
  let m = to
  const role = view.personAt(m) ? undefined : view.titleWithCompany(m)
  if (role && isX(role.next, ',')) m = role.next + 1
  const manager = view.personAt(m)
  if (manager && manager !== person) r.report(person, manager, view.sentence)
}
