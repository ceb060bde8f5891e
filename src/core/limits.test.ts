import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from './actor.js'
import { createClock } from './clock.js'
import { ingestContext } from './context/ingest.js'
import { WORKSPACE_LIMITS } from './limits.js'
import { createList } from './lists/lists.js'
import { addMember } from './lists/members.js'
import type { Workspace } from './model.js'
import { archiveNote, createNote, findNote } from './notes/notes.js'
import { createRecord, deleteRecord } from './records/records.js'
import { createRelationshipDefinition } from './relationships/definitions.js'
import { createRelationshipInstance } from './relationships/instances.js'
import { addAttribute } from './schema/attributes.js'
import { createObject, findObject } from './schema/objects.js'
import { createWorkspace } from './store.js'
import { archiveTask, createTask, findTask } from './tasks/tasks.js'
import { appendTimelineEvent, dropTimeline } from './timeline/events.js'

// What a workspace holds at most of what its users write: past a bound, one more is 409 and
// nothing is written; deleting makes room. Archived tasks and notes, and timeline events, are
// forgotten oldest first instead.

// Records are named one word each: the ask name index (ask/matching.ts) keeps an array per name
// word, so 50,000 people sharing a word cost a scan of that array per write.
function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  return { clock, workspace, person: findObject(workspace, 'person'), company: findObject(workspace, 'company') }
}

/** Runs `write`, expecting the 409 of a full workspace with nothing written (the id sequence did not move). */
function expectFull(workspace: Workspace, write: () => unknown, message: string): void {
  const next = workspace.ids.peek()
  expect(write).toThrow(expect.objectContaining({ status: 409, message }))
  expect(workspace.ids.peek()).toBe(next)
}

