import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { publicRoutes } from '../../src/http/routes/index.js'
import { readRequests, runSequence, stepArbitrary, type Send } from '../support/sequences.js'
import { rowsDigest, withoutBuckets } from '../support/state.js'
import { useTarget } from '../support/target.js'

// Issue 23: no GET (or HEAD) arms a timer, writes a row or moves a count. A state built by a long
// random sequence of the whole API is read route by route, with valid and invalid input, and the
// snapshot (its rate buckets aside: a call takes a token, which is what a rate limit is) and the
// clock's pending timers are compared before and after each read.
const t = useTarget()

const send: Send = async (method, path, options = {}) => {
  const answer = await t.request(method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.key === undefined ? {} : { key: options.key }),
  })
  return { status: answer.status, text: answer.text, body: answer.body, headers: answer.headers }
}

/** Reads a stream's opening, then leaves, and waits until the mock has seen the client go. */
async function readStream(path: string, key: string | null): Promise<number> {
  const abort = new AbortController()
  const response = await fetch(`${t.baseUrl}${path}`, {
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    signal: abort.signal,
  })
  if (response.status === 200) {
    const reader = response.body!.getReader()
    let text = ''
    while (!text.endsWith('\n\n')) text += new TextDecoder().decode((await reader.read()).value)
    abort.abort()
    await reader.cancel().catch(() => undefined)
    const workspace = t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
    await vi.waitFor(() => expect(workspace.insights.listeners.size).toBe(0), { timeout: 5_000, interval: 5 })
  } else await response.text()
  return response.status
}

/** Every read with valid input, and each GET route again with input it refuses. */
type Read = { method: string; path: string; body?: unknown; key?: string | null }

function walk(valid: readonly Read[]): Read[] {
  const reads: Read[] = [...valid]
  for (const route of publicRoutes) {
    if (route.method !== 'get') continue
    const path = route.path.replace(/\{[^}]+\}/g, 'not-an-id')
    reads.push({ method: 'GET', path })
    reads.push({ method: 'GET', path: `${route.path.replace(/\{[^}]+\}/g, '1')}?limit=-1&last=never&since=x` })
    reads.push({ method: 'GET', path: route.path.replace(/\{[^}]+\}/g, '1'), key: null })
    reads.push({ method: 'GET', path: route.path.replace(/\{[^}]+\}/g, '1'), key: 'cgm_not_a_key' })
  }
  for (const read of [...reads]) if (read.method === 'GET') reads.push({ ...read, method: 'HEAD' })
  return reads
}

describe('reads change nothing', () => {
  it('leaves the snapshot and the pending timers as they were after every GET and HEAD, valid or not', async () => {
    const [steps] = fc.sample(fc.array(stepArbitrary, { minLength: 60, maxLength: 60 }), { numRuns: 1, seed: 23 })
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve))
    }
    const pools = await runSequence(send, steps!, { turns })
    t.mock.faults.clear()
    // A key whose scopes open none of the reads: each answers 403.
    const narrow = await t.createKey(['record.write'])
    // A user who never touched their notifications: their first reads used to make their state.
    const users = (await t.request('GET', '/_mock/users', { key: null })).body.data as Array<{ id: string }>
    const scopes = (await t.request('GET', '/_mock/keys', { key: null })).body.data[0].scopes
    const other = await t.request('POST', '/_mock/keys', { key: null, body: { scopes, user_id: users.at(-1)!.id } })
    expect(other.status, other.text).toBe(200)
    const reads = walk(readRequests(pools))
    reads.push(...readRequests(pools).map((read) => ({ ...read, key: narrow })))
    reads.push(...readRequests(pools).map((read) => ({ ...read, key: other.body.key as string })))
    expect(reads.length).toBeGreaterThan(300)
    while (t.mock.store.jobs.slices.waiting.length > 0) await turns(1)

    // The snapshot (base and changes), and what the workspaces hold, caches that reads fill aside.
    const state = () => JSON.stringify(withoutBuckets(t.mock.snapshot()))
    let before = state()
    // The rows are digested every few reads (a digest takes some milliseconds), naming the reads between.
    let rows = rowsDigest(t.mock)
    let since = 0
    const timers = t.mock.clock.pending()
    const statuses = new Set<number>()
    for (const [i, read] of reads.entries()) {
      const key = read.key === undefined ? (read.path.startsWith('/_mock') ? null : t.mock.apiKey) : read.key
      let status: number
      if (read.path.startsWith('/v1/insights/stream') && read.method === 'GET')
        status = await readStream(read.path, key)
      else {
        const answer = await t.request(read.method, read.path, {
          ...(read.body === undefined ? {} : { body: read.body }),
          key,
        })
        status = answer.status
      }
      statuses.add(status)
      const after = state()
      expect(after === before, `${read.method} ${read.path} (${status}) changed the state`).toBe(true)
      expect(t.mock.clock.pending(), `${read.method} ${read.path} (${status}) armed a timer`).toBe(timers)
      before = after
      if (i % 25 === 24 || i === reads.length - 1) {
        const now = rowsDigest(t.mock)
        const between = reads.slice(since, i + 1).map((r) => `${r.method} ${r.path}`)
        expect(now === rows, `one of these reads changed a workspace: ${between.join(', ')}`).toBe(true)
        rows = now
        since = i + 1
      }
    }
    // The walk met answers of every kind: found, refused input, unknown id, no key, no scope.
    for (const status of [200, 400, 401, 403, 404]) expect(statuses).toContain(status)
  }, 120_000)
})
