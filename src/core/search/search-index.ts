import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { nextRecordId } from '../records/record-walk.js'
import { plainText, singleValues } from '../schema/values.js'
import { addToTable, createTermTable, findScanned, findText, removeFromTable, type TermTable } from './term-table.js'
import { createTermTree, deleteTreeTerm, setTreeTerm, type TermTree } from './term-tree.js'
import { scannedTerm, scanValue, type ScannedValue } from './tokens.js'

/*
 * The full-text index of a workspace's record values (decision 0030). A workspace has none until
 * its first search, which builds it in slices of bounded work on turns of the event loop (and
 * waits for it); from then on every write keeps it in step (cascade.ts calls the functions below).
 * Workspaces nobody searches, most of them, pay nothing.
 *
 * A document is one single value of a record, as BM25 counts them: a record's name, each of its
 * e-mail addresses, its job title... A select value is the option's name, one document shared by
 * every record that holds the option, so renaming an option held by 200,000 records touches one
 * document. Each term keeps its postings (the ids of the documents that hold it, a document
 * repeated as many times in a row as it holds the term) and how many live documents of each
 * field hold it.
 *
 * What a schema change kills at once (an attribute's values, an object's records) dies by its
 * field, not document by document: the field is marked dead, BM25's counts lose the field's
 * totals, and a term's document count leaves out the fields that died. Nothing else is touched
 * then; the postings of the dead documents are dropped later by a sweep that a little of every
 * later write and search carries on, and meanwhile scoring skips them.
 */

/** A document's owner: a record's slot (0 or more), or one of these. */
export const DEAD = -1
export const SHARED = -2

/** The layout of `docs`: a document's four numbers. */
export const STRIDE = 4
export const OWNER = 0
export const FIELD = 1
export const LENGTH = 2
export const AT = 3

export interface Term {
  text: string
  hash: number
  /** Document ids; a document holding the term n times appears n times in a row. */
  postings: number[]
  /**
   * Documents holding the term by field (a shared document once per holder): the first field
   * inline, any others in `more` as [field, count] pairs. Those of dead fields stay until the
   * term is cleaned; `documentCount` leaves them out.
   */
  field: number
  count: number
  more: number[] | undefined
  /** Holders of the term's shared documents: what crediting them costs a search. */
  shared: number
  /** Entries of `postings` known to belong to documents that died one by one; past half, the postings are compacted. */
  dead: number
  /** Its place in the index's list of terms. */
  at: number
}

/** An attribute's values in the index. */
export interface Field {
  attributeId: string
  /** The documents that count (a shared one once per holder) and their total length. */
  docs: number
  length: number
  /** Select attributes: option id -> the records that hold it. */
  options: Map<string, Holding> | undefined
}

/** The records holding a select option, and the document of its name they share. */
export interface Holding {
  option: string
  holders: Set<number>
  /** The option's name as indexed; blank names have no document. */
  name: string
  /** The shared document, or DEAD while the name is blank. */
  doc: number
}

interface SharedDoc {
  holding: Holding
  /** Its distinct terms and how often it holds each. */
  terms: Term[]
  counts: number[]
}

export interface SearchIndex {
  /** The dictionary: by text, as a tree for prefix and typo matching, and as a list the sweep walks. */
  byText: TermTable<Term>
  tree: TermTree<Term>
  terms: Term[]
  /** BM25's document count and total length: every single value, each holder of a shared one counted. */
  docCount: number
  totalLength: number
  /** Postings entries ever written: a measure of indexing work. */
  entries: number
  /**
   * What scoring reads of each document, side by side so that one postings entry costs one cache
   * line: at `d * STRIDE`, its owner (a record slot, DEAD or SHARED), field, length, and a search's
   * scratch (search.ts).
   */
  docs: Int32Array
  /** Per document id: its index among the record's values, its postings entries, the next document of the same record. */
  docValue: Int32Array
  docEntries: Int32Array
  docNext: Int32Array
  docEnd: number
  freeDocs: number[]
  shared: Map<number, SharedDoc>
  fields: Field[]
  fieldAlive: Uint8Array
  fieldOf: Map<string, number>
  /** Searchable objects by id -> their number (records group by it). */
  objectOf: Map<string, number>
  objectCount: number
  /** Per record slot: the record, its object's number, a numeric sort key of its id, its first document (DEAD when none). */
  slotOf: Map<string, number>
  slotRecord: Array<RecordRow | undefined>
  slotObject: Int32Array
  slotKey: Float64Array
  slotHead: Int32Array
  slotEnd: number
  freeSlots: number[]
  /** Bumped whenever a field dies with documents: a sweep then passes over every term. */
  deaths: number
  /** Numbers the searches, to tell this search's scratch in `docs` from an earlier one's (search.ts). */
  searches: number
  sweep: Sweep
}

