import type { Actor } from '../actor.js'
import { recordName } from '../cascade.js'
import type { Clock } from '../clock.js'
import { addInsights, addTriplet, mentionGhost, type EntityRef, type InsightInput } from '../insights/state.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { createRecord, updateRecord } from '../records/records.js'
import { createRelationshipInstance } from '../relationships/instances.js'
import type { RelationshipDefinition } from '../relationships/state.js'
import { indexKeys, objectAttributeBySlug } from '../schema/attributes.js'
import { presentValue, normalizeValue } from '../schema/values.js'
import { createTask } from '../tasks/tasks.js'
import { createNameDirectory, extractContext, nameWords, ROLE_MAILBOXES, type Extraction, type NameEntry } from './extract.js'

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

export interface ArtifactResult {
  entities_extracted: ExtractedEntity[]
  entities_created: number
  entities_updated: number
  relationships_created: number
  insights_created: number
  tasks_suggested: number
}

/** A person or company the text is about, before anything is written. */
interface PlannedEntity {
  type: 'person' | 'company'
  name: string
  /** The record it matches, when one does. */
  recordId?: string | undefined
  /** Values to add or set: e-mail addresses / domains (added), job title, phone (set). */
  emails: string[]
  domains: string[]
  jobTitle?: string | undefined
  phone?: string | undefined
  /** Whether the text identifies it well enough to create a record (an e-mail address or a domain). */
  identified: boolean
}

const lower = (s: string) => s.toLowerCase()
const startsWith = (words: readonly string[], prefix: readonly string[]) => prefix.length > 0 && prefix.length <= words.length && prefix.every((w, i) => words[i] === w)

/** The record whose unique attribute holds `value`, if any (values that do not normalize match nothing). */
function uniqueOwner(workspace: Workspace, attribute: AttributeDef | undefined, value: string): string | undefined {
  if (!attribute?.options.is_unique) return undefined
  try {
    const stored = normalizeValue(attribute, attribute.options.is_multi_value ? [value] : value, attribute.slug)
    const index = workspace.uniqueIndex.get(attribute.id)
    for (const key of indexKeys(attribute, stored)) {
      const id = index?.get(key)
      if (id !== undefined) return id
    }
  } catch {
    return undefined
  }
  return undefined
}

/** Whether `value` is a valid value of `attribute` (extraction is generous; the record rules decide). */
function accepts(attribute: AttributeDef | undefined, value: unknown): boolean {
  if (!attribute) return false
  try {
    normalizeValue(attribute, attribute.options.is_multi_value ? [value] : value, attribute.slug)
    return true
  } catch {
    return false
  }
}

/** "john.smith" -> "John Smith"; a role mailbox (info@, sales@) names no one. */
function nameFromMailbox(local: string): string | undefined {
  if (ROLE_MAILBOXES.has(local)) return undefined
  const words = local.split(/[._-]+/).filter((w) => /^[a-z]{2,}$/i.test(w))
  if (words.length === 0) return undefined
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ')
}

/** "analytical-engines.co.uk" -> "Analytical Engines". */
function nameFromDomain(domain: string): string {
  const label = domain.split('.')[0]!
  return label.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
}

/** The definition saying a person works at a company, in either orientation, if the workspace has one. */
function employmentDefinition(workspace: Workspace, person: ObjectDef, company: ObjectDef): { definition: RelationshipDefinition; companyFirst: boolean } | undefined {
  for (const definition of workspace.relationships.definitions.values()) {
    if (definition.entity_definition_1_id === company.id && definition.entity_definition_2_id === person.id && lower(definition.entity_2_to_1_predicate) === 'works at') {
      return { definition, companyFirst: true }
    }
    if (definition.entity_definition_1_id === person.id && definition.entity_definition_2_id === company.id && lower(definition.entity_1_to_2_predicate) === 'works at') {
      return { definition, companyFirst: false }
    }
  }
  return undefined
}

/** Whether an employment instance may link the pair: it is new and the definition's cardinality holds. */
function employmentAllowed(workspace: Workspace, definition: RelationshipDefinition, first: string, second: string): boolean {
  const ofRecord = (id: string) => [...(workspace.relationships.byRecord.get(id) ?? [])].map((i) => workspace.relationships.instances.get(i)!).filter((i) => i.definition_id === definition.id)
  const seconds = ofRecord(second).filter((i) => i.entity_2_id === second)
  if (seconds.some((i) => i.entity_1_id === first)) return false
  if (definition.type === 'many_to_many') return true
  if (seconds.length > 0) return false
  return definition.type !== 'one_to_one' || ofRecord(first).every((i) => i.entity_1_id !== first)
}

