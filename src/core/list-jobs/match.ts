import { compareIds } from '../ids.js'
import { liveInsights } from '../insights/state.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { objectAttributeBySlug } from '../schema/attributes.js'
import type { Location } from '../schema/values.js'
import { plainText, singleValues } from '../schema/values.js'
import { foldText, type ListQueryReading, type ListVocabulary } from './interpret.js'
import { recordName } from '../records/record-name.js'

/** How much each kind of matched criterion adds to an entity's score. */
const WEIGHTS = {
  role: 3,
  seniority: 1,
  company: 3,
  relationship: 3,
  place: 2,
  industry: 2,
  recency: 1,
  everything: 1,
} as const
/** Each insight about an entity adds a little, so the better-known of two equal matches ranks first. */
const INSIGHT_WEIGHT = 0.1
export const MAX_HIGHLIGHTS = 3

/** One entity a list job found. Names and attributes are read when the job is presented. */
export interface ListJobMatch {
  id: string
  type: 'contact' | 'company'
  reason: string
  highlights: string[]
  score: number
}

/** The person and company objects with the attributes matching reads; either may be missing (deleted). */
interface Objects {
  person?:
    | { object: ObjectDef; name?: AttributeDef; title?: AttributeDef; location?: AttributeDef; emails?: AttributeDef }
    | undefined
  company?:
    | {
        object: ObjectDef
        name?: AttributeDef
        location?: AttributeDef
        domains?: AttributeDef
        industries?: AttributeDef
      }
    | undefined
}

function objects(workspace: Workspace): Objects {
  const get = (slug: string) => {
    const id = workspace.objectIdsBySlug.get(slug)
    return id === undefined ? undefined : workspace.objects.get(id)
  }
  const person = get('person')
  const company = get('company')
  const attr = (object: ObjectDef, slug: string) => objectAttributeBySlug(workspace, object, slug)
  return {
    person: person && {
      object: person,
      name: attr(person, 'name'),
      title: attr(person, 'job_title'),
      location: attr(person, 'location'),
      emails: attr(person, 'email_addresses'),
    },
    company: company && {
      object: company,
      name: attr(company, 'name'),
      location: attr(company, 'location'),
      domains: attr(company, 'domains'),
      industries: attr(company, 'industries'),
    },
  }
}

const recordsOf = (workspace: Workspace, object: ObjectDef | undefined): RecordRow[] =>
  object
    ? [...(workspace.recordIdsByObject.get(object.id) ?? [])].sort(compareIds).map((id) => workspace.records.get(id)!)
    : []

const text = (record: RecordRow, attribute: AttributeDef | undefined): string => {
  if (!attribute) return ''
  const first = singleValues(attribute, record.values.get(attribute.id))[0]
  return first === undefined ? '' : plainText(attribute, first)
}

/**
 * What the query reader may match against in this workspace: location values, industry options,
 * company and person names.
 *
 * @example listVocabulary(workspace).places // ['Berlin', 'CT', 'US', ...]
 */
export function listVocabulary(workspace: Workspace): ListVocabulary {
  const { person, company } = objects(workspace)
  const places = new Set<string>()
  const addPlaces = (records: RecordRow[], attribute: AttributeDef | undefined) => {
    if (!attribute) return
    for (const record of records) {
      for (const value of singleValues(attribute, record.values.get(attribute.id)) as Location[]) {
        for (const part of [value.city, value.region, value.country]) if (part) places.add(part)
      }
    }
  }
  const people = recordsOf(workspace, person?.object)
  const companies = recordsOf(workspace, company?.object)
  addPlaces(people, person?.location)
  addPlaces(companies, company?.location)
  return {
    places: [...places].sort(),
    industries: company?.industries
      ? company.industries.options.select_options.map((o) => ({ id: o.id, name: o.name }))
      : [],
    companies: companies
      .map((record) => ({ id: record.id, name: text(record, company?.name) }))
      .filter((c) => c.name !== ''),
    people: people.map((record) => ({ id: record.id, name: text(record, person?.name) })).filter((p) => p.name !== ''),
  }
}

/** Does a job title contain the pattern at a word start (`engineer` in "Software Engineering")? */
const titleHas = (title: string, pattern: string): boolean => ` ${foldText(title)}`.includes(` ${pattern}`)
/** The same for a title folded once and padded with a leading space. */
const foldedHas = (padded: string, pattern: string): boolean => padded.includes(` ${pattern}`)

const emailDomain = (email: string): string => email.slice(email.indexOf('@') + 1).toLowerCase()

/**
 * Runs a reading against the workspace: every person or company that meets all its criteria,
 * best score first, ties by id, at most `limit`. Each match says why in `reason` and carries up
 * to three insights about it as highlights.
 *
 * @example runListQuery(workspace, reading, 50, clock.now())[0].reason // "job title 'Senior Software Engineer' matches engineer; location Berlin"
 */
