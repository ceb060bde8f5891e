/*
 * A chat question about someone's manager that names no manager, answered on the next line by
 * another speaker with a name (issue 27, M9: t871, t1014, and t701's "who is Bongani's boss?" across
 * three writers' batches; chat-questions.ts reads "who is P's manager?" and "who does P report to?"):
 * - "who's your boss again, Efo?" answered "yes, Efo Dzamesi": the one who answers reports to that
 *   person;
 * - "is Kemi still reporting to their COO?" answered "yes, Babatunde Ogundipe" or "Babatunde
 *   Ogundipe.": the one asked about reports to that person.
 * The answer is a name alone (after "yes,"): "no, ..." or an answer naming two people says nothing.
 * A question waits for the next line only.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { managerAt } from './reporting.js'
import type { View } from './view.js'

interface Asked {
  asker: PersonState
  /** The one asked about; none when the question asks the one who answers ("your boss"). */
  about: PersonState | undefined
}

const pending = new WeakMap<Reader, Asked>()

/** Reads this chat line's answer to the question before, then asks this line's question, if any. */
export function bossQuestions(r: Reader, view: View): void {
  // "Hana: nice. is Kemi still reporting to their COO?": a later sentence of a chat line is its speaker's too.
  const speaker = view.speaker ?? r.lineSpeaker
  const asked = pending.get(r)
  pending.delete(r)
  if (!speaker) return
  if (asked && view.speaker && asked.asker !== speaker) answer(r, view, speaker, asked)
  const { isW, isX, at, n } = view
  if (!isX(n - 1, '?')) return
  const b = view.bodyStart
  // "who's your boss (again, Efo)?", "who is your manager now?"
  const who = isW(b, "who's", 'who’s') ? b + 1 : isW(b, 'who') && isW(b + 1, 'is') ? b + 2 : -1
  if (who > 0 && isW(who, 'your') && managerAt(view, who + 1) !== undefined) {
    pending.set(r, { asker: speaker, about: undefined })
    return
  }
  // "is Kemi (still) reporting to their COO?", "does Kemi still report to the CFO?"
  const about = view.personAt(b + 1)
  if (!about || about === speaker || !isW(b, 'is', 'does')) return
  let k = b + 2
  if (isW(k, 'still', 'now')) k++
  if (!(isW(b, 'is') ? isW(k, 'reporting') : isW(k, 'report')) || !isW(k + 1, 'to', 'into')) return
  k += 2
  if (isW(k, 'their', 'the', 'his', 'her')) k++
  const role = at(k)
  const manager = role?.k === 'T' || managerAt(view, k) !== undefined
  if (manager && k + 2 >= n) pending.set(r, { asker: speaker, about })
}

/** "yes, Efo Dzamesi", "Babatunde Ogundipe.": a name alone answers. */
function answer(r: Reader, view: View, speaker: PersonState, asked: Asked): void {
  const { isW, isX, n, sentence } = view
  let a = view.bodyStart
  if (isW(a, 'yes', 'yeah', 'yep', 'yup')) a += isX(a + 1, ',', '—', '–') ? 2 : 1
  const named = view.personAt(a)
  const alone = a + 1 >= n || isX(a + 1, '.', '!')
  if (!named || !alone || named === speaker || named === asked.asker) return
  const report = asked.about ?? speaker
  if (report !== named) r.report(report, named, sentence)
}
