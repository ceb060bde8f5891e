import { createNameDirectory, extractContext } from '../../src/core/context/extract/index.js'

/** The instant every shape test reads at: relative dates in the texts are read from it. */
const NOW = Date.parse('2026-01-15T10:00:00Z')

/**
 * The links the reader writes for `text` with no known names, as `kind from -> to`, sorted: what
 * the link-shape tests compare, so each case lists every link it should write and no other.
 *
 * @example shapeLinks('Anna Berg reports to Tomas Lind.') // ['reports_to Anna Berg -> Tomas Lind']
 */
export function shapeLinks(text: string): string[] {
  return extractContext(text, createNameDirectory([]), NOW)
    .links.map((l) => `${l.kind} ${l.from} -> ${l.to}`)
    .sort()
}
