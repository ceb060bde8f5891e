/*
 * A company inside the appositive after a name (issue 27, M8): "Ingrid Solberg, the other
 * Fjordkraft Ventures partner, ...", "Renata Vargas, our engagement lead at Palisade Consulting,
 * ...". The appositive rules read a title and "at C" right after the comma; here a determiner and
 * the company as the title's modifier, or "our" (the one who serves us there) stands first. A past
 * ("a former colleague at C", "my old boss at C") places no one. (Not "overlapped with their CMO,
 * Karin Berg, at AstraZeneca": an "at C" after the appositive may be the verb's.)
 */
import { TITLE_HEADS } from '../../lexicon.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const OPENERS = new Set(['the', 'our', 'my', 'their', 'a', 'an'])
const PAST = new Set(['former', 'ex', 'old', 'previous', 'erstwhile', 'late', 'retired'])

/** Whether the elements from a to b (not included) are a role: words and titles with a title's head, no past. */
function role(view: View, a: number, b: number): boolean {
  let head = false
  for (let x = a; x < b; x++) {
    const e = view.at(x)!
    if (e.k === 'T') head = true
    else if (e.k !== 'W' || PAST.has(e.w)) return false
    else if (TITLE_HEADS.has(e.w)) head = true
  }
  return head
}

/** Whether the appositive ends at x: a comma, a stop, a semicolon or the sentence's end. */
const ends = (view: View, x: number): boolean => x >= view.n || view.isX(x, ',', '.', ';', ')')

/** Reads "P, [the] [other] C title," and "P, our title at C," in one sentence. */
export function appositiveCompanies(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let i = view.bodyStart; i + 3 < n; i++) {
    const p = at(i)
    if (p?.k !== 'P' || p.poss || !isX(i + 1, ',')) continue
    let k = i + 2
    if (isW(k, 'the', 'a', 'an', 'our', 'my', 'their')) k++
    if (isW(k, 'other', 'new')) k++
    // "the other Fjordkraft Ventures partner".
    const c = at(k)
    if (c?.k === 'C' && !c.poss && OPENERS.has((at(i + 2) as { w?: string }).w ?? '')) {
      let e = k + 1
      while (e < k + 4 && e < n && !ends(view, e)) e++
      if (e > k + 1 && ends(view, e) && role(view, k + 1, e)) r.worksAt(p.ref, c.ref, view.sentence)
      continue
    }
    // "our engagement lead at Palisade Consulting".
    if (!isW(i + 2, 'our')) continue
    let a = k
    while (a < k + 4 && a < n && !isW(a, 'at')) a++
    const co = at(a + 1)
    if (isW(a, 'at') && a > k && co?.k === 'C' && !co.poss && ends(view, a + 2) && role(view, k, a))
      r.worksAt(p.ref, co.ref, view.sentence)
  }
}
