import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type Browser } from '../support/browser.js'
import { call, ROOT, serve, stop, type Served } from './processes.js'

// The graph page in a real browser: the built server answers GET /v1/graph to a browser (Accept:
// text/html) with a page that draws the graph with the inlined Cytoscape.js, offline.

/** Screenshots land here (gitignored); docs/graph.png is a copy of graph.png. */
const OUTPUT = join(ROOT, 'test', 'e2e', 'output')

let small: Served
let large: Served
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;[small, large] = await Promise.all([
    serve(['--port', '0', '--clock', 'manual']),
    serve(['--port', '0', '--clock', 'manual', '--scenario', 'large']),
  ])
  mkdirSync(OUTPUT, { recursive: true })
  browser = await launchBrowser({ viewport: { width: 1400, height: 900 } })
  context = browser.context
  page = browser.page
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([small, large].filter(Boolean).map((served) => stop(served.child)))
})

/** Opens the graph as a browser does (its own Accept header), with the key sent as a header; no other request may leave the page. */
async function open(served: Served, query = ''): Promise<string[]> {
  const outside: string[] = []
  await page.unroute('**/*')
  await page.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(served.origin)) return route.continue()
    outside.push(url)
    return route.abort()
  })
  await page.setExtraHTTPHeaders({ authorization: `Bearer ${served.apiKey}` })
  const response = await page.goto(`${served.origin}/v1/graph${query}`)
  expect(response!.status()).toBe(200)
  expect(response!.headers()['content-type']).toContain('text/html')
  await page.waitForFunction(() => (window as any).graphView?.cy !== undefined)
  return outside
}

/** How many pixels of the graph's canvases are drawn (not transparent). */
const drawnPixels = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('#cy canvas')].reduce((sum, canvas) => {
      const c = canvas as HTMLCanvasElement
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
      let drawn = 0
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) drawn++
      return sum + drawn
    }, 0),
  )

describe('the graph page in Chromium', () => {
  it('draws every node and edge of the JSON graph, with no request beyond the page', async () => {
    const json = await call(`${small.origin}/v1/graph`, { key: small.apiKey })
    expect(json.status).toBe(200)
    const outside = await open(small)
    expect(outside).toEqual([])
    const counts = await page.evaluate(() => {
      const cy = (window as any).graphView.cy
      return { nodes: cy.nodes().length, edges: cy.edges().length }
    })
    expect(counts.nodes).toBe(json.body.nodes.length + json.body.insight_nodes.length)
    expect(counts.edges).toBe(json.body.edges.length + json.body.context_edges.length)
    expect(counts.nodes).toBeGreaterThan(0)
    expect(await drawnPixels()).toBeGreaterThan(1000)
    await expect
      .poll(() => page.textContent('#summary'))
      .toContain(`${json.body.nodes.length} of ${json.body.total_nodes} entities`)
    await page.screenshot({ path: join(OUTPUT, 'graph.png') })
  })

  it('opens the side panel with the attributes and insights of a clicked node', async () => {
    const json = await call(`${small.origin}/v1/graph`, { key: small.apiKey })
    await open(small)
    // A person with insights when the workspace has any, else the first person.
    const people = json.body.nodes.filter((node: { type: string }) => node.type === 'person')
    const chosen = people.find((node: { id: string }) => json.body.insights[node.id]) ?? people[0]
    const expected: string[] = (json.body.insights[chosen.id] ?? []).map(
      (insight: { content: string }) => insight.content,
    )
    // Centre the node, then click it where it is drawn.
    const point = await page.evaluate((id) => {
      const cy = (window as any).graphView.cy
      const node = cy.$id(id)
      cy.zoom(1.5)
      cy.center(node)
      const position = node.renderedPosition()
      const box = document.getElementById('cy')!.getBoundingClientRect()
      return { x: box.left + position.x, y: box.top + position.y }
    }, chosen.id)
    await page.mouse.click(point.x, point.y)
    await expect.poll(() => page.isVisible('#panel')).toBe(true)
    expect(await page.textContent('#panel-title')).toBe(chosen.name)
    expect(await page.textContent('#panel-type')).toBe(`person ${chosen.id}`)
    const attributes = await page.$$eval('#panel-attributes dt', (terms) => terms.map((term) => term.textContent))
    expect(attributes).toContain('name')
    const items = await page.$$eval('#panel-insights li', (list) => list.map((item) => item.firstChild!.textContent))
    expect(items).toEqual(expected.length > 0 ? expected : ['None.'])
    await page.screenshot({ path: join(OUTPUT, 'graph-panel.png') })
  })

  it('hides a node type when its filter is unticked, and shows it again', async () => {
    await open(small)
    const visible = (group: string) =>
      page.evaluate(
        (g) => (window as any).graphView.cy.nodes(`[group = "${g}"]`).filter((n: any) => n.visible()).length,
        group,
      )
    const people = await visible('person')
    expect(people).toBeGreaterThan(0)
    const companies = await visible('company')
    await page.uncheck('#filters input[data-group="person"]')
    expect(await visible('person')).toBe(0)
    expect(await visible('company')).toBe(companies)
    await page.check('#filters input[data-group="person"]')
    expect(await visible('person')).toBe(people)
  })

  it('highlights and selects the node a search names', async () => {
    const json = await call(`${small.origin}/v1/graph`, { key: small.apiKey })
    await open(small)
    const company = json.body.nodes.find((node: { type: string }) => node.type === 'company')
    await page.fill('#search', company.name)
    const matches = () => page.evaluate(() => (window as any).graphView.cy.nodes('.match').map((n: any) => n.id()))
    await expect.poll(matches).toContain(company.id)
    const faded = await page.evaluate(() => (window as any).graphView.cy.nodes('.faded').length)
    expect(faded).toBeGreaterThan(0)
    await page.fill('#search', '')
    await expect.poll(matches).toEqual([])
  })

  it('lays out and draws 1,000 entity nodes in a few seconds, and pans and zooms at a usable frame rate', async () => {
    const started = Date.now()
    await open(large, '?limit=1000')
    const loaded = Date.now() - started
    const nodes = await page.evaluate(() => (window as any).graphView.cy.nodes('[group != "insight"]').length)
    expect(nodes).toBe(1000)
    expect(await drawnPixels()).toBeGreaterThan(1000)
    // 60 zoom-and-pan steps, one per animation frame: the time each frame took.
    const frames: number[] = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const cy = (window as any).graphView.cy
          const times: number[] = []
          let last = performance.now()
          let step = 0
          const tick = () => {
            const now = performance.now()
            times.push(now - last)
            last = now
            cy.zoom({ level: cy.zoom() * (step < 30 ? 1.03 : 0.97), renderedPosition: { x: 400, y: 300 } })
            cy.panBy({ x: 3, y: 2 })
            if (++step < 60) requestAnimationFrame(tick)
            else resolve(times.slice(1))
          }
          requestAnimationFrame(tick)
        }),
    )
    const sorted = [...frames].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    console.log(
      `graph page, 1000 entity nodes: loaded and laid out in ${loaded} ms; pan/zoom frame median ${median.toFixed(1)} ms, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(1)} ms`,
    )
    expect(loaded).toBeLessThan(10_000)
    expect(median).toBeLessThan(100)
    await page.screenshot({ path: join(OUTPUT, 'graph-1000.png') })
  })
})
