import { createNameDirectory, extractContext } from '../../src/core/context/extract/index.js'
import { CORPUS_NOW, expected, found, type Score } from './score.js'
import type { CorpusText } from './types.js'

/** The kinds of the other links, as the corpus writes them. */
export const LINK_KINDS = ['reports_to', 'knows', 'introduced_by', 'left_for'] as const
export type LinkKindName = (typeof LINK_KINDS)[number]

/**
 * Why a link was missed, counted without naming it (held-out texts are measured, not read):
 * - no end: the extractor did not find one of its ends (a person, or a company for left_for and works-at);
 * - reversed: it wrote the same kind between the same ends the other way round;
 * - other kind: it linked the same two ends with another kind (works-at: the person to another company);
 * - unlinked: both ends found, no link between them.
 */
export const MISS_CAUSES = ['no end', 'reversed', 'other kind', 'unlinked'] as const
export type MissCause = (typeof MISS_CAUSES)[number]

export interface Breakdown {
  /** Counts per kind of the other links and for works-at. */
  kinds: Record<LinkKindName | 'works_at', Score>
  /** Misses per kind and cause. */
  misses: Record<LinkKindName | 'works_at', Record<MissCause, number>>
}

const empty = (): Record<MissCause, number> => ({ 'no end': 0, reversed: 0, 'other kind': 0, unlinked: 0 })

/** Why one missed key ("kind|a|b", or "person|company" for works-at) was not found: aggregate counting only. */
function cause(kind: LinkKindName | 'works_at', ends: string[], got: ReturnType<typeof found>): MissCause {
  const [a, b] = ends as [string, string]
  const isCompany = (name: string) => got.companies.has(name)
  const isPerson = (name: string) => got.people.has(name)
  if (kind === 'works_at' || kind === 'left_for') {
    if (!isPerson(a) || !isCompany(b)) return 'no end'
    const works = [...got['works-at']].some((k) => k.startsWith(`${a}|`))
    const left = [...got['other links']].some((k) => k.startsWith(`left_for|${a}|`))
    return (kind === 'works_at' ? left || works : works || left) ? 'other kind' : 'unlinked'
  }
  if (!isPerson(a) || !isPerson(b)) return 'no end'
  if (got['other links'].has(`${kind}|${b}|${a}`)) return 'reversed'
  const pair = [a, b].sort().join('|')
  for (const key of got['other links']) {
    const [, x, y] = key.split('|')
    if ([x, y].sort().join('|') === pair) return 'other kind'
  }
  return 'unlinked'
}

/** Links found, extra and missed per kind, and the misses per cause, over a set of texts. */
export function breakdown(texts: readonly CorpusText[]): Breakdown {
  const kinds = Object.fromEntries(
    [...LINK_KINDS, 'works_at'].map((k) => [k, { tp: 0, fp: 0, fn: 0 }]),
  ) as Breakdown['kinds']
  const misses = Object.fromEntries([...LINK_KINDS, 'works_at'].map((k) => [k, empty()])) as Breakdown['misses']
  for (const text of texts) {
    const got = found(extractContext(text.text, createNameDirectory([]), CORPUS_NOW))
    const want = expected(text)
    const count = (kind: LinkKindName | 'works_at', wanted: Set<string>, have: Set<string>, strip: boolean) => {
      for (const key of wanted) {
        if (have.has(key)) kinds[kind].tp++
        else {
          kinds[kind].fn++
          misses[kind][cause(kind, key.split('|').slice(strip ? 1 : 0), got)]++
        }
      }
      for (const key of have) if (!wanted.has(key)) kinds[kind].fp++
    }
    count('works_at', want['works-at'], got['works-at'], false)
    for (const kind of LINK_KINDS) {
      const of = (keys: Set<string>) => new Set([...keys].filter((k) => k.startsWith(`${kind}|`)))
      count(kind, of(want['other links']), of(got['other links']), true)
    }
  }
  return { kinds, misses }
}
