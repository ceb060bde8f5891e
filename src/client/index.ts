import { ControlError, controlAt, type Link, type RemoteControl } from './control.js'
import type { WorkspaceOptions } from './types.js'

export { ControlError, type RemoteClock, type RemoteControl } from './control.js'
export { parseExactJson } from './exact-json.js'
export type * from './types.js'

/** A test workspace over HTTP: its own control surface, its key, and its deletion. */
export interface RemoteWorkspace extends RemoteControl {
  readonly workspaceId: string
  /** Deletes it: its key answers 401 from then on. */
  delete(): Promise<void>
}

/** A running mock (`serve`) over HTTP: its control surface, and its test workspaces. */
export interface RemoteMock extends RemoteControl {
  readonly workspaces: {
    create(options?: WorkspaceOptions): Promise<RemoteWorkspace>
  }
}

export interface ConnectOptions {
  /** The token `serve --admin-token` was started with. */
  adminToken?: string
  /** The key `json` sends to the server's own workspace (default `cgm_dev_key`). */
  apiKey?: string
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch
}

/**
 * Connects to a running mock: the control surface of `mock` in process (`clock`, `faults`,
 * `journal`, `reset`, `snapshot`, `restore`, `seed`, keys, `workspaces.create()`), each call one
 * HTTP request. It needs nothing but `fetch`.
 *
 * @example
 * const mock = await connect('http://127.0.0.1:4010')
 * const ws = await mock.workspaces.create({ scenario: 'empty' })
 * await ws.json('/v1/tasks', { body: { title: 'Call Ada' } })
 * await ws.clock.advance('5s')
 * await ws.delete()
 */
export async function connect(baseUrl: string, options: ConnectOptions = {}): Promise<RemoteMock> {
  let end = baseUrl.length
  // A loop, not /\/+$/: that pattern backtracks on a long run of slashes (test/unit/regex-safety).
  while (end > 0 && baseUrl[end - 1] === '/') end--
  const origin = baseUrl.slice(0, end)
  const headers: Record<string, string> = options.adminToken ? { 'x-admin-token': options.adminToken } : {}
  const link: Link = { baseUrl: origin, control: '/_mock', headers, fetch: options.fetch ?? globalThis.fetch }
  const control = await controlAt(link, options.apiKey ?? 'cgm_dev_key')
  return {
    ...control,
    workspaces: {
      async create(workspace = {}) {
        const { jobSteps, ...rest } = workspace
        const body = { ...rest, ...(jobSteps !== undefined && { job_steps: jobSteps }) }
        const response = await link.fetch(`${origin}/_mock/workspaces`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        const created = (await response.json()) as { workspace_id: string; api_key: string; message?: string }
        if (response.status !== 201) {
          throw new ControlError(response.status, created.message ?? `HTTP ${response.status}`)
        }
        const own: Link = { ...link, control: `/_mock/workspaces/${created.workspace_id}` }
        const surface = await controlAt(own, created.api_key)
        return {
          ...surface,
          workspaceId: created.workspace_id,
          async delete() {
            const deleted = await link.fetch(`${origin}/_mock/workspaces/${created.workspace_id}`, {
              method: 'DELETE',
              headers,
            })
            await deleted.text()
            if (deleted.status !== 204 && deleted.status !== 404) {
              throw new ControlError(deleted.status, `Could not delete test workspace ${created.workspace_id}`)
            }
          },
        }
      },
    },
  }
}
