import { compareIds } from '../ids.js'
import type { Workspace } from '../model.js'
import { recordName } from '../records/record-name.js'
import { plainText, singleValues } from '../schema/values.js'
import {
  AT,
  DEAD,
  documentCount,
  ensureSearchIndex,
  FIELD,
  findTerm,
  holdingOf,
  LENGTH,
  OWNER,
  SHARED,
  STRIDE,
  sweepSearchIndex,
  type SearchIndex,
  type Term,
} from './search-index.js'
import { prefixTerms, typoTerms, type TreeBudget } from './term-tree.js'
import { queryWords } from './tokens.js'

/** Bounds of a search: the query's length after trimming, and how many hits each object's group holds. */
export const SEARCH_LIMITS = { minQuery: 1, maxQuery: 500, perObject: 20 } as const

/**
 * What one search does at most, so that none holds the event loop long at 200,000 records
 * (decision 0030). An ordinary workspace meets none of these.
 */
export const SEARCH_BOUNDS = {
  /** Distinct words of a query that count, the first ones; the rest are ignored. */
  words: 32,
  /** Longer terms a word matches as a prefix: the shortest ones, which weigh most. */
  prefixTerms: 50,
  /** Terms a word matches with a typo: the closest ones. */
  typoTerms: 50,
  /** Nodes and letters the dictionary walks of prefix and typo matching visit, over the whole query. */
  treeSteps: 60_000,
  /**
   * Postings entries (a value holding a term; each holder of a shared select value counts too)
   * scored over the whole query. The terms that can weigh most go first (a rare term before a
   * frequent one, an exact word before a prefix or typo match); the term the budget runs out in
   * is scored for its first-indexed values only, and any after it not at all.
   */
  postings: 100_000,
} as const

// BM25 as MiniSearch, which this replaced, computed it, and its weights of prefix and typo matches.
const K = 1.2
const B = 0.7
const D = 0.5
const PREFIX_WEIGHT = 0.375
const TYPO_WEIGHT = 0.45

/** Sweeping a search carries after deaths by field (search-index.ts). */
const SEARCH_SWEEP = 20_000

export interface SearchHit {
  id: string
  /** The record's name: the plain text of its primary attribute. */
  primary_value: string
  /** The plain text of the record's value that matched best. */
  matched_value: string
  /** BM25 relevance, summed over the record's matching values, to 4 decimals. */
  score: number
  /** The id of the record's object. */
  entity_definition_id: string
}

export interface SearchResults {
  /** Hits by object slug, best first; an object without hits has no entry. */
  results: Record<string, SearchHit[]>
  errored_search_types: string[]
}

// Typos are tolerated from five characters on (one edit, two from nine), where a wrong letter still
// leaves the word recognisable; shorter terms match exactly or as a prefix only.
const fuzziness = (word: string): number => (word.length < 5 ? 0 : word.length < 9 ? 1 : 2)

/*
 * Scratch shared by every search (one runs at a time, to its end). A document's running score sits
 * at a position of the doc lists, written in the index's `docs` (AT) with the search's number,
 * so nothing needs clearing after a search; a record's, likewise, in `slotAt`.
 */
let touchedDocs = new Int32Array(1024)
let docOwners = new Int32Array(1024)
let docScores = new Float64Array(1024)
let docWords = new Uint32Array(1024)
let slotAt = new Int32Array(1024)
let slotSearch = 0
let touchedSlots = new Int32Array(1024)
let slotScores = new Float64Array(1024)
let slotBest = new Int32Array(1024)
let slotBestScores = new Float64Array(1024)

// A scratch entry is the search's number above POSITION_BITS and a position below.
const POSITION_BITS = 21
const POSITIONS = 1 << POSITION_BITS
const SEARCH_NUMBERS = 1 << (31 - POSITION_BITS)

const popCount = (bits: number): number => {
  let n = bits >>> 0
  n = n - ((n >>> 1) & 0x55555555)
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333)
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** A term to score for query word `word`, `weight` times its BM25 score. */
interface Candidate {
  term: Term
  word: number
  weight: number
  /** What its matches can weigh at most, roughly: the order in which the budget goes. */
  priority: number
  /** Its place among the candidates, so that equal priorities keep the order of the query. */
  order: number
}

