import type { MockCore } from '../mock/mock-core.js'
import { createMockCore } from '../node-core.js'
import { compareAnswers } from './drift.js'
import type { ProxiedCall } from './proxy.js'
import type { Recording } from './recording.js'
import type { Drift } from './report.js'

/**
 * `--shadow`: every call the target answered is also sent to an in-process mock seeded from the
 * recording so far, and the two answers are compared (`compareAnswers`): status, error class,
 * fields present, field types. The mock is re-seeded when the recording has changed since the
 * last call; ids of the target in the path and body are put in the mock's terms through the
 * recording's refs (the nth recorded person is the mock's nth person), so a call about a
 * recorded record reaches the same record in the mock.
 *
 * @example const shadow = createShadow(recording); const drift = await shadow.compare(call)
 */
export function createShadow(recording: Recording) {
  let mock: MockCore | undefined
  let seededVersion = -1
  let ids = new Map<string, string>()
  let queue: Promise<unknown> = Promise.resolve()

  const reseed = async () => {
    mock?.close()
    mock = createMockCore({ scenario: 'empty', clock: { mode: 'manual' }, rateLimit: 'off' })
    const fixture = recording.fixture()
    await mock.seed({ fixture: JSON.stringify(fixture), scenario: 'empty' })
    ids = await shadowIds(mock, recording.targetIds())
    seededVersion = recording.version()
  }

  const compare = async (call: ProxiedCall): Promise<Drift[]> => {
    if (!call.operation || call.responseBody === undefined) return []
    if (recording.version() !== seededVersion) await reseed()
    const translate = (text: string) => text.replace(/\b\d{1,20}\b/g, (id) => ids.get(id) ?? id)
    const headers: Record<string, string> = {}
    if (call.requestHeaders['content-type']) headers['content-type'] = call.requestHeaders['content-type']
    // The target's own key means nothing to the mock: a call it took gets the mock's key; one it refused keeps what it sent.
    if (call.status === 401) {
      if (call.requestHeaders.authorization) headers.authorization = call.requestHeaders.authorization
    } else headers.authorization = `Bearer ${mock!.apiKey}`
    const query = call.query.toString()
    const answer = await mock!.fetch(`${translate(call.routePath)}${query ? `?${translate(query)}` : ''}`, {
      method: call.method,
      headers,
      body:
        call.requestBody === '' || call.method === 'GET' || call.method === 'HEAD'
          ? undefined
          : translate(call.requestBody),
    })
    const text = await answer.text()
    return compareAnswers(
      { status: call.status, body: parse(call.responseBody) },
      { status: answer.status, body: parse(text) },
    )
  }

  return {
    /** The drift of one call; calls are compared one at a time, in the order they were answered. */
    compare(call: ProxiedCall): Promise<Drift[]> {
      const result = queue.then(() => compare(call))
      queue = result.catch(() => undefined)
      return result
    },
    close(): void {
      mock?.close()
    },
  }
}

export type Shadow = ReturnType<typeof createShadow>

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The mock's ids of what the recording holds, by the target's ids: the nth of each kind is the nth created. */
async function shadowIds(
  mock: MockCore,
  target: { records: Map<string, string[]>; tasks: string[]; notes: string[]; lists: Map<string, string[]> },
): Promise<Map<string, string>> {
  const map = new Map<string, string>()
  const byId = (a: { id: string }, b: { id: string }) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1)
  const get = async (path: string, body?: unknown) =>
    (await (
      await mock.fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as { data?: { id: string }[] }
  const pair = (targetIds: readonly string[], found: { id: string }[]) =>
    targetIds.forEach((id, i) => found[i] && map.set(id, found.sort(byId)[i]!.id))
  for (const [type, targetIds] of target.records) {
    const found: { id: string }[] = []
    for (let offset = 0; found.length < targetIds.length; offset += 500) {
      const page = (await get(`/v1/objects/${type}/records`, { attributes: 'none', limit: 500, offset })).data ?? []
      found.push(...page)
      if (page.length < 500) break
    }
    pair(targetIds, found)
  }
  pair(target.tasks, (await get('/v1/tasks?limit=500')).data ?? [])
  pair(target.notes, (await get('/v1/notes')).data ?? [])
  for (const [object, targetIds] of target.lists) pair(targetIds, (await get(`/v1/objects/${object}/lists`)).data ?? [])
  return map
}