/** Cleaning after fields died: records of deleted objects to let go, then a pass over the terms. */
interface Sweep {
  /** The records of each deleted object, and how far the sweep is in the first list. */
  releases: Array<readonly RecordRow[]>
  releasedTo: number
  /** The next term of the pass, -1 between passes; and the deaths counted when the pass started (a later death starts another). */
  at: number
  passDeaths: number
}

/** A workspace's index: none before its first search, then built in slices (`build` while under way), then kept in step. */
export interface SearchState {
  index: SearchIndex | undefined
  build: IndexBuild | undefined
}

/** Where a build in slices is: the objects left, the records left of the current one, and who waits. */
interface IndexBuild {
  objects: Iterator<ObjectDef>
  records: Iterator<string> | undefined
  done: Promise<void>
  finish: () => void
  /** Whether slices are scheduled. */
  running: boolean
}

export const createSearchState = (): SearchState => ({ index: undefined, build: undefined })

const INITIAL = 64

const createIndex = (): SearchIndex => ({
  byText: createTermTable(),
  tree: createTermTree(),
  terms: [],
  docCount: 0,
  totalLength: 0,
  entries: 0,
  docs: new Int32Array(INITIAL * STRIDE),
  docValue: new Int32Array(INITIAL),
  docEntries: new Int32Array(INITIAL),
  docNext: new Int32Array(INITIAL),
  docEnd: 0,
  freeDocs: [],
  shared: new Map(),
  fields: [],
  fieldAlive: new Uint8Array(INITIAL),
  fieldOf: new Map(),
  objectOf: new Map(),
  objectCount: 0,
  slotOf: new Map(),
  slotRecord: [],
  slotObject: new Int32Array(INITIAL),
  slotKey: new Float64Array(INITIAL),
  slotHead: new Int32Array(INITIAL),
  slotEnd: 0,
  freeSlots: [],
  deaths: 0,
  searches: 0,
  sweep: { releases: [], releasedTo: 0, at: -1, passDeaths: 0 },
})

function grown<A extends Int32Array | Float64Array | Uint8Array>(array: A, size: number): A {
  if (array.length >= size) return array
  const next = new (array.constructor as new (length: number) => A)(Math.max(size, array.length * 2))
  next.set(array)
  return next
}

/** Values whose plain text is not something anyone types into a search box. */
const isSearchable = (attribute: AttributeDef): boolean => attribute.type !== 'boolean'

const searchableObject = (object: ObjectDef | undefined): object is ObjectDef =>
  object !== undefined && object.type !== 'list'

/** The option, and the records holding it, of a shared document. */
export const holdingOf = (index: SearchIndex, d: number): Holding => index.shared.get(d)!.holding

function allocDoc(index: SearchIndex): number {
  const d = index.freeDocs.length > 0 ? index.freeDocs.pop()! : index.docEnd++
  if (d >= index.docValue.length) {
    const size = d + 1
    index.docs = grown(index.docs, size * STRIDE)
    index.docValue = grown(index.docValue, size)
    index.docEntries = grown(index.docEntries, size)
    index.docNext = grown(index.docNext, size)
  }
  index.docs[d * STRIDE + AT] = 0
  return d
}

function freeDoc(index: SearchIndex, d: number): void {
  index.docs[d * STRIDE + OWNER] = DEAD
  index.shared.delete(d)
  index.freeDocs.push(d)
}

// --- Terms ------------------------------------------------------------------------------------

function newTerm(index: SearchIndex, value: ScannedValue, i: number, postings: number[], field: number): Term {
  const text = scannedTerm(value, i)
  const term: Term = {
    text,
    hash: value.hashes[i]!,
    postings,
    field,
    count: 0,
    more: undefined,
    shared: 0,
    dead: 0,
    at: index.terms.length,
  }
  addToTable(index.byText, term)
  index.terms.push(term)
  setTreeTerm(index.tree, text, term)
  return term
}

