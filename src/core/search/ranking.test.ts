import fc from 'fast-check'
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { createClock, type Clock } from '../clock.js'
import { compareIds } from '../ids.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { recordName } from '../records/record-name.js'
import { createRecord, deleteRecord, updateRecord } from '../records/records.js'
import { addAttribute, deleteAttribute, findAttribute, updateAttribute } from '../schema/attributes.js'
import { createObject, deleteObject, findObject } from '../schema/objects.js'
import { plainText, singleValues } from '../schema/values.js'
import { createWorkspace } from '../store.js'
import { searchRecords, type SearchResults } from './search.js'
import { buildSome, ensureSearchIndex, startBuild } from './search-index.js'
import { foldTerm } from './tokens.js'

// The index answers as MiniSearch (the engine it replaced, kept as a development dependency for
// this comparison) answered over the same values: the same records in the same order, the same
// scores, the same matched values, after any mix of writes and schema changes.

/** The search as it was: MiniSearch over every value of the workspace, built afresh. */
function reference(workspace: Workspace, query: string): SearchResults {
  interface Doc {
    id: number
    record: RecordRow
    attribute: AttributeDef
    at: number
    text: string
  }
  const docs: Doc[] = []
  for (const object of workspace.objects.values()) {
    if (object.type === 'list') continue
    for (const recordId of workspace.recordIdsByObject.get(object.id) ?? []) {
      const record = workspace.records.get(recordId)!
      for (const attributeId of object.attribute_ids) {
        const attribute = workspace.attributes.get(attributeId)!
        if (attribute.type === 'boolean') continue
        singleValues(attribute, record.values.get(attributeId)).forEach((value, at) => {
          const text = plainText(attribute, value).trim()
          if (text) docs.push({ id: docs.length, record, attribute, at, text })
        })
      }
    }
  }
  const engine = new MiniSearch<Doc>({ fields: ['text'], processTerm: foldTerm })
  engine.addAll(docs)
  const fuzziness = (term: string): number | false => (term.length < 5 ? false : term.length < 9 ? 1 : 2)
  const byRecord = new Map<RecordRow, { score: number; best: Doc; bestScore: number }>()
  for (const hit of engine.search(query.trim(), { prefix: true, fuzzy: fuzziness, combineWith: 'OR' })) {
    const doc = docs[hit.id as number]!
    const entry = byRecord.get(doc.record)
    if (!entry) byRecord.set(doc.record, { score: hit.score, best: doc, bestScore: hit.score })
    else {
      entry.score += hit.score
      const before = compareIds(doc.attribute.id, entry.best.attribute.id) || doc.at - entry.best.at
      if (hit.score > entry.bestScore || (hit.score === entry.bestScore && before < 0))
        Object.assign(entry, { best: doc, bestScore: hit.score })
    }
  }
  const results: Record<
    string,
    Array<{ id: string; primary_value: string; matched_value: string; score: number; entity_definition_id: string }>
  > = {}
  for (const object of workspace.objects.values()) {
    const group = [...byRecord].filter(([record]) => record.object_id === object.id)
    if (group.length === 0) continue
    group.sort(([a, x], [b, y]) => y.score - x.score || compareIds(a.id, b.id))
    results[object.slug] = group.slice(0, 20).map(([record, { score, best }]) => ({
      id: record.id,
      primary_value: recordName(workspace, record),
      matched_value: best.text,
      score: Math.round(score * 10_000) / 10_000,
      entity_definition_id: object.id,
    }))
  }
  return { results, errored_search_types: [] }
}

/** Equal up to the last bits of a score: records whose scores differ by less than that may swap places. */
function expectSameAnswer(actual: SearchResults, expected: SearchResults, query: string): void {
  expect(Object.keys(actual.results), query).toEqual(Object.keys(expected.results))
  for (const [slug, hits] of Object.entries(expected.results)) {
    const mine = actual.results[slug]!
    expect(mine.length, `${query} ${slug}`).toBe(hits.length)
    hits.forEach((hit, i) => {
      expect(Math.abs(mine[i]!.score - hit.score), `${query} ${slug} #${i}`).toBeLessThanOrEqual(0.0002)
      const tied = hits.filter((other) => Math.abs(other.score - hit.score) < 0.0005).map((other) => other.id)
      if (tied.length === 1) expect(mine[i], `${query} ${slug} #${i}`).toEqual({ ...hit, score: mine[i]!.score })
      else expect(tied, `${query} ${slug} #${i}`).toContain(mine[i]!.id)
    })
  }
}

const WORDS = [
  'ada',
  'adam',
  'adams',
  'lovelace',
  'lovelaces',
  'babbage',
  'charles',
  'engine',
  'engineer',
  'engines',
  'analytical',
  'london',
  'josé',
  'jose',
  'núñez',
  'grace',
  'hopper',
  'hoppers',
  'navy',
  'admiral',
  'computing',
  'machine',
  'mathematician',
  'poet',
  'byron',
  'zürich',
]

