/*
 * The fallback for left-for (issue 27, third pass): moves a sentence tells beside a person rather
 * than with a verb of moving. "Oluwaseun Adeyemi (ex-Jumia) to the Paystack team", "Fernanda Alves
 * (ex-iFood, now Head of Growth at Loggi)": a former employer in an aside, then the company they are
 * at now. "Stanley Morgan, who used to be at Morgan Stanley and now runs a small fund, Tidewater
 * Partners": where they were, then "now" and where they are. "Congrats to Hyun-woo Park on the new
 * role at Han River Capital": a new role is a move. Another person before the company, a negation,
 * a question, or a move the reader already holds for them, and it stands back.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { nowAfter } from './now-after.js'
import type { View } from './view.js'

/** At most this many elements from the cue to the company they are at now. */
const SPAN = 12
/** Words before the company now: "now Head of Growth at Loggi", "to the Paystack team", "just joined Kaizen". */
// "used to be at C and now runs D": one runs, heads or leads a business one works at (FX3).
const BEFORE_NOW = new Set(['at', 'to', 'the', 'joined', 'joins', 'joining', 'with', 'runs', 'heads', 'leads'])
const ROLES = new Set(['role', 'job', 'position', 'gig'])

const moved = (r: Reader, p: PersonState): boolean => r.links.some((l) => l.kind === 'left_for' && l.from === p.name)

/** The company from x on, before the clause ends or another person comes: one after "at"/"to"/"the", not an owner. */
function companyNow(view: View, x: number, within: boolean): CompanyState | undefined {
  for (let y = x; y < view.n && y - x <= SPAN; y++) {
    const e = view.at(y)!
    if (e.k === 'P') return undefined
    // (Inside an aside, its end is the clause's: "(ex-Jumia) to the Paystack team" reads past it.)
    if (e.k === 'X' && (e.p === '.' || e.p === ';' || e.p === '!' || e.p === '?' || (within && e.p === ')')))
      return undefined
    if (e.k === 'C') return !e.poss && view.isW(y - 1, ...BEFORE_NOW) ? e.ref : undefined
  }
  return undefined
}

/** "P (ex-C" or "P (ex C": the index after the former employer, and it (when the reader holds it as a company). */
function exAside(view: View, i: number): { next: number; from: CompanyState | undefined } | undefined {
  if (!view.isX(i + 1, '(')) return undefined
  const e = view.at(i + 2)
  if (e?.k === 'W' && e.w === 'ex') {
    const c = view.at(i + 3)
    return c?.k === 'C' ? { next: i + 4, from: c.ref } : undefined
  }
  return e?.k === 'W' && e.w.startsWith('ex-') && e.w.length > 3 ? { next: i + 3, from: undefined } : undefined
}

/** "who used to be at C and now ...", "used to work at C": the company left, and where "now" stands. */
function usedTo(view: View, x: number): { from: CompanyState; now: number } | undefined {
  const { isW } = view
  if (!isW(x, 'used') || !isW(x + 1, 'to') || !isW(x + 2, 'be', 'work') || !isW(x + 3, 'at', 'for')) return undefined
  const c = view.at(x + 4)
  if (c?.k !== 'C' || c.poss) return undefined
  // "... and now", ", is now", ", now works" (now-after.ts).
  const now = nowAfter(view, x + 5)
  return now > 0 ? { from: c.ref, now } : undefined
}

/** Whether a negation or a wish stands between the person at i and the company (what follows it is another matter). */
function denied(view: View, i: number, next: CompanyState, negated: (w: string) => boolean): boolean {
  for (let x = i + 1; x < view.n; x++) {
    const e = view.at(x)!
    if (e.k === 'C' && e.ref === next) return false
    if (e.k === 'W' && negated(e.w)) return true
  }
  return false
}

/** Reads a sentence's asides of a move (after its phrase rules, in the fallback). */
export function moveAsides(r: Reader, view: View, negated: (w: string) => boolean): void {
  const { at, isW, isX } = view
  for (let x = view.bodyStart; x < view.n; x++) if (isX(x, '?')) return
  for (let i = view.bodyStart; i < view.n; i++) {
    const e = at(i)!
    if (e.k !== 'P' || e.poss || moved(r, e.ref)) continue
    const p = e.ref
    let from: CompanyState | undefined
    let next: CompanyState | undefined
    const ex = exAside(view, i)
    if (ex) {
      from = ex.from
      // "(ex-iFood, now Head of Growth at Loggi)": inside the aside; "(ex-Jumia) to the Paystack team": after it.
      const close = isW(ex.next + 1, 'now') || isW(ex.next, 'now')
      next = close
        ? companyNow(view, ex.next, true)
        : isX(ex.next, ')')
          ? companyNow(view, ex.next + 1, false)
          : undefined
    } else {
      // "Stanley Morgan, who used to be at Morgan Stanley and now runs ...".
      const v = view.isX(i + 1, ',') && isW(i + 2, 'who') ? i + 3 : i + 1
      const used = usedTo(view, v)
      if (used) {
        from = used.from
        next = companyNow(view, used.now, false) ?? commaCompany(view, used.now)
      } else if (isW(i + 1, 'on') && isW(i + 2, 'the', 'his', 'her', 'their', 'a') && isW(i + 3, 'new')) {
        // "Congrats to Hyun-woo Park on the new role at Han River Capital".
        if (isW(i + 4, ...ROLES) && isW(i + 5, 'at') && at(i + 6)?.k === 'C') next = companyNow(view, i + 6, false)
      }
    }
    if (!next || next === from || denied(view, i, next, negated)) continue
    const before = from ?? r.employerOf(p)
    r.leftFor(p, before === next ? undefined : before, next, view.sentence)
    r.worksAt(p, next, view.sentence, undefined, true)
  }
}

/** "now runs a small fund, Tidewater Partners": a company in apposition ending the clause after "now". */
function commaCompany(view: View, x: number): CompanyState | undefined {
  for (let y = x; y < view.n && y - x <= SPAN; y++) {
    const e = view.at(y)!
    if (e.k === 'P' || (e.k === 'X' && e.p !== ',')) return undefined
    if (e.k === 'C') {
      const ends = y + 1 >= view.n || view.isX(y + 1, '.', ';', '!')
      return !e.poss && view.isX(y - 1, ',') && ends ? e.ref : undefined
    }
  }
  return undefined
}
