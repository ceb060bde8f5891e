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
import type { View, VerbRule } from './view.js'
import { writerOwnsCue } from './near-miss-owners.js'

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
  // "my running buddy", "was a bridesmaid at her wedding".
  ...['buddy', 'buddies', 'pal', 'bridesmaid', 'bridesmaids', 'groomsman', 'groomsmen'],
  ...['flatmate', 'flatmates', 'housemate', 'housemates'],
])
/** Family: "her husband, Rui Pereira" knows her as a friend would. */
const FAMILY = ['husband', 'wife', 'spouse', 'brother', 'sister', 'cousin', 'son', 'daughter', 'father', 'mother']
  // "Tomas Lind is Anna Berg's brother-in-law".
  .flatMap((word) => (word === 'spouse' || word === 'cousin' ? [word] : [word, `${word}-in-law`]))
const COLLEAGUE_WORDS = new Set([
  'colleague',
  'colleagues',
  'coworker',
  'coworkers',
  'co-worker',
  'co-workers',
  // "an old contact of P", "former business partners": like a colleague, only once ("our contact at C" is a role).
  'contact',
  'contacts',
])
const FORMER = new Set(['old', 'former', 'ex', 'longtime', 'long-time', 'were'])
const SELF = new Set(['mine', 'me', 'my'])
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'his', "he's", "she's", 'he’s', 'she’s'])
const TOGETHER_PAST = new Set(['worked', 'studied', 'trained', 'served', 'played', 'were', 'grew', 'started'])

/** What two people have together socially: "had dinner with P", "had a drink with P". */
const MEALS = new Set(['dinner', 'lunch', 'breakfast', 'drinks', 'drink', 'coffee', 'beer', 'beers'])

function wordAt(view: View, i: number): string {
  const e = view.at(i)
  return e?.k === 'W' ? e.w : ''
}

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
    // "Tomás Ruiz is the brother of Elena Ruiz" (not "its sister company").
    if (FAMILY.includes(e.w) && !isW(i + 1, 'company', 'companies', 'brand', 'firm', 'site', 'bank')) return i
    if (COLLEAGUE_WORDS.has(e.w) && (word(i - 1, FORMER) || word(i - 2, FORMER))) return i
    if (isW(i, 'partner', 'partners') && isW(i - 1, 'business') && (word(i - 2, FORMER) || word(i - 3, FORMER)))
      return i
    // "is close with", "are close to", "go way back", "has known X for years".
    if (isW(i, 'close') && isW(i - 1, 'is', 'are', 'was', 'were', 'very', 'pretty') && isW(i + 1, 'with', 'to'))
      return i
    // "Siobhan Byrne, the CFO of C, and Declan Murphy are close.": two people, close to each other.
    if (isW(i, 'close') && isW(i - 1, 'are', 'were') && (i + 1 >= n || view.isX(i + 1, '.', ',', ';', '!'))) return i
    if (isW(i, 'way') && isW(i + 1, 'back') && isW(i - 1, 'go', 'goes', 'went', 'going')) return i
    // "go back a long way", "go back years".
    if (isW(i, 'back') && isW(i - 1, 'go', 'goes', 'went', 'going') && !isW(i + 1, 'to', 'and')) return i
    // "we worked together at Klarna", "studied law together", "were at university together": time spent
    // together once (not "worked together on the deck", which is a task).
    if (isW(i, 'together') && !isW(i + 1, 'on', 'to')) {
      for (let x = i - 1; x >= 0 && x >= i - 4; x--) if (word(x, TOGETHER_PAST)) return i
    }
    if (isW(i, 'known') && isW(i - 1, 'has', 'have', 'had', "i've", 'i’ve')) return i
    // "I was best man at his wedding", "old sparring partners".
    if ((isW(i, 'man') && isW(i - 1, 'best')) || (isW(i, 'partners', 'partner') && isW(i - 1, 'sparring'))) return i
  }
  return -1
}

