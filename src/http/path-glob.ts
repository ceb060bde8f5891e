/**
 * Path patterns for faults and journal filters, matched segment by segment: `*` inside a
 * segment matches any run of characters but `/` (`/v1/context/list/jobs/*`, `/v1/objects/*-list`),
 * and a whole `**` segment matches any number of segments (`/v1/**`). No regular expression is
 * built from the pattern, so a pattern cannot make matching backtrack: the cost is at most
 * (pattern length x path length).
 *
 * @example matchPathGlob('/v1/context/list/jobs/*', '/v1/context/list/jobs/42') // true
 */
export function matchPathGlob(pattern: string, path: string): boolean {
  return matchSegments(split(pattern), split(path))
}

function split(path: string): string[] {
  const parts = path.split('/').filter((part, i, all) => part !== '' || (i > 0 && i < all.length - 1))
  return parts
}

/** `**` over segments: dynamic programming over (pattern index, path index), linear in their product. */
function matchSegments(pattern: readonly string[], path: readonly string[]): boolean {
  // reachable[j]: the first i pattern segments can match the first j path segments.
  let reachable = new Array<boolean>(path.length + 1).fill(false)
  reachable[0] = true
  for (const part of pattern) {
    const next = new Array<boolean>(path.length + 1).fill(false)
    if (part === '**') {
      let any = false
      for (let j = 0; j <= path.length; j++) {
        any ||= reachable[j]!
        next[j] = any
      }
    } else {
      for (let j = 1; j <= path.length; j++) next[j] = reachable[j - 1]! && matchSegment(part, path[j - 1]!)
    }
    reachable = next
  }
  return reachable[path.length]!
}

/** `*` within one segment: the greedy two-pointer wildcard match (no backtracking blow-up). */
export function matchSegment(pattern: string, text: string): boolean {
  let p = 0
  let t = 0
  let star = -1
  let mark = 0
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++
      t++
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++
      mark = t
    } else if (star !== -1) {
      p = star + 1
      t = ++mark
    } else return false
  }
  while (p < pattern.length && pattern[p] === '*') p++
  return p === pattern.length
}
