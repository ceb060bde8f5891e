import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { SCOPES, type ApiKey } from '../core/auth.js'
import { AT_ONCE, JOB_KINDS, runToEnd, type JobKind, type SlicedWork, type WorkMeter } from '../core/jobs/jobs.js'
import { registrationsOf, setRegistrations } from '../core/registration.js'
import type { Store } from '../core/store.js'
import { CONNECT_ID_PATTERN } from '../core/integrations/connect.js'
import { controlComponents, SCENARIOS, type ScenarioName } from './schemas.js'

/** What a snapshot says it is, so a state file from something else is refused by name. */
export const SNAPSHOT_FORMAT = 'context-graph-mock/snapshot'
/**
 * Bumped whenever a snapshot would no longer replay the same; an older one is refused with a clear
 * error. Version 2 says how many slices of jobs had run at each change (decision 0031); a version 1
 * snapshot is still read, its changes replayed without waiting for slices, as version 1 did.
 * Version 3 keeps the connect ids a call drew, the user a key acts as, and the rate limits' state
 * (issue 23); versions 1 and 2 are still read, their connect flows given fresh ids.
 */
export const SNAPSHOT_VERSION = 3
const READ_VERSIONS: readonly number[] = [1, 2, 3]

/**
 * What a snapshot's changes may hold, as JSON: 32 MiB, the bound of the mock's change log
 * (decision 0019). A snapshot past it was not written by a mock, and is refused before anything
 * of it is applied.
 */
export const SNAPSHOT_CHANGES_LIMIT = 32 * 1024 * 1024

const Instant = lazySchema(() => z.number().int().min(0).max(8.64e15))
const Digits = lazySchema(() => z.string().regex(/^\d{1,20}$/))

/**
 * The state the last reset left behind, besides the workspaces it rebuilt from the seed: the
 * store-level things a reset keeps (keys, which workspace holds which id range, registered
 * owners and emails, queued job failures).
 */
const BaseSchema = lazySchema(() =>
  z.strictObject({
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    scenario: z.enum(SCENARIOS),
    at: Instant().describe('Clock time the workspaces were built at'),
    key_count: z.number().int().min(0),
    keys: z.array(
      z.strictObject({
        key: z.string().min(1).max(200),
        workspace_id: Digits(),
        scopes: z.array(z.enum(SCOPES)),
        token_id: z.string(),
        user_id: z.string(),
      }),
    ),
    workspace_slots: z.array(z.strictObject({ workspace_id: Digits(), slot: z.number().int().min(0) })),
    owners: z.array(z.strictObject({ workspace_id: Digits(), name: z.string(), email: z.string() })),
    registrations: z.array(
      z.strictObject({
        email: z.string(),
        workspace_id: Digits(),
        slug: z.string(),
        keys: z
          .array(z.string())
          .optional()
          .describe('The keys registration issued for the email, oldest first (it keeps the newest 10)'),
      }),
    ),
    job_failures: z.array(z.strictObject({ kind: z.enum(JOB_KINDS), errors: z.array(z.string()) })),
  }),
)

const Slices = lazySchema(() =>
  z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('How many slices of jobs had run since the base when the change was made (version 2)'),
)

/**
 * One acknowledged change since the base, in order, with the clock time it happened at. A `clock`
 * change is a timer that ran while slices of jobs waited (a job's step), so a restore runs it at
 * the same point between them.
 */
const ChangeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('request'),
      at: Instant(),
      slices: Slices(),
      method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
      target: z.string().startsWith('/v1'),
      key: z.string(),
      body: z.string().nullable(),
      ids: z
        .array(z.string().regex(CONNECT_ID_PATTERN))
        .optional()
        .describe('The connect ids the call drew, in order: a replay draws these instead of fresh ones'),
    }),
    z.strictObject({
      kind: z.literal('key'),
      at: Instant(),
      slices: Slices(),
      scopes: z.array(z.enum(SCOPES)),
      workspace: Digits(),
      user_id: Digits().optional().describe('The user the key acts as, when not the workspace owner'),
    }),
    z.strictObject({ kind: z.literal('revoke'), at: Instant(), slices: Slices(), token_id: z.string() }),
    z.strictObject({
      kind: z.literal('register'),
      at: Instant(),
      slices: Slices(),
      input: z.strictObject({
        email: z.string(),
        source: z.string().optional(),
        name: z.string().optional(),
        company_name: z.string().optional(),
      }),
    }),
    z.strictObject({
      kind: z.literal('fail_next_job'),
      at: Instant(),
      slices: Slices(),
      job_kind: z.enum(JOB_KINDS),
      error: z.string(),
    }),
    z.strictObject({
      kind: z.literal('integration'),
      at: Instant(),
      slices: Slices(),
      action: z.enum(['approve', 'deny', 'whatsapp']),
      args: z.array(z.unknown()),
    }),
    z.strictObject({ kind: z.literal('fixture'), at: Instant(), slices: Slices(), fixture: z.unknown() }),
    z.strictObject({ kind: z.literal('clock'), at: Instant(), slices: Slices() }),
  ]),
)

/**
 * What the rate limits hold when the snapshot is taken: the general limit's token buckets and the
 * connect call's per-key minute (a refused connect call counts too, and no change replays it).
 */
const RateSchema = lazySchema(() =>
  z.strictObject({
    buckets: z.array(z.strictObject({ key: z.string(), tokens: z.number().min(0), at: Instant() })),
    connect_calls: z.array(z.strictObject({ workspace_id: Digits(), key: z.string(), calls: z.array(Instant()) })),
  }),
)

export const SnapshotSchema = lazySchema(() =>
  z
    .strictObject({
      format: z.literal(SNAPSHOT_FORMAT),
      version: z.union([z.literal(1), z.literal(2), z.literal(SNAPSHOT_VERSION)]),
      short_ids: z
        .boolean()
        .describe('Whether the mock numbers with short ids; a snapshot restores only into a mock that does the same'),
      now: Instant().describe('Clock time the snapshot was taken at (ms since the epoch)'),
      slices: Slices(),
      base: BaseSchema(),
      changes: z.array(ChangeSchema()),
      rate: RateSchema().optional().describe('The rate limits as they stood (version 3)'),
    })
    .register(controlComponents(), {
      id: 'Snapshot',
      description:
        'The whole state of the mock as JSON: the seed it was built from and every acknowledged change ' +
        'since, replayed in order on restore',
    }),
)

// The snapshot without its changes, checked at once; the changes are checked in batches (parseSnapshotSlices).
const HeadSchema = lazySchema(() => SnapshotSchema().extend({ changes: z.array(z.unknown()) }))

export type Snapshot = z.infer<ReturnType<typeof SnapshotSchema>>
export type SnapshotBase = Snapshot['base']
export type Change = Snapshot['changes'][number]
export type SnapshotRate = NonNullable<Snapshot['rate']>

/** The connect call's per-key minute of every workspace, as a snapshot keeps it. */
export function captureConnectCalls(store: Store): SnapshotRate['connect_calls'] {
  const calls: SnapshotRate['connect_calls'] = []
  for (const workspace of store.workspaces.values())
    for (const [key, times] of workspace.integrations.connectCalls)
      calls.push({ workspace_id: workspace.id, key, calls: [...times] })
  return calls
}

/** Puts the connect calls of a snapshot back, replacing what the replay made. */
export function applyConnectCalls(store: Store, calls: SnapshotRate['connect_calls']): void {
  for (const workspace of store.workspaces.values()) workspace.integrations.connectCalls.clear()
  for (const { workspace_id, key, calls: times } of calls)
    store.workspaces.get(workspace_id)?.integrations.connectCalls.set(key, [...times])
}

