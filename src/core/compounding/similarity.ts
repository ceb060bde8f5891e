/*
 * Near-duplicate detection for consolidation: cosine similarity over TF-IDF vectors of the
 * insights' words. TF-IDF weighs a word by how rare it is across the insights compared, so two
 * statements sharing a rare name ("Lovelace", "Acme") count as close, while two sharing only
 * common words ("works", "company") do not.
 */

import { AT_ONCE, runToEnd, type WorkMeter } from '../jobs/jobs.js'
import { COMPOUNDING_SLICE } from './state.js'

const NON_ASCII = /[^\x00-\x7f]/

// Words that say nothing about what an insight is about.
const STOPWORDS = new Set(
  'a an and are as at be been by for from has have he her his in is it its of on or she that the their them they this to was were will with'.split(
    ' ',
  ),
)

/**
 * The words of a text that carry meaning: lower-case letter and digit runs of two or more
 * characters, accents removed, stopwords dropped.
 *
 * @example contentWords('Ada Lovelace works at Analytical Engines') // ['ada', 'lovelace', 'works', 'analytical', 'engines']
 */
export function contentWords(text: string): string[] {
  // Plain ASCII has no accents to remove: skip the costly normalization.
  const folded = NON_ASCII.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text
  return folded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
}

/** How much of a text is compared: its first 64 content words, read from its first 640 characters. */
export const COMPARED = { chars: 640, words: 64, candidates: 32 } as const

/** A sparse, L2-normalized TF-IDF vector: word -> weight. */
export type TermVector = Map<string, number>

/**
 * TF-IDF vectors of a set of texts, normalized to length 1 so that a dot product is the cosine.
 * Term frequency is the count in the text; the inverse document frequency is smoothed
 * (`ln((n + 1) / (df + 1)) + 1`), so a word in every text still weighs a little.
 *
 * @example tfidfVectors(['Ada works at Acme', 'Ada works at Acme Corp']).length // 2
 */
export const tfidfVectors = (texts: readonly string[]): TermVector[] => runToEnd(tfidfSlices(texts, AT_ONCE))

/**
 * {@link tfidfVectors} in slices: it spends a unit per character read and a few per word
 * counted and weighed on `meter`, and yields when the meter says so. The vectors do not depend on
 * where the slices fall.
 */
export function* tfidfSlices(texts: readonly string[], meter: WorkMeter): Generator<void, TermVector[], void> {
  const words: string[][] = []
  for (const text of texts) {
    const read = text.slice(0, COMPARED.chars)
    const list = contentWords(read).slice(0, COMPARED.words)
    words.push(list)
    if (meter.spend(COMPOUNDING_SLICE.perItem + read.length + 4 * list.length)) yield
  }
  const documentFrequency = new Map<string, number>()
  for (const list of words) {
    for (const word of new Set(list)) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1)
    if (meter.spend(COMPOUNDING_SLICE.perItem + 2 * list.length)) yield
  }
  const n = texts.length
  const vectors: TermVector[] = []
  for (const list of words) {
    const vector: TermVector = new Map()
    for (const word of list) vector.set(word, (vector.get(word) ?? 0) + 1)
    let norm = 0
    for (const [word, count] of vector) {
      const weight = count * (Math.log((n + 1) / (documentFrequency.get(word)! + 1)) + 1)
      vector.set(word, weight)
      norm += weight * weight
    }
    norm = Math.sqrt(norm)
    if (norm > 0) for (const [word, weight] of vector) vector.set(word, weight / norm)
    vectors.push(vector)
    if (meter.spend(COMPOUNDING_SLICE.perItem + 8 * list.length)) yield
  }
  return vectors
}

/** The cosine of two normalized vectors: 1 for the same words in the same proportions, 0 for no word in common. */
export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let dot = 0
  for (const [word, weight] of small) dot += weight * (large.get(word) ?? 0)
  return dot
}

/**
 * Greedy grouping of near-duplicates, in index order: each vector joins the first earlier vector
 * that heads a group (joined no one) and is at least `threshold` similar to it, or heads a group
 * of its own. This is what merging every later similar vector into each unmerged one, in order,
 * gives; but only group heads are indexed (with the prefix filtering of similarPairs) and a
 * vector stops at its first match, so n copies of one text cost n comparisons, not n²/2. A vector
 * is compared with at most COMPARED.candidates group heads, the earliest that share an indexed word.
 * Answers head index -> the indexes that joined it, in order.
 *
 * @example duplicateGroups(tfidfVectors(['Ada works at Acme', 'Ada works at Acme', 'Bob']), 0.8) // Map { 0 => [1] }
 */
export const duplicateGroups = (vectors: readonly TermVector[], threshold: number): Map<number, number[]> =>
  runToEnd(duplicateGroupSlices(vectors, threshold, AT_ONCE))

