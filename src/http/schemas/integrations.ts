import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { INTEGRATION_PROVIDERS, INTEGRATION_TYPES } from '../../core/integrations/catalogue.js'
import { CONNECT_ID_PATTERN } from '../../core/integrations/connect.js'
import { CONNECT_STATUSES } from '../../core/integrations/state.js'
import { components, pathId } from './common.js'

export const ConnectionSchema = lazySchema(() =>
  z
    .strictObject({
      id: z.number().int().min(1).describe('The connection id: a JSON integer, as the reference types it'),
      status: z.literal('active').describe('A live connection is `active`; a disconnected one leaves the catalogue'),
      identifier: z.string().describe('The connected account: an e-mail address, or a WhatsApp number'),
    })
    .register(components, { id: 'IntegrationConnection', description: 'A live connection of an integration' }),
)

export const IntegrationSchema = lazySchema(() =>
  z
    .strictObject({
      type: z.enum(INTEGRATION_TYPES),
      provider: z.enum(INTEGRATION_PROVIDERS),
      display_name: z.string(),
      description: z.string(),
      connections: z
        .array(ConnectionSchema())
        .describe("The workspace's live connections of this integration, oldest first"),
    })
    .register(components, {
      id: 'Integration',
      description: "An integration of the catalogue, with the workspace's connections of it",
    }),
)

export const IntegrationListSchema = lazySchema(() =>
  z
    .array(IntegrationSchema())
    .register(components, { id: 'IntegrationList', description: 'The nine integrations, in catalogue order' }),
)

export const ConnectParams = lazySchema(() =>
  z.strictObject({
    type: z.enum(INTEGRATION_TYPES).describe('Integration type'),
    provider: z.enum(INTEGRATION_PROVIDERS).describe('Integration provider'),
  }),
)

export const ConnectResponseSchema = lazySchema(() =>
  z
    .strictObject({
      auth_url: z.url().describe('The consent page: open it in a browser to approve or deny. It needs no API key'),
      connect_id: z
        .string()
        .regex(CONNECT_ID_PATTERN)
        .describe('An opaque, unguessable token to poll the flow with; pending for 10 minutes of clock time at most'),
    })
    .register(components, { id: 'ConnectResponse', description: 'A started connect flow' }),
)

/** A connect id in a path: the token format, else 400. */
export const connectIdParam = lazySchema(() =>
  z
    .string()
    .regex(
      CONNECT_ID_PATTERN,
      'must be a connect id as returned by the connect call (cn_ and 32 letters, digits, - or _)',
    )
    .describe('The connect id the connect call answered'),
)

export const ConnectStatusParams = lazySchema(() => z.strictObject({ connect_id: connectIdParam() }))

export const ConnectStatusSchema = lazySchema(() =>
  z
    .strictObject({
      status: z
        .enum(CONNECT_STATUSES)
        .describe('`pending` until the consent page is answered, then `connected` or `denied`'),
      connection_id: z.number().int().min(1).optional().describe('Once connected: the new connection (a JSON integer)'),
    })
    .register(components, { id: 'ConnectStatus', description: 'The state of a connect flow' }),
)

export const DisconnectParams = lazySchema(() => z.strictObject({ connection_id: pathId('connection_id') }))
