import { SCOPES, type Scope } from '../core/auth.js'

/**
 * The provider-state vocabulary: every state a pact may name, in one place. A state's name is a
 * template; `{email}` is a parameter, read from the interaction's state params or, when the pact
 * has none, from the name itself ("a person with e-mail ada@example.com exists"). What a state
 * sets up it answers as values (`person_id`), which the consumer reads with `fromProviderState`.
 */

/** What a state handler may do to the provider it prepares. */
export interface StateTarget {
  /** Calls the target's public API (`/v1/...`) with the verification key; parsed JSON body. */
  api(method: string, path: string, body?: unknown, key?: string): Promise<{ status: number; body: any }>
  /** Present when the target is a mock: its control functions (in process, or its `/_mock` endpoints). */
  control?: StateControl | undefined
  /** Registers an undo step, run after the interaction in reverse order: the target keeps no data verification created. */
  cleanup(step: () => Promise<unknown>): void
  /** Makes the verified request carry this key instead of the verification key. */
  useKey(key: string): void
}

export interface StateControl {
  createKey(scopes: Scope[]): Promise<string>
  /** Moves the clock (`'10s'`), running the jobs that fall due; absent where the clock may not be moved (a shared mock's real clock). */
  advance?: ((duration: string) => Promise<void>) | undefined
  /** Approves a pending connect flow, as a person on the consent page does. */
  approveConnect(connectId: string): Promise<void>
}

export type StateParams = Record<string, string>
export type StateValues = Record<string, string | number | boolean>

export interface ProviderStateDefinition {
  /** The template, e.g. `a person with e-mail {email} exists`. */
  name: string
  description: string
  /** Default values of parameters the name does not carry. */
  defaults?: StateParams
  /** The values it answers, for `fromProviderState('${person_id}')`. */
  provides: string[]
  /** Why it cannot be set up through the public API alone, when it needs the mock's control functions. */
  needsControl?: string
  setup(target: StateTarget, params: StateParams): Promise<StateValues>
}

/** A state that cannot be set up on this target; verification reports the interaction as skipped. */
export class StateUnavailable extends Error {}

