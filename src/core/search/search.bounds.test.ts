import { beforeAll, describe, expect, it } from 'vitest'
import { cpuFloor, cpuMs } from '../../../test/support/cpu.js'
import { createClock } from '../clock.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { WORKSPACE_LIMITS } from '../limits.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { addAttribute, findAttribute } from '../schema/attributes.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { SEARCH_BOUNDS, SEARCH_LIMITS, searchRecords } from './search.js'
import {
  BUILD_SLICE,
  buildSome,
  createSearchState,
  reindexAttribute,
  startBuild,
  unindexAttribute,
  unindexObject,
  unindexRecord,
} from './search-index.js'

// Search at the largest workspace (200,000 records), with time bounds: in the `bounds` test
// project, which runs after the others, one file at a time (vitest.config.ts). Every bound is the
// least CPU time of runs spaced apart (test/support/cpu.ts); the aim is ~15 ms, the bound 50 ms.

const RECORDS = WORKSPACE_LIMITS.records
const BOUND = 50

const SYLLABLES = [
  'ba',
  'ca',
  'da',
  'fe',
  'ga',
  'hi',
  'jo',
  'ka',
  'lu',
  'ma',
  'ne',
  'po',
  'ra',
  'si',
  'ta',
  'vo',
  'wi',
  'ze',
  'an',
  'el',
]
/** A made-up word of `parts` syllables, the n-th of its kind. */
function word(n: number, parts: number): string {
  let text = ''
  for (let part = 0; part < parts; part++, n = Math.floor(n / SYLLABLES.length)) text += SYLLABLES[n % SYLLABLES.length]
  return text
}
const TITLES = [
  'Senior Software Engineer',
  'Product Manager',
  'Account Executive',
  'Chief Financial Officer',
  'Data Analyst',
  'Head of Sales',
  'Marketing Lead',
]

interface Fixture {
  workspace: Workspace
  person: ObjectDef
  tier: AttributeDef
  nickname: AttributeDef
  /** CPU ms of each slice of the index's first build. */
  slices: number[]
}

/**
 * 200,000 people, put in the workspace directly (createRecord's timeline and checks would take
 * a minute): 400 first names, 3,000 last names, an e-mail address each (its local part ends in the
 * person's number: 200,000 distinct terms), 7 job titles, 300 cities in CA, US, a nickname, and a
 * select `tier` of 3 options that every record holds. Then the index, built as a first search
 * builds it: in slices.
 */
function buildFixture(): Fixture {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const tier = addAttribute(workspace, clock, person, {
    name: 'Tier',
    slug: 'tier',
    type: 'select',
    options: { select_options: [{ name: 'Gold' }, { name: 'Silver' }, { name: 'Bronze' }] },
  })
  const nickname = addAttribute(workspace, clock, person, { name: 'Nickname', slug: 'nickname', type: 'text' })
  const id = (slug: string) => findAttribute(workspace, person, slug).id
  const [name, email, title, location] = ['name', 'email_addresses', 'job_title', 'location'].map(id)
  const ids = workspace.recordIdsByObject.get(person.id)!
  for (let i = 0; i < RECORDS - 10; i++) {
    const first = word(i % 400, 2)
    const last = word((i * 7919) % 3000, 3)
    const values = new Map<string, unknown>([
      [
        name!,
        { first_name: first[0]!.toUpperCase() + first.slice(1), last_name: last[0]!.toUpperCase() + last.slice(1) },
      ],
      [email!, [`${first}.${last}${i}@${word(i % 500, 2)}.com`]],
      [title!, TITLES[i % TITLES.length]!],
      [location!, { street: null, city: word(i % 300, 3), region: 'CA', postal_code: null, country: 'US' }],
      [nickname.id, `${first}${last.slice(0, 2)}`],
      [tier.id, tier.options.select_options[i % 3]!.id],
    ])
    const record: RecordRow = {
      id: workspace.ids.next(),
      object_id: person.id,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      values,
    }
    workspace.records.set(record.id, record)
    ids.add(record.id)
  }
  return { workspace, person, tier, nickname, slices: buildInSlices(workspace) }
}