export interface IngestOptions {
  artifactId: string
  /** Where the text came from (`file-scan:notes.md`, `New LinkedIn activity`); quoted in insights and task descriptions. */
  context?: string | undefined
  actor: Actor
}

/**
 * Ingests a text into a workspace: reads it (extract.ts), plans every write against the workspace
 * as it is now, then writes through the core functions, so timelines, search and caches follow.
 *
 * - People: a known full name, or an e-mail address (matched on the unique `email_addresses`);
 *   an unknown person with an address becomes a new record (named as written, else from the
 *   mailbox: `john.smith@` -> John Smith); e-mail, phone and job title are added to the record.
 * - Companies: a known name, or a domain (matched on the unique `domains`); an unknown company
 *   with a domain (its people's e-mail domain, or a bare one) becomes a new record.
 * - A name that matches no record and carries no address or domain becomes a ghost.
 * - "X works at / is the R of / joined Y": a triplet, an insight, and a works-at instance of the
 *   workspace's person-company definition when both are records and its cardinality allows.
 * - Each follow-up sentence becomes a task due on the date it names, linked to its records.
 * - All insights of the artifact are added as one batch, so a stream sends one event.
 *
 * @example ingestContext(workspace, clock, 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines.', { artifactId: '42', actor: SYSTEM_ACTOR })
 */
