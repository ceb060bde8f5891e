/**
 * Provider states for exported interactions. Verification resets the mock before each interaction,
 * so what the seed holds is there again, but what the session created earlier is not: a request
 * naming such a thing needs the state (of `verify --list-states`) that creates it, and the id it
 * names is taken from the value the state provides (`fromProviderState`).
 */

/** A thing the session created that a built-in state can create again. */
interface Creatable {
  /** The state's name, parameters written in (`a person with e-mail ada@example.com exists`). */
  state: string
  params: Record<string, string>
  /** The value the state provides with the new id. */
  provides: string
}

/** What the session created, by id: a state to create it again, or null when no built-in state can. */
export type Created = Map<string, Creatable | null>

export interface StateUse {
  providerStates: { name: string; params: Record<string, string> }[]
  /** The path with `${value}` in place of each created id. */
  pathExpression?: string
  /** Request body JSON paths holding a created id, with their expression. */
  bodyGenerators: Record<string, { type: 'ProviderState'; expression: string; dataType: 'STRING' | 'INTEGER' }>
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

function firstEmail(attributes: any): string | undefined {
  const emails = attributes?.email_addresses
  const first = Array.isArray(emails) ? emails[0] : emails
  return text(first) ?? text(first?.email_address)
}

function firstDomain(attributes: any): string | undefined {
  const domains = attributes?.domains
  const first = Array.isArray(domains) ? domains[0] : domains
  return text(first) ?? text(first?.domain)
}

function personName(attributes: any): string | undefined {
  const name = Array.isArray(attributes?.name) ? attributes.name[0] : attributes?.name
  const full = [text(name?.first_name), text(name?.last_name)].filter(Boolean).join(' ')
  return full.includes(' ') ? full : undefined
}

/**
 * Notes what a 2xx answer to a POST created: its id, and the built-in state that creates the same
 * (a person by e-mail, a company by domain, a task by title), or null when there is none; a
 * deleted person's id maps to the state that leaves an id answering 404.
 */
export function noteCreated(
  created: Created,
  method: string,
  routePath: string,
  status: number,
  request: unknown,
  response: unknown,
): void {
  if (status < 200 || status >= 300) return
  const parts = routePath.split('/').filter(Boolean)
  const id = (response as any)?.id
  if (method === 'DELETE' && parts[1] === 'records' && parts.length === 3) {
    const before = created.get(parts[2]!)
    if (before?.provides === 'person_id' && before.params.email) {
      const email = before.params.email
      created.set(parts[2]!, {
        state: `a person with e-mail ${email} existed and was deleted`,
        params: { email },
        provides: 'person_id',
      })
    } else if (created.has(parts[2]!)) created.set(parts[2]!, null)
    return
  }
  if (method !== 'POST' || (typeof id !== 'string' && typeof id !== 'number')) return
  const attributes = (request as any)?.attributes ?? (request as any)?.values
  let creatable: Creatable | null = null
  if (parts.length === 3 && parts[1] === 'objects' && parts[2] === 'person') {
    const email = firstEmail(attributes)
    const name = personName(attributes)
    if (email)
      creatable = {
        state: `a person with e-mail ${email} exists`,
        params: { email, ...(name && { name }) },
        provides: 'person_id',
      }
  } else if (parts.length === 3 && parts[1] === 'objects' && parts[2] === 'company') {
    const domain = firstDomain(attributes)
    if (domain)
      creatable = { state: `a company with domain ${domain} exists`, params: { domain }, provides: 'company_id' }
  } else if (parts.length === 2 && parts[1] === 'tasks') {
    const title = text((request as any)?.title)
    if (title) creatable = { state: `a task ${title} exists`, params: { title }, provides: 'task_id' }
  }
  created.set(String(id), creatable)
}

/**
 * The states and generators a request needs for the created things it names (in its path, or as a
 * string or number in its JSON body); a string saying why it cannot be verified on a fresh mock
 * when it names one no built-in state creates, or two things whose states provide the same value.
 */
export function statesFor(created: Created, path: string, body: unknown): StateUse | string {
  const use: StateUse = { providerStates: [], bodyGenerators: {} }
  const byValue = new Map<string, string>()
  const need = (id: string): string | undefined => {
    const creatable = created.get(id)
    if (!creatable) return `it names ${id}, which the session created and no built-in state creates`
    const taken = byValue.get(creatable.provides)
    if (taken !== undefined && taken !== id)
      return `it names two things whose states both provide ${creatable.provides} (${taken} and ${id})`
    if (taken === undefined) {
      byValue.set(creatable.provides, id)
      use.providerStates.push({ name: creatable.state, params: creatable.params })
    }
    return undefined
  }
  let changed = false
  const segments = path.split('/')
  for (const [index, segment] of segments.entries()) {
    if (!created.has(segment)) continue
    const problem = need(segment)
    if (problem) return problem
    segments[index] = `\${${created.get(segment)!.provides}}`
    changed = true
  }
  if (changed) use.pathExpression = segments.join('/')
  const walk = (node: unknown, at: string): string | undefined => {
    if ((typeof node === 'string' || typeof node === 'number') && created.has(String(node))) {
      const problem = need(String(node))
      if (problem) return problem
      use.bodyGenerators[at] = {
        type: 'ProviderState',
        expression: `\${${created.get(String(node))!.provides}}`,
        dataType: typeof node === 'number' ? 'INTEGER' : 'STRING',
      }
      return undefined
    }
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) {
        const problem = walk(item, `${at}[${i}]`)
        if (problem) return problem
      }
    } else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        const problem = walk(child, /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${at}.${key}` : `${at}['${key}']`)
        if (problem) return problem
      }
    return undefined
  }
  const problem = walk(body, '$')
  return problem ?? use
}
