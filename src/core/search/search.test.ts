import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import type { RecordRow, Workspace } from '../model.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { addAttribute, deleteAttribute, findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject, deleteObject, findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { searchRecords } from './search.js'
import { ensureSearchIndex } from './search-index.js'

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const add = (object: typeof person, values: Record<string, unknown>): RecordRow =>
    createRecord(workspace, clock, object, values)
  const ada = add(person, {
    name: 'Ada Lovelace',
    email_addresses: ['ada@analytical.io'],
    job_title: 'Mathematician',
    location: 'London, GB',
  })
  const adam = add(person, { name: 'Adam Smith', job_title: 'Economist', location: 'Kirkcaldy, GB' })
  const charles = add(person, {
    name: 'Charles Babbage',
    job_title: 'Engineer at Analytical Engines',
    location: 'London, GB',
  })
  const engines = add(company, { name: 'Analytical Engines', domains: ['analytical.io'], industries: ['tech'] })
  return { clock, workspace, person, company, ada, adam, charles, engines }
}

const ids = (workspace: Workspace, query: string, slug = 'person'): string[] =>
  (searchRecords(workspace, query).results[slug] ?? []).map((hit) => hit.id)

describe('searching records', () => {
  it('finds a record by a prefix of a word, and names the value that matched', () => {
    const s = setup()
    const { results, errored_search_types } = searchRecords(s.workspace, 'ada')
    expect(errored_search_types).toEqual([])
    expect(results.person!.map((hit) => hit.id)).toEqual([s.ada.id, s.adam.id])
    expect(results.person![0]).toEqual({
      id: s.ada.id,
      primary_value: 'Ada Lovelace',
      matched_value: expect.any(String),
      score: expect.any(Number),
      entity_definition_id: s.person.id,
    })
    expect(['Ada Lovelace', 'ada@analytical.io']).toContain(results.person![0]!.matched_value)
    expect(results.person![1]).toMatchObject({ primary_value: 'Adam Smith', matched_value: 'Adam Smith' })
  })

  it('ignores case and accents', () => {
    const s = setup()
    createRecord(s.workspace, s.clock, s.person, { name: 'José Núñez' })
    expect(ids(s.workspace, 'LOVELACE')).toEqual([s.ada.id])
    expect(searchRecords(s.workspace, 'jose nunez').results.person![0]!.primary_value).toBe('José Núñez')
    expect(searchRecords(s.workspace, 'JOSÉ').results.person![0]!.primary_value).toBe('José Núñez')
  })

  it('tolerates a typo in a longer word, not in a short one', () => {
    const s = setup()
    expect(ids(s.workspace, 'lovelase')).toEqual([s.ada.id])
    expect(ids(s.workspace, 'babage')).toEqual([s.charles.id])
    expect(searchRecords(s.workspace, 'adx').results).toEqual({})
  })

  it('groups hits by object slug, each group ranked on its own', () => {
    const s = setup()
    const { results } = searchRecords(s.workspace, 'analytical')
    expect(Object.keys(results)).toEqual(['person', 'company'])
    expect(results.company!.map((hit) => [hit.id, hit.primary_value, hit.entity_definition_id])).toEqual([
      [s.engines.id, 'Analytical Engines', s.company.id],
    ])
    // Charles matches in his job title and Ada in her e-mail address.
    expect(results.person!.map((hit) => hit.id).sort()).toEqual([s.ada.id, s.charles.id].sort())
  })

  it('ranks an exact full-name match above a partial one, and a match in more values higher', () => {
    const s = setup()
    createRecord(s.workspace, s.clock, s.person, { name: 'Ada Byron' })
    const hits = searchRecords(s.workspace, 'Ada Lovelace').results.person!
    expect(hits[0]).toMatchObject({ id: s.ada.id, matched_value: 'Ada Lovelace' })
    expect(hits.map((hit) => hit.primary_value)).toContain('Ada Byron')
    expect(hits[0]!.score).toBeGreaterThan(hits.find((hit) => hit.primary_value === 'Ada Byron')!.score)
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score)
    // Both live in London; Charles also matches "engine" in his title.
    expect(ids(s.workspace, 'london engine')[0]).toBe(s.charles.id)
  })

  it('answers at most 20 hits per object', () => {
    const s = setup()
    for (let i = 0; i < 25; i++) createRecord(s.workspace, s.clock, s.person, { name: `Grace Hopper${i}` })
    expect(ids(s.workspace, 'grace')).toHaveLength(20)
  })

  it('matches nothing for a query of punctuation only', () => {
    expect(searchRecords(setup().workspace, '!?.').results).toEqual({})
  })

  it('leaves booleans out: "true" is not a word anyone searches for', () => {
    const s = setup()
    addAttribute(s.workspace, s.clock, s.person, { name: 'VIP', slug: 'vip', type: 'boolean' })
    updateRecord(s.workspace, s.clock, s.ada, { vip: true })
    expect(searchRecords(s.workspace, 'true').results).toEqual({})
  })
})