/** A small deterministic generator, so a failing seed replays. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 2 ** 32
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const words = (max: number) =>
    Array.from({ length: 1 + int(max) }, () => pick(WORDS)).join(pick([' ', ' ', ', ', '-', '. ', ' (']))
  return { next, int, pick, words }
}

const INDUSTRY_NAMES = ['Technology', 'Financial Services', 'Computing Engines', 'Navy', 'Ada & Co']

function scenario(seed: number) {
  const rng = random(seed)
  const clock: Clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const industries = findAttribute(workspace, company, 'industries')
  updateAttribute(workspace, industries, {
    options: {
      select_options: industries.options.select_options.map((option, i) => ({
        id: option.id,
        name: `${INDUSTRY_NAMES[i % INDUSTRY_NAMES.length]!} ${i}`,
      })),
    },
  })
  const optionId = () => {
    const options = industries.options.select_options
    return options[rng.int(options.length)]!.id
  }
  const nickname = addAttribute(workspace, clock, person, { name: 'Nickname', slug: 'nickname', type: 'text' })
  let deal: ObjectDef | undefined = createObject(workspace, clock, { name: 'Deal', slug: 'deal', type: 'deal' }, [
    { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
  ])
  const records: RecordRow[] = []
  let emails = 0
  const personValues = () => ({
    name: { first_name: rng.pick(WORDS), last_name: rng.words(2) },
    email_addresses: Array.from(
      { length: rng.int(3) },
      (_, i) =>
        `${rng.pick(WORDS).normalize('NFKD').replace(/\p{M}/gu, '')}${emails++}.${i}@${rng.pick(['analytical.io', 'navy.mil', 'engines.com'])}`,
    ),
    job_title: rng.int(4) === 0 ? null : rng.words(4),
    ...(workspace.attributes.has(nickname.id) ? { nickname: rng.int(3) === 0 ? null : rng.words(3) } : {}),
  })
  const steps = 20 + rng.int(40)
  // The index kept in step from the start, built in small slices between writes from some step on, or built by the first search at the end.
  const mode = rng.pick(['from the start', 'in slices', 'at the end'] as const)
  const startAt = mode === 'from the start' ? 0 : mode === 'in slices' ? rng.int(steps) : steps
  for (let step = 0; step < steps; step++) {
    if (step === startAt) startBuild(workspace)
    if (step >= startAt) buildSome(workspace, mode === 'in slices' ? rng.int(40) : Infinity)
    const roll = rng.int(100)
    const alive = records.filter((record) => workspace.records.has(record.id))
    if (roll < 45 || alive.length === 0) records.push(createRecord(workspace, clock, person, personValues()))
    else if (roll < 60)
      records.push(
        createRecord(workspace, clock, company, {
          name: rng.words(2),
          industries: [...new Set(Array.from({ length: rng.int(3) }, optionId))],
        }),
      )
    else if (roll < 66 && deal) records.push(createRecord(workspace, clock, deal, { name: rng.words(3) }))
    else if (roll < 80) {
      const record = rng.pick(alive)
      if (record.object_id === person.id) updateRecord(workspace, clock, record, personValues())
      else if (record.object_id === company.id) updateRecord(workspace, clock, record, { industries: [optionId()] })
    } else if (roll < 90) deleteRecord(workspace, clock, rng.pick(alive))
    else if (roll < 94) {
      // Rename one option, remove another.
      const options = industries.options.select_options
      const which = rng.int(options.length)
      const renamed = options.map((option, i) =>
        i === which
          ? { ...option, name: `${rng.pick([...INDUSTRY_NAMES, 'Engines', 'Poet Machines'])} r${step}` }
          : option,
      )
      if (options.length > 1)
        updateAttribute(workspace, industries, {
          options: { select_options: rng.int(3) === 0 ? renamed.slice(0, -1) : renamed },
        })
    } else if (roll < 97 && workspace.attributes.has(nickname.id)) deleteAttribute(workspace, clock, person, nickname)
    else if (deal) {
      deleteObject(workspace, clock, deal)
      deal = undefined
    }
    clock.advance(1000)
  }
  return { workspace, rng }
}

function queries(rng: ReturnType<typeof random>): string[] {
  const typo = (word: string) => {
    const at = rng.int(word.length)
    return rng.pick([
      word.slice(0, at) + word.slice(at + 1),
      word.slice(0, at) + 'x' + word.slice(at + 1),
      word.slice(0, at) + 'e' + word.slice(at),
    ])
  }
  return Array.from({ length: 12 }, () => {
    const word = rng.pick(WORDS)
    return rng.pick([
      word,
      word.slice(0, 1 + rng.int(word.length)),
      typo(word),
      typo(typo(word)),
      `${word} ${rng.pick(WORDS)}`,
      `${word.toUpperCase()}!! ${word}`,
      rng.words(4),
      'ad',
      'a',
      '.@',
    ])
  })
}

describe('ranking as MiniSearch did', () => {
  it('answers as MiniSearch over the same values, after any writes and schema changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { workspace, rng } = scenario(seed)
        for (const query of queries(rng))
          expectSameAnswer(searchRecords(workspace, query), reference(workspace, query), query)
      }),
      { numRuns: Number(process.env.RANKING_RUNS ?? 150) },
    )
  })

  it('answers the same from a kept index as from one built afresh', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { workspace, rng } = scenario(seed)
        const asked = queries(rng)
        const kept = asked.map((query) => searchRecords(workspace, query))
        workspace.search.index = undefined
        ensureSearchIndex(workspace)
        asked.forEach((query, i) => expectSameAnswer(kept[i]!, searchRecords(workspace, query), query))
      }),
      { numRuns: 50 },
    )
  })
})
