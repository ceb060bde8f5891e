// The API's request and response bodies as TypeScript types, for a client typed from the mock:
//
//   import type * as Api from 'context-graph-mock/types'
//   const page = (await response.json()) as Api.RecordPage
//   const body: Api.CreateTaskRequest = { title: 'Call Ada', entity_ids: [page.data[0]!.id] }
//
// Each type is named as the OpenAPI document names its schema (`#/components/schemas/<name>`):
// a response is the `z.output` of the zod schema its route declares, a request body the
// `z.input`. Some names are also globals (`Record`, `Object`, `Error`): import the module as a
// namespace, or rename on import. Ids the reference types as integers are `number` here, what
// JSON.parse gives; above 2^53 they lose digits, so read them with a big-number-safe parser.
// Types only: the module has nothing at run time.
import type { z } from 'zod'
import type { IntegerId } from './http/integer-id.js'
import type { Lazy } from './http/schemas/lazy.js'
import type { AskAnswerSchema, AskBody } from './http/schemas/ask.js'
import type { ErrorSchema } from './http/schemas/common.js'
import type {
  CompoundingAcceptedSchema,
  CompoundingRunSchema,
  TriggerCompoundingBody,
} from './http/schemas/compounding.js'
import type {
  AddContextTextBody,
  AddContextTextResponseSchema,
  ArtifactResultSchema,
  ArtifactSchema,
} from './http/schemas/context.js'
import type { GraphSchema } from './http/schemas/graph.js'
import type { InsightListSchema, InsightSchema, InsightStreamDataSchema } from './http/schemas/insights.js'
import type {
  ConnectResponseSchema,
  ConnectStatusSchema,
  ConnectionSchema,
  IntegrationListSchema,
  IntegrationSchema,
} from './http/schemas/integrations.js'
import type {
  CreateListJobBody,
  CreateListJobResponse as CreateListJobResponseSchema,
  ListJobResponse as ListJobResponseSchema,
} from './http/schemas/list-jobs.js'
import type {
  CreateListBody,
  ListListSchema,
  ListMemberBody,
  ListMemberPageSchema,
  ListMemberSchema,
  ListMembersBody,
  ListSchema,
  UpdateListMemberBody,
} from './http/schemas/lists.js'
import type { CreateNoteBody, NoteListSchema, NoteSchema, UpdateNoteBody } from './http/schemas/notes.js'
import type {
  CreateRuleBody,
  FeedItemSchema,
  FeedSchema,
  PreferencesSchema,
  RuleDeletedSchema,
  RuleListSchema,
  RuleSchema,
  UpdatePreferencesBody,
} from './http/schemas/notifications.js'
import type {
  AttributeOptionsSchema,
  AttributeSchema,
  CreateAttributeBody,
  CreateObjectBody,
  ObjectListSchema,
  ObjectSchema,
  SelectOptionSchema,
  UpdateAttributeBody,
  UpdateObjectBody,
} from './http/schemas/objects.js'
import type {
  AttributeValueSchema,
  CreateRecordBody,
  ListRecordsBody,
  RecordPageSchema,
  RecordSchema,
  UpdateRecordBody,
  UpsertRecordBody,
} from './http/schemas/records.js'
import type {
  CreateRelationshipDefinitionBody,
  CreateRelationshipInstanceBody,
  RelationshipDefinitionListSchema,
  RelationshipDefinitionSchema,
  RelationshipInstanceSchema,
} from './http/schemas/relationships.js'
import type { SearchBody, SearchResultsSchema } from './http/schemas/search.js'
import type { CreateTaskBody, TaskPageSchema, TaskSchema, UpdateTaskBody } from './http/schemas/tasks.js'
import type { TimelineEventSchema, TimelinePageSchema } from './http/schemas/timeline.js'

/** A body as a client parses it from JSON: the mock's integer ids are numbers there. */
type Json<T> = T extends IntegerId
  ? number
  : T extends ReadonlyArray<infer U>
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T
// The schemas are built on first use (`lazySchema`): a type names the schema its thunk builds.
type Response<S extends Lazy<z.ZodType>> = Json<z.output<ReturnType<S>>>
type Request<S extends Lazy<z.ZodType>> = z.input<ReturnType<S>>

