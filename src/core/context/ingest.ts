import type { Actor } from '../actor.js'
import { recordName } from '../records/record-name.js'
import type { Clock } from '../clock.js'
import { addInsights, addTriplet, mentionGhost, type EntityRef, type InsightInput } from '../insights/state.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { createRecord, updateRecord } from '../records/records.js'
import { createRelationshipDefinition } from '../relationships/definitions.js'
import { createRelationshipInstance } from '../relationships/instances.js'
import type { RelationshipDefinition } from '../relationships/state.js'
import { indexKeys, objectAttributeBySlug } from '../schema/attributes.js'
import { presentValue, normalizeValue } from '../schema/values.js'
import { createTask } from '../tasks/tasks.js'
import { roomFor } from '../limits.js'
import { AT_ONCE, type WorkMeter } from '../jobs/jobs.js'
import {
  EXTRACTION_LIMITS,
  extractSlices,
  nameDirectorySlices,
  nameWords,
  type ExtractedLink,
  type Extraction,
  type NameDirectory,
  type NameEntry,
} from './extract/index.js'
import { LEGAL_SUFFIXES, ROLE_MAILBOXES } from './lexicon.js'

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

/** A person or company the text is about, before anything is written. */
interface PlannedEntity {
  type: 'person' | 'company'
  /** As the text writes it (a known record's name when the text only matched it). */
  name: string
  recordId?: string | undefined
  emails: string[]
  domains: string[]
  jobTitle?: string | undefined
  phone?: string | undefined
  /** Whether the text says enough to make a record: an address, a domain, a phone, a legal form, a known record, or a link to one of those. */
  identified: boolean
}

const lower = (s: string) => s.toLowerCase()
const planKey = (type: string, name: string) => `${type}:${nameWords(name).join(' ')}`

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

/** "john.smith" -> "John Smith"; one word or a role mailbox (info@, ap@) names no one. */
function nameFromMailbox(local: string): string | undefined {
  if (ROLE_MAILBOXES.has(local)) return undefined
  const words = local.split(/[._-]+/).filter((w) => /^[a-z]{2,}$/i.test(w))
  if (words.length < 2 || words.length > 3) return undefined
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ')
}

/** The seeded-style definitions ingestion writes links as (fixtures/relationships.ts), and those it adds when a workspace has none. */
const LINK_DEFINITIONS = {
  works_at: {
    first: 'company',
    second: 'person',
    type: 'one_to_many',
    entity_1_to_2_predicate: 'employs',
    entity_2_to_1_predicate: 'works at',
  },
  reports_to: {
    first: 'person',
    second: 'person',
    type: 'one_to_many',
    entity_1_to_2_predicate: 'manages',
    entity_2_to_1_predicate: 'reports to',
  },
  knows: {
    first: 'person',
    second: 'person',
    type: 'many_to_many',
    entity_1_to_2_predicate: 'knows',
    entity_2_to_1_predicate: 'knows',
  },
  introduced_by: {
    first: 'person',
    second: 'person',
    type: 'many_to_many',
    entity_1_to_2_predicate: 'introduced',
    entity_2_to_1_predicate: 'introduced by',
  },
  left_for: {
    first: 'person',
    second: 'company',
    type: 'many_to_many',
    entity_1_to_2_predicate: 'left',
    entity_2_to_1_predicate: 'former employer of',
  },
} as const

/**
 * The workspace's definition for a kind of link, matched on its objects and predicate in either
 * orientation; `swap` tells that the workspace's entity 1 is our `second`. Works-at, reports-to
 * and knows use the workspace's own (seeded) definitions and are never added; introduced-by and
 * left-for are added on first use (decision 0014).
 */
