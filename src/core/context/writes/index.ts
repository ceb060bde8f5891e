import type { Clock } from '../../clock.js'
import { addInsights } from '../../insights/state.js'
import { roomFor } from '../../limits.js'
import type { Workspace } from '../../model.js'
import type { Extraction } from '../extract/index.js'
import { writeEntities } from './entities.js'
import { writeFollowUps } from './follow-ups.js'
import { writeLinks } from './links.js'
import { contactAttributes, planArtifact } from './plan.js'
import { INGEST_LIMITS, type ArtifactResult, type IngestOptions } from './result.js'
import type { Writing } from './writing.js'

/** Known records the text names without saying anything else about them: a mention insight, so ask and AI lists see them. */
function mentionInsights(w: Writing): void {
  const said = new Set(w.insights.flatMap((i) => i.entities.map((e) => e.id)))
  for (const entity of w.plans.values()) {
    const ref = w.refs.get(entity)
    if (!ref || ref.type === 'ghost' || said.has(ref.id)) continue
    said.add(ref.id)
    w.insights.push({
      content: `${ref.name} was mentioned in new context${w.source}`,
      type: 'mention',
      confidence: 0.6,
      target: { entity_type: ref.type, hint: ref.name },
      entities: [ref],
      artifact_id: w.options.artifactId,
    })
  }
}

/**
 * Writes what the reader found, planned against the workspace as it is now (it may have changed
 * while the text was read): the people and companies, then the links, the follow-ups, and every
 * insight as one batch. Everything written was checked by the plan, so the core functions accept it.
 */
export function writeExtraction(
  workspace: Workspace,
  clock: Clock,
  extraction: Extraction,
  options: IngestOptions,
): ArtifactResult {
  const personObject = workspace.objects.get(workspace.objectIdsBySlug.get('person') ?? '')
  const companyObject = workspace.objects.get(workspace.objectIdsBySlug.get('company') ?? '')
  const w: Writing = {
    workspace,
    clock,
    options,
    personObject,
    companyObject,
    plans: planArtifact(workspace, contactAttributes(workspace, personObject, companyObject), extraction),
    refs: new Map(),
    result: {
      entities_extracted: [],
      entities_created: 0,
      entities_updated: 0,
      relationships_created: 0,
      insights_created: 0,
      tasks_suggested: 0,
    },
    dropped: {
      entities: extraction.dropped.people + extraction.dropped.companies,
      relationships: extraction.dropped.links,
      insights: 0,
      tasks: extraction.dropped.follow_ups,
    },
    // A workspace near its bounds (limits.ts) takes only what it has room for; the rest is dropped too.
    caps: {
      recordsCreated: Math.min(INGEST_LIMITS.recordsCreated, roomFor('records', workspace.records.size)),
      relationships: Math.min(
        INGEST_LIMITS.relationships,
        roomFor('relationshipInstances', workspace.relationships.instances.size),
      ),
      tasks: Math.min(INGEST_LIMITS.tasks, roomFor('tasks', workspace.tasks.byId.size)),
    },
    insights: [],
    source: options.context ? ` (${options.context})` : '',
  }
  writeEntities(w)
  writeLinks(w, extraction.links)
  writeFollowUps(w, extraction.followUps)
  mentionInsights(w)
  const { result, dropped, insights } = w
  if (insights.length > INGEST_LIMITS.insights) dropped.insights += insights.length - INGEST_LIMITS.insights
  result.insights_created = addInsights(workspace, clock, insights.slice(0, INGEST_LIMITS.insights)).length
  if (dropped.entities + dropped.relationships + dropped.insights + dropped.tasks > 0) result.dropped = dropped
  return result
}
