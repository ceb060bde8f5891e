import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import type { Clock } from '../core/clock.js'
import { INTEGRATION_PROVIDERS, INTEGRATION_TYPES } from '../core/integrations/catalogue.js'
import { AT_ONCE, runToEnd, type SlicedWork, type WorkMeter } from '../core/jobs/jobs.js'
import { addInsights } from '../core/insights/state.js'
import type { Workspace } from '../core/model.js'
import { RELATIONSHIP_TYPES } from '../core/relationships/state.js'
import { TASK_PRIORITIES } from '../core/tasks/tasks.js'

const Ref = lazySchema(() => z.string().min(1).max(100).describe('The ref of a record of this fixture'))
const Values = lazySchema(() => z.record(z.string(), z.unknown()))

/** Each section of a fixture: its entries' schema and how many it may hold. */
const sections = lazySchema(
  () =>
    ({
      objects: {
        max: 1000,
        entry: z.strictObject({
          name: z.string(),
          slug: z.string(),
          name_plural: z.string().optional(),
          type: z.string().optional(),
          description: z.string().optional(),
        }),
      },
      attributes: {
        max: 5000,
        entry: z.strictObject({
          object: z.string().describe('The slug of the object'),
          name: z.string(),
          slug: z.string(),
          type: z.string(),
          description: z.string().optional(),
          options: z.record(z.string(), z.unknown()).optional(),
        }),
      },
      records: { max: 100_000, entry: z.strictObject({ object: z.string(), ref: Ref().optional(), values: Values() }) },
      relationships: {
        max: 1000,
        entry: z.strictObject({
          type: z.enum(RELATIONSHIP_TYPES),
          object_1: z.string(),
          object_2: z.string(),
          entity_1_to_2_predicate: z.string(),
          entity_2_to_1_predicate: z.string(),
          links: z
            .array(z.array(Ref()).length(2))
            .max(100_000)
            .optional()
            .describe('[entity 1, entity 2] pairs of record refs'),
        }),
      },
      lists: {
        max: 1000,
        entry: z.strictObject({
          object: z.string(),
          name: z.string(),
          slug: z.string(),
          name_plural: z.string().optional(),
          description: z.string().optional(),
          members: z
            .array(z.union([Ref(), z.strictObject({ record: Ref(), values: Values().optional() })]))
            .max(100_000)
            .optional(),
        }),
      },
      tasks: {
        max: 100_000,
        entry: z.strictObject({
          title: z.string(),
          description: z.string().optional(),
          priority: z.enum(TASK_PRIORITIES).optional(),
          due_date: z.string().optional(),
          records: z.array(Ref()).optional(),
          assignee_ids: z.array(z.string()).optional(),
        }),
      },
      notes: {
        max: 100_000,
        entry: z.strictObject({ title: z.string(), content: z.string().optional(), record: Ref().optional() }),
      },
      insights: {
        max: 100_000,
        entry: z.strictObject({
          content: z.string().min(1).max(5000),
          type: z.string().min(1).max(64),
          confidence: z.number().min(0).max(1).optional(),
          records: z.array(Ref()).min(1).describe('The records it is about; the first is its target'),
        }),
      },
      // Connect calls a key may make in a minute (README "Integrations"): the loader's key makes them all.
      connect_flows: {
        max: 10,
        entry: z
          .strictObject({ type: z.enum(INTEGRATION_TYPES), provider: z.enum(INTEGRATION_PROVIDERS) })
          .describe('An OAuth connect flow started and left pending, as a front end sees it mid-way'),
      },
    }) as const,
)

type Sections = ReturnType<typeof sections>
const sectionsOf = <T>(make: <K extends keyof Sections>(section: Sections[K]) => T) =>
  Object.fromEntries(
    Object.entries(sections()).map(([name, section]) => [name, make(section as Sections[keyof Sections])]),
  ) as { [K in keyof Sections]: T }

/**
 * A fixture: what a workspace holds, written by hand (JSON or YAML). Records are named by a
 * `ref` of the author's choosing, and everything else points at records by ref; the mock gives
 * them ids as it creates them, in this order: objects, attributes, records, relationships,
 * lists, tasks, notes, insights, connect flows. Every entry goes through the API's own validation.
 * A connect flow is left pending: approve or deny it on its consent page or the control API
 * (its id is in `GET /_mock/in-flight`); like any, it expires 10 minutes of clock time after it
 * started (the load).
 */
