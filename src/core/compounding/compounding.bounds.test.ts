import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock, type Clock } from '../clock.js'
import { addInsights, addTriplet, type EntityRef, type InsightInput } from '../insights/state.js'
import { AT_ONCE, runToEnd, WorkMeter } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { createRecord } from '../records/records.js'
import { RETENTION } from '../retention.js'
import { createWorkspace } from '../store.js'
import { createTask } from '../tasks/tasks.js'
import { CONSOLIDATION_SCAN } from './consolidation.js'
import { detectPatterns, planPatternDetection } from './patterns.js'
import { FOLLOW_FACTS, synthesizeRules } from './playbooks.js'
import { compoundingSlices, runCompounding } from './runs.js'
import { duplicateGroups, similarPairs, tfidfVectors } from './similarity.js'
import {
  COMPOUNDING_JOB_TYPES,
  COMPOUNDING_OUTPUT,
  COMPOUNDING_SLICE,
  createCompoundingState,
  type CompoundingCounts,
  type CompoundingJobType,
} from './state.js'

// Compounding over many insights: linear work per run, done in slices of bounded CPU time, and a bounded number of things created.

function setup(people = 50) {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('32704519835647913', clock, 32704519835647914n)
  const person = workspace.objects.get(workspace.objectIdsBySlug.get('person')!)!
  const company = workspace.objects.get(workspace.objectIdsBySlug.get('company')!)!
  const refs = Array.from(
    { length: people },
    (_, i) =>
      ({
        id: createRecord(workspace, clock, person, { name: `Person ${i}` }).id,
        name: `Person ${i}`,
        type: 'person',
      }) as EntityRef,
  )
  const acme: EntityRef = {
    id: createRecord(workspace, clock, company, { name: 'Acme' }).id,
    name: 'Acme',
    type: 'company',
  }
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
      fc.property(
        fc.array(
          fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' ')),
          { maxLength: 40 },
        ),
        (texts) => {
          expect([...duplicateGroups(tfidfVectors(texts), 0.8)]).toEqual([...greedyFromPairs(texts)])
        },
      ),
      { numRuns: 200 },
    )
  })
})

/** What a workspace holds, as plain data, to compare two of them. */
const stateOf = (workspace: Workspace): string =>
  JSON.stringify({
    insights: [...workspace.insights.byId.values()],
    state: [...workspace.compounding.patterns, ...workspace.compounding.playbooks, ...workspace.compounding.decayedAt],
  })

/**
 * Runs a run's work slice by slice with `budget` units a slice, as the job driver does; answers
 * its result, how many slices it took and its slowest slice in ms of CPU.
 */
function sliced(
  workspace: Workspace,
  clock: Clock,
  type: CompoundingJobType,
  dryRun: boolean,
  budget: number = COMPOUNDING_SLICE.units,
) {
  const slices = compoundingSlices(workspace, clock, type, dryRun, new WorkMeter(budget))
  let worst = 0
  let count = 0
  let step: IteratorResult<void, CompoundingCounts>
  do {
    const started = process.cpuUsage()
    step = slices.next()
    const used = process.cpuUsage(started)
    worst = Math.max(worst, (used.user + used.system) / 1000)
    count++
  } while (!step.done)
  return { result: step.value, slices: count, worst }
}

/** Every run, dry ones first, in the order a front end would trigger them. */
const RUNS = [
  ...COMPOUNDING_JOB_TYPES.map((type) => [type, true] as const),
  ...COMPOUNDING_JOB_TYPES.map((type) => [type, false] as const),
]

