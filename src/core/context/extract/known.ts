/** Known names: the workspace's records a text may name, indexed so matching costs one lookup per word. */
import { AT_ONCE, runToEnd, WorkMeter, type SlicedWork } from '../../jobs/jobs.js'
import type { Tok } from './scanner.js'
import type { NameDirectory, NameEntry } from './types.js'

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu
const NAME_GAP = /^[ \t\-–&,]{1,5}$/

/** The words of a name, lower-cased: "Schmidt - Kuhn" -> ['schmidt', 'kuhn']. */
export const nameWords = (name: string): string[] => (name.toLowerCase().match(WORD) ?? []) as string[]

/**
 * Indexes known record names by their first word. Names with no word, or of one letter, are left
 * out; of two records with one name, the first given wins (callers give them in id order).
 *
 * @example createNameDirectory([{ id: '7', name: 'Ada Lovelace', type: 'person' }])
 */
export function createNameDirectory(entries: Iterable<NameEntry>): NameDirectory {
  return runToEnd(nameDirectorySlices(entries, AT_ONCE))
}

/** `createNameDirectory` in slices: one unit of `meter` a name (a workspace of 10,000 records took about 20 ms at once). */
export function* nameDirectorySlices(entries: Iterable<NameEntry>, meter: WorkMeter): SlicedWork<NameDirectory> {
  const byFirstWord: NameDirectory['byFirstWord'] = new Map()
  const seen = new Set<string>()
  for (const entry of entries) {
    if (meter.spend(1)) yield
    const words = nameWords(entry.name)
    const key = `${entry.type}:${words.join(' ')}`
    if (words.length === 0 || words.join('').length < 2 || seen.has(key)) continue
    seen.add(key)
    let list = byFirstWord.get(words[0]!)
    if (!list) byFirstWord.set(words[0]!, (list = []))
    list.push({ words, entry })
  }
  for (const list of byFirstWord.values()) {
    list.sort((a, b) => b.words.length - a.words.length)
    if (meter.spend(Math.ceil(list.length / 8))) yield
  }
  return { byFirstWord }
}

/** Known names among a sentence's word tokens, case-insensitively: each word costs one map lookup (plus the few names starting with it). */
export function findKnown(
  tokens: readonly Tok[],
  text: string,
  directory: NameDirectory,
  found: NameEntry[],
  seen: Set<string>,
  here: NameEntry[],
): void {
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!
    if (tok.kind !== 'word') continue
    const candidates = directory.byFirstWord.get(tok.lc)
    if (!candidates) continue
    const hit = candidates.find(({ words: name }) => {
      let at = i
      for (let k = 1; k < name.length; k++) {
        const next = tokens[at + 1]
        if (
          !next ||
          next.kind !== 'word' ||
          next.lc !== name[k] ||
          !NAME_GAP.test(text.slice(tokens[at]!.end, next.start))
        )
          return false
        at++
      }
      return true
    })
    if (!hit) continue
    if (!seen.has(hit.entry.id)) {
      seen.add(hit.entry.id)
      found.push(hit.entry)
    }
    here.push(hit.entry)
    i += hit.words.length - 1
  }
}
