/*
 * A role written as someone's, with its holder named beside it (issue 27, M3): "Anh Tuan Pham, CEO of
 * Mekong Solar ... his CTO, Hoang Minh Chau", "Vikram Joshi, plant head ..., and his quality lead,
 * Kavita Pawar", "Priya Shah brought along her direct report, Tom Becker": the holder reports to the
 * one "his"/"her" stands for. Only where the owner holds a head's title (CEO, founder, head, director,
 * VP ...; for a chief's role the company's head: "his CFO" of a COO is a peer's) or the role is a
 * second's (assistant, analyst, direct report); never a manager's role ("her boss, P" reads the other
 * way, reporting.ts), a peer's or an outsider's ("his cofounder", "her counterpart", "his advisor"), one
 * held once ("his former CTO"), nor a team lead. And "Tom Becker's boss Priya Shah will join": a manager
 * named right after the noun, with no comma or verb between.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { outsiderTitle } from '../outsiders.js'
import { managerAt } from './reporting.js'
import type { View } from './view.js'

/** Roles that are a second's whoever holds the owner's title. */
const SECOND = new Set(['assistant', 'analyst', 'intern', 'report', 'ea', 'pa'])
/** Words of a title that make it a head's: the owner's title must hold one, for a role that is not a second's. */
const HEAD = /\b(ceo|cfo|coo|cto|cio|founder|head|director|president|chief|vp|md|gm|partner|owner|chair|chairman)\b/i
/** A chief's title ("CFO", "Chief Risk Officer"): its owner must head the company ("his CFO" of a COO is a peer's). */
const CHIEF = /^(c[a-z]{1,2}o|chief\b.*)$/i
const TOP = /\b(ceo|founder|co-founder|cofounder|president|managing director|md|owner|chair|chairman|chairwoman)\b/i
/** Roles that are no report of the owner: a manager, a peer, a partner in private life. */
const NOT_REPORT =
  /\b(manager|boss|supervisor|team lead|team leader|cofounder|co-founder|counterpart|peer|partner|colleague|predecessor|successor|replacement|friend|wife|husband|spouse|mentor)\b/i
/** Words before the role that make it one held once, or someone else's ("his former CTO", "his old assistant"). */
const ONCE = new Set(['former', 'old', 'ex', 'previous', 'late', 'future', 'would-be'])

/** The role at k, as a title or a second's word: its text and the index after it. */
function roleAt(view: View, k: number): { role: string; next: number } | undefined {
  const e = view.at(k)
  if (e?.k === 'T') return { role: e.title, next: k + 1 }
  if (view.isW(k, 'direct') && view.isW(k + 1, 'report')) return { role: 'direct report', next: k + 2 }
  if (e?.k === 'W' && SECOND.has(e.w)) return { role: e.w, next: k + 1 }
  return undefined
}

/** Whom "his"/"her" at x stands for: the last other person named before it in the sentence, else the last sentence's subject. */
function ownerBefore(r: Reader, view: View, x: number, holder: PersonState): PersonState | undefined {
  for (let y = x - 1; y >= view.bodyStart; y--) {
    const p = view.personAt(y)
    if (p && p !== holder) return p
  }
  const before = r.previousSubject ?? r.previousPerson
  return before !== holder ? before : undefined
}

/** Reads a sentence's "his CTO, P", "her direct report, P" and "P's boss Q" into reporting lines. */
export function ownerReports(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let i = view.bodyStart; i + 2 < n; i++) {
    possBoss(r, view, i)
    if (!isW(i, 'his', 'her')) continue
    let k = i + 1
    if (isW(k, ...ONCE)) continue
    if (isW(k, 'new', 'trusted')) k++
    // One word before a title the lists do not know: "his quality lead".
    const q = at(k)
    if (q?.k === 'W' && !q.cap && at(k + 1)?.k === 'T' && !ONCE.has(q.w)) k++
    const role = roleAt(view, k)
    if (!role || NOT_REPORT.test(role.role) || outsiderTitle(role.role)) continue
    const comma = isX(role.next, ',')
    const holder = view.personAt(comma ? role.next + 1 : role.next)
    if (!holder) continue
    const owner = ownerBefore(r, view, i, holder)
    if (!owner || owner === r.me || owner === view.speaker) continue
    const second = SECOND.has(role.role.toLowerCase()) || role.role === 'direct report'
    if (!second && !(owner.title && (CHIEF.test(role.role) ? TOP : HEAD).test(owner.title))) continue
    if (r.linkKeys.has(`reports_to|${owner.name}|${holder.name}`)) continue
    r.report(holder, owner, view.sentence)
  }
}

/** "Tom Becker's boss Priya Shah will join": a manager named right after the noun, without a comma or a verb. */
function possBoss(r: Reader, view: View, i: number): void {
  const owner = view.at(i)
  if (owner?.k !== 'P' || !owner.poss) return
  const noun = managerAt(view, i + 1)
  if (noun === undefined) return
  const manager = view.personAt(noun + 1)
  if (manager && manager !== owner.ref) r.report(owner.ref, manager, view.sentence)
}
