import { faker } from '@faker-js/faker/locale/en'
import type { Actor } from '../actor.js'
import { recordName } from '../records/record-name.js'
import { submitContext } from '../context/artifacts.js'
import { ApiError } from '../errors.js'
import type { RecordRow, Workspace } from '../model.js'
import { presentRecord } from '../records/records.js'
import { comparableKey } from '../schema/values.js'
import { findIntegration } from './catalogue.js'
import type { IntegrationRuntime } from './connect.js'
import type { Connection } from './state.js'

/*
 * A connected integration feeds the workspace: every `activityEvery` of clock time it produces one
 * item (an e-mail, a meeting, a chat message or a CRM update, by the integration's type) about
 * the workspace's own people and companies, now and then introducing a new person, and hands it
 * to the same ingestion as `POST /v1/context/text`. Records, timeline events, insights and stream
 * events follow from there. The text is drawn from the seed, the connection and the item's
 * number, so the same calls on the same clock give the same graph.
 */

/** What one connection may produce: items stop after `itemsPerConnection` (a week at the 5-minute default); the interval is at least `minEveryMs`. */
export const ACTIVITY_LIMITS = { itemsPerConnection: 2_016, minEveryMs: 1_000 } as const

/** One in this many items introduces a new person at a known company. */
const NEW_PERSON_EVERY = 4

/** The actor of what integrations write: no user acted. */
export const INTEGRATION_ACTOR: Actor = Object.freeze({ created_by: 'integration' })

/** A person as an item names them. */
interface Someone {
  name: string
  first: string
  email: string | undefined
  title: string | undefined
  company: Company | undefined
}