function linkDefinition(
  workspace: Workspace,
  clock: Clock,
  kind: ExtractedLink['kind'],
  objects: { person: ObjectDef; company: ObjectDef },
  create: boolean,
): { definition: RelationshipDefinition; swap: boolean } | undefined {
  const spec = LINK_DEFINITIONS[kind]
  const first = objects[spec.first]
  const second = objects[spec.second]
  for (const definition of workspace.relationships.definitions.values()) {
    if (
      definition.entity_definition_1_id === first.id &&
      definition.entity_definition_2_id === second.id &&
      lower(definition.entity_2_to_1_predicate) === spec.entity_2_to_1_predicate
    )
      return { definition, swap: false }
    if (
      definition.entity_definition_1_id === second.id &&
      definition.entity_definition_2_id === first.id &&
      lower(definition.entity_1_to_2_predicate) === spec.entity_2_to_1_predicate
    )
      return { definition, swap: true }
  }
  if (!create || kind === 'works_at' || kind === 'reports_to' || kind === 'knows') return undefined
  const definition = createRelationshipDefinition(workspace, clock, {
    type: spec.type,
    entity_definition_1_id: first.id,
    entity_definition_2_id: second.id,
    entity_1_to_2_predicate: spec.entity_1_to_2_predicate,
    entity_2_to_1_predicate: spec.entity_2_to_1_predicate,
  })
  return { definition, swap: false }
}

/** Whether an instance may link the pair: it is new and the definition's cardinality holds. */
function instanceAllowed(
  workspace: Workspace,
  definition: RelationshipDefinition,
  first: string,
  second: string,
): boolean {
  const ofRecord = (id: string) =>
    [...(workspace.relationships.byRecord.get(id) ?? [])]
      .map((i) => workspace.relationships.instances.get(i)!)
      .filter((i) => i.definition_id === definition.id)
  const ofFirst = ofRecord(first)
  if (
    ofFirst.some(
      (i) =>
        (i.entity_1_id === first && i.entity_2_id === second) || (i.entity_1_id === second && i.entity_2_id === first),
    )
  )
    return false
  if (definition.type === 'many_to_many') return true
  const seconds = ofRecord(second).filter((i) => i.entity_2_id === second)
  if (seconds.length > 0) return false
  return definition.type !== 'one_to_one' || ofFirst.every((i) => i.entity_1_id !== first)
}

/**
 * The name directory the last of a run of ingests built, and the entries it was built from. The
 * seed ingests three texts one after the other over the same 10,500 names, and built the directory
 * anew for each; a directory is a function of its entries (in order), so equal entries answer the
 * one already built. Held by the caller for the run only, so no workspace keeps a directory.
 */
export interface DirectoryReuse {
  entries?: readonly NameEntry[]
  directory?: NameDirectory
}

/** The same names, ids and kinds, in the same order. */
function sameEntries(before: readonly NameEntry[] | undefined, now: readonly NameEntry[]): boolean {
  if (!before || before.length !== now.length) return false
  for (let i = 0; i < now.length; i++) {
    const a = before[i]!
    const b = now[i]!
    if (a.id !== b.id || a.name !== b.name || a.type !== b.type) return false
  }
  return true
}

export interface IngestOptions {
  artifactId: string
  /** Where the text came from (`file-scan:notes.md`, `New LinkedIn activity`); quoted in insights and task descriptions. */
  context?: string | undefined
  actor: Actor
}

/**
 * Ingests a text at once (see `ingestSlices`).
 *
 * @example ingestContext(workspace, clock, 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines.', { artifactId: '42', actor: SYSTEM_ACTOR })
 */
export function ingestContext(
  workspace: Workspace,
  clock: Clock,
  text: string,
  options: IngestOptions,
): ArtifactResult {
  const slices = ingestSlices(workspace, clock, text, options)
  let step = slices.next()
  while (!step.done) step = slices.next()
  return step.value
}

/**
 * Ingests a text into a workspace, in slices (a job gives the event loop back between them): reads
 * it (extract.ts), then, in the last slice, plans every write against the workspace as it is then
 * and writes through the core functions, so timelines, search and caches follow.
 *
 * - People: matched on an e-mail address (the unique `email_addresses`), else on their full name
 *   (never on a first name alone); an unknown person with an address or phone, or linked to a
 *   record or identified company, becomes a new record named as written; e-mail, phone and job
 *   title are added to the record.
 * - Companies: matched on a domain (the unique `domains`), else on their name (legal form aside);
 *   an unknown company with a domain or a legal form ("GmbH"), or linked to an identified person,
 *   becomes a new record named as written. No company is made up from a domain alone.
 * - Any other name becomes a ghost ("Grace Hopper joined Initech" with nothing else known).
 * - Links: works-at (with the title), reports-to, knows, introduced-by and left-for, each a triplet,
 *   an insight and an instance of the workspace's definition when both ends are records and its
 *   cardinality allows.
 * - Each follow-up sentence becomes a task due on the date it names, linked to its records.
 * - All insights of the artifact are added as one batch, so a stream sends one event.
 * - Every kind of write is capped (INGEST_LIMITS); what a cap left out is counted in `dropped`.
 */