/** Takes the store-level state a reset keeps, right after the reset. */
export function captureBase(store: Store, seed: number, scenario: ScenarioName): SnapshotBase {
  return {
    seed,
    scenario,
    at: store.clock.now(),
    key_count: store.keyCount,
    keys: [...store.keys.values()].map((key) => ({ ...key, scopes: [...key.scopes] })),
    workspace_slots: [...store.workspaceSlots.entries()].map(([workspace_id, slot]) => ({ workspace_id, slot })),
    owners: [...store.owners.entries()].map(([workspace_id, owner]) => ({
      workspace_id,
      name: owner.name,
      email: owner.email,
    })),
    registrations: registrationsOf(store).map(([email, entry]) => ({
      email,
      workspace_id: entry.workspaceId,
      slug: entry.slug,
      keys: entry.keys,
    })),
    job_failures: [...store.jobs.failNext.entries()].map(([kind, errors]) => ({ kind, errors: [...errors] })),
  }
}

/** Puts the store-level state of a base back (the workspaces are rebuilt after it). */
export function applyBase(store: Store, base: SnapshotBase): void {
  // In place: the pipeline and the control functions hold these maps.
  refill(
    store.keys,
    base.keys.map((key) => [key.key, { ...key, scopes: [...key.scopes] } as ApiKey]),
  )
  store.keyCount = base.key_count
  refill(
    store.workspaceSlots,
    base.workspace_slots.map(({ workspace_id, slot }) => [workspace_id, slot]),
  )
  refill(
    store.owners,
    base.owners.map(({ workspace_id, name, email }) => [workspace_id, { name, email }]),
  )
  setRegistrations(
    store,
    base.registrations.map(({ email, workspace_id, slug, keys }) => [
      email,
      { workspaceId: workspace_id, slug, keys: keys ?? [] },
    ]),
  )
  refill(
    store.jobs.failNext,
    base.job_failures.map(({ kind, errors }) => [kind as JobKind, [...errors]]),
  )
}

function refill<K, V>(map: Map<K, V>, entries: ReadonlyArray<readonly [K, V]>): void {
  map.clear()
  for (const [key, value] of entries) map.set(key, value)
}

/**
 * Reads a snapshot, or says exactly why it is not one: another format, another version (older
 * state files are refused rather than half-read), or the path of the first bad field.
 */
export function parseSnapshot(input: unknown): Snapshot {
  return runToEnd(parseSnapshotSlices(input, AT_ONCE))
}

/**
 * `parseSnapshot` in slices of `meter`, one unit a change: a state file's 32 MiB of changes took
 * about half a second to check at once.
 */
export function* parseSnapshotSlices(input: unknown, meter: WorkMeter): SlicedWork<Snapshot> {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { format, version } = input as { format?: unknown; version?: unknown }
    if (format !== SNAPSHOT_FORMAT)
      throw new SnapshotError(
        `not a context-graph-mock snapshot (format is ${JSON.stringify(format ?? null)}, expected ` +
          `"${SNAPSHOT_FORMAT}")`,
      )
    if (!READ_VERSIONS.includes(version as number))
      throw new SnapshotError(
        `written by snapshot format version ${JSON.stringify(version ?? null)}; this version of ` +
          `context-graph-mock reads versions ${READ_VERSIONS.slice(0, -1).join(', ')} and ${READ_VERSIONS.at(-1)}`,
      )
  } else throw new SnapshotError('a snapshot is a JSON object')
  const head = HeadSchema().safeParse(input)
  if (!head.success) throw issueError(head.error.issues[0]!)
  const changes: Change[] = []
  let bytes = 0
  for (const [i, change] of head.data.changes.entries()) {
    const result = ChangeSchema().safeParse(change)
    if (!result.success) throw issueError(result.error.issues[0]!, ['changes', i])
    bytes += JSON.stringify(result.data).length
    if (bytes > SNAPSHOT_CHANGES_LIMIT)
      throw new SnapshotError(
        `its changes hold more than ${SNAPSHOT_CHANGES_LIMIT / 2 ** 20} MiB of JSON (passed at changes[${i}]), more than a mock's change log keeps`,
      )
    changes.push(result.data)
    if (meter.spend(1)) yield
  }
  return { ...head.data, changes }
}

function issueError(issue: z.core.$ZodIssue, under: PropertyKey[] = []): SnapshotError {
  const path = [...under, ...issue.path].reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  )
  return new SnapshotError(`${path || 'snapshot'}: ${issue.message}`)
}

/** A snapshot that cannot be restored; the message says why. */
export class SnapshotError extends Error {}
