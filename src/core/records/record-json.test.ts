import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import type { ObjectDef, Workspace } from '../model.js'
import { addAttribute, deleteAttribute, findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import {
  isCheckedRecordJson,
  markRecordJsonChecked,
  recordJson,
  recordJsonPart,
  writtenRecordJson,
} from './record-json.js'
import { createRecord, deleteRecord, listRecords, listRecordsJson, presentRecord, updateRecord } from './records.js'

function createDeals() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const deal = createObject(workspace, clock, { name: 'Deal', slug: 'deal', type: 'deal' }, [
    { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
    { name: 'Title', slug: 'title', type: 'text' },
    { name: 'Stage', slug: 'stage', type: 'select', options: { select_options: [{ name: 'Lead' }, { name: 'Won' }] } },
    { name: 'Tags', slug: 'tags', type: 'text', options: { is_multi_value: true } },
  ])
  return { workspace, clock, deal }
}

/** Every record's cached form equals a fresh serialization, and so does every page. */
function expectFresh(workspace: Workspace, deal: ObjectDef): void {
  for (const id of workspace.recordIdsByObject.get(deal.id)!) {
    const record = workspace.records.get(id)!
    expect(recordJson(workspace, record)).toBe(JSON.stringify(presentRecord(workspace, record)))
  }
  for (const query of [
    {},
    { limit: 3, offset: 1 },
    { sort: { attribute: 'title', direction: 'desc' as const } },
    { attributes: 'primary' as const },
  ]) {
    expect(listRecordsJson(workspace, deal, query).json).toBe(JSON.stringify(listRecords(workspace, deal, query)))
  }
}

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    title: fc.constantFrom('Alpha', 'beta', 'Gamma', null),
    tags: fc.constantFrom(['a'], ['b', 'c'], null),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    title: fc.constantFrom('Alpha', 'Delta', null),
    stage: fc.constantFrom(0, 1, null),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('add-attribute' as const) }),
  fc.record({ kind: fc.constant('rename-option' as const), name: fc.constantFrom('Prospect', 'Closed', 'Lead') }),
  fc.record({ kind: fc.constant('drop-attribute' as const) }),
  fc.record({ kind: fc.constant('tick' as const) }),
)

describe('the cached serialized form of records', () => {
  it('always equals a fresh serialization, whatever writes and schema changes happened in between', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 60, size: 'max' }), (operations) => {
        const { workspace, clock, deal } = createDeals()
        let extra = 0
        for (const op of operations) {
          const ids = [...workspace.recordIdsByObject.get(deal.id)!]
          const target = 'pick' in op && ids.length > 0 ? workspace.records.get(ids[op.pick % ids.length]!) : undefined
          if (op.kind === 'create')
            createRecord(workspace, clock, deal, { name: `Deal ${ids.length}`, title: op.title, tags: op.tags })
          else if (op.kind === 'update' && target) {
            const options = findAttribute(workspace, deal, 'stage').options.select_options
            updateRecord(workspace, clock, target, {
              title: op.title,
              stage: op.stage === null ? null : options[op.stage]!.id,
            })
          } else if (op.kind === 'delete' && target) deleteRecord(workspace, clock, target)
          else if (op.kind === 'add-attribute')
            addAttribute(workspace, clock, deal, { name: `Extra ${extra}`, slug: `extra_${extra++}`, type: 'number' })
          else if (op.kind === 'rename-option') {
            const stage = findAttribute(workspace, deal, 'stage')
            const [first, ...rest] = stage.options.select_options
            updateAttribute(workspace, stage, {
              options: {
                select_options: [
                  { id: first!.id, name: op.name === rest[0]?.name ? `${op.name} 2` : op.name },
                  ...rest,
                ],
              },
            })
          } else if (op.kind === 'drop-attribute' && extra > 0) {
            const last = findAttribute(workspace, deal, `extra_${extra - 1}`)
            if (workspace.attributes.has(last.id)) deleteAttribute(workspace, clock, deal, last)
            extra--
          } else if (op.kind === 'tick') clock.advance('1s')
          // Reading fills the cache between writes, so a write that forgets to drop an entry shows.
          expectFresh(workspace, deal)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('answers a write without caching it: only reads fill the cache', () => {
    const { workspace, clock, deal } = createDeals()
    const record = createRecord(workspace, clock, deal, { name: 'Deal 1', title: 'Alpha' })
    const fresh = JSON.stringify(presentRecord(workspace, record))
    expect(writtenRecordJson(workspace, record)).toBe(fresh)
    expect(workspace.recordJson.size).toBe(0)
    expect(recordJson(workspace, record)).toBe(fresh)
    expect(workspace.recordJson.get(record.id)).toBe(fresh)
    updateRecord(workspace, clock, record, { title: 'Beta' })
    expect(writtenRecordJson(workspace, record)).toBe(JSON.stringify(presentRecord(workspace, record)))
    expect(workspace.recordJson.size).toBe(0)
  })

  it('drops the mark of a checked form with the form, and vouches only for the very string checked', () => {
    const { workspace, clock, deal } = createDeals()
    const [a, b] = ['A', 'B'].map((name) => createRecord(workspace, clock, deal, { name }))
    const formA = recordJsonPart(workspace, a!)
    markRecordJsonChecked(workspace, formA)
    expect(isCheckedRecordJson(workspace, formA)).toBe(true)
    expect(isCheckedRecordJson(workspace, { id: a!.id, json: formA.json.replace('"A"', '"C"') })).toBe(false)
    expect(isCheckedRecordJson(createDeals().workspace, formA)).toBe(false)

    // A write to the record drops its mark, even for the string that was checked.
    updateRecord(workspace, clock, a!, { title: 'Alpha' })
    expect(isCheckedRecordJson(workspace, formA)).toBe(false)

    // A change to the object's attributes drops the marks of all its records.
    const forms = [a!, b!].map((record) => recordJsonPart(workspace, record))
    for (const form of forms) markRecordJsonChecked(workspace, form)
    addAttribute(workspace, clock, deal, { name: 'Amount', slug: 'amount', type: 'number' })
    expect(forms.map((form) => isCheckedRecordJson(workspace, form))).toEqual([false, false])
  })
})