/** The term of a folded word, if any value holds it. */
export const findTerm = (index: SearchIndex, word: string): Term | undefined => findText(index.byText, word)

/** Live documents holding a term: what BM25's inverse document frequency reads. */
export function documentCount(index: SearchIndex, term: Term): number {
  const alive = index.fieldAlive
  let count = alive[term.field] === 1 ? term.count : 0
  const more = term.more
  if (more) for (let i = 0; i < more.length; i += 2) if (alive[more[i]!] === 1) count += more[i + 1]!
  return count
}

/** Changes how many documents of field `f` hold a term. */
function countField(term: Term, f: number, delta: number): void {
  if (term.field === f) {
    term.count += delta
    return
  }
  const more = term.more
  if (more) {
    for (let i = 0; i < more.length; i += 2) {
      if (more[i] !== f) continue
      more[i + 1]! += delta
      return
    }
  }
  if (term.count === 0) {
    term.field = f
    term.count = delta
  } else (term.more ??= []).push(f, delta)
}

function hasDeadField(index: SearchIndex, term: Term): boolean {
  if (index.fieldAlive[term.field] === 0 && term.count > 0) return true
  const more = term.more
  if (more)
    for (let i = 0; i < more.length; i += 2) if (index.fieldAlive[more[i]!] === 0 && more[i + 1]! > 0) return true
  return false
}

/** Takes a term out of the dictionary and the list, without making the sweep's pass miss another. */
function dropTerm(index: SearchIndex, term: Term): void {
  removeFromTable(index.byText, term)
  deleteTreeTerm(index.tree, term.text)
  const terms = index.terms
  const sweep = index.sweep
  let at = term.at
  if (at < sweep.at) {
    // Behind the pass: trade places with the last term the pass visited, and revisit that place.
    const visited = terms[--sweep.at]!
    terms[at] = visited
    visited.at = at
    at = sweep.at
  }
  const last = terms.pop()!
  if (last !== term) {
    terms[at] = last
    last.at = at
  }
}

/**
 * Drops a term's entries of dead documents and recounts its documents by field; a term left with
 * none leaves the dictionary. One pass over its postings.
 */
function cleanTerm(index: SearchIndex, term: Term): void {
  const postings = term.postings
  const { docs, fieldAlive, docEntries } = index
  term.field = 0
  term.count = 0
  term.more = undefined
  term.shared = 0
  let kept = 0
  let previous = -1
  for (let i = 0; i < postings.length; i++) {
    const d = postings[i]!
    const owner = docs[d * STRIDE + OWNER]!
    const f = docs[d * STRIDE + FIELD]!
    if (owner !== DEAD && fieldAlive[f] === 1) {
      postings[kept++] = d
      if (d === previous) continue
      previous = d
      const holders = owner === SHARED ? index.shared.get(d)!.holding.holders.size : 1
      countField(term, f, holders)
      if (owner === SHARED) term.shared += holders
    } else if (--docEntries[d]! === 0 && owner < 0) freeDoc(index, d)
  }
  postings.length = kept
  term.dead = 0
  if (kept === 0) dropTerm(index, term)
}

/** After documents died one by one: compact a term once half its entries are dead. */
function settle(index: SearchIndex, term: Term): void {
  if (index.terms[term.at] !== term) return
  if (term.dead * 2 > term.postings.length || documentCount(index, term) <= 0) cleanTerm(index, term)
}

// --- Fields, objects, record slots -----------------------------------------------------------

function fieldFor(index: SearchIndex, attribute: AttributeDef): number {
  let f = index.fieldOf.get(attribute.id)
  if (f === undefined) {
    f = index.fields.length
    index.fields.push({ attributeId: attribute.id, docs: 0, length: 0, options: undefined })
    index.fieldAlive = grown(index.fieldAlive, f + 1)
    index.fieldAlive[f] = 1
    index.fieldOf.set(attribute.id, f)
  }
  return f
}

function objectFor(index: SearchIndex, objectId: string): number {
  let o = index.objectOf.get(objectId)
  if (o === undefined) {
    o = index.objectCount++
    index.objectOf.set(objectId, o)
  }
  return o
}

