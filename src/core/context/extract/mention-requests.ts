/*
 * A chat request opened by an "@" mention in the middle of a sentence (W16): "the playtest build is up,
 * @Hana can you check the save bug before Friday?", "@Ana can you log the downtime today, and @Mei
 * Ling please order spare heating elements by Monday". The follow-up reader reads a sentence's parts
 * between semicolons, each from its start; a comma (and an "and") before a mention ends a part as a
 * semicolon does, so the request after it is read from its own start, and the one before keeps its due day.
 */
import type { Tok } from './scanner.js'

/** Whether tokens[k] is a comma before "@Name" (or before "and @Name"): a new request starts there. */
export function mentionCut(text: string, tokens: readonly Tok[], k: number): boolean {
  const t = tokens[k]!
  if (t.kind !== 'punct' || t.text !== ',') return false
  const next = tokens[k + 1]?.lc === 'and' ? tokens[k + 2] : tokens[k + 1]
  return next !== undefined && next.kind === 'word' && next.start > 0 && text.charCodeAt(next.start - 1) === 64
}
