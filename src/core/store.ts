import type { ApiKey, Scope } from './auth.js'
import { SCOPES } from './auth.js'
import type { Clock } from './clock.js'
import { badRequest, conflict } from './errors.js'
import { createIdFormat, createIdSequence, type IdFormat } from './ids.js'
import type { Workspace } from './model.js'
import { CASCADE } from './cascade.js'
import { createObject } from './schema/objects.js'
import { createListState } from './lists/state.js'
import { createRelationshipState } from './relationships/state.js'
import { createSearchState } from './search/search-index.js'
import { createInsightsState } from './insights/state.js'
import { createContextState } from './context/artifacts.js'
import { createListJobsState } from './list-jobs/list-jobs.js'
import { createCompoundingState } from './compounding/state.js'
import { createNotificationsState } from './notifications/state.js'
import { startNotifications } from './notifications/notifications.js'
import { createAskState } from './ask/sessions.js'
import { createJobsControl, createWorkspaceJobs, type JobsControl, type JobSteps } from './jobs/jobs.js'
import { createTimelineState } from './timeline/events.js'
import { createNotesState } from './notes/notes.js'
import { createTasksState } from './tasks/tasks.js'
import { createIntegrationsState, DEFAULT_ACTIVITY_EVERY_MS, type IntegrationSettings } from './integrations/state.js'
import { createUser, DEFAULT_OWNER, workspaceOwner, type UserProfile } from './users/users.js'

/** The whole state of one mock: its workspaces and the keys that reach them. */
export interface Store {
  clock: Clock
  workspaces: Map<string, Workspace>
  keys: Map<string, ApiKey>
  /** The workspace the development key and `createKey` without a workspace use. */
  defaultWorkspaceId: string
  /**
   * The default workspace's slot, and the first slot the store gives a new workspace: 0, but for a
   * test workspace's store, whose ids must not meet the server's or another test workspace's.
   */
  firstSlot: number
  keyCount: number
  /** How workspaces and their resources are numbered: 17-digit ids, or short ones. */
  idFormat: IdFormat
  /**
   * Every workspace id the store has used -> its slot, which decides the workspace's ids. Kept
   * across resets, so a rebuilt workspace gets the same ids as before.
   */
  workspaceSlots: Map<string, number>
  /** Who owns a workspace that was registered for someone; kept across resets, so the rebuilt owner has the same name. */
  owners: Map<string, UserProfile>
  /** How long each step of a job takes, and the failures queued for the next jobs (jobs/jobs.ts). */
  jobs: JobsControl
  /** How often connections produce activity, where browsers reach the consent page, the seed (integrations/state.ts). */
  integrations: IntegrationSettings
}

export interface StoreOptions {
  /** Short ids (`'1'`, `'2'`, ...) instead of the real service's 17-digit ids. Default false. */
  shortIds?: boolean | undefined
  /** Clock milliseconds per job step, by kind (default 2 s each). */
  jobSteps?: Partial<JobSteps> | undefined
  /** The default workspace's slot, from which the store's workspaces are numbered (default 0). */
  firstSlot?: number | undefined
  /** Integration settings; default: activity every 5 minutes, consent pages at http://127.0.0.1:4010, seed 1. */
  integrations?: Partial<IntegrationSettings> | undefined
}

/** The options of the starter company attribute `industries`: readable ids, as in the reference's example. */
export const INDUSTRIES = [
  { id: 'tech', name: 'Technology' },
  { id: 'finance', name: 'Financial Services' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'retail', name: 'Retail' },
  { id: 'manufacturing', name: 'Manufacturing' },
  { id: 'education', name: 'Education' },
  { id: 'media', name: 'Media' },
  { id: 'consulting', name: 'Consulting' },
  { id: 'energy', name: 'Energy' },
  { id: 'real_estate', name: 'Real Estate' },
  { id: 'logistics', name: 'Logistics' },
  { id: 'biotech', name: 'Biotechnology' },
  { id: 'venture_capital', name: 'Venture Capital' },
] as const

/**
 * Creates an empty workspace holding the starter objects `person` and `company` and its owner
 * (`owner`, by default "Workspace Owner"), whose own ids start at `firstId`. A store's workspaces
 * come from `ensureWorkspace`, which picks `firstId`.
 *
 * @example const workspace = createWorkspace('1', clock)
 */
