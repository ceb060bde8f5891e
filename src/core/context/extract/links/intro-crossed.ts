/*
 * Introduction e-mails that turn to each person with the other one's story, with no hand-over phrase:
 * "Efua, Kwesi Appiah runs the treasury desk at Volta ... Kwesi, Efua Mensah-Bonsu is our product
 * lead": two turns whose names cross present the two to each other, as the writer's introduction.
 * And "I'm looping in my colleague Sung-min Choi ... Sung-min, Chinedu Okeke is COO at ...": the
 * writer brings someone into a mail (not a chat's thread) and turns to them about another person.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

interface Turn {
  word: string
  about: PersonState
}

/** The turns read so far in a text, and the people it looped in (a few each: the pattern is local). */
const turns = new WeakMap<Reader, Turn[]>()
const loopedIn = new WeakMap<Reader, PersonState[]>()
const GREETINGS = ['hi', 'hello', 'hey', 'dear', 'thanks', 'cheers']

/** Reads one sentence: looping someone in, and a turn to a name about another person. */
export function crossedTurns(r: Reader, view: View): void {
  const { at, isX, isW, n } = view
  if (view.speaker) return
  for (let i = 0; i < n && i < 40; i++) {
    if (!(isW(i, 'looping', 'loop') && isW(i + 1, 'in'))) continue
    let k = i + 2
    if (isW(k, 'my', 'our')) k++
    if (isW(k, 'colleague', 'teammate', 'coworker', 'co-worker')) k++
    const p = view.personAt(k)
    if (!p) continue
    const list = loopedIn.get(r) ?? []
    if (list.length < 4) list.push(p)
    loopedIn.set(r, list)
  }
  for (let i = view.bodyStart; i < n; i++) {
    if (!(i === view.bodyStart || isX(i - 1, ';', ':')) || !isX(i + 1, ',')) continue
    const e = at(i)
    const person = e?.k === 'P' && !e.poss ? e.ref : undefined
    const word = person ? person.words[0]!.toLowerCase() : e?.k === 'W' && e.cap ? e.w : undefined
    if (!word || GREETINGS.includes(word)) continue
    const about = view.personAt(i + 2)
    if (!about || about === person || at(i + 3)?.k !== 'W') continue
    const by = r.me
    const first = (p: PersonState) => p.words[0]!.toLowerCase()
    const list = turns.get(r) ?? []
    const crossed = list.find((t) => t.word === first(about) && word === first(t.about))
    if (list.length < 8) list.push({ word, about })
    turns.set(r, list)
    if (crossed) {
      r.introduced(about, by, view.sentence)
      r.introduced(crossed.about, by, view.sentence)
    } else if (person && loopedIn.get(r)?.includes(person)) {
      r.introduced(person, by, view.sentence)
      r.introduced(about, by, view.sentence)
    }
  }
}
