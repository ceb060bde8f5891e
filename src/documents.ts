import type { OpenAPIObject } from 'openapi3-ts/oas31'
import { declaredControlRoutes } from './control/route-table.js'
import { controlComponents } from './control/schemas.js'
import { createOpenApiDocument } from './http/openapi.js'
import { publicRoutes } from './http/routes/index.js'
import { components, ErrorSchema } from './http/schemas/common.js'
import { PACKAGE_VERSION } from './version.js'

export { PACKAGE_VERSION }

/** The address `serve` listens on by default; the committed documents name it. */
const DEFAULT_DOCUMENT_URL = 'http://127.0.0.1:4010'

const PUBLIC_TAGS = [
  { name: 'Objects', description: 'Object definitions: the types of records in a workspace' },
  { name: 'Attributes', description: 'Attribute definitions of an object: the typed fields its records hold' },
  { name: 'Records', description: 'Records of an object and their attribute values' },
  {
    name: 'Relationships',
    description: 'Relationship definitions between objects, and the instances that link two records',
  },
  {
    name: 'Lists',
    description: "Lists of an object's records, each member holding values of the list's own attributes",
  },
  { name: 'Tasks', description: 'Tasks linked to records and assigned to workspace users; deleting one archives it' },
  { name: 'Notes', description: 'Notes on records; deleting one archives it' },
  {
    name: 'Timeline',
    description:
      'What happened to a record: its changes, tasks, notes, list memberships and relationships, newest first',
  },
  { name: 'Search', description: 'Full-text search over the values of every record' },
  {
    name: 'Context',
    description:
      "Context ingestion and questions: texts read into records, relationships, insights, tasks and ghosts; answers from the workspace's own data",
  },
  {
    name: 'AI Lists',
    description:
      'Jobs that list the people or companies a plain-language query describes, each with the reason it matched',
  },
  {
    name: 'Compounding',
    description:
      'Runs that reshape the insight store: consolidation, pattern detection, playbook synthesis, decay and metrics',
  },
  {
    name: 'Graph',
    description:
      'The knowledge graph: records, ghosts, relationships and the insight layer, as JSON or an interactive page',
  },
  {
    name: 'Insights',
    description:
      "Statements the simulated AI holds about the workspace's entities: listed by time window, or streamed as server-sent events",
  },
  {
    name: 'Integrations',
    description:
      'Third-party integrations: the catalogue, connect flows through a consent page, and connections that feed the workspace',
  },
  {
    name: 'Notifications',
    description:
      'Custom notification rules on cron schedules, preferences and the digest, and the feed they fill as the clock passes',
  },
]

/**
 * The public OpenAPI document: `/v1` only, generated from the route table.
 *
 * @example JSON.stringify(createPublicDocument(), null, 2)
 */
export function createPublicDocument(baseUrl = DEFAULT_DOCUMENT_URL): OpenAPIObject {
  return createOpenApiDocument(publicRoutes, {
    title: 'Workspace context graph API (context-graph-mock)',
    version: PACKAGE_VERSION,
    description:
      "The workspace context graph API as implemented by context-graph-mock: typed objects and attributes, records and their values. Every error body is `{code, message}`. Generated from the mock's route table.",
    registry: components,
    errorSchema: ErrorSchema,
    servers: [
      { url: `${baseUrl}/api/developers`, description: 'The mock under the prefix the official clients use' },
      { url: baseUrl, description: 'The mock, short form' },
    ],
    tags: PUBLIC_TAGS,
    bearerAuth: true,
  })
}

/** The control document: the mock-only `/_mock` surface. */
export function createControlDocument(baseUrl = DEFAULT_DOCUMENT_URL): OpenAPIObject {
  return createOpenApiDocument(declaredControlRoutes, {
    title: 'context-graph-mock control API',
    version: PACKAGE_VERSION,
    description:
      "Mock-only operations under /_mock (reset, keys, the clock, health), the served documents, and the official clients' registration call. Not part of the modelled developer API.",
    registry: controlComponents(),
    errorSchema: ErrorSchema,
    servers: [{ url: baseUrl, description: 'context-graph-mock' }],
    tags: [
      { name: 'Control', description: 'Operations that steer the mock' },
      { name: 'Documents', description: 'The generated OpenAPI documents' },
      {
        name: 'Test workspaces',
        description:
          'Isolated worlds for parallel test runs against one mock, each with its own clock, faults, journal, keys and state',
      },
      { name: 'Registration', description: "The official clients' onboarding call, outside the developer API" },
      {
        name: 'Integrations',
        description:
          "The consent page of connect flows, answering them without a browser, and the operator's WhatsApp setup",
      },
    ],
    bearerAuth: false,
  })
}