export function createWorkspace(
  id: string,
  clock: Clock,
  firstId: bigint | number = 1,
  owner: UserProfile = DEFAULT_OWNER,
): Workspace {
  if (!/^\d+$/.test(id)) throw badRequest(`workspace: "${id}" must be a string of digits`)
  const workspace: Workspace = {
    id,
    ids: createIdSequence(firstId),
    changes: CASCADE,
    objects: new Map(),
    objectIdsBySlug: new Map(),
    attributes: new Map(),
    records: new Map(),
    recordIdsByObject: new Map(),
    uniqueIndex: new Map(),
    insights: createInsightsState(),
    context: createContextState(),
    listJobs: createListJobsState(),
    compounding: createCompoundingState(),
    ask: createAskState(),
    jobs: createWorkspaceJobs(),
    integrations: createIntegrationsState(),
    notifications: createNotificationsState(),
    recordJson: new Map(),
    orderIndexes: new Map(),
    timeline: createTimelineState(),
    search: createSearchState(),
    relationships: createRelationshipState(),
    lists: createListState(),
    users: new Map(),
    tasks: createTasksState(),
    notes: createNotesState(),
  }
  // As BEHAVIOR.md and the reference's example list them; descriptions are empty there too.
  createObject(
    workspace,
    clock,
    { name: 'Person', name_plural: 'People', slug: 'person', type: 'person', description: '' },
    [
      { name: 'Name', slug: 'name', type: 'full_name', options: { is_required: true } },
      {
        name: 'Email Addresses',
        slug: 'email_addresses',
        type: 'email',
        options: { is_multi_value: true, is_unique: true },
      },
      { name: 'Job Title', slug: 'job_title', type: 'text' },
      { name: 'Phone Number', slug: 'phone_number', type: 'phone' },
      { name: 'Location', slug: 'location', type: 'location' },
      { name: 'LinkedIn', slug: 'linkedin', type: 'social_profile' },
    ],
  )
  createObject(
    workspace,
    clock,
    { name: 'Company', name_plural: 'Companies', slug: 'company', type: 'company', description: '' },
    [
      { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
      { name: 'Domains', slug: 'domains', type: 'domain', options: { is_multi_value: true, is_unique: true } },
      {
        name: 'Industries',
        slug: 'industries',
        type: 'select',
        options: { is_multi_value: true, select_options: INDUSTRIES.map((o) => ({ ...o })) },
      },
      { name: 'Employee Count', slug: 'employee_count', type: 'number', options: { is_whole_number: true } },
      { name: 'Location', slug: 'location', type: 'location' },
    ],
  )
  // After the starter objects, so their ids stay the first ones; every key of the workspace acts as this user.
  createUser(workspace, clock, owner)
  // Notifications are evaluated from the moment the workspace exists, never armed by a read.
  startNotifications(workspace, clock)
  return workspace
}

/**
 * Creates an empty store. Its default workspace (slot 0) is named by the id format:
 * `'32704519835647913'`, or `'1'` with `shortIds`; `ensureWorkspace` builds it.
 *
 * @example const store = createStore(clock, { shortIds: true }); store.defaultWorkspaceId // '1'
 */
export function createStore(clock: Clock, options: StoreOptions = {}): Store {
  const idFormat = createIdFormat({ shortIds: options.shortIds })
  const firstSlot = options.firstSlot ?? 0
  const defaultWorkspaceId = idFormat.workspaceId(firstSlot)
  return {
    clock,
    workspaces: new Map(),
    keys: new Map(),
    defaultWorkspaceId,
    firstSlot,
    keyCount: 0,
    idFormat,
    workspaceSlots: new Map([[defaultWorkspaceId, firstSlot]]),
    owners: new Map(),
    jobs: createJobsControl(options.jobSteps),
    integrations: {
      activityEvery: DEFAULT_ACTIVITY_EVERY_MS,
      publicUrl: 'http://127.0.0.1:4010',
      seed: 1,
      ...options.integrations,
    },
  }
}

/**
 * What a store holds at most. Workspaces: every workspace id it has handed out (the default one,
 * registered ones, ones made for keys), kept across resets, so a new one past the bound is 409 until
 * the mock restarts. Keys: per workspace, whoever issued them; one more is 409 until one is revoked.
 */
export const STORE_LIMITS = { workspaces: 100, keysPerWorkspace: 1000 } as const

/** Throws 409 when the store has handed out as many workspace ids as it may. */
function checkRoomForWorkspace(store: Store): void {
  if (store.workspaceSlots.size >= STORE_LIMITS.workspaces) {
    throw conflict(
      `The mock holds ${STORE_LIMITS.workspaces} workspaces, its limit, so it makes no new one (a registration with a new email, or a key for a new workspace id); the existing ones keep working. Restart the mock to start over`,
    )
  }
}

/** The first slot at or after `from` that no workspace holds. */
function freeSlot(store: Store, from: number): number {
  const taken = new Set(store.workspaceSlots.values())
  let slot = from
  while (taken.has(slot)) slot++
  return slot
}

/** The slot of a workspace id: the one it already has, or the next free one. */
function workspaceSlot(store: Store, id: string): number {
  let slot = store.workspaceSlots.get(id)
  if (slot === undefined) {
    checkRoomForWorkspace(store)
    slot = freeSlot(store, store.firstSlot)
    store.workspaceSlots.set(id, slot)
  }
  return slot
}

/**
 * Returns the workspace with this id, creating an empty one (starter objects only) if it is new.
 * Its ids follow the store's id format; a workspace rebuilt after a reset gets the same ones.
 */
export function ensureWorkspace(store: Store, id: string): Workspace {
  let workspace = store.workspaces.get(id)
  if (!workspace) {
    if (!/^\d+$/.test(id)) throw badRequest(`workspace: "${id}" must be a string of digits`)
    workspace = createWorkspace(id, store.clock, store.idFormat.firstId(workspaceSlot(store, id)), store.owners.get(id))
    store.workspaces.set(id, workspace)
  }
  return workspace
}

/**
 * Reserves a fresh workspace id, deterministic from the store's history: the first id of the
 * store's format that no workspace uses (`'32705519835647913'`, ...; short ids `'2'`, `'3'`, ...).
 * Nothing is created; `createRegisteredWorkspace` also builds the workspace.
 *
 * @example nextWorkspaceId(createStore(clock)) // '32705519835647913'
 */
export function nextWorkspaceId(store: Store): string {
  checkRoomForWorkspace(store)
  for (let n = store.firstSlot; ; n++) {
    const id = store.idFormat.workspaceId(n)
    if (store.workspaceSlots.has(id)) continue
    // A long workspace id names its slot's id range, so that slot must be free too (a workspace
    // created for a key may hold it); short ids share one numbering, so any free slot will do.
    if (store.idFormat.shortIds) store.workspaceSlots.set(id, freeSlot(store, store.firstSlot))
    else if (freeSlot(store, n) === n) store.workspaceSlots.set(id, n)
    else continue
    return id
  }
}

/**
 * Creates a new, empty workspace under a fresh id (what a registration does), and returns it.
 *
 * @example const workspace = createRegisteredWorkspace(store); addKey(store, { scopes: SCOPES, workspace: workspace.id })
 */
export function createRegisteredWorkspace(store: Store): Workspace {
  return ensureWorkspace(store, nextWorkspaceId(store))
}

/**
 * Issues an API key for a workspace. Key strings are deterministic: `cgm_<workspace>_<n>`. The key
 * acts as the workspace's owner (`user_id`); `token_id` tells the keys apart.
 *
 * @example addKey(store, { scopes: ['record.read'] }).key // 'cgm_32704519835647913_1'
 */
export function addKey(
  store: Store,
  options: {
    scopes: readonly Scope[]
    workspace?: string | undefined
    key?: string | undefined
    user_id?: string | undefined
  },
): ApiKey {
  const workspaceId = options.workspace ?? store.defaultWorkspaceId
  const held = keysOf(store, workspaceId).length
  if (held >= STORE_LIMITS.keysPerWorkspace)
    throw conflict(
      `Workspace ${workspaceId} holds ${held} API keys, the mock's limit; revoke one first (DELETE /_mock/keys/{token_id})`,
    )
  const workspace = ensureWorkspace(store, workspaceId)
  if (options.user_id !== undefined && !workspace.users.has(options.user_id))
    throw badRequest(`user_id: ${options.user_id} is not a user of workspace ${workspaceId}`)
  const count = ++store.keyCount
  const key: ApiKey = {
    key: options.key ?? `cgm_${workspaceId}_${count}`,
    workspace_id: workspaceId,
    scopes: [...new Set(options.scopes)].sort((a, b) => SCOPES.indexOf(a) - SCOPES.indexOf(b)),
    token_id: String(count),
    // A key acts as the workspace's owner unless told otherwise: the owner is rebuilt with the same id on reset, so the key's user always exists.
    user_id: options.user_id ?? workspaceOwner(workspace).id,
  }
  if (store.keys.has(key.key)) throw badRequest(`key: "${key.key}" already exists`)
  store.keys.set(key.key, key)
  return key
}

/**
 * The keys of a workspace, in the order they were issued.
 *
 * @example keysOf(store, store.defaultWorkspaceId).map((key) => key.token_id) // ['1']
 */
export function keysOf(store: Store, workspaceId: string): ApiKey[] {
  return [...store.keys.values()].filter((key) => key.workspace_id === workspaceId)
}
