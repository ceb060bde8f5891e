import { isSecretField } from '../http/journal.js'
import type { ProxiedCall } from './proxy.js'

type Json = Record<string, unknown>

interface SeenRecord {
  type: string
  values: Json
}
interface SeenDefinition {
  type: string
  object_1_id: string
  object_2_id: string
  entity_1_to_2_predicate: string
  entity_2_to_1_predicate: string
}
interface SeenList {
  object: string
  name: string
  slug: string
  name_plural?: string
  description?: string
}
interface SeenTask {
  title: string
  description?: string
  priority?: string
  due_date?: string
  entity_ids: string[]
}
interface SeenNote {
  title: string
  content?: string
  entity_id?: string
}

/** Most things of each kind a recording keeps (the fixture format's own bounds are higher). */
const MAX_THINGS = 10_000

/**
 * What the target's answers showed, kept in the mock's fixture format (`serve --fixtures`): the
 * records, relationship definitions and links, lists and members, tasks and notes, each at its
 * newest state, named by refs (`person-1`), not by the target's ids. Deletes seen remove what
 * they deleted. Secret fields (`password`, `token`, `api_key`...) and any string equal to a key
 * the proxy saw are left out; context texts (an e-mail's body) are never kept: only the things
 * above are.
 *
 * @example const recording = createRecording(isKey); recording.observe(call); recording.fixture()
 */
