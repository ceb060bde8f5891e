import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { INTEGRATION_PROVIDERS, INTEGRATION_TYPES } from '../core/integrations/catalogue.js'
import { CONNECT_STATUSES } from '../core/integrations/state.js'
import { defineRoute, type AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import { connectIdParam } from '../http/schemas/integrations.js'
import { CONSENT_PAGE_HEADERS, renderConsentPage } from './pages/consent-page.js'
import { controlComponents } from './schemas.js'

const tag = 'Integrations'

const ConnectIdParams = lazySchema(() => z.strictObject({ connect_id: connectIdParam() }))

export const ConsentPageSchema = lazySchema(() =>
  z.string().register(controlComponents(), { id: 'ConsentPage', description: 'A self-contained HTML page' }),
)

export const ApproveConnectBody = lazySchema(() =>
  z
    .strictObject({
      account: z
        .string()
        .max(254)
        .optional()
        .describe("The e-mail address to connect; default: the one the consent page proposes (the key's user's)"),
    })
    .register(controlComponents(), { id: 'ApproveConnectRequest', description: 'How to approve a connect flow' }),
)

export const ConnectOutcomeSchema = lazySchema(() =>
  z
    .strictObject({
      connect_id: z.string(),
      type: z.enum(INTEGRATION_TYPES),
      provider: z.enum(INTEGRATION_PROVIDERS),
      status: z.enum(CONNECT_STATUSES),
      connection_id: z.number().int().min(1).optional().describe('Once connected: the new connection'),
      identifier: z.string().optional().describe('Once connected: the connected account'),
    })
    .register(controlComponents(), { id: 'ConnectOutcome', description: 'A connect flow after it was answered' }),
)

export const WhatsAppSetupBody = lazySchema(() =>
  z
    .strictObject({
      phone_number: z.string().max(40).describe('The WhatsApp Business number, international form: +14155550123'),
      workspace: z
        .string()
        .regex(/^\d+$/, 'must be a string of digits')
        .optional()
        .describe('The workspace to connect; default: the seeded one'),
    })
    .register(controlComponents(), {
      id: 'WhatsAppSetupRequest',
      description: "The operator's WhatsApp configuration",
    }),
)

export const OperatorConnectionSchema = lazySchema(() =>
  z
    .strictObject({
      workspace_id: z.string(),
      connection_id: z.number().int().min(1),
      type: z.literal('messaging'),
      provider: z.literal('whatsapp'),
      identifier: z.string(),
    })
    .register(controlComponents(), { id: 'OperatorConnection', description: 'A connection the operator set up' }),
)

/** The consent page an `auth_url` opens, its two answers, and the operator's WhatsApp setup. None needs a key. */
export function integrationControlRoutes(control: ControlFunctions): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/_mock/connect/{connect_id}',
      admin: true,
      operationId: 'getConsentPage',
      tag,
      summary: 'The consent page of a connect flow',
      description:
        'What an `auth_url` opens in a browser: a self-contained HTML page naming the provider and the ' +
        'access requested, the account to connect as an editable e-mail address, and Approve and Deny ' +
        "(HubSpot and Salesforce show the broker's step first). The connect id is its only credential. " +
        'An answered flow shows its outcome. Unknown id 404, a pending one older than 10 minutes 410.',
      request: { params: ConnectIdParams },
      responses: { 200: { description: 'The consent page', schema: ConsentPageSchema, contentType: 'text/html' } },
      errors: [404, 410],
      handle: ({ params }) => ({
        status: 200,
        body: renderConsentPage(control.integrations.consent(params.connect_id)),
        headers: { ...CONSENT_PAGE_HEADERS },
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/connect/{connect_id}/approve',
      admin: true,
      operationId: 'approveConnect',
      tag,
      summary: 'Approve a connect flow',
      description:
        "What the consent page's Approve button does (`mock.integrations.approve(connect_id, { account " +
        '})` in process): connects the account, and the connection starts feeding the workspace on the ' +
        'clock. Connecting an account the integration already has replaces that connection. No body ' +
        'connects the proposed account. Answered already 409, expired 410, unknown 404.',
      request: { params: ConnectIdParams, body: ApproveConnectBody },
      responses: { 200: { description: 'The flow, now connected', schema: ConnectOutcomeSchema } },
      errors: [404, 409, 410],
      handle: ({ params, body }) => ({
        status: 200,
        body: control.integrations.approve(params.connect_id, { account: body?.account }),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/connect/{connect_id}/deny',
      admin: true,
      operationId: 'denyConnect',
      tag,
      summary: 'Deny a connect flow',
      description:
        "What the consent page's Deny button does (`mock.integrations.deny(connect_id)` in process): the " +
        'flow ends with status `denied`. Answered already 409, expired 410, unknown 404.',
      request: { params: ConnectIdParams },
      responses: { 200: { description: 'The flow, now denied', schema: ConnectOutcomeSchema } },
      errors: [404, 409, 410],
      handle: ({ params }) => ({ status: 200, body: control.integrations.deny(params.connect_id) }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/integrations/whatsapp',
      admin: true,
      operationId: 'setUpWhatsApp',
      tag,
      summary: "Connect WhatsApp from the operator's configuration",
      description:
        "WhatsApp is config-based: the service's operator connects a WhatsApp Business number, and the " +
        'public connect call refuses it. This is that setup (`mock.integrations.connectWhatsApp({ ' +
        'phoneNumber, workspace })` in process). The connection shows in the catalogue and feeds the ' +
        'workspace like any other. The same number again replaces its connection. Unknown workspace 404.',
      request: { body: WhatsAppSetupBody, bodyRequired: true },
      responses: { 200: { description: 'The new connection', schema: OperatorConnectionSchema } },
      errors: [404, 409],
      handle: ({ body }) => ({
        status: 200,
        body: control.integrations.connectWhatsApp({
          phoneNumber: body.phone_number,
          workspace: body.workspace,
        }),
      }),
    }),
  ]
}
