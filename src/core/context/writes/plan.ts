import { recordName } from '../../records/record-name.js'
import type { AttributeDef, ObjectDef, Workspace } from '../../model.js'
import { indexKeys } from '../../schema/attributes.js'
import { normalizeValue } from '../../schema/values.js'
import { nameWords, type Extraction, type NameEntry } from '../extract/index.js'
import { LEGAL_SUFFIXES, ROLE_MAILBOXES } from '../lexicon.js'
import { attributeOf } from './writing.js'

/** A person or company the text is about, before anything is written. */
export interface PlannedEntity {
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

/** The attributes a plan reads and the writes fill. */
export interface ContactAttributes {
  email: AttributeDef | undefined
  phone: AttributeDef | undefined
  title: AttributeDef | undefined
  domain: AttributeDef | undefined
}

export const planKey = (type: string, name: string) => `${type}:${nameWords(name).join(' ')}`

/** The contact attributes of the workspace's person and company objects. */
export function contactAttributes(
  workspace: Workspace,
  personObject: ObjectDef | undefined,
  companyObject: ObjectDef | undefined,
): ContactAttributes {
  return {
    email: attributeOf(workspace, personObject, 'email_addresses'),
    phone: attributeOf(workspace, personObject, 'phone_number'),
    title: attributeOf(workspace, personObject, 'job_title'),
    domain: attributeOf(workspace, companyObject, 'domains'),
  }
}

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

/** A company's name words without a trailing legal form ("Nordbank AG" and "Nordbank" agree). */
const withoutLegalForm = (name: string) =>
  nameWords(name)
    .filter((w, i, all) => i === 0 || i < all.length - 1 || !LEGAL_SUFFIXES.has(w))
    .join(' ')

/** The plans of one artifact, each made on first mention and matched against the known records. */
class Planner {
  readonly plans = new Map<string, PlannedEntity>()
  readonly known: NameEntry[]
  private readonly knownByName = new Map<string, NameEntry>()

  constructor(
    readonly workspace: Workspace,
    readonly attributes: ContactAttributes,
    extraction: Extraction,
  ) {
    // The workspace may have changed while the text was read: records named then may be gone.
    this.known = extraction.known.filter((entry) => workspace.records.has(entry.id))
    for (const entry of this.known) this.knownByName.set(planKey(entry.type, entry.name), entry)
  }

  plan(type: 'person' | 'company', name: string): PlannedEntity {
    const key = planKey(type, name)
    let entity = this.plans.get(key)
    if (!entity) {
      // A company is the known one of the same name, legal form aside ("Nordbank AG" and "Nordbank").
      let match = this.knownByName.get(key)
      if (!match && type === 'company') {
        const words = withoutLegalForm(name)
        match = this.known.find((k) => k.type === 'company' && withoutLegalForm(k.name) === words)
      }
      entity = { type, name, recordId: match?.id, emails: [], domains: [], identified: match !== undefined }
      this.plans.set(key, entity)
    }
    return entity
  }

  /** An address or a domain: an identity, so a record it already belongs to is the entity's record. */
  claim(entity: PlannedEntity, attribute: AttributeDef | undefined, value: string, into: string[]): void {
    const owner = uniqueOwner(this.workspace, attribute, value)
    if (owner !== undefined && entity.recordId === undefined) entity.recordId = owner
    if (owner === undefined || owner === entity.recordId) into.push(value)
    entity.identified = true
  }
}

/** People and companies in the order the text names them, so the caps keep what comes first. */
function planNamed(planner: Planner, extraction: Extraction): void {
  const { attributes } = planner
  const named = [
    ...extraction.people.map((person) => ({ person, at: person.at })),
    ...extraction.companies.map((company) => ({ company, at: company.at })),
  ].sort((a, b) => a.at - b.at)
  for (const item of named) {
    if ('person' in item) {
      const person = item.person
      const entity = planner.plan('person', person.name)
      for (const address of person.emails)
        if (accepts(attributes.email, address)) planner.claim(entity, attributes.email, address, entity.emails)
      if (person.title && accepts(attributes.title, person.title)) entity.jobTitle = person.title
      if (person.phone && accepts(attributes.phone, person.phone)) {
        entity.phone = person.phone
        entity.identified = true
      }
    } else {
      const company = item.company
      const entity = planner.plan('company', company.name)
      const words = nameWords(company.name)
      if (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) entity.identified = true
      if (company.domain && accepts(attributes.domain, company.domain))
        planner.claim(entity, attributes.domain, company.domain, entity.domains)
    }
  }
}

/** A name linked to an identified one is identified too ("Sarah Chen, their CFO" of a company with a domain); names linked only among themselves stay ghosts. */
function identifyLinked(planner: Planner, extraction: Extraction): void {
  const linked = extraction.links.map((link) => {
    const companyEnd = link.kind === 'works_at' || link.kind === 'left_for'
    return [
      planner.plan('person', link.from),
      planner.plan(companyEnd ? 'company' : 'person', link.to),
      ...(link.previous ? [planner.plan('company', link.previous)] : []),
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
}

/** Known records the reader did not name, addresses nobody in the text owns, and known companies' domains. */
function planUnclaimed(planner: Planner, extraction: Extraction): void {
  const { workspace, attributes } = planner
  const companyNames = new Set(extraction.companies.map((c) => planKey('company', c.name)))
  for (const entry of planner.known)
    if (!(entry.type === 'company' && companyNames.has(planKey('company', entry.name))))
      planner.plan(entry.type, entry.name)
  // An address nobody in the text owns names a known person, or a first.last mailbox does.
  for (const email of extraction.emails) {
    if (email.owner || !accepts(attributes.email, email.address)) continue
    const owner = uniqueOwner(workspace, attributes.email, email.address)
    const derived =
      owner !== undefined
        ? recordName(workspace, workspace.records.get(owner)!)
        : nameFromMailbox(email.address.slice(0, email.address.indexOf('@')))
    if (!derived) continue
    const person = planner.plan('person', derived)
    if (owner !== undefined && person.recordId === undefined) person.recordId = owner
    if (owner === undefined || owner === person.recordId) person.emails.push(email.address)
    person.identified = true
  }
  const claimed = new Set(extraction.companies.flatMap((c) => (c.domain ? [c.domain] : [])))
  for (const domain of extraction.domains) {
    if (claimed.has(domain) || !accepts(attributes.domain, domain)) continue
    const owner = uniqueOwner(workspace, attributes.domain, domain)
    if (owner === undefined) continue
    const company = planner.plan('company', recordName(workspace, workspace.records.get(owner)!))
    if (company.recordId === undefined) company.recordId = owner
  }
}

/**
 * Who and what the text is about, matched against the workspace as it is now: people on an e-mail
 * address, else their full name; companies on a domain, else their name, legal form aside.
 */
export function planArtifact(
  workspace: Workspace,
  attributes: ContactAttributes,
  extraction: Extraction,
): Map<string, PlannedEntity> {
  const planner = new Planner(workspace, attributes, extraction)
  planNamed(planner, extraction)
  identifyLinked(planner, extraction)
  planUnclaimed(planner, extraction)
  return planner.plans
}
