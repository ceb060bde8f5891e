import MiniSearch from 'minisearch'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { plainText, singleValues } from '../schema/values.js'

/**
 * The full-text index of a workspace's record values (MiniSearch: BM25 scoring, prefix and fuzzy
 * matching). One document per single value of a record: `{id, text}`, where text is the value's
 * plain text, so a hit names the value that matched. The index is built on the workspace's first
 * search and from then on kept in step by every write (cascade.ts calls the functions below);
 * before that, writes cost nothing here.
 */
export interface SearchState {
  index: RecordSearchIndex | undefined
}

export const createSearchState = (): SearchState => ({ index: undefined })

/** One indexed value: its record and attribute, and the text MiniSearch indexed. */
export interface IndexedValue {
  id: number
  recordId: string
  attributeId: string
  text: string
}

export interface RecordSearchIndex {
  engine: MiniSearch<IndexedValue>
  values: Map<number, IndexedValue>
  /** record id -> attribute id -> the ids of that value's documents. */
  byRecord: Map<string, Map<string, number[]>>
  nextId: number
}

/** Folds case and accents, so `jose` finds `José`; queries go through the same function. */
export const foldTerm = (term: string): string =>
  // Most terms are plain ASCII, which has no accents to strip: skip the costly normalization.
  /^[\x00-\x7f]*$/.test(term) ? term.toLowerCase() : term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

function createEngine(): MiniSearch<IndexedValue> {
  return new MiniSearch<IndexedValue>({
    fields: ['text'],
    processTerm: foldTerm,
    // The default auto-vacuum runs on timers; removals here are exact (remove, not discard), so there is nothing to vacuum.
    autoVacuum: false,
  })
}

/** Values whose plain text is not something anyone types into a search box. */
const isSearchable = (attribute: AttributeDef): boolean => attribute.type !== 'boolean'

const searchableObject = (object: ObjectDef | undefined): boolean => object !== undefined && object.type !== 'list'

function addValues(workspace: Workspace, index: RecordSearchIndex, record: RecordRow, attributeIds: Iterable<string>, batch: IndexedValue[]): void {
  let byAttribute = index.byRecord.get(record.id)
  for (const attributeId of attributeIds) {
    const attribute = workspace.attributes.get(attributeId)
    const stored = record.values.get(attributeId)
    if (!attribute || stored === undefined || !isSearchable(attribute)) continue
    const ids: number[] = []
    for (const value of singleValues(attribute, stored)) {
      const text = plainText(attribute, value).trim()
      if (!text) continue
      const doc: IndexedValue = { id: index.nextId++, recordId: record.id, attributeId, text }
      index.values.set(doc.id, doc)
      batch.push(doc)
      ids.push(doc.id)
    }
    if (ids.length === 0) continue
    if (!byAttribute) index.byRecord.set(record.id, (byAttribute = new Map()))
    byAttribute.set(attributeId, ids)
  }
}

function removeValues(index: RecordSearchIndex, recordId: string, attributeIds?: Iterable<string>): void {
  const byAttribute = index.byRecord.get(recordId)
  if (!byAttribute) return
  for (const attributeId of attributeIds ?? [...byAttribute.keys()]) {
    for (const id of byAttribute.get(attributeId) ?? []) {
      index.engine.remove(index.values.get(id)!)
      index.values.delete(id)
    }
    byAttribute.delete(attributeId)
  }
  if (byAttribute.size === 0) index.byRecord.delete(recordId)
}

/**
 * The workspace's search index, built from every record of every object (lists aside) on the
 * first call.
 *
 * @example const { engine } = ensureSearchIndex(workspace)
 */
export function ensureSearchIndex(workspace: Workspace): RecordSearchIndex {
  if (workspace.search.index) return workspace.search.index
  const index: RecordSearchIndex = { engine: createEngine(), values: new Map(), byRecord: new Map(), nextId: 1 }
  const batch: IndexedValue[] = []
  for (const object of workspace.objects.values()) {
    if (!searchableObject(object)) continue
    for (const recordId of workspace.recordIdsByObject.get(object.id) ?? []) {
      addValues(workspace, index, workspace.records.get(recordId)!, object.attribute_ids, batch)
    }
  }
  index.engine.addAll(batch)
  workspace.search.index = index
  return index
}

/** A record was created, or some of its values (`attributeIds`; all when left out) changed. */
export function indexRecord(workspace: Workspace, record: RecordRow, attributeIds?: Iterable<string>): void {
  const index = workspace.search.index
  if (!index || !searchableObject(workspace.objects.get(record.object_id))) return
  const changed = attributeIds ? [...attributeIds] : workspace.objects.get(record.object_id)!.attribute_ids
  removeValues(index, record.id, changed)
  const batch: IndexedValue[] = []
  addValues(workspace, index, record, changed, batch)
  index.engine.addAll(batch)
}

/** A record went (alone, or with its object). Needs only the id: its definitions may be gone. */
export function unindexRecord(workspace: Workspace, recordId: string): void {
  const index = workspace.search.index
  if (index) removeValues(index, recordId)
}

/** An attribute went: its values leave the index on every record of the object. */
export function unindexAttribute(workspace: Workspace, object: ObjectDef, attributeId: string): void {
  const index = workspace.search.index
  if (!index) return
  for (const recordId of workspace.recordIdsByObject.get(object.id) ?? []) removeValues(index, recordId, [attributeId])
}

/** An attribute's values read differently now (a select option renamed or removed): index them again. */
export function reindexAttribute(workspace: Workspace, attribute: AttributeDef): void {
  if (!workspace.search.index) return
  for (const recordId of workspace.recordIdsByObject.get(attribute.object_id) ?? []) {
    indexRecord(workspace, workspace.records.get(recordId)!, [attribute.id])
  }
}
