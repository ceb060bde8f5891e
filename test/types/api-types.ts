// `context-graph-mock/types` (src/types.ts), checked by `npm run typecheck`: its types are the
// route schemas' z.output (responses) and z.input (request bodies), with integer ids as the
// numbers JSON.parse gives. test/e2e/package.test.ts checks the same module from the packed
// package in an ESM and a CommonJS app.
import type { z } from 'zod'
import type * as Api from '../../src/types.js'
import type { CompoundingRunSchema } from '../../src/http/schemas/compounding.js'
import type { CreateRecordBody, RecordSchema } from '../../src/http/schemas/records.js'
import type { CreateTaskBody, TaskSchema } from '../../src/http/schemas/tasks.js'
import type { Equal, Expect } from './presented.js'

export type ApiTypesAreTheSchemas = [
  Expect<Equal<Api.Task, z.output<ReturnType<typeof TaskSchema>>>>,
  Expect<Equal<Api.Record, z.output<ReturnType<typeof RecordSchema>>>>,
  Expect<Equal<Api.CreateTaskRequest, z.input<ReturnType<typeof CreateTaskBody>>>>,
  Expect<Equal<Api.CreateRecordRequest, z.input<ReturnType<typeof CreateRecordBody>>>>,
  // An integer id is an IntegerId in the route's output and a number in the client's JSON.
  Expect<Equal<Api.CompoundingJob['workspace_id'], number>>,
  Expect<
    Equal<
      Omit<Api.CompoundingJob, 'workspace_id'>,
      Omit<z.output<ReturnType<typeof CompoundingRunSchema>>, 'workspace_id'>
    >
  >,
  Expect<Equal<Api.Artifact['operation_id'], number>>,
]
