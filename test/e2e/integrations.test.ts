import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type Browser } from '../support/browser.js'
import { call, finish, ROOT, run, serve, start, stop, within, WAIT_MS, type Served } from './processes.js'

// The connect flow as a front-end developer sees it, in a real browser against the built server:
// connect, open auth_url, approve on the mock's consent page, poll the status, see the connection
// in the catalogue, and, once the manual clock moves, the connection's first activity as an
// insight batch on the stream.

/** Screenshots land here (gitignored); docs/consent.png is a copy of consent.png. */
const OUTPUT = join(ROOT, 'test', 'e2e', 'output')

let served: Served
let browser: Browser

beforeAll(async () => {
  served = await serve(['--port', '0', '--clock', 'manual', '--integration-activity', '5m'])
  mkdirSync(OUTPUT, { recursive: true })
  browser = await launchBrowser({ viewport: { width: 720, height: 620 } })
})

afterAll(async () => {
  await browser?.close()
  if (served) await stop(served.child)
})

/** Every request the page makes must stay on the mock's origin. */
async function guardOrigin(): Promise<string[]> {
  const outside: string[] = []
  await browser.page.unroute('**/*')
  await browser.page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(served.origin)) return route.continue()
    outside.push(url)
    return route.abort()
  })
  return outside
}

/** Reads server-sent events from the insight stream until `until` holds for one; answers the events seen. */
async function readStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (event: string) => boolean,
): Promise<string[]> {
  const decoder = new TextDecoder()
  const events: string[] = []
  let buffer = ''
  for (;;) {
    const { done, value } = await within(reader.read(), WAIT_MS, 'the next chunk of the insight stream')
    if (done) throw new Error(`the stream ended after ${events.length} events`)
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      events.push(event)
      if (until(event)) return events
    }
  }
}

describe('connecting an integration in Chromium', () => {
  it('approves on the consent page, polls until connected, lists the connection, and streams its first activity', async () => {
    const outside = await guardOrigin()
    const key = served.apiKey
    const stream = await fetch(`${served.origin}/v1/insights/stream`, { headers: { authorization: `Bearer ${key}` } })
    expect(stream.status).toBe(200)
    const reader = stream.body!.getReader()
    const replay = await readStream(reader, (event) => event.startsWith(': connected'))
    expect(replay).toHaveLength(1)

    const started = await call(`${served.origin}/v1/integrations/email/google/connect`, { method: 'POST', key })
    expect(started.status, started.text).toBe(200)
    const { auth_url: authUrl, connect_id: connectId } = started.body
    expect(authUrl).toBe(`${served.origin}/_mock/connect/${connectId}`)

    const page = browser.page
    const response = await page.goto(authUrl)
    expect(response!.status()).toBe(200)
    await expect.poll(() => page.textContent('h1')).toBe('context-graph-mock wants to access your Gmail account')
    expect(await page.locator('li').allTextContents()).toEqual([
      'Read your e-mail messages, their senders and recipients',
      'See the contacts you write to',
    ])
    await page.fill('#account', 'ada@analytical.io')
    await page.screenshot({ path: join(OUTPUT, 'consent.png') })
    expect((await call(`${served.origin}/v1/integrations/connect/${connectId}/status`, { key })).body).toEqual({
      status: 'pending',
    })

    await page.click('#approve')
    await expect
      .poll(() => page.textContent('#result'))
      .toBe('Connected as ada@analytical.io. You can close this window.')
    expect(await page.isVisible('#approve')).toBe(false)

    // As the official CLI does: poll the status until it is connected.
    let status: any
    await expect
      .poll(
        async () =>
          (status = (await call(`${served.origin}/v1/integrations/connect/${connectId}/status`, { key })).body).status,
      )
      .toBe('connected')
    expect(status).toEqual({ status: 'connected', connection_id: 1 })
    const catalogue = await call(`${served.origin}/v1/integrations/`, { key })
    expect(catalogue.body.find((i: any) => i.provider === 'google' && i.type === 'email').connections).toEqual([
      { id: 1, status: 'active', identifier: 'ada@analytical.io' },
    ])

    // Five minutes of clock time bring the first e-mail; its ingestion takes two job steps.
    const advanced = await call(`${served.origin}/_mock/clock/advance`, { method: 'POST', body: { by: '5m4s' } })
    expect(advanced.status).toBe(200)
    const events = await readStream(reader, (event) => event.includes('event: insight.batch.created'))
    const data = JSON.parse(
      events
        .at(-1)!
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6),
    )
    expect(data.insight_count).toBeGreaterThan(0)
    expect(data.emitted_at).toBe(advanced.body.now)
    const recent = await call(`${served.origin}/v1/insights?last=1m`, { key })
    expect(recent.body.data.map((i: any) => i.id)).toEqual(expect.arrayContaining(data.insights.map((i: any) => i.id)))
    await reader.cancel()
    expect(outside).toEqual([])
  })

  it("shows HubSpot's broker step before the consent, and a denial ends the flow as denied", async () => {
    const outside = await guardOrigin()
    const key = served.apiKey
    const started = await call(`${served.origin}/v1/integrations/crm/hubspot/connect`, { method: 'POST', key })
    const page = browser.page
    await page.goto(started.body.auth_url)
    expect(await page.isVisible('#broker')).toBe(true)
    expect(await page.isVisible('#approve')).toBe(false)
    expect(await page.textContent('#broker h1')).toBe('Connect HubSpot through the integration broker')
    await page.click('#continue')
    expect(await page.isVisible('#broker')).toBe(false)
    await expect
      .poll(() => page.textContent('#consent h1'))
      .toBe('context-graph-mock wants to access your HubSpot account')
    await page.click('#deny')
    await expect.poll(() => page.textContent('#result')).toBe('Access denied. You can close this window.')
    expect(
      (await call(`${served.origin}/v1/integrations/connect/${started.body.connect_id}/status`, { key })).body,
    ).toEqual({ status: 'denied' })
    expect(
      (await call(`${served.origin}/v1/integrations`, { key })).body.find((i: any) => i.provider === 'hubspot')
        .connections,
    ).toEqual([])
    expect(outside).toEqual([])
  })

  it('shows a refused account on the page and keeps the flow pending', async () => {
    const key = served.apiKey
    const started = await call(`${served.origin}/v1/integrations/messaging/slack/connect`, { method: 'POST', key })
    const page = browser.page
    await page.goto(started.body.auth_url)
    await page.fill('#account', 'not an address')
    await page.click('#approve')
    await expect.poll(() => page.textContent('#result')).toContain('account: "not an address" is not an e-mail address')
    expect(await page.isEnabled('#approve')).toBe(true)
    expect(
      (await call(`${served.origin}/v1/integrations/connect/${started.body.connect_id}/status`, { key })).body,
    ).toEqual({ status: 'pending' })
  })
})

