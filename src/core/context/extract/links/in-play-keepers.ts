/*
 * Companies that do not become the one in play though named after it (readLinks): one that only tags
 * a person ("with Maya Levin from Crossroads Capital"), a backer, a supplier, and (issue 27, M4) where
 * someone went: "Anneli Korhonen isn't there anymore — she left for Pohjola Systems, so our new contact
 * is Mateus Ribeiro, their head of procurement" is about the account she left, and "their" is still its.
 */
import { backerOf } from './note-fields.js'
import { taggedPerson } from './sides.js'
import { taggedBody } from './body-articles.js'
import { supplierOf } from './suppliers.js'
import { pastEmployer } from './past-keepers.js'
import { agentTag, theyActOn } from './object-companies.js'
import type { View } from './view.js'
import { titledTag } from './near-miss-owners.js'
import { taggedInParens } from './paren-tags.js'

/** Whether the company at i leaves the one in play as it was. */
export function keepsInPlay(view: View, i: number): boolean {
  return (
    taggedPerson(view, i) ||
    taggedBody(view, i) ||
    backerOf(view, i) ||
    supplierOf(view, i) ||
    moveDestination(view, i) ||
    pastEmployer(view, i) ||
    titledTag(view, i) ||
    theyActOn(view, i) ||
    agentTag(view, i) ||
    taggedInParens(view, i)
  )
}

/** "left for C", "is leaving for C", "was poached by C", "went over to C": where someone went. */
function moveDestination(view: View, i: number): boolean {
  const { isW } = view
  if (isW(i - 1, 'for')) return isW(i - 2, 'left', 'leaving', 'leaves', 'quit')
  if (isW(i - 1, 'by')) return isW(i - 2, 'poached', 'hired', 'headhunted')
  return isW(i - 1, 'to') && isW(i - 2, 'over', 'across') && isW(i - 3, 'went', 'moved', 'gone')
}
