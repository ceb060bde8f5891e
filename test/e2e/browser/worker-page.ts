// The page the browser-worker test loads (bundled by esbuild for the browser platform): the
// browser entry under MSW's setupWorker, as an app would start it, and a script that reads,
// writes, polls a job and reads the insight stream through the worker. `?persist=localStorage`
// or `?persist=indexedDB` starts the mock with that `persist` option (key `e2e` for IndexedDB),
// `&debounce=<ms>` with that debounceMs; without it the mock keeps nothing between reloads.
import { setupWorker } from 'msw/browser'
import { createMock, type PersistOption } from '../../../src/browser.js'

const query = new URLSearchParams(location.search)
const debounce = query.get('debounce')
const PERSIST: Record<string, PersistOption> = {
  localStorage: debounce ? { storage: 'localStorage', debounceMs: Number(debounce) } : 'localStorage',
  indexedDB: { storage: 'indexedDB', key: 'e2e', ...(debounce && { debounceMs: Number(debounce) }) },
}
const persist = PERSIST[query.get('persist') ?? '']
const mock = createMock({ seed: 1, clock: 'real', jobSteps: '50ms', ...(persist && { persist }) })
const worker = setupWorker(...mock.handlers)
const auth = { authorization: `Bearer ${mock.apiKey}` }
const api = (path: string) => `${mock.baseUrl}${path}`

async function json(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(api(path), {
    ...init,
    headers: { ...auth, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  })
  return { status: response.status, body: await response.json() }
}

/**
 * Opens the insight stream, ingests a text while it is open, and reads until the batch of
 * insights that text produced arrives as a live event (or 10 s pass).
 */
async function streamWhileIngesting(): Promise<{
  status: number
  replayed: number
  live: Array<{ event: string; id: string | undefined; insights: number }>
}> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), 10_000)
  const response = await fetch(api('/v1/insights/stream'), {
    headers: { ...auth, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let replayed = 0
  const live: Array<{ event: string; id: string | undefined; insights: number }> = []
  let ingested = false
  try {
    while (live.length === 0) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event === 'insight.replay') replayed++
        else if (event)
          live.push({
            event,
            id: /^id: (.*)$/m.exec(block)?.[1],
            insights: data ? (JSON.parse(data).insights?.length ?? 0) : 0,
          })
      }
      if (!ingested) {
        ingested = true
        await json('/v1/context/text', {
          method: 'POST',
          body: JSON.stringify({
            content: 'Met Grace Hopper (grace@example.com) today. Grace Hopper joined Navy Labs as Rear Admiral.',
          }),
        })
      }
    }
  } catch {
    // Aborted after 10 s: what arrived is answered.
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
  return { status: response.status, replayed, live }
}

async function scenario(): Promise<Record<string, unknown>> {
  const objects = await json('/v1/objects')
  const created = await json('/api/developers/v1/objects/person', {
    method: 'POST',
    body: JSON.stringify({ attributes: { name: 'Grace Hopper', email_addresses: ['grace@example.com'] } }),
  })
  const readBack = await json(`/v1/records/${created.body.id}`)
  const job = await json('/v1/context/list/jobs', {
    method: 'POST',
    body: JSON.stringify({ query: 'engineers in Berlin' }),
  })
  const polls: string[] = []
  let final: any
  for (let i = 0; i < 200; i++) {
    final = await json(`/v1/context/list/jobs/${job.body.message.job_id}`)
    polls.push(final.body.message.status)
    if (final.body.message.status === 'completed' || final.body.message.status === 'failed') break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const stream = await streamWhileIngesting()
  return {
    objects: { status: objects.status, slugs: objects.body.data.map((o: { slug: string }) => o.slug) },
    created: { status: created.status, id: created.body.id },
    readBack: { status: readBack.status, name: readBack.body.attributes?.name },
    job: { status: job.status, polls, final: final.body.message.status, count: final.body.message.entities?.length },
    stream,
  }
}

/** Polls until `done` or 200 polls. */
async function poll(path: string, done: (body: any) => boolean): Promise<{ statuses: number[]; body: any }> {
  const statuses: number[] = []
  let last: { status: number; body: any } = { status: 0, body: null }
  for (let i = 0; i < 200; i++) {
    last = await json(path)
    statuses.push(last.status)
    if (done(last.body)) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { statuses, body: last.body }
}

/** Writes through the worker: a record, and a text ingested and polled until its artifact completes. */
async function writeThrough(n: number): Promise<Record<string, unknown>> {
  const email = n === 1 ? 'katherine@example.com' : `katherine${n}@example.com`
  const created = await json('/v1/objects/person', {
    method: 'POST',
    body: JSON.stringify({ attributes: { name: 'Katherine Johnson', email_addresses: [email] } }),
  })
  const response = await fetch(api('/api/developers/v1/context/text'), {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      content:
        'Met Dorothy Vaughan (dorothy@langley.example) today. Dorothy Vaughan joined Langley Research as Head of Computing.',
    }),
  })
  // The artifact id is a JSON number above 2^53, as the service's: read from the text, not parsed.
  const artifactId = /"artifact_id":(\d+)/.exec(await response.text())?.[1] ?? ''
  const artifact = await poll(
    `/v1/context/artifacts/${artifactId}`,
    (body) => body.status === 'completed' || body.status === 'failed',
  )
  return {
    created: { status: created.status, id: created.body.id },
    artifact: { status: response.status, id: artifactId, final: artifact.body.status, result: artifact.body.result },
  }
}

/** Reads back what writeThrough wrote (after a reload: from the saved state, or 404 without it). */
async function readBack(recordId: string, artifactId: string): Promise<Record<string, unknown>> {
  const record = await json(`/v1/records/${recordId}`)
  const artifact = await json(`/v1/context/artifacts/${artifactId}`)
  const people = await json('/v1/objects/person/records', { method: 'POST', body: JSON.stringify({ limit: 500 }) })
  return {
    record: {
      status: record.status,
      name: record.body.attributes?.name,
      emails: record.body.attributes?.email_addresses,
    },
    artifact: { status: artifact.status, final: artifact.body.status, result: artifact.body.result },
    people: people.body.total,
  }
}

/** The saved record in IndexedDB, read without the mock: `{ format, version, origin, snapshot }`, or null. */
async function savedInIndexedDb(key: string): Promise<unknown> {
  // Opening a database that does not exist would create it, without the mock's store.
  if (!(await indexedDB.databases()).some((db) => db.name === 'context-graph-mock')) return null
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('context-graph-mock')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('state')) {
        db.close()
        resolve(null)
        return
      }
      const get = db.transaction('state').objectStore('state').get(key)
      get.onsuccess = () => {
        db.close()
        resolve(get.result === undefined ? null : JSON.parse(get.result as string))
      }
      get.onerror = () => reject(get.error)
    }
  })
}

const started = worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
;(window as any).mock = mock
;(window as any).mockReady = started.then(() => true)
;(window as any).runScenario = () => started.then(scenario)
;(window as any).writeThrough = (n = 1) => started.then(() => writeThrough(n))
;(window as any).readBack = (recordId: string, artifactId: string) => started.then(() => readBack(recordId, artifactId))
;(window as any).savedInIndexedDb = savedInIndexedDb
