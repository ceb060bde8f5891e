import { recordName } from '../records/record-name.js'
import { fieldChangesOf } from '../timeline/events.js'
import { liveInsights, type Insight } from '../insights/state.js'
import type { RecordRow, Workspace } from '../model.js'
import { plainText, singleValues } from '../schema/values.js'

/** What the workspace knows about one record, in words: the facts an answer is written from. */
export interface RecordProfile {
  id: string
  name: string
  /** The object's slug (`person`, `company`). */
  slug: string
  object_id: string
  job_title?: string | undefined
  location?: string | undefined
  industries: string[]
  employee_count?: string | undefined
  /** Relationships from this record's side: `works at` Acme, `reports to` Grace. */
  relations: Array<{ predicate: string; id: string; name: string }>
  /** The latest changes of its values, newest first: `job title changed from Engineer to CTO on 2026-01-10`. */
  changes: string[]
  /** Its listed insights, newest first. */
  insights: Insight[]
}

/** Plain text of a record's value by attribute slug, or undefined when it has none. */
function text(workspace: Workspace, record: RecordRow, slug: string): string[] {
  const object = workspace.objects.get(record.object_id)!
  for (const id of object.attribute_ids) {
    const attribute = workspace.attributes.get(id)!
    if (attribute.slug !== slug) continue
    return singleValues(attribute, record.values.get(id))
      .map((value) => plainText(attribute, value))
      .filter(Boolean)
  }
  return []
}

/** A presented value (from a timeline field change) as words. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing'
  if (Array.isArray(value)) return value.length === 0 ? 'nothing' : value.map(show).join(', ')
  if (typeof value !== 'object') return String(value)
  const object = value as Record<string, unknown>
  if (typeof object.first_name === 'string' || typeof object.last_name === 'string')
    return [object.first_name, object.last_name].filter(Boolean).join(' ')
  if (typeof object.name === 'string') return object.name
  const parts = Object.values(object).filter((part) => typeof part === 'string' || typeof part === 'number')
  return parts.length === 0 ? 'a new value' : parts.join(', ')
}

/** How many of the latest changes a profile keeps. */
const CHANGES = 3

/**
 * Gathers a record's facts: job title, location, industries and headcount, its relationships
 * in its own words, its latest value changes from the timeline and its insights.
 *
 * @example recordProfile(workspace, ada) // { name: 'Ada Lovelace', job_title: 'CTO', relations: [{ predicate: 'works at', name: 'Acme' }], ... }
 */
export function recordProfile(workspace: Workspace, record: RecordRow): RecordProfile {
  const object = workspace.objects.get(record.object_id)!
  const relations: RecordProfile['relations'] = []
  for (const instanceId of workspace.relationships.byRecord.get(record.id) ?? []) {
    const instance = workspace.relationships.instances.get(instanceId)!
    const definition = workspace.relationships.definitions.get(instance.definition_id)!
    const first = instance.entity_1_id === record.id
    const otherId = first ? instance.entity_2_id : instance.entity_1_id
    const other = workspace.records.get(otherId)
    if (!other) continue
    relations.push({
      predicate: first ? definition.entity_1_to_2_predicate : definition.entity_2_to_1_predicate,
      id: other.id,
      name: recordName(workspace, other),
    })
  }
  const changes: string[] = []
  const events = workspace.timeline.byRecord.get(record.id) ?? []
  for (let i = events.length - 1; i >= 0 && changes.length < CHANGES; i--) {
    const event = events[i]!
    if (event.resource_type !== 'entity' || event.event_type !== 'updated') continue
    for (const change of fieldChangesOf(event) ?? []) {
      if (changes.length >= CHANGES) break
      changes.push(
        `${change.field_name.replace(/_/g, ' ')} changed from ${show(change.old_value)} to ${show(change.new_value)} on ${event.event_timestamp.slice(0, 10)}`,
      )
    }
  }
  return {
    id: record.id,
    name: recordName(workspace, record),
    slug: object.slug,
    object_id: object.id,
    job_title: text(workspace, record, 'job_title')[0],
    location: text(workspace, record, 'location')[0],
    industries: text(workspace, record, 'industries'),
    employee_count: text(workspace, record, 'employee_count')[0],
    relations,
    changes,
    insights: liveInsights(workspace).filter((insight) => insight.entities.some((entity) => entity.id === record.id)),
  }
}

/** The record's employer: the other end of its `works at` relationship, if any. */
export const employerOf = (profile: RecordProfile) =>
  profile.relations.find((relation) => /^(works at|works for|employed by)$/i.test(relation.predicate))

/** The people a company employs: the other ends of its `employs` relationships. */
export const employeesOf = (profile: RecordProfile) =>
  profile.relations.filter((relation) => /^employs$/i.test(relation.predicate))
