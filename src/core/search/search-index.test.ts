import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import type { RecordRow } from '../model.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { createMock } from '../../index.js'
import { searchRecords } from './search.js'
import { BUILD_SLICE, ensureSearchIndex, searchIndexReady } from './search-index.js'

// A workspace's first search builds its index in slices on later turns of the event loop; writes
// made meanwhile are in the index it answers from.

function large(people: number) {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const records: RecordRow[] = []
  for (let i = 0; i < people; i++)
    records.push(
      createRecord(workspace, clock, person, {
        name: `Person${i} Lastname${i % 97}`,
        job_title: i % 2 ? 'Engineer' : 'Analyst',
      }),
    )
  return { clock, workspace, person, records }
}

describe('the first search of a workspace', () => {
  it('builds the index over several turns of the event loop when one slice is not enough, with the writes made meanwhile', async () => {
    const { clock, workspace, person, records } = large(3_000)
    expect(workspace.search.index).toBeUndefined()
    const pending = searchIndexReady(workspace)
    expect(pending).toBeInstanceOf(Promise)
    expect(workspace.search.build).toBeDefined()
    // One slice's work: some records have slots, the last ones not yet.
    expect(workspace.search.index!.slotOf.size).toBeGreaterThan(0)
    expect(workspace.search.index!.slotOf.size).toBeLessThan(BUILD_SLICE / 10)
    const last = records.at(-1)!
    expect(workspace.search.index!.slotOf.has(last.id)).toBe(false)

    const grace = createRecord(workspace, clock, person, { name: 'Grace Hopper' })
    updateRecord(workspace, clock, last, { name: 'Augusta King' })
    updateRecord(workspace, clock, records[0]!, { name: 'Ada Lovelace' })
    deleteRecord(workspace, clock, records[1]!)
    await pending
    expect(workspace.search.build).toBeUndefined()

    const ids = (query: string) => (searchRecords(workspace, query).results.person ?? []).map((hit) => hit.id)
    expect(ids('hopper')).toEqual([grace.id])
    expect(ids('augusta')).toEqual([last.id])
    expect(ids('lovelace')).toEqual([records[0]!.id])
    expect(ids('person1')).not.toContain(records[1]!.id)
    expect(ids('person2999')).not.toContain(last.id)
    const asked = ['engineer', 'person12 lastname5', 'analyst king']
    const answers = asked.map((query) => searchRecords(workspace, query))
    workspace.search.index = undefined
    ensureSearchIndex(workspace)
    expect(asked.map((query) => searchRecords(workspace, query))).toEqual(answers)
  })

  it('is finished at once by a caller that cannot wait, and the waiting search is answered too', async () => {
    const { workspace, records } = large(3_000)
    const pending = searchIndexReady(workspace)!
    expect(searchRecords(workspace, 'person2999').results.person![0]!.id).toBe(records.at(-1)!.id)
    expect(workspace.search.build).toBeUndefined()
    await pending
    expect(searchIndexReady(workspace)).toBeUndefined()
  })

  it('answers POST /v1/search on the large scenario (10,500 records) once the slices are done', async () => {
    const mock = createMock({ seed: 1, scenario: 'large', rateLimit: 'off' })
    const workspace = mock.store.workspaces.get(mock.store.defaultWorkspaceId)!
    const people = findObject(workspace, 'person')
    const person = workspace.records.get([...workspace.recordIdsByObject.get(people.id)!][0]!)!
    const name = person.values.get(people.attribute_ids[0]!) as { first_name: string; last_name: string }
    const query = `${name.first_name} ${name.last_name}`
    expect(workspace.search.index).toBeUndefined()
    const response = await mock.fetch('/v1/search', {
      method: 'POST',
      headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { results: Record<string, Array<{ id: string; primary_value: string }>> }
    expect(body.results.person![0]).toMatchObject({ id: person.id, primary_value: query })
    expect(workspace.search.build).toBeUndefined()
  })
})
