/*
 * A CRM record's "Owner: Lina Khoury", "Account manager: Paul Dupont": the writer's side of the
 * record. Their title placed them at the company in play (the card's, or even its "Previous
 * company:"); once the line is read, the works-at links it wrote
 * for them, and the placing its title asked for, are taken back.
 */
import { parenPeople } from './paren-people.js'
import { FIELDS } from '../card-fields.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { ownerCompanies } from './owner-companies.js'

/** A line "Owner: P" (one or two label words, or a title, then a colon, then a person): P works at no company it named. */
export function cardOwnerLine(r: Reader, view: View): void {
  // "Rangoli Packs (owner: Suresh Iyer)": a company's person in parentheses (paren-people.ts).
  parenPeople(r, view)
  const { at, isX } = view
  let k = view.bodyStart
  if (isX(k, '-', '*', '•')) k++
  const words: string[] = []
  for (; k < view.n && words.length < 3 && !isX(k, ':'); k++) {
    const e = at(k)
    if (e?.k === 'W') words.push(e.w)
    else if (e?.k === 'T') words.push(e.title.toLowerCase())
    else return
  }
  if (!isX(k, ':') || FIELDS.get(words.join(' ')) !== 'ours') return
  const person = view.personAt(k + 1)
  if (!person) return
  const line = view.sentence()
  const own = ownerCompanies(view, k + 2)
  for (let x = r.links.length - 1; x >= 0; x--) {
    const link = r.links[x]!
    if (link.kind !== 'works_at' || link.from !== person.name || link.sentence !== line || own.has(link.to)) continue
    r.links.splice(x, 1)
    r.linkKeys.delete(`${link.kind}|${link.from}|${link.to}`)
  }
  // A title alone waits for the finishing pass to place its person at the company in play: not this one.
  for (let x = r.titledInPlay.length - 1; x >= 0; x--)
    if (r.titledInPlay[x]!.person === person && r.titledInPlay[x]!.sentence === line) r.titledInPlay.splice(x, 1)
}
