/*
 * Colleagues share an employer (issue 27, M1: a shape of at least three tuning writers' batches):
 * "Her colleague Tran Van Minh will confirm", "His colleague Aiko Sato reproduced it", "Ibrahim Yusuf
 * from Grace's team will join", "Thandi Nkosi, her teammate". The colleague works where the one whose
 * colleague they are works, when the text says where that is and nothing else says where the colleague
 * works. Read per sentence, placed when the text is read (the owner's employer may come later, in a
 * signature). A former colleague ("her old colleague", "a former teammate") is no colleague now.
 */
import type { Reader } from '../reader.js'
import { colleagueBefore } from './pronoun-owners.js'
import type { View } from './view.js'
import { ownerPairs } from './owner-pairs.js'

const COLLEAGUE = ['colleague', 'colleagues', 'teammate', 'teammates', 'co-worker', 'coworker']
const TEAM = ['team', 'group', 'department', 'squad', 'unit']

/** Pairs read so far (owner-pairs.ts): the colleague, and whose colleague they are. */
const { note, of: pairsOf } = ownerPairs()

/** Reads "his/her colleague(s) P (and Q)", "P, his/her colleague", "P from/on/in Q's team" in one sentence. */
export function colleaguesIn(r: Reader, view: View): void {
  const { at, isW, isX, personAt, n } = view
  for (let i = 0; i < n; i++) {
    if (isW(i, 'his', 'her') && isW(i + 1, ...COLLEAGUE)) {
      const owner = colleagueBefore(r, view, i)
      // "Her colleague Tran Van Minh", "her colleagues, Ana Lima and Rui Sousa".
      let k = isX(i + 2, ',') ? i + 3 : i + 2
      for (; k < n && k <= i + 8; k++) {
        const p = personAt(k)
        if (p) note(r, p, owner)
        else if (!isX(k, ',') && !isW(k, 'and')) break
      }
      // "Tran Van Minh, her colleague,": the name just before.
      if (isX(i - 1, ',') && personAt(i - 2) && owner !== personAt(i - 2)) note(r, personAt(i - 2), owner)
    }
    // "Ibrahim Yusuf from Grace's team", "Ana Lima on Raj Patel's team".
    const lead = at(i + 1)
    if (isW(i, 'from', 'on', 'in') && lead?.k === 'P' && lead.poss && isW(i + 2, ...TEAM))
      note(r, personAt(i - 1), lead.ref)
  }
}

/** Places each colleague read at their owner's employer, when the colleague has none (see the module comment). */
export function placeColleagues(r: Reader): void {
  for (const { person, owner } of pairsOf(r)) {
    const who = owner === r.me ? r.writerPerson : owner
    const employer = who ? r.employerOf(who) : undefined
    if (employer && employer !== r.ours && !r.employerOf(person)) r.worksAt(person, employer, () => '')
  }
}
