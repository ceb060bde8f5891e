import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { apiActor } from '../../core/actor.js'
import {
  archiveNote,
  createNote,
  findNote,
  listNotes,
  NOTE_LIST_LIMIT,
  presentNote,
  updateNote,
} from '../../core/notes/notes.js'
import { defineRoute } from '../route.js'
import { pathId } from '../schemas/common.js'
import { CreateNoteBody, ListNotesQuery, NoteListSchema, NoteSchema, UpdateNoteBody } from '../schemas/notes.js'

const tag = 'Notes'
const NoteParams = lazySchema(() => z.strictObject({ note_id: pathId('note_id') }))

export const noteRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/notes',
    operationId: 'createNote',
    tag,
    summary: 'Create a note',
    description:
      'Creates a note, optionally on a record of the workspace (entity_id; another id is 400). The ' +
      "record's timeline gets a note event. A workspace holds at most 50,000 notes, archived ones " +
      'included; one more is 409.',
    public: true,
    scope: 'note.write',
    request: { body: CreateNoteBody, bodyRequired: true },
    responses: { 200: { description: 'The new note', schema: NoteSchema } },
    errors: [409],
    handle: ({ body, workspace, key, services }) => ({
      status: 200,
      body: presentNote(createNote(workspace, services.clock, body, apiActor(key))),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/notes',
    operationId: 'listNotes',
    tag,
    summary: 'List notes',
    description:
      `Lists the notes that are not archived, newest first, optionally only those on one record; at ` +
      `most ${NOTE_LIST_LIMIT}.`,
    public: true,
    scope: 'note.read',
    request: { query: ListNotesQuery },
    responses: { 200: { description: 'The notes', schema: NoteListSchema } },
    errors: [],
    handle: ({ query, workspace }) => ({ status: 200, body: { data: listNotes(workspace, query) } }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/notes/{note_id}',
    operationId: 'getNote',
    tag,
    summary: 'Get a note',
    description: 'Returns one note; an archived (deleted) note too, with archived_at.',
    public: true,
    scope: 'note.read',
    request: { params: NoteParams },
    responses: { 200: { description: 'The note', schema: NoteSchema } },
    errors: [404],
    handle: ({ params, workspace }) => ({ status: 200, body: presentNote(findNote(workspace, params.note_id)) }),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/notes/{note_id}',
    operationId: 'updateNote',
    tag,
    summary: 'Update a note',
    description:
      'Changes the given fields; entity_id moves the note to another record, and an empty string or ' +
      'null takes it off its record. Nothing is written when any field is rejected. An archived note ' +
      'is 409.',
    public: true,
    scope: 'note.write',
    request: { params: NoteParams, body: UpdateNoteBody, bodyRequired: true },
    responses: { 200: { description: 'The updated note', schema: NoteSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, key, services }) => ({
      status: 200,
      body: presentNote(
        updateNote(workspace, services.clock, findNote(workspace, params.note_id), body, apiActor(key)),
      ),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/notes/{note_id}',
    operationId: 'deleteNote',
    tag,
    summary: 'Delete (archive) a note',
    description:
      'Archives a note: it leaves the list and stays readable by id with archived_at (every one: an ' +
      'archived note is never forgotten, and counts against the workspace bound of 50,000 notes). ' +
      'Deleting an archived note again answers 200 and changes nothing.',
    public: true,
    scope: 'note.write',
    request: { params: NoteParams },
    responses: { 200: { description: 'Note archived (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, key, services }) => {
      archiveNote(workspace, services.clock, findNote(workspace, params.note_id), apiActor(key))
      return { status: 200 }
    },
  }),
]
