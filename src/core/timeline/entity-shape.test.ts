import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import type { RecordRow } from '../model.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { addAttribute, deleteAttribute, findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { timelinePage } from './timeline.js'

/** A record's created event as the API answers it, as JSON. */
const createdJson = (workspace: ReturnType<typeof createWorkspace>, record: RecordRow) =>
  JSON.stringify(timelinePage(workspace, record).data.find((event) => event.event_type === 'created'))

/** A record's updated events as the API answers them, as JSON by event id. */
const updatedJson = (workspace: ReturnType<typeof createWorkspace>, record: RecordRow) =>
  new Map(
    timelinePage(workspace, record, { limit: 100 })
      .data.filter((event) => event.event_type === 'updated')
      .map((event) => [event.id, JSON.stringify(event)]),
  )

describe('created and updated events read from the values the write left', () => {
  it('answer what they answered when written, whatever the record and its object went through', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        name: fc.constantFrom('Red team', 'Blue team', 'X'),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), name: fc.constantFrom('Renamed', 'Other') }),
      fc.record({ kind: fc.constant('tag' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('add attribute' as const) }),
      fc.record({ kind: fc.constant('delete attribute' as const) }),
      fc.record({ kind: fc.constant('rename option' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('remove option' as const), pick: fc.nat() }),
    )
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 30 }), (operations) => {
        const clock = createClock({ mode: 'manual' })
        const workspace = createWorkspace('1', clock)
        const team = createObject(workspace, clock, { name: 'Team', slug: 'team', type: 'custom' }, [
          { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
          {
            name: 'Tags',
            slug: 'tags',
            type: 'select',
            options: { is_multi_value: true, select_options: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] },
          },
          { name: 'Size', slug: 'size', type: 'number' },
        ])
        const tags = findAttribute(workspace, team, 'tags')
        const written = new Map<RecordRow, string>()
        const updates = new Map<string, string>()
        const records = () => [...written.keys()].filter((record) => workspace.records.has(record.id))
        const pick = (n: number) => records()[n % Math.max(1, records().length)]
        const has = (slug: string) => team.attribute_ids.some((id) => workspace.attributes.get(id)!.slug === slug)
        let n = 0
        for (const op of operations) {
          const target = 'pick' in op ? pick(op.pick) : undefined
          const options = tags.options.select_options
          if (op.kind === 'create') {
            const extra = team.attribute_ids
              .map((id) => workspace.attributes.get(id)!)
              .find((a) => a.slug.startsWith('x'))
            const record = createRecord(workspace, clock, team, {
              name: op.name,
              tags: options.slice(0, 1 + (op.pick % 3)).map((o) => o.id),
              ...(has('size') && { size: op.pick % 7 }),
              ...(extra && { [extra.slug]: `extra ${n++}` }),
            })
            written.set(record, createdJson(workspace, record))
          } else if (op.kind === 'update' && target) {
            updateRecord(workspace, clock, target, { name: op.name, ...(has('size') && { size: n++ }) })
            for (const [id, json] of updatedJson(workspace, target)) if (!updates.has(id)) updates.set(id, json)
          } else if (op.kind === 'tag' && target) {
            updateRecord(workspace, clock, target, { tags: options.map((o) => o.id) })
            for (const [id, json] of updatedJson(workspace, target)) if (!updates.has(id)) updates.set(id, json)
          } else if (op.kind === 'delete' && target) deleteRecord(workspace, clock, target)
          else if (op.kind === 'add attribute')
            addAttribute(workspace, clock, team, { name: `X${n}`, slug: `x${n++}`, type: 'text' })
          else if (op.kind === 'delete attribute') {
            const last = workspace.attributes.get(team.attribute_ids.at(-1)!)!
            if (last.slug !== 'name' && last.slug !== 'tags') deleteAttribute(workspace, clock, team, last)
          } else if (op.kind === 'rename option' && options.length > 0) {
            const at = op.pick % options.length
            updateAttribute(workspace, tags, {
              options: {
                select_options: options.map((o, i) => (i === at ? { id: o.id, name: `${o.name}${n++}` } : o)),
              },
            })
          } else if (op.kind === 'remove option' && options.length > 1) {
            const at = op.pick % options.length
            updateAttribute(workspace, tags, { options: { select_options: options.filter((_, i) => i !== at) } })
          }
        }
        for (const record of records()) {
          expect(createdJson(workspace, record)).toBe(written.get(record))
          for (const [id, json] of updatedJson(workspace, record)) expect(json).toBe(updates.get(id))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('shows the record as created, its select options by the names they had', () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const team = createObject(workspace, clock, { name: 'Team', slug: 'team', type: 'custom' }, [
      { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
      { name: 'Tier', slug: 'tier', type: 'select', options: { select_options: [{ name: 'Gold' }] } },
    ])
    const tier = findAttribute(workspace, team, 'tier')
    const gold = tier.options.select_options[0]!
    const red = createRecord(workspace, clock, team, { name: 'Red', tier: gold.id })
    updateAttribute(workspace, tier, { options: { select_options: [{ id: gold.id, name: 'Platinum' }] } })
    updateRecord(workspace, clock, red, { name: 'Crimson' })
    const [updated, created] = timelinePage(workspace, red).data
    expect(created!.event_payload).toEqual({
      entity: {
        id: red.id,
        definition_id: team.id,
        type: 'team',
        name: 'Red',
        attributes: { name: 'Red', tier: { id: gold.id, name: 'Gold' } },
      },
    })
    expect(updated!.event_payload.entity).toMatchObject({
      name: 'Crimson',
      attributes: { name: 'Crimson', tier: { id: gold.id, name: 'Platinum' } },
    })
  })
})

describe('the shape an event is read with', () => {
  it('is the kept one until an attribute, its options or the object change, and a new one after', () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const object = createObject(workspace, clock, { slug: 'gadget', name: 'Gadget', type: 'custom' }, [
      { slug: 'name', name: 'Name', type: 'text' },
      { slug: 'kind', name: 'Kind', type: 'select', options: { select_options: [{ name: 'small' }] } },
    ])
    const kind = findAttribute(workspace, object, 'kind')
    const shape = () => workspace.timeline.shapes.get(object.id)
    createRecord(workspace, clock, object, { name: 'one' })
    const first = shape()
    createRecord(workspace, clock, object, { name: 'two' })
    expect(shape()).toBe(first)
    // A change that leaves the shape as it was (a description) keeps it, once it is found to fit.
    updateAttribute(workspace, findAttribute(workspace, object, 'name'), { description: 'what it is called' })
    createRecord(workspace, clock, object, { name: 'three' })
    expect(shape()).toBe(first)
    updateAttribute(workspace, kind, {
      options: { select_options: [...kind.options.select_options, { name: 'large' }] },
    })
    const large = kind.options.select_options[1]!.id
    const withLarge = createRecord(workspace, clock, object, { name: 'four', kind: large })
    expect(shape()).not.toBe(first)
    expect(shape()!.attributes[1]!.options.select_options.map((o) => o.name)).toEqual(['small', 'large'])
    const second = shape()
    addAttribute(workspace, clock, object, { slug: 'size', name: 'Size', type: 'number' })
    createRecord(workspace, clock, object, { name: 'five', size: 3 })
    expect(shape()).not.toBe(second)
    expect(shape()!.attributes.map((a) => a.slug)).toEqual(['name', 'kind', 'size'])
    expect(JSON.parse(createdJson(workspace, withLarge)).event_payload.entity.attributes).toEqual({
      name: 'four',
      kind: { id: large, name: 'large' },
    })
  })
})
