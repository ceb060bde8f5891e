import { describe, expect, it } from 'vitest'
import { WORKSPACE_LIMITS } from '../../src/core/limits.js'
import { createRecord } from '../../src/core/records/records.js'
import { findObject } from '../../src/core/schema/objects.js'
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

  it(`keeps the newest ${WORKSPACE_LIMITS.archivedTasks} archived tasks: an older one answers 404`, async () => {
    const ids: string[] = []
    for (let i = 0; i <= WORKSPACE_LIMITS.archivedTasks; i++) {
      const { body } = await t.request('POST', '/v1/tasks', { body: { title: `Task ${i}` } })
      ids.push(String(body.id))
      expect((await t.request('DELETE', `/v1/tasks/${ids.at(-1)}`)).status).toBe(200)
    }
    expectError(await t.request('GET', `/v1/tasks/${ids[0]}`), 404)
    const second = await t.request('GET', `/v1/tasks/${ids[1]}`)
    expect(second.status).toBe(200)
    expect(second.body.archived_at).toBeTruthy()
  }, 60_000)
})
