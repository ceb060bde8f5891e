/**
 * Nearest-name search for explanations: the edit distance (Levenshtein, with a cut-off) between a
 * name a client sent and the names the mock knows. Both sides are bounded by the caller: names
 * are cut at 64 characters, and the candidates are the route table or one object's attributes.
 */
const LONGEST = 64

/**
 * The edit distance of `a` and `b` (insertions, deletions, substitutions and swaps of two
 * neighbours, the commonest typo), or `max + 1` once it is certainly more than `max`.
 */
export function editDistance(a: string, b: string, max = LONGEST): number {
  a = a.slice(0, LONGEST)
  b = b.slice(0, LONGEST)
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/**
 * The candidates nearest to `name`, closest first (ties in the candidates' order), at most `count`,
 * and only those a typo away: within a third of the name's length, and at least 1.
 *
 * @example closest('emial_addresses', ['name', 'email_addresses']) // ['email_addresses']
 */
export function closest(name: string, candidates: Iterable<string>, count = 1): string[] {
  // A name longer than any declared one is compared by its start: a megabyte of key costs no more.
  const lower = name.slice(0, LONGEST).toLowerCase()
  const max = Math.max(1, Math.floor(Math.min(lower.length, LONGEST) / 3))
  const found: { candidate: string; distance: number; order: number }[] = []
  let order = 0
  for (const candidate of candidates) {
    const c = candidate.slice(0, LONGEST).toLowerCase()
    // A prefix or a part of the other (`email` in `email_addresses`) counts as near.
    const distance =
      c === lower
        ? 0
        : lower.length >= 3 && (c.startsWith(lower) || lower.startsWith(c))
          ? 1
          : editDistance(lower, c, max)
    if (distance <= max) found.push({ candidate, distance, order: order++ })
  }
  found.sort((x, y) => x.distance - y.distance || x.order - y.order)
  return found.slice(0, count).map((f) => f.candidate)
}