/** Where a search is: the postings entries it may still score, the documents it touched. */
interface Run {
  index: SearchIndex
  postings: number
  docs: number
  /** This search's number above POSITION_BITS, as the index's `docs` hold it. */
  stamp: number
  average: number
}

const idf = (index: SearchIndex, df: number): number => Math.log(1 + (index.docCount - df + 0.5) / (df + 0.5))

/**
 * Adds `weight` times the term's BM25 score to each live document that holds it, for query word
 * `word`, in the order the documents were indexed, until the search's budget runs out.
 */
function scoreTerm(run: Run, term: Term, word: number, weight: number): void {
  const index = run.index
  const postings = term.postings
  const n = postings.length
  const scale = weight * idf(index, documentCount(index, term))
  const lengthFactor = (K * B) / run.average
  const { docs, fieldAlive } = index
  const bit = 1 << word
  const stamp = run.stamp
  let touched = run.docs
  let budget = run.postings
  let i = 0
  while (i < n && budget > 0) {
    const d = postings[i]!
    let j = i + 1
    while (j < n && postings[j] === d) j++
    const tf = j - i
    budget -= tf
    i = j
    const base = d * STRIDE
    const owner = docs[base + OWNER]!
    if (owner === DEAD || fieldAlive[docs[base + FIELD]!] === 0) continue
    const score = scale * (D + (tf * (K + 1)) / (tf + K * (1 - B) + lengthFactor * docs[base + LENGTH]!))
    const mark = docs[base + AT]!
    if (mark - (mark & (POSITIONS - 1)) === stamp) {
      const at = mark & (POSITIONS - 1)
      docScores[at]! += score
      docWords[at]! |= bit
      continue
    }
    const at = ++touched
    docs[base + AT] = stamp | at
    touchedDocs[at] = d
    docOwners[at] = owner
    docScores[at] = score
    docWords[at] = bit
    // Each holder of a shared value is credited when the search sums up: that costs as much.
    if (owner === SHARED) budget -= holdingOf(index, d).holders.size
  }
  run.docs = touched
  run.postings = budget
}

/**
 * Spends the budget on the candidates that can weigh most first (a rare term over a frequent
 * one, an exact word over a prefix or typo match); the one it runs out in is scored for its
 * first-indexed values only, and the rest not at all.
 */
function scoreCandidates(run: Run, candidates: Candidate[]): void {
  candidates.sort((a, b) => b.priority - a.priority || a.order - b.order)
  for (const { term, word, weight } of candidates) {
    if (run.postings <= 0) return
    scoreTerm(run, term, word, weight)
  }
}

/** Whether value document `a` of the record in `slot` names the hit before `b` on equal scores: the older attribute, then the earlier value. */
function valueBefore(index: SearchIndex, slot: number, a: number, b: number): boolean {
  const attributeId = index.fields[index.docs[a * STRIDE + FIELD]!]!.attributeId
  const order = compareIds(attributeId, index.fields[index.docs[b * STRIDE + FIELD]!]!.attributeId)
  if (order !== 0) return order < 0
  const position = (d: number): number => {
    if (index.docs[d * STRIDE + OWNER] !== SHARED) return index.docValue[d]!
    const stored = index.slotRecord[slot]!.values.get(attributeId)
    return Array.isArray(stored) ? stored.indexOf(holdingOf(index, d).option) : 0
  }
  return position(a) < position(b)
}

/** Whether the record in slot `a` is older than the one in slot `b` (the smaller id). */
function olderSlot(index: SearchIndex, a: number, b: number): boolean {
  const ka = index.slotKey[a]!
  const kb = index.slotKey[b]!
  return ka !== kb ? ka < kb : compareIds(index.slotRecord[a]!.id, index.slotRecord[b]!.id) < 0
}

/**
 * Full-text search over every record's values, grouped by object slug, best first: prefix and
 * case- and accent-insensitive matching with a little typo tolerance, BM25-ranked. A record's
 * score sums its matching values' scores, so a record that matches a query in its name, e-mail
 * address and profile outranks one that matches in its name alone. Ties go to the older record.
 * The work is bounded (SEARCH_BOUNDS), however large the workspace and whatever the query.
 *
 * @example searchRecords(workspace, 'ada').results.person[0] // { id, primary_value: 'Ada Lovelace', matched_value: 'Ada Lovelace', score: 9.1, entity_definition_id }
 */
