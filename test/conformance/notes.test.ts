import { describe, expect, it } from 'vitest'
import { DIGITS, expectEmpty, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'

interface Note {
  id: string
  title: string
  content: string
  entity_id?: string
  created_by: string
  created_at: string
  archived_at?: string
}

function api(t: Target) {
  const createNote = (body: Record<string, unknown>, key?: string) =>
    t.request<Note>('POST', '/v1/notes', { body, ...(key && { key }) })
  const getNote = (id: string) => t.request<Note>('GET', `/v1/notes/${id}`)
  const patchNote = (id: string, body: Record<string, unknown>) => t.request<Note>('PATCH', `/v1/notes/${id}`, { body })
  const listNotes = async (query = ''): Promise<Note[]> => {
    const response = await t.request<{ data: Note[] }>('GET', `/v1/notes${query}`)
    expect(response.status, response.text).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data'])
    return response.body.data
  }
  const createPerson = async (name: string): Promise<string> => {
    const response = await t.request('POST', '/v1/objects/person', { body: { attributes: { name } } })
    expect(response.status, response.text).toBe(200)
    return response.body.id
  }
  const noteEvents = async (recordId: string, noteId: string): Promise<any[]> => {
    const response = await t.request('GET', `/v1/records/${recordId}/timeline?limit=100`)
    expect(response.status, response.text).toBe(200)
    return response.body.data.filter((e: any) => e.resource_type === 'note' && e.resource_id === noteId)
  }
  return { createNote, getNote, patchNote, listNotes, createPerson, noteEvents }
}

describe('notes in the seeded workspace', () => {
  const t = useTarget()
  const { createNote, getNote, patchNote, listNotes, createPerson, noteEvents } = api(t)

  describe('POST /v1/notes', () => {
    it('creates a note from a title alone, on no record', async () => {
      const response = await createNote({ title: 'Team sync' })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({
        id: expect.stringMatching(DIGITS),
        title: 'Team sync',
        content: '',
        created_by: 'developer_api',
        created_at: START,
      })
      expect(Object.keys(response.body)).toEqual(['id', 'title', 'content', 'created_by', 'created_at'])
    })

    it("keeps the reference's example fields, trims the title, and is readable by id", async () => {
      const ada = await createPerson('Ada Lovelace')
      const response = await createNote({
        title: ' Meeting notes ',
        content: 'Discussed Q3 roadmap...',
        entity_id: ada,
      })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        id: expect.stringMatching(DIGITS),
        title: 'Meeting notes',
        content: 'Discussed Q3 roadmap...',
        entity_id: ada,
        created_by: 'developer_api',
        created_at: START,
      })
      expect((await getNote(response.body.id)).body).toEqual(response.body)
    })

    it("puts a created event with the note on its record's timeline", async () => {
      const ada = await createPerson('Ada Lovelace')
      const note = (await createNote({ title: 'Call', content: 'Went well', entity_id: ada })).body
      expect(await noteEvents(ada, note.id)).toEqual([
        expect.objectContaining({
          resource_type: 'note',
          resource_id: note.id,
          event_type: 'created',
          event_payload: { note: { id: note.id, title: 'Call', content: 'Went well' } },
          event_timestamp: START,
          created_by: 'developer_api',
        }),
      ])
    })

    it.each([
      [{}, /^Invalid request body: title: /],
      [{ title: ' ' }, 'title: must not be blank'],
      [{ title: 'x', content: 7 }, /^Invalid request body: content: /],
      [{ title: 'x', entity_id: 'abc' }, 'Invalid request body: entity_id: must be a string of digits'],
      [
        { title: 'x', entity_id: '99999999999999999' },
        'entity_id: record 99999999999999999 not found in this workspace',
      ],
      [{ title: 'x', pinned: true }, /^Invalid request body: .*pinned/],
    ])('answers 400 naming the field for %j, and creates nothing', async (body, message) => {
      const before = (await listNotes()).length
      expectError(await createNote(body), 400, message)
      expect((await listNotes()).length).toBe(before)
    })

    it('answers 400 for content over 64 KiB of UTF-8', async () => {
      expectError(
        await createNote({ title: 'x', content: 'a'.repeat(65_537) }),
        400,
        'content: is 65537 bytes long; it holds at most 65536 bytes (64 KiB) of UTF-8',
      )
    })

    it('answers 400 for a record of another workspace', async () => {
      const key = await t.createKey(['record.write'], '2')
      const foreign = await t.request('POST', '/v1/objects/person', {
        key,
        body: { attributes: { name: 'Elsewhere' } },
      })
      expectError(
        await createNote({ title: 'x', entity_id: foreign.body.id }),
        400,
        `entity_id: record ${foreign.body.id} not found in this workspace`,
      )
    })

    it('answers 401 without a key and 403 naming note.write to a read-only key', async () => {
      expectError(await t.request('POST', '/v1/notes', { key: null, body: { title: 'x' } }), 401)
      const key = await t.createKey(['note.read', 'task.write'])
      expectError(await createNote({ title: 'x' }, key), 403, 'POST /v1/notes requires scope note.write')
    })
  })

  describe('GET /v1/notes', () => {
    it('lists the seeded notes newest first, without archived ones', async () => {
      const notes = await listNotes()
      expect(notes.length).toBeGreaterThan(10)
      const created = notes.map((note) => note.created_at)
      expect(created).toEqual([...created].sort().reverse())
      expect(notes.every((note) => note.archived_at === undefined && TIMESTAMP.test(note.created_at))).toBe(true)
      expect(notes.some((note) => note.entity_id !== undefined)).toBe(true)
    })

    it('filters by record, newest first', async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const first = (await createNote({ title: 'First', entity_id: ada })).body
      t.mock.clock.advance('1m')
      const second = (await createNote({ title: 'Second', entity_id: ada })).body
      await createNote({ title: 'Other', entity_id: grace })
      expect((await listNotes(`?entity_id=${ada}`)).map((note) => note.id)).toEqual([second.id, first.id])
      expect(await listNotes('?entity_id=99999999999999999')).toEqual([])
    })

    it('answers at most 200 notes, the newest', async () => {
      const ids: string[] = []
      for (let n = 0; n < 205; n++) ids.push((await createNote({ title: `Note ${n}` })).body.id)
      const notes = await listNotes()
      expect(notes).toHaveLength(200)
      expect(notes.slice(0, 200).map((note) => note.id)).toEqual(ids.slice(-200).reverse())
    })

    it('answers 400 naming entity_id when it is not a string of digits, and ignores a cache buster', async () => {
      expectError(
        await t.request('GET', '/v1/notes?entity_id=abc'),
        400,
        'Invalid query parameter: entity_id: must be a string of digits',
      )
      expect((await t.request('GET', '/v1/notes?_=1')).status).toBe(200)
    })

    it('answers 401 without a key and 403 naming note.read to a write-only key', async () => {
      expectError(await t.request('GET', '/v1/notes', { key: null }), 401)
      const key = await t.createKey(['note.write', 'task.read'])
      expectError(await t.request('GET', '/v1/notes', { key }), 403, 'GET /v1/notes requires scope note.read')
    })
  })

  describe('GET /v1/notes/{note_id}', () => {
    it("answers 404 for an unknown id and another workspace's note, 400 for a non-digit id", async () => {
      expectError(await getNote('99999999999999999'), 404, 'Note 99999999999999999 not found')
      const key = await t.createKey(['note.write'], '2')
      const foreign = await createNote({ title: 'Theirs' }, key)
      expect(foreign.status).toBe(200)
      expectError(await getNote(foreign.body.id), 404, `Note ${foreign.body.id} not found`)
      expectError(await getNote('x1'), 400, 'Invalid path parameter: note_id: note_id must be a string of digits')
    })

    it('answers 401 without a key and 403 naming note.read to a write-only key', async () => {
      const note = (await createNote({ title: 'x' })).body
      expectError(await t.request('GET', `/v1/notes/${note.id}`, { key: null }), 401)
      const key = await t.createKey(['note.write'])
      expectError(
        await t.request('GET', `/v1/notes/${note.id}`, { key }),
        403,
        'GET /v1/notes/{note_id} requires scope note.read',
      )
    })
  })

  describe('PATCH /v1/notes/{note_id}', () => {
    it('changes only the given fields', async () => {
      const ada = await createPerson('Ada Lovelace')
      const note = (await createNote({ title: 'Call', content: 'Short', entity_id: ada })).body
      const response = await patchNote(note.id, { content: 'Added action items...' })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({ ...note, content: 'Added action items...' })
    })

    it('moves the note to another record, and takes it off its record with "" or null', async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const note = (await createNote({ title: 'Call', entity_id: ada })).body
      expect((await patchNote(note.id, { entity_id: grace })).body.entity_id).toBe(grace)
      expect((await listNotes(`?entity_id=${ada}`)).length).toBe(0)
      expect((await listNotes(`?entity_id=${grace}`)).map((n) => n.id)).toEqual([note.id])
      const off = await patchNote(note.id, { entity_id: '' })
      expect('entity_id' in off.body).toBe(false)
      await patchNote(note.id, { entity_id: ada })
      expect('entity_id' in (await patchNote(note.id, { entity_id: null })).body).toBe(false)
      expect((await listNotes(`?entity_id=${ada}`)).length).toBe(0)
    })

    it('records an updated event with the field changes on the record it left and the one it joined', async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const note = (await createNote({ title: 'Call', content: 'a', entity_id: ada })).body
      t.mock.clock.advance('1m')
      await patchNote(note.id, { content: 'b', entity_id: grace })
      const expected = {
        event_type: 'updated',
        event_timestamp: '2026-01-15T10:01:00Z',
        event_payload: {
          note: { id: note.id, title: 'Call', content: 'b' },
          field_changes: [
            { field_name: 'content', old_value: 'a', new_value: 'b' },
            { field_name: 'entity_id', old_value: ada, new_value: grace },
          ],
        },
      }
      expect((await noteEvents(ada, note.id))[0]).toMatchObject(expected)
      expect((await noteEvents(grace, note.id))[0]).toMatchObject(expected)
      await patchNote(note.id, { content: 'b' })
      expect(await noteEvents(grace, note.id)).toHaveLength(1)
    })

    it.each([
      [{ title: '' }, 'title: must not be blank'],
      [{ content: null }, /^Invalid request body: content: /],
      [
        { entity_id: 'abc' },
        'Invalid request body: entity_id: must be a string of digits, or empty to take the note off its record',
      ],
      [{ entity_id: '99999999999999999' }, 'entity_id: record 99999999999999999 not found in this workspace'],
      [{ archived_at: START }, /^Invalid request body: .*archived_at/],
    ])('answers 400 naming the field for %j, and changes nothing', async (body, message) => {
      const note = (await createNote({ title: 'Keep me', content: 'as is' })).body
      expectError(await patchNote(note.id, { title: 'Changed', ...body }), 400, message)
      expect((await getNote(note.id)).body).toEqual(note)
    })

    it('answers 409 for an archived note and 404 for an unknown one', async () => {
      const note = (await createNote({ title: 'x' })).body
      expectEmpty(await t.request('DELETE', `/v1/notes/${note.id}`))
      expectError(
        await patchNote(note.id, { title: 'y' }),
        409,
        `Note ${note.id} is archived; an archived note cannot be changed`,
      )
      expectError(await patchNote('99999999999999999', { title: 'y' }), 404, 'Note 99999999999999999 not found')
    })

    it('answers 401 without a key and 403 naming note.write to a read-only key', async () => {
      const note = (await createNote({ title: 'x' })).body
      expectError(await t.request('PATCH', `/v1/notes/${note.id}`, { key: null, body: { title: 'y' } }), 401)
      const key = await t.createKey(['note.read'])
      expectError(
        await t.request('PATCH', `/v1/notes/${note.id}`, { key, body: { title: 'y' } }),
        403,
        'PATCH /v1/notes/{note_id} requires scope note.write',
      )
      expect((await getNote(note.id)).body.title).toBe('x')
    })
  })

  describe('DELETE /v1/notes/{note_id}', () => {
    it('archives the note: gone from the list, readable by id with archived_at, an archived event on its record', async () => {
      const ada = await createPerson('Ada Lovelace')
      const note = (await createNote({ title: 'Archive me', entity_id: ada })).body
      t.mock.clock.advance('3m')
      expectEmpty(await t.request('DELETE', `/v1/notes/${note.id}`))
      expect((await getNote(note.id)).body).toEqual({ ...note, archived_at: '2026-01-15T10:03:00Z' })
      expect((await listNotes()).some((n) => n.id === note.id)).toBe(false)
      expect(await listNotes(`?entity_id=${ada}`)).toEqual([])
      expect((await noteEvents(ada, note.id)).map((e) => e.event_type)).toEqual(['archived', 'created'])
      t.mock.clock.advance('3m')
      expectEmpty(await t.request('DELETE', `/v1/notes/${note.id}`))
      expect((await getNote(note.id)).body.archived_at).toBe('2026-01-15T10:03:00Z')
      expect(await noteEvents(ada, note.id)).toHaveLength(2)
    })

    it('answers 404 for an unknown id, 401 without a key and 403 naming note.write to a read-only key', async () => {
      expectError(await t.request('DELETE', '/v1/notes/99999999999999999'), 404, 'Note 99999999999999999 not found')
      const note = (await createNote({ title: 'x' })).body
      expectError(await t.request('DELETE', `/v1/notes/${note.id}`, { key: null }), 401)
      const key = await t.createKey(['note.read'])
      expectError(
        await t.request('DELETE', `/v1/notes/${note.id}`, { key }),
        403,
        'DELETE /v1/notes/{note_id} requires scope note.write',
      )
      expect((await getNote(note.id)).body.archived_at).toBeUndefined()
    })
  })

  describe('deletion cascades', () => {
    it('deleting a record takes it off its notes, archived ones included', async () => {
      const ada = await createPerson('Ada Lovelace')
      const open = (await createNote({ title: 'Open', entity_id: ada })).body
      const archived = (await createNote({ title: 'Archived', entity_id: ada })).body
      expectEmpty(await t.request('DELETE', `/v1/notes/${archived.id}`))
      expectEmpty(await t.request('DELETE', `/v1/records/${ada}`))
      expect((await getNote(open.id)).body).toEqual({ ...open, entity_id: undefined })
      expect('entity_id' in (await getNote(archived.id)).body).toBe(false)
      expect(await listNotes(`?entity_id=${ada}`)).toEqual([])
      expect((await listNotes()).find((n) => n.id === open.id)).toEqual({
        id: open.id,
        title: 'Open',
        content: '',
        created_by: 'developer_api',
        created_at: START,
      })
    })

    it('deleting an object takes its records off every note', async () => {
      expect((await t.request('POST', '/v1/objects', { body: { name: 'Deal', slug: 'deal' } })).status).toBe(200)
      const deal = await t.request('POST', '/v1/objects/deal', { body: { attributes: { name: 'Big deal' } } })
      const note = (await createNote({ title: 'Terms', entity_id: deal.body.id })).body
      expectEmpty(await t.request('DELETE', '/v1/objects/deal'))
      expect('entity_id' in (await getNote(note.id)).body).toBe(false)
    })

    it('deleting a seeded record leaves no seeded note naming it', async () => {
      const linked = (await listNotes()).find((note) => note.entity_id !== undefined)!
      expectEmpty(await t.request('DELETE', `/v1/records/${linked.entity_id}`))
      expect('entity_id' in (await getNote(linked.id)).body).toBe(false)
      expect((await listNotes()).map((note) => note.entity_id)).not.toContain(linked.entity_id)
    })
  })
})
