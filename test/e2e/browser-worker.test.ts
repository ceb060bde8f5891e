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
  // The README's step (`npx msw init public/ --save`) in a scratch app, with the repo's msw: it
  // writes mockServiceWorker.js into public/ and records the folder in package.json.
  writeFileSync(join(site, 'package.json'), '{ "name": "scratch-site", "private": true }\n')
  await execFileAsync(process.execPath, [join(ROOT, 'node_modules', 'msw', 'cli', 'index.js'), 'init', 'public/', '--save'], { cwd: site, timeout: 60_000 })
  expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).msw).toEqual({ workerDirectory: ['public'] })
  await build({ entryPoints: [join(ROOT, 'test', 'e2e', 'browser', 'worker-page.ts')], bundle: true, platform: 'browser', format: 'esm', target: 'es2022', outfile: join(site, 'public', 'app.js'), logLevel: 'silent' })
  writeFileSync(join(site, 'public', 'index.html'), '<!doctype html>\n<html><head><meta charset="utf-8"><title>worker</title></head><body><script type="module" src="/app.js"></script></body></html>\n')
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
      if (response.url().startsWith('http://127.0.0.1:4010/')) answers.push({ url: response.url(), fromWorker: response.fromServiceWorker() })
    })
    await page.goto(`${origin}/`)
    expect(await page.evaluate(() => (window as any).mockReady)).toBe(true)
    const result = await page.evaluate(() => (window as any).runScenario())
    expect(errors).toEqual([])
    expect(result.objects).toEqual({ status: 200, slugs: ['person', 'company'] })
    expect(result.created.status).toBe(200)
    expect(result.created.id).toMatch(/^\d{17}$/)
    expect(result.readBack).toEqual({ status: 200, name: expect.objectContaining({ first_name: 'Grace', last_name: 'Hopper' }) })
    expect(result.job.status).toBe(200)
    expect(result.job.final).toBe('completed')
    expect(result.job.count).toBeGreaterThan(0)
    // Polled while it ran: it was pending or processing before it completed.
    expect(result.job.polls.length).toBeGreaterThan(1)
    expect(result.job.polls.slice(0, -1).every((status: string) => status === 'pending' || status === 'processing')).toBe(true)
    // The stream replays the seeded insights, then a text ingested while it is open arrives live.
    expect(result.stream.status).toBe(200)
    expect(result.stream.replayed).toBe(20)
    expect(result.stream.live).toEqual([{ event: 'insight.batch.created', id: expect.stringMatching(/\S/), insights: expect.any(Number) }])
    expect(result.stream.live[0].insights).toBeGreaterThan(0)
    expect(answers.length).toBeGreaterThan(5)
    expect(answers.filter((answer) => !answer.fromWorker)).toEqual([])
  })
})
