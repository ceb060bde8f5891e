import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { SEARCH_LIMITS } from '../../core/search/search.js'
import { components, IdString } from './common.js'

const queryLength =
  `must hold ${SEARCH_LIMITS.minQuery} to ${SEARCH_LIMITS.maxQuery} characters (leading and ` +
  `trailing spaces do not count)`

export const SearchBody = lazySchema(() =>
  z
    .strictObject({
      query: z
        .string()
        .trim()
        .min(SEARCH_LIMITS.minQuery, queryLength)
        .max(SEARCH_LIMITS.maxQuery, queryLength)
        .describe(
          'Words to find in record values; each matches case-insensitively, as a prefix, and with a typo ' +
            'from five letters on',
        ),
    })
    .register(components, { id: 'SearchRequest', description: 'A full-text search' }),
)

const SearchHitSchema = lazySchema(() =>
  z
    .object({
      id: IdString().describe("The record's id"),
      primary_value: z.string().describe("The record's name: the plain text of its primary attribute"),
      matched_value: z.string().describe("The plain text of the record's value that matched best"),
      score: z.number().min(0).describe("Relevance (BM25), summed over the record's matching values; higher is better"),
      entity_definition_id: IdString().describe("The id of the record's object"),
    })
    .register(components, { id: 'SearchResult', description: 'One record that matched' }),
)

export const SearchResultsSchema = lazySchema(() =>
  z
    .object({
      results: z
        .record(z.string(), z.array(SearchHitSchema()))
        .describe(
          `Matching records by object slug (person, company, ...), best first, at most ` +
            `${SEARCH_LIMITS.perObject} per object; an object without matches has no entry`,
        ),
      errored_search_types: z.array(z.string()).describe('Objects whose search failed; always empty in the mock'),
    })
    .register(components, { id: 'SearchResults', description: 'Search results grouped by object' }),
)
