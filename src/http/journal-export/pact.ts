import { createOperationFinder } from '../contract-operations.js'
import type { JournalEntry } from '../journal.js'
import { PACT_PLACEHOLDER_KEY } from './pact-key.js'
import { bodyRules, type PactRules } from './pact-matchers.js'
import { noteCreated, statesFor, type Created } from './pact-states.js'

/** The contract the matchers are read from: the public OpenAPI document. */
export interface ContractDocument {
  paths?: Record<string, Record<string, any>>
  components?: { schemas?: Record<string, any> }
}

export interface PactOptions {
  consumer: string
  provider: string
  /** The package's version, written in the metadata. */
  version?: string | undefined
}

export interface PactV4Interaction {
  type: 'Synchronous/HTTP'
  key: string
  description: string
  pending: false
  providerStates?: { name: string; params: Record<string, string> }[]
  request: {
    method: string
    path: string
    query?: Record<string, string[]>
    headers?: Record<string, string[]>
    body?: { contentType: string; encoded: false; content: unknown }
    generators?: Record<string, unknown>
  }
  response: {
    status: number
    headers?: Record<string, string[]>
    body?: { contentType: string; encoded: false; content: unknown }
    matchingRules?: { body?: PactRules; header?: PactRules }
  }
}

export interface PactV4File {
  consumer: { name: string }
  provider: { name: string }
  interactions: PactV4Interaction[]
  metadata: {
    pactSpecification: { version: '4.0' }
    'context-graph-mock': { version: string; left_out: { entry: number; reason: string }[] }
  }
}

