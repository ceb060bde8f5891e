/*
 * Reads an AI list query ("senior engineers in Berlin", "CTOs at fintech companies", "people at
 * Acme") into criteria, without a model: known words and phrases (roles, seniority, industries,
 * time), and the workspace's own values (place names, company and person names). Pure: the
 * caller passes what the workspace knows as a `ListVocabulary` and the clock's time.
 */

/** What a query can be matched against: values taken from the workspace. */
export interface ListVocabulary {
  /** Every city, region and country value of the workspace's locations, as written. */
  places: readonly string[]
  /** The options of the company `industries` attribute. */
  industries: ReadonlyArray<{ id: string; name: string }>
  companies: ReadonlyArray<{ id: string; name: string }>
  people: ReadonlyArray<{ id: string; name: string }>
}

export type ListTarget = 'person' | 'company' | 'any'

export interface RoleCriterion {
  /** The role as the reading names it: `engineer`, `CTO`. */
  role: string
  /** The words of the query that named it. */
  words: string
  /** Lower-case patterns a job title matches (word starts, so `engineer` matches `Engineering`). */
  titles: readonly string[]
  /** An industry id a company of this kind is in (investors: venture_capital), for company targets. */
  industry?: string | undefined
}

export interface SeniorityCriterion {
  level: string
  words: string
  titles: readonly string[]
}

export interface IndustryCriterion {
  id: string
  name: string
  words: string
}

export interface RelationshipCriterion {
  /** The predicate seen from the matched person's side: `reports to`, `knows`, `manages`. */
  predicate: string
  person: { id: string; name: string }
}

export interface RecencyCriterion {
  field: 'created_at' | 'updated_at'
  /** Clock milliseconds: records changed at or after this instant match. */
  since: number
  words: string
}

/** How a query was read. Criteria of different kinds must all hold; within a kind any one may. */
export interface ListQueryReading {
  target: ListTarget
  /** Why the target is what it is. */
  targetReason: string
  roles: RoleCriterion[]
  seniority: SeniorityCriterion[]
  places: string[]
  industries: IndustryCriterion[]
  companies: Array<{ id: string; name: string }>
  relationships: RelationshipCriterion[]
  recency?: RecencyCriterion | undefined
  /** A limit the query itself states ("top 10"). */
  limit?: number | undefined
  /** The query asks for every record of the target ("all companies", "everyone"). */
  everything: boolean
  /** Words the reader did not use, in query order. */
  ignored: string[]
}

export type ListQueryResult = { ok: true; reading: ListQueryReading } | { ok: false; error: string }

interface RoleEntry {
  role: string
  /** Query words (singular, lower case; phrases allowed). */
  words: readonly string[]
  titles: readonly string[]
  industry?: string
}

/** Roles and their synonyms; titles are matched at word starts, so stems cover plural and -ing forms. */
const ROLES: readonly RoleEntry[] = [
  {
    role: 'CTO',
    words: ['cto', 'chief technology officer', 'chief technical officer'],
    titles: ['cto', 'chief technology officer', 'chief technical officer'],
  },
  { role: 'CEO', words: ['ceo', 'chief executive officer', 'chief executive'], titles: ['ceo', 'chief executive'] },
  { role: 'CFO', words: ['cfo', 'chief financial officer'], titles: ['cfo', 'chief financial officer'] },
  { role: 'COO', words: ['coo', 'chief operating officer'], titles: ['coo', 'chief operating officer'] },
  { role: 'CMO', words: ['cmo', 'chief marketing officer'], titles: ['cmo', 'chief marketing officer'] },
  { role: 'founder', words: ['founder', 'co-founder', 'cofounder'], titles: ['founder', 'co-founder', 'cofounder'] },
  {
    role: 'engineer',
    words: ['engineer', 'engineering', 'developer', 'dev', 'programmer', 'swe'],
    titles: ['engineer', 'developer', 'programmer'],
  },
  { role: 'designer', words: ['designer', 'design'], titles: ['designer', 'design'] },
  {
    role: 'sales',
    words: ['sales', 'salesperson', 'salespeople', 'seller', 'account executive'],
    titles: ['sales', 'account executive', 'business development'],
  },
  { role: 'marketing', words: ['marketing', 'marketer'], titles: ['marketing', 'marketer', 'growth', 'brand'] },
  { role: 'product manager', words: ['product manager', 'pm', 'pms'], titles: ['product manager', 'product owner'] },
  { role: 'manager', words: ['manager'], titles: ['manager'] },
  { role: 'director', words: ['director'], titles: ['director'] },
  { role: 'analyst', words: ['analyst'], titles: ['analyst'] },
  { role: 'architect', words: ['architect'], titles: ['architect'] },
  { role: 'consultant', words: ['consultant'], titles: ['consultant'] },
  { role: 'recruiter', words: ['recruiter', 'talent'], titles: ['recruiter', 'talent'] },
  { role: 'investor', words: ['investor', 'vc'], titles: ['investor', 'venture'], industry: 'venture_capital' },
]

