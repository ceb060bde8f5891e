import { searchRecords, SEARCH_LIMITS } from '../../core/search/search.js'
import { searchIndexReady } from '../../core/search/search-index.js'
import { defineRoute } from '../route.js'
import { SearchBody, SearchResultsSchema } from '../schemas/search.js'

export const searchRoutes = [
  defineRoute({
    method: 'post',
    readOnly: true,
    path: '/v1/search',
    operationId: 'searchRecords',
    tag: 'Search',
    summary: 'Search records',
    description:
      `Full-text search over the values of every record (lists aside), grouped by object slug and ` +
      `ranked by relevance (BM25): words match case-insensitively, as prefixes ("ada" finds "Ada ` +
      `Lovelace"), and words of five letters or more with a typo. Each hit names the record, its name, ` +
      `the value that matched best and its score; at most ${SEARCH_LIMITS.perObject} hits per object. ` +
      `The query holds ${SEARCH_LIMITS.minQuery} to ${SEARCH_LIMITS.maxQuery} characters after ` +
      `trimming.`,
    public: true,
    scope: 'record.read',
    request: { body: SearchBody, bodyRequired: true },
    responses: { 200: { description: 'Matching records by object', schema: SearchResultsSchema } },
    errors: [],
    handle: ({ body, workspace }) => {
      const answer = () => ({ status: 200 as const, body: searchRecords(workspace, body.query) })
      // A workspace's first search builds its index in slices, between which other requests are served.
      const pending = searchIndexReady(workspace)
      return pending ? pending.then(answer) : answer()
    },
  }),
]
