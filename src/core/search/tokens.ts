// How text becomes search terms, for values and queries alike: split on spaces, line breaks and
// punctuation (as MiniSearch, which the index replaced, did), then fold case and accents.

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u

/** Folds case and accents, so `jose` finds `José`; queries go through the same function. */
export const foldTerm = (term: string): string =>
  // Most terms are plain ASCII, which has no accents to strip: skip the costly normalization.
  isAscii(term) ? term.toLowerCase() : term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

const isAscii = (text: string): boolean => /^[\x00-\x7f]*$/.test(text)

// The ASCII characters the split above splits on, read from the expression itself.
const DELIMITER = Uint8Array.from({ length: 128 }, (_, code) =>
  SPACE_OR_PUNCTUATION.test(String.fromCharCode(code)) ? 1 : 0,
)

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/** The hash the term table files a folded term under (FNV-1a over its code units). */
export function hashTerm(term: string): number {
  let hash = FNV_OFFSET
  for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), FNV_PRIME)
  return hash
}

/**
 * The terms of one value, read into buffers that the next scan reuses. ASCII text (most values)
 * is read in place: each term is a range of `text`, folded to lower case as it is hashed, so a
 * term the index knows costs no string. Other text goes through the split and `foldTerm`, each
 * term a string of `strings`.
 */
export interface ScannedValue {
  text: string
  ascii: boolean
  /** Term occurrences, repeats included (a repeat raises the term's frequency in the value). */
  count: number
  starts: Int32Array
  ends: Int32Array
  hashes: Int32Array
  strings: string[]
  /** BM25's field length: the distinct raw tokens (an empty one at a leading or trailing delimiter counts, as it did before). */
  length: number
}

const scan: ScannedValue = {
  text: '',
  ascii: true,
  count: 0,
  starts: new Int32Array(64),
  ends: new Int32Array(64),
  hashes: new Int32Array(64),
  strings: [],
  length: 0,
}

function room(size: number): void {
  if (scan.starts.length >= size) return
  const grow = (array: Int32Array) => {
    const next = new Int32Array(Math.max(size, array.length * 2))
    next.set(array)
    return next
  }
  scan.starts = grow(scan.starts)
  scan.ends = grow(scan.ends)
  scan.hashes = grow(scan.hashes)
}

/**
 * Reads a value's text into the shared buffers (valid until the next scan).
 *
 * @example const { count } = scanValue('Ada Lovelace, ada') // 3 occurrences; length 3
 */
export function scanValue(text: string): ScannedValue {
  scan.text = text
  scan.ascii = isAscii(text)
  scan.count = 0
  if (!scan.ascii) {
    const raw = text.split(SPACE_OR_PUNCTUATION)
    const strings: string[] = []
    for (const token of raw) {
      const term = token && foldTerm(token)
      if (term) strings.push(term)
    }
    room(strings.length)
    strings.forEach((term, i) => (scan.hashes[i] = hashTerm(term)))
    scan.strings = strings
    scan.count = strings.length
    scan.length = raw.length > 12 ? new Set(raw).size : distinctStrings(raw)
    return scan
  }
  const n = text.length
  // split() answers an empty token before a leading delimiter and after a trailing one.
  const empty = n > 0 && (DELIMITER[text.charCodeAt(0)] === 1 || DELIMITER[text.charCodeAt(n - 1)] === 1)
  let i = 0
  while (i < n) {
    while (i < n && DELIMITER[text.charCodeAt(i)] === 1) i++
    if (i === n) break
    const start = i
    let hash = FNV_OFFSET
    for (; i < n; i++) {
      let code = text.charCodeAt(i)
      if (DELIMITER[code] === 1) break
      if (code >= 65 && code <= 90) code += 32
      hash = Math.imul(hash ^ code, FNV_PRIME)
    }
    room(scan.count + 1)
    scan.starts[scan.count] = start
    scan.ends[scan.count] = i
    scan.hashes[scan.count] = hash
    scan.count++
  }
  scan.length = distinctRanges() + (empty ? 1 : 0)
  return scan
}

/** The folded text of occurrence `i` of the last scan. */
export const scannedTerm = (value: ScannedValue, i: number): string =>
  value.ascii ? value.text.slice(value.starts[i], value.ends[i]).toLowerCase() : value.strings[i]!

/** Whether occurrence `i` of the last scan is the folded term `term`. */
export function scannedIs(value: ScannedValue, i: number, term: string): boolean {
  if (!value.ascii) return value.strings[i] === term
  const start = value.starts[i]!
  if (value.ends[i]! - start !== term.length) return false
  const text = value.text
  for (let k = 0; k < term.length; k++) {
    let code = text.charCodeAt(start + k)
    if (code >= 65 && code <= 90) code += 32
    if (code !== term.charCodeAt(k)) return false
  }
  return true
}

/** Distinct raw tokens of an ASCII scan, compared as written (case counts, as split tokens did). */
function distinctRanges(): number {
  const { text, starts, ends, count } = scan
  if (count > 12) {
    const seen = new Set<string>()
    for (let i = 0; i < count; i++) seen.add(text.slice(starts[i], ends[i]))
    return seen.size
  }
  let distinct = 0
  for (let i = 0; i < count; i++) {
    let seen = false
    for (let j = 0; j < i && !seen; j++) {
      const length = ends[i]! - starts[i]!
      if (ends[j]! - starts[j]! !== length) continue
      let k = 0
      while (k < length && text.charCodeAt(starts[i]! + k) === text.charCodeAt(starts[j]! + k)) k++
      seen = k === length
    }
    if (!seen) distinct++
  }
  return distinct
}

function distinctStrings(tokens: readonly string[]): number {
  let count = 0
  for (let i = 0; i < tokens.length; i++) {
    let seen = false
    for (let j = 0; j < i && !seen; j++) seen = tokens[j] === tokens[i]
    if (!seen) count++
  }
  return count
}

/**
 * The distinct folded words of a query, in order of first appearance, each with how often it
 * occurs (a repeated word weighs that many times, as before).
 *
 * @example queryWords('Ada ada lovelace') // [{ text: 'ada', count: 2 }, { text: 'lovelace', count: 1 }]
 */
export function queryWords(query: string): Array<{ text: string; count: number }> {
  const words = new Map<string, { text: string; count: number }>()
  for (const token of query.split(SPACE_OR_PUNCTUATION)) {
    const text = token && foldTerm(token)
    if (!text) continue
    const word = words.get(text)
    if (word) word.count++
    else words.set(text, { text, count: 1 })
  }
  return [...words.values()]
}