/** Two people a sentence of acquaintance names: they know each other. */
export function acquaintance(r: Reader, view: View): void {
  const cue = cueAt(view)
  if (cue < 0 || writerOwnsCue(view, cue)) return
  const parties = new Set<PersonState>(view.peopleHere)
  // A chat line's later sentences are its speaker's too ("Suresh Iyer. I was best man at his wedding").
  const speaker = view.speaker ?? r.lineSpeaker
  // "an old friend of mine", "my old friend Ana" in a chat line: its speaker. (The corpus does not record
  // the writer of an e-mail as knowing the people it describes: "a friend of mine, Margaux Lefèvre".)
  if (speaker)
    for (let x = Math.max(0, cue - 3); x < view.n && x <= cue + 2; x++)
      if (wordIn(view, x, SELF) || (x < cue && wordIn(view, x, FIRST_PERSON))) {
        parties.add(speaker)
        break
      }
  // "[16:41] Jakob Huber: yes, he's a former colleague", "yes! she's a friend" (a later sentence of the line):
  // the speaker and the person the thread named before.
  const other = r.previousPerson !== speaker ? r.previousPerson : r.lastNamed
  // Not "that was his brother": a kin or friend of the one named, not the speaker's (E7).
  const owned = view.isW(cue - 1, 'his', 'her')
  if (speaker && other && other !== speaker && !owned && [...parties].every((p) => p === speaker)) {
    for (let x = view.bodyStart; x < view.n; x++)
      if (wordIn(view, x, THIRD_PERSON)) {
        parties.add(speaker)
        parties.add(other)
        break
      }
  }
  if (parties.size > 2) theyBefore(view, cue, parties)
  if (parties.size !== 2) return
  const [a, b] = [...parties] as [PersonState, PersonState]
  r.knows(a, b, view.sentence)
}

/** Verbs of time spent together, each with the word before its other person ("met" takes them directly). */
const TOGETHER_VERBS = new Set([
  'worked',
  'met',
  'overlapped',
  'served',
  'studied',
  'trained',
  'collaborated',
  'sits',
  'sat',
  'played',
  'plays',
  'play',
  'stayed',
  'stays',
  'keeps',
  'kept',
  'mentors',
  'mentored',
  'coached',
  // "She co-founded the company with Karim Haddad": founders know each other.
  'founded',
  'co-founded',
  'cofounded',
  'started',
  // "co-authored two papers with Mei Tanaka".
  ...['co-authored', 'co-wrote', 'co-organised', 'co-organized', 'co-hosted', 'co-chaired', 'co-founded'],
])

/**
 * "X worked with P for five years", "met P at a summit", "sits on a board with P", "overlapped with
 * P at Y", "is on good terms with him", "stayed in touch with her": X and P know each other. Not
 * for the writer of a text ("Met Tomas today" records no acquaintance in the corpus).
 */
