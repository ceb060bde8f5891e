/*
 * The verb a reply's quote header ends with, in the languages replies are written in (issue 27, P2:
 * "> El 13 ene, Martina Pereyra escribió:" in a fresh batch, t1381-t1420). Below such a header, as
 * below "On ..., P wrote:", "our" and "I" are the quoted sender's; read as plain text, "Our CISO,
 * Lucía Gorostiaga" went to the replier's company.
 */

/** "wrote" in English, Spanish, Portuguese, French, Italian, German, Dutch, Polish and the Nordic languages. */
export const WROTE_WORDS: readonly string[] = [
  'wrote',
  'escribió',
  'escreveu',
  'écrit',
  'scritto',
  'scrisse',
  'schrieb',
  'schreef',
  'napisał',
  'napisała',
  'skrev',
  'kirjoitti',
]

/** Whether a quoted line (lower case, trimmed) ends with a header's "wrote:" in any of those languages. */
export function endsWithWrote(line: string): boolean {
  if (!line.endsWith(':')) return false
  const bare = line.slice(0, -1).trimEnd()
  const space = bare.lastIndexOf(' ')
  return space > 0 && WROTE_WORDS.includes(bare.slice(space + 1))
}