export const FixtureSchema = lazySchema(() =>
  z.strictObject({
    objects: z.array(sections().objects.entry).max(sections().objects.max).optional(),
    attributes: z.array(sections().attributes.entry).max(sections().attributes.max).optional(),
    records: z.array(sections().records.entry).max(sections().records.max).optional(),
    relationships: z.array(sections().relationships.entry).max(sections().relationships.max).optional(),
    lists: z.array(sections().lists.entry).max(sections().lists.max).optional(),
    tasks: z.array(sections().tasks.entry).max(sections().tasks.max).optional(),
    notes: z.array(sections().notes.entry).max(sections().notes.max).optional(),
    insights: z.array(sections().insights.entry).max(sections().insights.max).optional(),
    connect_flows: z.array(sections().connect_flows.entry).max(sections().connect_flows.max).optional(),
  }),
)

// The fixture's sections as arrays of anything, checked at once; their entries in batches (parseFixtureSlices).
const HeadSchema = lazySchema(() =>
  z.strictObject(sectionsOf((section) => z.array(z.unknown()).max(section.max).optional())),
)

export type Fixture = z.infer<ReturnType<typeof FixtureSchema>>

/** A fixture that cannot be loaded; the message starts with the path of the bad entry (`records[3].values.email`). */
export class FixtureError extends Error {}

/** Validates a fixture's shape; the first problem is reported with its path. */
export function parseFixture(input: unknown): Fixture {
  return runToEnd(parseFixtureSlices(input, AT_ONCE))
}

/** `parseFixture` in slices of `meter`, one unit an entry (6,000 records took about 20 ms at once). */
export function* parseFixtureSlices(input: unknown, meter: WorkMeter): SlicedWork<Fixture> {
  const head = HeadSchema().safeParse(input)
  if (!head.success) throw issueError(head.error.issues[0]!)
  const fixture: Record<string, unknown[]> = {}
  for (const [name, entries] of Object.entries(head.data) as Array<[keyof Sections, unknown[] | undefined]>) {
    if (entries === undefined) continue
    const parsed: unknown[] = []
    for (const [i, entry] of entries.entries()) {
      const result = sections()[name].entry.safeParse(entry)
      if (!result.success) throw issueError(result.error.issues[0]!, [name, i])
      parsed.push(result.data)
      if (meter.spend(1)) yield
    }
    fixture[name] = parsed
  }
  return fixture as Fixture
}

function issueError(issue: z.core.$ZodIssue, under: PropertyKey[] = []): FixtureError {
  return new FixtureError(`${pathText([...under, ...issue.path]) || 'fixture'}: ${issue.message}`)
}

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  )
}

/** Sends one call of the public API for the loader; answers the status and parsed body. */
export type FixtureSend = (method: string, target: string, body: unknown) => Promise<{ status: number; body: any }>

/**
 * Loads a fixture into a workspace through the public API (so every value is checked as a
 * client's would be), insights through the core (the API has no call that creates one). The
 * first entry the API refuses stops the load with its path: `records[3].values.email: ...`.
 */
