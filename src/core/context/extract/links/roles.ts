/*
 * Roles toward a company, read where they stand rather than from a subject's verb: "our contact at
 * Cordillera Mining is Andrés Soto", "his counterpart at Marmara Bank, Deniz Arslan", "Orchid
 * Pharma's CTO is Marta Kowalczyk".
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words for a person's role toward a company: "our new contact at Cordillera Mining is Andrés Soto", "his counterpart at Marmara Bank, Deniz Arslan". */
const ROLE_NOUNS = new Set([
  'contact',
  'partner',
  'friend',
  'counterpart',
  'replacement',
  'successor',
  'colleague',
  'champion',
  'sponsor',
  'rep',
  'representative',
  'person',
  'guy',
  'lead',
  'deputy',
  'boss',
  'manager',
])

/** "Orchid Pharma's CTO is Marta Kowalczyk", "their head of procurement is P": P works at C with that title. */
export function titleIsPerson(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, titleWithCompany, sentence } = view
  const owner = at(i)
  if (!((owner?.k === 'C' && owner.poss) || isW(i, 'their', 'its', 'our'))) return
  const t = titleWithCompany(i)
  if (!t?.company || !isW(t.next, 'is', 'was')) return
  const person = personAt(t.next + 1)
  if (person) r.worksAt(person, t.company, sentence, t.title)
}

/** "NOUN at C is P", "NOUN at C, P": P works at C. */
export function roleAtCompany(r: Reader, view: View, i: number): void {
  const { at, isW, isX, personAt, sentence } = view
  if (!isW(i, ...ROLE_NOUNS) || !isW(i + 1, 'at', 'from') || at(i + 2)?.k !== 'C') return
  let w = i + 3
  if (isW(w, 'is', 'was') || isX(w, ',', ':')) w++
  const person = personAt(w)
  if (person) r.worksAt(person, (at(i + 2) as { ref: CompanyState }).ref, sentence)
}

/**
 * "Maria Lopez from Kestrel Bank met Peter Novak from Orbis Labs": a person the clause read as its
 * object, then "from"/"of" and a company, works there (the object starts no clause of its own).
 */
export function objectFrom(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, sentence } = view
  const person = personAt(i)
  if (!person || !isW(i + 1, 'from', 'of') || at(i + 2)?.k !== 'C') return
  r.worksAt(person, (at(i + 2) as { ref: CompanyState }).ref, sentence)
}
