/*
 * The addressee's own ties (W10): an e-mail tells its reader about someone the reader knows: "your
 * cousin Vikram Joshi is on the supply chain side at ...", "Carmen says hello; she mentioned you
 * worked together at the port authority". The person is tied to the addressee (the greeting's "Hi
 * Sunita,"), not to the writer: they know each other.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import { waitForAddressee } from './later-addressees.js'
import type { View } from './view.js'

/** Family and friends written after "your": "your cousin P", "your old friend P". */
const TIES = new Set([
  'cousin',
  'brother',
  'sister',
  'husband',
  'wife',
  'spouse',
  'partner',
  'son',
  'daughter',
  'father',
  'mother',
  'uncle',
  'aunt',
  'nephew',
  'niece',
  'friend',
  'classmate',
  'flatmate',
  'roommate',
])
/** Verbs of time spent together before "together": "you worked together", "you two studied together". */
const TOGETHER = new Set(['worked', 'studied', 'trained', 'served', 'were', 'grew'])

/** Reads a sentence's "your cousin P" and "P ... you worked together": P knows the addressee. */
export function yourTies(r: Reader, view: View): void {
  const { isW, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    if (!isW(i, 'your', 'you')) continue
    let other: PersonState | undefined
    if (isW(i, 'your')) {
      // "your cousin P", "your old friend, P".
      let k = i + 1
      if (isW(k, 'old', 'close', 'good', 'best')) k++
      if (!isW(k, ...TIES)) continue
      other = view.personAt(view.isX(k + 1, ',') ? k + 2 : k + 1)
    } else {
      // "you worked together", "you two were at school together": the sentence's one other person.
      let k = i + 1
      if (isW(k, 'two', 'both')) k++
      // "she said you had worked together", "you two overlapped at Hanbit Telecom" (M9).
      // ("had worked together on the Mindanao rollout" is over: no task.)
      const had = isW(k, 'had')
      if (had || isW(k, 'have')) k++
      const overlapped = isW(k, 'overlapped')
      if (!overlapped && !isW(k, ...TOGETHER)) continue
      let together = overlapped
      // "worked together on the tender" is a task, not time spent together once (as acquaintance.ts).
      for (let x = k + 1; x < n && x <= k + 5; x++)
        if (isW(x, 'together') && (had || !isW(x + 1, 'on', 'to'))) together = true
      const people = view.peopleHere
      if (!together || people.length !== 1) continue
      other = people[0]
    }
    const reader = other ? addressee(r, view) : undefined
    if (other && reader && reader !== other) r.knows(reader, other, view.sentence)
    else if (other && !reader) waitForAddressee(r, view, other)
    return
  }
}
