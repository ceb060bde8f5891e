import type { Clock } from '../clock.js'
import type { EntityRef, InsightInput } from '../insights/state.js'
import { AT_ONCE, runToEnd, type WorkMeter } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import {
  detectPatternSlices,
  entityType,
  patternConfidence,
  predicateWords,
  recordedInsight,
  writeRecorded,
  type TripletPattern,
} from './patterns.js'
import { COMPOUNDING_OUTPUT, COMPOUNDING_SLICE, type CompoundingPlan, type CompoundingState } from './state.js'

/** What follows a pattern's fact counts when it happens within this much time after it. */
export const FOLLOW_WINDOW_MS = 7 * 86_400_000
/** A rule needs this many occurrences of the pattern followed by the same thing... */
export const MIN_RULE_SUPPORT = 2
/** ...and at least this share of all the pattern's occurrences. */
export const MIN_RULE_RATIO = 0.5

/** A playbook rule: when a pattern's fact happens, something follows within a week. */
export interface PlaybookRule {
  /** `person|works_at|company => task` */
  key: string
  pattern: TripletPattern
  /** What follows, in words: `a follow-up task follows`, `the person reports to a person`. */
  consequence: string
  followed: number
  occurrences: number
  /** Subjects of the occurrences that were followed, for the rule's entities. */
  examples: EntityRef[]
}

/**
 * What one occurrence of a pattern reads of what followed it: at most this many of its subject's
 * facts from its time on (the earliest first). A subject with thousands of facts in one week
 * would otherwise make every one of its occurrences read all of them (quadratic work).
 */
export const FOLLOW_FACTS = 100

/**
 * For each recurring pattern, counts what followed each of its facts for the same subject
 * within {@link FOLLOW_WINDOW_MS}: a task linked to the subject, or another fact about the subject
 * with a different predicate (among the first {@link FOLLOW_FACTS} facts from its time on). A
 * consequence seen after at least {@link MIN_RULE_SUPPORT} occurrences, and after at least
 * {@link MIN_RULE_RATIO} of them, becomes a rule.
 *
 * @example synthesizeRules(workspace, patterns)[0].consequence // 'a follow-up task follows'
 */
export const synthesizeRules = (workspace: Workspace, patterns: readonly TripletPattern[]): PlaybookRule[] =>
  runToEnd(synthesizeRuleSlices(workspace, patterns, AT_ONCE))

/** {@link synthesizeRules} in slices (see COMPOUNDING_SLICE), over the triplets as they were when it began and each subject's tasks as they were when it first read them. */
export function* synthesizeRuleSlices(
  workspace: Workspace,
  patterns: readonly TripletPattern[],
  meter: WorkMeter,
): Generator<void, PlaybookRule[], void> {
  const { perItem } = COMPOUNDING_SLICE
  // Each subject's facts and the times its tasks were made, both by time (facts of one instant in the order they were made).
  const bySubject = new Map<string, { facts: Array<{ predicate: string; key: string; at: number }>; tasks: number[] }>()
  for (const triplet of [...workspace.insights.triplets.values()]) {
    const subject = triplet.subject.id
    let entry = bySubject.get(subject)
    // Reading a time (Date.parse) costs a few lookups' worth.
    let units = 6 * perItem
    if (!entry) {
      const tasks = [...(workspace.tasks.byRecord.get(subject) ?? [])]
        .map((id) => Date.parse(workspace.tasks.byId.get(id)!.created_at))
        .sort((a, b) => a - b)
      bySubject.set(subject, (entry = { facts: [], tasks }))
      units += tasks.length * (4 + Math.log2(tasks.length + 1))
    }
    const predicate = triplet.predicate.trim().toLowerCase()
    entry.facts.push({
      predicate,
      key: `${predicate}|${entityType(workspace, triplet.object)}`,
      at: Date.parse(triplet.created_at),
    })
    if (meter.spend(units)) yield
  }
  for (const { facts } of bySubject.values()) {
    facts.sort((a, b) => a.at - b.at)
    if (meter.spend(perItem + facts.length * Math.log2(facts.length + 1))) yield
  }
  const rules: PlaybookRule[] = []
  for (const pattern of patterns) {
    const follows = new Map<string, { consequence: string; subjects: EntityRef[] }>()
    for (const triplet of pattern.triplets) {
      const start = Date.parse(triplet.created_at)
      const end = start + FOLLOW_WINDOW_MS
      const { facts, tasks } = bySubject.get(triplet.subject.id) ?? { facts: [], tasks: [] }
      // Each consequence counts once per occurrence.
      const seen = new Set<string>()
      const task = firstAtOrAfter(tasks, start, (at) => at)
      if (task < tasks.length && tasks[task]! <= end) {
        seen.add('task')
        followedBy(follows, 'task', pattern, undefined).push(triplet.subject)
      }
      let read = 0
      for (
        let k = firstAtOrAfter(facts, start, (fact) => fact.at);
        k < facts.length && read < FOLLOW_FACTS && facts[k]!.at <= end;
        k++, read++
      ) {
        const fact = facts[k]!
        if (fact.predicate === pattern.predicate || seen.has(fact.key)) continue
        seen.add(fact.key)
        followedBy(follows, fact.key, pattern, fact).push(triplet.subject)
      }
      if (meter.spend(2 * perItem + 2 * Math.log2(facts.length + tasks.length + 1) + 10 * read)) yield
    }
    const occurrences = pattern.triplets.length
    for (const [key, entry] of [...follows].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const followed = entry.subjects.length
      if (followed < MIN_RULE_SUPPORT || followed / occurrences < MIN_RULE_RATIO) continue
      rules.push({
        key: `${pattern.key} => ${key}`,
        pattern,
        consequence: entry.consequence,
        followed,
        occurrences,
        examples: entry.subjects.slice(0, 3),
      })
    }
    if (meter.spend(perItem + follows.size * (1 + Math.log2(follows.size + 1)))) yield
  }
  return rules
}

