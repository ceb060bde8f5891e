/*
 * The second end of a move told as "used to be at C and now runs D": "Olumide used to be at Paystack
 * and now leads Flutterwave" (FX3, issue 27). After "now runs / heads / leads", a run may be a unit
 * ("now leads Sales", "now runs Payments"); after a former employer in the same clause ("used to be at
 * C", "used to work for C"), the one word is where they went. A title's or a department's word, a
 * given name, a place or a possessive ("now leads Mercari's payments team") stands back.
 */
import { FIRST_NAMES, PLACES, TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import { titleCase, type Run } from './elements.js'

const LEAD_VERBS = new Set(['runs', 'heads', 'leads'])
/** At most this many tokens back from "now" to "used to". */
const REACH = 14

/** Whether the run follows "used to be at C ... now runs" (see the module comment). */
export function nowRunCompany(run: Run): boolean {
  const { tokens, a, words, prevWord, poss } = run
  if (poss || prevWord === undefined || !LEAD_VERBS.has(prevWord) || tokens[a - 2]?.lc !== 'now') return false
  if (!words.every((w) => titleCase(w.text) && !TITLE_WORDS.has(w.lc) && !TITLE_HEADS.has(w.lc))) return false
  if (FIRST_NAMES.has(words[0]!.lc) || PLACES.has(words[0]!.lc)) return false
  for (let k = a - 3; k >= 1 && a - k <= REACH; k--) {
    const t = tokens[k]!
    if (t.kind === 'punct' && /^[.;!?]$/.test(t.text)) return false
    if (t.lc === 'to' && tokens[k - 1]!.lc === 'used' && /^(be|work)$/.test(tokens[k + 1]?.lc ?? '')) return true
  }
  return false
}