function slotFor(index: SearchIndex, record: RecordRow, object: number): number {
  let slot = index.slotOf.get(record.id)
  if (slot === undefined) {
    slot = index.freeSlots.length > 0 ? index.freeSlots.pop()! : index.slotEnd++
    if (slot >= index.slotObject.length) {
      index.slotObject = grown(index.slotObject, slot + 1)
      index.slotKey = grown(index.slotKey, slot + 1)
      index.slotHead = grown(index.slotHead, slot + 1)
    }
    index.slotOf.set(record.id, slot)
    index.slotObject[slot] = object
    // Ids are digit strings: as a number they order as compareIds does, up to rounding (ties then compare the strings).
    index.slotKey[slot] = Number(record.id) || 0
    index.slotHead[slot] = DEAD
  }
  index.slotRecord[slot] = record
  return slot
}

function releaseSlot(index: SearchIndex, recordId: string, slot: number): void {
  index.slotOf.delete(recordId)
  index.slotRecord[slot] = undefined
  index.slotHead[slot] = DEAD
  index.freeSlots.push(slot)
}

// --- Values ----------------------------------------------------------------------------------

function addTextDoc(index: SearchIndex, slot: number, f: number, valueIndex: number, text: string): void {
  const value = scanValue(text)
  const d = allocDoc(index)
  const docs = index.docs
  docs[d * STRIDE + OWNER] = slot
  docs[d * STRIDE + FIELD] = f
  docs[d * STRIDE + LENGTH] = value.length
  index.docValue[d] = valueIndex
  index.docEntries[d] = value.count
  index.docNext[d] = index.slotHead[slot]!
  index.slotHead[slot] = d
  index.entries += value.count
  for (let i = 0; i < value.count; i++) {
    const term = findScanned(index.byText, value, i)
    if (term === undefined) {
      // A new term's postings start as a literal of one: most terms of a large workspace stay that size.
      newTerm(index, value, i, [d], f).count = 1
      continue
    }
    // A repeat of a term in the same value follows its first entry.
    if (term.postings[term.postings.length - 1] !== d) countField(term, f, 1)
    term.postings.push(d)
  }
  const field = index.fields[f]!
  field.docs++
  field.length += value.length
  index.docCount++
  index.totalLength += value.length
}

/** Changes the number of records counting a shared document by `delta`. */
function countHolders(index: SearchIndex, f: number, holding: Holding, delta: number): void {
  if (holding.doc === DEAD || delta === 0) return
  const length = index.docs[holding.doc * STRIDE + LENGTH]!
  const field = index.fields[f]!
  field.docs += delta
  field.length += delta * length
  index.docCount += delta
  index.totalLength += delta * length
  for (const term of index.shared.get(holding.doc)!.terms) {
    countField(term, f, delta)
    term.shared += delta
  }
}

function addSharedDoc(index: SearchIndex, f: number, holding: Holding): void {
  if (!holding.name) return
  const value = scanValue(holding.name)
  const d = allocDoc(index)
  const docs = index.docs
  docs[d * STRIDE + OWNER] = SHARED
  docs[d * STRIDE + FIELD] = f
  docs[d * STRIDE + LENGTH] = value.length
  index.docValue[d] = 0
  index.docEntries[d] = value.count
  index.entries += value.count
  const doc: SharedDoc = { holding, terms: [], counts: [] }
  for (let i = 0; i < value.count; i++) {
    const term = findScanned(index.byText, value, i) ?? newTerm(index, value, i, [], f)
    if (term.postings[term.postings.length - 1] !== d) {
      doc.terms.push(term)
      doc.counts.push(0)
    }
    doc.counts[doc.counts.length - 1]!++
    term.postings.push(d)
  }
  index.shared.set(d, doc)
  holding.doc = d
  countHolders(index, f, holding, holding.holders.size)
}

function killSharedDoc(index: SearchIndex, f: number, holding: Holding): void {
  const d = holding.doc
  if (d === DEAD) return
  countHolders(index, f, holding, -holding.holders.size)
  const { terms, counts } = index.shared.get(d)!
  holding.doc = DEAD
  index.docs[d * STRIDE + OWNER] = DEAD
  if (index.docEntries[d] === 0) freeDoc(index, d)
  terms.forEach((term, i) => {
    term.dead += counts[i]!
    settle(index, term)
  })
}

function optionName(attribute: AttributeDef, optionId: string): string {
  return attribute.options.select_options.find((option) => option.id === optionId)?.name.trim() ?? ''
}

