import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { conflict, notFound } from '../errors.js'
import { checkRoom, WORKSPACE_LIMITS } from '../limits.js'
import { compareIds } from '../ids.js'
import type { Workspace } from '../model.js'
import { checkTextSize, checkTitle, indexLinks, requireLinkedRecord } from '../tasks/links.js'
import {
  appendTimelineEvent,
  type FieldChange,
  type TimelineEventType,
  type TimelinePayload,
} from '../timeline/events.js'

/** A note as stored. */
export interface NoteRow {
  id: string
  title: string
  content: string
  entity_id: string | null
  created_by: string
  /** The user who wrote it, null when none did; kept, not answered (the reference's note has no created_by_id). */
  created_by_id: string | null
  created_at: string
  archived_at: string | null
}

/**
 * A workspace's notes, archived ones included (never forgotten: they count against
 * WORKSPACE_LIMITS.notes), and which notes link each record.
 */
export interface NotesState {
  byId: Map<string, NoteRow>
  byRecord: Map<string, Set<string>>
}

export const createNotesState = (): NotesState => ({ byId: new Map(), byRecord: new Map() })

export interface NoteInput {
  title: string
  content?: string | undefined
  entity_id?: string | undefined
}

export interface NotePatch {
  title?: string | undefined
  content?: string | undefined
  /** `''` or null unlinks the note from its record. */
  entity_id?: string | null | undefined
}

/** The response form: entity_id and archived_at are left out when unset, as the reference's examples show. */
export interface PresentedNote {
  id: string
  title: string
  content: string
  entity_id?: string
  created_by: string
  created_at: string
  archived_at?: string
}

/** The most notes a list answers, as the reference caps it. */
export const NOTE_LIST_LIMIT = 200

/** Finds a note by id, archived or not, or throws 404. */
export function findNote(workspace: Workspace, id: string): NoteRow {
  const note = workspace.notes.byId.get(id)
  if (!note) throw notFound(`Note ${id} not found`)
  return note
}

/**
 * Creates a note, optionally on a record of the workspace (whose timeline gets a `created` event).
 *
 * @example createNote(workspace, clock, { title: 'Call notes', content: 'Discussed renewal', entity_id: record.id }, apiActor(key))
 */
export function createNote(workspace: Workspace, clock: Clock, input: NoteInput, actor: Actor): NoteRow {
  const title = checkTitle(input.title)
  if (input.content !== undefined) checkTextSize('content', input.content)
  if (input.entity_id !== undefined) requireLinkedRecord(workspace, input.entity_id, 'entity_id')
  checkRoom('notes', workspace.notes.byId.size)
  const note: NoteRow = {
    id: workspace.ids.next(),
    title,
    content: input.content ?? '',
    entity_id: input.entity_id ?? null,
    created_by: actor.created_by,
    created_by_id: actor.created_by_id ?? null,
    created_at: clock.iso(),
    archived_at: null,
  }
  workspace.notes.byId.set(note.id, note)
  if (note.entity_id !== null) indexLinks(workspace.notes.byRecord, [note.entity_id], note.id, true)
  recordNoteEvent(workspace, clock, note, note.entity_id === null ? [] : [note.entity_id], 'created', actor)
  return note
}

/**
 * Applies a patch, all-or-nothing; a patch that changes nothing writes nothing. The record linked
 * before and the one linked after each get an `updated` event with the field changes. An archived
 * note is 409.
 *
 * @example updateNote(workspace, clock, note, { content: 'Added action items', entity_id: null }, apiActor(key))
 */
