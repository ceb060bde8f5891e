/*
 * An introduction told as contact details handed on (issue 27, W18): "Kidist Alemayehu ... called this
 * morning after Dang Minh Chau at Highland Bean Roasters passed her our name", "gave him my number".
 * The one who handed them on (the person right before the verb, past an "at C" tag) introduced the
 * sentence's first person, who is the one "her"/"him" stands for.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const HANDED = ['passed', 'gave', 'forwarded', 'sent', 'shared', 'handed']
const DETAILS = ['name', 'details', 'number', 'contact', 'email', 'e-mail', 'card']

/** Reads one sentence for "P passed her our name". */
export function passedNames(r: Reader, view: View): void {
  const { at, isW } = view
  for (let v = view.bodyStart + 1; v + 3 < view.n; v++) {
    if (!isW(v, ...HANDED) || !isW(v + 1, 'her', 'him') || !isW(v + 2, 'our', 'my') || !isW(v + 3, ...DETAILS)) continue
    // The one who handed them on: right before the verb, or before its "at C" / "from C" tag.
    let b = v - 1
    if (at(b)?.k === 'C' && isW(b - 1, 'at', 'from', 'of')) b -= 2
    const by = view.personAt(b)
    let first: PersonState | undefined
    for (let x = view.bodyStart; x < b && !first; x++) first = view.personAt(x)
    if (by && first && first !== by && first !== r.me && by !== r.me) r.introduced(first, by, view.sentence)
    return
  }
}
