/*
 * The fallback for reports-to (issue 27, third pass): a deputy reports to the one whose deputy they
 * are. "Her deputy Rui Tavares", "Sunita's deputy, Owen Price", "Anna, Maria's deputy,", "Karthik Iyer, who ran SME lending,
 * becomes her deputy": the owner is the person written as one ("Sunita's"), or the one "her"/"his"
 * stands for (the last other person named before, in the sentence or the one before it). A past
 * ("was her deputy", "her former deputy"), an owner who has left, a negation or a question, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { copulaDeputy } from './deputy-copulas.js'

/**
 * Verbs between a subject and "her deputy": "Karthik becomes her deputy", "joined as her deputy" (never "was":
 * a deputy no longer; "her former deputy" is read by no rule either).
 */
const BECOMES = new Set(['becomes', 'become', 'became', 'is', 'as', 'named', 'appointed', 'now', 'will', 'be'])
/** At most this many elements from the subject to its "becomes": a relative clause between (", who ran SME lending,"). */
const REACH = 10

const isDeputy = (view: View, x: number): boolean => {
  const e = view.at(x)
  return e?.k === 'T' && e.title.toLowerCase() === 'deputy'
}

/** Whom "her"/"his" at x stands for: the last other person named before it in the sentence, else the sentence before's. */
function ownerOf(r: Reader, view: View, x: number, deputy: PersonState): PersonState | undefined {
  for (let y = x - 1; y >= view.bodyStart; y--) {
    const p = view.personAt(y)
    if (p && p !== deputy) return p
  }
  const before = r.previousSubject ?? r.previousPerson
  return before !== deputy ? before : undefined
}

/** The subject a "becomes her deputy" at v (the verb's index) is said of: the person opening its clause. */
function subjectBefore(view: View, v: number): PersonState | undefined {
  for (let y = v - 1; y >= view.bodyStart && v - y <= REACH; y--) {
    const e = view.at(y)!
    if (e.k === 'X' && e.p !== ',') return undefined
    if (e.k === 'P') {
      // "Karthik Iyer, who ran SME lending, becomes": the person before the relative clause.
      const opens = y === view.bodyStart || view.isX(y - 1, ',', ':', ';', '.') || view.isW(y - 1, 'and')
      return opens && !e.poss ? e.ref : undefined
    }
  }
  return undefined
}

/** Reads a sentence's deputies (after its phrase rules, in the fallback). */
export function deputies(r: Reader, view: View, negated: (w: string) => boolean): void {
  const { at, isW, isX } = view
  for (let x = view.bodyStart; x < view.n; x++) {
    const e = at(x)!
    if (e.k === 'W' && negated(e.w)) return
  }
  for (let x = view.bodyStart + 1; x < view.n; x++) {
    if (!isDeputy(view, x)) continue
    const o = at(x - 1)!
    if (!(o.k === 'P' ? o.poss : isW(x - 1, 'her', 'his'))) continue
    // "Her deputy Rui Tavares", "Sunita's deputy, Owen Price": the one after.
    const after = isX(x + 1, ',') ? x + 2 : x + 1
    // "His deputy is Li Na" (deputy-copulas.ts).
    let deputy = view.personAt(after) ?? copulaDeputy(view, x)
    // "Anna Berg, Maria Costa's deputy, joined the call": the one the appositive is about.
    if (!deputy && o.k === 'P' && isX(x - 2, ',') && isX(x + 1, ',')) deputy = view.personAt(x - 3)
    // "Karthik Iyer, who ran SME lending, becomes her deputy".
    if (!deputy && isW(x - 2, ...BECOMES)) deputy = subjectBefore(view, x - 2)
    if (!deputy) continue
    const owner = o.k === 'P' ? o.ref : ownerOf(r, view, x - 1, deputy)
    if (!owner || deputy === owner || deputy === r.me || owner === r.me) continue
    // "Valentina Russo is leaving to join Corvo ... Her deputy, Emeka Nwosu, takes over": a manager who left has no deputy there.
    if (r.links.some((l) => l.kind === 'left_for' && l.from === owner.name)) continue
    if (r.linkKeys.has(`reports_to|${owner.name}|${deputy.name}`)) continue
    r.report(deputy, owner, view.sentence)
  }
}