export function updateNote(workspace: Workspace, clock: Clock, note: NoteRow, patch: NotePatch, actor: Actor): NoteRow {
  if (note.archived_at !== null) throw conflict(`Note ${note.id} is archived; an archived note cannot be changed`)
  const next: NoteRow = { ...note }
  if (patch.title !== undefined) next.title = checkTitle(patch.title)
  if (patch.content !== undefined) {
    checkTextSize('content', patch.content)
    next.content = patch.content
  }
  if (patch.entity_id !== undefined) {
    next.entity_id = patch.entity_id === null || patch.entity_id === '' ? null : patch.entity_id
    if (next.entity_id !== null) requireLinkedRecord(workspace, next.entity_id, 'entity_id')
  }
  const changes: FieldChange[] = []
  if (note.title !== next.title) changes.push({ field_name: 'title', old_value: note.title, new_value: next.title })
  if (note.content !== next.content)
    changes.push({ field_name: 'content', old_value: note.content, new_value: next.content })
  if (note.entity_id !== next.entity_id)
    changes.push({ field_name: 'entity_id', old_value: note.entity_id, new_value: next.entity_id })
  if (changes.length === 0) return note
  const before = note.entity_id
  if (before !== null) indexLinks(workspace.notes.byRecord, [before], note.id, false)
  Object.assign(note, next)
  if (note.entity_id !== null) indexLinks(workspace.notes.byRecord, [note.entity_id], note.id, true)
  const records = [...new Set([before, note.entity_id])].filter((id): id is string => id !== null)
  recordNoteEvent(workspace, clock, note, records, 'updated', actor, changes)
  return note
}

/** Archives a note (the API's delete): gone from the list, readable by id. Archiving again changes nothing. */
export function archiveNote(workspace: Workspace, clock: Clock, note: NoteRow, actor: Actor): NoteRow {
  if (note.archived_at !== null) return note
  note.archived_at = clock.iso()
  recordNoteEvent(workspace, clock, note, note.entity_id === null ? [] : [note.entity_id], 'archived', actor)
  return note
}

/**
 * The notes that are not archived, newest first, optionally only those of one record; at most 200.
 *
 * @example listNotes(workspace, { entity_id: record.id })
 */
export function listNotes(workspace: Workspace, query: { entity_id?: string | undefined }): PresentedNote[] {
  const candidates =
    query.entity_id === undefined
      ? [...workspace.notes.byId.values()]
      : [...(workspace.notes.byRecord.get(query.entity_id) ?? [])].map((id) => workspace.notes.byId.get(id)!)
  return candidates
    .filter((note) => note.archived_at === null)
    .sort((a, b) => compareIds(b.id, a.id))
    .slice(0, NOTE_LIST_LIMIT)
    .map(presentNote)
}

/** The response form, in the reference's field order; unset optional fields are left out. */
export function presentNote(note: NoteRow): PresentedNote {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    ...(note.entity_id !== null && { entity_id: note.entity_id }),
    created_by: note.created_by,
    created_at: note.created_at,
    ...(note.archived_at !== null && { archived_at: note.archived_at }),
  }
}

/** A record went: notes on it lose their link (archived notes too, since they stay readable). */
export function unlinkRecordFromNotes(workspace: Workspace, recordId: string): void {
  const linked = workspace.notes.byRecord.get(recordId)
  if (!linked) return
  for (const noteId of linked) workspace.notes.byId.get(noteId)!.entity_id = null
  workspace.notes.byRecord.delete(recordId)
}

/** The note as a timeline event shows it: the reference's `event_payload.note`. */
function recordNoteEvent(
  workspace: Workspace,
  clock: Clock,
  note: NoteRow,
  recordIds: readonly string[],
  eventType: TimelineEventType,
  actor: Actor,
  changes?: FieldChange[],
): void {
  for (const recordId of recordIds) {
    const event_payload: TimelinePayload = {
      note: { id: note.id, title: note.title, content: note.content },
    }
    if (changes) event_payload.field_changes = changes.map((change) => ({ ...change }))
    appendTimelineEvent(workspace, clock, recordId, {
      resource_type: 'note',
      resource_id: note.id,
      event_type: eventType,
      event_payload,
      actor,
    })
  }
}
