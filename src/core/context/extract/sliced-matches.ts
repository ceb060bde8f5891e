/*
 * The whole-text searches read before the lines (attested.ts, attested-greetings.ts,
 * world-greetings.ts) in slices of the text. One `exec` over the whole text runs until its next
 * match: on a text with few or none (512 KiB of sign-offs) the four searches once ran in one slice
 * of 60 ms. Each search here reads a window at a time: a window of `SEARCH_WINDOW` characters, with
 * the character before it (the patterns' look-behind reads it) and `reach` characters past it (a
 * match that starts in the window may end past it). A pattern whose matches are never longer than
 * `reach` finds the same matches, at the same places, as one `exec` over the whole text: where the
 * windows fall changes nothing found.
 */

/** How many characters one slice of a search starts matches in. */
export const SEARCH_WINDOW = 65_536

/**
 * Calls `found` with each match of the global pattern `pattern` over `text` and the text's index
 * of its start, in order, and yields after each window. Matches may be at most `reach` characters
 * long; the patterns' words are bounded for this (`{1,63}` letters).
 *
 * @example for (const _ of eachMatchSliced(/\bHi (\p{Lu}\p{Ll}{1,63}),/gu, text, 80, (m) => names.add(m[1]!)));
 */
export function* eachMatchSliced(
  pattern: RegExp,
  text: string,
  reach: number,
  found: (match: RegExpExecArray, at: number) => void,
): Generator<void, void, void> {
  let from = 0
  while (from < text.length) {
    const end = Math.min(text.length, from + SEARCH_WINDOW)
    const base = from > 0 ? from - 1 : 0
    const window = text.slice(base, Math.min(text.length, end + reach))
    pattern.lastIndex = from - base
    let next = end
    for (let m = pattern.exec(window); m && base + m.index < end; m = pattern.exec(window)) {
      found(m, base + m.index)
      // A match that ends past the window: the search over the whole text would go on from its end.
      next = Math.max(end, base + pattern.lastIndex)
    }
    from = next
    if (from < text.length) yield
  }
}
