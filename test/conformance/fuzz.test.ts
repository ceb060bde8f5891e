import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { declaredControlRoutes } from '../../src/control/route-table.js'
import type { AnyRoute } from '../../src/http/route.js'
import { publicRoutes } from '../../src/http/routes/index.js'
import { useTarget } from '../support/target.js'

// Generated requests to every operation (the public API, the control API with its job-driving
// endpoints, the registration call, and the insight stream): paths with hostile or real ids,
// random query parameters, JSON of any shape, malformed bodies, raw targets. Whatever comes, the
// answer is never a 5xx, an error is always JSON {code, message}, and a rejected request changes
// nothing a client could observe in the workspace.

// The fuzzer sends far more than 1,000 calls per key on a still clock.
const t = useTarget({ rateLimit: 'off' })

const routes: readonly AnyRoute[] = [...publicRoutes, ...declaredControlRoutes]
const STREAM = '/v1/insights/stream'

const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!

/**
 * What a client could observe of the default workspace: its objects and attributes, records,
 * relationships, lists and members, tasks, notes, insights, triplets, ghosts, artifacts, jobs
 * and runs, as plain data.
 */
function observable(): string {
  const w = workspace() as unknown as Record<string, unknown>
  const plain = (value: unknown): unknown => {
    if (value instanceof Map) return [...value.entries()].map(([k, v]) => [k, plain(v)])
    if (value instanceof Set) return [...value].map(plain)
    if (Array.isArray(value)) return value.map(plain)
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => k !== 'listeners')
          .map(([k, v]) => [k, plain(v)]),
      )
    return value
  }
  const parts = [
    'objects',
    'records',
    'relationships',
    'lists',
    'tasks',
    'notes',
    'insights',
    'context',
    'listJobs',
    'compounding',
    'users',
  ]
  return JSON.stringify(parts.map((part) => plain(w[part])))
}

const hostile = [
  '',
  '0',
  '-1',
  '1e3',
  '99999999999999999999',
  '..',
  '.',
  '%2e%2e',
  '%ZZ',
  '%00',
  'a'.repeat(300),
  'ünï',
  '__proto__',
  'constructor',
  ' ',
  'null',
  '{}',
  '1;DROP',
  '%2F',
]

/** A path parameter: a real id of the seeded workspace, or something hostile. */
function paramValue(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...hostile), fc.constant('real'), fc.string({ maxLength: 40 }), fc.nat().map(String))
}

function realId(name: string): string {
  const w = workspace()
  const first = <T>(values: Iterable<T>): T | undefined => values[Symbol.iterator]().next().value
  if (name === 'slug') return 'person'
  if (name.includes('record')) return first(w.records.keys()) ?? '1'
  if (name.includes('task')) return first(w.tasks.byId?.keys?.() ?? []) ?? '1'
  if (name.includes('note')) return first(w.notes.byId?.keys?.() ?? []) ?? '1'
  return first(w.records.keys()) ?? '1'
}

/** A body: nothing, any JSON, an object with the operation's own fields holding anything, or malformed text. */
function bodyFor(route: AnyRoute): fc.Arbitrary<{ raw?: string; json?: unknown } | undefined> {
  const schema = route.request?.body
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
  const anything = fc.jsonValue({ maxDepth: 3 })
  return fc.oneof(
    fc.constant(undefined),
    anything.map((json) => ({ json })),
    keys.length > 0
      ? fc
          .dictionary(fc.constantFrom(...keys, '__extra'), anything, { maxKeys: keys.length + 1 })
          .map((json) => ({ json }))
      : anything.map((json) => ({ json })),
    fc
      .constantFrom(
        '{',
        '[1,',
        '{"a":}',
        'null',
        '"\u0000"',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{}}}',
        '\uFEFF{}',
        'x'.repeat(2000),
      )
      .map((raw) => ({ raw })),
  )
}

const request = fc.constantFrom(...routes).chain((route) =>
  fc.record({
    route: fc.constant(route),
    params: fc.array(paramValue(), { minLength: 4, maxLength: 4 }),
    query: fc.dictionary(
      fc.constantFrom(
        'limit',
        'offset',
        'format',
        'last',
        'from',
        'to',
        'include_attributes',
        'cursor',
        'entity_id',
        'search',
        'is_completed',
        'x',
      ),
      fc.oneof(fc.constantFrom(...hostile), fc.string({ maxLength: 12 })),
      { maxKeys: 3 },
    ),
    body: bodyFor(route),
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(route.method.toUpperCase()) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
    ),
    key: fc.oneof(
      { weight: 8, arbitrary: fc.constant<'dev' | 'none' | 'bad'>('dev') },
      { weight: 1, arbitrary: fc.constantFrom<'dev' | 'none' | 'bad'>('none', 'bad') },
    ),
    headers: fc.dictionary(
      fc.constantFrom('accept', 'last-event-id', 'content-type', 'x-nex-source'),
      fc.oneof(
        fc.constantFrom('text/html', 'application/json', '*/*', '0', 'text/event-stream'),
        fc.string({ maxLength: 20 }),
      ),
      { maxKeys: 2 },
    ),
  }),
)

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never

