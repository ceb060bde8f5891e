/*
 * A chat's welcome and a new joiner's manager (issue 27, W11, t1101-t1140): "Johanna: welcome to
 * Ørsund Kapital, @Nour!" places the one welcomed and the one welcoming at the company; "your
 * manager is Per Axelsson" in answer to another speaker says whom that speaker reports to. "@Nour"
 * is resolved once the text is read (her full name comes in a later line's speaker).
 */
import type { CompanyState, Element, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

interface Welcome {
  speaker: PersonState
  company: CompanyState
  person: PersonState | undefined
  word: string | undefined
  sentence: string
}
interface ChatState {
  welcomes: Welcome[]
  /** The line's speaker and the one who spoke before them. */
  current: PersonState | undefined
  previous: PersonState | undefined
}
const states = new WeakMap<Reader, ChatState>()

function stateOf(r: Reader): ChatState {
  let s = states.get(r)
  if (!s) states.set(r, (s = { welcomes: [], current: undefined, previous: undefined }))
  return s
}

/** Reads one chat line's sentence for a welcome to a company and "your manager is P". */
export function chatWelcomes(r: Reader, view: View): void {
  const speaker = view.speaker
  if (!speaker) return
  const state = stateOf(r)
  if (state.current !== speaker) {
    state.previous = state.current
    state.current = speaker
  }
  const { isW, isX, at } = view
  const b = view.bodyStart
  for (let i = b; i < view.n && i < b + 4; i++) {
    if (!isW(i, 'welcome') || !isW(i + 1, 'to') || at(i + 2)?.k !== 'C') continue
    const company = (at(i + 2) as { ref: CompanyState }).ref
    let m = i + 3
    if (isX(m, ',')) m++
    if (isX(m, '@')) m++
    const e = at(m)
    const person = e?.k === 'P' ? e.ref : undefined
    const word = e?.k === 'W' && e.cap ? e.w : undefined
    if ((person || word) && state.welcomes.length < 20)
      state.welcomes.push({ speaker, company, person, word, sentence: view.sentence() })
  }
  // "your manager is Per Axelsson": to the one who spoke before.
  const asked = state.previous
  if (asked && asked !== speaker && isW(b, 'your') && managerWord(at(b + 1)) && isW(b + 2, 'is', 'will')) {
    const m = isW(b + 3, 'be') ? b + 4 : b + 3
    const manager = view.personAt(m)
    if (manager && manager !== asked) r.report(asked, manager, view.sentence)
  }
}

/** "manager" read as a word or as a title alone. */
const managerWord = (e: Element | undefined): boolean =>
  (e?.k === 'W' && MANAGERS.has(e.w)) || (e?.k === 'T' && MANAGERS.has(e.title.toLowerCase()))
const MANAGERS = new Set(['manager', 'boss', 'line manager', 'lead', 'team lead'])

/** Places the welcomes once the text is read: a first name alone is the one person of the text with it. */
export function placeWelcomes(r: Reader): void {
  for (const w of states.get(r)?.welcomes ?? []) {
    // "@Nour" read as a first name alone, which "Nour Khoury" later took over: the fuller name.
    const word = w.person && r.folded(w.person) ? w.person.words[0]!.toLowerCase() : w.word
    const named = word === undefined ? undefined : r.byPart.get(word)
    const person = named?.size === 1 ? [...named][0] : w.person
    if (!person || person === w.speaker) continue
    if (!r.employerOf(person)) r.worksAt(person, w.company, () => w.sentence)
    if (!r.employerOf(w.speaker)) r.worksAt(w.speaker, w.company, () => w.sentence)
  }
}
