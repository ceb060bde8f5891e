import { describe, expect, it } from 'vitest'
import { graphSetup as setup, worksAtDefinition } from '../../../test/support/graph.js'
import { presentTimelineEvent } from '../timeline/timeline.js'
import { updateRecord } from '../records/records.js'
import { isRelationshipEvent } from './events.js'
import { createRelationshipInstance, deleteRelationshipInstance } from './instances.js'

describe('relationship events', () => {
  it('carry the ids they were drawn with, kept or worked out from the instance', () => {
    const graph = setup()
    const { clock, workspace, ada, acme } = graph
    const definition = worksAtDefinition(graph)
    const first = workspace.ids.peek()
    const instance = createRelationshipInstance(workspace, clock, acme.id, {
      definition_id: definition.id,
      entity_1_id: ada.id,
      entity_2_id: acme.id,
    })
    const next = (id: string, by: bigint) => String(BigInt(id) + by)
    expect(instance.id).toBe(first)
    const events = (id: string) => workspace.timeline.byRecord.get(id)!.map(presentTimelineEvent)
    // Ada (entity 1) got the first event's id, Acme the second's.
    expect(events(ada.id).at(-1)).toMatchObject({ id: next(first, 1n), resource_id: ada.id })
    expect(events(acme.id).at(-1)).toMatchObject({ id: next(first, 2n), resource_id: acme.id })
    clock.advance('1m')
    const removal = workspace.ids.peek()
    deleteRelationshipInstance(workspace, clock, ada.id, instance.id)
    expect(events(ada.id).at(-1)).toMatchObject({
      id: removal,
      event_payload: { relationship: { id: instance.id, action: 'removed' } },
    })
    expect(events(acme.id).at(-1)).toMatchObject({ id: next(removal, 1n), resource_id: acme.id })
    const ids = [...events(ada.id), ...events(acme.id)].map((event) => event.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("are told apart from a record's own events, whose field changes they never share", () => {
    const graph = setup()
    const { clock, workspace, ada, acme } = graph
    const definition = worksAtDefinition(graph)
    createRelationshipInstance(workspace, clock, acme.id, {
      definition_id: definition.id,
      entity_1_id: ada.id,
      entity_2_id: acme.id,
    })
    updateRecord(workspace, clock, workspace.records.get(ada.id)!, { job_title: 'Analyst' })
    const events = workspace.timeline.byRecord.get(ada.id)!
    expect(events.map((event) => [event.event_type, isRelationshipEvent(event)])).toEqual([
      ['created', false],
      ['updated', true],
      ['updated', false],
    ])
    for (const event of events.filter(isRelationshipEvent))
      for (const change of event.field_changes ?? []) expect(typeof change.new_value).toBe('object')
  })
})
