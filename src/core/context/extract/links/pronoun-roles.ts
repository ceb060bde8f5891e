/*
 * "his GM, Leota Tuilagi", "His ops manager, Anahera Wihongi" (M7, issue 27): a role written as a
 * person's by "his"/"her", then a comma and a name, says who reports to whom. A bare boss noun ("his
 * GM", "her line manager") is the owner's manager; a role with its own field ("his ops manager", "her
 * sales lead") or an assistant is the owner's report. A former or hoped-for role ("his old boss") and
 * a name with its own company after it stand back.
 */
import type { Reader } from '../reader.js'
import { colleagueBefore } from './pronoun-owners.js'
import type { View } from './view.js'

/** Roles above their owner, alone or after "line"/"general". */
const BOSSES = new Set(['gm', 'boss', 'manager', 'supervisor'])
/** Roles below their owner however qualified. */
const AIDES = new Set(['assistant', 'pa', 'ea'])
/** Heads that, after a field ("ops manager", "sales lead"), run that field for the owner. */
const FIELD_HEADS = new Set(['manager', 'lead'])
/** Words that put the role in the past or the future, or outside the company. */
const NOT_NOW = new Set(['former', 'ex', 'old', 'previous', 'late', 'future', 'next', 'acting', 'interim'])
/** Field words that still make a boss: "his line manager", "her general manager". */
const BOSS_FIELDS = new Set(['line', 'general', 'direct', 'new', 'current'])

/** Reads "his/her ROLE, NAME" wherever it stands in the sentence. */
export function pronounRoles(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let i = 0; i < n; i++) {
    if (!isW(i, 'his', 'her')) continue
    const words: string[] = []
    let k = i + 1
    for (; k < n && k <= i + 3; k++) {
      const e = at(k)!
      if (e.k === 'W' && !e.cap) words.push(e.w)
      else if (e.k === 'W') words.push(e.w.toLowerCase())
      else if (e.k === 'T') words.push(...e.title.toLowerCase().split(' '))
      else break
    }
    if (!isX(k, ',') || words.length === 0 || words.length > 3) continue
    const person = view.personAt(k + 1)
    const owner = colleagueBefore(r, view, i)
    if (!person || !owner || person === owner || owner === r.me) continue
    // "his GM, Leota Tuilagi of Coral Bay Hotels": someone else's.
    if (isW(k + 2, 'of', 'at', 'from') || (isX(k + 2, '(') && at(k + 3)?.k === 'C')) continue
    if (words.some((w) => NOT_NOW.has(w))) continue
    const head = words[words.length - 1]!
    const fields = words.slice(0, -1)
    if (BOSSES.has(head) && fields.every((w) => BOSS_FIELDS.has(w))) r.report(owner, person, view.sentence)
    else if (AIDES.has(head) || (FIELD_HEADS.has(head) && fields.length > 0 && !fields.some((w) => BOSS_FIELDS.has(w))))
      r.report(person, owner, view.sentence)
  }
}