/**
 * {@link duplicateGroups} in slices: it spends a unit per word sorted or looked up, per candidate
 * gathered and per word of a comparison on `meter`, and yields when the meter says so. The
 * groups do not depend on where the slices fall.
 */
export function* duplicateGroupSlices(
  vectors: readonly TermVector[],
  threshold: number,
  meter: WorkMeter,
): Generator<void, Map<number, number[]>, void> {
  const indexedWords = yield* prefixFilterSlices(vectors, threshold, meter)
  const postings = new Map<string, number[]>()
  const groups = new Map<number, number[]>()
  for (let j = 0; j < vectors.length; j++) {
    const vector = vectors[j]!
    const prefix = indexedWords(vector)
    // Sorting its words by rarity (two lookups a comparison), then the candidates and comparisons.
    let units = COMPOUNDING_SLICE.perItem + 2 * vector.size * (1 + Math.log2(vector.size + 1))
    const candidates = new Set<number>()
    for (const word of prefix) {
      const list = postings.get(word)
      if (!list) continue
      for (const i of list) candidates.add(i)
      units += list.length
    }
    let head = -1
    // The earliest candidates only: a text sharing words with many groups is compared with a bounded number.
    for (const i of [...candidates].sort((a, b) => a - b).slice(0, COMPARED.candidates)) {
      units += Math.min(vectors[i]!.size, vector.size)
      if (cosine(vectors[i]!, vector) >= threshold - 1e-9) {
        head = i
        break
      }
    }
    if (head >= 0) groups.get(head)!.push(j)
    else {
      groups.set(j, [])
      for (const word of prefix) {
        let list = postings.get(word)
        if (!list) postings.set(word, (list = []))
        list.push(j)
      }
    }
    if (meter.spend(units)) yield
  }
  for (const [head, members] of groups) if (members.length === 0) groups.delete(head)
  return groups
}

/**
 * Every pair of vectors whose cosine is at least `threshold`, as `[i, j, cosine]` with i < j, in
 * index order. Exact, with prefix filtering: words are ordered rarest first, and each vector is
 * indexed under its leading words until what remains of it has a norm below `threshold / 2`. Two
 * vectors that share no indexed word have a cosine below the threshold (each one's unindexed
 * rest contributes less than half), so only pairs sharing an indexed word are compared, and
 * common words ("works", "company") rarely lead to a comparison.
 *
 * @example similarPairs(tfidfVectors(texts), 0.8) // [[0, 3, 0.91]]
 */
export function similarPairs(vectors: readonly TermVector[], threshold: number): Array<[number, number, number]> {
  const indexedWords = runToEnd(prefixFilterSlices(vectors, threshold, AT_ONCE))
  const postings = new Map<string, number[]>()
  const pairs: Array<[number, number, number]> = []
  vectors.forEach((vector, j) => {
    const prefix = indexedWords(vector)
    const candidates = new Set<number>()
    for (const word of prefix) for (const i of postings.get(word) ?? []) candidates.add(i)
    for (const i of [...candidates].sort((a, b) => a - b)) {
      const dot = cosine(vectors[i]!, vector)
      if (dot >= threshold - 1e-9) pairs.push([i, j, dot])
    }
    for (const word of prefix) {
      let list = postings.get(word)
      if (!list) postings.set(word, (list = []))
      list.push(j)
    }
  })
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}

/**
 * Prefix filtering's index words: for each vector, its words rarest first (across `vectors`) until
 * what remains has a norm below `threshold / 2`. Two vectors sharing none of them have a cosine
 * below the threshold, so only vectors sharing an index word need comparing.
 *
 * @example const indexedWords = runToEnd(prefixFilterSlices(vectors, 0.8, AT_ONCE)); indexedWords(vectors[0]) // ['ledger', 'soc']
 */
function* prefixFilterSlices(
  vectors: readonly TermVector[],
  threshold: number,
  meter: WorkMeter,
): Generator<void, (vector: TermVector) => string[], void> {
  const frequency = new Map<string, number>()
  for (const vector of vectors) {
    for (const word of vector.keys()) frequency.set(word, (frequency.get(word) ?? 0) + 1)
    if (meter.spend(COMPOUNDING_SLICE.perItem + 2 * vector.size)) yield
  }
  const order = (a: string, b: string): number => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0)
  const bound = threshold / 2
  return (vector) => {
    const words = [...vector.keys()].sort(order)
    // rest[k]: the squared norm of the words from k on.
    const rest = new Array<number>(words.length + 1).fill(0)
    for (let k = words.length - 1; k >= 0; k--) rest[k] = rest[k + 1]! + vector.get(words[k]!)! ** 2
    const prefix: string[] = []
    for (let k = 0; k < words.length && Math.sqrt(rest[k]!) >= bound; k++) prefix.push(words[k]!)
    return prefix
  }
}
