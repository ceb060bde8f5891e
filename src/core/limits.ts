import { ApiError } from './errors.js'

/**
 * What a workspace holds at most of what its users write (decision 0028). A loop of POSTs would
 * otherwise grow a long-lived server's memory without bound. Each bound is several times what the
 * large scenario seeds (10,500 records, 15,000 relationship instances, about 49,000 timeline
 * events), so no test or front end meets it by accident. Past a bound, creating one more is 409
 * and writes nothing. Archived tasks and notes are what a user wrote: the API's delete archives
 * them and they stay readable by id, so they count against the bound and are never forgotten.
 * Timeline events, which every write adds, are derived, and forgotten oldest first instead
 * (retention.ts sorts every bound into the two kinds).
 */
export const WORKSPACE_LIMITS = {
  /** Twice the 100,000 people of the benchmark's scale ladder (issue 6 asks for pages at that size). */
  records: 200_000,
  /** Objects, lists included. */
  objects: 1_000,
  /** Attributes of every object and list together. */
  attributes: 5_000,
  relationshipDefinitions: 1_000,
  relationshipInstances: 100_000,
  listMembers: 100_000,
  /** Tasks kept, archived ones included. */
  tasks: 50_000,
  /** Notes kept, archived ones included. */
  notes: 50_000,
  /** Timeline events kept across every record's timeline: the oldest written are forgotten first. */
  timelineEvents: 100_000,
} as const

export type LimitedKind =
  | 'records'
  | 'objects'
  | 'attributes'
  | 'relationshipDefinitions'
  | 'relationshipInstances'
  | 'listMembers'
  | 'tasks'
  | 'notes'

const NOUNS: Record<LimitedKind, string> = {
  records: 'records',
  objects: 'objects and lists',
  attributes: 'attributes',
  relationshipDefinitions: 'relationship definitions',
  relationshipInstances: 'relationship instances',
  listMembers: 'list entries',
  tasks: 'tasks (archived ones included)',
  notes: 'notes (archived ones included)',
}

/**
 * Throws 409 when a workspace that holds `held` of a kind cannot take `adding` more. Called before
 * anything is written.
 *
 * @example checkRoom('records', workspace.records.size) // throws at 200,000
 */
export function checkRoom(kind: LimitedKind, held: number, adding = 1): void {
  const limit = WORKSPACE_LIMITS[kind]
  if (held + adding <= limit) return
  throw new ApiError(409, `The workspace holds ${held} ${NOUNS[kind]}, the mock's limit is ${limit}; delete some first`)
}

/** How many more of a kind a workspace holding `held` can take (what ingestion may still create). */
export function roomFor(kind: LimitedKind, held: number): number {
  return Math.max(0, WORKSPACE_LIMITS[kind] - held)
}
