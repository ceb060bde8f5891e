import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type Browser } from '../support/browser.js'
import { call, ROOT, serve, stop, type Served } from './processes.js'

// The graph page in a real browser: the built server answers GET /v1/graph to a browser (Accept:
// text/html) with a page that draws the graph with the inlined Cytoscape.js, offline.

/** Screenshots land here (gitignored); docs/graph.png is a copy of graph.png (a person selected). */
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

interface GraphNodeJson {
  id: string
  name: string
  type: string
}
interface GraphEdgeJson {
  id: string
  source: string
  target: string
  label: string
}
interface ContextEdgeJson extends GraphEdgeJson {
  edge_type: string
}
interface Box {
  id: string
  x1: number
  x2: number
  y1: number
  y2: number
}

/**
 * How many pixels of a screenshot's area are each colour (within a small tolerance for smoothing),
 * counted in the page, which decodes PNG without an image library.
 */
const pixelsOf = (png: Buffer, area: { x: number; y: number; width: number; height: number }, colours: string[]) =>
  page.evaluate(
    async ({ base64, area, colours }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const data = context.getImageData(area.x, area.y, area.width, area.height).data
      const rgb = colours.map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)))
      const counts: Record<string, number> = {}
      colours.forEach((c, i) => {
        let n = 0
        for (let at = 0; at < data.length; at += 4) if (rgb[i]!.every((v, k) => Math.abs(v - data[at + k]!) <= 6)) n++
        counts[c] = n
      })
      return counts
    },
    {
      base64: png.toString('base64'),
      area: {
        x: Math.floor(area.x),
        y: Math.floor(area.y),
        width: Math.ceil(area.width),
        height: Math.ceil(area.height),
      },
      colours,
    },
  )