// Responses (and the values inside them).
export type AskAnswer = Response<typeof AskAnswerSchema>
export type Error = Response<typeof ErrorSchema>
export type CompoundingJobAccepted = Response<typeof CompoundingAcceptedSchema>
export type CompoundingJob = Response<typeof CompoundingRunSchema>
export type AddContextTextResponse = Response<typeof AddContextTextResponseSchema>
export type ArtifactResult = Response<typeof ArtifactResultSchema>
export type Artifact = Response<typeof ArtifactSchema>
export type Graph = Response<typeof GraphSchema>
export type Insight = Response<typeof InsightSchema>
export type InsightList = Response<typeof InsightListSchema>
export type InsightStreamEventData = Response<typeof InsightStreamDataSchema>
export type IntegrationConnection = Response<typeof ConnectionSchema>
export type Integration = Response<typeof IntegrationSchema>
export type IntegrationList = Response<typeof IntegrationListSchema>
export type ConnectResponse = Response<typeof ConnectResponseSchema>
export type ConnectStatus = Response<typeof ConnectStatusSchema>
export type CreateListJobResponse = Response<typeof CreateListJobResponseSchema>
export type ListJobResponse = Response<typeof ListJobResponseSchema>
export type List = Response<typeof ListSchema>
export type ListList = Response<typeof ListListSchema>
export type ListMember = Response<typeof ListMemberSchema>
export type ListMemberPage = Response<typeof ListMemberPageSchema>
export type Note = Response<typeof NoteSchema>
export type NoteList = Response<typeof NoteListSchema>
export type NotificationRule = Response<typeof RuleSchema>
export type NotificationRuleList = Response<typeof RuleListSchema>
export type NotificationRuleDeleted = Response<typeof RuleDeletedSchema>
export type NotificationPreferences = Response<typeof PreferencesSchema>
export type NotificationFeedItem = Response<typeof FeedItemSchema>
export type NotificationFeed = Response<typeof FeedSchema>
export type SelectOption = Response<typeof SelectOptionSchema>
export type AttributeOptions = Response<typeof AttributeOptionsSchema>
export type Attribute = Response<typeof AttributeSchema>
export type Object = Response<typeof ObjectSchema>
export type ObjectList = Response<typeof ObjectListSchema>
export type AttributeValue = Response<typeof AttributeValueSchema>
export type Record = Response<typeof RecordSchema>
export type RecordPage = Response<typeof RecordPageSchema>
export type RelationshipDefinition = Response<typeof RelationshipDefinitionSchema>
export type RelationshipDefinitionList = Response<typeof RelationshipDefinitionListSchema>
export type RelationshipInstance = Response<typeof RelationshipInstanceSchema>
export type SearchResults = Response<typeof SearchResultsSchema>
export type Task = Response<typeof TaskSchema>
export type TaskPage = Response<typeof TaskPageSchema>
export type TimelineEvent = Response<typeof TimelineEventSchema>
export type TimelinePage = Response<typeof TimelinePageSchema>

// Request bodies.
export type AskRequest = Request<typeof AskBody>
export type TriggerCompoundingRequest = Request<typeof TriggerCompoundingBody>
export type AddContextTextRequest = Request<typeof AddContextTextBody>
export type CreateListJobRequest = Request<typeof CreateListJobBody>
export type CreateListRequest = Request<typeof CreateListBody>
export type ListMemberRequest = Request<typeof ListMemberBody>
export type UpdateListMemberRequest = Request<typeof UpdateListMemberBody>
export type ListMembersRequest = Request<typeof ListMembersBody>
export type CreateNoteRequest = Request<typeof CreateNoteBody>
export type UpdateNoteRequest = Request<typeof UpdateNoteBody>
export type CreateNotificationRuleRequest = Request<typeof CreateRuleBody>
export type UpdateNotificationPreferencesRequest = Request<typeof UpdatePreferencesBody>
export type CreateObjectRequest = Request<typeof CreateObjectBody>
export type UpdateObjectRequest = Request<typeof UpdateObjectBody>
export type CreateAttributeRequest = Request<typeof CreateAttributeBody>
export type UpdateAttributeRequest = Request<typeof UpdateAttributeBody>
export type CreateRecordRequest = Request<typeof CreateRecordBody>
export type UpsertRecordRequest = Request<typeof UpsertRecordBody>
export type UpdateRecordRequest = Request<typeof UpdateRecordBody>
export type ListRecordsRequest = Request<typeof ListRecordsBody>
export type CreateRelationshipDefinitionRequest = Request<typeof CreateRelationshipDefinitionBody>
export type CreateRelationshipInstanceRequest = Request<typeof CreateRelationshipInstanceBody>
export type SearchRequest = Request<typeof SearchBody>
export type CreateTaskRequest = Request<typeof CreateTaskBody>
export type UpdateTaskRequest = Request<typeof UpdateTaskBody>