export function* ingestSlices(
  workspace: Workspace,
  clock: Clock,
  text: string,
  options: IngestOptions,
  directoryMeter: WorkMeter = AT_ONCE,
  reuse?: DirectoryReuse,
): Generator<void, ArtifactResult, void> {
  const personObject = workspace.objects.get(workspace.objectIdsBySlug.get('person') ?? '')
  const companyObject = workspace.objects.get(workspace.objectIdsBySlug.get('company') ?? '')
  const entries: NameEntry[] = []
  for (const [object, type] of [
    [personObject, 'person'],
    [companyObject, 'company'],
  ] as const) {
    if (!object) continue
    for (const id of workspace.recordIdsByObject.get(object.id) ?? []) {
      const name = recordName(workspace, workspace.records.get(id)!)
      if (name) entries.push({ id, name, type })
      if (directoryMeter.spend(0.25)) yield
    }
  }
  let directory: NameDirectory
  if (reuse?.directory && sameEntries(reuse.entries, entries)) directory = reuse.directory
  else {
    directory = yield* nameDirectorySlices(entries, directoryMeter)
    if (reuse) Object.assign(reuse, { entries, directory })
  }
  const reading = extractSlices(text, directory, clock.now())
  let step = reading.next()
  while (!step.done) {
    yield
    step = reading.next()
  }
  // The writes (capped, so short) always get a slice of their own after a long read; a short text is read and written at once.
  if (text.length > EXTRACTION_LIMITS.charsAtOnce) yield
  const extraction = step.value
  return writeExtraction(workspace, clock, extraction, options)
}

