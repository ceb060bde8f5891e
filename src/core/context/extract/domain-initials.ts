/**
 * A domain that spells a company's name by its first word and the initials of the rest
 * ("kaiyo-ds.co.jp" for Kaiyo Department Stores, "nordicts.com" for Nordic Trade Solutions), or by all
 * its initials ("kds.jp", three letters at least). elements.ts matches whole names and prefixes only.
 */

/** A name's first word and initials, kept per name: the reader asks once per domain and company pair. */
const shapes = new Map<string, { first: string; initials: string } | null>()
/** Names kept at most: a cache, emptied when full, so it stays bounded across texts. */
const SHAPES_MAX = 2_000

function shapeOf(name: string): { first: string; initials: string } | null {
  let shape = shapes.get(name)
  if (shape !== undefined) return shape
  const words = name
    .toLowerCase()
    .split(/[\s&+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  shape = words.length < 2 ? null : { first: words[0]!, initials: words.map((w) => w[0]!).join('') }
  if (shapes.size >= SHAPES_MAX) shapes.clear()
  shapes.set(name, shape)
  return shape
}

/** Whether `label` (the domain's letters, lower case) is the name's first word and initials, or its initials. */
export function initialsMatch(name: string, label: string): boolean {
  const shape = shapeOf(name)
  if (!shape) return false
  const { first, initials } = shape
  if (label.length >= 3 && label === initials) return true
  return first.length >= 3 && label === first + initials.slice(1)
}
