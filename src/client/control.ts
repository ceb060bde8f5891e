import { parseExactJson } from './exact-json.js'
import type {
  ApiKey,
  ClockState,
  Duration,
  Fault,
  FaultInput,
  JournalEntry,
  JournalFilter,
  JsonAnswer,
  ScenarioName,
  SeedInput,
  StaticOverride,
  StaticOverrideSpec,
} from './types.js'

/** A 4xx or 5xx answer of the control API: its status and `{code, message}`. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ControlError'
  }
}

/** How a control surface reaches the mock: its origin, where its routes sit, the headers it sends. */
export interface Link {
  baseUrl: string
  /** `/_mock`, or `/_mock/workspaces/{id}` for a test workspace. */
  control: string
  headers: Record<string, string>
  fetch: typeof fetch
}

/** A clock over HTTP: the in-process clock's names, each answered once the mock has. */
export interface RemoteClock {
  /** `manual` or `real`, as read when connecting. */
  readonly mode: 'manual' | 'real'
  now(): Promise<number>
  iso(): Promise<string>
  pending(): Promise<number>
  /** Moves the clock by milliseconds (a number) or a duration with its unit (`'5s'`); answers the new now. */
  advance(by: Duration): Promise<number>
  /** Moves the clock to an instant (never backwards); answers the new now. */
  set(to: number | string): Promise<number>
  /** A real clock's pace (409 on a manual clock). */
  setSpeed(speed: number): Promise<void>
}

