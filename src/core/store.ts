import type { ApiKey, Scope } from './auth.js'
import { SCOPES } from './auth.js'
import type { Clock } from './clock.js'
import { badRequest } from './errors.js'
import { createIdSequence } from './ids.js'
import type { Workspace } from './model.js'
import { createObject } from './schema/objects.js'

/** The whole state of one mock: its workspaces and the keys that reach them. */
export interface Store {
  clock: Clock
  workspaces: Map<string, Workspace>
  keys: Map<string, ApiKey>
  /** The workspace the development key and `createKey` without a workspace use. */
  defaultWorkspaceId: string
  keyCount: number
}

export const INDUSTRIES = [
  'Software',
  'Financial Services',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Education',
  'Media',
  'Consulting',
  'Energy',
  'Real Estate',
  'Logistics',
  'Biotechnology',
] as const

/**
 * Creates an empty workspace holding the starter objects `person` and `company`.
 *
 * @example const workspace = createWorkspace('1', clock)
 */
export function createWorkspace(id: string, clock: Clock): Workspace {
  if (!/^\d+$/.test(id)) throw badRequest(`workspace: "${id}" must be a string of digits`)
  const workspace: Workspace = {
    id,
    ids: createIdSequence(1),
    objects: new Map(),
    objectIdsBySlug: new Map(),
    attributes: new Map(),
    records: new Map(),
    recordIdsByObject: new Map(),
    uniqueIndex: new Map(),
    orderIndexes: new Map(),
  }
  createObject(workspace, clock, { name: 'Person', name_plural: 'People', slug: 'person', type: 'person', description: 'People you work with' }, [
    { name: 'Name', slug: 'name', type: 'full_name', options: { is_required: true } },
    { name: 'Email addresses', slug: 'email_addresses', type: 'email', options: { is_multi_value: true, is_unique: true } },
    { name: 'Job title', slug: 'job_title', type: 'text' },
    { name: 'Phone number', slug: 'phone_number', type: 'phone' },
    { name: 'Location', slug: 'location', type: 'location' },
  ])
  createObject(workspace, clock, { name: 'Company', name_plural: 'Companies', slug: 'company', type: 'company', description: 'Organisations you work with' }, [
    { name: 'Name', slug: 'name', type: 'text', options: { is_required: true } },
    { name: 'Domains', slug: 'domains', type: 'domain', options: { is_multi_value: true, is_unique: true } },
    { name: 'Industry', slug: 'industry', type: 'select', options: { select_options: INDUSTRIES.map((name) => ({ name })) } },
    { name: 'Employee count', slug: 'employee_count', type: 'number', options: { is_whole_number: true } },
    { name: 'Location', slug: 'location', type: 'location' },
  ])
  return workspace
}

export function createStore(clock: Clock, defaultWorkspaceId = '1'): Store {
  return { clock, workspaces: new Map(), keys: new Map(), defaultWorkspaceId, keyCount: 0 }
}

/** Returns the workspace with this id, creating an empty one (starter objects only) if it is new. */
export function ensureWorkspace(store: Store, id: string): Workspace {
  let workspace = store.workspaces.get(id)
  if (!workspace) {
    workspace = createWorkspace(id, store.clock)
    store.workspaces.set(id, workspace)
  }
  return workspace
}

/**
 * Issues an API key for a workspace. Key strings are deterministic: `cgm_<workspace>_<n>`.
 *
 * @example addKey(store, { scopes: ['record.read'] }).key // 'cgm_1_1'
 */
export function addKey(store: Store, options: { scopes: readonly Scope[]; workspace?: string | undefined; key?: string | undefined }): ApiKey {
  const workspaceId = options.workspace ?? store.defaultWorkspaceId
  ensureWorkspace(store, workspaceId)
  const count = ++store.keyCount
  const key: ApiKey = {
    key: options.key ?? `cgm_${workspaceId}_${count}`,
    workspace_id: workspaceId,
    scopes: [...new Set(options.scopes)].sort((a, b) => SCOPES.indexOf(a) - SCOPES.indexOf(b)),
    token_id: String(count),
    user_id: String(count),
  }
  if (store.keys.has(key.key)) throw badRequest(`key: "${key.key}" already exists`)
  store.keys.set(key.key, key)
  return key
}
