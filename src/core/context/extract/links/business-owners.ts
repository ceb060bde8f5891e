/*
 * "Owner" beside a person (issue 27, M4: four tuning texts of three writers' batches, the small
 * businesses of call notes and support logs): "Dr. Simone Brooks (owner)", "Einar Jónsson, the
 * owner,", "The practice owner, Dr. Kojo Asare,", "Claire Fontaine, Lumière's owner". Lower-case
 * "owner" is no title in the lists (a CRM's "Owner:" field is the writer's own side), so these
 * owners went unplaced. The owner works at the company named before "'s owner", else, as a title
 * without a company does, at the company the text is about (the finishing pass, when nothing else
 * places them). Not someone else's role ("account owner", "product owner"), not a former owner.
 */
import { HONORIFICS } from '../cues.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words before "owner" that make it a role at whichever company owns the task: no owner of the business. */
const TASK_OWNERS = new Set([
  'account',
  'product',
  'process',
  'project',
  'deal',
  'relationship',
  'budget',
  'task',
  'ticket',
  'system',
  'service',
  'data',
  'content',
  'former',
  'previous',
  'ex',
  'old',
  'new',
])

/** Reads one sentence's business owners. */
export function businessOwners(r: Reader, view: View): void {
  const { at, isW, isX, sentence } = view
  for (let i = 0; i < view.n; i++) {
    const person = view.personAt(i)
    if (!person) continue
    // "Dr. Simone Brooks (owner)".
    if (isX(i + 1, '(') && isW(i + 2, 'owner', 'co-owner') && isX(i + 3, ')')) {
      r.worksAt(person, undefined, sentence, 'Owner')
      continue
    }
    // "Claire Fontaine, Lumière's owner".
    const c = at(i + 2)
    if (isX(i + 1, ',') && c?.k === 'C' && c.poss && isW(i + 3, 'owner', 'co-owner') && ends(view, i + 4)) {
      r.worksAt(person, c.ref, sentence, 'Owner')
      continue
    }
    // "Einar Jónsson, the owner,", "Kojo Asare, the practice owner.".
    if (isX(i + 1, ',') && isW(i + 2, 'the', 'its')) {
      const o = ownerAt(view, i + 3)
      if (o !== undefined && ends(view, o + 1)) {
        r.worksAt(person, undefined, sentence, 'Owner')
        continue
      }
    }
    // "The practice owner, Dr. Kojo Asare,".
    const h = isX(i - 1, '.') && isW(i - 2, ...HONORIFICS) ? i - 2 : i
    if (isX(h - 1, ',') && isW(h - 2, 'owner', 'co-owner')) {
      const first = isW(h - 3, 'the', 'its') ? h - 3 : isW(h - 4, 'the', 'its') ? h - 4 : -1
      if (first >= 0 && ownerAt(view, first + 1) === h - 2) r.worksAt(person, undefined, sentence, 'Owner')
    }
  }
}

/** The index of "owner" at i, or after one plain qualifier ("practice owner"), unless a task's owner. */
function ownerAt(view: View, i: number): number | undefined {
  const { at, isW } = view
  if (isW(i, 'owner', 'co-owner')) return i
  const q = at(i)
  if (q?.k === 'W' && !q.cap && !TASK_OWNERS.has(q.w) && isW(i + 1, 'owner', 'co-owner')) return i + 1
  return undefined
}

/** Whether the phrase ends at i: a comma, a stop, a dash, a closing mark or the sentence's end. */
function ends(view: View, i: number): boolean {
  return i >= view.n || view.isX(i, ',', '.', ';', '—', '–', ')', ':')
}
