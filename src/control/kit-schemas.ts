import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { SCOPES } from '../core/auth.js'
import { EXPLAIN_KINDS } from '../http/explain/explanation.js'
import { controlComponents, SCENARIOS } from './schemas.js'

const JournalMessageSchema = lazySchema(() =>
  z
    .object({
      headers: z.record(z.string(), z.string()),
      body: z
        .string()
        .nullable()
        .describe('The body text with secrets redacted, cut at 8 KiB; null when there was none or it was a stream'),
      truncated: z.boolean(),
    })
    .register(controlComponents(), {
      id: 'JournalMessage',
      description: 'A request or response as the journal keeps it',
    }),
)

const ExplanationSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(EXPLAIN_KINDS),
      message: z.string().describe('One ASCII line, at most 300 characters'),
      suggestions: z.array(z.string()).max(3).describe('What the client may have meant: names, paths, calls'),
    })
    .register(controlComponents(), {
      id: 'Explanation',
      description: 'Why a call missed, or why its 2xx may not be what the client meant (docs/explain.md)',
    }),
)

export const JournalEntrySchema = lazySchema(() =>
  z
    .object({
      id: z.number().int().describe('1, 2, 3...: arrival order'),
      at: z.string().describe('Clock time the request arrived'),
      method: z.string(),
      path: z.string().describe('The path as sent, without the query'),
      route_path: z.string().describe('The path in route form: base path dropped, /api/developers/v1 read as /v1'),
      query: z.string(),
      status: z.number().int().describe('The status answered; 0 when a fault dropped the connection'),
      duration_ms: z.number().describe('Wall-clock milliseconds in the pipeline'),
      key: z.string().nullable().describe('The API key, masked'),
      token_id: z.string().nullable(),
      workspace_id: z.string().nullable(),
      fault: z.string().nullable().describe('The id of the fault that shaped the answer'),
      request: JournalMessageSchema(),
      response: JournalMessageSchema(),
      explain: ExplanationSchema().nullable().describe('Why the call missed; null for an ordinary answer'),
    })
    .register(controlComponents(), { id: 'JournalEntry', description: 'One request and its answer' }),
)

export const JournalQuery = lazySchema(() =>
  z.strictObject({
    method: z.string().max(10).optional().describe('Only this method (GET, POST...)'),
    path: z
      .string()
      .max(500)
      .optional()
      .describe(
        'Only paths matching this pattern: * within a segment, ** across segments; /v1/... also matches ' +
          '/api/developers/v1/...',
      ),
    status: z
      .string()
      .regex(/^([1-5]xx|\d{3})$/, 'must be a status such as 429 or a class such as 4xx')
      .optional()
      .describe('Only this status (429) or class (4xx)'),
    limit: z.coerce.number().int().min(1).max(1_000_000).optional().describe('At most this many entries, the newest'),
    explained: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: only entries with an explanation (the misses); false: only those without'),
  }),
)

export const JournalPage = lazySchema(() =>
  z
    .object({
      data: z.array(JournalEntrySchema()),
      count: z.number().int().describe('Entries matching the filter'),
      size: z.number().int().describe('The most entries the journal keeps'),
    })
    .register(controlComponents(), { id: 'JournalPage', description: 'Journal entries, oldest first' }),
)

export const HarLog = lazySchema(() =>
  z
    .object({
      log: z.object({
        version: z.literal('1.2'),
        creator: z.object({ name: z.string(), version: z.string() }),
        entries: z
          .array(z.record(z.string(), z.unknown()))
          .describe('One per journal entry: request, response, timings (HAR 1.2 entry objects)'),
      }),
    })
    .register(controlComponents(), { id: 'HarLog', description: 'The journal as a HAR 1.2 log' }),
)

export const PactQuery = lazySchema(() =>
  z.strictObject({
    consumer: z.string().min(1).max(200).describe("The consumer's name in the pact"),
    provider: z.string().min(1).max(200).describe("The provider's name in the pact"),
    method: JournalQuery().shape.method,
    path: JournalQuery().shape.path,
    status: JournalQuery().shape.status,
  }),
)