function pathOf(route: AnyRoute, params: string[]): string {
  let index = 0
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[index++ % params.length]!
    return value === 'real' ? realId(name) : encodeURIComponent(value)
  })
}

/** fetch accepts only header values of visible ASCII. */
const headerSafe = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => /^[\x20-\x7e]*$/.test(value)))

interface Answer {
  status: number
  contentType: string
  text: string
}

async function send(input: FuzzRequest): Promise<Answer> {
  const path = pathOf(input.route, input.params)
  const query = new URLSearchParams(input.query).toString()
  const url = `${t.baseUrl}${path}${query ? `?${query}` : ''}`
  const headers: Record<string, string> = headerSafe(input.headers)
  if (input.key === 'dev') headers.authorization = `Bearer ${t.mock.apiKey}`
  if (input.key === 'bad') headers.authorization = 'Bearer cgm_not_a_key'
  const body =
    input.method === 'GET' || input.body === undefined ? undefined : (input.body.raw ?? JSON.stringify(input.body.json))
  if (body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json'
  const controller = new AbortController()
  const response = await fetch(url, { method: input.method, headers, body, signal: controller.signal })
  const contentType = response.headers.get('content-type') ?? ''
  if (contentType.startsWith('text/event-stream')) {
    // A stream: read its opening, then leave.
    const reader = response.body!.getReader()
    const first = await reader.read()
    controller.abort()
    await reader.cancel().catch(() => undefined)
    return { status: response.status, contentType, text: new TextDecoder().decode(first.value ?? new Uint8Array()) }
  }
  return { status: response.status, contentType, text: await response.text() }
}

function checkAnswer(input: FuzzRequest, answer: Answer): void {
  const label = `${input.method} ${pathOf(input.route, input.params)} -> ${answer.status} ${answer.text.slice(0, 200)}`
  expect(answer.status, label).toBeLessThan(500)
  if (answer.status >= 400) {
    expect(answer.contentType, label).toMatch(/^application\/json/)
    const body = JSON.parse(answer.text)
    expect(Object.keys(body).sort(), label).toEqual(['code', 'message'])
    expect(body.code, label).toBe(answer.status)
  } else if (answer.contentType.startsWith('application/json') && answer.text !== '') {
    expect(() => JSON.parse(answer.text), label).not.toThrow()
  }
}

describe('fuzzing every operation', () => {
  it('answers no 5xx, only JSON errors, and changes nothing when it rejects', async () => {
    const seen = new Set<string>()
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        seen.add(`${input.route.method} ${input.route.path}`)
        const before = observable()
        const answer = await send(input)
        checkAnswer(input, answer)
        if (answer.status >= 400)
          expect(observable(), `${input.method} ${input.route.path} -> ${answer.status} changed the workspace`).toBe(
            before,
          )
        // Nothing is left listening once a stream was left.
        if (input.route.path === STREAM)
          await expect.poll(() => workspace().insights.listeners.size, { timeout: 5_000, interval: 5 }).toBe(0)
      }),
      { numRuns: 700, seed: 11, endOnFailure: true },
    )
    // Every operation was reached at least once.
    expect(
      routes
        .filter((route) => !seen.has(`${route.method} ${route.path}`))
        .map((route) => `${route.method} ${route.path}`),
    ).toEqual([])
  }, 120_000)

  it.runIf(t.kind === 'express')(
    'answers raw request targets fetch would normalise with JSON, never a 5xx',
    async () => {
      const target = fc.record({
        // Not the insight stream: with a target that still names it, it answers 200 and never ends,
        // and this reads whole answers (the first property reads a stream's opening and leaves).
        route: fc.constantFrom(...routes.filter((route) => route.path !== STREAM)),
        junk: fc.constantFrom(
          '/..',
          '/%2e%2e',
          '/./',
          '//',
          '/%',
          '/%ZZ',
          '\\',
          '/%C0%AF',
          '/a\u0001b',
          '?%',
          '#x',
          '/%00',
          '',
        ),
      })
      await fc.assert(
        fc.asyncProperty(target, async ({ route, junk }) => {
          const before = observable()
          const response = await t.raw(route.method.toUpperCase(), `${route.path.replace(/\{\w+\}/g, '1')}${junk}`)
          const label = `${route.method} ${route.path}${junk} -> ${response.status} ${response.text.slice(0, 200)}`
          expect(response.status, label).toBeLessThan(500)
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
            expect(response.body.code, label).toBe(response.status)
            expect(observable(), label).toBe(before)
          }
        }),
        { numRuns: 150, seed: 12, endOnFailure: true },
      )
    },
    120_000,
  )
})
