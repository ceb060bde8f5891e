import { createNameDirectory, extractContext, type Extraction } from '../../src/core/context/extract/index.js'
import { LEGAL_SUFFIXES } from '../../src/core/context/lexicon.js'
import type { CorpusText, ExpectedTask } from './types.js'

export const CATEGORIES = ['people', 'companies', 'works-at', 'other links', 'tasks'] as const
export type Category = (typeof CATEGORIES)[number]

export interface Score {
  tp: number
  fp: number
  fn: number
}

export interface Figures {
  precision: number
  recall: number
  f1: number
}

/** The clock's now for the corpus (a Thursday), so dates read the same every run. */
export const CORPUS_NOW = Date.parse('2026-01-15T10:00:00Z')

const person = (name: string): string => name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
/** Legal forms as the comparison writes them, without stops ("s.r.o." as "sro"). */
const FORMS = new Set([...LEGAL_SUFFIXES].map((form) => form.replace(/[.,]/g, '')))
/** A company's name for comparison: lower case, without a trailing legal form ("Nordbank AG" = "Nordbank"). */
const company = (name: string): string => {
  const words = name.normalize('NFC').toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean)
  while (words.length > 1 && FORMS.has(words[words.length - 1]!)) words.pop()
  return words.join(' ')
}

/** What the extractor found in a text, as comparable keys per category. */
export function found(extraction: Extraction): Record<Category, Set<string>> {
  const other = new Set<string>()
  for (const link of extraction.links) {
    if (link.kind === 'works_at') continue
    if (link.kind === 'knows') other.add(`knows|${[person(link.from), person(link.to)].sort().join('|')}`)
    else if (link.kind === 'left_for') other.add(`left_for|${person(link.from)}|${company(link.to)}`)
    else other.add(`${link.kind}|${person(link.from)}|${person(link.to)}`)
  }
  return {
    people: new Set(extraction.people.map((p) => person(p.name))),
    companies: new Set(extraction.companies.map((c) => company(c.name))),
    'works-at': new Set(
      extraction.links.filter((l) => l.kind === 'works_at').map((l) => `${person(l.from)}|${company(l.to)}`),
    ),
    'other links': other,
    tasks: new Set(extraction.followUps.map((f) => taskKey(f.title, f.due, f.assignee))),
  }
}

const taskKey = (text: string, due: string | undefined, assignee: string | undefined): string =>
  `${assignee === undefined ? '-' : person(assignee)}|${due ?? '-'}|${text.toLowerCase()}`

/**
 * Tasks found that a careful reader listed: a suggested task matches a listed one when its title
 * holds the listed words and its due day and assignee are the listed ones (none when none is listed).
 */
function matchTasks(
  extraction: Extraction,
  wanted: readonly ExpectedTask[],
): { tp: number; missed: string[]; extra: string[] } {
  const left = [...extraction.followUps]
  const missed: string[] = []
  for (const want of wanted) {
    const i = left.findIndex(
      (f) =>
        f.title.toLowerCase().includes(want.text.toLowerCase()) &&
        f.due === want.due &&
        (f.assignee === undefined ? undefined : person(f.assignee)) ===
          (want.assignee === undefined ? undefined : person(want.assignee)),
    )
    if (i >= 0) left.splice(i, 1)
    else missed.push(taskKey(want.text, want.due, want.assignee))
  }
  return {
    tp: wanted.length - missed.length,
    missed,
    extra: left.map((f) => taskKey(f.title, f.due, f.assignee)),
  }
}

/** What a careful reader found, as the same keys. */
export function expected(text: CorpusText): Record<Category, Set<string>> {
  const other = new Set<string>()
  for (const [kind, from, to] of text.links ?? []) {
    if (kind === 'knows') other.add(`knows|${[person(from), person(to)].sort().join('|')}`)
    else if (kind === 'left_for') other.add(`left_for|${person(from)}|${company(to)}`)
    else other.add(`${kind}|${person(from)}|${person(to)}`)
  }
  return {
    people: new Set(text.people.map(person)),
    companies: new Set(text.companies.map(company)),
    'works-at': new Set(text.worksAt.map(([p, c]) => `${person(p)}|${company(c)}`)),
    'other links': other,
    tasks: new Set((text.tasks ?? []).map((t) => taskKey(t.text, t.due, t.assignee))),
  }
}

export interface TextResult {
  id: string
  missed: Record<Category, string[]>
  extra: Record<Category, string[]>
}

/** Scores the extractor on a set of texts: counts per category, and what each text missed or added. */
export function scoreCorpus(texts: readonly CorpusText[]): {
  scores: Record<Category, Score>
  figures: Record<Category, Figures>
  texts: TextResult[]
  chars: number
} {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }])) as Record<Category, Score>
  const results: TextResult[] = []
  let chars = 0
  for (const text of texts) {
    chars += text.text.length
    const extraction = extractContext(text.text, createNameDirectory([]), CORPUS_NOW)
    const got = found(extraction)
    const want = expected(text)
    const result: TextResult = { id: text.id, missed: {} as TextResult['missed'], extra: {} as TextResult['extra'] }
    for (const category of CATEGORIES) {
      if (category === 'tasks') {
        // Only texts that list their follow-ups are scored for them.
        const tasks = text.tasks ? matchTasks(extraction, text.tasks) : { tp: 0, missed: [], extra: [] }
        scores.tasks.tp += tasks.tp
        scores.tasks.fn += tasks.missed.length
        scores.tasks.fp += tasks.extra.length
        result.missed.tasks = tasks.missed
        result.extra.tasks = tasks.extra
        continue
      }
      const g = got[category]
      const w = want[category]
      const missed = [...w].filter((k) => !g.has(k))
      const extra = [...g].filter((k) => !w.has(k))
      scores[category].tp += w.size - missed.length
      scores[category].fn += missed.length
      scores[category].fp += extra.length
      result.missed[category] = missed
      result.extra[category] = extra
    }
    results.push(result)
  }
  const figures = Object.fromEntries(
    CATEGORIES.map((c) => {
      const { tp, fp, fn } = scores[c]
      const precision = tp + fp === 0 ? 1 : tp / (tp + fp)
      const recall = tp + fn === 0 ? 1 : tp / (tp + fn)
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
      return [c, { precision, recall, f1 }]
    }),
  ) as Record<Category, Figures>
  return { scores, figures, texts: results, chars }
}
