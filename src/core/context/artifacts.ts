import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { badRequest, notFound } from '../errors.js'
import {
  admitJob,
  AT_ONCE,
  driveJob,
  runToEnd,
  WorkMeter,
  type JobsControl,
  type JobState,
  type SlicedWork,
} from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { RETENTION, retainNewest } from '../retention.js'
import { ingestSlices, type ArtifactResult, type DirectoryReuse } from './ingest.js'

/** Limits of `POST /v1/context/text`, in UTF-8 bytes: the body limit is 1 MiB, a text half of it. */
export const CONTEXT_LIMITS = {
  maxContentBytes: 512 * 1024,
  maxContextBytes: 4 * 1024,
  maxSessionIdBytes: 256,
} as const

export const ARTIFACT_STATES = ['pending', 'processing', 'completed', 'failed'] as const

/** An ingestion of a text: a job that reads and writes the text when it completes. */
export interface Artifact extends JobState<ArtifactResult> {
  id: string
  content: string
  context?: string | undefined
  session_id?: string | undefined
  created_at: string
}

/** A workspace's artifacts by id. */
export interface ContextState {
  artifacts: Map<string, Artifact>
}

export const createContextState = (): ContextState => ({ artifacts: new Map() })

export interface ContextInput {
  content: string
  context?: string | undefined
  session_id?: string | undefined
}

/** The response form, in the reference's fields. */
export interface PresentedArtifact {
  operation_id: string
  status: string
  result?: ArtifactResult
  error?: string
  created_at: string
  completed_at?: string
}

const utf8 = new TextEncoder()

function checkSize(field: string, value: string, max: number): void {
  // Characters first: a string shorter than max/3 characters cannot exceed max bytes, so most texts are not encoded at all.
  if (value.length * 3 > max && utf8.encode(value).length > max)
    throw badRequest(`${field}: at most ${max} bytes of UTF-8 (${Math.floor(max / 1024)} KiB)`)
}

/** Checks an ingestion request; throws 400 naming the field. */
export function checkContextInput(input: ContextInput): void {
  if (input.content.trim() === '') throw badRequest('content: must not be blank')
  checkSize('content', input.content, CONTEXT_LIMITS.maxContentBytes)
  if (input.context !== undefined) checkSize('context', input.context, CONTEXT_LIMITS.maxContextBytes)
  if (input.session_id !== undefined) checkSize('session_id', input.session_id, CONTEXT_LIMITS.maxSessionIdBytes)
}

function newArtifact(workspace: Workspace, clock: Clock, input: ContextInput): Artifact {
  checkContextInput(input)
  const artifact: Artifact = {
    id: workspace.ids.next(),
    status: ARTIFACT_STATES[0],
    content: input.content,
    ...(input.context !== undefined && { context: input.context }),
    ...(input.session_id !== undefined && { session_id: input.session_id }),
    created_at: clock.iso(),
  }
  workspace.context.artifacts.set(artifact.id, artifact)
  retainNewest(workspace.context.artifacts, RETENTION.artifacts)
  return artifact
}

/**
 * Accepts a text for ingestion: the artifact is `pending`, `processing` after one step of the
 * `artifact` job kind, and `completed` (or `failed`) after two, when the text is read and written
 * against the workspace as it is then (ingest.ts); a long text is read in slices across turns of
 * the event loop, so it completes a little after that step. A queued failure (`POST /_mock/jobs/fail-next`)
 * fails it with that error and writes nothing. A workspace whose artifacts in flight are at their
 * bound (JOBS_IN_FLIGHT) answers 429 with Retry-After and keeps nothing of the request.
 *
 * @example const artifact = submitContext(workspace, clock, jobs, { content: 'Ada Lovelace works at Analytical Engines' }, apiActor(key)); clock.advance('4s')
 */
export function submitContext(
  workspace: Workspace,
  clock: Clock,
  jobs: JobsControl,
  input: ContextInput,
  actor: Actor,
): Artifact {
  checkContextInput(input)
  // What the queued job holds until it runs: the text (the context and session id are small).
  const bytes = utf8.encode(input.content).length
  admitJob(clock, workspace.jobs, 'artifact', bytes)
  const artifact = newArtifact(workspace, clock, input)
  driveJob(clock, jobs, artifact, {
    kind: 'artifact',
    states: ARTIFACT_STATES,
    workspaceJobs: workspace.jobs,
    bytes,
    // Read in slices: a text of 512 KiB never holds the event loop for long (README "Bounds"), nor
    // do the names of a large workspace it is matched against (10,500 records took about 30 ms).
    work: () =>
      ingestSlices(
        workspace,
        clock,
        artifact.content,
        { artifactId: artifact.id, context: artifact.context, actor },
        new WorkMeter(NAMES_SLICE),
      ),
    // The text is needed only by the work: once the artifact is done (or failed), it goes.
    onChange: () => {
      if (artifact.completed_at !== undefined) artifact.content = ''
    },
  })
  return artifact
}

/**
 * The names of a workspace an ingestion job reads in one slice, in units of WorkMeter (a name read
 * is a quarter unit, a name indexed one): about 2,000 records, a few ms; a workspace of fewer is
 * read in the job's first slice, so its short text is still read and written at once.
 */
export const NAMES_SLICE = 2_500

/**
 * Ingests a text at once, without the job's steps: what the fixtures use to seed context. The
 * artifact is completed at the clock's now.
 *
 * @example ingestNow(workspace, clock, { content: 'Meeting notes ...', context: 'meeting notes' }, SYSTEM_ACTOR)
 */
export function ingestNow(workspace: Workspace, clock: Clock, input: ContextInput, actor: Actor): Artifact {
  return runToEnd(ingestNowSlices(workspace, clock, input, actor, AT_ONCE))
}

/**
 * `ingestNow` in slices, the workspace's names read in slices of `meter` too (a seed of the large
 * scenario reads 10,500 of them for each text).
 */
export function* ingestNowSlices(
  workspace: Workspace,
  clock: Clock,
  input: ContextInput,
  actor: Actor,
  meter: WorkMeter,
  reuse?: DirectoryReuse,
): SlicedWork<Artifact> {
  const artifact = newArtifact(workspace, clock, input)
  artifact.started_at = clock.iso()
  artifact.result = yield* ingestSlices(
    workspace,
    clock,
    artifact.content,
    { artifactId: artifact.id, context: artifact.context, actor },
    meter,
    reuse,
  )
  artifact.status = 'completed'
  artifact.completed_at = clock.iso()
  artifact.content = ''
  return artifact
}

/** Finds an artifact of the workspace, or throws 404. */
export function findArtifact(workspace: Workspace, id: string): Artifact {
  const artifact = workspace.context.artifacts.get(id)
  if (!artifact) throw notFound(`Artifact ${id} not found`)
  return artifact
}

/**
 * The response form. Entities of records deleted since lose their `canonical_entity_id`, so no
 * answer names a record that is gone.
 */
export function presentArtifact(workspace: Workspace, artifact: Artifact): PresentedArtifact {
  const result = artifact.result && {
    ...artifact.result,
    entities_extracted: artifact.result.entities_extracted.map((entity) => {
      if (entity.canonical_entity_id === undefined || workspace.records.has(entity.canonical_entity_id)) return entity
      const { canonical_entity_id: _, ...rest } = entity
      return rest
    }),
  }
  return {
    operation_id: artifact.id,
    status: artifact.status,
    ...(result && { result }),
    ...(artifact.error !== undefined && { error: artifact.error }),
    created_at: artifact.created_at,
    ...(artifact.completed_at !== undefined && { completed_at: artifact.completed_at }),
  }
}