const SENIORITY: ReadonlyArray<{ level: string; words: readonly string[]; titles: readonly string[] }> = [
  { level: 'senior', words: ['senior', 'sr'], titles: ['senior', 'sr', 'staff', 'principal'] },
  { level: 'lead', words: ['lead'], titles: ['lead'] },
  { level: 'head', words: ['head'], titles: ['head'] },
  { level: 'VP', words: ['vp', 'vps', 'vice president'], titles: ['vp', 'vice president'] },
  { level: 'chief', words: ['chief', 'c-level', 'executive'], titles: ['chief', 'cto', 'ceo', 'cfo', 'coo', 'cmo'] },
  { level: 'junior', words: ['junior', 'jr', 'entry-level'], titles: ['junior', 'jr', 'associate'] },
]

/** Words for an industry option id; an option's own name (folded) and id are read too. */
const INDUSTRY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  finance: ['fintech', 'finance', 'financial', 'banking', 'bank', 'payment', 'insurance', 'insurtech'],
  healthcare: ['health', 'healthcare', 'healthtech', 'medical', 'medtech', 'hospital'],
  tech: ['tech', 'technology', 'software', 'saas'],
  retail: ['retail', 'ecommerce', 'e-commerce', 'shop', 'store'],
  manufacturing: ['manufacturing', 'industrial', 'factory'],
  education: ['education', 'edtech', 'school', 'university'],
  media: ['media', 'publishing', 'entertainment'],
  consulting: ['consulting', 'consultancy', 'advisory'],
  energy: ['energy', 'cleantech', 'climate', 'utility'],
  real_estate: ['real estate', 'proptech', 'property'],
  logistics: ['logistics', 'shipping', 'transport', 'supply chain'],
  biotech: ['biotech', 'biotechnology', 'pharma', 'life science'],
  venture_capital: ['venture capital', 'venture', 'vc firm'],
}

/** Country names a query may use for the codes locations hold. */
const COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  US: ['united states', 'usa', 'america'],
  DE: ['germany'],
  GB: ['united kingdom', 'uk', 'britain', 'england'],
  FR: ['france'],
  CA: ['canada'],
  NL: ['netherlands'],
  ES: ['spain'],
  IN: ['india'],
}

const PERSON_WORDS = [
  'people',
  'person',
  'contact',
  'everyone',
  'everybody',
  'employee',
  'staff',
  'who',
  'someone',
  'anyone',
  'colleague',
]
const COMPANY_WORDS = [
  'company',
  'companies',
  'firm',
  'organisation',
  'organization',
  'business',
  'startup',
  'account',
  'customer',
  'vendor',
  'partner',
]
const EVERYTHING_WORDS = ['all', 'every', 'everyone', 'everybody', 'list', 'show', 'any']
/** Words that carry no criterion: they are neither used nor reported as ignored. */
const FILLER = new Set(
  'a an the of in at for from with and or to on by our my me us i we you is are was were be that which who whose whom their them his her its it this these those find get give me please workspace based located living work working works employed'.split(
    ' ',
  ),
)

const DAY = 86_400_000

/** Lower case, accents folded, punctuation (but `-`) turned into spaces, spaces collapsed. */
export function foldText(text: string): string {
  // Plain ASCII has no accents to strip: skip the costly normalization (names of a large workspace go through here).
  return (
    (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, ''))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}-]+/gu, ' ')
      .split(' ')
      // A dash between words ("Schmidt - Hahn") is punctuation; one inside a word ("co-founder") is not.
      .filter((word) => word !== '' && !/^-+$/.test(word))
      .join(' ')
  )
}

/** A word's singular form, roughly: `companies` -> `company`, `engineers` -> `engineer`, `ctos` -> `cto`. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && word !== 'sales')
    return word.slice(0, -1)
  return word
}

/** The query's words in singular form, joined by single spaces, with a space on each side for phrase look-ups. */
const padded = (words: readonly string[]): string => ` ${words.join(' ')} `

/**
 * Reads a query. Names from the vocabulary are looked for first (longest first, so "Acme Labs"
 * wins over "Acme"), then fixed phrases, then single words; every word is used at most once.
 *
 * @example
 * interpretListQuery('engineers in Berlin', undefined, vocabulary, clock.now())
 * // { ok: true, reading: { target: 'person', roles: [{ role: 'engineer', ... }], places: ['Berlin'], ... } }
 */
