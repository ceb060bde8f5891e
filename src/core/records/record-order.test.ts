import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import type { ObjectDef, RecordRow, Workspace } from '../model.js'
import { addAttribute, deleteAttribute, findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject, deleteObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { createRecord, deleteRecord, listRecords, sortRecords, updateRecord } from './records.js'

// Few distinct values per attribute, so equal keys (and ties broken by id) are common; `null`,
// blank text and [] clear a value.
const VALUES = {
  title: ['ada', 'Ada', 'bob', 'Zed', ' ', null],
  score: [-1, 0, 2.5, 100, null],
  person: ['Ada Lovelace', 'ada lovelace', 'Charles Babbage', { first_name: '', last_name: 'Lovelace' }, 'Cher', null],
  // The nth option of the moment (options are renamed and replaced along the way), by name or by id.
  stage: [0, 1, 2, 3, null],
  due: ['2026-01-01', '2025-12-31', '0099-06-01', null],
  tags: [['b', 'a'], ['a'], ['A', 'c'], [], null],
  flag: [true, false, null],
  amount: [10, { amount: 5, currency_code: 'EUR' }, -3, null],
} as const
type Slug = keyof typeof VALUES
const SLUGS = Object.keys(VALUES) as Slug[]
const FIELDS = [...SLUGS, 'created_at', 'updated_at'] as const

function createDeals(): { workspace: Workspace; clock: ReturnType<typeof createClock>; deal: ObjectDef } {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const deal = createObject(workspace, clock, { name: 'Deal', slug: 'deal', type: 'deal' }, [
    { name: 'Title', slug: 'title', type: 'text' },
    { name: 'Score', slug: 'score', type: 'number' },
    { name: 'Person', slug: 'person', type: 'full_name' },
    {
      name: 'Stage',
      slug: 'stage',
      type: 'select',
      options: { select_options: [{ name: 'Lead' }, { name: 'Won' }, { name: 'Lost' }] },
    },
    { name: 'Due', slug: 'due', type: 'date' },
    { name: 'Tags', slug: 'tags', type: 'text', options: { is_multi_value: true } },
    { name: 'Flag', slug: 'flag', type: 'boolean' },
    { name: 'Amount', slug: 'amount', type: 'currency' },
  ])
  return { workspace, clock, deal }
}

/** The API input of generated values: a stage number becomes an option of the moment, even ones by name (in another case), odd ones by id. */
function input(workspace: Workspace, deal: ObjectDef, values: Partial<Record<Slug, unknown>>): Record<string, unknown> {
  const { stage, ...rest } = values
  if (typeof stage !== 'number') return stage === undefined ? rest : { ...rest, stage }
  const options = findAttribute(workspace, deal, 'stage').options.select_options
  const option = options[stage % options.length]!
  return { ...rest, stage: stage % 2 === 0 ? option.name.toUpperCase() : option.id }
}

const recordsOf = (workspace: Workspace, object: ObjectDef): RecordRow[] =>
  [...workspace.recordIdsByObject.get(object.id)!].map((id) => workspace.records.get(id)!)

/** Asserts that a listed page equals the same page of a full sort by the reference `sortRecords`. */
function expectPageMatchesFullSort(
  workspace: Workspace,
  object: ObjectDef,
  sort: { attribute: string; direction: 'asc' | 'desc' },
  offset: number,
  limit: number,
): void {
  const all = sortRecords(workspace, object, recordsOf(workspace, object), sort).map((r) => r.id)
  const page = listRecords(workspace, object, { attributes: 'none', sort, offset, limit })
  expect(page.data.map((r) => r.id)).toEqual(all.slice(offset, offset + limit))
  expect(page.total).toBe(all.length)
  expect(page.has_more).toBe(offset + page.data.length < all.length)
}

describe('record order indexes', () => {
  it('list pages equal a full sort after any sequence of creates, updates, deletes and option renames', () => {
    const values = fc.record(
      Object.fromEntries(SLUGS.map((slug) => [slug, fc.constantFrom(...VALUES[slug])])) as {
        [S in Slug]: fc.Arbitrary<(typeof VALUES)[S][number]>
      },
      {
        requiredKeys: [],
      },
    )
    const operation = fc.oneof(
      { arbitrary: fc.record({ create: values }), weight: 6 },
      { arbitrary: fc.record({ update: fc.nat(), values }), weight: 5 },
      { arbitrary: fc.record({ remove: fc.nat() }), weight: 2 },
      { arbitrary: fc.record({ advance: fc.constantFrom(0, 1000) }), weight: 2 },
      { arbitrary: fc.record({ renameStage: fc.constantFrom('Aardvark', 'Zebra', 'lead') }), weight: 1 },
      { arbitrary: fc.record({ replaceStage: fc.constantFrom('Won', 'Lost') }), weight: 1 },
      {
        arbitrary: fc.record({
          list: fc.constantFrom(...FIELDS),
          byId: fc.boolean(),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
          offset: fc.nat(40),
          limit: fc.integer({ min: 1, max: 30 }),
        }),
        weight: 3,
      },
    )
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 120, size: 'max' }), (operations) => {
        const { workspace, clock, deal } = createDeals()
        const nth = (n: number) => {
          const records = recordsOf(workspace, deal)
          return records.length === 0 ? undefined : records[n % records.length]
        }
        for (const op of operations) {
          if ('create' in op) createRecord(workspace, clock, deal, input(workspace, deal, op.create))
          else if ('update' in op) {
            const record = nth(op.update)
            if (record) updateRecord(workspace, clock, record, input(workspace, deal, op.values))
          } else if ('remove' in op) {
            const record = nth(op.remove)
            if (record) deleteRecord(workspace, clock, record)
          } else if ('advance' in op) clock.advance(op.advance)
          else if ('renameStage' in op) {
            const stage = findAttribute(workspace, deal, 'stage')
            const [first, ...rest] = stage.options.select_options
            if (first)
              updateAttribute(workspace, stage, {
                options: { select_options: [{ id: first.id, name: op.renameStage }, ...rest] },
              })
          } else if ('replaceStage' in op) {
            const stage = findAttribute(workspace, deal, 'stage')
            // Replaced by a new option of the same name: records holding the old one lose their value.
            const kept = stage.options.select_options.filter((o) => o.name !== op.replaceStage)
            updateAttribute(workspace, stage, { options: { select_options: [...kept, { name: op.replaceStage }] } })
          } else {
            const attribute =
              op.byId && op.list !== 'created_at' && op.list !== 'updated_at'
                ? findAttribute(workspace, deal, op.list).id
                : op.list
            expectPageMatchesFullSort(workspace, deal, { attribute, direction: op.direction }, op.offset, op.limit)
          }
        }
        for (const field of FIELDS) {
          for (const direction of ['asc', 'desc'] as const)
            expectPageMatchesFullSort(workspace, deal, { attribute: field, direction }, 0, 500)
        }
      }),
      { numRuns: 150 },
    )
  })

  it("keeps the created_at order from the first record, builds an attribute's on the first list sorted by it and keeps it, by attribute id, for later writes", () => {
    const { workspace, clock, deal } = createDeals()
    const ada = createRecord(workspace, clock, deal, { title: 'ada' })
    expect([...workspace.orderIndexes.get(deal.id)!.keys()]).toEqual(['created_at'])
    listRecords(workspace, deal, { sort: { attribute: 'title' } })
    const title = findAttribute(workspace, deal, 'title')
    expect([...workspace.orderIndexes.get(deal.id)!.keys()]).toEqual(['created_at', title.id])
    const bob = createRecord(workspace, clock, deal, { title: 'Aaron' })
    updateRecord(workspace, clock, ada, { title: null })
    expect(
      listRecords(workspace, deal, { sort: { attribute: title.id }, attributes: 'none' }).data.map((r) => r.id),
    ).toEqual([bob.id, ada.id])
  })

  it('forgets the order of a deleted attribute, so a new attribute with its slug starts with no values', () => {
    const { workspace, clock, deal } = createDeals()
    const first = createRecord(workspace, clock, deal, { title: 'Zed' })
    const second = createRecord(workspace, clock, deal, { title: 'ada' })
    expect(
      listRecords(workspace, deal, { sort: { attribute: 'title' }, attributes: 'none' }).data.map((r) => r.id),
    ).toEqual([second.id, first.id])
    const old = findAttribute(workspace, deal, 'title')
    deleteAttribute(workspace, clock, deal, old)
    expect(workspace.orderIndexes.get(deal.id)!.has(old.id)).toBe(false)
    addAttribute(workspace, clock, deal, { name: 'Title', slug: 'title', type: 'text' })
    // Nobody has a value, so the order is by id: in both directions the id tiebreak follows the direction.
    expect(
      listRecords(workspace, deal, { sort: { attribute: 'title', direction: 'desc' }, attributes: 'none' }).data.map(
        (r) => r.id,
      ),
    ).toEqual([second.id, first.id])
  })

  it('follows a select option rename, which changes the key its records sort by', () => {
    const { workspace, clock, deal } = createDeals()
    const lead = createRecord(workspace, clock, deal, { stage: 'Lead' })
    const won = createRecord(workspace, clock, deal, { stage: 'Won' })
    expect(
      listRecords(workspace, deal, { sort: { attribute: 'stage' }, attributes: 'none' }).data.map((r) => r.id),
    ).toEqual([lead.id, won.id])
    const stage = findAttribute(workspace, deal, 'stage')
    updateAttribute(workspace, stage, {
      options: {
        select_options: stage.options.select_options.map((o) => (o.name === 'Lead' ? { id: o.id, name: 'Zebra' } : o)),
      },
    })
    expect(
      listRecords(workspace, deal, { sort: { attribute: 'stage' }, attributes: 'none' }).data.map((r) => r.id),
    ).toEqual([won.id, lead.id])
  })

  it('drops every order of a deleted object', () => {
    const { workspace, clock, deal } = createDeals()
    createRecord(workspace, clock, deal, { title: 'ada' })
    listRecords(workspace, deal, { sort: { attribute: 'title' } })
    listRecords(workspace, deal, {})
    expect(workspace.orderIndexes.get(deal.id)!.size).toBe(2)
    deleteObject(workspace, clock, deal)
    expect(workspace.orderIndexes.has(deal.id)).toBe(false)
  })
})