export const togetherVerb: VerbRule = (r, view, cl) => {
  const { isW, n } = view
  const { v, subject, subjects } = cl
  // "I met Adaora Nwachukwu through Emeka Obi": Emeka introduced her, and the writer knows her.
  const through = isW(v, 'met') ? metThrough(view, v) : undefined
  if (through) {
    if (through.by !== through.person) r.introduced(through.person, through.by, view.sentence)
    for (const s of subjects) if (s !== through.person) r.knows(s, through.person, view.sentence)
    cl.through = through.at
    cl.topic = through.person
    return true
  }
  // "I met Sipho at the summit" in a signed e-mail: the writer knows Sipho (not "Met Tomas today", which has no "I").
  if (subject === r.me && !(isW(v, 'met') && isW(cl.i, 'i') && view.personAt(v + 1))) return false
  let w: number | undefined
  if (isW(v, 'met', 'mentors', 'mentored', 'coached') && !isW(v + 1, 'with')) w = v + 1
  // "is friendly with P", "I'm tight with her".
  else if (isW(v, 'friendly', 'tight', 'chummy', 'pally') && isW(v + 1, 'with')) w = v + 2
  // "trained under Burak Yıldız", "apprenticed under P": a mentor.
  else if (isW(v, 'trained', 'apprenticed', 'studied', 'learned') && isW(v + 1, 'under')) w = v + 2
  else if (
    isW(v, ...TOGETHER_VERBS) ||
    (isW(v, 'on') && isW(v + 1, 'good', 'great', 'friendly', 'excellent', 'first-name', 'speaking'))
  ) {
    for (let x = v + 1; x < n && x <= v + 5; x++)
      if (isW(x, 'with', 'alongside')) {
        w = x + 1
        break
      }
  } else if (isW(v, 'in') && isW(v + 1, 'touch') && isW(v + 2, 'with')) w = v + 3
  // "had dinner with P", "caught up with P at the expo".
  else if (isW(cl.verbAt - 1, 'had', 'has', 'have') && MEALS.has(wordAt(view, isW(v, 'a') ? v + 1 : v))) {
    // "had dinner with P" (the reader skipped "had" as an auxiliary).
    const x = isW(v, 'a') ? v + 2 : v + 1
    if (isW(x, 'with')) w = x + 1
  } else if (isW(v, 'caught', 'catches', 'catching') && isW(v + 1, 'up') && isW(v + 2, 'with')) w = v + 3
  // "has a good relationship with P", "has a great rapport with her".
  else if (isW(v - 1, 'has', 'have', 'had') || isW(v, 'has', 'have', 'had')) {
    for (let x = v; x < n && x <= v + 4; x++)
      if (isW(x, 'relationship', 'rapport', 'friendship') && isW(x + 1, 'with')) w = x + 2
  }
  if (w === undefined) return false
  // "overlapped with your CFO, Hannah Berg, at McKinsey": the person the title names.
  const role = view.personAt(w) ? undefined : view.titleWithCompany(w)
  if (role && view.isX(role.next, ',') && view.personAt(role.next + 1)) w = role.next + 1
  const other = view.objectAt(w, subjects)
  if (!other) return false
  // "is on first-name terms with their CEO, Federico Ruiz": where the title says he works.
  if (role?.company && w === role.next + 1) r.worksAt(other, role.company, view.sentence, role.title)
  cl.through = w
  for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
  return true
}

/** Who someone is to another: "Tunde's teacher", "her neighbour" (a co-founder now is a colleague: not recorded). */
const TIES = [
  'neighbour',
  'neighbor',
  'teacher',
  'professor',
  'student',
  'tutor',
  'godfather',
  'godmother',
  'godparent',
]
const OWNED_FRIEND = new Set([...[...FRIEND_WORDS].filter((w) => !w.endsWith('s')), ...FAMILY, ...TIES])

/**
 * "Her friend Tom Reed runs ...", "Ana Lima's old classmate, Tom Reed", "my former colleague Tom" in a
 * chat line: the owner knows the person named right after. "His"/"her" is the person named before in
 * the sentence, else the subject of the sentence before; "my" only a chat line's speaker (as above).
 */