/** The insights created after the manual clock's start (the seed dates its own at or before it). */
async function newInsights(server: Served): Promise<{ created_at: string }[]> {
  const listed = await call(`${server.origin}/v1/insights?last=1d&limit=100`, { key: server.apiKey })
  return listed.body.data.filter((insight: { created_at: string }) => insight.created_at > '2026-01-15T10:00:00Z')
}

describe('serve flags of integrations', () => {
  it('--public-url makes auth_url point there, and --integration-activity off keeps connections quiet', async () => {
    const other = await serve([
      '--port',
      '0',
      '--clock',
      'manual',
      '--public-url',
      'https://mock.example.test/context/',
      '--integration-activity',
      'off',
    ])
    try {
      // The notifications' digest is armed when the workspace is made (issue 23): no connection adds to it.
      const timers = (await call(`${other.origin}/_mock/clock`)).body.pending_timers
      const started = await call(`${other.origin}/v1/integrations/calendar/google/connect`, {
        method: 'POST',
        key: other.apiKey,
      })
      expect(started.body.auth_url).toBe(`https://mock.example.test/context/_mock/connect/${started.body.connect_id}`)
      // The page itself is still served here; the public URL is only what browsers are sent to.
      expect(
        (await call(`${other.origin}/_mock/connect/${started.body.connect_id}/approve`, { method: 'POST' })).body
          .status,
      ).toBe('connected')
      expect(
        (await call(`${other.origin}/_mock/clock/advance`, { method: 'POST', body: { by: '1h' } })).body.pending_timers,
      ).toBe(timers)
      expect(await newInsights(other)).toEqual([])
    } finally {
      await stop(other.child)
    }
  })

  it('--integration-activity 30s feeds every 30 s of clock time', async () => {
    const other = await serve(['--port', '0', '--clock', 'manual', '--integration-activity', '30s', '--job-step', '1s'])
    try {
      const started = await call(`${other.origin}/v1/integrations/crm/attio/connect`, {
        method: 'POST',
        key: other.apiKey,
      })
      await call(`${other.origin}/_mock/connect/${started.body.connect_id}/approve`, {
        method: 'POST',
        body: { account: 'ada@analytical.io' },
      })
      await call(`${other.origin}/_mock/clock/advance`, { method: 'POST', body: { by: '31s' } })
      expect(await newInsights(other)).toEqual([])
      await call(`${other.origin}/_mock/clock/advance`, { method: 'POST', body: { by: '1s' } })
      const fed = await newInsights(other)
      expect(fed.length).toBeGreaterThan(0)
      expect(fed.every((insight) => insight.created_at === '2026-01-15T10:00:32Z')).toBe(true)
    } finally {
      await stop(other.child)
    }
  })

  it('refuses a bad --integration-activity or --public-url with a usage error (exit 2)', async () => {
    const tooFast = await run(['serve', '--integration-activity', '10ms'])
    expect(tooFast.code).toBe(2)
    expect(tooFast.stderr).toContain('--integration-activity: "10ms" is too short: at least 1s, or 0 or off for none')
    const unitless = await run(['serve', '--integration-activity', '300'])
    expect(unitless.code).toBe(2)
    expect(unitless.stderr).toContain('--integration-activity: "300" needs a unit, e.g. 300s or 300ms')
    const badUrl = await run(['serve', '--public-url', 'ftp://mock.example.test'])
    expect(badUrl.code).toBe(2)
    expect(badUrl.stderr).toContain('--public-url must be an absolute http(s) URL')
  })
})

describe("the docs' connect flow (docs/operations.md)", () => {
  it('runs as shown against a served mock and prints what its comments say', async () => {
    const page = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8')
    const section = page.slice(page.indexOf('## Integrations and connect flows'))
    const script = /```sh\n([\s\S]*?)```/.exec(section)![1]!
    const other = await serve(['--port', '0', '--clock', 'manual'])
    try {
      const result = await finish(
        start('bash', ['-e', '-c', script.replaceAll('http://127.0.0.1:4010', other.origin)]),
        "the docs' curl calls",
      )
      expect(result.code, result.stderr).toBe(0)
      const expected = [...script.matchAll(/# (.+)$/gm)].map((match) => match[1]!.trim())
      let rest = result.stdout
      for (const printed of expected) {
        expect(rest).toContain(printed)
        rest = rest.slice(rest.indexOf(printed) + printed.length)
      }
      expect(expected).toHaveLength(3)
    } finally {
      await stop(other.child)
    }
  })
})