describe('the search index', () => {
  it('is built on the first search and kept, not rebuilt per query', () => {
    const s = setup()
    expect(s.workspace.search.index).toBeUndefined()
    searchRecords(s.workspace, 'ada')
    const index = s.workspace.search.index
    expect(index).toBeDefined()
    createRecord(s.workspace, s.clock, s.person, { name: 'Grace Hopper' })
    searchRecords(s.workspace, 'grace')
    expect(s.workspace.search.index).toBe(index)
  })

  it('follows a renamed record at once: the new name matches, the old one no longer', () => {
    const s = setup()
    searchRecords(s.workspace, 'ada')
    updateRecord(s.workspace, s.clock, s.ada, { name: 'Augusta King' })
    expect(ids(s.workspace, 'lovelace')).toEqual([])
    expect(searchRecords(s.workspace, 'augusta').results.person).toEqual([
      expect.objectContaining({ id: s.ada.id, primary_value: 'Augusta King', matched_value: 'Augusta King' }),
    ])
    // Her other values were left alone and still match.
    expect(ids(s.workspace, 'mathematician')).toEqual([s.ada.id])
  })

  it('drops a cleared value, a deleted record and a deleted object', () => {
    const s = setup()
    searchRecords(s.workspace, 'ada')
    updateRecord(s.workspace, s.clock, s.charles, { job_title: null })
    expect(ids(s.workspace, 'engineer')).toEqual([])
    deleteRecord(s.workspace, s.clock, s.adam)
    expect(ids(s.workspace, 'adam')).toEqual([])
    deleteObject(s.workspace, s.clock, s.company)
    expect(searchRecords(s.workspace, 'analytical').results.company).toBeUndefined()
  })

  it('drops the values of a deleted attribute', () => {
    const s = setup()
    searchRecords(s.workspace, 'ada')
    deleteAttribute(s.workspace, s.clock, s.person, findAttribute(s.workspace, s.person, 'job_title'))
    expect(ids(s.workspace, 'mathematician')).toEqual([])
    expect(ids(s.workspace, 'economist')).toEqual([])
    expect(ids(s.workspace, 'lovelace')).toEqual([s.ada.id])
  })

  it('reads a renamed select option by its new name', () => {
    const s = setup()
    searchRecords(s.workspace, 'ada')
    const industries = findAttribute(s.workspace, s.company, 'industries')
    updateAttribute(s.workspace, industries, {
      options: {
        select_options: industries.options.select_options.map((o) =>
          o.id === 'tech' ? { id: 'tech', name: 'Computing' } : o,
        ),
      },
    })
    expect(ids(s.workspace, 'technology', 'company')).toEqual([])
    expect(ids(s.workspace, 'computing', 'company')).toEqual([s.engines.id])
  })

  it('searches custom objects too', () => {
    const s = setup()
    const deal = createObject(s.workspace, s.clock, { name: 'Deal', slug: 'deal', type: 'deal' }, [
      { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
    ])
    const big = createRecord(s.workspace, s.clock, deal, { name: 'Analytical expansion' })
    const { results } = searchRecords(s.workspace, 'analytical')
    expect(Object.keys(results)).toEqual(['person', 'company', 'deal'])
    expect(results.deal).toEqual([
      expect.objectContaining({ id: big.id, primary_value: 'Analytical expansion', entity_definition_id: deal.id }),
    ])
  })

  it('answers as a fresh index would after any number of writes', () => {
    const s = setup()
    searchRecords(s.workspace, 'ada')
    for (let i = 0; i < 30; i++) {
      const record = createRecord(s.workspace, s.clock, s.person, {
        name: `Ada Number${i}`,
        job_title: i % 2 ? 'Engineer' : 'Analyst',
      })
      if (i % 3 === 0) updateRecord(s.workspace, s.clock, record, { job_title: 'Lead Engineer', location: 'Paris, FR' })
      if (i % 5 === 0) deleteRecord(s.workspace, s.clock, record)
    }
    const kept = ['ada', 'engineer', 'lead analyst', 'paris'].map((query) => searchRecords(s.workspace, query))
    s.workspace.search.index = undefined
    ensureSearchIndex(s.workspace)
    const fresh = ['ada', 'engineer', 'lead analyst', 'paris'].map((query) => searchRecords(s.workspace, query))
    expect(kept).toEqual(fresh)
  })
})
