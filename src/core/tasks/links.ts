import { badRequest } from '../errors.js'
import type { Workspace } from '../model.js'
import { VALUE_LIMITS } from '../schema/values.js'

/*
 * Checks shared by tasks and notes: the records and users they name must be the workspace's
 * own, and their texts obey the same size cap as a text value.
 */

/** Throws 400 naming `field` unless `id` is a record of the workspace (lists' own rows excluded). */
export function requireLinkedRecord(workspace: Workspace, id: string, field: string): void {
  const record = workspace.records.get(id)
  if (!record || workspace.objects.get(record.object_id)?.type === 'list')
    throw badRequest(`${field}: record ${id} not found in this workspace`)
}

/**
 * Checks a list of record ids and answers it without repeats, in the order given.
 *
 * @example recordIds(workspace, ['1001', '1001'], 'entity_ids') // ['1001']
 */
export function recordIds(workspace: Workspace, ids: readonly string[], field: string): string[] {
  ids.forEach((id, index) => requireLinkedRecord(workspace, id, `${field}[${index}]`))
  return [...new Set(ids)]
}

/** Checks a list of user ids and answers it without repeats, in the order given. */
export function userIds(workspace: Workspace, ids: readonly string[], field: string): string[] {
  ids.forEach((id, index) => {
    if (!workspace.users.has(id)) throw badRequest(`${field}[${index}]: user ${id} not found in this workspace`)
  })
  return [...new Set(ids)]
}

const utf8 = new TextEncoder()

/** Throws 400 naming `field` when a text is longer than a text value may be (64 KiB of UTF-8). */
export function checkTextSize(field: string, text: string): void {
  if (text.length * 3 <= VALUE_LIMITS.maxStringBytes) return
  const bytes = utf8.encode(text).length
  if (bytes > VALUE_LIMITS.maxStringBytes)
    throw badRequest(
      `${field}: is ${bytes} bytes long; it holds at most ${VALUE_LIMITS.maxStringBytes} bytes (64 KiB) of UTF-8`,
    )
}

/** A required title: trimmed, not blank, within the size cap. */
export function checkTitle(title: string, field = 'title'): string {
  const trimmed = title.trim()
  if (!trimmed) throw badRequest(`${field}: must not be blank`)
  checkTextSize(field, trimmed)
  return trimmed
}

/** Adds or removes `ownerId` under each of `recordIds` in a record -> owners index. */
export function indexLinks(
  index: Map<string, Set<string>>,
  recordIds: readonly string[],
  ownerId: string,
  add: boolean,
): void {
  for (const recordId of recordIds) {
    let owners = index.get(recordId)
    if (add) {
      if (!owners) index.set(recordId, (owners = new Set()))
      owners.add(ownerId)
    } else if (owners) {
      owners.delete(ownerId)
      if (owners.size === 0) index.delete(recordId)
    }
  }
}