export function friendOfAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, elements } = view
  const owner = at(i)
  let k = i + 1
  while (k < i + 3 && isW(k, 'old', 'good', 'close', 'best', 'longtime', 'long-time', 'former', 'dear', 'ex')) k++
  const former = k > i + 1 && !isW(k - 1, 'good', 'close', 'best', 'dear')
  // "my former boss Luca Romano": a manager once, known.
  const boss = former && isW(k, 'boss', 'manager', 'supervisor', 'mentor')
  const exColleague = isW(k, 'ex-colleague', 'ex-coworker', 'ex-boss', 'ex-manager')
  if (!(wordIn(view, k, OWNED_FRIEND) || (former && wordIn(view, k, COLLEAGUE_WORDS)) || boss || exColleague)) return
  if (isX(k + 1, ',')) k++
  // "Sanjay Gupta, Neha Sharma's co-founder,", "Adebola Ige was Tunde Bakare's teacher": the one before.
  const before = isX(i - 1, ',') ? view.personAt(i - 2) : isW(i - 1, 'is', 'was') ? view.personAt(i - 2) : undefined
  const friend = view.personAt(k + 1) ?? (owner?.k === 'P' && owner.poss ? before : undefined)
  if (!friend) return
  const by =
    owner?.k === 'P' && owner.poss
      ? owner.ref
      : isW(i, 'his', 'her')
        ? elements.slice(view.bodyStart, i).some((x) => x.k === 'P')
          ? r.lastPersonBefore(elements, i)
          : (r.previousSubject ?? r.previousPerson)
        : isW(i, 'my')
          ? view.speaker
          : undefined
  if (by && by !== friend) r.knows(by, friend, view.sentence)
}

/** "met P through Q", "met P via Q at ...": the person met and who brought them. */
function metThrough(view: View, v: number): { person: PersonState; by: PersonState; at: number } | undefined {
  const person = view.personAt(v + 1)
  if (!person) return undefined
  for (let x = v + 2; x < view.n && x <= v + 6; x++) {
    if (view.isW(x, 'through', 'via') && view.personAt(x + 1)) return { person, by: view.personAt(x + 1)!, at: x + 1 }
    if (view.at(x)?.k === 'X' || view.at(x)?.k === 'P') return undefined
  }
  return undefined
}

/**
 * "[12:11] Lukas Wolf: I do, he was my manager at SAP", "yes, I do!": a chat answer to "does anyone
 * know Felix Bauer?": the speaker knows the person the thread asked about.
 */
export function iDo(r: Reader, view: View): void {
  const { isW, isX } = view
  const speaker = view.speaker
  const asked = r.previousPerson
  if (!speaker || !asked || asked === speaker) return
  let k = view.bodyStart
  if (isW(k, 'yes', 'yeah', 'yep', 'yup', 'sure')) k += isX(k + 1, ',', '!') ? 2 : 1
  if (isW(k, 'i') && isW(k + 1, 'do') && (k + 2 >= view.n || isX(k + 2, ',', '!', '.', '-', '—', '–')))
    r.knows(speaker, asked, view.sentence)
}

/**
 * "[09:14] Fatima Zahra: Met Oliver Grant from Tessellate yesterday": the chat line's speaker met them.
 * "Met Anna Berg through Tomas Lind." (a note's writer, or a chat line's speaker): Tomas introduced her.
 */
export function metInChat(r: Reader, view: View): void {
  if (!view.isW(view.bodyStart, 'met')) return
  const through = metThrough(view, view.bodyStart)
  if (through && through.by !== through.person) r.introduced(through.person, through.by, view.sentence)
  const speaker = view.speaker
  const person = view.personAt(view.bodyStart + 1)
  if (speaker && person && person !== speaker) r.knows(speaker, person, view.sentence)
}

/**
 * "Tomas Lind and Anna Berg (they go way back), plus Rui Alves": in a sentence of more people, "they"
 * right before the cue is the two joined just before it, and only they are its parties.
 */
function theyBefore(view: View, cue: number, parties: Set<PersonState>): void {
  for (let t = cue - 1; t >= 0 && t >= cue - 3; t--) {
    if (!view.isW(t, 'they')) continue
    const q = view.isX(t - 1, '(', ',', ';', '—', '–') ? t - 2 : t - 1
    const a = view.personAt(q - 2)
    const b = view.personAt(q)
    // Not the last two of a longer list ("Tomas Lind, Anna Berg and Rui Alves (they ...)"): all of them.
    if (!a || !b || a === b || !view.isW(q - 1, 'and') || (view.isX(q - 3, ',') && view.personAt(q - 4))) return
    parties.clear()
    parties.add(a).add(b)
    return
  }
}
