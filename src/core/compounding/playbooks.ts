import type { Clock } from '../clock.js'
import { addInsights, type EntityRef, type InsightInput } from '../insights/state.js'
import type { Workspace } from '../model.js'
import { detectPatterns, entityType, patternConfidence, predicateWords, type TripletPattern } from './patterns.js'
import { COMPOUNDING_OUTPUT, type CompoundingPlan, type CompoundingState } from './state.js'

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
 * For each recurring pattern, counts what followed each of its facts for the same subject
 * within {@link FOLLOW_WINDOW_MS}: a task linked to the subject, or another fact about the subject
 * with a different predicate. A consequence seen after at least {@link MIN_RULE_SUPPORT}
 * occurrences, and after at least {@link MIN_RULE_RATIO} of them, becomes a rule.
 *
 * @example synthesizeRules(workspace, patterns)[0].consequence // 'a follow-up task follows'
 */
export function synthesizeRules(workspace: Workspace, patterns: readonly TripletPattern[]): PlaybookRule[] {
  const bySubject = new Map<string, Array<{ predicate: string; object_type: string; at: number }>>()
  for (const triplet of workspace.insights.triplets.values()) {
    let list = bySubject.get(triplet.subject.id)
    if (!list) bySubject.set(triplet.subject.id, (list = []))
    list.push({ predicate: triplet.predicate.trim().toLowerCase(), object_type: entityType(workspace, triplet.object), at: Date.parse(triplet.created_at) })
  }
  const rules: PlaybookRule[] = []
  for (const pattern of patterns) {
    const follows = new Map<string, { consequence: string; subjects: EntityRef[] }>()
    for (const triplet of pattern.triplets) {
      const start = Date.parse(triplet.created_at)
      const within = (at: number): boolean => at >= start && at <= start + FOLLOW_WINDOW_MS
      const seen = new Set<string>()
      const note = (key: string, consequence: string): void => {
        if (seen.has(key)) return
        seen.add(key)
        let entry = follows.get(key)
        if (!entry) follows.set(key, (entry = { consequence, subjects: [] }))
        entry.subjects.push(triplet.subject)
      }
      for (const taskId of workspace.tasks.byRecord.get(triplet.subject.id) ?? []) {
        if (within(Date.parse(workspace.tasks.byId.get(taskId)!.created_at))) note('task', 'a follow-up task follows')
      }
      for (const fact of bySubject.get(triplet.subject.id) ?? []) {
        if (fact.predicate === pattern.predicate || !within(fact.at)) continue
        note(`${fact.predicate}|${fact.object_type}`, `the ${pattern.subject_type} ${predicateWords(fact.predicate)} a ${fact.object_type}`)
      }
    }
    const occurrences = pattern.triplets.length
    for (const [key, entry] of [...follows].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const followed = entry.subjects.length
      if (followed < MIN_RULE_SUPPORT || followed / occurrences < MIN_RULE_RATIO) continue
      rules.push({ key: `${pattern.key} => ${key}`, pattern, consequence: entry.consequence, followed, occurrences, examples: entry.subjects.slice(0, 3) })
    }
  }
  return rules
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
 * pattern insights read.
 *
 * @example planPlaybookSynthesis(workspace, clock, state) // a rule 'When a person works at a company, a follow-up task follows within a week (3 of 4 times)'
 */
export function planPlaybookSynthesis(workspace: Workspace, clock: Clock, state: CompoundingState): CompoundingPlan {
  const recorded = new Set([...state.patterns].filter(([, id]) => workspace.insights.byId.get(id)?.merged_into === undefined && workspace.insights.byId.has(id)).map(([key]) => key))
  const patterns = detectPatterns(workspace).filter((pattern) => recorded.has(pattern.key))
  const created: Array<{ key: string; input: InsightInput }> = []
  const updated: Array<{ id: string; input: InsightInput }> = []
  for (const rule of synthesizeRules(workspace, patterns)) {
    const input = ruleInsight(rule)
    const known = state.playbooks.get(rule.key)
    const insight = known === undefined ? undefined : workspace.insights.byId.get(known)
    if (!insight || insight.merged_into !== undefined) {
      if (created.length < COMPOUNDING_OUTPUT.rulesPerRun) created.push({ key: rule.key, input })
    } else if (insight.content !== input.content) updated.push({ id: insight.id, input })
  }
  return {
    insights_scanned: recorded.size,
    insights_affected: updated.length,
    candidates_created: created.length,
    apply() {
      for (const { id, input } of updated) {
        const insight = workspace.insights.byId.get(id)
        if (insight) Object.assign(insight, input, { reinforced_at: clock.iso() })
      }
      const added = addInsights(workspace, clock, created.map(({ input }) => input))
      added.forEach((insight, i) => state.playbooks.set(created[i]!.key, insight.id))
    },
  }
}
