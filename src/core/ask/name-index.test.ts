import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject, deleteObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import type { Workspace } from '../model.js'
import { buildNameIndex, forgetNameIndex, matchNames } from './matching.js'

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
  return { clock, workspace, person: object('person'), company: object('company') }
}

const NAMES = ['Ada Lovelace', 'Ada Byron', 'Grace Hopper', 'grace', 'Émile Zola', ''] as const
const ADDRESSES = [['ada@acme.io'], ['ADA@Acme.io', 'ada@byron.org'], [], null] as const

describe('the name index kept by writes', () => {
  it('holds what one built afresh holds, whatever records were created, updated and deleted', () => {
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
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 40 }), (operations) => {
        const { clock, workspace, person, company } = setup()
        matchNames(workspace, 'Who is Ada?') // the index exists from here on
        const ids: string[] = []
        let n = 0
        for (const op of operations) {
          const target = 'pick' in op && ids.length > 0 ? workspace.records.get(ids[op.pick % ids.length]!) : undefined
          if (op.kind === 'create') {
            const name = op.name || `Unnamed ${n++}`
            const addresses = op.addresses?.map((a) => a.replace('@', `${n++}@`)) ?? null
            const record = op.person
              ? createRecord(workspace, clock, person, { name, email_addresses: addresses })
              : createRecord(workspace, clock, company, {
                  name,
                  domains: addresses?.map(() => `example${n++}.com`) ?? null,
                })
            ids.push(record.id)
          } else if (op.kind === 'update' && target) {
            const input: Record<string, unknown> = {}
            if (op.name) input.name = op.name
            if (op.addresses !== null && target.object_id === person.id)
              input.email_addresses = op.addresses?.map((a) => a.replace('@', `${n++}@`)) ?? null
            updateRecord(workspace, clock, target, input)
          } else if (op.kind === 'delete' && target) {
            deleteRecord(workspace, clock, target)
            ids.splice(ids.indexOf(target.id), 1)
          }
        }
        const { kept, fresh } = keptAndFresh(workspace)
        expect(kept).toEqual(fresh)
        expect(kept.size).toBe(ids.length)
      }),
      { numRuns: 100 },
    )
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