interface Company {
  name: string
  domain: string | undefined
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

function recordsOf(workspace: Workspace, slug: string): RecordRow[] {
  const objectId = workspace.objectIdsBySlug.get(slug)
  const ids = objectId === undefined ? undefined : workspace.recordIdsByObject.get(objectId)
  return ids ? [...ids].map((id) => workspace.records.get(id)!).filter(Boolean) : []
}

function companyOf(workspace: Workspace, record: RecordRow): Company {
  const domains = presentRecord(workspace, record).attributes.domains as string[] | null | undefined
  return { name: recordName(workspace, record), domain: domains?.[0] }
}

/** The company whose `domains` hold a domain, through the unique index (no scan of the companies). */
function companyByDomain(workspace: Workspace, domain: string): RecordRow | undefined {
  const object = workspace.objects.get(workspace.objectIdsBySlug.get('company') ?? '')
  const attribute = object?.attribute_ids
    .map((id) => workspace.attributes.get(id)!)
    .find((a) => a.slug === 'domains' && a.options.is_unique)
  const id = attribute && workspace.uniqueIndex.get(attribute.id)?.get(comparableKey(attribute, domain))
  return id === undefined ? undefined : workspace.records.get(id)
}

/** A seeded person with their employer, found by their e-mail domain. */
function someoneOf(workspace: Workspace, record: RecordRow): Someone {
  const attributes = presentRecord(workspace, record).attributes
  const email = (attributes.email_addresses as string[] | null | undefined)?.[0]
  const domain = email?.slice(email.indexOf('@') + 1).toLowerCase()
  const employer = domain === undefined ? undefined : companyByDomain(workspace, domain)
  const name = recordName(workspace, record)
  return {
    name,
    first: name.split(' ')[0] ?? name,
    email,
    title: text(attributes.job_title),
    company: employer && companyOf(workspace, employer),
  }
}

/** A made-up company, for a workspace that has none. */
function inventCompany(): Company {
  const name =
    faker.company
      .name()
      .replace(/[^A-Za-z ]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Acme'
  return {
    name,
    domain: `${
      name
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 20) || 'acme'
    }.io`,
  }
}

/** A new person at a company, with an address at its domain. */
function newPerson(company: Company): Someone {
  const first = faker.person.firstName().replace(/[^A-Za-z]/g, '') || 'Sam'
  const last = faker.person.lastName().replace(/[^A-Za-z]/g, '') || 'Taylor'
  const email = company.domain ? `${first}.${last}@${company.domain}`.toLowerCase() : undefined
  return { name: `${first} ${last}`, first, email, title: faker.person.jobTitle(), company }
}

const withEmail = (person: Someone): string => (person.email ? `${person.name} (${person.email})` : person.name)

/** The text of one item of a connection, and where it came from. */
export interface ActivityItem {
  content: string
  context: string
}

/**
 * Draws the `n`th item of a connection from the workspace as it is now. Deterministic from
 * `seed`, the connection and `n` (faker is re-seeded for each item).
 *
 * @example activityItem(workspace, connection, 1, 0).content // 'From: Ada Lovelace <ada@...>\nSubject: ...'
 */
export function activityItem(workspace: Workspace, connection: Connection, seed: number, n: number): ActivityItem {
  faker.seed([seed, 0x1a7e, connection.id, n])
  const spec = findIntegration(connection.type, connection.provider)!
  const companies = recordsOf(workspace, 'company')
  const people = recordsOf(workspace, 'person')
  const pick = <T>(items: readonly T[]): T | undefined =>
    items.length === 0 ? undefined : items[faker.number.int({ min: 0, max: items.length - 1 })]
  const someone = (): Someone | undefined => {
    const record = pick(people)
    return record && someoneOf(workspace, record)
  }
  const anyCompany = (): Company => {
    const record = pick(companies)
    return record ? companyOf(workspace, record) : inventCompany()
  }
  const p = someone()
  const q = someone()
  const company = p?.company ?? anyCompany()
  const fresh = n % NEW_PERSON_EVERY === NEW_PERSON_EVERY - 1 || !p ? newPerson(q?.company ?? company) : undefined
  const lead = p ?? fresh!
  const other = q && q.name !== lead.name ? q : (fresh ?? lead)
  const introduction = fresh ? `${withEmail(fresh)} joined ${fresh.company!.name} as ${fresh.title}.` : ''
  const context = `${spec.display_name} (${connection.identifier})`
  const day = faker.helpers.arrayElement(['Friday', 'next Tuesday', 'next Thursday'])
  const lines = (...parts: string[]) => parts.filter((part) => part !== '').join('\n')

  switch (connection.type) {
    case 'email': {
      const subject = faker.helpers.arrayElement([
        `Renewal at ${company.name}`,
        `Intro: ${other.name}`,
        `Pilot at ${company.name}`,
        'Following up',
      ])
      const body = faker.helpers.arrayElement([
        `Thanks for the call today. Please send the renewal quote to ${lead.name} by ${day}.`,
        `${other.name} works at ${other.company?.name ?? company.name} and asked about our API. Could we set up a demo ${day}?`,
        `The pilot at ${company.name} is going well. Let's follow up with ${lead.name} about the rollout in two weeks.`,
      ])
      return {
        context,
        content: lines(
          `From: ${lead.name}${lead.email ? ` <${lead.email}>` : ''}`,
          `Subject: ${subject}`,
          '',
          'Hi,',
          body,
          introduction,
          `Best, ${lead.first}`,
        ),
      }
    }
    case 'calendar': {
      const topic = faker.helpers.arrayElement([
        'Quarterly review',
        'Product demo',
        'Pricing discussion',
        'Onboarding kickoff',
      ])
      return {
        context,
        content: lines(
          `Meeting: ${topic} with ${company.name}`,
          `Organizer: ${connection.identifier}`,
          `Attendees: ${withEmail(lead)}, ${withEmail(other)}`,
          `Notes: ${lead.name} is the ${lead.title ?? 'account lead'} at ${lead.company?.name ?? company.name}.`,
          introduction,
          `Follow up with ${other.name} about the next steps by ${day}.`,
        ),
      }
    }
    case 'messaging': {
      const channel = faker.helpers.arrayElement(['deals', 'customers', 'partnerships', 'general'])
      return {
        context,
        content: lines(
          `#${channel} ${lead.name}: Just got off a call with ${other.name} from ${other.company?.name ?? company.name}.`,
          introduction,
          `Reminder: follow up with ${other.name} about the contract renewal in two weeks.`,
        ),
      }
    }
    case 'crm': {
      const title = faker.helpers.arrayElement([
        'VP of Sales',
        'Head of Partnerships',
        'CTO',
        'Director of Operations',
        'Chief Revenue Officer',
      ])
      const stage = faker.helpers.arrayElement(['Qualified', 'Proposal', 'Negotiation', 'Closed won'])
      return {
        context,
        content: lines(
          `${spec.display_name} update: contact ${withEmail(lead)} changed job title to ${title}.`,
          `${lead.name} is the ${title} of ${lead.company?.name ?? company.name}.`,
          `Deal "${company.name} expansion" moved to ${stage}.`,
          introduction,
        ),
      }
    }
  }
}

/**
 * Starts a connection's activity: the first item one interval after it connects, then one per
 * interval, until it is disconnected, the mock is reset, or it reaches its bound. Off when the
 * interval is 0.
 */
export function startActivity(workspace: Workspace, runtime: IntegrationRuntime, connection: Connection): void {
  const every = runtime.settings.activityEvery
  if (every <= 0) return
  const { clock } = runtime
  let cancel: () => void
  const tick = () => {
    if (workspace.integrations.connections.get(connection.id) !== connection) return
    const item = activityItem(workspace, connection, runtime.settings.seed, connection.activity_count)
    connection.activity_count++
    try {
      submitContext(workspace, clock, runtime.jobs, item, INTEGRATION_ACTOR)
    } catch (error) {
      // The workspace has as many artifacts in flight as it takes (a clock advanced past many
      // intervals while requests queued more): this item is skipped, as a busy service would drop it.
      if (!(error instanceof ApiError && error.status === 429)) throw error
      connection.skipped_items++
    }
    if (connection.activity_count < ACTIVITY_LIMITS.itemsPerConnection)
      cancel = clock.schedule(clock.now() + every, tick)
  }
  cancel = clock.schedule(clock.now() + every, tick)
  connection.stop = () => cancel()
}
