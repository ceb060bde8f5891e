import type { Clock } from '../clock.js'
import { contentWords } from '../compounding/similarity.js'
import { liveInsights, type Insight } from '../insights/state.js'
import type { Workspace } from '../model.js'
import { findPronoun, matchNames, resolvePronoun } from './matching.js'
import { employeesOf, employerOf, recordProfile, type RecordProfile } from './profile.js'
import { openSession, previousEntities, recordTurn } from './sessions.js'

/**
 * Bounds of an answer: subjects described, records considered, signals used, insights quoted per
 * subject; and of the work behind it: the newest `insightsWeighed` insights about a subject (or in
 * the workspace, for a question that names no one) are weighed against the question, each by its
 * first `weighedChars` characters, so an answer costs the same however much the workspace knows.
 */
export const ASK_LIMITS = {
  subjects: 3,
  considered: 10,
  signals: 10,
  insightsPerSubject: 3,
  maxQuery: 2000,
  insightsWeighed: 500,
  weighedChars: 640,
} as const

export interface ConsideredEntity {
  id: string
  name: string
  /** The object's slug in capitals, as the reference shows them: `PERSON`, `COMPANY`. */
  type: string
  reason: string
  insights_matched: number
  score: number
}

export interface Signal {
  insight_id?: string
  entity_id?: string
  content: string
  score: number
  type: string
}

export interface AskAnswer {
  answer: string
  entities_considered: ConsideredEntity[]
  signals_used: Signal[]
  metadata: { query_type: 'workspace_wide' | 'entity_specific'; total_entities_searched: number; confidence: number }
  session_id: string
  entity_references: Array<{ id: string; name: string; type: string; count: number }>
}

const round = (value: number): number => Math.round(value * 1000) / 1000

/** The share of the question's content words an insight contains: how well it answers the question. */
function overlap(queryWords: ReadonlySet<string>, content: string): number {
  if (queryWords.size === 0) return 0
  const have = new Set(contentWords(content.slice(0, ASK_LIMITS.weighedChars)))
  let shared = 0
  for (const word of queryWords) if (have.has(word)) shared++
  return shared / queryWords.size
}

/** An insight's weight for a question: its confidence, raised by the question's words it contains. */
const insightScore = (insight: Insight, queryWords: ReadonlySet<string>): number =>
  round(insight.confidence * (0.6 + 0.4 * overlap(queryWords, insight.content)))

