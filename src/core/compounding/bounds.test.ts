import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { addInsights, addTriplet, type EntityRef, type InsightInput } from '../insights/state.js'
import { createRecord } from '../records/records.js'
import { createWorkspace } from '../store.js'
import { CONSOLIDATION_SCAN } from './consolidation.js'
import { planPatternDetection } from './patterns.js'
import { runCompounding } from './runs.js'
import { duplicateGroups, similarPairs, tfidfVectors } from './similarity.js'
import { COMPOUNDING_JOB_TYPES, COMPOUNDING_OUTPUT, createCompoundingState } from './state.js'

// Compounding over many insights: linear work per run, and a bounded number of things created.

/** The fastest of three runs, in ms of CPU time: a busy shared machine does not fail a bound by chance. */
function fastest(work: () => void): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage()
    work()
    const used = process.cpuUsage(started)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

function setup(people = 50) {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('32704519835647913', clock, 32704519835647914n)
  const person = workspace.objects.get(workspace.objectIdsBySlug.get('person')!)!
  const company = workspace.objects.get(workspace.objectIdsBySlug.get('company')!)!
  const refs = Array.from({ length: people }, (_, i) => ({ id: createRecord(workspace, clock, person, { name: `Person ${i}` }).id, name: `Person ${i}`, type: 'person' }) as EntityRef)
  const acme: EntityRef = { id: createRecord(workspace, clock, company, { name: 'Acme' }).id, name: 'Acme', type: 'company' }
  return { clock, workspace, refs, acme }
}

/** The old greedy: every later similar vector merged into each unmerged one, in index order. */
function greedyFromPairs(texts: string[]): Map<number, number[]> {
  const pairs = similarPairs(tfidfVectors(texts), 0.8)
  const merged = new Set<number>()
  const groups = new Map<number, number[]>()
  for (let i = 0; i < texts.length; i++) {
    if (merged.has(i)) continue
    const members = pairs.filter(([a, b]) => a === i && !merged.has(b)).map(([, b]) => b)
    for (const j of members) merged.add(j)
    if (members.length > 0) groups.set(i, members)
  }
  return groups
}

describe('duplicate groups', () => {
  it('groups exactly as merging every similar pair greedily does', () => {
    const word = fc.constantFrom('ada', 'works', 'acme', 'globex', 'cto', 'met', 'berlin', 'deal', 'call', 'friday')
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' ')), { maxLength: 40 }), (texts) => {
        expect([...duplicateGroups(tfidfVectors(texts), 0.8)]).toEqual([...greedyFromPairs(texts)])
      }),
      { numRuns: 200 },
    )
  })
})

describe('compounding over many insights', () => {
  const adversarial: Array<[string, (i: number) => string]> = [
    ['5,000 copies of one text', () => 'Person 1 works at Acme as the CTO'],
    ['5,000 texts one word apart', (i) => `Person 1 met Acme about the renewal and the pricing of the platform, note${i}`],
    ['5,000 long runs of one letter', (i) => `${'a'.repeat(2_000)} ${i}`],
    ['5,000 runs of dots and @', (i) => `${'.'.repeat(1_000)}${'@'.repeat(1_000)} ${i}`],
    ['5,000 capitalised words', (i) => Array.from({ length: 300 }, (_, k) => `Word${(i + k) % 977}`).join(' ')],
    ['5,000 e-mail-like fragments', (i) => Array.from({ length: 100 }, (_, k) => `a${k}@b${i}.`).join(' ')],
    ['5,000 nested parentheses', (i) => `${'('.repeat(500)}${i}${')'.repeat(500)}`],
  ]

  it.each(adversarial)('runs each kind of run over %s in bounded time', (_name, content) => {
    const { clock, workspace, refs, acme } = setup()
    const inputs: InsightInput[] = Array.from({ length: 5_000 }, (_, i) => ({ content: content(i), type: 'relationship', confidence: 0.5 + (i % 5) / 10, target: { entity_type: 'person', hint: '' }, entities: [refs[i % refs.length]!, acme] }))
    addInsights(workspace, clock, inputs)
    for (let i = 0; i < 5_000; i++) addTriplet(workspace, clock, { subject: refs[i % refs.length]!, predicate: 'works_at', object: acme, confidence: 0.5 })
    for (const type of COMPOUNDING_JOB_TYPES) {
      // Dry runs: each measured run sees the same insights.
      const ms = fastest(() => runCompounding(workspace, clock, type, true))
      expect(ms, `${type} took ${ms.toFixed(0)} ms`).toBeLessThan(type === 'consolidation' ? 400 : 100)
    }
    const counts = runCompounding(workspace, clock, 'consolidation', false)
    expect(counts.insights_scanned).toBe(CONSOLIDATION_SCAN)
  }, 120_000)

  it(`creates at most ${COMPOUNDING_OUTPUT.patternsPerRun} patterns per run, and the rest on the next runs`, () => {
    const { clock, workspace, refs, acme } = setup(2)
    for (let p = 0; p < 250; p++) for (const ref of refs) addTriplet(workspace, clock, { subject: ref, predicate: `knows_${p}`, object: acme, confidence: 0.5 })
    const state = createCompoundingState()
    const created = [0, 0, 0, 0].map(() => {
      const plan = planPatternDetection(workspace, clock, state)
      plan.apply()
      return plan.candidates_created
    })
    expect(created).toEqual([100, 100, 50, 0])
  })
})
