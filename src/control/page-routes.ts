import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { ApiError } from '../core/errors.js'
import { JOB_KINDS } from '../core/jobs/jobs.js'
import { defineRoute, type AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import { sessionCookie } from '../http/sessions.js'
import { renderControlPage } from './pages/control-page.js'
import { ClockSchema, controlComponents } from './schemas.js'
import { trimTrailing } from '../core/text.js'

const tag = 'Control'

export const ControlPageSchema = lazySchema(() =>
  z.string().register(controlComponents(), { id: 'ControlPage', description: 'A self-contained HTML page' }),
)

const ClockSpeedBody = lazySchema(() =>
  z
    .strictObject({
      speed: z
        .number()
        .gt(0)
        .max(1_000_000)
        .describe('Clock milliseconds per wall millisecond: 1 is real time, 60 makes a minute pass each second'),
    })
    .register(controlComponents(), { id: 'ClockSpeedRequest', description: 'The pace of a real clock' }),
)

const ClockWithSpeed = lazySchema(() =>
  ClockSchema()
    .extend({
      speed: z.number().describe('Clock milliseconds per wall millisecond (1 for a manual clock)'),
    })
    .register(controlComponents(), {
      id: 'ClockWithSpeed',
      description: 'The mock clock and its pace',
    }),
)

const BrowserSessionSchema = lazySchema(() =>
  z
    .strictObject({
      graph_url: z.string().describe('The graph page, which this browser may now open from its address bar'),
    })
    .register(controlComponents(), {
      id: 'BrowserSession',
      description: 'A browser session of the development key, held in an HttpOnly cookie',
    }),
)

const InFlightSchema = lazySchema(() =>
  z
    .strictObject({
      jobs: z
        .array(z.strictObject({ kind: z.enum(JOB_KINDS), id: z.string(), status: z.string(), queued_at: z.string() }))
        .describe('Artifacts, AI list jobs and compounding runs not finished yet, oldest first'),
      connect_flows: z
        .array(
          z.strictObject({
            connect_id: z.string(),
            workspace_id: z.string(),
            type: z.string(),
            provider: z.string(),
            account: z.string(),
            started_at: z.string(),
            expires_at: z.string(),
          }),
        )
        .describe('Connect flows waiting for approve or deny, not expired'),
    })
    .register(controlComponents(), { id: 'InFlight', description: 'What is under way in the mock' }),
)

/** The control page, and the few reads and actions it needs beyond the rest of `/_mock`. */
export function pageRoutes(control: ControlFunctions): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/_mock',
      operationId: 'getControlPage',
      tag,
      summary: 'The control page',
      description:
        'A self-contained page (no request beyond the mock itself) for the person at the keyboard: the ' +
        'journal live, the clock, faults, keys and users, pending connect flows, jobs in flight, and ' +
        'links to the graph page and the OpenAPI documents. It also opens a browser session of the ' +
        'development key in an HttpOnly cookie, so the graph page opens from the address bar.',
      responses: { 200: { description: 'The page', schema: ControlPageSchema, contentType: 'text/html' } },
      errors: [],
      handle: ({ services }) => ({
        status: 200,
        body: renderControlPage(),
        headers: {
          'set-cookie': sessionCookie(
            control.openBrowserSession(),
            trimTrailing(new URL(services.baseUrl).pathname, '/'),
          ),
          'cache-control': 'no-store',
          // The page's script is inline and it talks to its own origin only.
          'content-security-policy':
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; " +
            "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        },
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/session',
      admin: true,
      operationId: 'openBrowserSession',
      tag,
      summary: 'Open a browser session of the development key',
      description:
        'Sets an HttpOnly, SameSite=Strict `cgm_session` cookie holding a random token (never a key) ' +
        'that stands for the development key on GET requests without an Authorization header, so a ' +
        'browser opens the graph page from its address bar. Only the development key can have a session; ' +
        'at most 100 are kept, the oldest dropped.',
      responses: { 200: { description: 'The session is open', schema: BrowserSessionSchema } },
      errors: [],
      handle: ({ services }) => ({
        status: 200,
        body: { graph_url: `${services.baseUrl}/v1/graph?format=html` },
        headers: {
          'set-cookie': sessionCookie(
            control.openBrowserSession(),
            trimTrailing(new URL(services.baseUrl).pathname, '/'),
          ),
        },
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/in-flight',
      admin: true,
      operationId: 'getInFlight',
      tag,
      summary: 'What is under way',
      description:
        'Jobs not finished yet (artifacts, AI list jobs, compounding runs) and connect flows waiting for ' +
        'an answer, across every workspace.',
      responses: { 200: { description: 'Jobs and connect flows', schema: InFlightSchema } },
      errors: [],
      handle: () => ({ status: 200, body: control.inFlight() }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/clock/speed',
      admin: true,
      operationId: 'setClockSpeed',
      tag,
      summary: 'Set the pace of a real clock',
      description:
        'From now on the clock moves `speed` clock milliseconds per wall millisecond, with no jump in ' +
        'time. A manual clock has no pace (it moves only when advanced): 409.',
      request: { body: ClockSpeedBody, bodyRequired: true },
      responses: { 200: { description: 'The clock at its new pace', schema: ClockWithSpeed } },
      errors: [409],
      handle: ({ body, services }) => {
        const clock = services.clock
        if (clock.mode !== 'real')
          throw new ApiError(
            409,
            'The clock is manual: it moves only when advanced (POST /_mock/clock/advance); start the mock ' +
              'with a real clock to set its speed',
          )
        clock.setSpeed(body.speed)
        return {
          status: 200,
          body: { now: clock.iso(), mode: clock.mode, pending_timers: clock.pending(), speed: clock.speed },
        }
      },
    }),
  ]
}