const sentenceEnd = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`)

/** The paragraph about one subject: who or what it is, where, what changed lately, what the workspace knows. */
function describe(profile: RecordProfile, quoted: readonly Insight[]): string {
  const parts: string[] = []
  if (profile.slug === 'person') {
    const employer = employerOf(profile)
    let who = profile.name
    if (profile.job_title && employer) who += ` is ${profile.job_title} at ${employer.name}`
    else if (employer) who += ` works at ${employer.name}`
    else if (profile.job_title) who += ` is ${profile.job_title}`
    else who += ' is a person in the workspace'
    if (profile.location) who += `, based in ${profile.location}`
    parts.push(`${who}.`)
  } else {
    let what = `${profile.name} is a`
    what += profile.industries.length > 0 ? ` ${profile.industries.join(' and ')} ${profile.slug}` : ` ${profile.slug}`
    if (profile.employee_count) what += ` with ${profile.employee_count} employees`
    if (profile.location) what += `, based in ${profile.location}`
    parts.push(`${what}.`)
    const people = employeesOf(profile)
    if (people.length > 0)
      parts.push(
        `People there: ${people
          .slice(0, 5)
          .map((p) => p.name)
          .join(', ')}${people.length > 5 ? ` and ${people.length - 5} more` : ''}.`,
      )
  }
  const others = profile.relations
    .filter((relation) => !/^(works at|works for|employed by|employs)$/i.test(relation.predicate))
    .slice(0, 3)
  if (others.length > 0)
    parts.push(`${profile.name} ${others.map((relation) => `${relation.predicate} ${relation.name}`).join('; ')}.`)
  if (profile.changes.length > 0) parts.push(`Lately: ${profile.changes.join('; ')}.`)
  if (quoted.length > 0)
    parts.push(`What the workspace knows: ${quoted.map((insight) => sentenceEnd(insight.content)).join(' ')}`)
  return parts.join(' ')
}

/**
 * Answers a question from the workspace's own records and insights. The records the question
 * names (by name, e-mail address or domain), or, with none named, the ones a pronoun refers back
 * to in the session ("and where does she work?"), are its subjects; a person's employer and a
 * company's people are considered beside them. The answer says who or what each subject is, where,
 * what changed lately and the insights that best fit the question (confidence, raised by shared
 * words); with no subject it sums up the workspace and its most fitting insights. Each call is a
 * turn of a session: a new one when none (or an unknown one) is sent.
 *
 * @example askQuestion(workspace, clock, { query: 'Who is Ada Lovelace?' }).answer // 'Ada Lovelace is CTO at Acme, based in London, United Kingdom. ...'
 */
export function askQuestion(
  workspace: Workspace,
  clock: Clock,
  input: { query: string; session_id?: string | undefined },
): AskAnswer {
  const query = input.query.trim()
  const session = openSession(workspace, clock, input.session_id)
  const queryWords = new Set(contentWords(query))
  const { matches, searched } = matchNames(workspace, query)
  const subjects = matches.slice(0, ASK_LIMITS.subjects).map((match) => ({ ...match }))
  const pronoun = findPronoun(query)
  let unresolved: string | undefined
  if (subjects.length === 0 && pronoun) {
    const previous = previousEntities(workspace, session)
    const ids = resolvePronoun(workspace, pronoun.refers, previous).slice(0, ASK_LIMITS.subjects)
    if (ids.length === 0) unresolved = pronoun.word
    const names = previous.primary.map((id) => recordProfile(workspace, workspace.records.get(id)!).name).join(', ')
    for (const id of ids)
      subjects.push({
        id,
        score: 0.9,
        reason: `"${pronoun.word}" refers back to the session's previous question, about ${names}`,
      })
  }

  const considered: ConsideredEntity[] = []
  const signals: Signal[] = []
  const paragraphs: string[] = []
  const profiles = new Map<string, RecordProfile>()
  const profile = (id: string): RecordProfile => {
    let found = profiles.get(id)
    if (!found) profiles.set(id, (found = recordProfile(workspace, workspace.records.get(id)!)))
    return found
  }
  const consider = (id: string, reason: string, score: number): void => {
    if (considered.length >= ASK_LIMITS.considered || considered.some((entity) => entity.id === id)) return
    const found = profile(id)
    considered.push({
      id,
      name: found.name,
      type: found.slug.toUpperCase(),
      reason,
      insights_matched: found.insights.length,
      score: round(score),
    })
  }

  for (const subject of subjects) consider(subject.id, subject.reason, subject.score)
  const related: string[] = []
  for (const subject of subjects) {
    const found = profile(subject.id)
    const employer = employerOf(found)
    const relatives = employer
      ? [{ id: employer.id, reason: `Employer of ${found.name}` }]
      : employeesOf(found)
          .slice(0, 3)
          .map((p) => ({ id: p.id, reason: `Works at ${found.name}` }))
    for (const relative of relatives) {
      if (subjects.some((s) => s.id === relative.id)) continue
      related.push(relative.id)
      consider(relative.id, relative.reason, subject.score * 0.6)
    }
  }

  for (const subject of subjects) {
    const found = profile(subject.id)
    const ranked = found.insights
      .slice(0, ASK_LIMITS.insightsWeighed)
      .map((insight) => ({ insight, score: insightScore(insight, queryWords) }))
      .sort((a, b) => b.score - a.score || (a.insight.id < b.insight.id ? 1 : -1))
    const quoted = ranked.slice(0, ASK_LIMITS.insightsPerSubject)
    for (const { insight, score } of quoted)
      signals.push({
        insight_id: insight.id,
        entity_id: subject.id,
        content: insight.content,
        score,
        type: insight.type,
      })
    for (const change of found.changes)
      signals.push({ entity_id: subject.id, content: change, score: 0.5, type: 'timeline_change' })
    paragraphs.push(
      describe(
        found,
        quoted.map((q) => q.insight),
      ),
    )
  }

  let queryType: AskAnswer['metadata']['query_type'] = 'entity_specific'
  let confidence: number
  if (subjects.length === 0) {
    queryType = 'workspace_wide'
    const live = liveInsights(workspace)
    // Newest first already; a stable sort keeps recency among equal scores.
    const ranked = live
      .slice(0, ASK_LIMITS.insightsWeighed)
      .map((insight) => ({ insight, score: insightScore(insight, queryWords) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 5)
    const people = workspace.recordIdsByObject.get(workspace.objectIdsBySlug.get('person') ?? '')?.size ?? 0
    const companies = workspace.recordIdsByObject.get(workspace.objectIdsBySlug.get('company') ?? '')?.size ?? 0
    const lead = unresolved
      ? `I could not tell who "${unresolved}" refers to: no earlier question in this session named anyone. `
      : ''
    let summary = `${lead}The workspace holds ${people} ${people === 1 ? 'person' : 'people'} and ${companies} ${companies === 1 ? 'company' : 'companies'}, with ${live.length} ${live.length === 1 ? 'insight' : 'insights'}.`
    if (ranked.length > 0)
      summary += ` Most relevant: ${ranked.map(({ insight }) => sentenceEnd(insight.content)).join(' ')}`
    paragraphs.push(summary)
    for (const { insight, score } of ranked) {
      const entity = insight.entities.find((e) => workspace.records.has(e.id))
      signals.push({
        insight_id: insight.id,
        ...(entity && { entity_id: entity.id }),
        content: insight.content,
        score,
        type: insight.type,
      })
      if (entity) consider(entity.id, 'Named by an insight that fits the question', score)
    }
    confidence = ranked.length === 0 ? 0.2 : round(0.3 + 0.4 * Math.max(...ranked.map((r) => r.score)))
  } else {
    const best = Math.max(...subjects.map((s) => s.score))
    const evidence = Math.min(1, signals.length / 3)
    confidence = round(best * (0.7 + 0.3 * evidence))
  }

  signals.sort((a, b) => b.score - a.score)
  const answer = paragraphs.join('\n\n')
  const references = considered
    .map((entity) => ({
      id: entity.id,
      name: entity.name,
      type: profile(entity.id).object_id,
      count: entity.name ? answer.split(entity.name).length - 1 : 0,
    }))
    .filter((reference) => reference.count > 0)
  recordTurn(
    session,
    clock,
    subjects.map((s) => s.id),
    related,
  )
  return {
    answer,
    entities_considered: considered,
    signals_used: signals.slice(0, ASK_LIMITS.signals),
    metadata: { query_type: queryType, total_entities_searched: searched, confidence },
    session_id: session.id,
    entity_references: references,
  }
}
