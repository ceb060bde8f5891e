/*
 * The person the writer promised (issue 27, M9: t913 and t1151 of two writers' batches): "Renata
 * Condori at Inkarri Labs S.A.C. is the person I mentioned", "Malak Haddad at Cedar & Olive is the person
 * I told you about". The one who wrote it introduces that person (a chat line's speaker, else the
 * writer; in a forwarded note, its sender, as "I" resolves there).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads "P (at C) is the person/contact I mentioned" and "... I told you about": P introduced by "I". */
export function mentionedPerson(r: Reader, view: View): void {
  const { at, isW, n } = view
  for (let i = view.bodyStart + 1; i + 4 < n; i++) {
    if (!isW(i, 'is') || !isW(i + 1, 'the') || !isW(i + 2, 'person', 'contact', 'one', 'guy', 'woman', 'man')) continue
    if (!isW(i + 3, 'i')) return
    const said = isW(i + 4, 'mentioned') || (isW(i + 4, 'told') && isW(i + 5, 'you') && isW(i + 6, 'about'))
    if (!said) return
    // The name opens the clause: "P is", "P at C is", "P (C) is".
    let s = i - 1
    while (s > view.bodyStart && i - s < 6 && at(s)?.k !== 'P') s--
    const person = view.personAt(s)
    const me = view.speaker ?? r.lineSpeaker ?? r.me
    if (person && person !== me) r.introduced(person, me, view.sentence)
    return
  }
}
