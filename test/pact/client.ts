import { request as httpRequest } from 'node:http'

/**
 * A typical client of the API, modelled on the official CLI and MCP server (CLIENTS.md): it calls
 * `{baseUrl}/v1/...` where the base URL carries the gateway prefix (`https://host/api/developers`),
 * sends `Authorization: Bearer <key>` and `X-Nex-Source`, sends `Content-Type: application/json`
 * only with a body, sends ids as strings, and reads only the fields it shows the user.
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
    readonly retryAfter: number | undefined,
  ) {
    super(message)
  }
}

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  source?: 'skill-cli' | 'mcp' | 'skill'
  /** The fetch to use (default: a fresh connection per call, see freshFetch). */
  fetch?: (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => Promise<{ status: number; ok: boolean; headers: { get(name: string): string | null }; text(): Promise<string> }>
}

/**
 * fetch over a new connection each call (node:http, no agent): every consumer test talks to a new
 * Pact mock server, and a pooled keep-alive socket to an earlier one must never carry a request.
 */
export function freshFetch(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{
    status: number
    ok: boolean
    headers: { get(name: string): string | null }
    text(): Promise<string>
  }>((resolve, reject) => {
    const request = httpRequest(url, { method: init.method, headers: init.headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const status = response.statusCode ?? 0
        resolve({
          status,
          ok: status >= 200 && status < 300,
          headers: { get: (name) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => text,
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(init.body)
  })
}

export function createClient({ baseUrl, apiKey, source = 'skill-cli', fetch = freshFetch }: ClientOptions) {
  async function call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, 'x-nex-source': source }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    const text = await response.text()
    const parsed = text ? JSON.parse(text) : null
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after')
      throw new ApiClientError(
        response.status,
        parsed?.code,
        parsed?.message ?? text,
        retryAfter === null ? undefined : Number(retryAfter),
      )
    }
    return parsed as T
  }
  const enc = encodeURIComponent
  return {
    call,
    createRecord: (slug: string, attributes: Record<string, unknown>) =>
      call('POST', `/v1/objects/${enc(slug)}`, { attributes }),
    upsertRecord: (slug: string, matching_attribute: string, attributes: Record<string, unknown>) =>
      call('PUT', `/v1/objects/${enc(slug)}`, { matching_attribute, attributes }),
    getRecord: (id: string) => call('GET', `/v1/records/${enc(id)}`),
    updateRecord: (id: string, attributes: Record<string, unknown>) =>
      call('PATCH', `/v1/records/${enc(id)}`, { attributes }),
    deleteRecord: (id: string) => call('DELETE', `/v1/records/${enc(id)}`),
    listRecords: (
      slug: string,
      body: { limit?: number; offset?: number; attributes?: string; sort?: { attribute: string; direction?: string } },
    ) => call('POST', `/v1/objects/${enc(slug)}/records`, body),
    createObject: (body: { name: string; slug: string; type?: string; description?: string; name_plural?: string }) =>
      call('POST', '/v1/objects', body),
    listRelationshipDefinitions: () => call('GET', '/v1/relationships'),
    linkRecords: (recordId: string, body: { definition_id: string; entity_1_id: string; entity_2_id: string }) =>
      call('POST', `/v1/records/${enc(recordId)}/relationships`, body),
    addListMember: (listId: string, parent_id: string, attributes?: Record<string, unknown>) =>
      call('POST', `/v1/lists/${enc(listId)}`, attributes ? { parent_id, attributes } : { parent_id }),
    listListMembers: (listId: string, body: { limit?: number; offset?: number }) =>
      call('POST', `/v1/lists/${enc(listId)}/records`, body),
    createTask: (body: {
      title: string
      description?: string
      priority?: string
      due_date?: string
      entity_ids?: string[]
    }) => call('POST', '/v1/tasks', body),
    updateTask: (id: string, body: Record<string, unknown>) => call('PATCH', `/v1/tasks/${enc(id)}`, body),
    listTasks: (query: string) => call('GET', `/v1/tasks?${query}`),
    createNote: (body: { title: string; content?: string; entity_id?: string }) => call('POST', '/v1/notes', body),
    listNotes: (entityId: string) => call('GET', `/v1/notes?entity_id=${enc(entityId)}`),
    timeline: (recordId: string, limit: number, cursor?: string) =>
      call('GET', `/v1/records/${enc(recordId)}/timeline?limit=${limit}${cursor ? `&cursor=${enc(cursor)}` : ''}`),
    search: (query: string) => call('POST', '/v1/search', { query }),
    ask: (query: string, session_id?: string) =>
      call('POST', '/v1/context/ask', session_id ? { query, session_id } : { query }),
    addContext: (content: string, context?: string) =>
      call('POST', '/v1/context/text', context ? { content, context } : { content }),
    getArtifact: (id: string) => call('GET', `/v1/context/artifacts/${enc(id)}`),
    createListJob: (body: { query: string; object_type?: string; limit?: number; include_attributes?: boolean }) =>
      call('POST', '/v1/context/list/jobs', body),
    getListJob: (id: string) => call('GET', `/v1/context/list/jobs/${enc(id)}`),
    insights: (query: string) => call('GET', `/v1/insights?${query}`),
    // The CLI requests the catalogue with a trailing slash, and connects with no body.
    integrations: () => call('GET', '/v1/integrations/'),
    connect: (type: string, provider: string) => call('POST', `/v1/integrations/${enc(type)}/${enc(provider)}/connect`),
    connectStatus: (connectId: string) => call('GET', `/v1/integrations/connect/${enc(connectId)}/status`),
    disconnect: (connectionId: string) => call('DELETE', `/v1/integrations/connections/${enc(connectionId)}`),
    feed: (limit: number, since?: string) =>
      call('GET', `/v1/notifications/feed?limit=${limit}${since ? `&since=${enc(since)}` : ''}`),
    preferences: () => call('GET', '/v1/notifications/preferences'),
    updatePreferences: (body: { frequency_minutes?: number; enabled_types?: string[]; digest_enabled?: boolean }) =>
      call('PATCH', '/v1/notifications/preferences', body),
    rules: () => call('GET', '/v1/notifications/custom'),
    addRule: (description: string) => call('POST', '/v1/notifications/custom', { description }),
    deleteRule: (id: string) => call('DELETE', `/v1/notifications/custom/${enc(id)}`),
  }
}

export type Client = ReturnType<typeof createClient>