function addValues(index: SearchIndex, slot: number, attribute: AttributeDef, stored: unknown): void {
  if (stored === undefined || stored === null || !isSearchable(attribute)) return
  const f = fieldFor(index, attribute)
  if (attribute.type === 'select') {
    const options = (index.fields[f]!.options ??= new Map())
    for (const optionId of singleValues(attribute, stored) as string[]) {
      let holding = options.get(optionId)
      if (!holding) {
        holding = { option: optionId, holders: new Set(), name: optionName(attribute, optionId), doc: DEAD }
        options.set(optionId, holding)
        addSharedDoc(index, f, holding)
      }
      if (holding.holders.has(slot)) continue
      holding.holders.add(slot)
      countHolders(index, f, holding, 1)
    }
    return
  }
  if (!attribute.options.is_multi_value) {
    const text = plainText(attribute, stored).trim()
    if (text) addTextDoc(index, slot, f, 0, text)
    return
  }
  const values = stored as unknown[]
  for (let i = 0; i < values.length; i++) {
    const text = plainText(attribute, values[i]).trim()
    if (text) addTextDoc(index, slot, f, i, text)
  }
}

/**
 * Takes a record's values of one field out (`f`; or every field, `all`): its documents die, and
 * the terms of their texts (`texts`, the values as they were indexed) lose them. Documents of
 * dead fields met on the way are let go too.
 */
function removeDocs(index: SearchIndex, slot: number, f: number | undefined, all: boolean): void {
  const { docs, docNext, fieldAlive, docEntries } = index
  let previous = DEAD
  let d = index.slotHead[slot]!
  while (d !== DEAD) {
    const next = docNext[d]!
    const field = docs[d * STRIDE + FIELD]!
    if (all || field === f || fieldAlive[field] === 0) {
      if (previous === DEAD) index.slotHead[slot] = next
      else docNext[previous] = next
      if (fieldAlive[field] === 1) {
        const length = docs[d * STRIDE + LENGTH]!
        index.fields[field]!.docs--
        index.fields[field]!.length -= length
        index.docCount--
        index.totalLength -= length
      }
      docs[d * STRIDE + OWNER] = DEAD
      if (docEntries[d] === 0) freeDoc(index, d)
    } else previous = d
    d = next
  }
}

/**
 * Documents with these texts (of field `fields[i]`) died one by one: their terms lose them. All
 * the counts go down before any term is compacted, which recounts what is live.
 */
function forgetTexts(index: SearchIndex, fields: readonly number[], texts: readonly string[]): void {
  const touched: Term[] = []
  for (let t = 0; t < texts.length; t++) {
    const text = texts[t]!
    const f = fields[t]!
    if (!text) continue
    const seen = new Set<Term>()
    const value = scanValue(text)
    for (let i = 0; i < value.count; i++) {
      const term = findScanned(index.byText, value, i)
      if (!term) continue
      term.dead++
      if (seen.has(term)) continue
      seen.add(term)
      countField(term, f, -1)
      touched.push(term)
    }
  }
  for (const term of touched) settle(index, term)
}

/** Takes out a record's values of one attribute, as they were (`stored`). */
function removeValues(index: SearchIndex, slot: number, attribute: AttributeDef, stored: unknown): void {
  const f = index.fieldOf.get(attribute.id)
  if (attribute.type === 'select') {
    const options = f === undefined ? undefined : index.fields[f]!.options
    for (const optionId of singleValues(attribute, stored) as string[]) {
      const holding = options?.get(optionId)
      if (!holding || !holding.holders.delete(slot)) continue
      countHolders(index, f!, holding, -1)
      if (holding.holders.size === 0) {
        killSharedDoc(index, f!, holding)
        options!.delete(optionId)
      }
    }
    return
  }
  removeDocs(index, slot, f, false)
  if (f === undefined) return
  const texts = singleValues(attribute, stored).map((value) => plainText(attribute, value).trim())
  forgetTexts(
    index,
    texts.map(() => f),
    texts,
  )
}

// --- Writes ----------------------------------------------------------------------------------

/** What a write changed: the attributes, and the values as they were (the index takes out what it indexed). */
export interface ValueChange {
  changed: Iterable<string>
  before: ReadonlyMap<string, unknown>
}

/** A record was created (no `change`), or some of its values changed. */
export function indexRecord(workspace: Workspace, record: RecordRow, change?: ValueChange): void {
  const { index, build } = workspace.search
  if (!index) return
  // A record the build has not reached yet is indexed whole when it gets there.
  if (change && build && !index.slotOf.has(record.id)) return
  sweepSearchIndex(index, WRITE_SWEEP)
  addRecord(workspace, index, record, change)
}