/** The subjects of a pattern's occurrences followed by a task (no fact) or a kind of fact so far; a new entry, with the consequence in words, the first time. */
function followedBy(
  follows: Map<string, { consequence: string; subjects: EntityRef[] }>,
  key: string,
  pattern: TripletPattern,
  fact: { predicate: string; key: string } | undefined,
): EntityRef[] {
  let entry = follows.get(key)
  if (!entry) {
    const consequence = fact
      ? `the ${pattern.subject_type} ${predicateWords(fact.predicate)} a ${fact.key.slice(fact.predicate.length + 1)}`
      : 'a follow-up task follows'
    follows.set(key, (entry = { consequence, subjects: [] }))
  }
  return entry.subjects
}

/** The index of the first item at or after `at` in a list sorted by time (the list's length when there is none). */
function firstAtOrAfter<T>(list: readonly T[], at: number, time: (item: T) => number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (time(list[middle]!) < at) low = middle + 1
    else high = middle
  }
  return low
}

/** The rule as a sentence, with its evidence. */
export function describeRule(rule: PlaybookRule): string {
  const { pattern } = rule
  return `When a ${pattern.subject_type} ${predicateWords(pattern.predicate)} a ${pattern.object_type}, ${rule.consequence} within a week (${rule.followed} of ${rule.occurrences} times)`
}

function ruleInsight(rule: PlaybookRule): InsightInput {
  const entities = new Map(rule.examples.map((entity) => [entity.id, { ...entity }]))
  return {
    content: describeRule(rule),
    type: 'playbook',
    // How often the rule held, scaled by how sure the pattern itself is.
    confidence: Math.round((rule.followed / rule.occurrences) * patternConfidence(rule.occurrences) * 1000) / 1000,
    target: { entity_type: rule.pattern.subject_type, hint: predicateWords(rule.pattern.predicate) },
    entities: [...entities.values()],
  }
}

/**
 * Plans playbook synthesis over the patterns an earlier pattern_detection run recorded (no
 * recorded pattern, no rule): each rule found becomes a `playbook` insight (a candidate created),
 * or updates the one an earlier run wrote when its evidence changed (affected). Scanned: the
 * pattern insights read. Sliced (see COMPOUNDING_SLICE); the writes skip a recorded insight
 * merged meanwhile and a rule recorded meanwhile.
 *
 * @example runToEnd(planPlaybookSynthesis(workspace, clock, state, AT_ONCE)) // a rule 'When a person works at a company, a follow-up task follows within a week (3 of 4 times)'
 */
export function* planPlaybookSynthesis(
  workspace: Workspace,
  clock: Clock,
  state: CompoundingState,
  meter: WorkMeter,
): Generator<void, CompoundingPlan, void> {
  const recorded = new Set<string>()
  for (const key of [...state.patterns.keys()]) {
    if (recordedInsight(workspace, state.patterns, key)) recorded.add(key)
    if (meter.spend(COMPOUNDING_SLICE.perItem)) yield
  }
  const patterns = (yield* detectPatternSlices(workspace, meter)).filter((pattern) => recorded.has(pattern.key))
  const created: Array<{ key: string; input: InsightInput }> = []
  const updated: Array<{ id: string; input: InsightInput }> = []
  for (const rule of yield* synthesizeRuleSlices(workspace, patterns, meter)) {
    const input = ruleInsight(rule)
    const insight = recordedInsight(workspace, state.playbooks, rule.key)
    if (!insight) {
      if (created.length < COMPOUNDING_OUTPUT.rulesPerRun) created.push({ key: rule.key, input })
    } else if (insight.content !== input.content) updated.push({ id: insight.id, input })
    if (meter.spend(4 * COMPOUNDING_SLICE.perItem)) yield
  }
  return {
    insights_scanned: recorded.size,
    insights_affected: updated.length,
    candidates_created: created.length,
    apply: (meter) => writeRecorded(workspace, clock, state.playbooks, created, updated, meter),
  }
}