/** Thrown when an API call of a state handler does not answer as expected. */
function expect(response: { status: number; body: any }, status: number, what: string): any {
  if (response.status !== status)
    throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

async function createPerson(target: StateTarget, email: string, name = 'Ada Lovelace'): Promise<string> {
  const [first_name, ...rest] = name.split(' ')
  const response = await target.api('POST', '/v1/objects/person', {
    attributes: { name: { first_name, last_name: rest.join(' ') || first_name }, email_addresses: [email] },
  })
  if (response.status === 409)
    throw new StateUnavailable(
      `a person with e-mail ${email} exists already; verification leaves data it did not create alone`,
    )
  const id = expect(response, 200, `creating the person ${email}`).id as string
  target.cleanup(() => target.api('DELETE', `/v1/records/${id}`))
  return id
}

async function createCompany(target: StateTarget, domain: string): Promise<string> {
  const name = domain.split('.')[0]!
  const response = await target.api('POST', '/v1/objects/company', {
    attributes: { name: name[0]!.toUpperCase() + name.slice(1), domains: [domain] },
  })
  if (response.status === 409)
    throw new StateUnavailable(
      `a company with domain ${domain} exists already; verification leaves data it did not create alone`,
    )
  const id = expect(response, 200, `creating the company ${domain}`).id as string
  target.cleanup(() => target.api('DELETE', `/v1/records/${id}`))
  return id
}

/** Polls a job until it is completed: on a mock by moving its clock, elsewhere on the wall clock (up to a minute). */
async function untilCompleted(target: StateTarget, path: string, statusOf: (body: any) => string): Promise<any> {
  const deadline = Date.now() + 60_000
  for (let step = 0; ; step++) {
    const body = expect(await target.api('GET', path), 200, `polling ${path}`)
    const status = statusOf(body)
    if (status === 'completed') return body
    if (status === 'failed') throw new Error(`${path} failed`)
    if (target.control?.advance) {
      if (step > 50) throw new Error(`${path} did not complete after 50 clock steps`)
      await target.control.advance('5s')
    } else {
      if (Date.now() > deadline) throw new StateUnavailable(`${path} did not complete within a minute`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

export const PROVIDER_STATES: readonly ProviderStateDefinition[] = [
  {
    name: 'a person with e-mail {email} exists',
    description: 'Creates a person named {name} (default Ada Lovelace) with this e-mail address.',
    defaults: { name: 'Ada Lovelace' },
    provides: ['person_id'],
    setup: async (target, { email, name }) => ({ person_id: await createPerson(target, email!, name) }),
  },
  {
    name: 'a company with domain {domain} exists',
    description: 'Creates a company with this domain, named after it.',
    provides: ['company_id'],
    setup: async (target, { domain }) => ({ company_id: await createCompany(target, domain!) }),
  },
  {
    name: 'a person with e-mail {email} existed and was deleted',
    description: 'Creates a person and deletes it: its id answers 404.',
    provides: ['person_id'],
    setup: async (target, { email }) => {
      const response = await target.api('POST', '/v1/objects/person', {
        attributes: { name: { first_name: 'Gone', last_name: 'Person' }, email_addresses: [email] },
      })
      const id = expect(response, 200, `creating the person ${email}`).id as string
      expect(await target.api('DELETE', `/v1/records/${id}`), 200, `deleting the person ${email}`)
      return { person_id: id }
    },
  },
  {
    name: 'the relationship definition {predicate} exists',
    description:
      'A relationship definition whose entity_2_to_1 or entity_1_to_2 predicate is this (the seeded "works at" between company and person); created when missing.',
    provides: ['definition_id'],
    setup: async (target, { predicate }) => {
      const list = expect(await target.api('GET', '/v1/relationships'), 200, 'listing relationship definitions')
      const found = (list.data as any[]).find(
        (d) => d.entity_2_to_1_predicate === predicate || d.entity_1_to_2_predicate === predicate,
      )
      if (found) return { definition_id: found.id }
      const objects = expect(await target.api('GET', '/v1/objects'), 200, 'listing objects').data as any[]
      const person = objects.find((o) => o.slug === 'person')
      const company = objects.find((o) => o.slug === 'company')
      if (!person || !company) throw new StateUnavailable('the workspace has no person or company object')
      const created = expect(
        await target.api('POST', '/v1/relationships', {
          type: 'one_to_many',
          entity_definition_1_id: company.id,
          entity_definition_2_id: person.id,
          entity_1_to_2_predicate: 'employs',
          entity_2_to_1_predicate: predicate,
        }),
        200,
        'creating a relationship definition',
      )
      target.cleanup(() => target.api('DELETE', `/v1/relationships/${created.id}`))
      return { definition_id: created.id }
    },
  },
  {
    name: 'a list {slug} exists on {object}',
    description: 'A list with this slug on the object (people: person); created when missing.',
    provides: ['list_id'],
    setup: async (target, { slug, object }) => {
      const lists = expect(
        await target.api('GET', `/v1/objects/${object}/lists`),
        200,
        `listing the lists of ${object}`,
      ).data as any[]
      const found = lists.find((l) => l.slug === slug)
      if (found) return { list_id: found.id }
      const name = slug!.replace(/-/g, ' ')
      const created = expect(
        await target.api('POST', `/v1/objects/${object}/lists`, { name: name[0]!.toUpperCase() + name.slice(1), slug }),
        200,
        `creating the list ${slug}`,
      )
      target.cleanup(() => target.api('DELETE', `/v1/lists/${created.id}`))
      return { list_id: created.id }
    },
  },
  {
    name: 'the person with e-mail {email} is on the list {slug}',
    description:
      'Creates a person with this e-mail and adds them to the list with this slug on person (created when missing).',
    provides: ['person_id', 'list_id'],
    setup: async (target, { email, slug }) => {
      const person_id = await createPerson(target, email!)
      const { list_id } = await stateNamed('a list {slug} exists on {object}').setup(target, {
        slug: slug!,
        object: 'person',
      })
      expect(
        await target.api('POST', `/v1/lists/${list_id}`, { parent_id: person_id }),
        200,
        `adding ${email} to the list ${slug}`,
      )
      return { person_id, list_id: list_id! }
    },
  },
  {
    name: 'a task {title} exists',
    description: 'Creates an open task with this title.',
    provides: ['task_id'],
    setup: async (target, { title }) => {
      const task = expect(await target.api('POST', '/v1/tasks', { title }), 200, `creating the task ${title}`)
      target.cleanup(() => target.api('DELETE', `/v1/tasks/${task.id}`))
      return { task_id: task.id }
    },
  },
  {
    name: 'the person with e-mail {email} has a timeline of more than one page',
    description:
      'Creates a person with a note and a task about them, and reads the first page of 1 event: next_cursor reads the second.',
    provides: ['person_id', 'next_cursor'],
    setup: async (target, { email }) => {
      const person_id = await createPerson(target, email!)
      const note = expect(
        await target.api('POST', '/v1/notes', {
          title: 'First meeting',
          content: 'Talked about the roadmap',
          entity_id: person_id,
        }),
        200,
        'creating a note',
      )
      target.cleanup(() => target.api('DELETE', `/v1/notes/${note.id}`))
      const task = expect(
        await target.api('POST', '/v1/tasks', { title: 'Send the deck', entity_ids: [person_id] }),
        200,
        'creating a task',
      )
      target.cleanup(() => target.api('DELETE', `/v1/tasks/${task.id}`))
      const page = expect(
        await target.api('GET', `/v1/records/${person_id}/timeline?limit=1`),
        200,
        'reading the timeline',
      )
      if (!page.next_cursor) throw new Error('the first timeline page of 1 event has no next_cursor')
      return { person_id, next_cursor: page.next_cursor }
    },
  },
  {
    name: 'an ask session {session_id} exists',
    description: 'Asks {query} (default "Who is Ada Lovelace?") and answers the session_id of that answer.',
    defaults: { query: 'Who is Ada Lovelace?' },
    provides: ['session_id'],
    setup: async (target, { query }) => ({
      session_id: expect(await target.api('POST', '/v1/context/ask', { query }), 200, 'asking').session_id,
    }),
  },
  {
    name: 'an artifact {artifact_id} has completed',
    description:
      'Adds {content} as context (default a sentence about Ada Lovelace) and waits until its artifact has completed.',
    defaults: { content: 'Ada Lovelace (ada@analytical.example) is the CTO at Analytical Engines.' },
    provides: ['artifact_id'],
    setup: async (target, { content }) => {
      const artifact_id = String(
        expect(await target.api('POST', '/v1/context/text', { content }), 200, 'adding context').artifact_id,
      )
      const artifact = await untilCompleted(target, `/v1/context/artifacts/${artifact_id}`, (body) => body.status)
      // What the ingestion created (new people, companies) goes again after the interaction.
      for (const entity of artifact.result?.entities_extracted ?? []) {
        if (entity.is_new && entity.canonical_entity_id !== undefined)
          target.cleanup(() => target.api('DELETE', `/v1/records/${entity.canonical_entity_id}`))
      }
      return { artifact_id }
    },
  },
  {
    name: 'an AI list job {job_id} has completed',
    description: 'Starts an AI list job for {query} (default "engineers in Berlin") and waits until it has completed.',
    defaults: { query: 'engineers in Berlin' },
    provides: ['job_id'],
    setup: async (target, { query }) => {
      const job_id = expect(
        await target.api('POST', '/v1/context/list/jobs', { query, object_type: 'contact', limit: 10 }),
        200,
        'starting an AI list job',
      ).message.job_id as string
      await untilCompleted(target, `/v1/context/list/jobs/${job_id}`, (body) => body.message.status)
      return { job_id }
    },
  },
  {
    name: 'the key lacks {scope}',
    description: 'The request carries a key with every scope but this one.',
    provides: [],
    needsControl: 'a key with chosen scopes can only be issued by the mock (POST /_mock/keys)',
    setup: async (target, { scope }) => {
      if (!(SCOPES as readonly string[]).includes(scope!))
        throw new Error(`unknown scope "${scope}": expected one of ${SCOPES.join(', ')}`)
      if (!target.control) throw new StateUnavailable('a key with chosen scopes can only be issued by the mock')
      target.useKey(await target.control.createKey(SCOPES.filter((s) => s !== scope)))
      return {}
    },
  },
  {
    name: 'a connect flow for {type}/{provider} has been approved',
    description:
      'Starts connecting the integration (POST .../connect) and approves it on the consent page: a new connection.',
    provides: ['connect_id', 'connection_id'],
    needsControl:
      'a connect flow completes only when a person approves its consent page; the mock approves it through POST /_mock/connect/{id}/approve',
    setup: async (target, { type, provider }) => {
      if (!target.control)
        throw new StateUnavailable('a connect flow completes only when a person approves its consent page')
      const started = expect(
        await target.api('POST', `/v1/integrations/${type}/${provider}/connect`),
        200,
        `connecting ${type}/${provider}`,
      )
      await target.control.approveConnect(started.connect_id)
      const status = expect(
        await target.api('GET', `/v1/integrations/connect/${started.connect_id}/status`),
        200,
        'reading the connect status',
      )
      if (status.connection_id === undefined)
        throw new Error(`the approved connect flow has no connection_id: ${JSON.stringify(status)}`)
      target.cleanup(() => target.api('DELETE', `/v1/integrations/connections/${status.connection_id}`))
      return { connect_id: started.connect_id, connection_id: status.connection_id }
    },
  },
  {
    name: 'the key has used up its connect calls',
    description:
      'The request carries a new key that has made its 10 connect calls of the minute: the next one answers 429.',
    provides: [],
    needsControl: 'using up a rate limit needs a key of its own, which only the mock issues (POST /_mock/keys)',
    setup: async (target) => {
      if (!target.control) throw new StateUnavailable('using up a rate limit needs a key of its own')
      const key = await target.control.createKey(SCOPES.slice())
      target.useKey(key)
      for (let i = 0; i < 10; i++) {
        const response = await target.api('POST', '/v1/integrations/email/google/connect', undefined, key)
        if (response.status === 429) break
        expect(response, 200, 'using up the connect calls')
      }
      return {}
    },
  },
  {
    name: 'a custom notification {description} exists',
    description: "Creates a custom notification rule of the key's user from this description.",
    provides: ['rule_id'],
    setup: async (target, { description }) => {
      const rule = expect(
        await target.api('POST', '/v1/notifications/custom', { description }),
        200,
        'creating a custom notification',
      )
      target.cleanup(() => target.api('DELETE', `/v1/notifications/custom/${rule.id}`))
      return { rule_id: rule.id }
    },
  },
  {
    name: 'an object with slug {slug} exists',
    description: 'An object with this slug (person and company are seeded); created when missing.',
    provides: ['object_id'],
    setup: async (target, { slug }) => {
      const found = await target.api('GET', `/v1/objects/${slug}`)
      if (found.status === 200) return { object_id: found.body.id }
      const created = expect(
        await target.api('POST', '/v1/objects', { name: slug, slug }),
        200,
        `creating the object ${slug}`,
      )
      target.cleanup(() => target.api('DELETE', `/v1/objects/${slug}`))
      return { object_id: created.id }
    },
  },
]

function stateNamed(name: string): ProviderStateDefinition {
  return PROVIDER_STATES.find((s) => s.name === name)!
}

/** A state name matched against a template: the template and the parameters read from the name. */
export interface ResolvedState {
  definition: ProviderStateDefinition
  params: StateParams
}

/**
 * Matches a state name against the templates: literally equal to a template (parameters come from
 * the pact's params), or the template with values in place of `{x}`. Linear: literal parts are
 * found with indexOf, in order.
 */
export function resolveState(
  name: string,
  params: Record<string, unknown> = {},
  vocabulary: readonly ProviderStateDefinition[] = PROVIDER_STATES,
): ResolvedState | undefined {
  for (const definition of vocabulary) {
    // The empty name matches any state (a seed file's, see verifyPacts).
    const read = definition.name === name || definition.name === '' ? {} : readTemplate(definition.name, name)
    if (!read) continue
    const merged: StateParams = { ...definition.defaults }
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== null) merged[key] = String(value)
    Object.assign(merged, read)
    return { definition, params: merged }
  }
  return undefined
}

function readTemplate(template: string, name: string): StateParams | undefined {
  const parts = template.split(/\{(\w+)\}/)
  // parts: literal, param, literal, param, ..., literal
  if (!name.startsWith(parts[0]!)) return undefined
  const values: StateParams = {}
  let at = parts[0]!.length
  for (let i = 1; i < parts.length; i += 2) {
    const literal = parts[i + 1]!
    const isLast = i + 2 >= parts.length
    const end = isLast
      ? name.endsWith(literal) && name.length - literal.length >= at
        ? name.length - literal.length
        : -1
      : literal === ''
        ? -1
        : name.indexOf(literal, at)
    if (end <= at) return undefined
    values[parts[i]!] = name.slice(at, end)
    at = end + literal.length
  }
  return at === name.length ? values : undefined
}

/** The vocabulary as text, for messages and `verify --help`. */
export function describeStates(vocabulary: readonly ProviderStateDefinition[] = PROVIDER_STATES): string {
  return vocabulary
    .filter((s) => s.name !== '')
    .map((s) => `  - "${s.name}"${s.provides.length ? ` (provides ${s.provides.join(', ')})` : ''}: ${s.description}`)
    .join('\n')
}