export const PactFile = lazySchema(() =>
  z
    .object({
      consumer: z.object({ name: z.string() }),
      provider: z.object({ name: z.string() }),
      interactions: z
        .array(z.record(z.string(), z.unknown()))
        .describe('One per method, route, status and request body shape (Synchronous/HTTP)'),
      metadata: z.record(z.string(), z.unknown()).describe('pactSpecification 4.0; the entries left out and why'),
    })
    .register(controlComponents(), { id: 'PactFile', description: "The journal's /v1 interactions as a PactV4 file" }),
)

const faultFields = lazySchema(() => ({
  method: z
    .string()
    .regex(/^([A-Za-z]{1,10}|\*)$/, 'must be an HTTP method or *')
    .describe('GET, POST... or * for any'),
  path: z
    .string()
    .min(1)
    .max(500)
    .startsWith('/')
    .describe(
      'A path pattern: * within a segment, ** across segments; written as /v1/... it also matches ' +
        '/api/developers/v1/... and the base path',
    ),
  status: z.number().int().min(400).max(599).optional().describe('Answer this status with the standard error body'),
  delay_ms: z
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .optional()
    .describe('Hold the answer for this many milliseconds of the mock clock (a manual clock holds it until advanced)'),
  drop: z.boolean().optional().describe('Drop the connection without answering'),
  malformed: z.boolean().optional().describe("Answer the route's body cut in half"),
  times: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .describe('Apply to the next N matching calls; default: until removed'),
  fraction: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('Apply to this fraction of matching calls, drawn from the seed; default 1'),
}))

export const FaultBody = lazySchema(() =>
  z.strictObject(faultFields()).register(controlComponents(), { id: 'FaultRequest', description: 'A fault to inject' }),
)

export const FaultSchema = lazySchema(() =>
  z
    .object({
      ...faultFields(),
      id: z.string(),
      hits: z.number().int(),
      remaining: z.number().int().nullable().describe('Calls left; null: until removed'),
    })
    .register(controlComponents(), { id: 'Fault', description: 'An active fault' }),
)

export const FaultList = lazySchema(() =>
  z
    .object({ data: z.array(FaultSchema()) })
    .register(controlComponents(), { id: 'FaultList', description: 'The active faults, in the order they are tried' }),
)

export const FaultParams = lazySchema(() => z.object({ id: z.string().max(20).describe('The fault id (f1, f2...)') }))

export const KeyList = lazySchema(() =>
  z
    .object({
      data: z.array(
        z.object({
          key: z.string(),
          workspace_id: z.string(),
          scopes: z.array(z.enum(SCOPES)),
          token_id: z.string(),
          user_id: z.string(),
        }),
      ),
    })
    .register(controlComponents(), { id: 'ApiKeyList', description: 'Every valid key' }),
)

export const KeyParams = lazySchema(() =>
  z.object({
    token_id: z
      .string()
      .regex(/^\d{1,12}$/, 'must be a token id such as 2')
      .describe('The token id of the key'),
  }),
)

export const UsersQuery = lazySchema(() =>
  z.strictObject({
    workspace: z
      .string()
      .regex(/^\d{1,20}$/, 'must be a string of digits')
      .optional()
      .describe('Workspace id; default: the seeded workspace'),
  }),
)

export const UserList = lazySchema(() =>
  z
    .object({
      workspace_id: z.string(),
      data: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), created_at: z.string() })),
    })
    .register(controlComponents(), { id: 'UserList', description: 'The users of a workspace, owner first' }),
)

export { SCENARIOS }

export const SeedBody = lazySchema(() =>
  z
    .strictObject({
      scenario: z
        .enum(SCENARIOS)
        .optional()
        .describe(
          'The scenario to build; with a fixture the default is empty, else the scenario the mock started with',
        ),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .optional()
        .describe('Seed for the scenario'),
      fixture: z
        .union([z.record(z.string(), z.unknown()), z.string().max(1024 * 1024)])
        .optional()
        .describe(
          'A fixture: an object (objects, attributes, records, relationships, lists, tasks, notes, ' +
            'insights, connect_flows), or its JSON or YAML text',
        ),
    })
    .register(controlComponents(), {
      id: 'SeedRequest',
      description: 'A scenario, or a fixture to load on top of one',
    }),
)

export const SeedResult = lazySchema(() =>
  z
    .object({
      seed: z.number().int(),
      scenario: z.enum(SCENARIOS),
      records: z.number().int().describe('Records the fixture created'),
    })
    .register(controlComponents(), { id: 'SeedResult', description: 'What was loaded' }),
)
