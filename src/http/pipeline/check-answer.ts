import { z } from 'zod'
import type { Workspace } from '../../core/model.js'
import { isCheckedRecordJson, markRecordJsonChecked, type RecordJsonPart } from '../../core/records/record-json.js'
import type { CachedRecords } from '../route.js'
import { formatIssues } from './errors.js'

/*
 * With `validateResponses`, an answer is checked against its declared schema, and a mismatch is a
 * 500: the mock broke its contract. Parsing a 30 KB page back and checking 50 records cost three
 * times the rest of a list request, so a body built of cached record forms (record-json.ts) is
 * checked in parts: the page's own fields, and each record's form only the first time that very
 * string is answered. The marks go with the cached form, which every change to what a record
 * presents drops. Every route that answers cached forms declares the record schema for them (or a
 * page of it), so one mark per form serves them all.
 */

type Issue = z.core.$ZodIssue

/** What a handler answered: a body, or its serialized text with the cached records it is built of. */
export type Answer = { body?: unknown } | { json: string; records?: CachedRecords }

/** Throws, naming the operation and each issue's path, when the answer breaks `schema`. */
export function checkAnswer(
  operationId: string,
  schema: z.ZodType,
  answer: Answer,
  workspace: Workspace | undefined,
): void {
  const issues =
    'json' in answer && answer.records && workspace
      ? cachedIssues(schema, answer.records, workspace)
      : // A serialized body without parts is checked as a client reads it: parsed back from its text.
        issuesOf(schema, 'json' in answer ? JSON.parse(answer.json) : answer.body)
  if (issues.length > 0)
    throw new Error(`${operationId} answered a body that breaks its own schema: ${formatIssues(issues)}`)
}

function cachedIssues(schema: z.ZodType, records: CachedRecords, workspace: Workspace): Issue[] {
  if ('record' in records) return recordIssues(schema, records.record, workspace, [])
  const item = pageItem(schema)
  const issues = records.data.flatMap((part, index) => recordIssues(item, part, workspace, ['data', index]))
  // The page's own fields, with its records checked above: `data` in order, then the rest.
  return [...issues, ...issuesOf(schema, { ...records.page, data: [] })]
}

function recordIssues(schema: z.ZodType, part: RecordJsonPart, workspace: Workspace, path: PropertyKey[]): Issue[] {
  if (isCheckedRecordJson(workspace, part)) return []
  const issues = issuesOf(schema, JSON.parse(part.json), path)
  if (issues.length === 0) markRecordJsonChecked(workspace, part)
  return issues
}

/** The issues of `value`, with their paths under `path` (where the value sits in the body). */
function issuesOf(schema: z.ZodType, value: unknown, path: PropertyKey[] = []): Issue[] {
  const check = schema.safeParse(value)
  if (check.success) return []
  if (path.length === 0) return check.error.issues
  return check.error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] }))
}

/** The record schema of a page schema: the element of its `data` array. */
function pageItem(schema: z.ZodType): z.ZodType {
  const data = schema instanceof z.ZodObject ? schema.shape.data : undefined
  if (data instanceof z.ZodArray) return data.element as z.ZodType
  throw new Error('A page of cached records is declared with a schema that has no `data` array')
}
