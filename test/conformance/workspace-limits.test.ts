import { describe, expect, it } from 'vitest'
import { WORKSPACE_LIMITS } from '../../src/core/limits.js'
import { createRecord } from '../../src/core/records/records.js'
import { findObject } from '../../src/core/schema/objects.js'
import { SYSTEM_ACTOR } from '../../src/core/actor.js'
import { archiveNote, createNote, findNote } from '../../src/core/notes/notes.js'
import { archiveTask, createTask, findTask } from '../../src/core/tasks/tasks.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

// What a workspace holds at most of what its users write (src/core/limits.ts; every kind is
// tested there): over HTTP, a full workspace answers 409 and writes nothing; deleting makes room.
const t = useTarget({ rateLimit: 'off' })

describe('a workspace at its bounds', () => {
  it(`answers 409 for a record past ${WORKSPACE_LIMITS.records}, writing nothing, and takes one again after a delete`, async () => {
    const workspace = t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
    const person = findObject(workspace, 'person')
    // Filled in process: 50,000 requests would say nothing more.
    for (let i = workspace.records.size; i < WORKSPACE_LIMITS.records; i++)
      createRecord(workspace, t.mock.clock, person, { name: `Person${i}` })
    const refused = await t.request('POST', '/v1/objects/person', { body: { attributes: { name: 'One more' } } })
    expectError(
      refused,
      409,
      `The workspace holds ${WORKSPACE_LIMITS.records} records, the mock's limit is ${WORKSPACE_LIMITS.records}; delete some first`,
    )
    expect(workspace.records.size).toBe(WORKSPACE_LIMITS.records)
    const upsert = await t.request('PUT', '/v1/objects/person', {
      body: {
        matching_attribute: 'email_addresses',
        attributes: { name: 'Ada', email_addresses: ['ada@example.com'] },
      },
    })
    expect(upsert.status).toBe(409)
    const last = [...workspace.records.keys()].at(-1)!
    expect((await t.request('DELETE', `/v1/records/${last}`)).status).toBe(200)
    expect((await t.request('POST', '/v1/objects/person', { body: { attributes: { name: 'One more' } } })).status).toBe(
      200,
    )
  }, 60_000)

  for (const kind of ['tasks', 'notes'] as const) {
    it(`never forgets an archived one of the ${kind}: it stays readable by id, counts against the bound of ${WORKSPACE_LIMITS[kind]}, and the next is 409`, async () => {
      const workspace = t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
      const make = kind === 'tasks' ? createTask : createNote
      const archive = (id: string) =>
        kind === 'tasks'
          ? archiveTask(workspace, t.mock.clock, findTask(workspace, id), SYSTEM_ACTOR)
          : archiveNote(workspace, t.mock.clock, findNote(workspace, id), SYSTEM_ACTOR)
      // Made and archived in process (more than the 1,000 the mock once kept), then filled to one short of the bound.
      const archived: string[] = []
      for (let i = 0; i < 1_500; i++) {
        archived.push(make(workspace, t.mock.clock, { title: `Archived ${i}` }, SYSTEM_ACTOR).id)
        archive(archived.at(-1)!)
      }
      const state = kind === 'tasks' ? workspace.tasks : workspace.notes
      for (let i = state.byId.size; i < WORKSPACE_LIMITS[kind] - 1; i++)
        make(workspace, t.mock.clock, { title: `Open ${i}` }, SYSTEM_ACTOR)
      const last = await t.request('POST', `/v1/${kind}`, { body: { title: 'The last one' } })
      expect(last.status, last.text).toBe(200)
      expect((await t.request('DELETE', `/v1/${kind}/${last.body.id}`)).status).toBe(200)
      // Archived, it still takes its place: the workspace is full.
      expectError(
        await t.request('POST', `/v1/${kind}`, { body: { title: 'One more' } }),
        409,
        `The workspace holds ${WORKSPACE_LIMITS[kind]} ${kind} (archived ones included), the mock's limit is ${WORKSPACE_LIMITS[kind]}; delete some first`,
      )
      for (const id of [archived[0]!, archived[700]!, archived.at(-1)!, String(last.body.id)]) {
        const read = await t.request('GET', `/v1/${kind}/${id}`)
        expect(read.status, read.text).toBe(200)
        expect(read.body.archived_at).toBeTruthy()
      }
    }, 60_000)
  }
})