export function createRecording(isKey: (value: string) => boolean) {
  const records = new Map<string, SeenRecord>()
  const objectSlugs = new Map<string, string>()
  const definitions = new Map<string, SeenDefinition>()
  const links = new Map<string, { definition_id: string; entity_1_id: string; entity_2_id: string }>()
  const lists = new Map<string, SeenList>()
  const members = new Map<string, Set<string>>()
  const tasks = new Map<string, SeenTask>()
  const notes = new Map<string, SeenNote>()
  let version = 0

  const keep = <T>(map: Map<string, T>, id: string, value: T) => {
    if (map.has(id) || map.size < MAX_THINGS) {
      // Re-inserted, so the newest state also comes last among its peers.
      map.delete(id)
      map.set(id, value)
      version++
    }
  }
  const drop = (map: Map<string, unknown>, id: string | undefined) => {
    if (id !== undefined && map.delete(id)) version++
  }

  /** Every thing an answer shows, wherever it sits in the body (a page, a search hit, an upsert). */
  const visit = (node: unknown, depth = 0): void => {
    if (depth > 8 || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1)
      return
    }
    const thing = node as Json
    const id = typeof thing.id === 'string' ? thing.id : undefined
    if (id && typeof thing.list_id === 'string' && typeof thing.parent_id === 'string') {
      let set = members.get(thing.list_id)
      if (!set) members.set(thing.list_id, (set = new Set()))
      if (!set.has(thing.parent_id) && set.size < MAX_THINGS) {
        set.add(thing.parent_id)
        version++
      }
    } else if (
      id &&
      isObject(thing.attributes) &&
      typeof thing.type === 'string' &&
      typeof thing.object_id === 'string'
    ) {
      objectSlugs.set(thing.object_id, thing.type)
      keep(records, id, { type: thing.type, values: writable(thing.attributes, isKey) as Json })
    } else if (id && typeof thing.definition_id === 'string' && typeof thing.entity_1_id === 'string')
      keep(links, id, {
        definition_id: thing.definition_id,
        entity_1_id: thing.entity_1_id,
        entity_2_id: String(thing.entity_2_id),
      })
    else if (
      id &&
      typeof thing.entity_definition_1_id === 'string' &&
      typeof thing.entity_1_to_2_predicate === 'string'
    )
      keep(definitions, id, {
        type: String(thing.type),
        object_1_id: thing.entity_definition_1_id,
        object_2_id: String(thing.entity_definition_2_id),
        entity_1_to_2_predicate: thing.entity_1_to_2_predicate,
        entity_2_to_1_predicate: String(thing.entity_2_to_1_predicate),
      })
    else if (
      id &&
      thing.type === 'list' &&
      typeof thing.parent_object_slug === 'string' &&
      typeof thing.slug === 'string'
    ) {
      if (typeof thing.parent_object_id === 'string') objectSlugs.set(thing.parent_object_id, thing.parent_object_slug)
      keep(lists, id, {
        object: thing.parent_object_slug,
        name: String(thing.name),
        slug: thing.slug,
        ...(typeof thing.name_plural === 'string' && { name_plural: thing.name_plural }),
        ...(typeof thing.description === 'string' && thing.description !== '' && { description: thing.description }),
      })
    } else if (id && typeof thing.title === 'string' && typeof thing.is_completed === 'boolean')
      keep(tasks, id, {
        title: thing.title,
        ...(typeof thing.description === 'string' && thing.description !== '' && { description: thing.description }),
        ...(typeof thing.priority === 'string' && { priority: thing.priority }),
        ...(typeof thing.due_date === 'string' && { due_date: thing.due_date }),
        entity_ids: Array.isArray(thing.entity_ids) ? thing.entity_ids.map(String) : [],
      })
    else if (id && typeof thing.title === 'string' && 'content' in thing && 'created_by' in thing) {
      if (typeof thing.archived_at === 'string') drop(notes, id)
      else
        keep(notes, id, {
          title: thing.title,
          ...(typeof thing.content === 'string' && thing.content !== '' && { content: thing.content }),
          ...(typeof thing.entity_id === 'string' && { entity_id: thing.entity_id }),
        })
    } else if (id && typeof thing.slug === 'string' && typeof thing.name === 'string' && thing.type !== 'list')
      objectSlugs.set(id, thing.slug)
    for (const [name, value] of Object.entries(thing))
      if (name !== 'attributes' && typeof value === 'object') visit(value, depth + 1)
  }

  return {
    /** Takes in what one answered call showed; answers whether the recording changed. */
    observe(call: ProxiedCall): boolean {
      const before = version
      if (call.status < 200 || call.status >= 300 || !call.operation) return false
      const { operationId, params } = call.operation
      // A delete answers little or nothing: what it deleted goes from the recording.
      if (operationId === 'deleteRecord') {
        drop(records, params.record_id)
        for (const set of members.values()) set.delete(params.record_id!)
      } else if (operationId === 'deleteRelationshipInstance') drop(links, params.rel_id)
      else if (operationId === 'deleteRelationshipDefinition') drop(definitions, params.id)
      else if (operationId === 'deleteList') {
        drop(lists, params.id)
        members.delete(params.id!)
      } else if (operationId === 'removeListMember') {
        if (members.get(params.id!)?.delete(params.record_id!)) version++
      } else if (operationId === 'deleteTask') drop(tasks, params.task_id)
      else if (operationId === 'deleteNote') drop(notes, params.note_id)
      else if (call.responseBody && (call.contentType ?? '').startsWith('application/json')) {
        try {
          visit(JSON.parse(call.responseBody))
        } catch {
          // Not JSON after all: nothing to take in.
        }
      }
      return version !== before
    },

    /** Counts up with every change: the shadow re-seeds when it moved. */
    version: () => version,

    /** The target's ids of what `fixture()` holds, in its order: records by object, tasks, notes, lists by object. */
    targetIds() {
      const byObject = new Map<string, string[]>()
      for (const [id, record] of records) {
        const ids = byObject.get(record.type) ?? []
        ids.push(id)
        byObject.set(record.type, ids)
      }
      const listsByObject = new Map<string, string[]>()
      for (const [id, list] of lists) listsByObject.set(list.object, [...(listsByObject.get(list.object) ?? []), id])
      return { records: byObject, tasks: [...tasks.keys()], notes: [...notes.keys()], lists: listsByObject }
    },

    /** The recording in the fixture format: refs for records, only links and members whose records were seen. */
    fixture(): Json {
      const refs = new Map<string, string>()
      const counts = new Map<string, number>()
      const fixture: Record<string, unknown[]> = {}
      const out = (section: string, entry: unknown) => (fixture[section] ??= []).push(entry)
      for (const [id, record] of records) {
        const n = (counts.get(record.type) ?? 0) + 1
        counts.set(record.type, n)
        refs.set(id, `${record.type}-${n}`)
        out('records', { object: record.type, ref: `${record.type}-${n}`, values: record.values })
      }
      for (const [id, definition] of definitions) {
        const object1 = objectSlugs.get(definition.object_1_id)
        const object2 = objectSlugs.get(definition.object_2_id)
        if (!object1 || !object2) continue
        const pairs = [...links.values()]
          .filter((link) => link.definition_id === id && refs.has(link.entity_1_id) && refs.has(link.entity_2_id))
          .map((link) => [refs.get(link.entity_1_id)!, refs.get(link.entity_2_id)!])
        out('relationships', {
          type: definition.type,
          object_1: object1,
          object_2: object2,
          entity_1_to_2_predicate: definition.entity_1_to_2_predicate,
          entity_2_to_1_predicate: definition.entity_2_to_1_predicate,
          ...(pairs.length > 0 && { links: pairs }),
        })
      }
      for (const [id, list] of lists) {
        const kept = [...(members.get(id) ?? [])]
          .filter((record) => refs.has(record))
          .map((record) => refs.get(record)!)
        out('lists', { ...list, ...(kept.length > 0 && { members: kept }) })
      }
      for (const task of tasks.values()) {
        const linked = task.entity_ids.filter((id) => refs.has(id)).map((id) => refs.get(id)!)
        const { entity_ids: _, ...rest } = task
        out('tasks', { ...rest, ...(linked.length > 0 && { records: linked }) })
      }
      for (const note of notes.values()) {
        const { entity_id, ...rest } = note
        out('notes', {
          ...rest,
          ...(entity_id !== undefined && refs.has(entity_id) && { record: refs.get(entity_id) }),
        })
      }
      return fixture
    },
  }
}

export type Recording = ReturnType<typeof createRecording>

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * A value as the API answers it, in the form it accepts on a write: a select option
 * `{id, name}` is its id, a null is left out (nothing to set), secrets and keys are dropped.
 */
function writable(value: unknown, isKey: (value: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => writable(item, isKey)).filter((item) => item !== undefined)
  if (isObject(value)) {
    const names = Object.keys(value)
    if (
      typeof value.id === 'string' &&
      typeof value.name === 'string' &&
      names.every((n) => ['id', 'name', 'color'].includes(n))
    )
      return value.id
    const out: Json = {}
    for (const [name, item] of Object.entries(value)) {
      if (item === null || isSecretField(name)) continue
      const kept = writable(item, isKey)
      if (kept !== undefined) out[name] = kept
    }
    return out
  }
  if (typeof value === 'string' && isKey(value)) return undefined
  return value
}
