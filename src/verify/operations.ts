import { trimTrailing } from '../core/text.js'
import { parseExactIds } from './json.js'
import type { CheckResult } from './pact.js'
import type { ResponseValidator } from './response-validator.js'

/**
 * One call of every public operation against any server, each response validated against the
 * generated OpenAPI document. The calls run in an order where each finds what it needs: the
 * checks create their own object, records, list, tasks, notes and definitions, use them, and
 * delete them at the end (the delete operations are checks too). Nothing is touched that the
 * checks did not create; what cannot be set up through the public API alone is skipped with the
 * reason, unless the target is a mock whose control endpoints can do it.
 */
export interface OperationTarget {
  /** Origin plus any gateway prefix. */
  baseUrl: string
  apiKey: string
  /** A mock's control endpoints (`http://host:port`), when the target is a mock. */
  controlUrl?: string | undefined
}

type Context = Record<string, string>

interface Call {
  method: string
  path: string
  body?: unknown
  /** Read the status and headers, then stop (the insight stream never ends). */
  headersOnly?: boolean
}

interface OperationStep {
  operationId: string
  /** Context values it needs; missing ones skip it, naming the step that should have made them. */
  needs?: string[]
  /** A reason to skip it unless the target has control endpoints. */
  needsControl?: string
  /** Runs before the call on a mock, through its control endpoints; may add to the context. */
  prepare?: (control: (path: string, body?: unknown) => Promise<any>, ctx: Context) => Promise<void>
  call(ctx: Context): Call
  status: number
  /** Reads ids from the answer into the context. */
  keep?(body: any, ctx: Context): void
}

const enc = encodeURIComponent

