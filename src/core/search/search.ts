import { recordName } from '../records/record-name.js'
import { compareIds } from '../ids.js'
import type { Workspace } from '../model.js'
import { ensureSearchIndex, type IndexedValue } from './search-index.js'

/** Bounds of a search: the query's length after trimming, and how many hits each object's group holds. */
export const SEARCH_LIMITS = { minQuery: 1, maxQuery: 500, perObject: 20 } as const

export interface SearchHit {
  id: string
  /** The record's name: the plain text of its primary attribute. */
  primary_value: string
  /** The plain text of the record's value that matched best. */
  matched_value: string
  /** BM25 relevance (MiniSearch's), summed over the record's matching values, to 4 decimals. */
  score: number
  /** The id of the record's object. */
  entity_definition_id: string
}

export interface SearchResults {
  /** Hits by object slug, best first; an object without hits has no entry. */
  results: Record<string, SearchHit[]>
  errored_search_types: string[]
}

// Typos are tolerated from five characters on (one edit, two from nine), where a wrong letter still
// leaves the word recognisable; shorter terms match exactly or as a prefix only.
const fuzziness = (term: string): number | false => (term.length < 5 ? false : term.length < 9 ? 1 : 2)

/**
 * Full-text search over every record's values, grouped by object slug, best first: prefix and
 * case- and accent-insensitive matching with a little typo tolerance, BM25-ranked. A record's
 * score sums its matching values' scores, so a record that matches a query in its name, e-mail
 * address and profile outranks one that matches in its name alone. Ties go to the older record.
 *
 * @example searchRecords(workspace, 'ada').results.person[0] // { id, primary_value: 'Ada Lovelace', matched_value: 'Ada Lovelace', score: 9.1, entity_definition_id }
 */
export function searchRecords(workspace: Workspace, query: string): SearchResults {
  const index = ensureSearchIndex(workspace)
  const byRecord = new Map<string, { score: number; best: IndexedValue; bestScore: number }>()
  for (const hit of index.engine.search(query.trim(), { prefix: true, fuzzy: fuzziness, combineWith: 'OR' })) {
    const value = index.values.get(hit.id as number)!
    const entry = byRecord.get(value.recordId)
    if (!entry) byRecord.set(value.recordId, { score: hit.score, best: value, bestScore: hit.score })
    else {
      entry.score += hit.score
      if (hit.score > entry.bestScore) Object.assign(entry, { best: value, bestScore: hit.score })
    }
  }

  const groups = new Map<string, Array<{ recordId: string; score: number; best: IndexedValue }>>()
  for (const [recordId, entry] of byRecord) {
    const objectId = workspace.records.get(recordId)!.object_id
    let group = groups.get(objectId)
    if (!group) groups.set(objectId, (group = []))
    group.push({ recordId, ...entry })
  }

  const results: Record<string, SearchHit[]> = {}
  // Groups in the order the objects were created (person, company, then custom objects).
  for (const object of workspace.objects.values()) {
    const group = groups.get(object.id)
    if (!group) continue
    group.sort((a, b) => b.score - a.score || compareIds(a.recordId, b.recordId))
    results[object.slug] = group.slice(0, SEARCH_LIMITS.perObject).map(({ recordId, score, best }) => ({
      id: recordId,
      primary_value: recordName(workspace, workspace.records.get(recordId)!),
      matched_value: best.text,
      score: Math.round(score * 10_000) / 10_000,
      entity_definition_id: object.id,
    }))
  }
  return { results, errored_search_types: [] }
}