describe('the bounds of what a workspace holds', () => {
  it(`holds ${WORKSPACE_LIMITS.records} records; deleting one makes room`, () => {
    const { clock, workspace, person } = setup()
    let last = createRecord(workspace, clock, person, { name: 'First' })
    for (let i = 1; i < WORKSPACE_LIMITS.records; i++)
      last = createRecord(workspace, clock, person, { name: `Person${i}` })
    expectFull(
      workspace,
      () => createRecord(workspace, clock, person, { name: 'One more' }),
      `The workspace holds ${WORKSPACE_LIMITS.records} records, the mock's limit is ${WORKSPACE_LIMITS.records}; delete some first`,
    )
    expect(workspace.records.size).toBe(WORKSPACE_LIMITS.records)
    deleteRecord(workspace, clock, last)
    expect(createRecord(workspace, clock, person, { name: 'One more' }).id).toBeTruthy()
  })

  it('lets an ingest into a full workspace create no record: the people and companies it names become ghosts, as past its own cap', () => {
    const { clock, workspace, person } = setup()
    for (let i = 0; i < WORKSPACE_LIMITS.records; i++) createRecord(workspace, clock, person, { name: `Person${i}` })
    const result = ingestContext(
      workspace,
      clock,
      'Met Tomas Lindqvist (tomas@fjordline-ai.com) today. Tomas works at Fjordline AI as Head of Growth.',
      { artifactId: '1', actor: SYSTEM_ACTOR },
    )
    expect(result.entities_created).toBe(0)
    expect(result.entities_extracted.map((entity) => [entity.properties.name, entity.ghost_id !== undefined])).toEqual([
      ['Tomas Lindqvist', true],
      ['Fjordline AI', true],
    ])
    expect(result.insights_created).toBeGreaterThan(0)
    expect(workspace.records.size).toBe(WORKSPACE_LIMITS.records)
  })

  it(`holds ${WORKSPACE_LIMITS.objects} objects and lists, and ${WORKSPACE_LIMITS.attributes} attributes; an object that would pass either is not made at all`, () => {
    const { clock, workspace, person } = setup()
    for (let i = workspace.objects.size; i < WORKSPACE_LIMITS.objects - 1; i++)
      createObject(workspace, clock, { name: `Thing ${i}`, slug: `thing-${i}` })
    createList(workspace, clock, person, { name: 'Last list', slug: 'last-list' })
    const full = `The workspace holds ${WORKSPACE_LIMITS.objects} objects and lists, the mock's limit is ${WORKSPACE_LIMITS.objects}; delete some first`
    expectFull(workspace, () => createObject(workspace, clock, { name: 'One more', slug: 'one-more' }), full)
    expectFull(workspace, () => createList(workspace, clock, person, { name: 'One more', slug: 'one-more' }), full)

    const other = setup()
    const deal = createObject(other.workspace, other.clock, { name: 'Deal', slug: 'deal' })
    while (other.workspace.attributes.size < WORKSPACE_LIMITS.attributes)
      addAttribute(other.workspace, other.clock, deal, {
        name: `F ${other.workspace.attributes.size}`,
        slug: `f-${other.workspace.attributes.size}`,
        type: 'text',
      })
    const attributes = `The workspace holds ${WORKSPACE_LIMITS.attributes} attributes, the mock's limit is ${WORKSPACE_LIMITS.attributes}; delete some first`
    expectFull(
      other.workspace,
      () => addAttribute(other.workspace, other.clock, deal, { name: 'One more', slug: 'one-more', type: 'text' }),
      attributes,
    )
    const objects = other.workspace.objects.size
    expectFull(
      other.workspace,
      () => createObject(other.workspace, other.clock, { name: 'Project', slug: 'project' }),
      attributes,
    )
    expect(other.workspace.objects.size).toBe(objects)
  })

  it(`holds ${WORKSPACE_LIMITS.relationshipDefinitions} relationship definitions and ${WORKSPACE_LIMITS.relationshipInstances} instances`, () => {
    const { clock, workspace, person, company } = setup()
    for (let i = 0; i < WORKSPACE_LIMITS.relationshipDefinitions - 1; i++)
      createRelationshipDefinition(workspace, clock, {
        type: 'many_to_many',
        entity_definition_1_id: person.id,
        entity_definition_2_id: company.id,
        entity_1_to_2_predicate: `p${i}`,
      })
    const definition = createRelationshipDefinition(workspace, clock, {
      type: 'many_to_many',
      entity_definition_1_id: person.id,
      entity_definition_2_id: company.id,
    })
    expectFull(
      workspace,
      () =>
        createRelationshipDefinition(workspace, clock, {
          type: 'many_to_many',
          entity_definition_1_id: person.id,
          entity_definition_2_id: company.id,
        }),
      `The workspace holds ${WORKSPACE_LIMITS.relationshipDefinitions} relationship definitions, the mock's limit is ${WORKSPACE_LIMITS.relationshipDefinitions}; delete some first`,
    )
    // 317 x 317 pairs: just over the bound.
    const people = Array.from({ length: 317 }, (_, i) =>
      createRecord(workspace, clock, person, { name: `Person ${i}` }),
    )
    const companies = Array.from({ length: 317 }, (_, i) =>
      createRecord(workspace, clock, company, { name: `Company ${i}` }),
    )
    let made = 0
    for (const p of people) {
      for (const c of companies) {
        if (made === WORKSPACE_LIMITS.relationshipInstances) break
        createRelationshipInstance(workspace, clock, p.id, {
          definition_id: definition.id,
          entity_1_id: p.id,
          entity_2_id: c.id,
        })
        made++
      }
    }
    const [p, c] = [people.at(-1)!, companies.at(-1)!]
    expectFull(
      workspace,
      () =>
        createRelationshipInstance(workspace, clock, p.id, {
          definition_id: definition.id,
          entity_1_id: p.id,
          entity_2_id: c.id,
        }),
      `The workspace holds ${WORKSPACE_LIMITS.relationshipInstances} relationship instances, the mock's limit is ${WORKSPACE_LIMITS.relationshipInstances}; delete some first`,
    )
  }, 60_000)

  it(`holds ${WORKSPACE_LIMITS.listMembers} list entries`, () => {
    const { clock, workspace, person } = setup()
    const people = Array.from({ length: 1_000 }, (_, i) =>
      createRecord(workspace, clock, person, { name: `Person ${i}` }),
    )
    let list = createList(workspace, clock, person, { name: 'List 0', slug: 'list-0' })
    for (let l = 0; l < WORKSPACE_LIMITS.listMembers / people.length; l++) {
      list = l === 0 ? list : createList(workspace, clock, person, { name: `List ${l}`, slug: `list-${l}` })
      for (const record of people) addMember(workspace, clock, list, { parent_id: record.id })
    }
    const spare = createList(workspace, clock, person, { name: 'Spare', slug: 'spare' })
    expectFull(
      workspace,
      () => addMember(workspace, clock, spare, { parent_id: people[0]!.id }),
      `The workspace holds ${WORKSPACE_LIMITS.listMembers} list entries, the mock's limit is ${WORKSPACE_LIMITS.listMembers}; delete some first`,
    )
  }, 60_000)

  it(`holds ${WORKSPACE_LIMITS.tasks} tasks and ${WORKSPACE_LIMITS.notes} notes, archived ones included`, () => {
    const { clock, workspace } = setup()
    for (let i = 0; i < WORKSPACE_LIMITS.tasks; i++) createTask(workspace, clock, { title: `Task ${i}` }, SYSTEM_ACTOR)
    expectFull(
      workspace,
      () => createTask(workspace, clock, { title: 'One more' }, SYSTEM_ACTOR),
      `The workspace holds ${WORKSPACE_LIMITS.tasks} tasks (archived ones included), the mock's limit is ${WORKSPACE_LIMITS.tasks}; delete some first`,
    )
    for (let i = 0; i < WORKSPACE_LIMITS.notes; i++) createNote(workspace, clock, { title: `Note ${i}` }, SYSTEM_ACTOR)
    expectFull(
      workspace,
      () => createNote(workspace, clock, { title: 'One more' }, SYSTEM_ACTOR),
      `The workspace holds ${WORKSPACE_LIMITS.notes} notes (archived ones included), the mock's limit is ${WORKSPACE_LIMITS.notes}; delete some first`,
    )
  })

  it('never forgets an archived task or note: each stays readable by id and linked to its record, and counts against the bound', () => {
    const { clock, workspace, person } = setup()
    const ada = createRecord(workspace, clock, person, { name: 'Ada Lovelace' })
    // More than the 1,000 archived of each that the mock used to keep.
    const count = 1_500
    const tasks = Array.from({ length: count }, (_, i) =>
      createTask(workspace, clock, { title: `Task ${i}`, entity_ids: [ada.id] }, SYSTEM_ACTOR),
    )
    const notes = Array.from({ length: count }, (_, i) =>
      createNote(workspace, clock, { title: `Note ${i}`, entity_id: ada.id }, SYSTEM_ACTOR),
    )
    const live = createTask(workspace, clock, { title: 'Still open', entity_ids: [ada.id] }, SYSTEM_ACTOR)
    for (const task of tasks) archiveTask(workspace, clock, task, SYSTEM_ACTOR)
    for (const note of notes) archiveNote(workspace, clock, note, SYSTEM_ACTOR)
    for (const [i, task] of tasks.entries()) {
      expect(findTask(workspace, task.id).title).toBe(`Task ${i}`)
      expect(findTask(workspace, task.id).archived_at).not.toBeNull()
    }
    for (const [i, note] of notes.entries()) expect(findNote(workspace, note.id).title).toBe(`Note ${i}`)
    expect(workspace.tasks.byId.size).toBe(count + 1)
    expect(workspace.tasks.byRecord.get(ada.id)!.size).toBe(count + 1)
    expect(workspace.notes.byRecord.get(ada.id)!.size).toBe(count)
    // Deleting the record still reaches every task and note it links, archived ones included.
    deleteRecord(workspace, clock, ada)
    expect(findTask(workspace, live.id).entity_ids).toEqual([])
    expect(findTask(workspace, tasks[0]!.id).entity_ids).toEqual([])
    expect(findNote(workspace, notes[0]!.id).entity_id).toBeNull()
  })

  it(`keeps the newest ${WORKSPACE_LIMITS.timelineEvents} timeline events across records, and a create-and-delete loop leaves nothing behind`, () => {
    const { clock, workspace, person } = setup()
    const ada = createRecord(workspace, clock, person, { name: 'Ada Lovelace' })
    const grace = createRecord(workspace, clock, person, { name: 'Grace Hopper' })
    const firstOfAda = workspace.timeline.byRecord.get(ada.id)![0]!
    const payload = (n: number) => ({ field_changes: [{ field_name: 'n', old_value: null, new_value: n }] })
    const event = (i: number) => ({
      resource_type: 'entity' as const,
      resource_id: i % 2 ? ada.id : grace.id,
      event_type: 'updated' as const,
      event_payload: payload(i),
    })
    for (let i = 0; i < WORKSPACE_LIMITS.timelineEvents; i++)
      appendTimelineEvent(workspace, clock, i % 2 ? ada.id : grace.id, event(i))
    const kept = () => [...workspace.timeline.byRecord.values()].reduce((sum, events) => sum + events.length, 0)
    expect(kept()).toBe(WORKSPACE_LIMITS.timelineEvents)
    expect(workspace.timeline.count).toBe(WORKSPACE_LIMITS.timelineEvents)
    // The two `created` events were written first, so they went first; the rest stay in order.
    expect(workspace.timeline.byRecord.get(ada.id)![0]).not.toBe(firstOfAda)
    expect(workspace.timeline.byRecord.get(ada.id)![0]!.event_payload).toEqual(payload(1))
    expect(workspace.timeline.byRecord.get(grace.id)![0]!.event_payload).toEqual(payload(0))
    expect(workspace.timeline.byRecord.get(ada.id)!.at(-1)!.event_payload).toEqual(
      payload(WORKSPACE_LIMITS.timelineEvents - 1),
    )

    // Records made and deleted over and over: their events go with them, and so does the bookkeeping.
    for (let i = 0; i < 20_000; i++)
      deleteRecord(workspace, clock, createRecord(workspace, clock, person, { name: `Temp ${i}` }))
    expect(workspace.timeline.count).toBe(kept())
    expect(workspace.timeline.written.length - workspace.timeline.head).toBeLessThanOrEqual(
      2 * workspace.timeline.count + 1024,
    )
  })
})
