import { mentionGhost, type EntityRef, type InsightInput } from '../../insights/state.js'
import type { ObjectDef, RecordRow } from '../../model.js'
import { recordName } from '../../records/record-name.js'
import { createRecord, updateRecord } from '../../records/records.js'
import { presentValue } from '../../schema/values.js'
import type { PlannedEntity } from './plan.js'
import { INGEST_LIMITS } from './result.js'
import { attributeOf, type Writing } from './writing.js'

const lower = (s: string) => s.toLowerCase()

/** The attribute each property of an extracted entity is read from. */
const PROPERTY_SLUGS: Record<string, string> = {
  email: 'email_addresses',
  job_title: 'job_title',
  phone: 'phone_number',
  domain: 'domains',
  name: 'name',
}

/** A name the text does not identify (or past a cap): a ghost, or dropped past the ghosts' cap. */
function writeGhost(w: Writing, entity: PlannedEntity, ghosts: { count: number }): void {
  if (ghosts.count >= INGEST_LIMITS.ghosts) {
    w.dropped.entities++
    return
  }
  ghosts.count++
  const ghost = mentionGhost(w.workspace, w.clock, entity.name, entity.type)
  w.refs.set(entity, { id: ghost.id, name: ghost.name, type: 'ghost' })
  w.result.entities_extracted.push({
    type: entity.type === 'person' ? 'PERSON' : 'COMPANY',
    context_id: w.options.artifactId,
    ghost_id: ghost.id,
    properties: { name: entity.name },
    is_new: false,
  })
}

/** What the text adds to the record (`input`) and what it says of the entity (`properties`). */
function recordInput(
  entity: PlannedEntity,
  stored: (slug: string) => unknown,
): { input: Record<string, unknown>; properties: Record<string, unknown> } {
  const input: Record<string, unknown> = {}
  const properties: Record<string, unknown> = { name: entity.name }
  if (entity.type === 'person') {
    const emails = (stored('email_addresses') as string[] | null) ?? []
    const added = entity.emails.filter((e) => !emails.some((have) => lower(have) === e))
    if (added.length > 0) input.email_addresses = [...emails, ...added]
    if (entity.emails[0]) properties.email = entity.emails[0]
    if (entity.jobTitle !== undefined) {
      properties.job_title = entity.jobTitle
      if (stored('job_title') !== entity.jobTitle) input.job_title = entity.jobTitle
    }
    if (entity.phone !== undefined) {
      properties.phone = entity.phone
      if (stored('phone_number') === null) input.phone_number = entity.phone
    }
  } else {
    const domains = (stored('domains') as string[] | null) ?? []
    const added = entity.domains.filter((d) => !domains.includes(d))
    if (added.length > 0) input.domains = [...domains, ...added]
    if (entity.domains[0]) properties.domain = entity.domains[0]
  }
  return { input, properties }
}

/** A known record the text names: updated with what the text adds, unless past the updates' cap. */
function writeKnown(
  w: Writing,
  entity: PlannedEntity,
  existing: RecordRow,
  overCap: boolean,
  stored: (slug: string) => unknown,
): { record: RecordRow; phoneAdded: boolean } {
  const { input, properties } = recordInput(entity, stored)
  const previous = Object.fromEntries(
    Object.keys(properties).map((key) => {
      const value = key === 'name' ? recordName(w.workspace, existing) : stored(PROPERTY_SLUGS[key]!)
      return [key, Array.isArray(value) ? (value[0] ?? null) : value]
    }),
  )
  const changed = Object.keys(input).length > 0 && !overCap
  if (overCap && Object.keys(input).length > 0) w.dropped.entities++
  const record = changed ? updateRecord(w.workspace, w.clock, existing, input, w.options.actor) : existing
  if (changed) w.result.entities_updated++
  w.result.entities_extracted.push({
    type: entity.type === 'person' ? 'PERSON' : 'COMPANY',
    context_id: w.options.artifactId,
    canonical_entity_id: record.id,
    properties,
    ...(changed && { previous_properties: previous }),
    is_new: false,
  })
  return { record, phoneAdded: input.phone_number !== undefined }
}

/** A new record of what the text identifies. */
function writeNew(w: Writing, entity: PlannedEntity, object: ObjectDef): { record: RecordRow; phoneAdded: boolean } {
  const { input, properties } = recordInput(entity, () => null)
  const record = createRecord(w.workspace, w.clock, object, { name: entity.name, ...input }, w.options.actor)
  w.result.entities_created++
  w.result.entities_extracted.push({
    type: entity.type === 'person' ? 'PERSON' : 'COMPANY',
    context_id: w.options.artifactId,
    canonical_entity_id: record.id,
    properties,
    is_new: true,
  })
  return { record, phoneAdded: input.phone_number !== undefined }
}

function contactInsight(ref: EntityRef, content: string, artifactId: string): InsightInput {
  return {
    content,
    type: 'contact_info',
    confidence: 0.95,
    target: { entity_type: ref.type, hint: ref.name },
    entities: [ref],
    artifact_id: artifactId,
  }
}

/**
 * Every planned entity becomes a record (matched or new) or a ghost, in the order the text names
 * them; a person's new addresses and phone number become contact insights.
 */
export function writeEntities(w: Writing): void {
  const { workspace } = w
  const written = new Map<string, EntityRef>()
  const ghosts = { count: 0 }
  for (const entity of w.plans.values()) {
    const object = entity.type === 'person' ? w.personObject : w.companyObject
    const existing = entity.recordId === undefined ? undefined : workspace.records.get(entity.recordId)
    // Two mentions of one record ("Schmidt" in a statement, "Schmidt - Kuhn" as a known name) are one entity.
    const seen = existing && written.get(existing.id)
    if (seen) {
      w.refs.set(entity, seen)
      continue
    }
    const overCap = existing
      ? w.result.entities_updated >= INGEST_LIMITS.recordsUpdated
      : w.result.entities_created >= w.caps.recordsCreated
    if (!object || (!existing && !entity.identified) || (overCap && !existing)) {
      writeGhost(w, entity, ghosts)
      continue
    }
    const stored = (slug: string): unknown => {
      const attribute = attributeOf(workspace, object, slug)
      return existing && attribute ? presentValue(attribute, existing.values.get(attribute.id)) : null
    }
    const { record, phoneAdded } = existing
      ? writeKnown(w, entity, existing, overCap, stored)
      : writeNew(w, entity, object)
    const ref: EntityRef = { id: record.id, name: recordName(workspace, record), type: entity.type }
    w.refs.set(entity, ref)
    written.set(record.id, ref)
    if (entity.type !== 'person') continue
    for (const email of entity.emails)
      w.insights.push(contactInsight(ref, `${ref.name}'s e-mail address is ${email}`, w.options.artifactId))
    if (phoneAdded)
      w.insights.push(contactInsight(ref, `${ref.name}'s phone number is ${entity.phone}`, w.options.artifactId))
  }
}