export function interpretListQuery(
  query: string,
  objectType: string | undefined,
  vocabulary: ListVocabulary,
  now: number,
): ListQueryResult {
  const trimmed = query.trim()
  if (trimmed === '') return { ok: false, error: 'the query is empty: say what to list, e.g. "engineers in Berlin"' }
  const type = objectType === undefined ? '' : foldText(objectType)
  let explicit: ListTarget | undefined
  let hint = ''
  if (type === 'person' || type === 'people' || type === 'contact' || type === 'contacts') explicit = 'person'
  else if (type === 'company' || type === 'companies') explicit = 'company'
  else if (type !== '') hint = type

  const words = foldText(hint === '' ? trimmed : `${trimmed} ${hint}`)
    .split(' ')
    .filter(Boolean)
    .map(singular)
  const used = new Array<boolean>(words.length).fill(false)

  /** Finds the phrase (already folded and singular) at word boundaries among unused words; marks and answers the first hit. */
  const take = (phrase: string): boolean => {
    const parts = phrase.split(' ').map(singular)
    for (let i = 0; i + parts.length <= words.length; i++) {
      let hit = true
      for (let j = 0; j < parts.length; j++) if (used[i + j] || words[i + j] !== parts[j]) hit = false
      if (hit) {
        for (let j = 0; j < parts.length; j++) used[i + j] = true
        return true
      }
    }
    return false
  }
  /** The index just after a phrase among the words, or -1. */
  const findAt = (parts: readonly string[], from = 0): number => {
    for (let i = from; i + parts.length <= words.length; i++)
      if (parts.every((part, j) => !used[i + j] && words[i + j] === part)) return i
    return -1
  }

  const reading: ListQueryReading = {
    target: 'person',
    targetReason: '',
    roles: [],
    seniority: [],
    places: [],
    industries: [],
    companies: [],
    relationships: [],
    everything: false,
    ignored: [],
  }

  // Relationships first: "reports to <person>", "who knows <person>", "managed by <person>".
  // Names folded once, longest first, so "Acme Labs" is tried before "Acme".
  const byLength = <T extends { name: string }>(items: readonly T[]) =>
    items
      .map((item) => ({ item, folded: foldText(item.name) }))
      .filter((entry) => entry.folded !== '')
      .sort((a, b) => b.folded.length - a.folded.length)
  let people: Array<{ item: { id: string; name: string }; folded: string }> | undefined
  const RELATIONSHIP_PHRASES: ReadonlyArray<[string, string]> = [
    ['report to', 'reports to'],
    ['reporting to', 'reports to'],
    ['managed by', 'reports to'],
    ['know', 'knows'],
    ['knowing', 'knows'],
    ['manage', 'manages'],
    ['managing', 'manages'],
  ]
  for (const [phrase, predicate] of RELATIONSHIP_PHRASES) {
    const parts = phrase.split(' ').map(singular)
    for (let at = findAt(parts); at >= 0; at = findAt(parts, at + 1)) {
      const after = at + parts.length
      people ??= byLength(vocabulary.people)
      const found = people.find((p) =>
        p.folded
          .split(' ')
          .map(singular)
          .every((part, j) => !used[after + j] && words[after + j] === part),
      )
      if (!found) continue
      const length = found.folded.split(' ').length
      for (let j = at; j < after + length; j++) used[j] = true
      reading.relationships.push({ predicate, person: { id: found.item.id, name: found.item.name } })
    }
  }

  for (const { item, folded } of byLength(vocabulary.companies)) {
    if (take(folded)) reading.companies.push({ id: item.id, name: item.name })
  }

  // Places: names of three letters or more anywhere; short codes (CA, DE) only as written in capitals.
  const rawWords = new Set(trimmed.split(/[^\p{L}\p{N}]+/u))
  const places = [...new Set(vocabulary.places)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  for (const place of places) {
    const folded = foldText(place)
    if (folded === '') continue
    if (folded.length <= 2 || folded === 'usa') {
      if (rawWords.has(place) && take(folded)) reading.places.push(place)
      continue
    }
    if (take(folded)) reading.places.push(place)
  }
  for (const [code, names] of Object.entries(COUNTRY_NAMES)) {
    if (!vocabulary.places.includes(code)) continue
    if (names.some((name) => take(name)) && !reading.places.includes(code)) reading.places.push(code)
  }

  // Roles and seniority before industries: "chief financial officer" is a role, "financial" alone an industry.
  const phrasesFirst = <T>(entries: readonly T[], wordsOf: (entry: T) => readonly string[]) =>
    entries
      .flatMap((entry) => wordsOf(entry).map((word) => ({ entry, word })))
      .sort((a, b) => b.word.split(' ').length - a.word.split(' ').length)
  for (const { entry, word } of phrasesFirst(ROLES, (r) => r.words)) {
    if (take(word) && !reading.roles.some((r) => r.role === entry.role))
      reading.roles.push({ role: entry.role, words: word, titles: entry.titles, industry: entry.industry })
  }
  for (const { entry, word } of phrasesFirst(SENIORITY, (s) => s.words)) {
    if (take(word) && !reading.seniority.some((s) => s.level === entry.level))
      reading.seniority.push({ level: entry.level, words: word, titles: entry.titles })
  }
  const industryWords = vocabulary.industries.flatMap((option) =>
    [...(INDUSTRY_SYNONYMS[option.id] ?? []), foldText(option.name), foldText(option.id.replace(/_/g, ' '))].map(
      (word) => ({ entry: option, word }),
    ),
  )
  industryWords.sort((a, b) => b.word.split(' ').length - a.word.split(' ').length)
  for (const { entry, word } of industryWords) {
    if (take(word) && !reading.industries.some((i) => i.id === entry.id))
      reading.industries.push({ id: entry.id, name: entry.name, words: word })
  }

  reading.recency = readRecency(words, used, now)

  // "top 10", "first 5", "10 best".
  for (let i = 0; i + 1 < words.length; i++) {
    if (used[i] || used[i + 1]) continue
    if ((words[i] === 'top' || words[i] === 'first') && /^\d{1,4}$/.test(words[i + 1]!)) {
      reading.limit = Number(words[i + 1])
      used[i] = used[i + 1] = true
    }
  }

  const personWord = words.some((word, i) => !used[i] && PERSON_WORDS.includes(word))
  const companyWord = words.some((word, i) => !used[i] && COMPANY_WORDS.map(singular).includes(word))
  words.forEach((word, i) => {
    if (used[i]) return
    if (PERSON_WORDS.includes(word) || COMPANY_WORDS.map(singular).includes(word) || EVERYTHING_WORDS.includes(word))
      used[i] = true
  })
  reading.everything = words.some((word) => EVERYTHING_WORDS.includes(word))

  const personCriteria =
    reading.roles.some((r) => r.industry === undefined) ||
    reading.seniority.length > 0 ||
    reading.relationships.length > 0
  if (explicit) {
    reading.target = explicit
    reading.targetReason = `object_type "${objectType}"`
  } else if (personCriteria || personWord) {
    reading.target = 'person'
    reading.targetReason = personCriteria ? 'the query names roles or people' : 'the query asks for people'
  } else if (companyWord) {
    reading.target = 'company'
    reading.targetReason = 'the query asks for companies'
  } else if (hint !== '' || reading.roles.some((r) => r.industry !== undefined)) {
    reading.target = 'any'
    reading.targetReason =
      hint !== '' ? `object_type "${objectType}" read as a hint` : 'the role names people and companies alike'
  } else {
    reading.target = 'person'
    reading.targetReason = 'contacts by default'
  }

  reading.ignored = words.filter((word, i) => !used[i] && !FILLER.has(word))
  const criteria =
    reading.roles.length +
    reading.seniority.length +
    reading.places.length +
    reading.industries.length +
    reading.companies.length +
    reading.relationships.length +
    (reading.recency ? 1 : 0)
  if (criteria === 0 && !reading.everything && !personWord && !companyWord) {
    return {
      ok: false,
      error: `the query "${trimmed}" names no role, seniority, place, industry, company, person, relationship or time that the workspace knows`,
    }
  }
  return { ok: true, reading }
}

/** "added last week", "new this month", "recently updated", "updated in the last 3 days". */
function readRecency(words: string[], used: boolean[], now: number): RecencyCriterion | undefined {
  const text = padded(words.map((word, i) => (used[i] ? '_' : word)))
  const span =
    /\b(?:last|past|within|in the last|in the past) (\d{1,3}) (day|week|month)\b/.exec(text) ??
    /\b(?:last|past|this) (day|week|month|year)\b/.exec(text) ??
    /\b(today|yesterday|recently|recent|lately|new|newly)\b/.exec(text)
  if (!span) return undefined
  let days: number
  if (span[2] !== undefined)
    days = Number(span[1]) * ({ day: 1, week: 7, month: 30 } as Record<string, number>)[span[2]]!
  else
    days = ({ day: 1, today: 1, yesterday: 2, week: 7, month: 30, year: 365 } as Record<string, number>)[span[1]!] ?? 7
  const updated = /\b(?:updated|update|changed|modified|edited)\b/.test(text)
  const spanWords = span[0].trim().split(' ')
  const start = text.slice(0, span.index).trim().split(' ').filter(Boolean).length
  for (let i = 0; i < spanWords.length; i++) used[start + i] = true
  words.forEach((word, i) => {
    if (/^(?:added|created|joined|updated|update|changed|modified|edited)$/.test(word)) used[i] = true
  })
  return { field: updated ? 'updated_at' : 'created_at', since: now - days * DAY, words: span[0].trim() }
}
