/*
 * Introduction e-mails that turn to each person in turn, read where a clause opens on a name and a
 * comma: "Jana, this is Mateo Rossi", "Ioana, as promised, here's Kwame Asare", "Sofía, meet Rangi
 * Walker" after "so:", "; Kwame, Ioana Marin leads ...". The name turned to may be a first name the
 * text spells out only later: it is kept as a word addressed, which the finishing pass resolves.
 * Also the greeting of two ("Hi Tomasz and Adaeze,") and the writer's hand-over ("moving myself to
 * bcc", "over to you").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

export const GREETINGS = ['hi', 'hello', 'hey', 'dear']
/** Words that can open a short aside before what the writer says to the one addressed: "as promised,". */
const ASIDE_OPENERS = ['as', 'per', 'following', 'like']

/** Reads one sentence of an introduction e-mail. */
export function addressedIntro(r: Reader, view: View): void {
  greetedTwo(r, view)
  handOver(r, view)
  pairHeading(r, view)
  const { isX, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    const opens = i === view.bodyStart || isX(i - 1, ';', ':')
    if (opens && isX(i + 1, ',')) turnedTo(r, view, i)
  }
}

/** "Jana, this is P", "Ioana, as promised, here's P", "Sofía, meet P", "Kwame, P leads ...": at the name turned to. */
function turnedTo(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  const name = at(i)
  const person = name?.k === 'P' && !name.poss ? name.ref : undefined
  const word = name?.k === 'W' && name.cap ? name.w : undefined
  if (!person && !word) return
  if (word && GREETINGS.includes(word)) return
  let k = i + 2
  // "as promised,", "as discussed,": an aside of a few words closed by a comma.
  if (isW(k, ...ASIDE_OPENERS))
    for (let x = k + 1; x < view.n && x <= k + 4; x++)
      if (isX(x, ',')) {
        k = x + 1
        break
      }
  let introduced: PersonState | undefined
  if (isW(k, 'meet') || (isW(k, 'please') && isW(k + 1, 'meet')))
    introduced = view.personAt(isW(k, 'meet') ? k + 1 : k + 2)
  else if (isW(k, 'this', 'here') && isW(k + 1, 'is')) introduced = view.personAt(k + 2)
  else if (isW(k, "here's", 'here’s')) introduced = view.personAt(k + 1)
  else if (isW(k, 'say') && isW(k + 1, 'hi', 'hello') && isW(k + 2, 'to')) introduced = view.personAt(k + 3)
  // "Kwame, Ioana Marin leads risk at ...": the name turned to, then another person the sentence goes on about.
  const about = !introduced && view.personAt(k) !== undefined && at(k + 1)?.k === 'W' ? view.personAt(k) : undefined
  if (!introduced && !about) return
  const by = view.speaker ?? r.me
  if (introduced && introduced !== by && introduced !== person) r.introduced(introduced, by, view.sentence)
  if (person && person !== by && introduced) r.introduced(person, by, view.sentence)
  else if (person && r.addressed.length < 8) r.addressed.push(person.words[0]!.toLowerCase())
  else if (word && r.addressed.length < 8) r.addressed.push(word)
  // Turning to one person to present another is itself a hand-over.
  if (introduced) r.handsOver = true
}

/** "Hi Tomasz and Adaeze,": both are addressed. */
function greetedTwo(r: Reader, view: View): void {
  const { at, isW, isX } = view
  let k = view.bodyStart
  if (!isW(k, ...GREETINGS)) return
  k++
  const first = nameWord(view, k)
  const second = isW(k + 1, 'and', '&') || isX(k + 1, '&') ? nameWord(view, k + 2) : undefined
  if (!first || !second || !(isX(k + 3, ',', '!', '—') || at(k + 3) === undefined)) return
  if (r.addressed.length < 7) r.addressed.push(first, second)
}

/** The first word of a name at i: a person's, or a capitalised word. */
export function nameWord(view: View, i: number): string | undefined {
  const e = view.at(i)
  if (e?.k === 'P' && !e.poss) return e.ref.words[0]!.toLowerCase()
  if (e?.k === 'W' && e.cap && !GREETINGS.includes(e.w)) return e.w
  return undefined
}

/** "Moving myself to bcc", "(moving you to bcc)": the writer hands the people over. */
function handOver(r: Reader, view: View): void {
  const { isW, n } = view
  for (let i = 0; i < n; i++) {
    if (isW(i, 'moving', 'moved', 'move') && isW(i + 1, 'myself', 'me', 'you') && isW(i + 2, 'to') && isW(i + 3, 'bcc'))
      r.handsOver = true
  }
}

/** Marks between two names that pair them for an introduction ("A <> B", "A / B", "A + B", "A x B"). */
const PAIR_MARKS = ['<', '>', '<>', '/', '+', '&', '|']
/** Words a heading of a pair may hold besides the names: its label ("Intro:", "Subject: Re:", "Double opt-in:"). */
const HEADING_WORDS = ['subject', 're', 'fwd', 'fw', 'intro', 'introduction', 'double', 'opt-in', 'x', 'and']

/** Two people a heading pairs, until the text hands them over ("you two", "moving myself to bcc"). */
const pairs = new WeakMap<Reader, PersonState[]>()

/**
 * A line that only pairs two people, "Anna Berg <> Tom Lee", "Subject: Keoni Kahale / Mei Lin Zhou"
 * (their companies in parentheses may follow each): with "<>" the writer introduces both; with another
 * mark, once the text hands them over.
 */
function pairHeading(r: Reader, view: View): void {
  const { at, isX } = view
  const two: PersonState[] = []
  let angled = false
  let depth = 0
  for (let i = view.bodyStart; i < view.n && i < view.bodyStart + 24; i++) {
    const e = at(i)!
    if (isX(i, '(')) depth++
    else if (isX(i, ')')) depth--
    else if (depth > 0) continue
    // "Subject: Re: Intro: A / B": a reply, by one of the two, not the one who paired them (quoted-intros.ts).
    else if (e.k === 'W' && e.w === 're' && isX(i + 1, ':')) return
    else if (e.k === 'P' && !e.poss) two.push(e.ref)
    else if (e.k === 'X' && (PAIR_MARKS.includes(e.p) || e.p === ':' || e.p === '—' || e.p === '–' || e.p === '-'))
      angled ||= e.p === '<' || e.p === '>' || e.p === '<>'
    else if (!(e.k === 'W' && HEADING_WORDS.includes(e.w))) return
    if (i === view.n - 1 && depth === 0 && two.length === 2 && two[0] !== two[1]) {
      if (angled) for (const p of two) r.introduced(p, view.speaker ?? r.me, view.sentence)
      else pairs.set(r, two)
    }
  }
  const pending = pairs.get(r)
  if (pending && r.handsOver) {
    for (const p of pending) r.introduced(p, r.me, view.sentence)
    pairs.delete(r)
  }
}
