import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type Browser } from '../support/browser.js'
import { serve, stop, type Served } from './processes.js'

// A browser app on another origin calls the built server with the headers the official clients
// send: every call needs a CORS preflight, which passes only when the server allows those headers.

/** The headers a client of the real service sends besides the key. */
const CLIENT_HEADERS = {
  'X-Nex-Source': 'skill',
  'x-request-id': 'abc',
  'sentry-trace': '0123456789abcdef0123456789abcdef-0123456789abcdef-1',
}

let mock: Served
let site: Server
let siteOrigin: string
let browser: Browser
let page: Page

beforeAll(async () => {
  mock = await serve(['--port', '0', '--clock', 'manual'])

  // The app's origin: another port, so every call to the mock is cross-origin.
  site = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>app</title><p>app</p>')
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

  browser = await launchBrowser()
  page = browser.page
  await page.goto(`${siteOrigin}/`)
})

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()))
  if (mock) await stop(mock.child)
})

interface PageResult {
  status: number
  body: any
  error?: string
}

/** Calls the mock with fetch from the page on the other origin. */
function fetchFromPage(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<PageResult> {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init)
        return { status: response.status, body: await response.json() }
      } catch (error) {
        return { status: 0, body: null, error: String(error) }
      }
    },
    { url, init },
  )
}

describe('a browser app on another origin', () => {
  it('runs on another origin than the mock', () => {
    expect(new URL(page.url()).origin).toBe(siteOrigin)
    expect(siteOrigin).not.toBe(mock.origin)
  })

  it("reads GET /v1/objects with the key and the clients' custom headers", async () => {
    const result = await fetchFromPage(`${mock.origin}/v1/objects`, {
      method: 'GET',
      headers: { Authorization: `Bearer ${mock.apiKey}`, ...CLIENT_HEADERS },
    })
    expect(result.error).toBeUndefined()
    expect(result.status).toBe(200)
    expect(result.body.data.map((object: { slug: string }) => object.slug)).toEqual(['person', 'company'])
  })

  it('sends a JSON body with POST and reads the answer', async () => {
    const result = await fetchFromPage(`${mock.origin}/api/developers/v1/objects/person/records`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${mock.apiKey}`, 'Content-Type': 'application/json', ...CLIENT_HEADERS },
      body: JSON.stringify({ limit: 2 }),
    })
    expect(result.error).toBeUndefined()
    expect(result.status).toBe(200)
    expect(result.body.data).toHaveLength(2)
    expect(result.body.total).toBe(50)
  })

  it('reads an error body too', async () => {
    const result = await fetchFromPage(`${mock.origin}/v1/objects`, {
      method: 'GET',
      headers: { Authorization: 'Bearer wrong', ...CLIENT_HEADERS },
    })
    expect(result.error).toBeUndefined()
    expect(result.status).toBe(401)
    expect(result.body).toEqual({ code: 401, message: 'Invalid API key' })
  })

  it("reads a miss's X-Mock-Explain header, which CORS exposes", async () => {
    const header = await page.evaluate(
      async ({ url, key }) =>
        (await fetch(url, { headers: { Authorization: `Bearer ${key}` } })).headers.get('x-mock-explain'),
      { url: `${mock.origin}/v1/objets`, key: mock.apiKey },
    )
    expect(header).toBe('unknown_route: No operation GET /v1/objets; did you mean GET /v1/objects?')
  })
})
