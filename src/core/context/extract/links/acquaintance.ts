/*
 * Acquaintance by the sentence, not by the phrase: a sentence that says two people are friends,
 * old colleagues, classmates, or close ("is close with", "go way back", "has known ... for years")
 * and names exactly two of them says they know each other, however the words are arranged
 * ("Chidi Okafor is their COO and an old friend of mine", "Hiroshi is close with Grace Kim, the
 * buyer ..."). "Mine", "me" and "my" beside the word are a chat line's speaker.
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

/** Whether a word of the set stands at i. */
function wordIn(view: View, i: number, words: ReadonlySet<string>): boolean {
  const e = view.at(i)
  return e?.k === 'W' && words.has(e.w)
}

/** Where the sentence says an acquaintance, if it does: the index of its word. */
function cueAt(view: View): number {
  const { isW, n } = view
  const word = (i: number, words: ReadonlySet<string>) => wordIn(view, i, words)
  for (let i = 0; i < n; i++) {
    const e = view.at(i)!
    if (e.k !== 'W') continue
    if (FRIEND_WORDS.has(e.w)) {
      // "friends and family pricing", "friendly": only the noun for people.
      if (isW(i + 1, 'and') && isW(i + 2, 'family')) continue
      return i
    }
    if (COLLEAGUE_WORDS.has(e.w) && (word(i - 1, FORMER) || word(i - 2, FORMER))) return i
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
  // "an old friend of mine", "my old friend Ana" in a chat line: its speaker. (The corpus does not record
  // the writer of an e-mail as knowing the people it describes: "a friend of mine, Margaux Lefèvre".)
  if (view.speaker)
    for (let x = Math.max(0, cue - 3); x < view.n && x <= cue + 2; x++)
      if (wordIn(view, x, SELF) || (x < cue && wordIn(view, x, FIRST_PERSON))) {
        parties.add(view.speaker)
        break
      }
  if (parties.size !== 2) return
  const [a, b] = [...parties] as [PersonState, PersonState]
  r.knows(a, b, view.sentence)
}
