import { copyFileSync, mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeHandler, createNodeServer } from '../../src/adapters/node.js'
import { createMockCore, type MockCore, type MockOptions } from '../../src/index.js'
import { launchBrowser, type Browser } from '../support/browser.js'
import { ROOT } from './processes.js'

// The control page in headless Chromium, against the node:http server: what the person at the
// keyboard sees and does, and the graph page opened from the address bar with the page's session.

/** Screenshots land here (gitignored); docs/control-page.png is a copy of control-page.png. */
const OUTPUT = join(ROOT, 'test', 'e2e', 'output')

interface Running {
  mock: MockCore
  origin: string
  server: Server
}

/** A mock behind the node:http server on 127.0.0.1, its base URL the server's own address. */
async function serve(options: MockOptions): Promise<Running> {
  let listener: ((req: any, res: any) => void) | undefined
  const server = createNodeServer((req, res) => listener!(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const mock = createMockCore({ seed: 1, baseUrl: origin, ...options })
  listener = createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit })
  return { mock, origin, server }
}

async function shut(running: Running | undefined): Promise<void> {
  if (!running) return
  running.mock.close()
  running.server.closeAllConnections()
  await new Promise<void>((resolve) => running.server.close(() => resolve()))
}

let plain: Running
let guarded: Running
let browser: Browser
let page: Page
/** Requests the page made anywhere but its own origin. */
const outside: string[] = []

