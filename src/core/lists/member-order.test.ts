import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { compareIds } from '../ids.js'
import type { ObjectDef, RecordRow, Workspace } from '../model.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { compareSortKeys } from '../records/order-index.js'
import { addAttribute, deleteAttribute, findAttribute, updateAttribute } from '../schema/attributes.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { createList } from './lists.js'
import { memberSortKey } from './member-order.js'
import { addMember, listMembers, removeMember, updateMember } from './members.js'

const NAMES = ['Ada Lovelace', 'ada lovelace', 'Charles Babbage', 'Cher', null] as const
const SCORES = [-1, 0, 2.5, 100, null] as const

interface World {
  workspace: Workspace
  clock: ReturnType<typeof createClock>
  person: ObjectDef
  list: ObjectDef
  people: RecordRow[]
}

function createWorld(): World {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const list = createList(workspace, clock, person, { name: 'Pipeline', slug: 'pipeline' })
  addAttribute(workspace, clock, list, { name: 'Score', slug: 'score', type: 'number' })
  addAttribute(workspace, clock, list, {
    name: 'Stage',
    slug: 'stage',
    type: 'select',
    options: { select_options: [{ name: 'Lead' }, { name: 'Won' }, { name: 'Lost' }] },
  })
  const people = [
    'Mary Somerville',
    'Alan Turing',
    'Grace Hopper',
    'Ada Lovelace',
    'Charles Babbage',
    'Emmy Noether',
  ].map((name) => createRecord(workspace, clock, person, { name }))
  return { workspace, clock, person, list, people }
}

const stageOption = (world: World, n: number): string => {
  const options = findAttribute(world.workspace, world.list, 'stage').options.select_options
  return options[n % options.length]!.id
}

type Command =
  | { kind: 'add'; who: number; score: (typeof SCORES)[number]; stage: number | null }
  | { kind: 'set'; who: number; score: (typeof SCORES)[number]; stage: number | null }
  | { kind: 'remove'; who: number }
  | { kind: 'rename'; who: number; name: (typeof NAMES)[number] }
  | { kind: 'options'; shuffle: number }
  | { kind: 'delete-record'; who: number }
  | { kind: 'drop-score' }

const who = fc.nat({ max: 5 })
const score = fc.constantFrom(...SCORES)
const stage = fc.option(fc.nat({ max: 5 }), { nil: null })
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), who, score, stage }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), who, score, stage }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), who, name: fc.constantFrom(...NAMES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('options' as const), shuffle: fc.nat({ max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-record' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop-score' as const) }) },
)

function run(world: World, step: Command): void {
  const { workspace, clock, list } = world
  clock.advance('1m')
  const record = 'who' in step ? world.people[step.who % world.people.length] : undefined
  if (step.kind !== 'options' && step.kind !== 'drop-score' && (!record || !workspace.records.has(record.id))) return
  const memberId = record && workspace.lists.byList.get(list.id)!.get(record.id)
  const values = (s: { score: unknown; stage: number | null }) => {
    const given: Record<string, unknown> = { stage: s.stage === null ? null : stageOption(world, s.stage) }
    if (workspace.objects.get(list.id)!.attribute_ids.some((id) => workspace.attributes.get(id)!.slug === 'score'))
      given.score = s.score
    return given
  }
  switch (step.kind) {
    case 'add':
      if (memberId === undefined) addMember(workspace, clock, list, { parent_id: record!.id, attributes: values(step) })
      return
    case 'set':
      if (memberId !== undefined)
        updateMember(workspace, clock, list, workspace.lists.members.get(memberId)!, values(step))
      return
    case 'remove':
      if (memberId !== undefined) removeMember(workspace, clock, workspace.lists.members.get(memberId)!)
      return
    case 'rename':
      // A person's name is required: "no name" stands for a one-word name instead.
      updateRecord(workspace, clock, record!, { name: step.name ?? 'Plato' })
      return
    case 'options': {
      const attribute = findAttribute(workspace, list, 'stage')
      const kept = attribute.options.select_options
        .slice(step.shuffle % 2)
        .map((o, i) => ({ id: o.id, name: `${'ZYX'[(i + step.shuffle) % 3]}${o.name}` }))
      updateAttribute(workspace, attribute, { options: { select_options: [...kept, { name: `New ${step.shuffle}` }] } })
      return
    }
    case 'delete-record':
      deleteRecord(workspace, clock, record!)
      return
    case 'drop-score': {
      const attribute = workspace.objects
        .get(list.id)!
        .attribute_ids.map((id) => workspace.attributes.get(id)!)
        .find((a) => a.slug === 'score')
      if (attribute) deleteAttribute(workspace, clock, list, attribute)
      else addAttribute(workspace, clock, list, { name: 'Score', slug: 'score', type: 'number' })
    }
  }
}

/** A full sort of the members, as the kept orders must answer it: no value last, ties by id in the direction. */
function fullSort(workspace: Workspace, list: ObjectDef, field: string, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'desc' ? -1 : 1
  const keyed = [...workspace.lists.byList.get(list.id)!.values()].map((id) => ({
    id,
    key: memberSortKey(workspace, workspace.lists.members.get(id)!, field),
  }))
  keyed.sort((a, b) => {
    const byKey = compareSortKeys(a.key, b.key)
    if (byKey !== 0) return a.key === null || b.key === null ? byKey : sign * byKey
    return sign * compareIds(a.id, b.id)
  })
  return keyed.map((k) => k.id)
}

describe('sorted member pages', () => {
  it('always equal a full sort of the members, whatever the writes in between', () => {
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 40 }),
        fc.nat({ max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (commands, offset, limit) => {
          const world = createWorld()
          for (const step of commands) {
            run(world, step)
            const { workspace, list, person } = world
            const fields = [
              ...workspace.objects.get(list.id)!.attribute_ids,
              findAttribute(workspace, person, 'name').id,
              'created_at',
              'updated_at',
            ]
            for (const field of fields) {
              for (const direction of ['asc', 'desc'] as const) {
                const expected = fullSort(workspace, list, field, direction)
                const page = listMembers(workspace, list, {
                  attributes: 'none',
                  sort: { attribute: field, direction },
                  offset,
                  limit,
                })
                expect(page.data.map((m) => m.id)).toEqual(expected.slice(offset, offset + limit))
                expect(page.total).toBe(expected.length)
              }
            }
          }
        },
      ),
      { numRuns: 150, seed: 7 },
    )
  })
})
