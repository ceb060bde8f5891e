/*
 * Acquaintance by the sentence, not by the phrase: a sentence that says two people are friends,
 * old colleagues, classmates, or close ("is close with", "go way back", "has known ... for years")
 * and names exactly two of them says they know each other, however the words are arranged
 * ("Chidi Okafor is their COO and an old friend of mine", "Hiroshi is close with Grace Kim, the
 * buyer ..."). "Mine", "me" and "my" beside the word are the speaker (a chat line's) or the writer.
 * A current "my colleague" is not an acquaintance the corpus records: only former ones count.
 */
import { FIRST_PERSON } from '../cues.js'
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const FRIEND_WORDS = new Set([
  'friend',
  'friends',
  'classmate',
  'classmates',
  'schoolmate',
  'schoolmates',
  'roommate',
  'roommates',
  'acquaintance',
  'acquaintances',
  'mentor',
  'mentee',
])
const COLLEAGUE_WORDS = new Set(['colleague', 'colleagues', 'coworker', 'coworkers', 'co-worker', 'co-workers'])
const FORMER = new Set(['old', 'former', 'ex', 'longtime', 'long-time', 'were'])
const SELF = new Set(['mine', 'me', 'my'])

/** Where the sentence says an acquaintance, if it does: the index of its word. */
function cueAt(view: View): number {
  const { isW, n } = view
  for (let i = 0; i < n; i++) {
    if (isW(i, ...FRIEND_WORDS)) {
      // "friends and family pricing", "friendly": only the noun for people.
      if (isW(i + 1, 'and') && isW(i + 2, 'family')) continue
      return i
    }
    if (isW(i, ...COLLEAGUE_WORDS) && (isW(i - 1, ...FORMER) || isW(i - 2, ...FORMER))) return i
    // "is close with", "are close to", "go way back", "has known X for years".
    if (isW(i, 'close') && isW(i - 1, 'is', 'are', 'was', 'were', 'very', 'pretty') && isW(i + 1, 'with', 'to'))
      return i
    if (isW(i, 'way') && isW(i + 1, 'back') && isW(i - 1, 'go', 'goes', 'went', 'going')) return i
    if (isW(i, 'known') && isW(i - 1, 'has', 'have', 'had', "i've", 'i’ve')) return i
  }
  return -1
}

/** Two people a sentence of acquaintance names: they know each other. */
export function acquaintance(r: Reader, view: View): void {
  const cue = cueAt(view)
  if (cue < 0) return
  const parties = new Set<PersonState>(view.peopleHere)
  // "an old friend of mine", "my old friend Ana", "I've known her for years": the speaker, else the writer.
  for (let x = Math.max(0, cue - 3); x < view.n && x <= cue + 2; x++)
    if (view.isW(x, ...SELF) || (x < cue && view.isW(x, ...FIRST_PERSON))) {
      parties.add(view.speaker ?? r.me)
      break
    }
  if (parties.size !== 2) return
  const [a, b] = [...parties] as [PersonState, PersonState]
  r.knows(a, b, view.sentence)
}
