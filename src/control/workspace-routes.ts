import { z } from 'zod'
import type { Duration } from '../core/clock.js'
import { bearerKey } from '../core/auth.js'
import { ApiError } from '../core/errors.js'
import type { JobKind } from '../core/jobs/jobs.js'
import { defineRoute, type AnyRoute, type HandlerInput, type RouteResult } from '../http/route.js'
import { lazySchema, resolveSchema } from '../http/schemas/lazy.js'
import { controlDuration } from './durations.js'
import type { ControlFunctions, TestWorkspace, TestWorkspaceOptions } from './functions.js'
import { ResetResult } from './schemas.js'
import {
  CreatedWorkspaceSchema,
  CreateWorkspaceBody,
  WorkspaceIdParams,
  WorkspaceListSchema,
} from './workspace-schemas.js'

const tag = 'Test workspaces'

/** The server-wide control routes a test workspace has its own form of, under `/_mock/workspaces/{id}`. */
export const SCOPED_CONTROL_PATHS: readonly string[] = [
  '/_mock/clock',
  '/_mock/clock/advance',
  '/_mock/clock/speed',
  '/_mock/faults',
  '/_mock/faults/{id}',
  '/_mock/journal',
  '/_mock/reset',
  '/_mock/seed',
  '/_mock/snapshot',
  '/_mock/restore',
  '/_mock/jobs/fail-next',
  '/_mock/keys',
  '/_mock/keys/{token_id}',
  '/_mock/users',
  '/_mock/in-flight',
  '/_mock/overrides',
  '/_mock/overrides/{id}',
]

const iso = (ms: number): string => new Date(ms).toISOString()

/**
 * `POST`/`GET /_mock/workspaces`, `DELETE /_mock/workspaces/{workspace_id}`, and each scoped
 * control route: the server-wide route's own declaration (bodies, answers, errors) under the
 * workspace's path, its request handed to that workspace's own control surface.
 */