/** Builds the workspace's index afresh, slice by slice as a first search does; answers each slice's CPU ms. */
function buildInSlices(workspace: Workspace): number[] {
  workspace.search = createSearchState()
  startBuild(workspace)
  const slices: number[] = []
  let done = false
  while (!done) {
    const started = cpuMs()
    done = buildSome(workspace, BUILD_SLICE)
    slices.push(cpuMs() - started)
  }
  return slices
}

const fill = (unit: string, size = SEARCH_LIMITS.maxQuery) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

let f: Fixture
beforeAll(() => {
  f = buildFixture()
}, 120_000)

describe('the index of the largest workspace', () => {
  it('is built by the first search in slices of under 50 ms of CPU each (least of five builds)', () => {
    expect(f.workspace.records.size).toBe(RECORDS - 10)
    // Several builds, as sliceFloors takes three runs (decision 0032): the builds allocate alike, so
    // a collection tends to land in the same slice of two of them. Three were not enough here: the
    // median slice is 4 ms, but a few slices took 31-51 ms in one build and 33 in another (a
    // collection of this 200,000-record heap), and one full run found all three over 50.
    const builds = [f.slices, ...Array.from({ length: 4 }, () => buildInSlices(f.workspace))]
    for (const build of builds) expect(build).toHaveLength(f.slices.length)
    const floors = f.slices.map((_, i) => Math.min(...builds.map((build) => build[i]!)))
    expect(floors.length).toBeGreaterThan(50)
    expect(Math.max(...floors)).toBeLessThan(BOUND)
  })
})

describe('searching the largest workspace', () => {
  const queries: Array<[string, string, (results: ReturnType<typeof searchRecords>['results']) => void]> = [
    ['500 characters of one letter', fill('a'), (results) => expect(results).toEqual({})],
    ['the prefix "a"', 'a', (results) => expect(results.person).toHaveLength(20)],
    [
      '500 characters of one-letter words',
      fill(`${[...LETTERS].join(' ')} `),
      (results) => expect(results.person).toHaveLength(20),
    ],
    [
      '500 characters of distinct two-letter words',
      fill([...LETTERS].flatMap((x) => [...LETTERS].map((y) => x + y)).join(' ')),
      (results) => expect(results.person).toHaveLength(20),
    ],
    [
      'words every record holds',
      fill('us ca com gold silver bronze '),
      (results) => expect(results.person).toHaveLength(20),
    ],
    [
      'one word every record holds',
      'us',
      (results) => expect(results.person!.map((hit) => hit.matched_value)).toContain(`${word(0, 3)}, CA, US`),
    ],
    [
      'long words with typos',
      fill('sofware enginear managr exectuive analist '),
      (results) => expect(results.person![0]!.primary_value).toMatch(/ /),
    ],
    [
      '500 characters of distinct long words',
      fill(Array.from({ length: 60 }, (_, i) => `${LETTERS.slice(i % 17, (i % 17) + 9)} `).join('')),
      () => {},
    ],
    ['punctuation', fill('.,;:!?-()[]{}@#%&*/\\\'"_'), (results) => expect(results).toEqual({})],
    ['digits', fill('1 2 3 4 5 6 7 8 9 0 '), () => {}],
    ['a full name', 'Baba Bababa', (results) => expect(results.person![0]!.primary_value).toBe('Baba Bababa')],
  ]

  it.each(queries)('answers %s in under 50 ms of CPU', async (_name, query, check) => {
    const { ms, result } = await cpuFloor(() => searchRecords(f.workspace, query))
    check(result.results)
    expect(ms).toBeLessThan(BOUND)
  })

  it('answers a word held by every record from its first-indexed values when the budget runs out, saying so in README', () => {
    // 'us' is in every location (200,000 values): more than a search scores.
    expect(RECORDS).toBeGreaterThan(SEARCH_BOUNDS.postings)
    const hits = searchRecords(f.workspace, 'us').results.person!
    expect(hits).toHaveLength(20)
    for (const hit of hits)
      expect(Number(hit.id)).toBeLessThan(Number([...f.workspace.records.keys()][SEARCH_BOUNDS.postings]))
  })
})