const call = (running: Running, method: string, path: string, body?: unknown) =>
  fetch(`${running.origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${running.mock.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

beforeAll(async () => {
  // A real clock with long job steps: the AI list job stays in flight while the page looks.
  plain = await serve({ clock: 'real', jobSteps: '1h' })
  guarded = await serve({ adminToken: 'let-me-in' })
  browser = await launchBrowser({ viewport: { width: 1400, height: 900 } })
  page = browser.page
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(plain.origin) || url.startsWith(guarded.origin)) return route.continue()
    outside.push(url)
    return route.abort()
  })
  // Traffic for the journal, a job in flight, a pending connect flow and a fault.
  expect((await call(plain, 'GET', '/v1/objects')).status).toBe(200)
  expect(
    (await call(plain, 'POST', '/api/developers/v1/objects/person', { attributes: { name: 'Ada Lovelace' } })).status,
  ).toBe(200)
  expect((await call(plain, 'POST', '/v1/context/list/jobs', { query: 'engineers in Berlin' })).status).toBe(200)
  plain.mock.faults.add({ method: 'GET', path: '/v1/tasks', status: 503 })
  expect((await call(plain, 'GET', '/v1/tasks')).status).toBe(503)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await shut(plain)
  await shut(guarded)
})

const text = (selector: string) => page.locator(selector).allInnerTexts()

describe('the control page in Chromium', () => {
  it("shows the journal live, with a request's bodies on click", async () => {
    await page.goto(`${plain.origin}/_mock/`)
    await page.locator('cgm-journal tr.entry').first().waitFor()
    const rows = await text('cgm-journal tr.entry')
    expect(rows.some((row) => /GET\s+\/v1\/objects\s+200/.test(row))).toBe(true)
    expect(rows.some((row) => /GET\s+\/v1\/tasks\s+503/.test(row))).toBe(true)
    // Live: a request made now shows up without a reload.
    expect((await call(plain, 'GET', '/v1/objects/company')).status).toBe(200)
    await page.locator('cgm-journal tr.entry', { hasText: '/v1/objects/company' }).waitFor({ timeout: 5_000 })
    await page.locator('cgm-journal tr.entry', { hasText: '/api/developers/v1/objects/person' }).click()
    await page.locator('cgm-journal pre.body').first().waitFor()
    const bodies = await text('cgm-journal pre.body')
    expect(bodies[0]).toContain('Ada Lovelace')
    expect(bodies[1]).toContain('"type":"person"')
    // A miss shows why under the entry.
    await page.locator('cgm-journal tr.entry', { hasText: '/v1/tasks' }).click()
    await page.locator('cgm-journal p.explain').waitFor()
    expect(await text('cgm-journal p.explain')).toEqual([
      expect.stringMatching(/^fault: Injected by fault f1 \(GET \/v1\/tasks\); it applies until removed \(try: /),
    ])
  })

  it('lists jobs in flight and approves a pending connect flow', async () => {
    expect((await call(plain, 'POST', '/v1/integrations/email/google/connect')).status).toBe(200)
    await expect
      .poll(() => text('cgm-in-flight tr.job'), { timeout: 5_000 })
      .toEqual([expect.stringMatching(/list_job\s+\d+\s+(pending|processing)/)])
    await expect
      .poll(() => text('cgm-in-flight tr.flow'), { timeout: 5_000 })
      .toEqual([expect.stringContaining('google (email)')])
    await page.locator('cgm-in-flight tr.flow button', { hasText: 'Approve' }).click()
    await expect.poll(() => text('cgm-in-flight tr.flow'), { timeout: 5_000 }).toEqual([])
    const catalogue = (await (await call(plain, 'GET', '/v1/integrations')).json()) as Array<{
      provider: string
      connections: unknown[]
    }>
    expect(
      catalogue.find((integration) => integration.provider === 'google' && integration.connections.length > 0),
    ).toBeDefined()
  })

  it('advances the clock and sets its speed', async () => {
    const before = plain.mock.clock.now()
    await page.locator('cgm-clock button', { hasText: '+1h' }).click()
    await expect.poll(() => plain.mock.clock.now() - before).toBeGreaterThanOrEqual(3_600_000)
    await page.locator('cgm-clock input[name=speed]').fill('60')
    await page.locator('cgm-clock button', { hasText: 'Set speed' }).click()
    await expect.poll(() => plain.mock.clock.speed).toBe(60)
    const shown = await page.locator('cgm-clock .clock-now').innerText()
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  })

  it('adds and removes a fault', async () => {
    await expect
      .poll(() => text('cgm-faults tr.fault'), { timeout: 8_000 })
      .toEqual([expect.stringContaining('GET /v1/tasks')])
    const form = page.locator('cgm-faults form.add-fault')
    await form.locator('select[name=method]').selectOption('POST')
    await form.locator('input[name=path]').fill('/v1/notes')
    await form.locator('input[name=status]').fill('429')
    await form.locator('input[name=times]').fill('2')
    await form.locator('button[type=submit]').click()
    await expect
      .poll(() =>
        plain.mock.faults.list().map((fault) => `${fault.method} ${fault.path} ${fault.status} ${fault.remaining}`),
      )
      .toEqual(['GET /v1/tasks 503 null', 'POST /v1/notes 429 2'])
    await page
      .locator('cgm-faults tr.fault', { hasText: 'GET /v1/tasks' })
      .locator('button', { hasText: 'Remove' })
      .click()
    await expect.poll(() => plain.mock.faults.list().map((fault) => fault.path)).toEqual(['/v1/notes'])
    expect((await call(plain, 'GET', '/v1/tasks')).status).toBe(200)
  })

  it('lists keys masked and users, and issues a key', async () => {
    const keys = await text('cgm-keys tr.key')
    expect(keys.length).toBe(1)
    expect(keys[0]).toContain(`${plain.mock.listKeys()[0]!.scopes.length} scopes`)
    // The page never shows a key it did not just issue.
    expect(await page.locator('body').innerText()).not.toContain(plain.mock.apiKey)
    expect((await text('cgm-keys tr.user')).length).toBeGreaterThan(0)
    await page.locator('cgm-keys input[name=scopes]').fill('record.read')
    await page.locator('cgm-keys button', { hasText: 'Issue key' }).click()
    await page.locator('cgm-keys .created-key').waitFor()
    const issued = await page.locator('cgm-keys .created-key').innerText()
    expect(plain.mock.listKeys().map((key) => key.key)).toContain(issued)
    expect(plain.mock.listKeys().find((key) => key.key === issued)!.scopes).toEqual(['record.read'])
  })

  it('picks a test workspace and shows its own clock, journal, faults and keys, told apart by token', async () => {
    const ws = await plain.mock.workspaces.create({ scenario: 'empty', start: '2030-01-01T00:00:00Z' })
    const own = await fetch(`${plain.origin}/v1/notes`, { headers: { authorization: `Bearer ${ws.apiKey}` } })
    expect(own.status).toBe(200)
    ws.faults.add({ method: 'GET', path: '/v1/lists', status: 502 })
    ws.createKey({ scopes: ['note.read'] })
    const picker = page.locator('#scope')
    await expect
      .poll(() => picker.locator('option').allInnerTexts(), { timeout: 8_000 })
      .toEqual(['server', `test ${ws.workspaceId} (manual clock, 2 keys)`])
    await picker.selectOption(ws.workspaceId)
    await expect.poll(() => page.locator('cgm-clock .clock-now').innerText()).toBe('2030-01-01T00:00:00Z')
    await expect.poll(() => text('cgm-journal tr.entry')).toEqual([expect.stringMatching(/GET\s+\/v1\/notes\s+200/)])
    await expect.poll(() => text('cgm-faults tr.fault')).toEqual([expect.stringContaining('GET /v1/lists')])
    const keys = await text('cgm-keys tr.key')
    expect(keys).toEqual([expect.stringContaining('token 1'), expect.stringContaining('token 2')])
    expect(keys[1]).toContain('1 scope')
    expect(keys[1]).not.toContain('1 scopes')
    // A manual clock: no speed control to press (the API would answer 409).
    expect(await page.locator('cgm-clock input[name=speed]').isVisible()).toBe(false)
    await page.locator('cgm-clock button', { hasText: '+1h' }).click()
    await expect.poll(() => ws.clock.iso()).toBe('2030-01-01T01:00:00Z')
    expect(plain.mock.clock.iso()).not.toMatch(/^2030/)
    ws.delete()
    await expect.poll(() => picker.inputValue(), { timeout: 8_000 }).toBe('')
    await expect.poll(() => text('cgm-faults tr.fault')).not.toEqual([expect.stringContaining('GET /v1/lists')])
  })

  it('keeps its layout on a narrow screen: nothing wider than 480 px', async () => {
    await page.setViewportSize({ width: 480, height: 900 })
    // The layout after the resize: two animation frames, not a wait on the wall clock.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 480)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    )
    expect(wide).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480)
    await page.setViewportSize({ width: 1400, height: 900 })
  })

  it('made no request beyond its own origin, and looks like docs/control-page.png', async () => {
    expect(outside).toEqual([])
    await page.locator('cgm-journal tr.entry', { hasText: '/api/developers/v1/objects/person' }).click()
    mkdirSync(OUTPUT, { recursive: true })
    await page.screenshot({ path: join(OUTPUT, 'control-page.png') })
    if (process.env.CGM_WRITE_DOCS === '1')
      copyFileSync(join(OUTPUT, 'control-page.png'), join(ROOT, 'docs', 'control-page.png'))
  })

  it('opens the graph page from the address bar with the session the page opened, and not without it', async () => {
    const link = await page.locator('#graph-link').getAttribute('href')
    expect(link).toBe('/v1/graph?format=html')
    const response = await page.goto(`${plain.origin}/v1/graph`)
    expect(response!.status()).toBe(200)
    expect(response!.headers()['content-type']).toContain('text/html')
    await page.waitForFunction(() => (window as any).graphView?.cy !== undefined)
    // Without the session cookie (a browser that never opened the control page), the 401.
    await browser.context.clearCookies()
    const refused = await page.goto(`${plain.origin}/v1/graph`)
    expect(refused!.status()).toBe(401)
  })
})

describe('the control page with an admin token', () => {
  it('loads, and its panels read the control API only with the token from the URL fragment', async () => {
    const response = await page.goto(`${guarded.origin}/_mock/`)
    expect(response!.status()).toBe(200)
    await expect
      .poll(() => page.locator('cgm-clock [role=alert]').innerText(), { timeout: 5_000 })
      .toContain('send "X-Admin-Token: <token>"')
    await page.goto(`${guarded.origin}/_mock/#token=let-me-in`)
    await page.reload()
    await page.locator('cgm-clock .clock-now').waitFor()
    expect(await page.locator('cgm-clock [role=alert]').innerText()).toBe('')
    // The token left the address bar.
    expect(page.url()).toBe(`${guarded.origin}/_mock/`)
  })
})
