/*
 * A chat mention followed straight by the verb of what it asks: "@Tomasz review the SOW before
 * Wednesday", "action item: @Aisha chase the PO" (FX2, issue 27). "@Tomasz can you review ..." was
 * read; without "can you" or "please", neither the person nor the follow-up was. Only an "@" that
 * opens the word (not an address's) and a verb an action item opens with.
 */
import { isSpace, type Tok } from './scanner.js'
import { TASK_VERBS } from './task-owners.js'

/** Whether the word is written onto an "@" opening it and the token after the name is an action's verb. */
export function mentionVerb(text: string, word: Tok, verb: Tok | undefined): boolean {
  const at = word.start - 1
  if (at < 0 || text[at] !== '@') return false
  if (at > 0 && !isSpace(text.charCodeAt(at - 1)) && text[at - 1] !== '(') return false
  return verb?.kind === 'word' && TASK_VERBS.has(verb.lc)
}
