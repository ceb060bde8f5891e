/*
 * A given name alone before "to" and an action item's verb, opening a line, a list item or a label's
 * value: "Jonas to share the pricing sheet next Tuesday", "- Freya to schedule demo", "Action item:
 * Pooja to book the venue". The follow-up names them its owner; the reader left them out of the people
 * (FX2, issue 27), while "Jonas will share ..." named them. first-names.ts has checked the word is a
 * given name and no everyday word; "flights from Jordan to book" has no line's opening before it.
 */
import { ACTIONS_MORE } from './action-verbs.js'
import { wholeLineStart, type Run } from './elements.js'

/** The verbs an action item opens with most (follow-ups.ts holds the whole list). */
export const TASK_VERBS = new Set([
  ...`send share book schedule draft confirm update review prepare set follow check circulate loop arrange finalize
      finalise sign chase submit upload forward provide deliver compile create fix ask contact reach ping invite
      introduce email call write get`.split(/\s+/),
  ...ACTIONS_MORE,
])

/** Whether the one-word run owns an action item: "NAME to VERB" where a line, an item or a label's value opens. */
export function taskOwner(run: Run): boolean {
  const { tokens, a, prevWord, after, afterNext } = run
  if (after?.lc !== 'to' || afterNext?.kind !== 'word' || !TASK_VERBS.has(afterNext.lc)) return false
  return wholeLineStart(tokens, a) || prevWord === ':' || prevWord === ';'
}
