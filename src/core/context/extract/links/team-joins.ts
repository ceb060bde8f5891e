/*
 * Who joins, moves to or sits in someone's team works where that someone works (issue 27, M6: a shape
 * of four fresh writers' batches): "Olumide Fashola is joining Ifeoma's team", "Neema Mwakyusa manages
 * the quality team (Juma Said, Rehema Kimaro ...)", "Shona Kennedy on my team says ...", "His team of
 * twelve engineers, including Kiri Rangihau". Read per sentence as pairs (member, owner), placed when
 * the text is read, as colleagues are (colleagues.ts): the member works at the owner's employer when
 * the text places the owner and nothing else places the member. Not a former team ("her old team",
 * "Aroha's old team"): a past team says nothing of where anyone works now.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { colleagueBefore } from './pronoun-owners.js'
import type { View } from './view.js'
import { ownerPairs } from './owner-pairs.js'

const TEAM = ['team', 'group', 'squad', 'unit', 'department']
const PAST = ['old', 'former', 'previous', 'ex']
const JOIN = ['join', 'joins', 'joining', 'joined', 'to', 'into']
/** A sentence that says the member is not staff ("joining our team as a freelance visualiser; he isn't staff"). */
const OUTSIDE = ['freelance', 'freelancer', 'contractor', 'consultant', 'external', 'outside', 'temporary', 'staff']
const MANAGE = ['manages', 'leads', 'runs', 'heads', 'managing', 'leading', 'running', 'heading']

const { note, of: pairsOf } = ownerPairs()

/** The end of "<owner> [one or two lower-case words] team" from i (the word after the owner), or -1. */
function teamAfter(view: View, i: number): number {
  const { at, isW } = view
  for (let x = i; x < i + 3; x++) {
    if (isW(x, ...TEAM)) return x
    const e = at(x)
    if (e?.k !== 'W' || e.cap || isW(x, ...PAST)) return -1
  }
  return -1
}

/** The people listed from k on ("Juma Said, Rehema Kimaro and a new hire"), each noted to the owner. */
function listed(r: Reader, view: View, k: number, owner: PersonState): void {
  const { isX, isW, personAt, n } = view
  for (let x = k; x < n && x <= k + 12; x++) {
    const p = personAt(x)
    if (p) note(r, p, owner)
    else if (!isX(x, ',') && !isW(x, 'and', 'including')) break
  }
}

/** Reads one sentence's team memberships (see the module comment). */
export function teamJoins(r: Reader, view: View): void {
  const { at, isW, isX, personAt, n } = view
  for (let i = 0; i < n; i++) if (isW(i, ...OUTSIDE)) return
  for (let i = 0; i < n; i++) {
    const e = at(i)
    // "Q's team" or "my/our team": whose team it is.
    const owner =
      e?.k === 'P' && e.poss
        ? e.ref
        : isW(i, 'my', 'our')
          ? r.me
          : isW(i, 'his', 'her')
            ? colleagueBefore(r, view, i)
            : undefined
    if (!owner) continue
    const t = teamAfter(view, i + 1)
    if (t < 0) continue
    // "P is joining Q's team", "P moves from Data Platform to Q's analytics group": the sentence's first person.
    if (isW(i - 1, ...JOIN)) {
      for (let x = Math.max(0, i - 8); x < i - 1; x++)
        if (personAt(x)) {
          note(r, personAt(x), owner)
          break
        }
    }
    // "Shona Kennedy on my team", "Ana Lima from our team".
    if (owner === r.me && isW(i - 1, 'on', 'in', 'from') && personAt(i - 2)) note(r, personAt(i - 2), owner)
    // "Q's team (P, P)", "His team of twelve engineers, including P": the members listed after it.
    if (isX(t + 1, '(')) listed(r, view, t + 2, owner)
    else if (isW(t + 1, 'of'))
      for (let x = t + 2; x < t + 8; x++)
        if (isW(x, 'including')) {
          listed(r, view, x + 1, owner)
          break
        }
  }
  // "Q manages the quality team (P, P ...)": the manager owns the team listed after it.
  for (let i = 0; i + 3 < n; i++) {
    const q = personAt(i)
    if (!q || !isW(i + 1, ...MANAGE) || !isW(i + 2, 'the', 'a')) continue
    const t = teamAfter(view, i + 3)
    if (t >= 0 && isX(t + 1, '(')) listed(r, view, t + 2, q)
  }
}

/** Places each member read at their owner's employer, when the member has none (see the module comment). */
export function placeTeamJoins(r: Reader): void {
  for (const { person, owner } of pairsOf(r)) {
    const who = owner === r.me ? r.writerPerson : owner
    const employer = who ? r.employerOf(who) : undefined
    if (employer && employer !== r.ours && !r.employerOf(person)) r.worksAt(person, employer, () => '')
  }
}
