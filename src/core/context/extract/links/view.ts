/*
 * One sentence's elements as the link families read them: what stands at an index, whether it is
 * one of some words or marks, and the shapes several families share (a title with its company).
 * Helpers are arrow properties, so a family can take the ones it needs by destructuring.
 */
import { AUX, DETERMINERS } from '../cues.js'
import type { CompanyState, Element, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { taggedSpeaker } from '../speaker-tags.js'
import { servesClient } from './outsider-clients.js'

export class View {
  readonly n: number
  /** The people the sentence names, each once, in order. */
  readonly peopleHere: PersonState[]

  constructor(
    readonly r: Reader,
    readonly elements: Element[],
    /** The sentence's text, for the links it states: built only when one does. */
    readonly sentence: () => string,
    readonly wholeLine: boolean,
  ) {
    this.n = elements.length
    this.inPlayBefore = r.inPlay
    this.peopleHere = [
      ...new Set(elements.filter((e): e is Extract<Element, { k: 'P' }> => e.k === 'P').map((e) => e.ref)),
    ]
    // "[10:02] Keanu Kahale: heads up, ...": a chat line's speaker is its "I" and "my" ("[10:02]" is five elements).
    let k = 0
    while (
      k < this.n &&
      k < 6 &&
      (elements[k]!.k === 'X' || (elements[k]!.k === 'W' && /^[\d:]+$/.test((elements[k] as { w: string }).w)))
    )
      k++
    const first = elements[k]
    // "Dariusz Nowak (Lumen Robotics): ...": a speaker tagged with their company.
    const tag = first?.k === 'P' && taggedSpeaker(elements, k + 1)
    if (first?.k === 'P' && (this.isX(k + 1, ':') || tag) && !first.poss) {
      this.speaker = first.ref
      this.bodyStart = tag ? k + 5 : k + 2
    } else if (this.isX(0, '>')) {
      // "> He reports to Ewa Mazur": a quoted reply's line reads as the line it quotes.
      let q = 1
      while (q < 3 && this.isX(q, '>')) q++
      this.bodyStart = q
    }
  }

  /** The company in play before the sentence: whom its "their" means (their-before.ts). */
  readonly inPlayBefore: CompanyState | undefined
  /** The speaker of a chat line ("Keanu Kahale: ..."), and where what they say starts. */
  readonly speaker: PersonState | undefined
  readonly bodyStart: number = 0

  readonly at = (i: number): Element | undefined => (i < 0 ? undefined : this.elements[i])
  // The two tests every family calls most: a negative index answers at once (an array read at -1 takes the
  // slow path), and the kind is tested before the words are.
  readonly isW = (i: number, ...words: string[]): boolean => {
    if (i < 0 || i >= this.n) return false
    const e = this.elements[i]!
    if (e.k !== 'W') return false
    for (let j = 0; j < words.length; j++) if (words[j] === e.w) return true
    return false
  }
  readonly isX = (i: number, ...marks: string[]): boolean => {
    if (i < 0 || i >= this.n) return false
    const e = this.elements[i]!
    if (e.k !== 'X') return false
    for (let j = 0; j < marks.length; j++) if (marks[j] === e.p) return true
    return false
  }
  /** The person at i, if a person stands there. */
  readonly personAt = (i: number): PersonState | undefined => {
    const e = this.at(i)
    return e?.k === 'P' ? e.ref : undefined
  }
  /**
   * The person a word at i stands for when it is the object of a clause about `subject`: a person,
   * or "him"/"her"/"them" for the last other person named before it in the sentence, else in the
   * sentences before ("Ama has worked with Kenji ... and reports to him").
   */
  readonly objectAt = (i: number, subjects: readonly PersonState[]): PersonState | undefined => {
    const named = this.personAt(i)
    if (named) return named
    if (!this.isW(i, 'him', 'her', 'them')) return undefined
    for (let x = i - 1; x >= this.bodyStart; x--) {
      const p = this.personAt(x)
      if (p && !subjects.includes(p)) return p
    }
    const { previousSubject, previousPerson } = this.r
    if (previousSubject && !subjects.includes(previousSubject)) return previousSubject
    return previousPerson && !subjects.includes(previousPerson) ? previousPerson : undefined
  }
  /** Past auxiliaries and adverbs ("has now", "was recently"): the index of the verb. */
  readonly skipAux = (i: number): number => {
    let k = i
    // "Ana Costa kindly introduced us to P": an adverb of a favour stands where an auxiliary would.
    while (k < this.n && k - i < 4 && (this.isW(k, ...AUX) || this.isW(k, 'kindly', 'personally', 'generously'))) k++
    return k
  }
  /** A title with its company: "the CFO of Fjordline AI", "their CFO", "Fjordline's CFO", "CFO at Fjordline". Returns the index after it. */
  readonly titleWithCompany = (
    i: number,
  ): { title: string; company: CompanyState | undefined; next: number } | undefined => {
    const { at, isW, isX, r } = this
    // "Eleni Papadopoulos, now VP Sales at Aegean Shipping": the title she has now.
    let k = isW(i, 'now', 'currently') ? i + 1 : i
    let company: CompanyState | undefined
    const first = at(k)
    if (first?.k === 'C' && (first.poss || at(k + 1)?.k === 'T')) {
      // "Fjordline's CFO", and "Fjordline CFO" in an appositive: "Maria Lopez, Fjordline CFO, ...".
      company = first.ref
      k++
    } else if (isW(k, 'their', 'its', 'our')) {
      company = r.companyAt(at(k))
      k++
    } else if (isW(k, 'the', 'a', 'an', 'his', 'her', 'new', 'my', 'your')) k++
    if (isW(k, 'new', 'current', 'former', 'interim', 'acting')) k++
    // One word the lists do not know before a title: "their merchandising director".
    let qualifier = ''
    const q = at(k)
    if (
      q?.k === 'W' &&
      !q.cap &&
      at(k + 1)?.k === 'T' &&
      /^\p{Ll}{3,}$/u.test(q.w) &&
      !AUX.has(q.w) &&
      !DETERMINERS.has(q.w)
    ) {
      qualifier = `${q.w} `
      k++
    }
    const t = at(k)
    if (t?.k !== 'T') return undefined
    k++
    // "VP Manufacturing at Condor Motors": a department the lists do not know, between the title and its company.
    let dept = ''
    const d = at(k)
    if (d?.k === 'W' && d.cap && isW(k + 1, 'at', 'of') && at(k + 2)?.k === 'C') {
      dept = ` ${d.w.charAt(0).toUpperCase()}${d.w.slice(1)}`
      k++
    }
    if (
      (isW(k, 'at', 'of', 'for', 'with', 'from', 'in') || isX(k, '@', ',', '-', '–', '—', '|')) &&
      at(k + 1)?.k === 'C'
    ) {
      // "our account manager for Acme Corp": the client served, not the employer.
      // ... and "IT partner for Lumière Bakery", "a consultant for Tejo Foods": an outsider's client.
      if (!(isW(k, 'for') && (isW(i, 'our') || servesClient(t.title))))
        company = (at(k + 1) as { ref: CompanyState }).ref
      k += 2
      // "the account lead for Juniper Mobile here at Blackbird Media": the one they serve, and the one they work at.
      const here = isW(k, 'here') ? k + 1 : k
      if (isW(k - 2, 'for') && isW(here, 'at') && at(here + 1)?.k === 'C') {
        company = (at(here + 1) as { ref: CompanyState }).ref
        k = here + 2
      }
    }
    return { title: qualifier + t.title + dept, company, next: k }
  }
}

/** A subject of a sentence and where its predicate starts. */
export interface Clause {
  /** The subject's element and its index. */
  e: Element
  i: number
  subject: PersonState
  /** The subject and those joined to it ("Sarah Chen and Tomas Lindqvist work at ..."). */
  subjects: PersonState[]
  /** Where the words after the subject (and its appositives) start. */
  k: number
  /** Where the verb stands (after auxiliaries), and where it would without them. */
  v: number
  verbAt: number
  /** "I'm ...": the writer and a copula in one word. */
  copula: boolean
  /** Where a rule read the clause's object: a person up to there is not the subject of a clause of its own. */
  through?: number
  /** The clause is a relative one after the name (", who ..."): the sentence's main verb follows its comma. */
  relative?: boolean
  /** The person a clause about the writer is about ("I met Adaora ... She is ..."): "she" next is them. */
  topic?: PersonState
}

/**
 * A pattern for the verb after a subject. It answers whether its verb stands there (whatever it
 * then reads), so the rules are tried in order and the first whose verb matches is the only one.
 */
export type VerbRule = (r: Reader, view: View, cl: Clause) => boolean