/** Indexes a record's values (all, or those `change` names); answers roughly the work done. */
function addRecord(workspace: Workspace, index: SearchIndex, record: RecordRow, change?: ValueChange): number {
  const object = workspace.objects.get(record.object_id)
  if (!searchableObject(object)) return 1
  const slot = slotFor(index, record, objectFor(index, object.id))
  const before = index.entries
  for (const attributeId of change?.changed ?? object.attribute_ids) {
    const attribute = workspace.attributes.get(attributeId)
    if (!attribute) continue
    if (change) removeValues(index, slot, attribute, change.before.get(attributeId))
    addValues(index, slot, attribute, record.values.get(attributeId))
  }
  return 10 + index.entries - before
}

/** A record went (alone, or with its object: then its documents died with the object's fields, and it is let go later). */
export function unindexRecord(workspace: Workspace, record: RecordRow): void {
  const index = workspace.search.index
  if (!index) return
  const object = workspace.objects.get(record.object_id)
  // Its object went first: unindexObject took care of it.
  if (!object) return
  const slot = index.slotOf.get(record.id)
  if (slot === undefined) return
  sweepSearchIndex(index, WRITE_SWEEP)
  // Select values: the record leaves the options it holds.
  for (const attributeId of object.attribute_ids) {
    const attribute = workspace.attributes.get(attributeId)
    if (attribute?.type === 'select') removeValues(index, slot, attribute, record.values.get(attributeId))
  }
  // Every other document dies, its text read back from the record's values.
  const fields: number[] = []
  const texts: string[] = []
  for (let d = index.slotHead[slot]!; d !== DEAD; d = index.docNext[d]!) {
    const f = index.docs[d * STRIDE + FIELD]!
    if (index.fieldAlive[f] === 0) continue
    const attribute = workspace.attributes.get(index.fields[f]!.attributeId)!
    const value = singleValues(attribute, record.values.get(attribute.id))[index.docValue[d]!]
    if (value === undefined) continue
    fields.push(f)
    texts.push(plainText(attribute, value).trim())
  }
  removeDocs(index, slot, undefined, true)
  forgetTexts(index, fields, texts)
  releaseSlot(index, record.id, slot)
}

/** A field dies at once: BM25's counts lose its totals; terms read its documents as gone. */
function killField(index: SearchIndex, attributeId: string): void {
  const f = index.fieldOf.get(attributeId)
  if (f === undefined) return
  const field = index.fields[f]!
  index.fieldAlive[f] = 0
  index.fieldOf.delete(attributeId)
  index.docCount -= field.docs
  index.totalLength -= field.length
  // Shared documents belong to no record: they are dead now, and go once their postings are cleaned.
  for (const holding of field.options?.values() ?? []) {
    if (holding.doc === DEAD) continue
    index.docs[holding.doc * STRIDE + OWNER] = DEAD
    if (index.docEntries[holding.doc] === 0) freeDoc(index, holding.doc)
  }
  field.options = undefined
  if (field.docs > 0) index.deaths++
}

/** An attribute went: its values leave the index on every record of the object, in constant time. */
export function unindexAttribute(workspace: Workspace, _object: ObjectDef, attributeId: string): void {
  const index = workspace.search.index
  if (index) killField(index, attributeId)
}

/** An object went with its records: its fields die at once; the sweep lets go of its records' slots later. */
export function unindexObject(workspace: Workspace, object: ObjectDef, records: readonly RecordRow[]): void {
  const index = workspace.search.index
  if (!index) return
  index.objectOf.delete(object.id)
  for (const attributeId of object.attribute_ids) killField(index, attributeId)
  if (records.length > 0) index.sweep.releases.push(records)
}

/** A select attribute's options were renamed or removed: each changed option's one shared document follows. */
export function reindexAttribute(workspace: Workspace, attribute: AttributeDef): void {
  const index = workspace.search.index
  const f = index?.fieldOf.get(attribute.id)
  const options = f === undefined ? undefined : index!.fields[f]!.options
  if (!index || f === undefined || !options) return
  const names = new Map(attribute.options.select_options.map((option) => [option.id, option.name.trim()]))
  for (const [optionId, holding] of options) {
    const name = names.get(optionId)
    if (name === holding.name) continue
    killSharedDoc(index, f, holding)
    if (name === undefined) {
      // Removed: the records no longer hold it (updateAttribute took it out of their values).
      options.delete(optionId)
      continue
    }
    holding.name = name
    addSharedDoc(index, f, holding)
  }
}

