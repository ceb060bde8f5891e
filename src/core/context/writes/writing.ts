import type { Clock } from '../../clock.js'
import type { EntityRef, InsightInput } from '../../insights/state.js'
import type { AttributeDef, ObjectDef, Workspace } from '../../model.js'
import { objectAttributeBySlug } from '../../schema/attributes.js'
import type { PlannedEntity } from './plan.js'
import type { ArtifactDropped, ArtifactResult, IngestOptions } from './result.js'

/**
 * One artifact's writes in progress: what the plan decided, what has been written so far, and the
 * insights gathered to be added as one batch at the end (so a stream sends one event).
 */
export interface Writing {
  workspace: Workspace
  clock: Clock
  options: IngestOptions
  personObject: ObjectDef | undefined
  companyObject: ObjectDef | undefined
  /** People and companies by `planKey`, in the order the text names them. */
  plans: Map<string, PlannedEntity>
  /** What each planned entity became: a record or a ghost. */
  refs: Map<PlannedEntity, EntityRef>
  result: ArtifactResult
  dropped: ArtifactDropped
  /** INGEST_LIMITS, lowered where the workspace is near its bounds (limits.ts). */
  caps: { recordsCreated: number; relationships: number; tasks: number }
  insights: InsightInput[]
  /** ` (where the text came from)`, or nothing: quoted in insights and task descriptions. */
  source: string
}

/** The attribute of an object by slug, if both exist. */
export function attributeOf(
  workspace: Workspace,
  object: ObjectDef | undefined,
  slug: string,
): AttributeDef | undefined {
  return object ? objectAttributeBySlug(workspace, object, slug) : undefined
}
