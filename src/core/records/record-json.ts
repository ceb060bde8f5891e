import type { RecordRow, Workspace } from '../model.js'
import { presentRecord } from './present.js'

/*
 * The serialized response form of each record with all its attributes, kept until the record or
 * its object's attributes change. A page of 50 records is then 50 string joins instead of 50
 * presentations and one 30 KB JSON.stringify, which was two thirds of a list request's time.
 * Every path that changes what presentRecord answers drops the entry: record writes and deletes
 * (cascade.ts) and attribute additions, changes and deletions (forgetObjectJson).
 */

/** One record's cached serialized form, named where a body is built of such forms. */
export interface RecordJsonPart {
  id: string
  json: string
}

/** A page of records as its parts: the cached form of each record in `data`, and its other fields. */
export interface RecordPageParts {
  data: RecordJsonPart[]
  page: Record<string, unknown>
}

/**
 * The record forms response validation found valid, by workspace and record id: the exact string
 * checked. A WeakMap beside `workspace.recordJson`, since only a mock that validates fills it.
 */
const checked = new WeakMap<Workspace, Map<string, string>>()

/** `JSON.stringify(presentRecord(workspace, record))`, from the cache when it is there. */
export function recordJson(workspace: Workspace, record: RecordRow): string {
  let json = workspace.recordJson.get(record.id)
  if (json === undefined) {
    json = JSON.stringify(presentRecord(workspace, record))
    // Flattened before it is kept: V8 answers a long JSON.stringify as a tree of joined pieces,
    // about 140 bytes more for a person than the one string.
    json.charCodeAt(0)
    workspace.recordJson.set(record.id, json)
  }
  return json
}

/**
 * `JSON.stringify(presentRecord(workspace, record))`, without caching it: the answer to a write.
 * A written record is rarely read at once, and each cached form costs about 440 bytes of heap per
 * record (a person: more than the record itself), so only reads fill the cache.
 */
export function writtenRecordJson(workspace: Workspace, record: RecordRow): string {
  return workspace.recordJson.get(record.id) ?? JSON.stringify(presentRecord(workspace, record))
}

/** A record's cached form with its id: what a body built of cached forms names. */
export function recordJsonPart(workspace: Workspace, record: RecordRow): RecordJsonPart {
  return { id: record.id, json: recordJson(workspace, record) }
}

/**
 * Whether this very form of the record was found valid. It compares the string, not a flag, so a
 * mark can never vouch for a form other than the one checked.
 */
export function isCheckedRecordJson(workspace: Workspace, part: RecordJsonPart): boolean {
  return checked.get(workspace)?.get(part.id) === part.json
}

/** Remembers that this form of the record is valid, until the record's cached form is dropped. */
export function markRecordJsonChecked(workspace: Workspace, part: RecordJsonPart): void {
  let marks = checked.get(workspace)
  if (!marks) checked.set(workspace, (marks = new Map()))
  marks.set(part.id, part.json)
}

/** Drops one record's serialized form (it changed or went). */
export function forgetRecordJson(workspace: Workspace, recordId: string): void {
  workspace.recordJson.delete(recordId)
  checked.get(workspace)?.delete(recordId)
}

/** Drops the serialized form of every record of an object (its attributes changed). */
export function forgetObjectJson(workspace: Workspace, objectId: string): void {
  const marks = checked.get(workspace)
  for (const id of workspace.recordIdsByObject.get(objectId) ?? []) {
    workspace.recordJson.delete(id)
    marks?.delete(id)
  }
}
