import type { Actor } from '../../actor.js'

/** One entity of an artifact's result, in the reference's shape. */
export interface ExtractedEntity {
  /** PERSON or COMPANY */
  type: 'PERSON' | 'COMPANY'
  /** The artifact the entity was read from. */
  context_id: string
  /** The record it resolved to; left out for a ghost (a mention that matches no record). */
  canonical_entity_id?: string | undefined
  /** The ghost (`ghost:N`) of a mention that matches no record. */
  ghost_id?: string | undefined
  properties: Record<string, unknown>
  /** The same properties before this ingestion, for a record it updated. */
  previous_properties?: Record<string, unknown> | undefined
  is_new: boolean
}

/** What one artifact read but did not write, because it passed a cap of INGEST_LIMITS (or EXTRACTION_LIMITS). */
export interface ArtifactDropped {
  /** People and companies neither written as records nor as ghosts. */
  entities: number
  relationships: number
  insights: number
  tasks: number
}

export interface ArtifactResult {
  entities_extracted: ExtractedEntity[]
  entities_created: number
  entities_updated: number
  relationships_created: number
  insights_created: number
  tasks_suggested: number
  /** Present only when a cap was reached: how much was left out. */
  dropped?: ArtifactDropped | undefined
}

/**
 * What one artifact may write, at most (README "Bounds"). Beyond a cap the first ones in the
 * text's order are kept and the rest are counted in `result.dropped`; the artifact still completes.
 */
export const INGEST_LIMITS = {
  recordsCreated: 50,
  recordsUpdated: 50,
  ghosts: 50,
  relationships: 100,
  insights: 100,
  tasks: 20,
} as const

export interface IngestOptions {
  artifactId: string
  /** Where the text came from (`file-scan:notes.md`, `New LinkedIn activity`); quoted in insights and task descriptions. */
  context?: string | undefined
  actor: Actor
}
