import { describe, expect, it } from 'vitest'
import { foldText, interpretListQuery, singular, type ListQueryReading, type ListVocabulary } from './interpret.js'

const NOW = Date.parse('2026-01-15T10:00:00Z')
const DAY = 86_400_000

const vocabulary: ListVocabulary = {
  places: ['Berlin', 'CT', 'DE', 'Hartford', 'New Haven', 'US'],
  industries: [
    { id: 'tech', name: 'Technology' },
    { id: 'finance', name: 'Financial Services' },
    { id: 'healthcare', name: 'Healthcare' },
    { id: 'venture_capital', name: 'Venture Capital' },
  ],
  companies: [
    { id: '101', name: 'Acme' },
    { id: '102', name: 'Acme Labs' },
    { id: '103', name: 'Schmidt - Hahn' },
  ],
  people: [
    { id: '201', name: 'Ada Lovelace' },
    { id: '202', name: 'Grace Hopper' },
  ],
}

function read(query: string, objectType?: string): ListQueryReading {
  const result = interpretListQuery(query, objectType, vocabulary, NOW)
  if (!result.ok) throw new Error(result.error)
  return result.reading
}

describe('interpretListQuery', () => {
  it('reads "engineers in Berlin" as people whose title says engineer, located in Berlin', () => {
    const reading = read('engineers in Berlin')
    expect(reading.target).toBe('person')
    expect(reading.roles.map((r) => [r.role, r.words])).toEqual([['engineer', 'engineer']])
    expect(reading.roles[0]!.titles).toEqual(['engineer', 'developer', 'programmer'])
    expect(reading.places).toEqual(['Berlin'])
    expect(reading.industries).toEqual([])
    expect(reading.ignored).toEqual([])
  })

  it('reads "CTOs at fintech companies" as a role and the finance industry, targeting people', () => {
    const reading = read('CTOs at fintech companies')
    expect(reading.target).toBe('person')
    expect(reading.targetReason).toBe('the query names roles or people')
    expect(reading.roles.map((r) => r.role)).toEqual(['CTO'])
    expect(reading.industries).toEqual([{ id: 'finance', name: 'Financial Services', words: 'fintech' }])
  })

  it('reads a role written out in full, before its words can read as an industry', () => {
    const reading = read('chief financial officers')
    expect(reading.roles.map((r) => r.role)).toEqual(['CFO'])
    expect(reading.industries).toEqual([])
  })

  it('prefers the longest company name: "people at Acme Labs" is Acme Labs, not Acme', () => {
    expect(read('people at Acme Labs').companies).toEqual([{ id: '102', name: 'Acme Labs' }])
    expect(read('people at acme').companies).toEqual([{ id: '101', name: 'Acme' }])
  })

  it('matches a company name across punctuation and case', () => {
    expect(read('who works at schmidt hahn').companies).toEqual([{ id: '103', name: 'Schmidt - Hahn' }])
  })

  it('reads relationships to a known person', () => {
    expect(read('who reports to Ada Lovelace').relationships).toEqual([
      { predicate: 'reports to', person: { id: '201', name: 'Ada Lovelace' } },
    ])
    expect(read('people who know grace hopper').relationships).toEqual([
      { predicate: 'knows', person: { id: '202', name: 'Grace Hopper' } },
    ])
    expect(read('who is managed by Ada Lovelace').relationships[0]!.predicate).toBe('reports to')
  })

  it('reads seniority next to a role', () => {
    const reading = read('senior engineers')
    expect(reading.seniority.map((s) => s.level)).toEqual(['senior'])
    expect(reading.roles.map((r) => r.role)).toEqual(['engineer'])
    expect(read('VPs of sales').seniority.map((s) => s.level)).toEqual(['VP'])
    expect(read('VPs of sales').roles.map((r) => r.role)).toEqual(['sales'])
  })

  it('reads industries by synonym, option name and option id', () => {
    expect(read('health companies').industries.map((i) => i.id)).toEqual(['healthcare'])
    expect(read('financial services companies').industries.map((i) => i.id)).toEqual(['finance'])
    expect(read('venture capital firms').industries.map((i) => i.id)).toEqual(['venture_capital'])
    expect(read('venture capital firms').target).toBe('company')
  })

  it('reads recency against the clock: created or updated, and the span', () => {
    expect(read('companies added last week').recency).toEqual({
      field: 'created_at',
      since: NOW - 7 * DAY,
      words: 'last week',
    })
    expect(read('recently updated people').recency).toEqual({
      field: 'updated_at',
      since: NOW - 7 * DAY,
      words: 'recently',
    })
    expect(read('contacts added in the last 3 days').recency).toEqual({
      field: 'created_at',
      since: NOW - 3 * DAY,
      words: 'in the last 3 day',
    })
    expect(read('people added today').recency?.since).toBe(NOW - DAY)
  })

  it('reads a limit from "top N"', () => {
    expect(read('top 10 engineers').limit).toBe(10)
    expect(read('engineers').limit).toBeUndefined()
  })

  it('reads two-letter place codes only as written in capitals, so "in" and "me" stay words', () => {
    expect(read('engineers in CT').places).toEqual(['CT'])
    expect(read('engineers in ct').places).toEqual([])
    expect(read('engineers in Germany').places).toEqual(['DE'])
  })

  it('takes the target from object_type: person, contact, company', () => {
    expect(read('in Berlin', 'company').target).toBe('company')
    expect(read('in Berlin', 'contact').target).toBe('person')
    expect(read('in Berlin', 'person').targetReason).toBe('object_type "person"')
  })

  it('reads free-text object_type as a hint: "investors" names people by title and venture capital companies', () => {
    const reading = read('in Berlin', 'investors')
    expect(reading.target).toBe('any')
    expect(reading.roles.map((r) => [r.role, r.industry])).toEqual([['investor', 'venture_capital']])
    expect(reading.places).toEqual(['Berlin'])
  })

  it('defaults to contacts, and reads "all companies" as every company', () => {
    const reading = read('all companies')
    expect(reading.target).toBe('company')
    expect(reading.everything).toBe(true)
    expect(read('everyone').target).toBe('person')
  })

  it('reports the words it did not use', () => {
    expect(read('friendly engineers in Berlin').ignored).toEqual(['friendly'])
  })

  it('fails an empty or unreadable query with an error naming it', () => {
    expect(interpretListQuery('   ', undefined, vocabulary, NOW)).toEqual({
      ok: false,
      error: 'the query is empty: say what to list, e.g. "engineers in Berlin"',
    })
    expect(interpretListQuery('qwzx blorf', undefined, vocabulary, NOW)).toEqual({
      ok: false,
      error:
        'the query "qwzx blorf" names no role, seniority, place, industry, company, person, relationship or time that the workspace knows',
    })
  })

  it('is deterministic: the same query and vocabulary read the same way', () => {
    expect(read('senior CTOs at fintech companies in Berlin added last month')).toEqual(
      read('senior CTOs at fintech companies in Berlin added last month'),
    )
  })
})

describe('word helpers', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('  José, Müller-Lüdenscheidt! ')).toBe('jose muller-ludenscheidt')
  })

  it('makes plurals singular without touching sales or -ss words', () => {
    expect(['engineers', 'companies', 'ctos', 'sales', 'business', 'status'].map(singular)).toEqual([
      'engineer',
      'company',
      'cto',
      'sales',
      'business',
      'status',
    ])
  })
})
