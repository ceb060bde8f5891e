import type { Actor } from './actor.js'
import type { Clock } from './clock.js'
import type { IdSequence } from './ids.js'
import type { ListState } from './lists/state.js'
import type { InsightsState } from './insights/state.js'
import type { ContextState } from './context/artifacts.js'
import type { ListJobsState } from './list-jobs/list-jobs.js'
import type { CompoundingState } from './compounding/state.js'
import type { AskState } from './ask/sessions.js'
import type { WorkspaceJobs } from './jobs/jobs.js'
import type { OrderIndex } from './records/order-index.js'
import type { RelationshipState } from './relationships/state.js'
import type { SearchState } from './search/search-index.js'
import type { TimelineState } from './timeline/events.js'
import type { NotesState } from './notes/notes.js'
import type { TasksState } from './tasks/tasks.js'
import type { WorkspaceUser } from './users/users.js'
import type { IntegrationsState } from './integrations/state.js'
import type { NotificationsState } from './notifications/state.js'

export const ATTRIBUTE_TYPES = [
  'text',
  'number',
  'email',
  'phone',
  'url',
  'date',
  'boolean',
  'currency',
  'location',
  'select',
  'social_profile',
  'domain',
  'full_name',
] as const
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number]

export const OBJECT_TYPES = ['person', 'company', 'custom', 'deal'] as const
export type ObjectType = (typeof OBJECT_TYPES)[number] | 'list'

export interface SelectOption {
  id: string
  name: string
}

export interface AttributeOptions {
  is_required: boolean
  is_unique: boolean
  is_multi_value: boolean
  is_whole_number: boolean
  use_raw_format: boolean
  select_options: SelectOption[]
}

/** An attribute definition of an object. Values are stored by attribute id. */
export interface AttributeDef {
  id: string
  object_id: string
  slug: string
  name: string
  description: string
  type: AttributeType
  options: AttributeOptions
  created_at: string
}

/** An object definition (person, company, a custom object, or a list). */
export interface ObjectDef {
  id: string
  slug: string
  name: string
  name_plural: string
  description: string
  type: ObjectType
  created_at: string
  /** Attribute ids in creation order. */
  attribute_ids: string[]
  /** Lists only: the id of the object whose records the list holds. */
  parent_object_id?: string | undefined
}

/**
 * A record: values keyed by attribute id, each in its stored (normalized) form. A write replaces
 * `values` with a new Map and never changes one a record held: its created event keeps the first.
 */
export interface RecordRow {
  id: string
  object_id: string
  created_at: string
  updated_at: string
  values: Map<string, unknown>
}

/** One workspace's whole state. Everything in it is reachable only through its own keys. */
/**
 * What schema and records (layers 2 and 3) announce once a write is committed, so that what hangs
 * off records (timeline, search, relationships, lists, tasks, notes, insights: layer 4) follows
 * without records importing it. store.ts subscribes core/cascade.ts (decision 0013).
 */
export interface WorkspaceChanges {
  afterRecordCreated(workspace: Workspace, clock: Clock, record: RecordRow, actor?: Actor): void
  /** `before` holds the values as they were; `changed` the attribute ids the write changed. */
  afterRecordUpdated(
    workspace: Workspace,
    clock: Clock,
    record: RecordRow,
    before: ReadonlyMap<string, unknown>,
    changed: ReadonlySet<string>,
    actor?: Actor,
  ): void
  /** `record` is out of the workspace already. */
  afterRecordDeleted(workspace: Workspace, clock: Clock, record: RecordRow, actor?: Actor): void
  /** The object still exists, so removal events can name its records. */
  beforeObjectDeleted(workspace: Workspace, clock: Clock, object: ObjectDef, actor?: Actor): void
  afterObjectDeleted(workspace: Workspace, clock: Clock, object: ObjectDef, records: readonly RecordRow[]): void
  /** An attribute was added or changed: the presented form of the object's records changes. */
  afterAttributesChanged(workspace: Workspace, object: ObjectDef): void
  afterAttributeDeleted(workspace: Workspace, clock: Clock, object: ObjectDef, attribute: AttributeDef): void
  afterSelectOptionsChanged(workspace: Workspace, attribute: AttributeDef): void
}

export interface Workspace {
  id: string
  /** Who follows a committed change of records, objects and attributes (see WorkspaceChanges). */
  changes: WorkspaceChanges
  ids: IdSequence
  objects: Map<string, ObjectDef>
  objectIdsBySlug: Map<string, string>
  attributes: Map<string, AttributeDef>
  records: Map<string, RecordRow>
  recordIdsByObject: Map<string, Set<string>>
  /** For every unique attribute: comparable value key -> record id. */
  uniqueIndex: Map<string, Map<string, string>>
  /** Record orders built by sorted lists: object id -> sort field (attribute id, created_at, updated_at) -> index. */
  orderIndexes: Map<string, Map<string, OrderIndex>>
  /** Every record's timeline events. */
  timeline: TimelineState
  /** The full-text index of record values, built on the first search. */
  search: SearchState
  /** Relationship definitions and instances. */
  relationships: RelationshipState
  /** List memberships (the lists themselves are objects of type `list`). */
  lists: ListState
  /** The workspace's members, owner first: whom tasks are assigned to and keys act as. */
  users: Map<string, WorkspaceUser>
  /** Tasks, archived ones included. */
  tasks: TasksState
  /** Notes, archived ones included. */
  notes: NotesState
  /** Serialized response forms of records (all attributes), dropped whenever they would change: see records/record-json.ts. */
  recordJson: Map<string, string>
  /** What the simulated AI knows: insights, triplets, ghosts, and the streams listening for new insights. */
  insights: InsightsState
  /** Ingested texts (artifacts) and their results. */
  context: ContextState
  /** AI list jobs: the query, how it was read, and the matches once completed. */
  listJobs: ListJobsState
  /** Compounding runs and the patterns and playbooks they recorded. */
  compounding: CompoundingState
  /** Ask sessions: what each conversation referred to, for follow-up questions. */
  ask: AskState
  /** Jobs in flight (artifacts, AI list jobs, compounding runs), each kind bounded (jobs/jobs.ts JOBS_IN_FLIGHT). */
  jobs: WorkspaceJobs
  /** Integration connections, connect flows, and the connect calls each key made in the last minute. */
  integrations: IntegrationsState
  /** Custom notification rules, preferences and feeds, per user. */
  notifications: NotificationsState
}

/** The slug of every object's primary attribute. */
export const PRIMARY_ATTRIBUTE = 'name'