const parseJson = (text: string | null): { ok: true; value: unknown } | { ok: false } => {
  if (text === null) return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** How long the export works before it lets other requests in. */
const SLICE_MS = 10

/** A body's shape: its keys and value types, not its values (two requests with the same shape are merged). */
function shapeOf(value: unknown): string {
  if (value === undefined) return '-'
  if (value === null) return 'null'
  if (Array.isArray(value)) return `[${value.length > 0 ? shapeOf(value[0]) : ''}]`
  if (typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${k}:${shapeOf((value as any)[k])}`)
      .join(',')}}`
  return typeof value
}

/** Why an entry cannot be replayed on a fresh mock with the same seed; undefined when it can. */
function leftOutBecause(entry: JournalEntry): string | undefined {
  if (entry.status === 0) return 'the connection was dropped'
  if (entry.fault) return `fault ${entry.fault} shaped the answer`
  if (entry.status === 429) return 'a rate limit answered'
  if (entry.status === 403) return "the key's scopes answered"
  if ((entry.response.headers['content-type'] ?? '').includes('event-stream')) return 'the answer is a stream'
  if (entry.request.truncated || entry.response.truncated) return 'the journal keeps its body cut at 8 KiB'
  return undefined
}

/**
 * The journal's `/v1` interactions as a PactV4 file, to verify the provider with
 * (`context-graph-mock verify --pact FILE`): requests as sent with the placeholder key in place of
 * any credential; answers with matchers read from the contract (ids and timestamps by regex, enums as
 * values, the rest by type); provider states of `verify --list-states` for the things the session
 * created before a request named them; one interaction per method, route, status and request body
 * shape (the first seen). What a fresh mock cannot answer alike (faults, rate limits, scopes, cut
 * bodies, streams) is left out and named in the metadata.
 *
 * @example writeFileSync('pact.json', JSON.stringify(journalToPact(mock.journal.find(), document, { consumer: 'web', provider: 'api' })))
 */
export async function journalToPact(
  entries: readonly JournalEntry[],
  document: ContractDocument,
  options: PactOptions,
): Promise<PactV4File> {
  const findOperation = createOperationFinder(document)
  const components = document.components?.schemas ?? {}
  const created: Created = new Map()
  const seen = new Map<string, number>()
  const interactions: PactV4Interaction[] = []
  const leftOut: { entry: number; reason: string }[] = []
  // A full journal is up to 16 MiB of bodies: the work yields to the event loop every few ms.
  let slice = performance.now()
  for (const entry of entries) {
    if (performance.now() - slice > SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      slice = performance.now()
    }
    if (!entry.route_path.startsWith('/v1/')) continue
    const operation = findOperation(entry.method, entry.route_path)
    const request = parseJson(entry.request.body)
    const reason =
      leftOutBecause(entry) ??
      (!operation ? 'no operation of the contract has this path' : undefined) ??
      (!request.ok ? 'the request body is not JSON' : undefined)
    if (reason || !operation || !request.ok) {
      leftOut.push({ entry: entry.id, reason: reason! })
      continue
    }
    const states = statesFor(created, entry.route_path, request.value)
    // Answers are read only where they matter: what a write created, and each interaction kept.
    let response: ReturnType<typeof parseJson> | undefined
    if (entry.method === 'POST' || entry.method === 'DELETE') {
      response = parseJson(entry.response.body)
      if (response.ok) noteCreated(created, entry.method, entry.route_path, entry.status, request.value, response.value)
    }
    if (typeof states === 'string') {
      leftOut.push({ entry: entry.id, reason: states })
      continue
    }
    const key = `${entry.method} ${operation.path} ${entry.status} ${shapeOf(request.value)}`
    if (seen.has(key)) continue
    response ??= parseJson(entry.response.body)
    if (!response.ok) {
      leftOut.push({ entry: entry.id, reason: 'the answer is not JSON' })
      continue
    }
    const sameAnswer = [...seen.keys()].filter((k) =>
      k.startsWith(`${entry.method} ${operation.path} ${entry.status} `),
    )
    seen.set(key, interactions.length)

    const headers: Record<string, string[]> = {}
    if (entry.request.headers.authorization !== undefined || entry.key !== null)
      headers.Authorization = [`Bearer ${PACT_PLACEHOLDER_KEY}`]
    const requestType = entry.request.headers['content-type']
    if (request.value !== undefined) headers['Content-Type'] = [requestType ?? 'application/json']
    const query: Record<string, string[]> = {}
    for (const [name, value] of new URLSearchParams(entry.query)) (query[name] ??= []).push(value)
    const generators: Record<string, unknown> = {}
    if (states.pathExpression)
      generators.path = { type: 'ProviderState', expression: states.pathExpression, dataType: 'STRING' }
    if (Object.keys(states.bodyGenerators).length > 0) generators.body = states.bodyGenerators

    const responseSchema = operation.operation.responses?.[String(entry.status)]?.content?.['application/json']?.schema
    const rules = response.value === undefined ? undefined : bodyRules(response.value, responseSchema, components)
    const description = `${operation.operationId} ${entry.status}${sameAnswer.length > 0 ? ` (${sameAnswer.length + 1})` : ''}`
    interactions.push({
      type: 'Synchronous/HTTP',
      key: description,
      description,
      pending: false,
      ...(states.providerStates.length > 0 && { providerStates: states.providerStates }),
      request: {
        method: entry.method,
        path: entry.route_path,
        ...(Object.keys(query).length > 0 && { query }),
        headers,
        ...(request.value !== undefined && {
          body: { contentType: 'application/json', encoded: false as const, content: request.value },
        }),
        ...(Object.keys(generators).length > 0 && { generators }),
      },
      response: {
        status: entry.status,
        ...(response.value !== undefined && {
          headers: { 'Content-Type': ['application/json'] },
          body: { contentType: 'application/json', encoded: false as const, content: response.value },
          matchingRules: {
            body: rules!,
            header: { 'Content-Type': { combine: 'AND', matchers: [{ match: 'regex', regex: '^application/json' }] } },
          },
        }),
      },
    })
  }
  return {
    consumer: { name: options.consumer },
    provider: { name: options.provider },
    interactions,
    metadata: {
      pactSpecification: { version: '4.0' },
      'context-graph-mock': { version: options.version ?? '', left_out: leftOut },
    },
  }
}