export function ingestContext(workspace: Workspace, clock: Clock, text: string, options: IngestOptions): ArtifactResult {
  const personObject = workspace.objects.get(workspace.objectIdsBySlug.get('person') ?? '')
  const companyObject = workspace.objects.get(workspace.objectIdsBySlug.get('company') ?? '')
  const attr = (object: ObjectDef | undefined, slug: string) => (object ? objectAttributeBySlug(workspace, object, slug) : undefined)
  const emailAttr = attr(personObject, 'email_addresses')
  const phoneAttr = attr(personObject, 'phone_number')
  const titleAttr = attr(personObject, 'job_title')
  const domainAttr = attr(companyObject, 'domains')

  // Known names: every person and company record, indexed once for this ingestion.
  const entries: NameEntry[] = []
  for (const [object, type] of [[personObject, 'person'], [companyObject, 'company']] as const) {
    if (!object) continue
    for (const id of workspace.recordIdsByObject.get(object.id) ?? []) {
      const name = recordName(workspace, workspace.records.get(id)!)
      if (name) entries.push({ id, name, type })
    }
  }
  const extraction: Extraction = extractContext(text, createNameDirectory(entries), clock.now())
  const knownByName = new Map<string, NameEntry>()
  for (const entry of extraction.known) knownByName.set(`${entry.type}:${nameWords(entry.name).join(' ')}`, entry)

  // ---- Plan: who and what the text is about, matched against the workspace as it is now.
  const plans = new Map<string, PlannedEntity>()
  const plan = (type: 'person' | 'company', name: string): PlannedEntity => {
    const key = `${type}:${nameWords(name).join(' ')}`
    let entity = plans.get(key)
    if (!entity) {
      const words = nameWords(name)
      // "X works at Smith" where the text also names the known "Smith, Jones and Brown": the statement's pattern stopped at the comma.
      const known = knownByName.get(key) ?? (type === 'company' ? extraction.known.find((k) => k.type === 'company' && startsWith(nameWords(k.name), words)) : undefined)
      entity = { type, name: known?.name ?? name, recordId: known?.id, emails: [], domains: [], identified: false }
      plans.set(key, entity)
    }
    return entity
  }
  for (const entry of extraction.known) plan(entry.type, entry.name)
  const domainOwners = new Map<string, PlannedEntity>()
  for (const fact of extraction.facts) {
    const person = plan('person', fact.person)
    const company = plan('company', fact.company)
    if (fact.role && accepts(titleAttr, fact.role)) person.jobTitle = fact.role
    void company // planned now, so it is resolved (record or ghost) with the others
  }
  for (const email of extraction.emails) {
    if (!accepts(emailAttr, email.address)) continue
    const owner = uniqueOwner(workspace, emailAttr, email.address)
    const local = email.address.slice(0, email.address.indexOf('@'))
    let person: PlannedEntity | undefined
    if (email.owner) person = plan('person', email.owner)
    else if (owner !== undefined) person = plan('person', recordName(workspace, workspace.records.get(owner)!))
    else {
      const derived = nameFromMailbox(local)
      if (derived) person = plan('person', derived)
    }
    if (!person) continue
    // An address is an identity: a person it already belongs to is that record.
    if (owner !== undefined && person.recordId === undefined) person.recordId = owner
    if (owner === undefined || owner === person.recordId) person.emails.push(email.address)
    person.identified = true
  }
  // A company named in a statement takes the e-mail domain of its person.
  for (const fact of extraction.facts) {
    const person = plan('person', fact.person)
    const company = plan('company', fact.company)
    for (const address of person.emails) {
      const domain = address.slice(address.indexOf('@') + 1)
      if (extraction.domains.includes(domain) && !domainOwners.has(domain)) domainOwners.set(domain, company)
    }
  }
  for (const domain of extraction.domains) {
    if (!accepts(domainAttr, domain)) continue
    const owner = uniqueOwner(workspace, domainAttr, domain)
    let company = domainOwners.get(domain)
    if (!company) company = owner !== undefined ? plan('company', recordName(workspace, workspace.records.get(owner)!)) : plan('company', nameFromDomain(domain))
    if (owner !== undefined && company.recordId === undefined) company.recordId = owner
    if (owner === undefined || owner === company.recordId) company.domains.push(domain)
    company.identified = true
  }
  for (const phone of extraction.phones) {
    if (!phone.owner || !accepts(phoneAttr, phone.number)) continue
    const person = plan('person', phone.owner)
    if (person.phone === undefined) person.phone = phone.number
  }

  // ---- Write. Everything below was checked above, so the core functions accept it.
  const result: ArtifactResult = { entities_extracted: [], entities_created: 0, entities_updated: 0, relationships_created: 0, insights_created: 0, tasks_suggested: 0 }
  const refs = new Map<PlannedEntity, EntityRef>()
  const written = new Map<string, EntityRef>()
  const source = options.context ? ` (${options.context})` : ''
  const insights: InsightInput[] = []
  for (const entity of plans.values()) {
    const object = entity.type === 'person' ? personObject : companyObject
    const typeName = entity.type === 'person' ? 'PERSON' : 'COMPANY'
    const existing = entity.recordId === undefined ? undefined : workspace.records.get(entity.recordId)
    // Two mentions of one record ("Schmidt" in a statement, "Schmidt - Kuhn" as a known name) are one entity.
    const seen = existing && written.get(existing.id)
    if (seen) {
      refs.set(entity, seen)
      continue
    }
    if (!object || (!existing && !entity.identified)) {
      const ghost = mentionGhost(workspace, clock, entity.name, entity.type)
      refs.set(entity, { id: ghost.id, name: ghost.name, type: 'ghost' })
      result.entities_extracted.push({ type: typeName, context_id: options.artifactId, ghost_id: ghost.id, properties: { name: entity.name }, is_new: false })
      continue
    }
    const input: Record<string, unknown> = {}
    const properties: Record<string, unknown> = { name: existing ? recordName(workspace, existing) : entity.name }
    const stored = (slug: string): unknown => {
      const attribute = attr(object, slug)
      return existing && attribute ? presentValue(attribute, existing.values.get(attribute.id)) : null
    }
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
    let record: RecordRow
    if (existing) {
      const previous = Object.fromEntries(
        Object.keys(properties).map((key) => {
          const slug = ({ email: 'email_addresses', job_title: 'job_title', phone: 'phone_number', domain: 'domains', name: 'name' } as Record<string, string>)[key]!
          const value = key === 'name' ? recordName(workspace, existing) : stored(slug)
          return [key, Array.isArray(value) ? (value[0] ?? null) : value]
        }),
      )
      const changed = Object.keys(input).length > 0
      record = changed ? updateRecord(workspace, clock, existing, input, options.actor) : existing
      if (changed) result.entities_updated++
      result.entities_extracted.push({
        type: typeName,
        context_id: options.artifactId,
        canonical_entity_id: record.id,
        properties,
        ...(changed && { previous_properties: previous }),
        is_new: false,
      })
    } else {
      record = createRecord(workspace, clock, object, { name: entity.name, ...input }, options.actor)
      result.entities_created++
      result.entities_extracted.push({ type: typeName, context_id: options.artifactId, canonical_entity_id: record.id, properties, is_new: true })
    }
    refs.set(entity, { id: record.id, name: recordName(workspace, record), type: entity.type })
    written.set(record.id, refs.get(entity)!)
    if (entity.type === 'person') {
      for (const email of entity.emails) {
        insights.push(contactInsight(refs.get(entity)!, `${refs.get(entity)!.name}'s e-mail address is ${email}`, options.artifactId))
      }
      if (input.phone_number !== undefined) insights.push(contactInsight(refs.get(entity)!, `${refs.get(entity)!.name}'s phone number is ${entity.phone}`, options.artifactId))
    }
  }

  const employment = personObject && companyObject ? employmentDefinition(workspace, personObject, companyObject) : undefined
  for (const fact of extraction.facts) {
    const person = refs.get(plan('person', fact.person))!
    const company = refs.get(plan('company', fact.company))!
    const predicate = fact.verb === 'joined' ? 'joined' : 'works at'
    addTriplet(workspace, clock, { subject: person, predicate, object: company, confidence: fact.verb === 'joined' ? 0.8 : 0.85, artifact_id: options.artifactId })
    // The role the text states, else the one the person's record holds: the insight says all that is known.
    const title = fact.role ?? (person.type === 'person' && titleAttr ? (presentValue(titleAttr, workspace.records.get(person.id)!.values.get(titleAttr.id)) as string | null) : null)
    const role = title ? ` as ${title}` : ''
    insights.push({
      content: fact.verb === 'joined' ? `${person.name} joined ${company.name}${role}` : `${person.name} works at ${company.name}${role}`,
      type: fact.verb === 'joined' ? 'role_change' : 'relationship',
      confidence: person.type === 'ghost' || company.type === 'ghost' ? 0.7 : 0.9,
      target: { entity_type: person.type === 'ghost' ? 'person' : person.type, hint: person.name },
      entities: [person, company],
      artifact_id: options.artifactId,
    })
    if (!employment || person.type !== 'person' || company.type !== 'company') continue
    const [first, second] = employment.companyFirst ? [company.id, person.id] : [person.id, company.id]
    if (!employmentAllowed(workspace, employment.definition, first, second)) continue
    createRelationshipInstance(workspace, clock, person.id, { definition_id: employment.definition.id, entity_1_id: first, entity_2_id: second }, options.actor)
    result.relationships_created++
  }

  for (const followUp of extraction.followUps) {
    const about = followUp.names
      .map((name) => plans.get(`person:${nameWords(name).join(' ')}`) ?? plans.get(`company:${nameWords(name).join(' ')}`))
      .map((entity) => (entity ? refs.get(entity) : undefined))
      .filter((r): r is EntityRef => r !== undefined)
    const records = about.filter((r) => r.type !== 'ghost')
    createTask(
      workspace,
      clock,
      {
        title: followUp.title,
        description: `Suggested from context${source}, artifact ${options.artifactId}: "${followUp.sentence.slice(0, 1000)}"`,
        ...(followUp.due && { due_date: followUp.due }),
        entity_ids: records.map((r) => r.id),
      },
      options.actor,
    )
    result.tasks_suggested++
    const [first] = about
    insights.push({
      content: `Follow-up${first ? ` with ${first.name}` : ''}: ${followUp.title}${followUp.due ? ` (due ${followUp.due})` : ''}`,
      type: 'follow_up',
      confidence: 0.8,
      target: { entity_type: first ? (first.type === 'ghost' ? 'person' : first.type) : 'workspace', hint: first?.name ?? followUp.title },
      entities: about,
      artifact_id: options.artifactId,
    })
  }

  // Known records the text names without saying anything else about them: a mention insight, so ask and AI lists see them.
  const said = new Set(insights.flatMap((i) => i.entities.map((e) => e.id)))
  for (const entity of plans.values()) {
    const ref = refs.get(entity)!
    if (ref.type === 'ghost' || said.has(ref.id)) continue
    said.add(ref.id)
    insights.push({
      content: `${ref.name} was mentioned in new context${source}`,
      type: 'mention',
      confidence: 0.6,
      target: { entity_type: ref.type, hint: ref.name },
      entities: [ref],
      artifact_id: options.artifactId,
    })
  }
  result.insights_created = addInsights(workspace, clock, insights).length
  return result
}

function contactInsight(ref: EntityRef, content: string, artifactId: string): InsightInput {
  return { content, type: 'contact_info', confidence: 0.95, target: { entity_type: ref.type, hint: ref.name }, entities: [ref], artifact_id: artifactId }
}
