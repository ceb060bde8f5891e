import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject, deleteObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import type { Workspace } from '../model.js'
import { buildNameIndex, buildNameIndexSome, forgetNameIndex, matchNames } from './matching.js'

/** The index's maps as sorted [key, sorted ids] pairs, and its size. */
function contents(workspace: Workspace) {
  const index = buildNameIndex(workspace)
  const entries = (map: Map<string, string | Set<string>>) =>
    [...map].map(([key, ids]) => [key, typeof ids === 'string' ? [ids] : [...ids].sort()]).sort()
  return {
    full: entries(index.full),
    partial: entries(index.partial),
    addresses: entries(index.addresses),
    size: index.size,
  }
}

/** What the kept index holds, then what one built afresh from the records holds. */
function keptAndFresh(workspace: Workspace) {
  const kept = contents(workspace)
  forgetNameIndex(workspace)
  return { kept, fresh: contents(workspace) }
}

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const object = (slug: string) => workspace.objects.get(workspace.objectIdsBySlug.get(slug)!)!
  let n = 0
  // Names and addresses made unique across runs on one workspace.
  const unique = () => n++
  return { clock, workspace, person: object('person'), company: object('company'), unique }
}

const NAMES = ['Ada Lovelace', 'Ada Byron', 'Grace Hopper', 'grace', 'Émile Zola', ''] as const
const ADDRESSES = [['ada@acme.io'], ['ADA@Acme.io', 'ada@byron.org'], [], null] as const

/** Runs the operations; `between` is called before the first and after each. Answers the ids of the records left. */
function run(
  { clock, workspace, person, company, unique }: ReturnType<typeof setup>,
  operations: Operation[],
  between: () => void,
): string[] {
  const ids: string[] = []
  between()
  for (const op of operations) {
    const target = 'pick' in op && ids.length > 0 ? workspace.records.get(ids[op.pick % ids.length]!) : undefined
    if (op.kind === 'create') {
      const name = op.name || `Unnamed ${unique()}`
      const addresses = op.addresses?.map((a) => a.replace('@', `${unique()}@`)) ?? null
      const record = op.person
        ? createRecord(workspace, clock, person, { name, email_addresses: addresses })
        : createRecord(workspace, clock, company, {
            name,
            domains: addresses?.map(() => `example${unique()}.com`) ?? null,
          })
      ids.push(record.id)
    } else if (op.kind === 'update' && target) {
      const input: Record<string, unknown> = {}
      if (op.name) input.name = op.name
      if (op.addresses !== null && target.object_id === person.id)
        input.email_addresses = op.addresses?.map((a) => a.replace('@', `${unique()}@`)) ?? null
      updateRecord(workspace, clock, target, input)
    } else if (op.kind === 'delete' && target) {
      deleteRecord(workspace, clock, target)
      ids.splice(ids.indexOf(target.id), 1)
    }
    between()
  }
  return ids
}

const operation = fc.oneof(
  fc.record({
    kind: fc.constantFrom('create' as const),
    person: fc.boolean(),
    name: fc.constantFrom(...NAMES),
    addresses: fc.constantFrom(...ADDRESSES),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    name: fc.option(fc.constantFrom(...NAMES)),
    addresses: fc.option(fc.constantFrom(...ADDRESSES)),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

describe('the name index kept by writes', () => {
  it('holds what one built afresh holds, whatever records were created, updated and deleted', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 40 }), (operations) => {
        const parts = setup()
        matchNames(parts.workspace, 'Who is Ada?') // the first question makes the index; writes keep it from there on
        const ids = run(parts, operations, () => {})
        const { kept, fresh } = keptAndFresh(parts.workspace)
        expect(kept).toEqual(fresh)
        expect(kept.size).toBe(ids.length)
      }),
      { numRuns: 100 },
    )
  })

  it('holds what one built afresh holds when writes come between the slices of its build', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { minLength: 1, maxLength: 20 }),
        fc.array(operation, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 3 }),
        (before, during, slice) => {
          const parts = setup()
          // No index while nothing asks: records written before the build are found by it.
          run(parts, before, () => {})
          let done = false
          const ids = run(parts, during, () => void (done ||= buildNameIndexSome(parts.workspace, slice)))
          buildNameIndexSome(parts.workspace, Infinity)
          const { kept, fresh } = keptAndFresh(parts.workspace)
          expect(kept).toEqual(fresh)
          expect(kept.size).toBe(parts.workspace.records.size)
          expect(ids.every((id) => parts.workspace.records.has(id))).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('is not made by writes: the first question builds it', () => {
    const parts = setup()
    const ada = createRecord(parts.workspace, parts.clock, parts.person, { name: 'Ada Lovelace' })
    expect(buildNameIndexSome(parts.workspace, 0)).toBe(false)
    forgetNameIndex(parts.workspace)
    expect(matchNames(parts.workspace, 'Who is Ada Lovelace?').matches.map((m) => m.id)).toEqual([ada.id])
  })

  it('reads a select name anew after its option is renamed, and forgets a deleted object’s records', () => {
    const { clock, workspace, person } = setup()
    const team = createObject(workspace, clock, { name: 'Team', slug: 'team', type: 'custom' }, [
      { name: 'Name', slug: 'name', type: 'select', options: { select_options: [{ name: 'Red Squad' }] } },
    ])
    const name = findAttribute(workspace, team, 'name')
    const option = name.options.select_options[0]!
    const red = createRecord(workspace, clock, team, { name: option.id })
    createRecord(workspace, clock, person, { name: 'Ada Lovelace' })
    expect(matchNames(workspace, 'red squad').matches.map((m) => m.id)).toEqual([red.id])
    updateAttribute(workspace, name, { options: { select_options: [{ id: option.id, name: 'Blue Squad' }] } })
    expect(matchNames(workspace, 'red squad').matches).toEqual([])
    expect(matchNames(workspace, 'blue squad').matches.map((m) => m.id)).toEqual([red.id])
    deleteObject(workspace, clock, team)
    expect(matchNames(workspace, 'blue squad').matches).toEqual([])
    expect(matchNames(workspace, 'x').searched).toBe(1)
    const { kept, fresh } = keptAndFresh(workspace)
    expect(kept).toEqual(fresh)
  })
})