export function searchRecords(workspace: Workspace, query: string): SearchResults {
  const index = ensureSearchIndex(workspace)
  sweepSearchIndex(index, SEARCH_SWEEP)
  // Sized for the most a search can touch, so the loops below never check.
  const maxDocs = Math.min(SEARCH_BOUNDS.postings, index.docEnd) + 1
  if (touchedDocs.length <= maxDocs)
    [touchedDocs, docOwners, docScores, docWords] = [
      new Int32Array(maxDocs + 1),
      new Int32Array(maxDocs + 1),
      new Float64Array(maxDocs + 1),
      new Uint32Array(maxDocs + 1),
    ]
  if (slotAt.length <= index.slotEnd) {
    slotAt = new Int32Array(index.slotEnd + 1)
    slotSearch = 0
  }
  if (touchedSlots.length <= index.slotEnd + 1)
    [touchedSlots, slotScores, slotBest, slotBestScores] = [
      new Int32Array(index.slotEnd + 2),
      new Float64Array(index.slotEnd + 2),
      new Int32Array(index.slotEnd + 2),
      new Float64Array(index.slotEnd + 2),
    ]
  const run: Run = {
    index,
    postings: SEARCH_BOUNDS.postings,
    docs: 0,
    stamp: nextStamp(index),
    average: index.docCount > 0 ? index.totalLength / index.docCount : 1,
  }

  const words = queryWords(query).slice(0, SEARCH_BOUNDS.words)
  const candidates: Candidate[] = []
  const add = (term: Term, word: number, weight: number) =>
    candidates.push({
      term,
      word,
      weight,
      priority: weight * idf(index, documentCount(index, term)),
      order: candidates.length,
    })
  const tree: TreeBudget = { steps: SEARCH_BOUNDS.treeSteps }
  // Exact words first, then what they match as prefixes, then with typos: the dictionary walks
  // are bounded in that order; the postings budget then goes by what each can weigh.
  words.forEach((word, i) => {
    const term = findTerm(index, word.text)
    if (term) add(term, i, word.count)
  })
  words.forEach((word, i) => {
    for (const match of prefixTerms(index.tree, word.text, SEARCH_BOUNDS.prefixTerms, tree)) {
      const length = match.key.length
      add(match.value, i, (word.count * PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.text.length)))
    }
  })
  words.forEach((word, i) => {
    const distance = fuzziness(word.text)
    if (distance === 0) return
    const weighted = typoTerms(index.tree, word.text, distance, tree)
      .filter((match) => !match.key.startsWith(word.text))
      .map((match) => ({ match, weight: (TYPO_WEIGHT * match.key.length) / (match.key.length + match.distance) }))
      .sort((a, b) => b.weight - a.weight || (a.match.key < b.match.key ? -1 : 1))
      .slice(0, SEARCH_BOUNDS.typoTerms)
    for (const { match, weight } of weighted) add(match.value, i, word.count * weight)
  })
  scoreCandidates(run, candidates)
  return { results: present(workspace, index, sumRecords(index, run.docs)), errored_search_types: [] }
}

/** This search's number in the index's scratch; every SEARCH_NUMBERS searches the scratch is cleared. */
function nextStamp(index: SearchIndex): number {
  index.searches = (index.searches % (SEARCH_NUMBERS - 1)) + 1
  if (index.searches === 1) for (let d = 0; d < index.docEnd; d++) index.docs[d * STRIDE + AT] = 0
  return index.searches * POSITIONS
}

/**
 * Sums each record's values: a value's score times the number of query words it matched. Answers
 * how many records were credited (positions 1..n of the slot lists).
 */
