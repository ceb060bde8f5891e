/*
 * A move of the person an e-mail is written to, as the writer congratulates them on it (issue 27, N2:
 * "I hadn't realised you'd moved from Glencore to Kazzinc", "congratulations on your move from A to B",
 * "I saw you've joined B"). The person is the one the e-mail greets (referrals.ts, addressee); a chat
 * line's "you" is not read here, nor a plan ("if you move to B", "you might join B": no "you" with a
 * past verb stands there).
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'

const YOU = ['you', "you'd", 'you’d', "you've", 'you’ve']
/** Words that make a move a condition or a question: "if you moved to B", "have you joined B?". */
const UNSAID = ['if', 'whether', 'unless', 'once', 'when', 'have', 'had', 'did']

/** Whether the "you" at i opens a condition or a question, not a move that happened. */
function unsaid(view: View, i: number): boolean {
  if (view.isX(view.n - 1, '?')) return true
  for (let x = i - 1; x >= 0 && x >= i - 2; x--) if (view.isW(x, ...UNSAID)) return true
  return false
}
const MOVED = ['moved', 'switched', 'jumped', 'joined']

/** Reads one sentence of an e-mail for the addressee's move. */
export function addressedMove(r: Reader, view: View): void {
  const { at, isW, n } = view
  if (view.speaker) return
  for (let i = 0; i < n; i++) {
    let k = -1
    if (isW(i, ...YOU) && !unsaid(view, i)) {
      let v = i + 1
      if (isW(v, 'have', 'had')) v++
      if (isW(v, 'just', 'recently')) v++
      if (isW(v, ...MOVED)) k = v + 1
    } else if (isW(i, 'your') && isW(i + 1, 'move', 'switch', 'jump')) k = i + 2
    if (k < 0) continue
    let previous: CompanyState | undefined
    let next: CompanyState | undefined
    if (isW(k, 'from') && at(k + 1)?.k === 'C') {
      previous = r.companyAt(at(k + 1))
      k += 2
    }
    if (isW(k, 'to', 'over')) k += isW(k + 1, 'to') ? 2 : 1
    // Not "you joined Acme's webinar": a company's own thing.
    const c = at(k)
    if (c?.k === 'C' && !c.poss) next = c.ref
    // "you joined Kazzinc from Glencore".
    if (next && !previous && isW(k + 1, 'from') && at(k + 2)?.k === 'C') previous = r.companyAt(at(k + 2))
    const person = addressee(r, view)
    if (!next || !person || person === r.writerPerson || next === previous) return
    r.leftFor(person, previous, next, view.sentence)
    r.worksAt(person, next, view.sentence)
    return
  }
}
