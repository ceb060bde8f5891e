import {
  connectRateHeaders,
  connectStatus,
  disconnect,
  listIntegrations,
  startConnect,
} from '../../core/integrations/connect.js'
import { defineRoute } from '../route.js'
import {
  ConnectParams,
  ConnectResponseSchema,
  ConnectStatusParams,
  ConnectStatusSchema,
  DisconnectParams,
  IntegrationListSchema,
} from '../schemas/integrations.js'

const tag = 'Integrations'

export const integrationRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/integrations',
    operationId: 'listIntegrations',
    tag,
    summary: 'List integrations',
    description:
      'The catalogue of the nine integrations (Gmail, Google Calendar, Outlook Mail, Outlook Calendar, ' +
      "Slack, Attio, HubSpot, Salesforce, WhatsApp), each with the workspace's live connections. Also " +
      'answered with a trailing slash, as one official client asks.',
    public: true,
    scope: 'integration.read',
    responses: {
      200: { description: "The catalogue with the workspace's connections", schema: IntegrationListSchema },
    },
    errors: [],
    handle: ({ workspace }) => ({ status: 200, body: listIntegrations(workspace) }),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/integrations/{type}/{provider}/connect',
    operationId: 'startIntegrationConnect',
    tag,
    summary: 'Start a connect flow',
    description:
      'Starts connecting an integration; no body. Answers the URL of a consent page the mock serves ' +
      "itself (a browser opens it and approves or denies; HubSpot and Salesforce show the broker's " +
      "step first) and a connect id to poll. At most 10 calls a minute per API key on the mock's " +
      'clock, then 429 with Retry-After. A pair the catalogue does not hold is 400; WhatsApp is 400 ' +
      'too: the operator connects it from configuration.',
    public: true,
    scope: 'integration.write',
    request: { params: ConnectParams },
    responses: { 200: { description: 'The consent page and the connect id', schema: ConnectResponseSchema } },
    errors: [429],
    handle: ({ params, workspace, key, services }) => ({
      status: 200,
      body: startConnect(
        workspace,
        { clock: services.clock, jobs: services.jobs, settings: services.integrations },
        key,
        params.type,
        params.provider,
      ),
      // The connect call's own limit (10 a minute), as on its 429, in place of the general one.
      headers: connectRateHeaders(workspace, services.clock, key),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/integrations/connect/{connect_id}/status',
    operationId: 'getConnectStatus',
    tag,
    summary: 'Get the state of a connect flow',
    description:
      "`pending` until the consent page is answered, then `connected` with the new connection's id, or " +
      '`denied`. A connect id still pending 10 minutes of clock time after the connect call answers ' +
      "410. A malformed id is 400; another workspace's or an unknown one 404.",
    public: true,
    scope: 'integration.read',
    request: { params: ConnectStatusParams },
    responses: { 200: { description: 'The state of the flow', schema: ConnectStatusSchema } },
    errors: [404, 410],
    handle: ({ params, workspace, services }) => ({
      status: 200,
      body: connectStatus(workspace, services.clock, params.connect_id),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/integrations/connections/{connection_id}',
    operationId: 'disconnectIntegration',
    tag,
    summary: 'Disconnect a connection',
    description:
      'Disconnects a connection: it leaves the catalogue and stops feeding the workspace. What it already fed stays.',
    public: true,
    scope: 'integration.write',
    request: { params: DisconnectParams },
    responses: { 200: { description: 'Disconnected (empty body)' } },
    errors: [404],
    handle: ({ params, workspace }) => {
      disconnect(workspace, params.connection_id)
      return { status: 200 }
    },
  }),
]