/** The steps, in order. `s` makes names unique per run, so runs on a shared server do not collide. */
export function operationSteps(): OperationStep[] {
  return [
    {
      operationId: 'listObjects',
      call: () => ({ method: 'GET', path: '/v1/objects' }),
      status: 200,
      keep: (b, c) => keepObjects(b, c),
    },
    {
      operationId: 'createObject',
      call: (c) => ({
        method: 'POST',
        path: '/v1/objects',
        body: { name: `Verify ${c.s}`, name_plural: `Verify ${c.s}s`, slug: `verify-${c.s}`, type: 'custom' },
      }),
      status: 200,
      keep: (_b, c) => {
        c.object_slug = `verify-${c.s}`
      },
    },
    {
      operationId: 'getObject',
      needs: ['object_slug'],
      call: (c) => ({ method: 'GET', path: `/v1/objects/${c.object_slug}` }),
      status: 200,
    },
    {
      operationId: 'updateObject',
      needs: ['object_slug'],
      call: (c) => ({
        method: 'PATCH',
        path: `/v1/objects/${c.object_slug}`,
        body: { description: 'Created by context-graph-mock verify' },
      }),
      status: 200,
    },
    {
      operationId: 'createAttribute',
      needs: ['object_slug'],
      call: (c) => ({
        method: 'POST',
        path: `/v1/objects/${c.object_slug}/attributes`,
        body: { name: 'Score', slug: 'score', type: 'number' },
      }),
      status: 200,
      keep: (b, c) => {
        c.attribute_id = b.id
      },
    },
    {
      operationId: 'updateAttribute',
      needs: ['object_slug', 'attribute_id'],
      call: (c) => ({
        method: 'PATCH',
        path: `/v1/objects/${c.object_slug}/attributes/${c.attribute_id}`,
        body: { description: 'A score' },
      }),
      status: 200,
    },
    {
      operationId: 'createRecord',
      call: (c) => ({
        method: 'POST',
        path: '/v1/objects/person',
        body: {
          attributes: {
            name: { first_name: 'Verify', last_name: c.s },
            email_addresses: [`verify-${c.s}@example.test`],
          },
        },
      }),
      status: 200,
      keep: (b, c) => {
        c.person_id = b.id
        c.person_object_id = b.object_id
      },
    },
    {
      operationId: 'upsertRecord',
      call: (c) => ({
        method: 'PUT',
        path: '/v1/objects/company',
        body: {
          matching_attribute: 'domains',
          attributes: { name: `Verify ${c.s}`, domains: [`verify-${c.s}.example.test`] },
        },
      }),
      status: 200,
      keep: (b, c) => {
        c.company_id = b.id
        c.company_object_id = b.object_id
      },
    },
    {
      operationId: 'listRecords',
      call: () => ({ method: 'POST', path: '/v1/objects/person/records', body: { limit: 2, attributes: 'primary' } }),
      status: 200,
    },
    {
      operationId: 'getRecord',
      needs: ['person_id'],
      call: (c) => ({ method: 'GET', path: `/v1/records/${c.person_id}` }),
      status: 200,
    },
    {
      operationId: 'updateRecord',
      needs: ['person_id'],
      call: (c) => ({
        method: 'PATCH',
        path: `/v1/records/${c.person_id}`,
        body: { attributes: { job_title: 'Verifier' } },
      }),
      status: 200,
    },
    {
      operationId: 'createRelationshipDefinition',
      needs: ['person_object_id', 'company_object_id'],
      call: (c) => ({
        method: 'POST',
        path: '/v1/relationships',
        body: {
          type: 'many_to_many',
          entity_definition_1_id: c.person_object_id,
          entity_definition_2_id: c.company_object_id,
          entity_1_to_2_predicate: `verifies ${c.s}`,
          entity_2_to_1_predicate: `verified by ${c.s}`,
        },
      }),
      status: 200,
      keep: (b, c) => {
        c.definition_id = b.id
      },
    },
    {
      operationId: 'listRelationshipDefinitions',
      call: () => ({ method: 'GET', path: '/v1/relationships' }),
      status: 200,
    },
    {
      operationId: 'createRelationshipInstance',
      needs: ['definition_id', 'person_id', 'company_id'],
      call: (c) => ({
        method: 'POST',
        path: `/v1/records/${c.person_id}/relationships`,
        body: { definition_id: c.definition_id, entity_1_id: c.person_id, entity_2_id: c.company_id },
      }),
      status: 200,
      keep: (b, c) => {
        c.relationship_id = b.id
      },
    },
    {
      operationId: 'deleteRelationshipInstance',
      needs: ['person_id', 'relationship_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/records/${c.person_id}/relationships/${c.relationship_id}` }),
      status: 200,
    },
    {
      operationId: 'createList',
      call: (c) => ({
        method: 'POST',
        path: '/v1/objects/person/lists',
        body: { name: `Verify ${c.s}`, slug: `verify-list-${c.s}` },
      }),
      status: 200,
      keep: (b, c) => {
        c.list_id = b.id
      },
    },
    { operationId: 'listObjectLists', call: () => ({ method: 'GET', path: '/v1/objects/person/lists' }), status: 200 },
    {
      operationId: 'getList',
      needs: ['list_id'],
      call: (c) => ({ method: 'GET', path: `/v1/lists/${c.list_id}` }),
      status: 200,
    },
    {
      operationId: 'addListMember',
      needs: ['list_id', 'person_id'],
      call: (c) => ({ method: 'POST', path: `/v1/lists/${c.list_id}`, body: { parent_id: c.person_id } }),
      status: 200,
    },
    {
      operationId: 'upsertListMember',
      needs: ['list_id', 'person_id'],
      call: (c) => ({ method: 'PUT', path: `/v1/lists/${c.list_id}`, body: { parent_id: c.person_id } }),
      status: 200,
    },
    {
      operationId: 'listListMembers',
      needs: ['list_id'],
      call: (c) => ({ method: 'POST', path: `/v1/lists/${c.list_id}/records`, body: { limit: 5 } }),
      status: 200,
    },
    {
      operationId: 'updateListMember',
      needs: ['list_id', 'person_id'],
      call: (c) => ({
        method: 'PATCH',
        path: `/v1/lists/${c.list_id}/records/${c.person_id}`,
        body: { attributes: {} },
      }),
      status: 200,
    },
    {
      operationId: 'removeListMember',
      needs: ['list_id', 'person_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/lists/${c.list_id}/records/${c.person_id}` }),
      status: 200,
    },
    {
      operationId: 'createTask',
      needs: ['person_id'],
      call: (c) => ({
        method: 'POST',
        path: '/v1/tasks',
        body: { title: `Verify ${c.s}`, priority: 'low', due_date: '2030-01-01', entity_ids: [c.person_id] },
      }),
      status: 200,
      keep: (b, c) => {
        c.task_id = b.id
      },
    },
    {
      operationId: 'listTasks',
      needs: ['person_id'],
      call: (c) => ({ method: 'GET', path: `/v1/tasks?entity_id=${c.person_id}&limit=5` }),
      status: 200,
    },
    {
      operationId: 'getTask',
      needs: ['task_id'],
      call: (c) => ({ method: 'GET', path: `/v1/tasks/${c.task_id}` }),
      status: 200,
    },
    {
      operationId: 'updateTask',
      needs: ['task_id'],
      call: (c) => ({ method: 'PATCH', path: `/v1/tasks/${c.task_id}`, body: { is_completed: true } }),
      status: 200,
    },
    {
      operationId: 'deleteTask',
      needs: ['task_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/tasks/${c.task_id}` }),
      status: 200,
    },
    {
      operationId: 'createNote',
      needs: ['person_id'],
      call: (c) => ({
        method: 'POST',
        path: '/v1/notes',
        body: { title: `Verify ${c.s}`, content: 'Written by context-graph-mock verify', entity_id: c.person_id },
      }),
      status: 200,
      keep: (b, c) => {
        c.note_id = b.id
      },
    },
    {
      operationId: 'listNotes',
      needs: ['person_id'],
      call: (c) => ({ method: 'GET', path: `/v1/notes?entity_id=${c.person_id}` }),
      status: 200,
    },
    {
      operationId: 'getNote',
      needs: ['note_id'],
      call: (c) => ({ method: 'GET', path: `/v1/notes/${c.note_id}` }),
      status: 200,
    },
    {
      operationId: 'updateNote',
      needs: ['note_id'],
      call: (c) => ({
        method: 'PATCH',
        path: `/v1/notes/${c.note_id}`,
        body: { content: 'Updated by context-graph-mock verify' },
      }),
      status: 200,
    },
    {
      operationId: 'deleteNote',
      needs: ['note_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/notes/${c.note_id}` }),
      status: 200,
    },
    {
      operationId: 'getRecordTimeline',
      needs: ['person_id'],
      call: (c) => ({ method: 'GET', path: `/v1/records/${c.person_id}/timeline?limit=5` }),
      status: 200,
    },
    {
      operationId: 'searchRecords',
      call: (c) => ({ method: 'POST', path: '/v1/search', body: { query: `Verify ${c.s}` } }),
      status: 200,
    },
    {
      operationId: 'addContext',
      call: (c) => ({
        method: 'POST',
        path: '/v1/context/text',
        body: { content: `Verify ${c.s} met the team on Monday.`, context: 'context-graph-mock verify' },
      }),
      status: 200,
      keep: (b, c) => {
        c.artifact_id = String(b.artifact_id)
      },
    },
    {
      operationId: 'getArtifact',
      needs: ['artifact_id'],
      call: (c) => ({ method: 'GET', path: `/v1/context/artifacts/${c.artifact_id}` }),
      status: 200,
    },
    {
      operationId: 'createAIListJob',
      call: () => ({
        method: 'POST',
        path: '/v1/context/list/jobs',
        body: { query: 'engineers in Berlin', object_type: 'contact', limit: 5 },
      }),
      status: 200,
      keep: (b, c) => {
        c.job_id = b.message.job_id
      },
    },
    {
      operationId: 'getAIListJob',
      needs: ['job_id'],
      call: (c) => ({ method: 'GET', path: `/v1/context/list/jobs/${c.job_id}` }),
      status: 200,
    },
    {
      operationId: 'triggerCompoundingJob',
      call: () => ({ method: 'POST', path: '/v1/compounding/trigger', body: { job_type: 'metrics', dry_run: true } }),
      status: 202,
      keep: (b, c) => {
        c.job_run_id = b.job_run_id
      },
    },
    {
      operationId: 'getCompoundingJobStatus',
      needs: ['job_run_id'],
      call: (c) => ({ method: 'GET', path: `/v1/compounding/jobs/${c.job_run_id}` }),
      status: 200,
    },
    {
      operationId: 'queryContext',
      call: () => ({ method: 'POST', path: '/v1/context/ask', body: { query: 'Who works here?' } }),
      status: 200,
    },
    { operationId: 'getGraph', call: () => ({ method: 'GET', path: '/v1/graph?limit=5' }), status: 200 },
    { operationId: 'listInsights', call: () => ({ method: 'GET', path: '/v1/insights?last=1d&limit=5' }), status: 200 },
    {
      operationId: 'streamInsights',
      call: () => ({ method: 'GET', path: '/v1/insights/stream', headersOnly: true }),
      status: 200,
    },
    { operationId: 'listIntegrations', call: () => ({ method: 'GET', path: '/v1/integrations/' }), status: 200 },
    {
      operationId: 'startIntegrationConnect',
      call: () => ({ method: 'POST', path: '/v1/integrations/crm/hubspot/connect' }),
      status: 200,
      keep: (b, c) => {
        c.connect_id = b.connect_id
      },
    },
    {
      operationId: 'getConnectStatus',
      needs: ['connect_id'],
      prepare: async (control, c) => {
        await control(`/_mock/connect/${enc(c.connect_id!)}/approve`)
      },
      call: (c) => ({ method: 'GET', path: `/v1/integrations/connect/${c.connect_id}/status` }),
      status: 200,
      keep: (b, c) => {
        if (b.connection_id !== undefined) c.connection_id = String(b.connection_id)
      },
    },
    {
      operationId: 'disconnectIntegration',
      needs: ['connection_id'],
      needsControl:
        'a connection exists only once a person approves the consent page; verify creates one only on a mock (POST /_mock/connect/{id}/approve)',
      call: (c) => ({ method: 'DELETE', path: `/v1/integrations/connections/${c.connection_id}` }),
      status: 200,
    },
    {
      operationId: 'getNotificationFeed',
      call: () => ({ method: 'GET', path: '/v1/notifications/feed?limit=5' }),
      status: 200,
    },
    {
      operationId: 'getNotificationPreferences',
      call: () => ({ method: 'GET', path: '/v1/notifications/preferences' }),
      status: 200,
      keep: (b, c) => {
        c.preferences = JSON.stringify({
          frequency_minutes: b.frequency_minutes,
          enabled_types: b.enabled_types,
          digest_enabled: b.digest_enabled,
        })
      },
    },
    // The user's own preferences, sent back as they were read: checked, and nothing changes.
    {
      operationId: 'updateNotificationPreferences',
      needs: ['preferences'],
      call: (c) => ({ method: 'PATCH', path: '/v1/notifications/preferences', body: JSON.parse(c.preferences!) }),
      status: 200,
    },
    {
      operationId: 'createCustomNotification',
      call: (c) => ({
        method: 'POST',
        path: '/v1/notifications/custom',
        body: { description: `Tell me every Monday at 9am about Verify ${c.s}` },
      }),
      status: 200,
      keep: (b, c) => {
        c.rule_id = b.id
      },
    },
    {
      operationId: 'listCustomNotifications',
      call: () => ({ method: 'GET', path: '/v1/notifications/custom' }),
      status: 200,
    },
    {
      operationId: 'getCustomNotification',
      needs: ['rule_id'],
      call: (c) => ({ method: 'GET', path: `/v1/notifications/custom/${c.rule_id}` }),
      status: 200,
    },
    {
      operationId: 'deleteCustomNotification',
      needs: ['rule_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/notifications/custom/${c.rule_id}` }),
      status: 200,
    },
    // The cleanup: delete what the checks created, newest first.
    {
      operationId: 'deleteList',
      needs: ['list_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/lists/${c.list_id}` }),
      status: 200,
    },
    {
      operationId: 'deleteRelationshipDefinition',
      needs: ['definition_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/relationships/${c.definition_id}` }),
      status: 200,
    },
    {
      operationId: 'deleteRecord',
      needs: ['person_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/records/${c.person_id}` }),
      status: 200,
    },
    {
      operationId: 'deleteAttribute',
      needs: ['object_slug', 'attribute_id'],
      call: (c) => ({ method: 'DELETE', path: `/v1/objects/${c.object_slug}/attributes/${c.attribute_id}` }),
      status: 200,
    },
    {
      operationId: 'deleteObject',
      needs: ['object_slug'],
      call: (c) => ({ method: 'DELETE', path: `/v1/objects/${c.object_slug}` }),
      status: 200,
    },
  ]
}

function keepObjects(body: any, ctx: Context): void {
  for (const object of body?.data ?? []) {
    if (object.slug === 'person') ctx.person_object_id = object.id
    if (object.slug === 'company') ctx.company_object_id = object.id
  }
}

/**
 * Runs every step against the target and validates each answer. Operations of the document
 * without a step are reported as failed (a check is missing), so a new route cannot go unchecked.
 */
export async function checkOperations(
  target: OperationTarget,
  validator: ResponseValidator,
  options: { suffix?: string } = {},
): Promise<CheckResult[]> {
  const base = trimTrailing(target.baseUrl, '/')
  const ctx: Context = { s: options.suffix ?? Date.now().toString(36) }
  const results: CheckResult[] = []
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${target.controlUrl}${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`)
    return response.json()
  }
  // Steps of operations this document does not have (a server of an older version) are left out.
  const steps = operationSteps().filter((step) => validator.operationIds.includes(step.operationId))
  for (const step of steps) {
    const result = (status: CheckResult['status'], detail?: string) =>
      results.push({
        kind: 'operation',
        group: step.operationId,
        name: step.operationId,
        status,
        ...(detail ? { detail } : {}),
      })
    if (step.needsControl && !target.controlUrl) {
      result('skipped', step.needsControl)
      continue
    }
    const missing = (step.needs ?? []).filter((name) => ctx[name] === undefined)
    if (missing.length > 0) {
      result('skipped', `needs ${missing.join(', ')}, which an earlier check did not provide`)
      continue
    }
    if (step.prepare && target.controlUrl) {
      try {
        await step.prepare(control, ctx)
      } catch (error) {
        result('failed', `setting up through the control endpoints: ${(error as Error).message}`)
        continue
      }
    }
    const call = step.call(ctx)
    const headers: Record<string, string> = { authorization: `Bearer ${target.apiKey}` }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    let status: number
    let contentType: string
    let body: unknown = null
    // Ids are read exactly (17-digit integers stay strings); the schema sees the body as JSON.parse reads it.
    let exact: unknown = null
    // A mock says why it missed (X-Mock-Explain); another server says nothing, and nothing is added.
    let explained: string | null = null
    try {
      // A server that never answers fails its check instead of hanging verify.
      const abort = new AbortController()
      const timer = setTimeout(() => abort.abort(new Error('no answer within 30 s')), 30_000)
      const response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        signal: abort.signal,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      })
      status = response.status
      explained = response.headers.get('x-mock-explain')
      contentType = response.headers.get('content-type') ?? ''
      if (call.headersOnly) abort.abort()
      else {
        const text = await response.text()
        body = text === '' ? null : contentType.includes('json') ? JSON.parse(text) : text
        exact = text !== '' && contentType.includes('json') ? parseExactIds(text) : body
      }
      clearTimeout(timer)
    } catch (error) {
      result('failed', `${call.method} ${call.path}: ${(error as Error).message}`)
      continue
    }
    if (status !== step.status) {
      const declared = validator
        .check(step.operationId, status, body, contentType)
        .filter((p) => p.includes('is not declared'))
      result(
        'failed',
        `${call.method} ${call.path} answered ${status}, expected ${step.status}${declared.length ? `; ${declared.join('; ')}` : ''}${body && typeof body === 'object' ? `: ${JSON.stringify(body).slice(0, 200)}` : ''}${explained ? ` (X-Mock-Explain: ${explained})` : ''}`,
      )
      results[results.length - 1]!.diffs = [{ path: 'status', expected: String(step.status), actual: String(status) }]
      continue
    }
    const problems = validator.check(step.operationId, status, call.headersOnly ? null : body, contentType)
    if (problems.length > 0) {
      result('failed', problems.join('; '))
      const diffs = validator.diffs(step.operationId, status, call.headersOnly ? null : body)
      if (diffs.length > 0) results[results.length - 1]!.diffs = diffs
    } else result('passed')
    if (step.keep && exact && typeof exact === 'object') step.keep(exact, ctx)
  }
  // The company the upsert created (deleteRecord checked the person).
  if (ctx.company_id)
    await fetch(`${base}/v1/records/${ctx.company_id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${target.apiKey}` },
    }).catch(() => undefined)
  const checked = new Set(steps.map((s) => s.operationId))
  for (const operationId of validator.operationIds) {
    if (!checked.has(operationId))
      results.push({
        kind: 'operation',
        group: operationId,
        name: operationId,
        status: 'failed',
        detail: 'no check of this operation: add one to src/verify/operations.ts',
      })
  }
  return results
}