/** The control surface over HTTP, with the names and meaning of the mock's in process. */
export interface RemoteControl {
  readonly baseUrl: string
  /** The key `json` sends: the development key, or the test workspace's. */
  readonly apiKey: string
  readonly clock: RemoteClock
  readonly faults: {
    add(input: FaultInput): Promise<Fault>
    list(): Promise<Fault[]>
    remove(id: string): Promise<boolean>
    clear(): Promise<void>
  }
  readonly journal: {
    find(filter?: JournalFilter): Promise<JournalEntry[]>
    count(filter?: JournalFilter): Promise<number>
    clear(): Promise<void>
  }
  readonly staticOverrides: {
    add(spec: StaticOverrideSpec): Promise<StaticOverride>
    list(): Promise<StaticOverride[]>
    remove(id: string): Promise<boolean>
  }
  reset(options?: { seed?: number; scenario?: ScenarioName }): Promise<void>
  seed(input?: SeedInput): Promise<{ seed: number; scenario: ScenarioName; records: number }>
  /** The state as JSON, to give back to `restore`. */
  snapshot(): Promise<object>
  restore(snapshot: unknown): Promise<void>
  createKey(options: { scopes: string[]; workspace?: string; user_id?: string }): Promise<ApiKey>
  listKeys(): Promise<ApiKey[]>
  revokeKey(tokenId: string): Promise<boolean>
  users(workspace?: string): Promise<{ workspace_id: string; data: Array<Record<string, unknown>> }>
  failNextJob(kind: 'artifact' | 'list_job' | 'compounding', error: string): Promise<void>
  /** `fetch` of a path of the mock (`/v1/tasks`), as sent. */
  fetch(path: string, init?: RequestInit): Promise<Response>
  /**
   * A JSON call of the API with this surface's key (unless `headers` has an Authorization): the
   * body sent as JSON, the answer parsed with 17-digit integer ids kept exact, as strings.
   */
  json<T = any>(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<JsonAnswer<T>>
}

/** Calls a control route; a 4xx or 5xx answer is thrown as a ControlError. */
async function call<T>(link: Link, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { ...link.headers }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await link.fetch(`${link.baseUrl}${link.control}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  const parsed = text === '' ? undefined : parseExactJson(text)
  if (response.status >= 400) {
    const message = (parsed as { message?: string } | undefined)?.message ?? text
    throw new ControlError(response.status, message)
  }
  return parsed as T
}

/** Answers false for a 404 (nothing to remove), as the in-process `remove` does. */
async function removed(link: Link, path: string): Promise<boolean> {
  try {
    await call(link, 'DELETE', path)
    return true
  } catch (error) {
    if (error instanceof ControlError && error.status === 404) return false
    throw error
  }
}

function query(filter: JournalFilter = {}): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) if (value !== undefined) params.set(name, String(value))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The control surface at `link`, its clock's mode read once. */
export async function controlAt(link: Link, apiKey: string): Promise<RemoteControl> {
  const clockAt = async (path: string, body?: unknown): Promise<number> =>
    Date.parse((await call<ClockState>(link, body === undefined ? 'GET' : 'POST', path, body)).now)
  const { mode } = await call<ClockState>(link, 'GET', '/clock')
  return {
    baseUrl: link.baseUrl,
    apiKey,
    clock: {
      mode,
      now: () => clockAt('/clock'),
      iso: async () => (await call<ClockState>(link, 'GET', '/clock')).now,
      pending: async () => (await call<ClockState>(link, 'GET', '/clock')).pending_timers,
      advance: (by) => clockAt('/clock/advance', { by }),
      set: (to) => clockAt('/clock/advance', { to: typeof to === 'number' ? new Date(to).toISOString() : to }),
      setSpeed: async (speed) => void (await call(link, 'POST', '/clock/speed', { speed })),
    },
    faults: {
      add: (input) => call<Fault>(link, 'POST', '/faults', input),
      list: async () => (await call<{ data: Fault[] }>(link, 'GET', '/faults')).data,
      remove: (id) => removed(link, `/faults/${encodeURIComponent(id)}`),
      async clear() {
        for (const fault of (await call<{ data: Fault[] }>(link, 'GET', '/faults')).data)
          await removed(link, `/faults/${encodeURIComponent(fault.id)}`)
      },
    },
    journal: {
      find: async (filter) => (await call<{ data: JournalEntry[] }>(link, 'GET', `/journal${query(filter)}`)).data,
      count: async (filter) => (await call<{ count: number }>(link, 'GET', `/journal${query(filter)}`)).count,
      clear: async () => void (await call(link, 'DELETE', '/journal')),
    },
    staticOverrides: {
      add: (spec) => call<StaticOverride>(link, 'POST', '/overrides', spec),
      list: async () => (await call<{ data: StaticOverride[] }>(link, 'GET', '/overrides')).data,
      remove: (id) => removed(link, `/overrides/${encodeURIComponent(id)}`),
    },
    reset: async (options = {}) => void (await call(link, 'POST', '/reset', options)),
    seed: (input = {}) => call(link, 'POST', '/seed', input),
    snapshot: () => call<object>(link, 'GET', '/snapshot'),
    restore: async (snapshot) => void (await call(link, 'POST', '/restore', snapshot)),
    createKey: (options) => call<ApiKey>(link, 'POST', '/keys', options),
    listKeys: async () => (await call<{ data: ApiKey[] }>(link, 'GET', '/keys')).data,
    revokeKey: (tokenId) => removed(link, `/keys/${encodeURIComponent(tokenId)}`),
    users: (workspace) => call(link, 'GET', `/users${workspace === undefined ? '' : `?workspace=${workspace}`}`),
    failNextJob: async (kind, error) => void (await call(link, 'POST', '/jobs/fail-next', { kind, error })),
    fetch: (path, init) => link.fetch(`${link.baseUrl}${path}`, init),
    async json(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers }
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'authorization'))
        headers.authorization = `Bearer ${apiKey}`
      if (init.body !== undefined) headers['content-type'] ??= 'application/json'
      const response = await link.fetch(`${link.baseUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      })
      const text = await response.text()
      return {
        status: response.status,
        headers: response.headers,
        body: (text === '' ? null : parseExactJson(text)) as never,
      }
    },
  }
}
