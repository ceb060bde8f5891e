import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type Browser } from '../support/browser.js'
import { ROOT } from './processes.js'

// context-graph-mock/browser in a real browser: a page bundled for the browser platform starts
// MSW's worker (installed by the documented `npx msw init` step) with the browser mock, and
// through it reads, writes, polls an AI list job to completion and reads the insight stream.

const execFileAsync = promisify(execFile)
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' }

let site: string
let server: Server
let origin: string
let browser: Browser

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'cgm-worker-site-'))
  // The docs' step (`npx msw init public/ --save`, docs/front-end.md) in a scratch app, with the repo's msw: it
  // writes mockServiceWorker.js into public/ and records the folder in package.json.
  writeFileSync(join(site, 'package.json'), '{ "name": "scratch-site", "private": true }\n')
  await execFileAsync(
    process.execPath,
    [join(ROOT, 'node_modules', 'msw', 'cli', 'index.js'), 'init', 'public/', '--save'],
    { cwd: site, timeout: 60_000 },
  )
  expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).msw).toEqual({ workerDirectory: ['public'] })
  await build({
    entryPoints: [join(ROOT, 'test', 'e2e', 'browser', 'worker-page.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    outfile: join(site, 'public', 'app.js'),
    logLevel: 'silent',
  })
  writeFileSync(
    join(site, 'public', 'index.html'),
    '<!doctype html>\n<html><head><meta charset="utf-8"><title>worker</title></head><body><script type="module" src="/app.js"></script></body></html>\n',
  )
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const file = join(site, 'public', path === '/' ? 'index.html' : path.slice(1))
    if (!file.startsWith(join(site, 'public')) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  if (site) rmSync(site, { recursive: true, force: true })
})

describe('the browser entry under setupWorker in Chromium', () => {
  it('installs the worker script with `npx msw init public/ --save`', () => {
    expect(readFileSync(join(site, 'public', 'mockServiceWorker.js'), 'utf8')).toContain('Mock Service Worker')
  })

  it('reads, writes, polls a job to completion and reads the insight stream through the worker', async () => {
    const { page } = browser
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Every answer from the mock's origin comes from the service worker (nothing listens there).
    const answers: Array<{ url: string; fromWorker: boolean }> = []
    page.on('response', (response) => {
      if (response.url().startsWith('http://127.0.0.1:4010/'))
        answers.push({ url: response.url(), fromWorker: response.fromServiceWorker() })
    })
    await page.goto(`${origin}/`)
    expect(await page.evaluate(() => (window as any).mockReady)).toBe(true)
    const result = await page.evaluate(() => (window as any).runScenario())
    expect(errors).toEqual([])
    expect(result.objects).toEqual({ status: 200, slugs: ['person', 'company'] })
    expect(result.created.status).toBe(200)
    expect(result.created.id).toMatch(/^\d{17}$/)
    expect(result.readBack).toEqual({
      status: 200,
      name: expect.objectContaining({ first_name: 'Grace', last_name: 'Hopper' }),
    })
    expect(result.job.status).toBe(200)
    expect(result.job.final).toBe('completed')
    expect(result.job.count).toBeGreaterThan(0)
    // Polled while it ran: it was pending or processing before it completed.
    expect(result.job.polls.length).toBeGreaterThan(1)
    expect(
      result.job.polls.slice(0, -1).every((status: string) => status === 'pending' || status === 'processing'),
    ).toBe(true)
    // The stream replays the seeded insights, then a text ingested while it is open arrives live.
    expect(result.stream.status).toBe(200)
    expect(result.stream.replayed).toBe(20)
    expect(result.stream.live).toEqual([
      { event: 'insight.batch.created', id: expect.stringMatching(/\S/), insights: expect.any(Number) },
    ])
    expect(result.stream.live[0].insights).toBeGreaterThan(0)
    expect(answers.length).toBeGreaterThan(5)
    expect(answers.filter((answer) => !answer.fromWorker)).toEqual([])
  })
})

// `persist` in a real browser: what is written through the worker (a record, a text ingested
// and its artifact completed) is read back the same after a reload, from localStorage or from
// IndexedDB; without the option a reload starts from the seed.
describe('the browser entry keeps its state between reloads with persist', () => {
  /** Console warnings of the page since the last call. */
  let warnings: string[] = []
  beforeAll(() => {
    browser.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
  })

  /** Opens the page without persistence and empties the origin's localStorage and IndexedDB. */
  async function cleanSlate(): Promise<void> {
    const { page } = browser
    await page.goto(`${origin}/`)
    expect(await page.evaluate(() => (window as any).mockReady)).toBe(true)
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          localStorage.clear()
          const deletion = indexedDB.deleteDatabase('context-graph-mock')
          deletion.onsuccess = () => resolve()
          deletion.onerror = () => reject(deletion.error)
        }),
    )
    warnings = []
  }

  /** Opens the page with that `persist` (and `debounceMs`), or none. */
  const open = async (persist?: 'localStorage' | 'indexedDB', debounceMs?: number) => {
    await browser.page.goto(
      `${origin}/${persist ? `?persist=${persist}` : ''}${debounceMs === undefined ? '' : `&debounce=${debounceMs}`}`,
    )
    expect(await browser.page.evaluate(() => (window as any).mockReady)).toBe(true)
  }
  /** Writes a record (the n-th: each has an e-mail address of its own) and ingests a text. */
  const writeThrough = (n = 1) => browser.page.evaluate((n) => (window as any).writeThrough(n), n)
  const readBack = (written: any) =>
    browser.page.evaluate(
      ([record, artifact]) => (window as any).readBack(record, artifact),
      [written.created.id, written.artifact.id],
    )
  const savedInLocalStorage = () =>
    browser.page.evaluate(() => JSON.parse(localStorage.getItem('context-graph-mock') ?? 'null'))
  const savedInIndexedDb = (): Promise<any> => browser.page.evaluate(() => (window as any).savedInIndexedDb('e2e'))

  /** What the seed alone holds: the people of the `small` scenario. */
  async function seededPeople(): Promise<number> {
    return browser.page.evaluate(async () => {
      const mock = (window as any).mock
      const response = await fetch(`${mock.baseUrl}/v1/objects/person/records`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
        body: '{"limit":1}',
      })
      return (await response.json()).total
    })
  }

  it('with persist: localStorage, reads back after a reload what was written through the worker; clear() starts over', async () => {
    await cleanSlate()
    const fresh = await seededPeople()
    // A debounce of a minute: nothing is saved until the page goes away.
    await open('localStorage', 60_000)
    const written = await writeThrough()
    expect(written.created.status).toBe(200)
    expect(written.artifact.status).toBe(200)
    expect(written.artifact.final).toBe('completed')
    expect(written.artifact.result.entities_created).toBeGreaterThan(0)
    const before = await readBack(written)
    expect(before.record).toEqual({
      status: 200,
      name: expect.objectContaining({ first_name: 'Katherine', last_name: 'Johnson' }),
      emails: ['katherine@example.com'],
    })
    expect(before.people).toBeGreaterThan(fresh)
    expect(await savedInLocalStorage()).toBeNull()
    // Reloaded: what the debounce has not saved yet is saved as the page goes away.
    await browser.page.reload()
    expect(await browser.page.evaluate(() => (window as any).mockReady)).toBe(true)
    expect(await readBack(written)).toEqual(before)
    const saved = await savedInLocalStorage()
    expect(saved).toMatchObject({
      format: 'context-graph-mock/browser-state',
      version: 1,
      origin: { seed: 1, scenario: 'small', api_key: 'cgm_dev_key', short_ids: false },
    })
    expect(
      saved.snapshot.changes.map((change: { method: string; target: string }) => `${change.method} ${change.target}`),
    ).toEqual(['POST /v1/objects/person', 'POST /v1/context/text'])
    // A second reload reads the same again.
    await browser.page.reload()
    expect(await readBack(written)).toEqual(before)

    // Start over: reset the mock and remove the saved state; a reload starts from the seed.
    expect(
      await browser.page.evaluate(async () => {
        const mock = (window as any).mock
        mock.reset()
        await mock.persistence.clear()
        return localStorage.getItem('context-graph-mock')
      }),
    ).toBeNull()
    await browser.page.reload()
    const after = await readBack(written)
    expect(after.record.status).toBe(404)
    expect(after.artifact.status).toBe(404)
    expect(after.people).toBe(fresh)
    expect(warnings).toEqual([])
  })

  it('with persist: indexedDB, reads back after a reload, also one right after a change; saves after the debounce by itself', async () => {
    await cleanSlate()
    // A debounce of a minute: nothing is saved until the page goes away.
    await open('indexedDB', 60_000)
    const written = await writeThrough()
    expect(written.artifact.final).toBe('completed')
    const before = await readBack(written)
    expect(await savedInIndexedDb()).toBeNull()
    // Reloaded: the page's IndexedDB write is aborted as it goes away, so the state is also
    // copied to sessionStorage then; the next start moves it into IndexedDB.
    await browser.page.reload()
    expect(await browser.page.evaluate(() => (window as any).mockReady)).toBe(true)
    expect(await readBack(written)).toEqual(before)
    expect(await browser.page.evaluate(() => sessionStorage.length)).toBe(0)
    expect((await savedInIndexedDb()).snapshot.changes).toHaveLength(2)

    // With the default debounce, a change and no reload: the save lands by itself (no flush()).
    await open('indexedDB')
    expect((await readBack(written)).record).toEqual(before.record)
    const more = await writeThrough(2)
    const both = await readBack(more)
    await expect
      .poll(async () => (await savedInIndexedDb())?.snapshot.changes.length, { timeout: 10_000, interval: 50 })
      .toBe(4)
    expect(await browser.page.evaluate(() => sessionStorage.length)).toBe(0)
    await browser.page.reload()
    expect(await readBack(more)).toEqual(both)
    expect((await readBack(written)).record).toEqual(before.record)
    expect(await browser.page.evaluate(() => (window as any).mock.persistence.storage)).toBe('indexedDB')
    // Nothing went to localStorage.
    expect(await browser.page.evaluate(() => localStorage.length)).toBe(0)
    expect(warnings).toEqual([])
  })

  it('without persist, saves nothing and a reload starts from the seed', async () => {
    await cleanSlate()
    const fresh = await seededPeople()
    // A saved state under the default key is not read by a mock that did not ask for it.
    await open('localStorage')
    const saved = await writeThrough()
    await browser.page.evaluate(() => (window as any).mock.persistence.flush())
    await open()
    expect(await browser.page.evaluate(() => (window as any).mock.persistence)).toBeUndefined()
    const written = await writeThrough()
    expect(written.artifact.final).toBe('completed')
    expect((await readBack(written)).people).toBe(fresh + 2)
    await browser.page.reload()
    const after = await readBack(written)
    expect(after.record.status).toBe(404)
    expect(after.artifact.status).toBe(404)
    expect(after.people).toBe(fresh)
    expect((await readBack(saved)).record.status).toBe(404)
    // The localStorage state is the one the persisted page saved, untouched.
    expect((await savedInLocalStorage()).snapshot.changes).toHaveLength(2)
    expect(warnings).toEqual([])
  })

  it('leaves a corrupt saved state alone with a warning, and reports a full localStorage without failing a request', async () => {
    await cleanSlate()
    const fresh = await seededPeople()
    await browser.page.evaluate(() =>
      localStorage.setItem('context-graph-mock', '{"format":"context-graph-mock/browser-st'),
    )
    await open('localStorage')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^context-graph-mock: the state saved in localStorage under "context-graph-mock" cannot be restored: it is not valid JSON .*It was left untouched, and this page will not save over it/,
    )
    expect(await seededPeople()).toBe(fresh)
    const written = await writeThrough()
    expect(written.created.status).toBe(200)
    await browser.page.evaluate(() => (window as any).mock.persistence.flush())
    expect(await browser.page.evaluate(() => localStorage.getItem('context-graph-mock'))).toBe(
      '{"format":"context-graph-mock/browser-st',
    )

    // clear() removes it and saving resumes; then fill the origin's quota with something else.
    const filled = await browser.page.evaluate(async () => {
      await (window as any).mock.persistence.clear()
      let stored = 0
      for (let size = 1 << 20; size >= 16; size >>= 1) {
        const chunk = 'x'.repeat(size)
        for (;;) {
          try {
            localStorage.setItem(`filler-${stored}`, chunk)
            stored++
          } catch {
            break
          }
        }
      }
      return stored
    })
    expect(filled).toBeGreaterThan(0)
    warnings = []
    const more = await writeThrough(2)
    expect(more.created.status).toBe(200)
    expect(more.artifact.final).toBe('completed')
    await browser.page.evaluate(() => (window as any).mock.persistence.flush())
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^context-graph-mock: cannot save the mock's state to localStorage under "context-graph-mock": the browser's storage quota is full \(the state is \d+\.\d MB of JSON; Web Storage holds about 5 MB per site\)\. The last state saved stays, without the changes since\./,
    )
    expect((await readBack(more)).record.status).toBe(200)
    // Room again: the next change is saved.
    await browser.page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key)
    })
    await writeThrough(3)
    await browser.page.evaluate(() => (window as any).mock.persistence.flush())
    expect((await savedInLocalStorage()).snapshot.changes).toHaveLength(6)
    expect(warnings).toHaveLength(1)
  })
})
