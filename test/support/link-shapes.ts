import { expect } from 'vitest'
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

/**
 * Everything the reader finds in `text` with no known names, sorted: every person's and company's
 * name, and each link as `kind from -> to`. The shape tests of people, companies and works-at
 * list all three.
 *
 * @example shapeRead('Anna Berg, CFO at Nordbank').links // ['works_at Anna Berg -> Nordbank']
 */
export function shapeRead(text: string): { people: string[]; companies: string[]; links: string[] } {
  const x = extractContext(text, createNameDirectory([]), NOW)
  return {
    people: x.people.map((p) => p.name).sort(),
    companies: x.companies.map((c) => c.name).sort(),
    links: x.links.map((l) => `${l.kind} ${l.from} -> ${l.to}`).sort(),
  }
}

/** A shape test's case: the text, then the people, companies and links `shapeRead` should find. */
export type ShapeCase = [string, string[], string[], string[]]

/** Asserts that `text` reads exactly these people, companies and links, and nothing more. */
export function expectShape(text: string, people: string[], companies: string[], links: string[]): void {
  expect(shapeRead(text)).toEqual({ people, companies, links })
}
