import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { JOB_KINDS } from '../core/jobs/jobs.js'
import { SeedBody } from './kit-schemas.js'
import { controlComponents, KeySchema, SCENARIOS } from './schemas.js'

const Duration = lazySchema(() => z.string().min(1).describe('A duration with its unit: 500ms, 2s, 1m'))

export const CreateWorkspaceBody = lazySchema(() =>
  z
    .strictObject({
      scenario: z.enum(SCENARIOS).optional().describe("The scenario to seed; default: the server's"),
      seed: SeedBody().shape.seed.describe("Seed for the scenario; default: the server's"),
      fixture: SeedBody().shape.fixture,
      clock: z
        .enum(['manual', 'real'])
        .optional()
        .describe('The clock of the test workspace: manual (default; it moves only when advanced) or real'),
      start: z.string().min(1).optional().describe('An RFC 3339 instant the clock starts at'),
      job_steps: z
        .union([Duration(), z.partialRecord(z.enum(JOB_KINDS), Duration())])
        .optional()
        .describe('Clock time per step of a job: one duration for every kind, or one per kind'),
    })
    .register(controlComponents(), { id: 'CreateWorkspaceRequest', description: 'A test workspace to create' }),
)

const WorkspaceClock = lazySchema(() => z.object({ now: z.string(), mode: z.enum(['manual', 'real']) }))

export const CreatedWorkspaceSchema = lazySchema(() =>
  z
    .object({
      workspace_id: z.string(),
      api_key: z.string().describe('A key with every scope, for this workspace only'),
      clock: WorkspaceClock(),
      created_at: z.string().describe('Wall time the workspace was created at'),
    })
    .register(controlComponents(), { id: 'CreatedWorkspace', description: 'A new test workspace' }),
)

export const WorkspaceListSchema = lazySchema(() =>
  z
    .object({
      data: z.array(
        z.object({
          workspace_id: z.string(),
          clock: WorkspaceClock(),
          keys: z.array(KeySchema()),
          created_at: z.string(),
          last_used_at: z.string().describe('Wall time of its last request; idle past the TTL, it is deleted'),
        }),
      ),
    })
    .register(controlComponents(), { id: 'WorkspaceList', description: 'The test workspaces' }),
)

export const WorkspaceIdParams = lazySchema(() =>
  z.object({ workspace_id: z.string().describe('A test workspace id') }),
)