// --- Sweeping --------------------------------------------------------------------------------

/** Steps of sweeping a write carries; a search carries more (search.ts). */
const WRITE_SWEEP = 2_000

/**
 * Carries on cleaning after deaths by field, about `steps` documents and postings entries: first
 * the records of deleted objects, then a pass over the terms that drops dead entries.
 */
export function sweepSearchIndex(index: SearchIndex, steps: number): void {
  const sweep = index.sweep
  while (steps > 0 && sweep.releases.length > 0) {
    const records = sweep.releases[0]!
    if (sweep.releasedTo === records.length) {
      sweep.releases.shift()
      sweep.releasedTo = 0
      continue
    }
    const recordId = records[sweep.releasedTo++]!.id
    const slot = index.slotOf.get(recordId)
    steps--
    if (slot === undefined) continue
    for (let d = index.slotHead[slot]!; d !== DEAD; d = index.docNext[d]!, steps--) {
      index.docs[d * STRIDE + OWNER] = DEAD
      if (index.docEntries[d] === 0) freeDoc(index, d)
    }
    releaseSlot(index, recordId, slot)
  }
  while (steps > 0) {
    if (sweep.at < 0) {
      if (sweep.passDeaths === index.deaths) return
      sweep.passDeaths = index.deaths
      sweep.at = 0
    }
    const term = index.terms[sweep.at]
    if (!term) {
      sweep.at = -1
      continue
    }
    sweep.at++
    steps--
    if (!hasDeadField(index, term)) continue
    steps -= term.postings.length
    cleanTerm(index, term)
  }
}

// --- Building --------------------------------------------------------------------------------

/** Work units (postings entries written, 10 per record) a slice of a build does: about 3 ms of CPU warm, a few hundred people. */
export const BUILD_SLICE = 10_000

/** Starts a workspace's build if it has no index yet. */
export function startBuild(workspace: Workspace): void {
  if (workspace.search.index) return
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  workspace.search.index = createIndex()
  workspace.search.build = { objects: workspace.objects.values(), records: undefined, done, finish, running: false }
}

/**
 * Carries a build on by about `units` of work: every record of every searchable object (lists
 * aside) that has no slot yet, as the objects and records are now, new ones included. Answers
 * whether the index is complete. Slices call it; so do tests that interleave writes with a build.
 */
export function buildSome(workspace: Workspace, units: number): boolean {
  const { index, build } = workspace.search
  if (!build) return true
  while (units > 0) {
    const id = nextRecordId(workspace, build, searchableObject)
    if (id === undefined) {
      workspace.search.build = undefined
      build.finish()
      return true
    }
    const record = workspace.records.get(id)
    units -= record && !index!.slotOf.has(record.id) ? addRecord(workspace, index!, record) : 1
  }
  return false
}

/**
 * A workspace's index, complete: built now, at once, if the workspace has none (or finished, if
 * a build in slices is under way). For callers that cannot wait; the API's search waits for
 * `searchIndexReady` instead.
 *
 * @example const index = ensureSearchIndex(workspace)
 */
export function ensureSearchIndex(workspace: Workspace): SearchIndex {
  startBuild(workspace)
  buildSome(workspace, Infinity)
  return workspace.search.index!
}

/**
 * Undefined when the workspace's index is complete, after building what one slice can if it was
 * not; otherwise a promise that resolves once slices on later turns of the event loop (a
 * `setTimeout` each, so requests in between are served) have built the rest.
 *
 * @example const pending = searchIndexReady(workspace); if (pending) await pending
 */
export function searchIndexReady(workspace: Workspace): Promise<void> | undefined {
  startBuild(workspace)
  const build = workspace.search.build
  if (!build || buildSome(workspace, BUILD_SLICE)) return undefined
  if (!build.running) {
    build.running = true
    const slice = () => {
      // Finished meanwhile by ensureSearchIndex, which resolved it, or now.
      if (workspace.search.build === build && !buildSome(workspace, BUILD_SLICE)) setTimeout(slice, 0)
    }
    setTimeout(slice, 0)
  }
  return build.done
}
