import { describe, expect, it } from 'vitest'
import { HELD_OUT } from '../corpus/held-out.js'
import { CATEGORIES, scoreCorpus, type Category } from '../corpus/score.js'
import { TUNING } from '../corpus/tuning.js'

/** Floors under the figures of docs/extraction.md (npm run eval:extract): a change that reads worse fails here. */
const FLOORS: Record<'tuning' | 'held-out', Record<Category, { precision: number; recall: number }>> = {
  tuning: {
    people: { precision: 0.95, recall: 0.9 },
    companies: { precision: 0.95, recall: 0.9 },
    'works-at': { precision: 0.95, recall: 0.9 },
    'other links': { precision: 0.95, recall: 0.8 },
  },
  'held-out': {
    people: { precision: 0.9, recall: 0.9 },
    companies: { precision: 0.9, recall: 0.9 },
    'works-at': { precision: 0.85, recall: 0.65 },
    'other links': { precision: 0.8, recall: 0.3 },
  },
}

describe('the extraction corpus', () => {
  it('has at least 80 texts, 40 of them held out, covering every genre in both parts', () => {
    expect(TUNING.length + HELD_OUT.length).toBeGreaterThanOrEqual(80)
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(40)
    expect(new Set(TUNING.map((t) => t.genre))).toEqual(new Set(HELD_OUT.map((t) => t.genre)))
    expect(new Set([...TUNING, ...HELD_OUT].map((t) => t.id)).size).toBe(TUNING.length + HELD_OUT.length)
  })

  for (const [half, texts] of [
    ['tuning', TUNING],
    ['held-out', HELD_OUT],
  ] as const) {
    it(`reads the ${half} half at or above its precision and recall floors in every category`, () => {
      const { figures } = scoreCorpus(texts)
      for (const category of CATEGORIES) {
        expect(figures[category].precision, `${half} ${category} precision`).toBeGreaterThanOrEqual(
          FLOORS[half][category].precision,
        )
        expect(figures[category].recall, `${half} ${category} recall`).toBeGreaterThanOrEqual(
          FLOORS[half][category].recall,
        )
      }
    })
  }

  it('makes no person or company of a text that names nobody', () => {
    for (const text of [...TUNING, ...HELD_OUT].filter((t) => t.genre === 'no names')) {
      const { figures, scores } = scoreCorpus([text])
      expect(scores.people.fp + scores.companies.fp, text.id).toBe(0)
      expect(figures.people.precision).toBe(1)
    }
  })
})
