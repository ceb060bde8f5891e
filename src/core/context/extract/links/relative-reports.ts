/*
 * Reporting told about "me" and "you" (issue 27, W17): "I've copied Oyebanji Akande, who I report to"
 * (the writer reports to the person the relative clause hangs on), and "Renata will report to you"
 * in an e-mail (the report's manager is the one the mail addresses). A chat line's "you" is whoever
 * the line turns to, so only an e-mail's "you" is read.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'

/** The manager "you" at i stands for: the e-mail's addressee, outside chat lines. */
export function youManager(r: Reader, view: View, i: number): PersonState | undefined {
  if (view.speaker || r.lineSpeaker || !view.isW(i, 'you')) return undefined
  return addressee(r, view)
}

/** "P, who I report to": the writer (or the chat line's speaker) reports to P. */
export function whoIReportTo(r: Reader, view: View): void {
  const { isW, isX, n } = view
  for (let i = 2; i + 3 < n + 1; i++) {
    if (!isW(i, 'who', 'whom') || !isX(i - 1, ',') || view.at(i - 2)?.k !== 'P') continue
    if (!isW(i + 1, 'i') || !isW(i + 2, 'report', 'answer') || !isW(i + 3, 'to', 'into')) continue
    // "who I report to," or at the sentence's end: the preposition is the clause's last word.
    if (i + 4 < n && !isX(i + 4, ',', '.', ';', ')')) continue
    const manager = (view.at(i - 2) as { ref: PersonState }).ref
    const me = view.speaker ?? r.me
    if (manager !== me) r.report(me, manager, view.sentence)
  }
}
