import { recordName } from '../records/record-name.js'
import { nextRecordId } from '../records/record-walk.js'
import type { ObjectDef, RecordRow, Workspace } from '../model.js'
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
 * A workspace's name index, from its first question on, until a change that can make a record's
 * keys read differently than when it was indexed (a change of attributes or select options, an
 * object deleted) lets go of it. While `build` is set the index is being built in slices.
 */
interface NameState {
  index: NameIndex
  build: NameBuild | undefined
}

/** Where a build in slices is: the records left of each object, the records indexed so far, and who waits. */
interface NameBuild {
  objects: Iterator<ObjectDef>
  records: Iterator<string> | undefined
  /**
   * The records in the index: the build skips those a write indexed first, and a write takes out
   * only what was put in (the set goes with the build).
   */
  indexed: Set<string>
  done: Promise<void>
  finish: () => void
  /** Whether slices are scheduled. */
  running: boolean
}

// Each workspace's name index: none until its first question, which builds it (in slices of
// NAME_SLICE records on turns of the event loop when asked through the API), then kept up to date
// by every record write (the cascade calls noteRecordNames and forgetRecordNames), so no later
// question pays for indexing every record. A workspace that is never asked pays nothing: about
// 200 bytes of heap per person. A change that can change what names or addresses read (rare)
// makes the next question build it anew; writes meanwhile skip it. What a record was indexed
// under is worked out again from its values when it leaves, not kept.
const states = new WeakMap<Workspace, NameState>()

/** Records a slice of a build indexes: about 2-4 ms of CPU (20,000 people take 100-300 ms in all). */
export const NAME_SLICE = 250

const emptyIndex = (): NameIndex => ({ full: new Map(), partial: new Map(), addresses: new Map(), size: 0 })

/** Starts a build of the workspace's index, unless one is complete or under way. */
function startBuild(workspace: Workspace): NameState {
  const state = states.get(workspace)
  if (state) return state
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  const build: NameBuild = {
    objects: workspace.objects.values(),
    records: undefined,
    indexed: new Set(),
    done,
    finish,
    running: false,
  }
  const fresh: NameState = { index: emptyIndex(), build }
  states.set(workspace, fresh)
  return fresh
}

/** Carries a build on by about `records` records; answers whether the index is complete. */
function buildSome(workspace: Workspace, state: NameState, records: number): boolean {
  const { build } = state
  if (!build) return true
  while (records > 0) {
    const id = nextRecordId(workspace, build, (object) => object.type !== 'list')
    if (id === undefined) {
      state.build = undefined
      build.finish()
      return true
    }
    records--
    const record = workspace.records.get(id)
    if (!record || build.indexed.has(record.id)) continue
    build.indexed.add(record.id)
    addRecord(state, recordKeys(workspace, record), record.id)
  }
  return false
}

/** Every record's names and addresses (lists aside), complete: built now, at once, where a build has not finished. */
export function buildNameIndex(workspace: Workspace): NameIndex {
  const state = startBuild(workspace)
  buildSome(workspace, state, Infinity)
  return state.index
}

/**
 * Starts the index's build, or carries it on, by about `records` records; answers whether it is
 * complete. Slices call it; so do tests that interleave writes with a build.
 */
export function buildNameIndexSome(workspace: Workspace, records: number): boolean {
  return buildSome(workspace, startBuild(workspace), records)
}

/**
 * Undefined when the workspace's index is complete, after building what one slice can if it was
 * not; otherwise a promise that resolves once slices on later turns of the event loop (a
 * `setTimeout` each, so requests in between are served) have built the rest, or the build was
 * given up for a new one (the index went stale). The API's ask waits for it.
 *
 * @example const pending = nameIndexReady(workspace); if (pending) await pending
 */
export function nameIndexReady(workspace: Workspace): Promise<void> | undefined {
  const state = startBuild(workspace)
  const build = state.build
  if (!build || buildNameIndexSome(workspace, NAME_SLICE)) return undefined
  if (!build.running) {
    build.running = true
    const slice = () => {
      // Finished meanwhile (by a question that could not wait), or given up: nothing left to do.
      if (state.build === build && states.get(workspace) === state && !buildSome(workspace, state, NAME_SLICE))
        setTimeout(slice, 0)
    }
    setTimeout(slice, 0)
  }
  return build.done
}

/**
 * Indexes a record created or changed; an update passes the values it had (`before`), under which
 * it was indexed. The cascade calls it after every record write.
 */
export function noteRecordNames(workspace: Workspace, record: RecordRow, before?: ReadonlyMap<string, unknown>): void {
  const state = states.get(workspace)
  // No index (the next question builds it).
  if (!state) return
  const { build } = state
  const indexed = !build || build.indexed.has(record.id)
  if (before && indexed)
    removeRecord(state, recordKeys(workspace, { ...record, values: before as RecordRow['values'] }), record.id)
  build?.indexed.add(record.id)
  addRecord(state, recordKeys(workspace, record), record.id)
}

/** Takes a deleted record out of the index. The cascade calls it after every record delete. */
export function forgetRecordNames(workspace: Workspace, record: RecordRow): void {
  const state = states.get(workspace)
  if (!state) return
  if (state.build && !state.build.indexed.delete(record.id)) return
  removeRecord(state, recordKeys(workspace, record), record.id)
}

/** Lets go of the index: the next question builds it anew. */
export function forgetNameIndex(workspace: Workspace): void {
  const state = states.get(workspace)
  if (!state) return
  states.delete(workspace)
  // Whoever waits for a build given up asks again, and builds anew.
  state.build?.finish()
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
