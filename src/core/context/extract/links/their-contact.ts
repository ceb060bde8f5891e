/*
 * Someone's contact named as "his contact is P" (issue 27's fallback, third pass): "Andes Fresh
 * supplies Vega Markets, where his contact is Lucía Herrera", "Her contact at Vega is P". "His"/"her"
 * is the last person named before it in the sentence, else the one the sentence before was about;
 * they know P. A negation, a question, the owner being P, or no "is" between, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words that may stand between "his" and "contact": "his main contact", "her old contact". */
const ADJECTIVES = new Set(['main', 'old', 'usual', 'key', 'best', 'closest', 'close', 'good', 'personal'])
/** At most this many elements between "contact" and "is" ("his contact at Vega Markets there is"). */
const REACH = 4

/** The one "his"/"her" at x stands for: the last person named before it in the sentence, else `earlier`. */
function owner(r: Reader, view: View, x: number, earlier: PersonState | undefined): PersonState | undefined {
  for (let y = x - 1; y >= view.bodyStart; y--) {
    const p = view.personAt(y)
    if (p) return p
  }
  return earlier !== r.me && earlier !== view.speaker ? earlier : undefined
}

/** Reads one sentence; `negated` says whether a word denies. */
export function theirContact(
  r: Reader,
  view: View,
  earlier: PersonState | undefined,
  negated: (w: string) => boolean,
): void {
  const { at, isW, isX, n } = view
  for (let x = view.bodyStart; x < n; x++) {
    const e = at(x)!
    if ((e.k === 'W' && negated(e.w)) || isX(x, '?')) return
  }
  for (let x = view.bodyStart; x < n; x++) {
    if (!isW(x, 'his', 'her')) continue
    let c = x + 1
    if (at(c)?.k === 'W' && ADJECTIVES.has((at(c) as { w: string }).w)) c++
    if (!isW(c, 'contact')) continue
    // "his contact is P", "her contact at Vega Markets is P": small words and a company before "is".
    let v = c + 1
    while (v < n && v <= c + REACH && !isW(v, 'is', 'was') && (at(v)?.k === 'C' || isW(v, 'at', 'there', 'in'))) v++
    const p = isW(v, 'is', 'was') ? view.personAt(v + 1) : undefined
    const who = p ? owner(r, view, x, earlier) : undefined
    if (p && who && who !== p) r.knows(who, p, view.sentence)
  }
}
