/*
 * The sender a heading line names (issue 27, W18): "Announcement from the Accra Metropolitan Health
 * Directorate", "Update from Kestrel Freight". A sentence (a heading's line) that opens on a notice's noun and "from" (and
 * "the"), then a run of two or more capitalised words that ends it: the run is an organisation.
 */
import type { Tok } from './scanner.js'

const NOTICES = new Set(['announcement', 'update', 'memo', 'message', 'news', 'notice', 'bulletin', 'circular'])

/** Whether tokens[a, j) is the run a heading "NOTICE from (the) RUN" ends on. */
export function headingSender(tokens: readonly Tok[], a: number, j: number): boolean {
  if (j !== tokens.length || j - a < 2) return false
  const from = tokens[a - 1]?.lc === 'the' ? a - 2 : a - 1
  return from === 1 && tokens[from]!.lc === 'from' && NOTICES.has(tokens[0]!.lc)
}
