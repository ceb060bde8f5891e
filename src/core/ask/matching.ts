import { recordName } from '../records/record-name.js'
import type { Workspace } from '../model.js'
import { singleValues } from '../schema/values.js'
import { isDomainName, isEmailAddress, trimTrailing } from '../text.js'

/** A record the question names, with how sure the match is and why. */
export interface NameMatch {
  id: string
  score: number
  reason: string
}

/** Lower-case words without accents; names and questions are compared in this form. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

// Single words that are never a name on their own, however they are capitalized.
const NOT_NAMES = new Set(
  'who what where when which why how is are was were does do did the a an and or about tell me us give show find any his her him he she it its they them their this that these those what\'s whats company person people recently lately latest new news'.split(' '),
)

const MAX_NAME_WORDS = 6

interface NameIndex {
  /** Whole names (a person's full name, a company's name), as joined words -> record ids. */
  full: Map<string, string[]>
  /** A person's first or last name alone -> record ids. */
  partial: Map<string, string[]>
  /** E-mail addresses and domains, lower case -> record ids. */
  addresses: Map<string, string[]>
  /** How many records were indexed. */
  size: number
}

const push = (map: Map<string, string[]>, key: string, id: string): void => {
  if (!key) return
  const list = map.get(key)
  if (!list) map.set(key, [id])
  else if (!list.includes(id)) list.push(id)
}

// The last index built for each workspace, with the fingerprint it was built at. Every record
// write appends a timeline event (the sequence moves) and every delete shrinks the record map, so
// an unchanged fingerprint means unchanged names: 10,000 records take a few hundred ms to index.
const cache = new WeakMap<Workspace, { fingerprint: string; index: NameIndex }>()

/** Every record's names and addresses (lists aside), built again only when records may have changed. */
export function buildNameIndex(workspace: Workspace): NameIndex {
  const fingerprint = `${workspace.timeline.seq}|${workspace.records.size}|${workspace.attributes.size}|${workspace.objects.size}`
  const cached = cache.get(workspace)
  if (cached && cached.fingerprint === fingerprint) return cached.index
  const index = indexNames(workspace)
  cache.set(workspace, { fingerprint, index })
  return index
}

function indexNames(workspace: Workspace): NameIndex {
  const index: NameIndex = { full: new Map(), partial: new Map(), addresses: new Map(), size: 0 }
  for (const object of workspace.objects.values()) {
    if (object.type === 'list') continue
    const bySlug = new Map(object.attribute_ids.map((id) => [workspace.attributes.get(id)!.slug, workspace.attributes.get(id)!]))
    for (const recordId of workspace.recordIdsByObject.get(object.id) ?? []) {
      const record = workspace.records.get(recordId)!
      index.size++
      const name = words(recordName(workspace, record))
      push(index.full, name.join(' '), record.id)
      if (object.slug === 'person' && name.length > 1) {
        push(index.partial, name[0]!, record.id)
        push(index.partial, name[name.length - 1]!, record.id)
      }
      for (const slug of ['email_addresses', 'domains']) {
        const attribute = bySlug.get(slug)
        if (!attribute) continue
        for (const value of singleValues(attribute, record.values.get(attribute.id))) {
          const address = String(value).toLowerCase()
          push(index.addresses, address, record.id)
          // A person's e-mail domain does not name the person; a company's domain names the company.
        }
      }
    }
  }
  return index
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
  const add = (ids: readonly string[], score: number, reason: string): void => {
    for (const id of ids) if (!found.has(id) || found.get(id)!.score < score) found.set(id, { id, score, reason })
  }
  for (const address of addressesIn(query.toLowerCase())) {
    const ids = index.addresses.get(address) ?? index.addresses.get(address.replace(/^www\./, ''))
    if (ids) add(ids, 1, `Matches ${address.includes('@') ? 'the e-mail address' : 'the domain'} ${address}`)
  }
  // Words of the question with whether each was capitalized as written.
  const original = query.normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const tokens = original.map((word) => word.toLowerCase())
  const capitalized = original.map((word) => /^\p{Lu}/u.test(word))
  for (let start = 0; start < tokens.length; ) {
    let matched = 0
    for (let length = Math.min(MAX_NAME_WORDS, tokens.length - start); length >= 1 && matched === 0; length--) {
      const phrase = tokens.slice(start, start + length).join(' ')
      if (length === 1 && (!capitalized[start] || NOT_NAMES.has(phrase))) continue
      const ids = index.full.get(phrase)
      if (ids) {
        add(ids, 1, `Named in the question ("${original.slice(start, start + length).join(' ')}")`)
        matched = length
      } else if (length === 1) {
        const people = index.partial.get(phrase)
        if (people && people.length <= 3) {
          add(people, Math.round((0.8 / people.length) * 1000) / 1000, `"${original[start]}" is part of the name`)
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
  he: 'person', him: 'person', his: 'person', himself: 'person', she: 'person', her: 'person', hers: 'person', herself: 'person',
  it: 'thing', its: 'thing', they: 'any', them: 'any', their: 'any', theirs: 'any', there: 'thing',
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
export function resolvePronoun(workspace: Workspace, refers: 'person' | 'thing' | 'any', previous: { primary: string[]; related: string[] }): string[] {
  const isPerson = (id: string): boolean => workspace.objects.get(workspace.records.get(id)!.object_id)!.slug === 'person'
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
