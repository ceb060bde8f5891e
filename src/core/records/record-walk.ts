import type { ObjectDef, Workspace } from '../model.js'

/**
 * A walk over the records of a workspace's objects that a build carries on in slices (the search
 * index, the ask name index): the objects as they are when it reaches them, so objects and records
 * added meanwhile are walked too.
 */
export interface RecordWalk {
  objects: Iterator<ObjectDef>
  records: Iterator<string> | undefined
}

const NONE: ReadonlySet<string> = new Set()

/**
 * The walk's next record id among the objects `walked` accepts, or undefined when every object
 * has been walked.
 *
 * @example for (let id = nextRecordId(workspace, walk, isPeople); id !== undefined; id = nextRecordId(workspace, walk, isPeople)) index(id)
 */
export function nextRecordId(
  workspace: Workspace,
  walk: RecordWalk,
  walked: (object: ObjectDef) => boolean,
): string | undefined {
  for (;;) {
    if (walk.records) {
      const next = walk.records.next()
      if (!next.done) return next.value
      walk.records = undefined
    }
    const object = walk.objects.next()
    if (object.done) return undefined
    if (walked(object.value)) walk.records = (workspace.recordIdsByObject.get(object.value.id) ?? NONE).values()
  }
}
