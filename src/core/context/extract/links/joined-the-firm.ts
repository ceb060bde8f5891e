/*
 * "Makris & Odhiambo LLP today announced that Zawadi Wekesa has joined the firm's arbitration
 * practice" (issue 27, W11, t1101-t1140): in a text written from one company (an announcement's
 * heading named it), "the firm" or "the company" someone joins is that company; a past employer
 * the text names ("was previously a partner at Hollins Grey LLP") makes it a move.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const JOINED = ['joined', 'joins', 'rejoined', 'rejoins']

/** Reads "P (has) joined the firm" for the writer's company. */
export function joinedTheFirm(r: Reader, view: View): void {
  const company = r.writer
  if (!company || company === r.ours) return
  const { isW } = view
  for (let i = 1; i + 2 < view.n; i++) {
    if (!isW(i, ...JOINED) || !isW(i + 1, 'the') || !isW(i + 2, 'firm', 'company', 'group', 'team')) continue
    let s = i - 1
    if (isW(s, 'has', 'have', 'had')) s--
    const person = view.personAt(s)
    if (person && !r.employerOf(person)) r.worksAt(person, company, view.sentence, undefined, true)
  }
}
