import type { Workspace } from '../../core/model.js'

/** What an id names in a workspace: its kind in the API's words, and the call that reads it. */
export interface Thing {
  kind: string
  /** `a person record`, `a task`, `the list "vip"`. */
  label: string
  /** `GET /v1/tasks/{id}`: how the client reads this thing, when there is such a call. */
  read: string | undefined
}

/**
 * What `id` names in `workspace`, looked up in each kind's map (one id sequence per workspace
 * numbers every kind, so an id names at most one thing). Only on the miss path: a handful of
 * Map lookups.
 */
export function describeId(workspace: Workspace, id: string): Thing | undefined {
  const record = workspace.records.get(id)
  if (record) {
    const slug = workspace.objects.get(record.object_id)?.slug ?? 'unknown'
    return { kind: 'record', label: `a ${slug} record`, read: `GET /v1/records/${id}` }
  }
  const object = workspace.objects.get(id)
  if (object) {
    if (object.parent_object_id !== undefined)
      return { kind: 'list', label: `the list "${object.slug}"`, read: `GET /v1/lists/${id}` }
    return { kind: 'object', label: `the object "${object.slug}"`, read: `GET /v1/objects/${object.slug}` }
  }
  const attribute = workspace.attributes.get(id)
  if (attribute) {
    const owner = workspace.objects.get(attribute.object_id)?.slug ?? 'unknown'
    return {
      kind: 'attribute',
      label: `the attribute "${attribute.slug}" of "${owner}"`,
      read: `GET /v1/objects/${owner}/attributes`,
    }
  }
  if (workspace.tasks.byId.has(id)) return { kind: 'task', label: 'a task', read: `GET /v1/tasks/${id}` }
  if (workspace.notes.byId.has(id)) return { kind: 'note', label: 'a note', read: `GET /v1/notes/${id}` }
  const member = workspace.lists.members.get(id)
  if (member)
    return {
      kind: 'list member',
      label: `a member of list ${member.list_id} (record ${member.record_id})`,
      read: `GET /v1/lists/${member.list_id}/records`,
    }
  if (workspace.relationships.definitions.has(id))
    return { kind: 'relationship definition', label: 'a relationship definition', read: 'GET /v1/relationships' }
  const instance = workspace.relationships.instances.get(id)
  if (instance)
    return {
      kind: 'relationship',
      label: 'a relationship between two records',
      read: `GET /v1/records/${instance.entity_1_id}/relationships`,
    }
  if (workspace.context.artifacts.has(id))
    return { kind: 'artifact', label: 'an artifact', read: `GET /v1/context/artifacts/${id}` }
  if (workspace.listJobs.byId.has(id))
    return { kind: 'list job', label: 'an AI list job', read: `GET /v1/context/list/jobs/${id}` }
  if (workspace.insights.byId.has(id)) return { kind: 'insight', label: 'an insight', read: 'GET /v1/insights' }
  if (workspace.notifications.rules.has(id))
    return { kind: 'notification rule', label: 'a notification rule', read: `GET /v1/notifications/custom/${id}` }
  if (workspace.users.has(id)) return { kind: 'user', label: 'a workspace user', read: undefined }
  return undefined
}

/**
 * The kinds a route's id parameter names, by its path: `/v1/records/{record_id}` reads a record,
 * `/v1/lists/{id}` a list. Undefined for parameters that are not ids (a slug, a connect id).
 */
export function expectedKinds(path: string, param: string): readonly string[] | undefined {
  // A list member is named by its own id or its record's.
  if (param === 'record_id') return path.startsWith('/v1/lists/') ? ['list member', 'record'] : ['record']
  if (param === 'id' && path.startsWith('/v1/lists/')) return ['list']
  if (param === 'id' && path.startsWith('/v1/relationships/')) return ['relationship definition']
  if (param === 'id' && path.startsWith('/v1/notifications/custom/')) return ['notification rule']
  const kind = PARAM_KINDS[param]
  return kind === undefined ? undefined : [kind]
}

const PARAM_KINDS: Record<string, string> = {
  task_id: 'task',
  note_id: 'note',
  rel_id: 'relationship',
  artifact_id: 'artifact',
  job_id: 'list job',
  attr_id: 'attribute',
}
