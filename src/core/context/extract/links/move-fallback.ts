/*
 * The fallback for left-for (issue 27): a person, then in the same clause a word of a move's family
 * and the company they went to ("Arvid Holm left ztrip for Kobalt", "she is leaving Bosphorus Bank
 * and heading to Anatolia Pay"), or the company they came from ("Hana joined from Fonterra in June":
 * the finishing pass links them to where they work now), when no phrase rule read a move of theirs.
 * A negation, a question or another person before the company, and it stands back.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** At most this many elements from the person to the company: farther off, it is another clause's. */
const SPAN = 16
const JOIN = new Set(['join', 'joins', 'joined', 'joining'])
const LEAVE = new Set(['left', 'leaving', 'leaves', 'quit', 'quitting', 'traded', 'swapped'])
const GO = new Set(['went', 'gone', 'headed', 'heading', 'moved', 'moving', 'switched', 'jumped'])

/** Words after which a name opens a clause as its subject ("and Hana joined ...", "nope, he went to ..."). */
const OPENERS = new Set(['and', 'but', 'so', 'that', 'then', 'now', 'also', 'because', 'since', 'when', 'after'])
/** Words before a person who is an object, not a subject: the clause goes on past them ("reports into Wiremu and joined ..."). */
const OBJECT_BEFORE = new Set(['to', 'into', 'with', 'by', 'under'])
/** Words that open a clause of someone else's: "took over from Paul Evans when he moved to Harbor Bank". */
const NEW_CLAUSE = new Set(
  'who whom whose which when where he she they we i after before because since until while'.split(' '),
)

/** Whether the element at i opens its clause: a subject, not an object nor an owner ("Sophie's team moved ..."). */
function opensClause(view: View, i: number): boolean {
  const e = view.at(i)
  if (e?.k === 'P' && e.poss) return false
  if (i === view.bodyStart) return true
  const before = view.at(i - 1)
  if (before?.k === 'X') return [',', ';', '—', '–', '(', ':', '!', '.'].includes(before.p)
  return before?.k === 'W' && OPENERS.has(before.w)
}

/** Words after the company that make the trip a visit: "went to Harbor Bank for the review", "heading to Kite Labs tomorrow". */
const VISIT_AFTER = new Set(['for', 'tomorrow', 'today', 'tonight', 'this', 'next'])
/** Words that take a move back: "left Acme Corp for Globex Ltd in 2015 and came back to Acme Corp". */
const BACK = new Set(['back', 'returned', 'rejoined', 'returning'])

/** Whether the company at x is a place visited, or one the person came back from (the rest of the clause says so). */
function visit(view: View, x: number): boolean {
  if (view.isW(x + 1, ...VISIT_AFTER)) return true
  for (let y = x + 1; y < view.n && y <= x + SPAN; y++) {
    const e = view.at(y)!
    if (e.k === 'X' && e.p !== ',') return false
    if (e.k === 'W' && BACK.has(e.w)) return true
  }
  return false
}

/** Whether the reader already holds a move of the person's (a left-for link), or a company they were at before. */
const moved = (r: Reader, p: PersonState): boolean => r.links.some((l) => l.kind === 'left_for' && l.from === p.name)
const wasAt = (r: Reader, p: PersonState): boolean => r.past.some((x) => x.person === p)

/**
 * Reads the move told after the person at elements[i] (a name, or "he"/"she" for one), up to where
 * the clause ends (`stop` says whether an element ends it).
 */
export function moveAfter(
  r: Reader,
  view: View,
  p: PersonState,
  i: number,
  stop: (x: number) => boolean,
  negated: (w: string) => boolean,
): void {
  const { at, isW } = view
  if (!opensClause(view, i)) return
  let join = -1
  let leave = -1
  let from: CompanyState | undefined
  const end = Math.min(view.n, i + SPAN + 1)
  for (let x = i + 1; x < end; x++) {
    const e = at(x)!
    if (stop(x) || (e.k === 'P' && !isW(x - 1, ...OBJECT_BEFORE))) return
    if (e.k === 'C') {
      // "left ztrip for Kobalt": the company after "for"/"to" is where they went, one before it where they were.
      // "left Bosphorus Bank and joined Anatolia Pay": where they went, after where they left.
      const joinedNext = from !== undefined && isW(x - 1, ...JOIN)
      if (leave >= 0 && (isW(x - 1, 'for', 'to') || joinedNext) && !e.poss) {
        if (moved(r, p) || visit(view, x)) return
        // "traded Lagos Mobile for Naija Cloud" with the one left unread: a move whose origin the text does not give.
        const previous = from ?? r.employerOf(p)
        r.leftFor(p, previous === e.ref ? undefined : previous, e.ref, view.sentence)
        r.worksAt(p, e.ref, view.sentence, undefined, true)
        return
      }
      // "joined from Fonterra in June": where they were; where they are the finishing pass knows.
      if (join >= 0 && isW(x - 1, 'from') && !e.poss) {
        if (!moved(r, p) && !wasAt(r, p) && r.past.length < EXTRACTION_LIMITS.links)
          r.past.push({ person: p, company: e.ref, joined: true })
        return
      }
      if (leave >= 0 && isW(x - 1, ...LEAVE)) from = e.ref
      else if (leave < 0 && join < 0) return
      continue
    }
    if (e.k !== 'W') continue
    // ("Lukas Meyer, who joins from Alpen Software": a "who" right after the person is theirs.)
    const own = (e.w === 'who' && x === i + 1) || (x === i + 2 && view.isX(i + 1, ','))
    if (negated(e.w) || (NEW_CLAUSE.has(e.w) && !own)) return
    if (LEAVE.has(e.w) || GO.has(e.w)) leave = x
    else if (JOIN.has(e.w)) join = x
  }
}