describe('writing to the largest workspace keeps the index in step within bounds', () => {
  it('creates, renames and deletes a record, and searches right after each, in under 50 ms of CPU each', async () => {
    const clock = createClock({ mode: 'manual' })
    const { workspace, person } = f
    let n = 0
    const created = await cpuFloor(() =>
      createRecord(workspace, clock, person, {
        name: `Grace Hopper${n}`,
        email_addresses: [`grace${n++}@navy.mil`],
        job_title: 'Rear Admiral',
      }),
    )
    expect(created.ms).toBeLessThan(BOUND)
    expect(searchRecords(workspace, 'hopper4').results.person![0]!.id).toBe(created.result.id)
    const renamed = await cpuFloor(() =>
      updateRecord(workspace, clock, created.result, { name: `Grace Brewster Hopper${n++}` }),
    )
    expect(renamed.ms).toBeLessThan(BOUND)
    expect(searchRecords(workspace, `hopper${n - 1}`).results.person![0]!.primary_value).toBe(
      `Grace Brewster Hopper${n - 1}`,
    )
    const searched = await cpuFloor(() => {
      updateRecord(workspace, clock, created.result, { job_title: `Admiral ${n++}` })
      return searchRecords(workspace, 'admiral')
    })
    expect(searched.ms).toBeLessThan(BOUND)
    const victims = [...workspace.recordIdsByObject.get(person.id)!]
      .slice(1000, 1005)
      .map((id) => workspace.records.get(id)!)
    const deleted = await cpuFloor(() => deleteRecord(workspace, clock, victims.pop()!))
    expect(deleted.ms).toBeLessThan(BOUND)
  })

  it('renames a select option that 200,000 records hold in under 50 ms of CPU (one shared document), and finds them by the new name', async () => {
    const { workspace, tier } = f
    const gold = tier.options.select_options[0]!
    let n = 0
    const { ms } = await cpuFloor(() => {
      gold.name = `Platinum${++n}`
      reindexAttribute(workspace, tier)
    })
    expect(ms).toBeLessThan(BOUND)
    const hits = searchRecords(workspace, `platinum${n}`).results.person!
    expect(hits.map((hit) => hit.matched_value)).toEqual(Array(20).fill(`Platinum${n}`))
    expect(searchRecords(workspace, 'gold').results).toEqual({})
  })

  it('forgets an attribute of 200,000 records in constant time, and searches stay within bounds while the sweep cleans up', async () => {
    const { workspace, person, nickname } = f
    const before = searchRecords(workspace, word(7, 2) + word((7 * 7919) % 3000, 3).slice(0, 2)).results.person!
    expect(before[0]!.matched_value).toBe(word(7, 2) + word((7 * 7919) % 3000, 3).slice(0, 2))
    const started = cpuMs()
    unindexAttribute(workspace, person, nickname.id)
    expect(cpuMs() - started).toBeLessThan(BOUND)
    workspace.attributes.delete(nickname.id)
    person.attribute_ids = person.attribute_ids.filter((id) => id !== nickname.id)
    const { ms, result } = await cpuFloor(() => searchRecords(workspace, `${before[0]!.matched_value} us`))
    expect(ms).toBeLessThan(BOUND)
    expect(result.results.person!.map((hit) => hit.matched_value)).not.toContain(before[0]!.matched_value)
  })

  it('lets go of an object of 200,000 records: its fields at once, then each record in constant time', async () => {
    const { workspace, person } = f
    const records = [...workspace.recordIdsByObject.get(person.id)!].map((id) => workspace.records.get(id)!)
    // As deleteObject does: the object and its records leave the workspace, then the cascade tells
    // the index of the object, then of each record (which finds its object gone: nothing to do).
    workspace.objects.delete(person.id)
    for (const record of records) workspace.records.delete(record.id)
    const started = cpuMs()
    unindexObject(workspace, person, records)
    expect(cpuMs() - started).toBeLessThan(BOUND)
    const each = await cpuFloor(() => {
      for (const record of records) unindexRecord(workspace, record)
    })
    expect(each.ms).toBeLessThan(BOUND)
    const { ms, result } = await cpuFloor(() => searchRecords(workspace, 'us gold a'))
    expect(ms).toBeLessThan(BOUND)
    expect(result.results).toEqual({})
  })
})
