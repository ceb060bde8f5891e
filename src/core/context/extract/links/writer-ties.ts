/**
 * The writer (or a chat line's speaker) and a person named before, by "him"/"her": "Kwesi Appiah runs
 * the treasury desk at Volta. I worked with him at Ecobank for six years", "I know her from Insead",
 * "I used to work with him". The rules for a named object read "I worked with Kwesi"; a pronoun
 * object was left unread. Not "I don't know him" (a word between "I" and the verb other than an
 * auxiliary of time ends the pattern).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words between "I" and the verb that keep the tie: "I also worked", "I first met", "I've known". */
const BETWEEN = new Set(['also', 'first', 'actually', 'once', 'have', "'ve", 'had', 'both', 'personally'])
/** After "met him/her": where or how, so the meeting was a tie, not only today's call. */
const MET_AFTER = new Set(['at', 'through', 'via', 'in', 'back', 'years', 'during', 'while'])

/** Reads "I worked with him", "I know her", "I used to work with him", "I met her at ...". */
export function writerTies(r: Reader, view: View): void {
  const { isW, n } = view
  for (let i = view.bodyStart; i < n && i < 60; i++) {
    if (!isW(i, 'i', "i've", 'i’ve')) continue
    const subject = view.speaker ?? r.me
    let k = i + 1
    while (k < n && k < i + 3 && isW(k, ...BETWEEN)) k++
    if (isW(k, 'used') && isW(k + 1, 'to')) k += 2
    let object = -1
    if (isW(k, 'know', 'knew', 'known')) object = k + 1
    else if (isW(k, 'met') && isW(k + 2, ...MET_AFTER)) object = k + 1
    else if (isW(k, 'worked', 'work', 'studied', 'study', 'trained', 'served') && isW(k + 1, 'with', 'alongside'))
      object = k + 2
    if (object < 0 || !isW(object, 'him', 'her')) continue
    const other = view.objectAt(object, [subject])
    if (other && other !== subject && other !== r.me) r.knows(subject, other, view.sentence)
  }
}
