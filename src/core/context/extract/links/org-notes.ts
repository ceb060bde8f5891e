/*
 * Two shapes of org notes and e-mails: a group whose members stand in parentheses before its verb
 * ("the sales team (Anna Berg, Raj Patel) reports to Tom Lee"), and a person the writer calls a
 * friend with no one else named ("Raj Patel: Anna Berg is an old friend of mine": the speaker knows her).
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View, VerbRule } from './view.js'

/** At ")": the people listed in the parenthesis it closes, when the verb after it is "reports to P". */
export function listedThenReportAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const members: PersonState[] = []
  let x = i - 1
  // Only names, commas and "and" inside: "(Anna Berg, Raj Patel and Mia Wong)".
  for (; x >= 0 && i - x <= 16 && !isX(x, '('); x--) {
    const p = view.personAt(x)
    if (p) members.push(p)
    else if (!isX(x, ',') && !isW(x, 'and')) return
  }
  if (!isX(x, '(') || members.length === 0) return
  const v = view.skipAux(i + 1)
  const to = isW(v + 1, 'directly', 'now') ? v + 2 : v + 1
  if (!(isW(v, 'reports', 'report', 'reporting') && isW(to, 'to', 'into'))) return
  const manager = view.personAt(to + 1)
  if (manager) for (const m of members) if (m !== manager) r.report(m, manager, view.sentence)
}

const FRIEND_NOUNS = ['friend', 'classmate', 'schoolmate', 'ex-colleague', 'colleague', 'acquaintance', 'mentor']

/** "[10:04] Raj: Anna Berg is an old friend", "is a good friend of mine": the chat line's speaker knows her. */
export const friendOfWriterVerb: VerbRule = (r, view, cl) => {
  const { isW, isX } = view
  const { subject } = cl
  if (!isW(cl.v - 1, 'is', 'was') || !isW(cl.v, 'a', 'an') || cl.subjects.length > 1) return false
  let k = cl.v + 1
  while (k < cl.v + 3 && isW(k, 'old', 'good', 'close', 'dear', 'longtime', 'long-time', 'former', 'great')) k++
  // A colleague or mentor now is no acquaintance the corpus records: only a former one.
  const former = isW(k - 1, 'former', 'old')
  if (!isW(k, ...FRIEND_NOUNS) || (isW(k, 'colleague', 'mentor') && !former)) return false
  const end = k + 1 >= view.n || isX(k + 1, '.', '!', ';') || (isW(k + 1, 'of') && isW(k + 2, 'mine', 'ours'))
  const from = isW(k + 1, 'from') && !view.personAt(k + 2)
  if (!end && !from) return false
  // A chat line's speaker; in an e-mail "mine" is left unread, as friendOfAt leaves "my" (a forward's writer is not its author).
  const speaker = view.speaker
  if (speaker && speaker !== subject) r.knows(subject, speaker, view.sentence)
  return true
}
