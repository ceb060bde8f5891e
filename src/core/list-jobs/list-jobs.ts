import type { Clock } from '../clock.js'
import { notFound } from '../errors.js'
import { admitJob, driveJob, type JobState, type JobsControl } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { RETENTION, retainNewest } from '../retention.js'
import { presentRecord } from '../records/records.js'
import { interpretListQuery, type ListQueryReading, type ListQueryResult } from './interpret.js'
import { listVocabulary, runListQuery, type ListJobMatch } from './match.js'
import { recordName } from '../records/record-name.js'

/** Bounds of `limit`: the reference's default and maximum. */
export const LIST_JOB_LIMIT = { defaultLimit: 50, min: 1, max: 100 } as const
export const LIST_JOB_STATES = ['pending', 'processing', 'completed', 'failed'] as const
export type ListJobStatus = (typeof LIST_JOB_STATES)[number]

export interface ListJob extends JobState<ListJobMatch[]> {
  id: string
  status: ListJobStatus
  created_at: string
  query: string
  limit: number
  include_attributes: boolean
  /** How the query was read, in words; set when the job is created. */
  interpretation: string
}

/** A workspace's AI list jobs by id. */
export interface ListJobsState {
  byId: Map<string, ListJob>
}

export const createListJobsState = (): ListJobsState => ({ byId: new Map() })

export interface ListJobInput {
  query: string
  object_type?: string | undefined
  limit?: number | undefined
  include_attributes?: boolean | undefined
}

export interface PresentedListEntity {
  id: string
  name: string
  type: 'contact' | 'company'
  reason: string
  highlights: string[]
  attributes?: Record<string, unknown>
}

export interface PresentedListJob {
  job_id: string
  status: ListJobStatus
  created_at: string
  entities?: PresentedListEntity[]
  count?: number
  query_interpretation: string
  error?: string
}

const TARGET_WORDS = { person: 'contacts', company: 'companies', any: 'contacts and companies' } as const

/** The reading in one sentence: "Finding contacts whose job title matches engineer, located in Berlin; at most 50 (the query names roles or people)". */
export function describeReading(reading: ListQueryReading, limit: number): string {
  const parts: string[] = []
  if (reading.seniority.length > 0)
    parts.push(`at ${reading.seniority.map((s) => `${s.level} ("${s.words}")`).join(' or ')} level`)
  if (reading.roles.length > 0)
    parts.push(`whose job title matches ${reading.roles.map((r) => `${r.role} ("${r.words}")`).join(' or ')}`)
  if (reading.companies.length > 0)
    parts.push(`at ${reading.companies.map((c) => c.name).join(' or ')} (works-at relationship or e-mail domain)`)
  if (reading.industries.length > 0)
    parts.push(`in the ${reading.industries.map((i) => `${i.name} ("${i.words}")`).join(' or ')} industry`)
  if (reading.places.length > 0) parts.push(`located in ${reading.places.join(' or ')}`)
  for (const relationship of reading.relationships)
    parts.push(`who ${relationship.predicate} ${relationship.person.name}`)
  if (reading.recency)
    parts.push(
      `${reading.recency.field === 'created_at' ? 'added' : 'updated'} since ${new Date(reading.recency.since).toISOString().slice(0, 10)} ("${reading.recency.words}")`,
    )
  const what =
    parts.length > 0 ? `${TARGET_WORDS[reading.target]} ${parts.join(', ')}` : `all ${TARGET_WORDS[reading.target]}`
  const ignored = reading.ignored.length > 0 ? `; ignored: ${reading.ignored.map((w) => `"${w}"`).join(', ')}` : ''
  return `Finding ${what}; at most ${limit} (${reading.targetReason})${ignored}`
}

/**
 * Creates an AI list job: reads the query now, and finds the matches when the job's steps have
 * passed on the clock (`pending -> processing -> completed`), against the workspace as it is
 * then. An empty or unreadable query fails the job with an error, as does a failure queued for
 * `list_job` (POST /_mock/jobs/fail-next).
 *
 * @example const job = createListJob(workspace, clock, jobs, { query: 'engineers in Berlin' }); clock.advance('4s'); job.status // 'completed'
 */
export function createListJob(workspace: Workspace, clock: Clock, jobs: JobsControl, input: ListJobInput): ListJob {
  admitJob(clock, workspace.jobs, 'list_job')
  const read: ListQueryResult = interpretListQuery(
    input.query,
    input.object_type,
    listVocabulary(workspace),
    clock.now(),
  )
  const requested = input.limit ?? LIST_JOB_LIMIT.defaultLimit
  const limit =
    read.ok && read.reading.limit !== undefined ? Math.max(1, Math.min(requested, read.reading.limit)) : requested
  const job: ListJob = {
    id: workspace.ids.next(),
    status: 'pending',
    created_at: clock.iso(),
    query: input.query,
    limit,
    include_attributes: input.include_attributes ?? false,
    interpretation: read.ok ? describeReading(read.reading, limit) : `Could not read the query: ${read.error}`,
  }
  workspace.listJobs.byId.set(job.id, job)
  retainNewest(workspace.listJobs.byId, RETENTION.listJobs)
  driveJob(clock, jobs, job, {
    kind: 'list_job',
    states: LIST_JOB_STATES,
    workspaceJobs: workspace.jobs,
    work: () => {
      if (!read.ok) throw new Error(read.error)
      return runListQuery(workspace, read.reading, limit)
    },
  })
  return job
}

/** Finds a job of the workspace, or throws 404. */
export function findListJob(workspace: Workspace, id: string): ListJob {
  const job = workspace.listJobs.byId.get(id)
  if (!job) throw notFound(`List job ${id} not found`)
  return job
}

/**
 * The response form of a job. Entities are read from the records as they are now: a record
 * deleted since the job completed is left out (and `count` with it), a renamed one shows its new
 * name. `attributes` appear when the job was created with include_attributes or the read asks.
 */
export function presentListJob(workspace: Workspace, job: ListJob, includeAttributes = false): PresentedListJob {
  const presented: PresentedListJob = {
    job_id: job.id,
    status: job.status,
    created_at: job.created_at,
    query_interpretation: job.interpretation,
  }
  if (job.status === 'completed') {
    const withAttributes = includeAttributes || job.include_attributes
    const entities: PresentedListEntity[] = []
    for (const match of job.result ?? []) {
      const record = workspace.records.get(match.id)
      if (!record) continue
      const entity: PresentedListEntity = {
        id: match.id,
        name: recordName(workspace, record),
        type: match.type,
        reason: match.reason,
        highlights: [...match.highlights],
      }
      if (withAttributes) entity.attributes = presentRecord(workspace, record).attributes
      entities.push(entity)
    }
    presented.entities = entities
    presented.count = entities.length
  }
  if (job.status === 'failed') presented.error = job.error ?? 'the job failed'
  return presented
}