function writeExtraction(
  workspace: Workspace,
  clock: Clock,
  extraction: Extraction,
  options: IngestOptions,
): ArtifactResult {
  // The workspace may have changed while the text was read: records named then may be gone.
  const personObject = workspace.objects.get(workspace.objectIdsBySlug.get('person') ?? '')
  const companyObject = workspace.objects.get(workspace.objectIdsBySlug.get('company') ?? '')
  const attr = (object: ObjectDef | undefined, slug: string) =>
    object ? objectAttributeBySlug(workspace, object, slug) : undefined
  const emailAttr = attr(personObject, 'email_addresses')
  const phoneAttr = attr(personObject, 'phone_number')
  const titleAttr = attr(personObject, 'job_title')
  const domainAttr = attr(companyObject, 'domains')
  const known = extraction.known.filter((entry) => workspace.records.has(entry.id))
  const knownByName = new Map<string, NameEntry>()
  for (const entry of known) knownByName.set(planKey(entry.type, entry.name), entry)
  const dropped: ArtifactDropped = {
    entities: extraction.dropped.people + extraction.dropped.companies,
    relationships: extraction.dropped.links,
    insights: 0,
    tasks: extraction.dropped.follow_ups,
  }
  // A workspace near its bounds (limits.ts) takes only what it has room for; the rest is dropped too.
  const caps = {
    recordsCreated: Math.min(INGEST_LIMITS.recordsCreated, roomFor('records', workspace.records.size)),
    relationships: Math.min(
      INGEST_LIMITS.relationships,
      roomFor('relationshipInstances', workspace.relationships.instances.size),
    ),
    tasks: Math.min(INGEST_LIMITS.tasks, roomFor('tasks', workspace.tasks.byId.size)),
  }

  // ---- Plan: who and what the text is about, matched against the workspace as it is now.
  const plans = new Map<string, PlannedEntity>()
  const plan = (type: 'person' | 'company', name: string): PlannedEntity => {
    const key = planKey(type, name)
    let entity = plans.get(key)
    if (!entity) {
      // A company is the known one of the same name, legal form aside ("Nordbank AG" and "Nordbank").
      let match = knownByName.get(key)
      if (!match && type === 'company') {
        const words = nameWords(name).filter((w, i, all) => i === 0 || i < all.length - 1 || !LEGAL_SUFFIXES.has(w))
        match = known.find(
          (k) =>
            k.type === 'company' &&
            nameWords(k.name)
              .filter((w, i, all) => i === 0 || i < all.length - 1 || !LEGAL_SUFFIXES.has(w))
              .join(' ') === words.join(' '),
        )
      }
      entity = { type, name, recordId: match?.id, emails: [], domains: [], identified: match !== undefined }
      plans.set(key, entity)
    }
    return entity
  }
  const companyNames = new Set(extraction.companies.map((c) => planKey('company', c.name)))
  // People and companies in the order the text names them, so the caps keep what comes first.
  const named = [
    ...extraction.people.map((person) => ({ person, at: person.at })),
    ...extraction.companies.map((company) => ({ company, at: company.at })),
  ].sort((a, b) => a.at - b.at)
  for (const item of named) {
    if ('person' in item) {
      const person = item.person
      const entity = plan('person', person.name)
      for (const address of person.emails) {
        if (!accepts(emailAttr, address)) continue
        const owner = uniqueOwner(workspace, emailAttr, address)
        // An address is an identity: a person it already belongs to is that record.
        if (owner !== undefined && entity.recordId === undefined) entity.recordId = owner
        if (owner === undefined || owner === entity.recordId) entity.emails.push(address)
        entity.identified = true
      }
      if (person.title && accepts(titleAttr, person.title)) entity.jobTitle = person.title
      if (person.phone && accepts(phoneAttr, person.phone)) {
        entity.phone = person.phone
        entity.identified = true
      }
    } else {
      const company = item.company
      const entity = plan('company', company.name)
      const words = nameWords(company.name)
      if (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) entity.identified = true
      if (company.domain && accepts(domainAttr, company.domain)) {
        const owner = uniqueOwner(workspace, domainAttr, company.domain)
        if (owner !== undefined && entity.recordId === undefined) entity.recordId = owner
        if (owner === undefined || owner === entity.recordId) entity.domains.push(company.domain)
        entity.identified = true
      }
    }
  }
  // A name linked to an identified one is identified too ("Sarah Chen, their CFO" of a company with a domain); names linked only among themselves stay ghosts.
  const linked = extraction.links.map((link) => {
    const companyEnd = link.kind === 'works_at' || link.kind === 'left_for'
    return [
      plan('person', link.from),
      plan(companyEnd ? 'company' : 'person', link.to),
      ...(link.previous ? [plan('company', link.previous)] : []),
    ]
  })
  for (let changed = true, rounds = 0; changed && rounds < linked.length + 1; rounds++) {
    changed = false
    for (const ends of linked) {
      if (!ends.some((e) => e.identified) || ends.every((e) => e.identified)) continue
      for (const end of ends) end.identified = true
      changed = true
    }
  }
  // Known records the text names that the reader did not: mentions.
  for (const entry of known)
    if (!(entry.type === 'company' && companyNames.has(planKey('company', entry.name)))) plan(entry.type, entry.name)
  // Addresses nobody in the text owns: a known person's, or a first.last mailbox; domains of known companies.
  for (const email of extraction.emails) {
    if (email.owner || !accepts(emailAttr, email.address)) continue
    const owner = uniqueOwner(workspace, emailAttr, email.address)
    const derived =
      owner !== undefined
        ? recordName(workspace, workspace.records.get(owner)!)
        : nameFromMailbox(email.address.slice(0, email.address.indexOf('@')))
    if (!derived) continue
    const person = plan('person', derived)
    if (owner !== undefined && person.recordId === undefined) person.recordId = owner
    if (owner === undefined || owner === person.recordId) person.emails.push(email.address)
    person.identified = true
  }
  const claimed = new Set(extraction.companies.flatMap((c) => (c.domain ? [c.domain] : [])))
  for (const domain of extraction.domains) {
    if (claimed.has(domain) || !accepts(domainAttr, domain)) continue
    const owner = uniqueOwner(workspace, domainAttr, domain)
    if (owner === undefined) continue
    const company = plan('company', recordName(workspace, workspace.records.get(owner)!))
    if (company.recordId === undefined) company.recordId = owner
  }

  // ---- Write. Everything below was checked above, so the core functions accept it.
  const result: ArtifactResult = {
    entities_extracted: [],
    entities_created: 0,
    entities_updated: 0,
    relationships_created: 0,
    insights_created: 0,
    tasks_suggested: 0,
  }
  const refs = new Map<PlannedEntity, EntityRef>()
  const written = new Map<string, EntityRef>()
  const source = options.context ? ` (${options.context})` : ''
  const insights: InsightInput[] = []
  let ghosts = 0
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
    const overCap = existing
      ? result.entities_updated >= INGEST_LIMITS.recordsUpdated
      : result.entities_created >= caps.recordsCreated
    if (!object || (!existing && !entity.identified) || (overCap && !existing)) {
      if (ghosts >= INGEST_LIMITS.ghosts) {
        dropped.entities++
        continue
      }
      ghosts++
      const ghost = mentionGhost(workspace, clock, entity.name, entity.type)
      refs.set(entity, { id: ghost.id, name: ghost.name, type: 'ghost' })
      result.entities_extracted.push({
        type: typeName,
        context_id: options.artifactId,
        ghost_id: ghost.id,
        properties: { name: entity.name },
        is_new: false,
      })
      continue
    }
    const input: Record<string, unknown> = {}
    const properties: Record<string, unknown> = { name: entity.name }
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
          const slug = (
            {
              email: 'email_addresses',
              job_title: 'job_title',
              phone: 'phone_number',
              domain: 'domains',
              name: 'name',
            } as Record<string, string>
          )[key]!
          const value = key === 'name' ? recordName(workspace, existing) : stored(slug)
          return [key, Array.isArray(value) ? (value[0] ?? null) : value]
        }),
      )
      const changed = Object.keys(input).length > 0 && !overCap
      if (overCap && Object.keys(input).length > 0) dropped.entities++
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
      result.entities_extracted.push({
        type: typeName,
        context_id: options.artifactId,
        canonical_entity_id: record.id,
        properties,
        is_new: true,
      })
    }
    refs.set(entity, { id: record.id, name: recordName(workspace, record), type: entity.type })
    written.set(record.id, refs.get(entity)!)
    if (entity.type === 'person') {
      for (const email of entity.emails)
        insights.push(
          contactInsight(
            refs.get(entity)!,
            `${refs.get(entity)!.name}'s e-mail address is ${email}`,
            options.artifactId,
          ),
        )
      if (input.phone_number !== undefined)
        insights.push(
          contactInsight(
            refs.get(entity)!,
            `${refs.get(entity)!.name}'s phone number is ${entity.phone}`,
            options.artifactId,
          ),
        )
    }
  }

  const objects = personObject && companyObject ? { person: personObject, company: companyObject } : undefined
  const refOf = (type: 'person' | 'company', name: string) => refs.get(plans.get(planKey(type, name))!)
  for (const link of extraction.links) {
    const companyEnd = link.kind === 'works_at' || link.kind === 'left_for'
    const person = refOf('person', link.from)
    const other = refOf(companyEnd ? 'company' : 'person', link.to)
    const previous = link.previous === undefined ? undefined : refOf('company', link.previous)
    if (!person || !other || (link.previous !== undefined && !previous)) {
      dropped.relationships++
      continue
    }
    // "X left for Z" with no company left named: the joined works-at link beside it says all there is to write.
    if (link.kind === 'left_for' && !previous) continue
    const predicate =
      link.kind === 'works_at'
        ? link.joined
          ? 'joined'
          : 'works at'
        : link.kind === 'left_for'
          ? 'left'
          : link.kind === 'reports_to'
            ? 'reports to'
            : link.kind === 'introduced_by'
              ? 'introduced by'
              : 'knows'
    addTriplet(workspace, clock, {
      subject: person,
      predicate,
      object: link.kind === 'left_for' ? previous! : other,
      confidence: link.kind === 'works_at' && !link.joined ? 0.85 : 0.8,
      artifact_id: options.artifactId,
    })
    const role = link.title ? ` as ${link.title}` : ''
    const content =
      link.kind === 'works_at'
        ? `${person.name} ${link.joined ? 'joined' : 'works at'} ${other.name}${role}`
        : link.kind === 'left_for'
          ? `${person.name} left ${previous!.name} for ${other.name}`
          : link.kind === 'reports_to'
            ? `${person.name} reports to ${other.name}`
            : link.kind === 'introduced_by'
              ? `${person.name} was introduced by ${other.name}`
              : `${person.name} knows ${other.name}`
    insights.push({
      content,
      type: link.joined || link.kind === 'left_for' ? 'role_change' : 'relationship',
      confidence: person.type === 'ghost' || other.type === 'ghost' ? 0.7 : 0.9,
      target: { entity_type: person.type === 'ghost' ? 'person' : person.type, hint: person.name },
      entities: link.kind === 'left_for' ? [person, previous!, other] : [person, other],
      artifact_id: options.artifactId,
    })
    // The instance: left-for links the person to the company they left; its "for" is the works-at link beside it.
    const target = link.kind === 'left_for' ? previous! : other
    if (!objects || person.type !== 'person' || target.type === 'ghost') continue
    if (result.relationships_created >= caps.relationships) {
      dropped.relationships++
      continue
    }
    const found = linkDefinition(workspace, clock, link.kind, objects, false)
    const allowedWith = (definition: RelationshipDefinition, swap: boolean) => {
      const spec = LINK_DEFINITIONS[link.kind]
      // Our `first` end is the company for works-at, the manager for reports-to, the introducer for introduced-by.
      const [ours1, ours2] =
        spec.first === 'company' || link.kind === 'reports_to' || link.kind === 'introduced_by'
          ? [target.id, person.id]
          : [person.id, target.id]
      const [first, second] = swap ? [ours2, ours1] : [ours1, ours2]
      return instanceAllowed(workspace, definition, first, second) ? { first, second } : undefined
    }
    const resolved = found ?? linkDefinition(workspace, clock, link.kind, objects, true)
    if (!resolved) continue
    const pair = allowedWith(resolved.definition, resolved.swap)
    if (!pair) continue
    createRelationshipInstance(
      workspace,
      clock,
      person.id,
      { definition_id: resolved.definition.id, entity_1_id: pair.first, entity_2_id: pair.second },
      options.actor,
    )
    result.relationships_created++
  }

  for (const followUp of extraction.followUps) {
    if (result.tasks_suggested >= caps.tasks) {
      dropped.tasks++
      continue
    }
    // The person asked to do it first ("Julia will send ..."), then the names of the sentence.
    const names = followUp.assignee ? [followUp.assignee, ...followUp.names] : followUp.names
    const about = [
      ...new Set(
        names
          .map((name) => plans.get(planKey('person', name)) ?? plans.get(planKey('company', name)))
          .map((entity) => (entity ? refs.get(entity) : undefined))
          .filter((r): r is EntityRef => r !== undefined),
      ),
    ]
    const records = [...new Set(about.filter((r) => r.type !== 'ghost').map((r) => r.id))]
    // A workspace member of the assignee's name is the task's assignee.
    const member = followUp.assignee
      ? [...workspace.users.values()].find((u) => u.name.toLowerCase() === followUp.assignee!.toLowerCase())
      : undefined
    const assignedTo = followUp.assignee ? ` Assigned to ${followUp.assignee} by the text.` : ''
    createTask(
      workspace,
      clock,
      {
        title: followUp.title,
        description: `Suggested from context${source}, artifact ${options.artifactId}: "${followUp.sentence.slice(0, 1000)}"${assignedTo}`,
        ...(followUp.due && { due_date: followUp.due }),
        entity_ids: records,
        ...(member && { assignee_ids: [member.id] }),
      },
      options.actor,
    )
    result.tasks_suggested++
    const [first] = about
    insights.push({
      content: `Follow-up${first ? ` ${followUp.assignee ? 'for' : 'with'} ${first.name}` : ''}: ${followUp.title}${followUp.due ? ` (due ${followUp.due})` : ''}`,
      type: 'follow_up',
      confidence: 0.8,
      target: {
        entity_type: first ? (first.type === 'ghost' ? 'person' : first.type) : 'workspace',
        hint: first?.name ?? followUp.title,
      },
      entities: about,
      artifact_id: options.artifactId,
    })
  }

  // Known records the text names without saying anything else about them: a mention insight, so ask and AI lists see them.
  const said = new Set(insights.flatMap((i) => i.entities.map((e) => e.id)))
  for (const entity of plans.values()) {
    const ref = refs.get(entity)
    if (!ref || ref.type === 'ghost' || said.has(ref.id)) continue
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
  if (insights.length > INGEST_LIMITS.insights) dropped.insights += insights.length - INGEST_LIMITS.insights
  result.insights_created = addInsights(workspace, clock, insights.slice(0, INGEST_LIMITS.insights)).length
  if (dropped.entities + dropped.relationships + dropped.insights + dropped.tasks > 0) result.dropped = dropped
  return result
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