/** How many pixels two screenshots of one area differ in, by more than smoothing would. */
const differingPixels = (a: Buffer, b: Buffer) =>
  page.evaluate(
    async (pngs) => {
      const pixels = await Promise.all(
        pngs.map(async (base64) => {
          const image = new Image()
          image.src = `data:image/png;base64,${base64}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = image.width
          canvas.height = image.height
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0)
          return context.getImageData(0, 0, image.width, image.height).data
        }),
      )
      const [x, y] = pixels as [Uint8ClampedArray, Uint8ClampedArray]
      let differing = 0
      for (let i = 0; i < x.length; i += 4) {
        if ([0, 1, 2].some((k) => Math.abs(x[i + k]! - y[i + k]!) > 40)) differing++
      }
      return differing
    },
    [a.toString('base64'), b.toString('base64')],
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
    await page.screenshot({ path: join(OUTPUT, 'graph-fitted.png') })
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

  it('shows the legend and a labelled edge in a screenshot, once a person is selected', async () => {
    const json = await call(`${small.origin}/v1/graph`, { key: small.apiKey })
    await open(small)
    // The person with the most relationship instances.
    const degree = (id: string) =>
      json.body.edges.filter((edge: GraphEdgeJson) => edge.source === id || edge.target === id).length
    const person = json.body.nodes
      .filter((node: GraphNodeJson) => node.type === 'person')
      .sort((a: GraphNodeJson, b: GraphNodeJson) => degree(b.id) - degree(a.id))[0]
    expect(degree(person.id)).toBeGreaterThan(0)
    await page.evaluate((id) => {
      const cy = (window as any).graphView.cy
      cy.$id(id).select()
      cy.$id(id).emit('tap')
    }, person.id)
    await expect.poll(() => page.isVisible('#panel')).toBe(true)

    // The legend names every node group and edge kind, and its swatches are drawn in the graph's colours.
    const legend = await page.$$eval('#legend li', (items) => items.map((item) => item.textContent))
    expect(legend).toEqual([
      'person',
      'company',
      'other objects',
      'ghost (mentioned, no record)',
      'insight',
      'relationship (record)',
      'read from context',
      'named together',
      'insight about',
      'related insights',
      'contradicts',
    ])
    const box = (await page.locator('#legend').boundingBox())!
    const screenshot = await page.screenshot({ path: join(OUTPUT, 'graph.png') })
    const colours = await pixelsOf(screenshot, box, ['#2f80ed', '#27ae60', '#9b51e0', '#bdbdbd', '#f2994a', '#eb5757'])
    for (const [colour, count] of Object.entries(colours))
      expect(count, `legend pixels of ${colour}`).toBeGreaterThan(20)

    // The selected person's relationship edges carry their predicate, drawn: the label's box differs
    // from the same view with the label taken away.
    const edge = await page.evaluate((id) => {
      const cy = (window as any).graphView.cy
      const labelled = cy.$id(id).connectedEdges('[kind = "relationship"].labelled')
      // The longest, whose label has room to be seen beside its ends.
      const length = (x: any) =>
        Math.hypot(
          x.source().renderedPosition().x - x.target().renderedPosition().x,
          x.source().renderedPosition().y - x.target().renderedPosition().y,
        )
      const e = labelled.max(length).ele
      const b = e.renderedBoundingBox({ includeNodes: false, includeEdges: false, includeLabels: true })
      const stage = document.getElementById('cy')!.getBoundingClientRect()
      return {
        id: e.id(),
        count: labelled.length,
        drawn: e.style('label'),
        text: e.data('label'),
        x: stage.left + b.x1,
        y: stage.top + b.y1,
        width: b.w,
        height: b.h,
      }
    }, person.id)
    expect(edge.count).toBe(degree(person.id))
    expect(edge.drawn).toBe(edge.text.replace(/_/g, ' '))
    expect(edge.width).toBeGreaterThan(10)
    const area = { x: edge.x, y: edge.y, width: edge.width, height: edge.height }
    const labelled = await page.screenshot({ clip: area })
    await page.evaluate((id) => {
      ;(window as any).graphView.cy.$id(id).style({ 'text-opacity': 0, 'text-background-opacity': 0 })
    }, edge.id)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const bare = await page.screenshot({ clip: area })
    expect(await differingPixels(labelled, bare)).toBeGreaterThan(15)
  })

  it('leaves no two node labels overlapping at the fitted zoom, and shows more of them zoomed in', async () => {
    await open(small)
    const labels = () =>
      page.evaluate(() => {
        const cy = (window as any).graphView.cy
        const shown = cy.nodes().filter((n: any) => n.visible() && n.style('label') !== '')
        return {
          quiet: cy.nodes('.quiet').length,
          boxes: shown
            .filter((n: any) => {
              const p = n.renderedPosition()
              return p.x > 0 && p.y > 0 && p.x < cy.width() && p.y < cy.height()
            })
            .map((n: any) => {
              const b = n.renderedBoundingBox({ includeNodes: false, includeEdges: false, includeLabels: true })
              return { id: n.id(), x1: b.x1, x2: b.x2, y1: b.y1, y2: b.y2 }
            }),
        }
      })
    const overlapping = (boxes: Box[]) =>
      boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2)
          .map((b) => `${a.id} and ${b.id}`),
      )
    const fitted = await labels()
    expect(fitted.boxes.length).toBeGreaterThan(20)
    expect(overlapping(fitted.boxes)).toEqual([])
    // Zoomed in three times around the centre: labels keep their size on screen, so more fit.
    await page.evaluate(() => {
      const cy = (window as any).graphView.cy
      cy.zoom({ level: cy.zoom() * 3, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } })
      ;(window as any).graphView.relabel()
    })
    const zoomed = await labels()
    expect(zoomed.quiet).toBeLessThan(fitted.quiet)
    expect(overlapping(zoomed.boxes)).toEqual([])
    // Three times the zoom, not three times the label: the text keeps its size on screen.
    const height = (boxes: Box[]) => Math.max(...boxes.map((b) => b.y2 - b.y1))
    expect(height(zoomed.boxes)).toBeLessThan(2 * height(fitted.boxes))
  })

  it('frames a searched company with its neighbours and lists its relationships in the side panel', async () => {
    const json = await call(`${small.origin}/v1/graph`, { key: small.apiKey })
    await open(small)
    const names = new Map<string, string>(json.body.nodes.map((node: GraphNodeJson) => [node.id, node.name]))
    // Relationship instances, triplets and "named together" context edges: the panel's links.
    const links = [
      ...json.body.edges.map((e: GraphEdgeJson) => ({ ...e, edge_type: 'relationship' })),
      ...json.body.context_edges.filter((e: ContextEdgeJson) => e.edge_type === 'triplet' || e.edge_type === 'context'),
    ]
    // A company its name alone finds, with the most links.
    const company = json.body.nodes
      .filter((node: GraphNodeJson) => node.type === 'company')
      .filter(
        (node: GraphNodeJson) =>
          json.body.nodes.filter((other: GraphNodeJson) => other.name.toLowerCase().includes(node.name.toLowerCase()))
            .length === 1,
      )
      .map((node: GraphNodeJson) => ({
        node,
        links: links.filter((e: GraphEdgeJson) => e.source === node.id || e.target === node.id),
      }))
      .sort((a: { links: unknown[] }, b: { links: unknown[] }) => b.links.length - a.links.length)[0]
    expect(company.links.length).toBeGreaterThan(1)
    const neighbours = [
      ...new Set<string>(company.links.map((e: GraphEdgeJson) => (e.source === company.node.id ? e.target : e.source))),
    ]

    await page.fill('#search', company.node.name)
    await expect.poll(() => page.textContent('#panel-title')).toBe(company.node.name)
    // Every neighbour ends up inside the view, not faded; the match is the only node marked.
    const framed = () =>
      page.evaluate((ids) => {
        const cy = (window as any).graphView.cy
        return ids.every((id: string) => {
          const p = cy.$id(id).renderedPosition()
          return p.x >= 0 && p.y >= 0 && p.x <= cy.width() && p.y <= cy.height() && !cy.$id(id).hasClass('faded')
        })
      }, neighbours)
    await expect.poll(framed).toBe(true)
    expect(await page.evaluate(() => (window as any).graphView.cy.nodes('.match').map((n: any) => n.id()))).toEqual([
      company.node.id,
    ])
    const sentence = (e: ContextEdgeJson) =>
      e.edge_type === 'context'
        ? `named with ${names.get(e.source === company.node.id ? e.target : e.source)}`
        : `${names.get(e.source)} ${e.label.replace(/_/g, ' ')} ${names.get(e.target)}`
    const listed = await page.$$eval('#panel-relationships li', (items) =>
      items.map((item) =>
        [...item.childNodes]
          .filter((child) => !(child as Element).classList?.contains('meta'))
          .map((child) => child.textContent)
          .join(''),
      ),
    )
    expect([...listed].sort()).toEqual(company.links.map(sentence).sort())
    // A name in the panel leads to that node.
    const first = await page.textContent('#panel-relationships li .goto')
    await page.click('#panel-relationships li .goto')
    expect(await page.textContent('#panel-title')).toBe(first)
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
