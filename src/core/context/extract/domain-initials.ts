/**
 * A domain that spells a company's name by its first word and the initials of the rest
 * ("kaiyo-ds.co.jp" for Kaiyo Department Stores, "nordicts.com" for Nordic Trade Solutions), or by all
 * its initials ("kds.jp", three letters at least). elements.ts matches whole names and prefixes only.
 */

/** Whether `label` (the domain's letters, lower case) is the name's first word and initials, or its initials. */
export function initialsMatch(name: string, label: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[\s&+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  if (words.length < 2) return false
  const initials = words.map((w) => w[0]!).join('')
  if (label.length >= 3 && label === initials) return true
  const first = words[0]!
  return first.length >= 3 && label === first + initials.slice(1)
}
