/*
 * The shapes the control API answers, written out here so the client depends on nothing: its
 * declarations work in any app, CommonJS or ESM, with or without the rest of the package.
 */

export type Duration = number | string

export interface ClockState {
  now: string
  mode: 'manual' | 'real'
  pending_timers: number
}

export interface FaultInput {
  method: string
  path: string
  status?: number
  delay_ms?: number
  drop?: boolean
  malformed?: boolean
  times?: number
  fraction?: number
}

export interface Fault extends FaultInput {
  id: string
  hits: number
}

export interface JournalFilter {
  method?: string | undefined
  path?: string | undefined
  status?: number | string | undefined
}

/** A journaled request (docs/control-api.md#the-journal); more fields than these are kept. */
export interface JournalEntry {
  id: number
  at: string
  method: string
  path: string
  route_path: string | null
  status: number
  workspace_id: string | null
  token_id: string | null
  [field: string]: unknown
}

export interface ApiKey {
  key: string
  workspace_id: string
  scopes: string[]
  token_id: string
  user_id: string
}

export interface StaticOverrideSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*'
  path: string
  status: number
  headers?: Record<string, string>
  body?: unknown
  times?: number
}

export interface StaticOverride extends StaticOverrideSpec {
  id: string
  headers: Record<string, string>
  times: number | undefined
  hits: number
}

export type ScenarioName = 'empty' | 'small' | 'large'

export interface SeedInput {
  scenario?: ScenarioName
  seed?: number
  /** An object, or its JSON or YAML text. */
  fixture?: object | string
}

export interface WorkspaceOptions {
  scenario?: ScenarioName
  seed?: number
  fixture?: object | string
  clock?: 'manual' | 'real'
  /** An RFC 3339 instant. */
  start?: string
  /** With units: `'500ms'`, or one per kind: `{ artifact: '1s' }`. */
  jobSteps?: string | Partial<Record<'artifact' | 'list_job' | 'compounding', string>>
}

/** An answer of the API, its body parsed with 17-digit integers kept exact (as strings). */
export interface JsonAnswer<T = any> {
  status: number
  headers: Headers
  body: T
}