export async function loadFixture(
  fixture: Fixture,
  send: FixtureSend,
  workspace: () => Workspace,
  clock: Clock,
): Promise<{ records: number }> {
  const refs = new Map<string, { id: string; object: string; name: string }>()
  const call = async (
    where: string,
    method: string,
    target: string,
    body: unknown,
    rename?: [string, string],
  ): Promise<any> => {
    const answer = await send(method, target, body)
    if (answer.status >= 300) {
      let message = String(answer.body?.message ?? `status ${answer.status}`)
      message = message.replace(/^Invalid request body: (body: )?/, '')
      if (rename && message.startsWith(rename[0])) message = `${rename[1]}${message.slice(rename[0].length)}`
      // A field-level message (`attributes.email: ...`) continues the entry's path; any other follows it.
      throw new FixtureError(/^[A-Za-z_][\w.[\]]*: /.test(message) ? `${where}.${message}` : `${where}: ${message}`)
    }
    return answer.body
  }
  const record = (where: string, ref: string) => {
    const found = refs.get(ref)
    if (!found) throw new FixtureError(`${where}: no record with ref "${ref}" in this fixture`)
    return found
  }
  const seg = encodeURIComponent

  for (const [i, object] of (fixture.objects ?? []).entries())
    await call(`objects[${i}]`, 'POST', '/v1/objects', object)
  for (const [i, { object, ...attribute }] of (fixture.attributes ?? []).entries())
    await call(`attributes[${i}]`, 'POST', `/v1/objects/${seg(object)}/attributes`, attribute)
  for (const [i, entry] of (fixture.records ?? []).entries()) {
    const where = `records[${i}]`
    if (entry.ref !== undefined && refs.has(entry.ref))
      throw new FixtureError(`${where}.ref: "${entry.ref}" is already the ref of another record`)
    const created = await call(where, 'POST', `/v1/objects/${seg(entry.object)}`, { attributes: entry.values }, [
      'attributes',
      'values',
    ])
    if (entry.ref !== undefined)
      refs.set(entry.ref, {
        id: String(created.id),
        object: entry.object,
        name: displayName(entry.values) ?? entry.ref,
      })
  }
  const objectIds = new Map<string, string>()
  const objectId = async (where: string, slug: string): Promise<string> => {
    if (!objectIds.has(slug))
      objectIds.set(slug, String((await call(where, 'GET', `/v1/objects/${seg(slug)}`, undefined)).id))
    return objectIds.get(slug)!
  }
  for (const [i, { object_1, object_2, links, ...definition }] of (fixture.relationships ?? []).entries()) {
    const where = `relationships[${i}]`
    const body = {
      ...definition,
      entity_definition_1_id: await objectId(`${where}.object_1`, object_1),
      entity_definition_2_id: await objectId(`${where}.object_2`, object_2),
    }
    const created = await call(where, 'POST', '/v1/relationships', body)
    for (const [j, [one, two]] of (links ?? []).entries() as IterableIterator<[number, string[]]>) {
      const a = record(`${where}.links[${j}][0]`, one!)
      const b = record(`${where}.links[${j}][1]`, two!)
      await call(`${where}.links[${j}]`, 'POST', `/v1/records/${a.id}/relationships`, {
        definition_id: String(created.id),
        entity_1_id: a.id,
        entity_2_id: b.id,
      })
    }
  }
  for (const [i, { object, members, ...list }] of (fixture.lists ?? []).entries()) {
    const where = `lists[${i}]`
    const created = await call(where, 'POST', `/v1/objects/${seg(object)}/lists`, list)
    for (const [j, member] of (members ?? []).entries()) {
      const { record: ref, values } = typeof member === 'string' ? { record: member, values: undefined } : member
      const target = record(`${where}.members[${j}]`, ref)
      await call(
        `${where}.members[${j}]`,
        'POST',
        `/v1/lists/${created.id}`,
        { parent_id: target.id, ...(values ? { attributes: values } : {}) },
        ['attributes', 'values'],
      )
    }
  }
  for (const [i, { records, ...task }] of (fixture.tasks ?? []).entries()) {
    const where = `tasks[${i}]`
    const entity_ids = (records ?? []).map((ref, j) => record(`${where}.records[${j}]`, ref).id)
    await call(where, 'POST', '/v1/tasks', { ...task, ...(records ? { entity_ids } : {}) })
  }
  for (const [i, { record: ref, ...note }] of (fixture.notes ?? []).entries()) {
    const where = `notes[${i}]`
    await call(where, 'POST', '/v1/notes', {
      ...note,
      ...(ref !== undefined ? { entity_id: record(`${where}.record`, ref).id } : {}),
    })
  }
  const insights = (fixture.insights ?? []).map((insight, i) => {
    const entities = insight.records.map((ref, j) => record(`insights[${i}].records[${j}]`, ref))
    return {
      content: insight.content,
      type: insight.type,
      confidence: insight.confidence ?? 0.8,
      target: { entity_type: entities[0]!.object, hint: entities[0]!.name },
      entities: entities.map((e) => ({ id: e.id, name: e.name, type: e.object })),
    }
  })
  if (insights.length > 0) addInsights(workspace(), clock, insights)
  for (const [i, { type, provider }] of (fixture.connect_flows ?? []).entries())
    await call(`connect_flows[${i}]`, 'POST', `/v1/integrations/${seg(type)}/${seg(provider)}/connect`, undefined)
  return { records: refs.size }
}

/** A record's name from its values: a text name, or a full name's parts. */
function displayName(values: Record<string, unknown>): string | undefined {
  const name = values.name
  if (typeof name === 'string') return name
  if (name && typeof name === 'object') {
    const parts = name as { full_name?: unknown; first_name?: unknown; last_name?: unknown }
    if (typeof parts.full_name === 'string') return parts.full_name
    const joined = [parts.first_name, parts.last_name].filter((p) => typeof p === 'string').join(' ')
    return joined || undefined
  }
  return undefined
}
