// The page the browser-worker test loads (bundled by esbuild for the browser platform): the
// browser entry under MSW's setupWorker, as an app would start it, and a script that reads,
// writes, polls a job and reads the insight stream through the worker.
import { setupWorker } from 'msw/browser'
import { createMock } from '../../../src/browser.js'

const mock = createMock({ seed: 1, clock: 'real', jobSteps: '50ms' })
const worker = setupWorker(...mock.handlers)
const auth = { authorization: `Bearer ${mock.apiKey}` }
const api = (path: string) => `${mock.baseUrl}${path}`

async function json(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(api(path), { ...init, headers: { ...auth, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) } })
  return { status: response.status, body: await response.json() }
}

/**
 * Opens the insight stream, ingests a text while it is open, and reads until the batch of
 * insights that text produced arrives as a live event (or 10 s pass).
 */
async function streamWhileIngesting(): Promise<{ status: number; replayed: number; live: Array<{ event: string; id: string | undefined; insights: number }> }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), 10_000)
  const response = await fetch(api('/v1/insights/stream'), { headers: { ...auth, accept: 'text/event-stream' }, signal: controller.signal })
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
        else if (event) live.push({ event, id: /^id: (.*)$/m.exec(block)?.[1], insights: data ? (JSON.parse(data).insights?.length ?? 0) : 0 })
      }
      if (!ingested) {
        ingested = true
        await json('/v1/context/text', { method: 'POST', body: JSON.stringify({ content: 'Met Grace Hopper (grace@example.com) today. Grace Hopper joined Navy Labs as Rear Admiral.' }) })
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
  const created = await json('/api/developers/v1/objects/person', { method: 'POST', body: JSON.stringify({ attributes: { name: 'Grace Hopper', email_addresses: ['grace@example.com'] } }) })
  const readBack = await json(`/v1/records/${created.body.id}`)
  const job = await json('/v1/context/list/jobs', { method: 'POST', body: JSON.stringify({ query: 'engineers in Berlin' }) })
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

const started = worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
;(window as any).mockReady = started.then(() => true)
;(window as any).runScenario = () => started.then(scenario)
