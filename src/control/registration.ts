import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { LARGE_REGISTRATIONS, REGISTRATION_KEYS } from '../core/registration.js'
import { STORE_LIMITS } from '../core/store.js'
import { defineRoute, type AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import { controlComponents } from './schemas.js'

export const RegisterBody = lazySchema(() =>
  z
    .object({
      email: z.string().min(3).max(320).describe('The email the workspace is registered with'),
      source: z.string().max(100).optional().describe('Which client registers: skill-cli, mcp, skill'),
      name: z.string().max(200).optional(),
      company_name: z.string().max(200).optional(),
    })
    .strict()
    .register(controlComponents(), { id: 'RegisterRequest', description: 'A registration of the official clients' }),
)

export const RegistrationSchema = lazySchema(() =>
  z
    .object({
      api_key: z.string(),
      workspace_id: z.string().regex(/^\d+$/),
      workspace_slug: z.string(),
      email: z.string(),
    })
    .register(controlComponents(), {
      id: 'Registration',
      description: 'A new key with every scope, and its workspace',
    }),
)

/**
 * The official clients' onboarding call, outside the developer API (`/api/v1`, no key): a new
 * workspace and a key with every scope, so `register`-style onboarding works against the mock.
 */
export function registrationRoutes(control: ControlFunctions): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/v1/agents/register',
      operationId: 'registerAgent',
      tag: 'Registration',
      summary: 'Register and obtain an API key',
      description:
        `What the official CLI and MCP server call on first use. Creates a workspace for a new email ` +
        `(the same email reaches the same workspace again) and issues a key with every scope. Needs no ` +
        `key. An email keeps the newest ${REGISTRATION_KEYS} keys its registrations issued; registering ` +
        `again past that revokes the oldest. The mock holds at most ${STORE_LIMITS.workspaces} ` +
        `workspaces: a new email past that is 409, as is one past the ${LARGE_REGISTRATIONS} ` +
        `registrations since a reset that a mock of the large scenario seeds.`,
      request: { body: RegisterBody, bodyRequired: true },
      responses: { 200: { description: 'The new key and its workspace', schema: RegistrationSchema } },
      errors: [409],
      handle: async ({ body }) => ({ status: 200, body: await control.registerInSlices(body) }),
    }),
  ]
}
