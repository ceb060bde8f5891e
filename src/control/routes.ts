import { ApiError } from '../core/errors.js'
import { MAX_QUEUED_FAILURES } from '../core/jobs/jobs.js'
import { STORE_LIMITS } from '../core/store.js'
import { controlDuration } from './durations.js'
import { kitRoutes } from './kit-routes.js'
import { defineRoute, type AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import {
  AdvanceClockBody,
  FailNextJobBody,
  FailNextJobResult,
  ClockSchema,
  CreateKeyBody,
  HealthSchema,
  KeySchema,
  OpenApiDocumentSchema,
  ResetBody,
  ResetResult,
} from './schemas.js'

const tag = 'Control'

/** The mock-only surface under `/_mock`. No key needed; never part of the public document. */
export function controlRoutes(control: ControlFunctions): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/_mock/reset',
      admin: true,
      operationId: 'reset',
      tag,
      summary: 'Reset the mock',
      description:
        'Throws away every change and rebuilds the workspaces from the seed and scenario. Issued keys ' +
        'stay valid; their workspaces start over.',
      request: { body: ResetBody },
      responses: { 200: { description: 'The state the mock was reset to', schema: ResetResult } },
      errors: [],
      handle: async ({ body, services }) => {
        await control.resetInSlices(body ?? {})
        const state = control.describe()
        return { status: 200, body: { ...state, now: services.clock.iso() } }
      },
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/keys',
      admin: true,
      operationId: 'createKey',
      tag,
      summary: 'Issue an API key',
      description:
        `Issues a key with the given scopes for a workspace (a new workspace id creates an empty ` +
        `workspace). A workspace holds at most ${STORE_LIMITS.keysPerWorkspace} keys and the mock at ` +
        `most ${STORE_LIMITS.workspaces} workspaces; past either, 409. A test workspace's id is 409 too: ` +
        `its keys are issued with POST /_mock/workspaces/{workspace_id}/keys.`,
      request: { body: CreateKeyBody, bodyRequired: true },
      responses: { 200: { description: 'The new key', schema: KeySchema } },
      errors: [409],
      handle: ({ body }) => ({ status: 200, body: control.createKey(body) }),
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/clock',
      admin: true,
      operationId: 'getClock',
      tag,
      summary: 'Read the clock',
      description: 'The current clock time, its mode and how many timers wait.',
      responses: { 200: { description: 'The clock', schema: ClockSchema } },
      errors: [],
      handle: ({ services }) => ({
        status: 200,
        body: { now: services.clock.iso(), mode: services.clock.mode, pending_timers: services.clock.pending() },
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/clock/advance',
      admin: true,
      operationId: 'advanceClock',
      tag,
      summary: 'Advance the clock',
      description:
        'Moves the clock forward by a duration (milliseconds as a number, or a string with its unit: 5s, ' +
        '1h30m) or to an instant, running every timer that falls due.',
      request: { body: AdvanceClockBody, bodyRequired: true },
      responses: { 200: { description: 'The clock after moving', schema: ClockSchema } },
      errors: [],
      handle: ({ body, services }) => {
        if ((body.by === undefined) === (body.to === undefined))
          throw new ApiError(400, 'Invalid request body: give exactly one of by and to')
        try {
          if (body.by !== undefined) services.clock.advance(controlDuration('by', body.by))
          else services.clock.set(body.to!)
        } catch (error) {
          if (error instanceof RangeError) throw new ApiError(400, `Invalid request body: ${error.message}`)
          throw error
        }
        return {
          status: 200,
          body: { now: services.clock.iso(), mode: services.clock.mode, pending_timers: services.clock.pending() },
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/health',
      availableWhileBuilding: true,
      operationId: 'health',
      tag,
      summary: 'Health check',
      description: 'Answers 200 as soon as the mock serves requests: for CI scripts that wait for the server.',
      responses: { 200: { description: 'The mock is up', schema: HealthSchema } },
      errors: [],
      handle: ({ services }) => ({
        status: 200,
        body: { status: 'ok', ...control.describe(), now: services.clock.iso() },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      availableWhileBuilding: true,
      operationId: 'getPublicDocument',
      tag: 'Documents',
      summary: 'The public OpenAPI document',
      description: 'The generated OpenAPI document of the API the mock serves (`/v1`), with this server in `servers`.',
      responses: { 200: { description: 'An OpenAPI 3.1 document', schema: OpenApiDocumentSchema } },
      errors: [],
      handle: async () => ({ status: 200, body: await control.document('public') }),
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/openapi.json',
      admin: true,
      availableWhileBuilding: true,
      operationId: 'getControlDocument',
      tag: 'Documents',
      summary: 'The control OpenAPI document',
      description: 'The generated OpenAPI document of the control API (`/_mock`).',
      responses: { 200: { description: 'An OpenAPI 3.1 document', schema: OpenApiDocumentSchema } },
      errors: [],
      handle: async () => ({ status: 200, body: await control.document('control') }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/jobs/fail-next',
      admin: true,
      operationId: 'failNextJob',
      tag,
      summary: 'Fail the next job of a kind',
      description:
        `Queues a failure: the next job of the kind to finish (an artifact, an AI list job, a ` +
        `compounding run) fails with this error instead of doing its work. Several calls queue several ` +
        `failures, used in order; at most ${MAX_QUEUED_FAILURES} wait per kind, and one more is 409.`,
      request: { body: FailNextJobBody, bodyRequired: true },
      responses: { 200: { description: 'The queued failure', schema: FailNextJobResult } },
      errors: [409],
      handle: ({ body, services }) => {
        control.failNextJob(body.kind, body.error)
        return {
          status: 200,
          body: { kind: body.kind, error: body.error, queued: services.jobs.failNext.get(body.kind)!.length },
        }
      },
    }),
    ...kitRoutes(control),
  ]
}
