import { recordName } from '../records/record-name.js'
import type { RecordRow, Workspace } from '../model.js'
import { singleValues } from '../schema/values.js'
import { isDomainName, isEmailAddress, trimTrailing } from '../text.js'

/** A record the question names, with how sure the match is and why. */
export interface NameMatch {
  id: string
  score: number
  reason: string
}

const ASCII = /^[\x00-\x7f]*$/

/** Lower-case words without accents; names and questions are compared in this form. */
export function words(text: string): string[] {
  // Plain ASCII (almost every name) has no accents to strip: the same words, without normalize().
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

// Single words that are never a name on their own, however they are capitalized.
const NOT_NAMES = new Set(
  "who what where when which why how is are was were does do did the a an and or about tell me us give show find any his her him he she it its they them their this that these those what's whats company person people recently lately latest new news".split(
    ' ',
  ),
)

const MAX_NAME_WORDS = 6

/**
 * The ids under one key: most keys (a full name, an address) name one record, kept as its id, so
 * indexing 10,000 records does not make 40,000 one-element Sets; a second id turns it into a Set.
 */
type Ids = string | Set<string>

interface NameIndex {
  /** Whole names (a person's full name, a company's name), as joined words -> record ids. */
  full: Map<string, Ids>
  /** A person's first or last name alone -> record ids. */
  partial: Map<string, Ids>
  /** E-mail addresses and domains, lower case -> record ids. */
  addresses: Map<string, Ids>
  /** How many records were indexed. */
  size: number
}

// Sets, in the order ids were added: a write costs the same whether 1 or 50,000 records share a name word.
const push = (map: Map<string, Ids>, key: string, id: string): void => {
  if (!key) return
  const ids = map.get(key)
  if (ids === undefined) map.set(key, id)
  else if (typeof ids === 'string') {
    if (ids !== id) map.set(key, new Set([ids, id]))
  } else ids.add(id)
}

const pull = (map: Map<string, Ids>, key: string, id: string): void => {
  const ids = map.get(key)
  if (ids === undefined) return
  if (typeof ids === 'string') {
    if (ids === id) map.delete(key)
    return
  }
  ids.delete(id)
  if (ids.size === 0) map.delete(key)
}

/** The ids under a key, as a list (empty when none). */
const idsOf = (ids: Ids | undefined): string[] => (ids === undefined ? [] : typeof ids === 'string' ? [ids] : [...ids])

/** The keys one record is indexed under. */
interface RecordKeys {
  full: string
  partial: string[]
  addresses: string[]
}

/**
 * A workspace's name index; `stale` after a change that can make a record's keys read differently
 * than when it was indexed (a change of attributes or select options, an object deleted).
 */
interface NameState {
  index: NameIndex
  stale: boolean
}

// Each workspace's name index, kept up to date by every record write (the cascade calls
// noteRecordNames and forgetRecordNames), so no question pays for indexing every record: 20,000
// records took about 100 ms to index, and every record write used to make the next question do it
// again. It is made at a workspace's first record. A change that can change what names or
// addresses read (rare) makes the next question build it anew; writes meanwhile skip it. What a
// record was indexed under is worked out again from its values when it leaves, not kept: keeping
// it cost about 200 bytes of heap per record.
const states = new WeakMap<Workspace, NameState>()

/** Every record's names and addresses (lists aside), kept as records change. */
export function buildNameIndex(workspace: Workspace): NameIndex {
  let state = states.get(workspace)
  if (!state || state.stale) {
    state = { index: { full: new Map(), partial: new Map(), addresses: new Map(), size: 0 }, stale: false }
    for (const object of workspace.objects.values()) {
      if (object.type === 'list') continue
      for (const recordId of workspace.recordIdsByObject.get(object.id) ?? [])
        addRecord(state, recordKeys(workspace, workspace.records.get(recordId)!), recordId)
    }
    states.set(workspace, state)
  }
  return state.index
}

/**
 * Indexes a record created or changed; an update passes the values it had (`before`), under which
 * it was indexed. The cascade calls it after every record write.
 */
export function noteRecordNames(workspace: Workspace, record: RecordRow, before?: ReadonlyMap<string, unknown>): void {
  const state = states.get(workspace)
  if (!state) {
    // A workspace's first record starts the index; otherwise the next question builds it.
    if (workspace.records.size <= 1) buildNameIndex(workspace)
    return
  }
  if (state.stale) return
  if (before)
    removeRecord(state, recordKeys(workspace, { ...record, values: before as RecordRow['values'] }), record.id)
  addRecord(state, recordKeys(workspace, record), record.id)
}

/** Takes a deleted record out of the index. The cascade calls it after every record delete. */
export function forgetRecordNames(workspace: Workspace, record: RecordRow): void {
  const state = states.get(workspace)
  if (state && !state.stale) removeRecord(state, recordKeys(workspace, record), record.id)
}

/** Marks the index stale: the next question builds it anew. */
export function forgetNameIndex(workspace: Workspace): void {
  const state = states.get(workspace)
  if (state) state.stale = true
}

/** What a record is indexed under, from its values; none for a list's entries. */
function recordKeys(workspace: Workspace, record: RecordRow): RecordKeys | undefined {
  const object = workspace.objects.get(record.object_id)
  if (!object || object.type === 'list') return undefined
  const name = words(recordName(workspace, record))
  const keys: RecordKeys = { full: name.join(' '), partial: [], addresses: [] }
  if (object.slug === 'person' && name.length > 1) keys.partial.push(name[0]!, name[name.length - 1]!)
  for (const id of object.attribute_ids) {
    const attribute = workspace.attributes.get(id)!
    // A person's e-mail domain does not name the person; a company's domain names the company.
    if (attribute.slug !== 'email_addresses' && attribute.slug !== 'domains') continue
    for (const value of singleValues(attribute, record.values.get(attribute.id)))
      keys.addresses.push(String(value).toLowerCase())
  }
  return keys
}

function addRecord(state: NameState, keys: RecordKeys | undefined, recordId: string): void {
  if (!keys) return
  const { index } = state
  push(index.full, keys.full, recordId)
  for (const key of keys.partial) push(index.partial, key, recordId)
  for (const key of keys.addresses) push(index.addresses, key, recordId)
  index.size++
}

function removeRecord(state: NameState, keys: RecordKeys | undefined, recordId: string): void {
  if (!keys) return
  pull(state.index.full, keys.full, recordId)
  for (const key of keys.partial) pull(state.index.partial, key, recordId)
  for (const key of keys.addresses) pull(state.index.addresses, key, recordId)
  state.index.size--
}

/**
 * The records a question names, best first: e-mail addresses and domains (score 1), whole names
 * of any case, longest first (score 1; a one-word name only when capitalized in the question),
 * and a person's first or last name alone when capitalized and shared by at most 3 people
 * (0.8, divided among them). Also answers how many records were searched.
 *
 * @example matchNames(workspace, 'Where does Ada Lovelace work?').matches // [{ id, score: 1, reason: 'Named in the question ("Ada Lovelace")' }]
 */
export function matchNames(workspace: Workspace, query: string): { matches: NameMatch[]; searched: number } {
  const index = buildNameIndex(workspace)
  const found = new Map<string, NameMatch>()
  const add = (ids: Iterable<string>, score: number, reason: string): void => {
    for (const id of ids) if (!found.has(id) || found.get(id)!.score < score) found.set(id, { id, score, reason })
  }
  for (const address of addressesIn(query.toLowerCase())) {
    const ids = idsOf(index.addresses.get(address) ?? index.addresses.get(address.replace(/^www\./, '')))
    if (ids.length > 0) add(ids, 1, `Matches ${address.includes('@') ? 'the e-mail address' : 'the domain'} ${address}`)
  }
  // Words of the question with whether each was capitalized as written.
  const original = query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const tokens = original.map((word) => word.toLowerCase())
  const capitalized = original.map((word) => /^\p{Lu}/u.test(word))
  for (let start = 0; start < tokens.length; ) {
    let matched = 0
    for (let length = Math.min(MAX_NAME_WORDS, tokens.length - start); length >= 1 && matched === 0; length--) {
      const phrase = tokens.slice(start, start + length).join(' ')
      if (length === 1 && (!capitalized[start] || NOT_NAMES.has(phrase))) continue
      const ids = idsOf(index.full.get(phrase))
      if (ids.length > 0) {
        add(ids, 1, `Named in the question ("${original.slice(start, start + length).join(' ')}")`)
        matched = length
      } else if (length === 1) {
        const people = index.partial.get(phrase)
        const count = people === undefined ? 0 : typeof people === 'string' ? 1 : people.size
        if (count > 0 && count <= 3) {
          add(idsOf(people), Math.round((0.8 / count) * 1000) / 1000, `"${original[start]}" is part of the name`)
          matched = 1
        }
      }
    }
    start += Math.max(matched, 1)
  }
  const matches = [...found.values()].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
  return { matches, searched: index.size }
}

/** Pronouns that point back to the previous answer's subjects, by what they can refer to. */
const PRONOUNS: Record<string, 'person' | 'thing' | 'any'> = {
  he: 'person',
  him: 'person',
  his: 'person',
  himself: 'person',
  she: 'person',
  her: 'person',
  hers: 'person',
  herself: 'person',
  it: 'thing',
  its: 'thing',
  they: 'any',
  them: 'any',
  their: 'any',
  theirs: 'any',
  there: 'thing',
}

/** The first pronoun in a question that refers back, with what it can refer to. */
export function findPronoun(query: string): { word: string; refers: 'person' | 'thing' | 'any' } | undefined {
  for (const word of words(query)) if (PRONOUNS[word]) return { word, refers: PRONOUNS[word]! }
  return undefined
}

/**
 * Which of the session's previous records a pronoun means: people for he/she/him/her, records
 * that are not people for it/its/there, all for they/them; the previous answer's subjects first,
 * then the records it mentioned beside them, and all its subjects when none is of the kind.
 */
export function resolvePronoun(
  workspace: Workspace,
  refers: 'person' | 'thing' | 'any',
  previous: { primary: string[]; related: string[] },
): string[] {
  const isPerson = (id: string): boolean =>
    workspace.objects.get(workspace.records.get(id)!.object_id)!.slug === 'person'
  const fits = (id: string): boolean => refers === 'any' || (refers === 'person') === isPerson(id)
  const primary = previous.primary.filter(fits)
  if (primary.length > 0) return primary
  const related = refers === 'any' ? [] : previous.related.filter(fits)
  return related.length > 0 ? related : previous.primary
}

/**
 * The e-mail addresses and domain names a question mentions, in order: its tokens of letters,
 * digits and `._%+-@` (trailing dots dropped) that read as one. A linear pass: a search for them
 * with one regular expression backtracks over long runs of letters.
 *
 * @example addressesIn('who is ada@acme.com at acme.com?') // ['ada@acme.com', 'acme.com']
 */
export function addressesIn(text: string): string[] {
  const found: string[] = []
  for (const raw of text.split(/[^\p{L}\p{N}._%+@-]/u)) {
    const token = trimTrailing(raw, '.')
    if (token.includes('@') ? isEmailAddress(token) : isDomainName(token)) found.push(token)
  }
  return found
}