function sumRecords(index: SearchIndex, docs: number): number {
  slotSearch = (slotSearch % (SEARCH_NUMBERS - 1)) + 1
  if (slotSearch === 1) slotAt.fill(0)
  const stamp = slotSearch * POSITIONS
  let slots = 0
  const credit = (slot: number, score: number, d: number): void => {
    const mark = slotAt[slot]!
    if (mark - (mark & (POSITIONS - 1)) !== stamp) {
      const at = ++slots
      slotAt[slot] = stamp | at
      touchedSlots[at] = slot
      slotScores[at] = score
      slotBest[at] = d
      slotBestScores[at] = score
      return
    }
    const at = mark & (POSITIONS - 1)
    slotScores[at]! += score
    if (score > slotBestScores[at]! || (score === slotBestScores[at]! && valueBefore(index, slot, d, slotBest[at]!))) {
      slotBest[at] = d
      slotBestScores[at] = score
    }
  }
  for (let at = 1; at <= docs; at++) {
    const score = docScores[at]! * popCount(docWords[at]!)
    const owner = docOwners[at]!
    if (owner === SHARED)
      for (const slot of holdingOf(index, touchedDocs[at]!).holders) credit(slot, score, touchedDocs[at]!)
    else credit(owner, score, touchedDocs[at]!)
  }
  return slots
}

/** The best `perObject` records of each object, from the `slots` records credited. */
function present(workspace: Workspace, index: SearchIndex, slots: number): Record<string, SearchHit[]> {
  // Whether credited record `a` ranks before `b`: the higher score, then the older record.
  const better = (a: number, b: number): boolean =>
    slotScores[a]! > slotScores[b]! ||
    (slotScores[a] === slotScores[b] && olderSlot(index, touchedSlots[a]!, touchedSlots[b]!))
  const heaps: Array<number[] | undefined> = []
  const { slotObject, slotKey } = index
  for (let at = 1; at <= slots; at++) {
    const slot = touchedSlots[at]!
    const heap = (heaps[slotObject[slot]!] ??= [])
    if (heap.length === SEARCH_LIMITS.perObject) {
      // Most records of a large answer fall short of the worst kept: one comparison each.
      const worst = heap[0]!
      const score = slotScores[at]!
      if (
        score < slotScores[worst]! ||
        (score === slotScores[worst] && slotKey[slot]! > slotKey[touchedSlots[worst]!]!)
      )
        continue
    }
    keepBest(heap, at, better)
  }

  const results: Record<string, SearchHit[]> = {}
  // Groups in the order the objects were created (person, company, then custom objects).
  for (const object of workspace.objects.values()) {
    const o = index.objectOf.get(object.id)
    const heap = o === undefined ? undefined : heaps[o]
    if (!heap) continue
    heap.sort((a, b) => (better(a, b) ? -1 : 1))
    results[object.slug] = heap.map((at) => {
      const record = index.slotRecord[touchedSlots[at]!]!
      return {
        id: record.id,
        primary_value: recordName(workspace, record),
        matched_value: valueText(workspace, index, slotBest[at]!),
        score: Math.round(slotScores[at]! * 10_000) / 10_000,
        entity_definition_id: object.id,
      }
    })
  }
  return results
}

/** Keeps the `perObject` best in a heap whose root is the worst kept. */
function keepBest(heap: number[], at: number, better: (a: number, b: number) => boolean): void {
  if (heap.length < SEARCH_LIMITS.perObject) {
    let i = heap.length
    heap.push(at)
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!better(heap[parent]!, at)) break
      heap[i] = heap[parent]!
      i = parent
    }
    heap[i] = at
    return
  }
  if (!better(at, heap[0]!)) return
  let i = 0
  for (;;) {
    const left = 2 * i + 1
    if (left >= heap.length) break
    const right = left + 1
    const worse = right < heap.length && better(heap[left]!, heap[right]!) ? right : left
    if (!better(at, heap[worse]!)) break
    heap[i] = heap[worse]!
    i = worse
  }
  heap[i] = at
}

/** The plain text of a value document, as it was indexed. */
function valueText(workspace: Workspace, index: SearchIndex, d: number): string {
  if (index.docs[d * STRIDE + OWNER] === SHARED) return holdingOf(index, d).name
  const attribute = workspace.attributes.get(index.fields[index.docs[d * STRIDE + FIELD]!]!.attributeId)!
  const record = index.slotRecord[index.docs[d * STRIDE + OWNER]!]!
  return plainText(attribute, singleValues(attribute, record.values.get(attribute.id))[index.docValue[d]!]).trim()
}
