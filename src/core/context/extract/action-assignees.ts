/*
 * A listed given name opening an action item is its assignee, a person (E7): "To do: Ritu to send
 * landed-cost pricing by Friday", "- Sophie to send the deck", "2. Iolana to share the notes". Across the
 * tuning part every such name (37 in 30 texts, many batches) is a person of the text; the reader found
 * one only when the text named it elsewhere too. The name opens its line (after a bullet or a number) or
 * follows a short label's colon ("Next steps:", "To do:"), and "to" and a lower-case verb follow. The
 * caller has checked it is a listed given name, no everyday word, month, place or ambiguous name. A few
 * token looks.
 */
import { wholeLineStart, type Run } from './elements.js'

/** Words after "to" that open no verb: "Anna to the rescue", "Ritu to all". */
const NOT_VERBS = new Set(['the', 'a', 'an', 'all', 'me', 'us', 'you', 'him', 'her', 'them', 'our', 'their', 'his'])

/** Whether tokens[0, colon) are a label of one to three words opening the line ("To do", "Next steps"). */
function labelColon(run: Run, colon: number): boolean {
  const { tokens } = run
  if (tokens[colon]?.text !== ':' || colon < 1 || colon > 3) return false
  for (let k = 0; k < colon; k++) if (tokens[k]!.kind !== 'word') return false
  return true
}

/** Whether the one-word run (a listed given name) opens an action item: "Ritu to send ...". */
export function actionAssignee(run: Run): boolean {
  const { tokens, a, after, afterNext } = run
  if (after?.lc !== 'to' || afterNext?.kind !== 'word' || afterNext.text !== afterNext.lc) return false
  if (NOT_VERBS.has(afterNext.lc) || !/^\p{Ll}{2,}$/u.test(afterNext.text)) return false
  return wholeLineStart(tokens, a) || labelColon(run, a - 1)
}