export function runListQuery(workspace: Workspace, reading: ListQueryReading, limit: number): ListJobMatch[] {
  const { person, company } = objects(workspace)
  const people = recordsOf(workspace, person?.object)
  const companies = recordsOf(workspace, company?.object)

  // Who works where: a works-at style relationship instance, or an e-mail on the company's domain.
  const companyByDomain = new Map<string, string>()
  if (company?.domains)
    for (const record of companies)
      for (const domain of singleValues(company.domains, record.values.get(company.domains.id)) as string[])
        companyByDomain.set(domain.toLowerCase(), record.id)
  const employers = new Map<string, Set<string>>()
  const employees = new Map<string, Set<string>>()
  const link = (personId: string, companyId: string) => {
    if (!employers.has(personId)) employers.set(personId, new Set())
    if (!employees.has(companyId)) employees.set(companyId, new Set())
    employers.get(personId)!.add(companyId)
    employees.get(companyId)!.add(personId)
  }
  if (person?.emails) {
    for (const record of people) {
      for (const email of singleValues(person.emails, record.values.get(person.emails.id)) as string[]) {
        const companyId = companyByDomain.get(emailDomain(email))
        if (companyId !== undefined) link(record.id, companyId)
      }
    }
  }
  const { definitions, instances } = workspace.relationships
  for (const instance of instances.values()) {
    const definition = definitions.get(instance.definition_id)!
    const first = workspace.records.get(instance.entity_1_id)
    const second = workspace.records.get(instance.entity_2_id)
    if (!first || !second || !person || !company) continue
    if (
      first.object_id === company.object.id &&
      second.object_id === person.object.id &&
      /work/.test(definition.entity_2_to_1_predicate)
    )
      link(second.id, first.id)
    if (
      first.object_id === person.object.id &&
      second.object_id === company.object.id &&
      /work/.test(definition.entity_1_to_2_predicate)
    )
      link(first.id, second.id)
  }

  const insightsAbout = new Map<string, string[]>()
  for (const insight of liveInsights(workspace)) {
    for (const entity of new Set(insight.entities.map((e) => e.id))) {
      const list = insightsAbout.get(entity) ?? []
      list.push(insight.content)
      insightsAbout.set(entity, list)
    }
  }

  const locationOf = (record: RecordRow, attribute: AttributeDef | undefined): Location[] =>
    attribute ? (singleValues(attribute, record.values.get(attribute.id)) as Location[]) : []
  const wanted = new Set(reading.places.map(foldText))
  const placeOf = (record: RecordRow, attribute: AttributeDef | undefined): string | undefined => {
    for (const location of locationOf(record, attribute)) {
      for (const part of [location.city, location.region, location.country])
        if (part && wanted.has(foldText(part))) return part
    }
    return undefined
  }
  const industriesOf = (record: RecordRow): string[] =>
    company?.industries ? (singleValues(company.industries, record.values.get(company.industries.id)) as string[]) : []
  const industryName = (id: string) => company?.industries?.options.select_options.find((o) => o.id === id)?.name ?? id
  const recent = (record: RecordRow): string | undefined => {
    const recency = reading.recency
    if (!recency) return undefined
    const at = record[recency.field]
    return Date.parse(at) >= recency.since
      ? `${recency.field === 'created_at' ? 'added' : 'updated'} ${at.slice(0, 10)}`
      : undefined
  }
  const personName = (id: string) => {
    const record = workspace.records.get(id)
    return record ? recordName(workspace, record) : id
  }

  const matches: ListJobMatch[] = []
  const finish = (record: RecordRow, type: ListJobMatch['type'], reasons: string[], score: number) => {
    const about = insightsAbout.get(record.id) ?? []
    matches.push({
      id: record.id,
      type,
      reason: reasons.join('; '),
      highlights: about.slice(0, MAX_HIGHLIGHTS),
      score: score + Math.min(about.length, MAX_HIGHLIGHTS) * INSIGHT_WEIGHT,
    })
  }
  const personRoles = reading.roles

  if (reading.target !== 'company' && person) {
    for (const record of people) {
      const reasons: string[] = []
      let score = 0
      const title = text(record, person.title)
      const folded = ` ${foldText(title)}`
      if (personRoles.length > 0) {
        const role = personRoles.find((r) => r.titles.some((pattern) => foldedHas(folded, pattern)))
        if (!role) continue
        reasons.push(`job title '${title}' matches ${role.role}`)
        score += WEIGHTS.role
      }
      if (reading.seniority.length > 0) {
        const level = reading.seniority.find((s) => s.titles.some((pattern) => foldedHas(folded, pattern)))
        if (!level) continue
        reasons.push(personRoles.length > 0 ? `${level.level} level` : `job title '${title}' is ${level.level} level`)
        score += WEIGHTS.seniority
      }
      const works = [...(employers.get(record.id) ?? [])].sort(compareIds)
      if (reading.companies.length > 0) {
        const at = reading.companies.find((c) => works.includes(c.id))
        if (!at) continue
        reasons.push(`works at ${at.name}`)
        score += WEIGHTS.company
      }
      if (reading.industries.length > 0) {
        const hit = works.flatMap((id) => {
          const industry = reading.industries.find((i) => industriesOf(workspace.records.get(id)!).includes(i.id))
          return industry ? [{ id, industry }] : []
        })[0]
        if (!hit) continue
        reasons.push(`works at ${personName(hit.id)} (${industryName(hit.industry.id)})`)
        score += WEIGHTS.industry
      }
      if (reading.places.length > 0) {
        const place = placeOf(record, person.location)
        if (place === undefined) continue
        reasons.push(`location ${place}`)
        score += WEIGHTS.place
      }
      if (reading.relationships.length > 0) {
        const related = reading.relationships.find((criterion) =>
          relatedAs(workspace, record.id, criterion.person.id, criterion.predicate),
        )
        if (!related) continue
        reasons.push(`${related.predicate} ${related.person.name}`)
        score += WEIGHTS.relationship
      }
      if (reading.recency) {
        const when = recent(record)
        if (when === undefined) continue
        reasons.push(when)
        score += WEIGHTS.recency
      }
      if (reasons.length === 0) {
        if (reading.target === 'any') continue
        reasons.push('a contact of the workspace')
        score += WEIGHTS.everything
      }
      finish(record, 'contact', reasons, score)
    }
  }

  if (reading.target !== 'person' && company) {
    const companyRoles = reading.roles.filter((r) => r.industry === undefined)
    const roleIndustries = reading.roles.flatMap((r) =>
      r.industry === undefined ? [] : [{ id: r.industry, name: industryName(r.industry), words: r.words }],
    )
    const industries = [
      ...reading.industries,
      ...roleIndustries.filter((r) => !reading.industries.some((i) => i.id === r.id)),
    ]
    for (const record of companies) {
      const reasons: string[] = []
      let score = 0
      if (reading.target === 'company' && (companyRoles.length > 0 || reading.seniority.length > 0)) {
        // A company "with CTOs": one of its people holds the role.
        const staff = [...(employees.get(record.id) ?? [])].sort(compareIds).map((id) => workspace.records.get(id)!)
        const holder = staff.find((member) => {
          const title = text(member, person?.title)
          const roleOk = companyRoles.length === 0 || companyRoles.some((r) => r.titles.some((p) => titleHas(title, p)))
          const levelOk =
            reading.seniority.length === 0 || reading.seniority.some((s) => s.titles.some((p) => titleHas(title, p)))
          return roleOk && levelOk
        })
        if (!holder) continue
        reasons.push(`employs ${recordName(workspace, holder)} (${text(holder, person?.title)})`)
        score += WEIGHTS.role
      }
      if (reading.companies.length > 0) {
        const named = reading.companies.find((c) => c.id === record.id)
        if (!named) continue
        reasons.push(`named in the query`)
        score += WEIGHTS.company
      }
      if (industries.length > 0) {
        const own = industriesOf(record)
        const industry = industries.find((i) => own.includes(i.id))
        if (!industry) continue
        reasons.push(`industry ${industryName(industry.id)} matches ${industry.words}`)
        score += WEIGHTS.industry
      }
      if (reading.places.length > 0) {
        const place = placeOf(record, company.location)
        if (place === undefined) continue
        reasons.push(`location ${place}`)
        score += WEIGHTS.place
      }
      if (reading.relationships.length > 0) continue
      if (reading.recency) {
        const when = recent(record)
        if (when === undefined) continue
        reasons.push(when)
        score += WEIGHTS.recency
      }
      if (reasons.length === 0) {
        if (reading.target === 'any') continue
        reasons.push('a company of the workspace')
        score += WEIGHTS.everything
      }
      finish(record, 'company', reasons, score)
    }
  }

  matches.sort((a, b) => b.score - a.score || compareIds(a.id, b.id))
  return matches.slice(0, limit)
}

/** Is `personId` linked to `otherId` by an instance whose predicate, read from `personId`'s side, is `predicate`? */
function relatedAs(workspace: Workspace, personId: string, otherId: string, predicate: string): boolean {
  for (const instanceId of workspace.relationships.byRecord.get(personId) ?? []) {
    const instance = workspace.relationships.instances.get(instanceId)!
    const definition = workspace.relationships.definitions.get(instance.definition_id)!
    if (
      instance.entity_1_id === personId &&
      instance.entity_2_id === otherId &&
      foldText(definition.entity_1_to_2_predicate) === predicate
    )
      return true
    if (
      instance.entity_2_id === personId &&
      instance.entity_1_id === otherId &&
      foldText(definition.entity_2_to_1_predicate) === predicate
    )
      return true
  }
  return false
}
