import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createTermTree, deleteTreeTerm, prefixTerms, setTreeTerm, typoTerms } from './term-tree.js'

// The dictionary's radix tree against brute force over the same set of terms, after any inserts
// and deletes: prefix matches shortest first, typo matches within the distance, and the budgets.

function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}

const byLengthThenText = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
// A small alphabet makes shared prefixes, splits and merges likely, and is wide enough for nodes
// with more children than WIDE (indexed by first letter); one letter is not ASCII.
const key = fc.string({
  unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'é'),
  minLength: 1,
  maxLength: 6,
})

describe('the term tree', () => {
  it('answers prefix and typo matches as brute force does, after any inserts and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), key), { minLength: 20, maxLength: 150, size: 'max' }),
        fc.array(key, { minLength: 1, maxLength: 6 }),
        (operations, words) => {
          const tree = createTermTree<string>()
          const terms = new Set<string>()
          for (const [add, text] of operations) {
            if (add) {
              setTreeTerm(tree, text, text)
              terms.add(text)
            } else {
              deleteTreeTerm(tree, text)
              terms.delete(text)
            }
          }
          for (const word of words) {
            const prefixed = [...terms].filter((term) => term.startsWith(word) && term !== word).sort(byLengthThenText)
            expect(prefixTerms(tree, word, 1000, { steps: 1e9 }).map((match) => match.key)).toEqual(prefixed)
            expect(prefixTerms(tree, word, 3, { steps: 1e9 }).map((match) => match.key)).toEqual(prefixed.slice(0, 3))
            for (const distance of [1, 2]) {
              const close = [...terms].filter((term) => term !== word && levenshtein(term, word) <= distance).sort()
              const found = typoTerms(tree, word, distance, { steps: 1e9 })
              expect(found.map((match) => match.key).sort()).toEqual(close)
              for (const match of found) expect(match.distance).toBe(levenshtein(match.key, word))
            }
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('stops a walk when its steps run out, answering what it found', () => {
    const tree = createTermTree<number>()
    for (let i = 0; i < 5_000; i++) setTreeTerm(tree, `a${i.toString(36)}`, i)
    const budget = { steps: 100 }
    const found = prefixTerms(tree, 'a', 1_000, budget)
    expect(budget.steps).toBeLessThanOrEqual(0)
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(100)
    const typos = { steps: 50 }
    typoTerms(tree, 'a1234', 2, typos)
    expect(typos.steps).toBeLessThanOrEqual(0)
  })
})