describe('compounding over many insights', () => {
  const adversarial: Array<[string, (i: number) => string]> = [
    ['5,000 copies of one text', () => 'Person 1 works at Acme as the CTO'],
    [
      '5,000 texts one word apart',
      (i) => `Person 1 met Acme about the renewal and the pricing of the platform, note${i}`,
    ],
    ['5,000 long runs of one letter', (i) => `${'a'.repeat(2_000)} ${i}`],
    ['5,000 runs of dots and @', (i) => `${'.'.repeat(1_000)}${'@'.repeat(1_000)} ${i}`],
    ['5,000 capitalised words', (i) => Array.from({ length: 300 }, (_, k) => `Word${(i + k) % 977}`).join(' ')],
    ['5,000 e-mail-like fragments', (i) => Array.from({ length: 100 }, (_, k) => `a${k}@b${i}.`).join(' ')],
    ['5,000 nested parentheses', (i) => `${'('.repeat(500)}${i}${')'.repeat(500)}`],
    ['5,000 accented words', (i) => Array.from({ length: 100 }, (_, k) => `Zoë${k}é ${i}`).join(' ')],
    ['5,000 runs of combining marks', (i) => `${'a\u0301\u0302\u0303'.repeat(200)} ${i}`],
    [
      '5,000 CJK texts',
      (i) => Array.from({ length: 300 }, (_, k) => String.fromCharCode(0x4e00 + ((i * 7 + k) % 5000))).join('') + i,
    ],
  ]

  /** 5,000 insights of one shape about 50 people at Acme, and 5,000 works-at triplets. */
  function crowded(content: (i: number) => string) {
    const context = setup()
    const { clock, workspace, refs, acme } = context
    const inputs: InsightInput[] = Array.from({ length: 5_000 }, (_, i) => ({
      content: content(i),
      type: 'relationship',
      confidence: 0.5 + (i % 5) / 10,
      target: { entity_type: 'person', hint: '' },
      entities: [refs[i % refs.length]!, acme],
    }))
    addInsights(workspace, clock, inputs)
    for (let i = 0; i < 5_000; i++)
      addTriplet(workspace, clock, {
        subject: refs[i % refs.length]!,
        predicate: 'works_at',
        object: acme,
        confidence: 0.5,
      })
    return context
  }

  it.each(adversarial)(
    'runs each kind of run over %s in slices of under 50 ms of CPU, with the result of an unsliced run',
    (_name, content) => {
      // The fastest of three workspaces for each run's slowest slice: a busy shared machine does not fail the bound by chance.
      const worst = new Map<string, number>()
      let first: { results: CompoundingCounts[]; state: string } | undefined
      for (let attempt = 0; attempt < 3; attempt++) {
        const { clock, workspace } = crowded(content)
        const results = RUNS.map(([type, dryRun]) => {
          const run = sliced(workspace, clock, type, dryRun)
          const key = `${type}${dryRun ? ' (dry run)' : ''}`
          worst.set(key, Math.min(worst.get(key) ?? Infinity, run.worst))
          return run.result
        })
        first ??= { results, state: stateOf(workspace) }
      }
      for (const [run, ms] of worst) expect(ms, `${run}: slowest slice ${ms.toFixed(1)} ms`).toBeLessThan(50)
      // The same runs at once, on the same workspace, give the same counts and leave the same insights.
      const { clock, workspace } = crowded(content)
      expect(RUNS.map(([type, dryRun]) => runCompounding(workspace, clock, type, dryRun))).toEqual(first!.results)
      expect(stateOf(workspace)).toBe(first!.state)
      expect(first!.results[5]!.insights_scanned).toBe(CONSOLIDATION_SCAN)
    },
    120_000,
  )

  it('runs each kind of run, dry or not, over the most a workspace keeps (fed 50,000 insights and 50,000 triplets, all stale) in slices of under 50 ms of CPU', () => {
    const worst = new Map<string, number>()
    for (let attempt = 0; attempt < 3; attempt++) {
      const { clock, workspace, refs, acme } = setup()
      addInsights(
        workspace,
        clock,
        Array.from({ length: 50_000 }, (_, i) => ({
          content: `Person ${i % 50} met Acme about deal ${i}`,
          type: i % 2 ? 'relationship' : 'meeting',
          confidence: 0.5,
          target: { entity_type: 'person', hint: '' },
          entities: [refs[i % refs.length]!, acme],
        })),
      )
      for (let i = 0; i < 50_000; i++)
        addTriplet(workspace, clock, {
          subject: refs[i % refs.length]!,
          predicate: `p${i % 300}`,
          object: acme,
          confidence: 0.5,
        })
      expect([workspace.insights.byId.size, workspace.insights.triplets.size]).toEqual([
        RETENTION.insights,
        RETENTION.triplets,
      ])
      clock.advance('40d')
      for (const [type, dryRun] of RUNS) {
        const key = `${type}${dryRun ? ' (dry run)' : ''}`
        worst.set(key, Math.min(worst.get(key) ?? Infinity, sliced(workspace, clock, type, dryRun).worst))
      }
    }
    for (const [run, ms] of worst) expect(ms, `${run}: slowest slice ${ms.toFixed(1)} ms`).toBeLessThan(50)
  }, 120_000)

  it('reads at most FOLLOW_FACTS facts after each occurrence of a pattern, so a subject with thousands of facts in one week costs linear work', () => {
    const { clock, workspace, refs } = setup(2)
    const company = workspace.objects.get(workspace.objectIdsBySlug.get('company')!)!
    const companies = Array.from(
      { length: 5_000 },
      (_, i): EntityRef => ({
        id: createRecord(workspace, clock, company, { name: `C${i}` }).id,
        name: `C${i}`,
        type: 'company',
      }),
    )
    // One person at 5,000 companies under 100 predicates, all in one instant: 100 patterns of 50 occurrences, each followed by 99 kinds of fact.
    for (let i = 0; i < 5_000; i++)
      addTriplet(workspace, clock, {
        subject: refs[0]!,
        predicate: `p${i % 100}`,
        object: companies[i]!,
        confidence: 0.5,
      })
    runCompounding(workspace, clock, 'pattern_detection', false)
    const worst: number[] = []
    let result: CompoundingCounts | undefined
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = sliced(workspace, clock, 'playbook_synthesis', true)
      worst.push(run.worst)
      result = run.result
    }
    expect(Math.min(...worst)).toBeLessThan(50)
    // Each occurrence reads the first 100 facts of the instant (p0..p99 at C0..C99): every pattern is followed by the 99 other predicates, each time.
    expect(FOLLOW_FACTS).toBe(100)
    const rules = synthesizeRules(workspace, detectPatterns(workspace))
    expect(rules).toHaveLength(100 * 99)
    expect(rules.every((rule) => rule.followed === 50 && rule.occurrences === 50)).toBe(true)
    expect(result).toEqual({
      insights_scanned: 100,
      insights_affected: 0,
      candidates_created: COMPOUNDING_OUTPUT.rulesPerRun,
    })
  }, 120_000)

  it('completes a run over an ordinary workspace (400 insights, 400 triplets, 100 tasks) within its first slice', () => {
    const { clock, workspace, refs, acme } = setup()
    const titles = ['CTO', 'CFO', 'Head of Growth', 'VP Sales', 'Engineer']
    const topics = ['the renewal', 'pricing', 'the Q3 roadmap', 'a demo next week', 'the security review']
    addInsights(
      workspace,
      clock,
      Array.from({ length: 400 }, (_, i): InsightInput => {
        const who = refs[i % refs.length]!
        const content = [
          `${who.name} works at Acme as ${titles[i % 5]}`,
          `${who.name} met ${refs[(i + 7) % refs.length]!.name} about ${topics[i % 5]} (meeting notes ${Math.floor(i / 10)})`,
          `${who.name} asked for ${topics[(i + 2) % 5]} to be sent by Friday; follow up with the team at Acme before the call`,
          `${who.name} changed role from ${titles[i % 5]} to ${titles[(i + 1) % 5]} at Acme`,
        ][i % 4]!
        return {
          content,
          type: ['relationship', 'meeting', 'follow_up', 'role_change'][i % 4]!,
          confidence: 0.5 + (i % 5) / 10,
          target: { entity_type: 'person', hint: who.name },
          entities: [who, acme],
        }
      }),
    )
    for (let i = 0; i < 400; i++)
      addTriplet(workspace, clock, {
        subject: refs[i % refs.length]!,
        predicate: ['works_at', 'knows', 'reports_to', 'met'][i % 4]!,
        object: i % 4 === 0 ? acme : refs[(i + 3) % refs.length]!,
        confidence: 0.8,
      })
    for (let i = 0; i < 100; i++)
      createTask(workspace, clock, { title: `Follow up ${i}`, entity_ids: [refs[i % refs.length]!.id] }, SYSTEM_ACTOR)
    clock.advance('10d')
    runCompounding(workspace, clock, 'pattern_detection', false)
    for (const [type, dryRun] of RUNS)
      expect(sliced(workspace, clock, type, dryRun).slices, `${type}${dryRun ? ' (dry run)' : ''}`).toBe(1)
  })

  it('gives the same result however the work is sliced', () => {
    const word = fc.constantFrom('ada', 'works', 'acme', 'globex', 'cto', 'met', 'berlin', 'deal', 'call', 'friday')
    const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '))
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }),
        fc.integer({ min: 1, max: 2_000 }),
        (items, budget) => {
          const build = () => {
            const context = setup(4)
            const { clock, workspace, refs, acme } = context
            for (const [content, confidence, who] of items) {
              addInsights(workspace, clock, [
                {
                  content,
                  type: who % 2 ? 'relationship' : 'meeting',
                  confidence: 0.5 + confidence / 10,
                  target: { entity_type: 'person', hint: '' },
                  entities: [refs[who]!, acme],
                },
              ])
              addTriplet(workspace, clock, {
                subject: refs[who]!,
                predicate: content.split(' ')[0]!,
                object: who % 2 ? acme : refs[(who + 1) % 4]!,
                confidence: 0.5,
              })
              if (confidence === 0)
                createTask(workspace, clock, { title: content, entity_ids: [refs[who]!.id] }, SYSTEM_ACTOR)
              clock.advance('1d')
            }
            clock.advance('20d')
            return context
          }
          const once = build()
          const inSlices = build()
          for (const [type, dryRun] of RUNS) {
            expect(sliced(inSlices.workspace, inSlices.clock, type, dryRun, budget).result).toEqual(
              runCompounding(once.workspace, once.clock, type, dryRun),
            )
          }
          expect(stateOf(inSlices.workspace)).toBe(stateOf(once.workspace))
        },
      ),
      { numRuns: 60 },
    )
  })

  it(`creates at most ${COMPOUNDING_OUTPUT.patternsPerRun} patterns per run, and the rest on the next runs`, () => {
    const { clock, workspace, refs, acme } = setup(2)
    for (let p = 0; p < 250; p++)
      for (const ref of refs)
        addTriplet(workspace, clock, { subject: ref, predicate: `knows_${p}`, object: acme, confidence: 0.5 })
    const state = createCompoundingState()
    const created = [0, 0, 0, 0].map(() => {
      const plan = runToEnd(planPatternDetection(workspace, clock, state, AT_ONCE))
      runToEnd(plan.apply(AT_ONCE))
      return plan.candidates_created
    })
    expect(created).toEqual([100, 100, 50, 0])
  })
})