export function workspaceRoutes(control: ControlFunctions, serverWide: readonly AnyRoute[]): AnyRoute[] {
  const scoped = serverWide.filter((route) => SCOPED_CONTROL_PATHS.includes(route.path)).map(scopedForm)
  return [
    defineRoute({
      method: 'post',
      path: '/_mock/workspaces',
      admin: true,
      operationId: 'createWorkspace',
      tag,
      summary: 'Create a test workspace',
      description:
        'An isolated world for one test run: its own clock (manual by default), faults, journal, keys, ' +
        'snapshots and state, seeded from a scenario and an optional fixture. Answers its id and a key ' +
        'with every scope. At most 256 at once (a large one counts as 25): 429 past that.',
      request: { body: CreateWorkspaceBody },
      responses: { 201: { description: 'The new test workspace', schema: CreatedWorkspaceSchema } },
      errors: [429],
      handle: async ({ body }) => {
        const workspace = await control.workspaces.create(workspaceOptions(body ?? {}))
        return {
          status: 201,
          body: {
            workspace_id: workspace.workspaceId,
            api_key: workspace.apiKey,
            clock: { now: workspace.clock.iso(), mode: workspace.clock.mode },
            created_at: iso(workspace.createdAt),
          },
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/workspaces',
      admin: true,
      operationId: 'listWorkspaces',
      tag,
      summary: 'List the test workspaces',
      description: 'Every test workspace, oldest first, with its clock, keys and when it was last used.',
      responses: { 200: { description: 'The test workspaces', schema: WorkspaceListSchema } },
      errors: [],
      handle: () => ({
        status: 200,
        body: {
          data: control.workspaces.list().map((workspace) => ({
            workspace_id: workspace.workspaceId,
            clock: { now: workspace.clock.iso(), mode: workspace.clock.mode },
            keys: workspace.listKeys(),
            created_at: iso(workspace.createdAt),
            last_used_at: iso(workspace.lastUsedAt),
          })),
        },
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/_mock/workspaces/{workspace_id}',
      admin: true,
      operationId: 'deleteWorkspace',
      tag,
      summary: 'Delete a test workspace',
      description: 'The workspace, its keys, jobs, timers and journal are gone; its keys answer 401 from then on.',
      request: { params: WorkspaceIdParams },
      responses: { 204: { description: 'Deleted' } },
      errors: [404],
      handle: ({ params }) => {
        if (!control.workspaces.delete(params.workspace_id)) throw noWorkspace(params.workspace_id)
        return { status: 204 }
      },
    }),
    ...scoped,
  ]

  function scopedForm(route: AnyRoute): AnyRoute {
    const params = route.request?.params
    return defineRoute({
      ...route,
      path: route.path.replace('/_mock', '/_mock/workspaces/{workspace_id}'),
      operationId: `workspace${route.operationId[0]!.toUpperCase()}${route.operationId.slice(1)}`,
      tag,
      summary: `${route.summary} (one test workspace)`,
      description: `${route.description} Acts on the test workspace alone, on its own clock.`,
      // The server's own rebuilds are no concern of a test workspace's.
      availableWhileBuilding: true,
      request: {
        ...route.request,
        // Built with the route's own params, when the route is first called.
        params: lazySchema(() => {
          const own = resolveSchema(params)
          return own instanceof z.ZodObject ? WorkspaceIdParams().extend(own.shape) : WorkspaceIdParams()
        }),
      },
      errors: [...new Set([...route.errors, 403, 404])],
      handle: (input) => {
        const { workspace_id: id } = input.params as { workspace_id: string }
        const workspace = ownWorkspace(input, id)
        if (route.operationId === 'reset') return resetOf(workspace, input.body as ResetBody)
        return forward(id, route, input)
      },
    })
  }

  /** The workspace of the path, refusing a key of anyone else (a key is not needed: today's admin rules). */
  function ownWorkspace(input: HandlerInput<unknown, unknown, unknown>, id: string): TestWorkspace {
    const workspace = control.workspaces.get(id)
    if (!workspace) throw noWorkspace(id)
    const bearer = bearerKey(input.header('authorization'))
    if (bearer !== undefined && bearer !== workspace.apiKey) {
      const owner = control.workspaces.ofKey(bearer)
      const foreign = owner ? owner !== workspace : control.listKeys().some((key) => key.key === bearer)
      if (foreign)
        throw new ApiError(
          403,
          `This key belongs to ${owner ? `test workspace ${owner.workspaceId}` : 'the server'}, not to test workspace ${id}`,
        )
    }
    return workspace
  }

  async function forward(
    id: string,
    route: AnyRoute,
    input: HandlerInput<unknown, unknown, unknown>,
  ): Promise<RouteResult> {
    const target = input.raw.target.replace(/\/_mock\/workspaces\/[^/?#]+/, '/_mock')
    const answer = await control.workspaces.forward(id, {
      method: route.method.toUpperCase(),
      target,
      header: input.header,
      readBody: async () => input.raw.body,
    })
    const headers = { ...answer.headers }
    delete headers['content-type']
    if (typeof answer.body === 'string' && answer.body !== '')
      return { status: answer.status, json: answer.body, headers }
    return { status: answer.status, headers }
  }
}

type ResetBody = { seed?: number; scenario?: 'empty' | 'small' | 'large' } | undefined

async function resetOf(workspace: TestWorkspace, body: ResetBody): Promise<RouteResult> {
  await workspace.reset(body ?? {})
  const { seed, scenario } = workspace.describe()
  const result: z.input<ReturnType<typeof ResetResult>> = { seed, scenario, now: workspace.clock.iso() }
  return { status: 200, body: result }
}

const noWorkspace = (id: string): ApiError => new ApiError(404, `No test workspace ${id}`)

/** The body of `POST /_mock/workspaces` as the options of `create`; durations need their unit. */
function workspaceOptions(body: z.output<ReturnType<typeof CreateWorkspaceBody>>): TestWorkspaceOptions {
  let jobSteps: Duration | Partial<Record<JobKind, Duration>> | undefined
  if (typeof body.job_steps === 'string') jobSteps = controlDuration('job_steps', body.job_steps)
  else if (body.job_steps)
    jobSteps = Object.fromEntries(
      Object.entries(body.job_steps).map(([kind, step]) => [kind, controlDuration(`job_steps.${kind}`, step!)]),
    )
  return {
    scenario: body.scenario,
    seed: body.seed,
    fixture: body.fixture,
    clock: body.clock,
    start: body.start,
    jobSteps,
  }
}
