import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { NOTE_LIST_LIMIT } from '../../core/notes/notes.js'
import { components, IdString, Timestamp } from './common.js'

const TEXT = 'At most 64 KiB of UTF-8'

export const NoteSchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString(),
      title: z.string(),
      content: z.string().describe('Empty when the note has none'),
      entity_id: IdString().optional().describe('The record the note is on; left out when it is on none'),
      created_by: z.string().describe('How the note was created: `developer_api` through this API'),
      created_at: Timestamp(),
      archived_at: Timestamp().optional().describe('When the note was deleted (archived); left out while it is active'),
    })
    .register(components, { id: 'Note', description: 'A note, optionally on a record' }),
)

export const NoteListSchema = lazySchema(() =>
  z
    .strictObject({ data: z.array(NoteSchema()).max(NOTE_LIST_LIMIT) })
    .register(components, { id: 'NoteList', description: `Notes, newest first, at most ${NOTE_LIST_LIMIT}` }),
)

export const CreateNoteBody = lazySchema(() =>
  z
    .strictObject({
      title: z.string().describe(`Not blank; surrounding white space is trimmed. ${TEXT}`),
      content: z.string().optional().describe(TEXT),
      entity_id: IdString().optional().describe('A record of the workspace to put the note on; an unknown id is 400'),
    })
    .register(components, { id: 'CreateNoteRequest', description: 'A new note' }),
)

export const UpdateNoteBody = lazySchema(() =>
  z
    .strictObject({
      title: z.string().optional().describe(`Not blank. ${TEXT}`),
      content: z.string().optional().describe(TEXT),
      entity_id: z
        .string()
        .regex(/^\d*$/, 'must be a string of digits, or empty to take the note off its record')
        .nullable()
        .optional()
        .describe('Moves the note to another record of the workspace; an empty string or null takes it off its record'),
    })
    .register(components, { id: 'UpdateNoteRequest', description: 'Fields to change; the others stay as they are' }),
)

export const ListNotesQuery = lazySchema(() =>
  z.strictObject({
    entity_id: IdString().optional().describe('Only notes on this record'),
  }),
)
