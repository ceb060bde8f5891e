import { describe, expect, it } from 'vitest'
import { attestedFirstNames } from './extract/attested.js'
import { SEARCH_WINDOW, eachMatchSliced } from './extract/sliced-matches.js'

const GREETING = /(?<![\p{L}\p{M}])(?:Hi|Dear) (\p{Lu}[\p{Ll}\p{M}'’-]{1,63})[,!]/gu

/** Every match of `pattern` over `text` at once: what the sliced search must equal. */
function atOnce(pattern: RegExp, text: string): Array<[number, string]> {
  return [...text.matchAll(pattern)].map((m) => [m.index, m[1]!])
}

function sliced(pattern: RegExp, text: string, reach: number): { matches: Array<[number, string]>; slices: number } {
  const matches: Array<[number, string]> = []
  let slices = 1
  for (const _ of eachMatchSliced(pattern, text, reach, (m, at) => matches.push([at, m[1]!]))) slices++
  return { matches, slices }
}

describe('searches of the whole text, in slices', () => {
  it('find every match a search of the whole text finds, where a window ends mid-match or mid-word', () => {
    // A greeting at every offset around the first two windows' ends, and a name that a letter
    // before the window would make no match ("xHi Ana," is not a greeting).
    for (const shift of [-12, -9, -5, -3, -2, -1, 0, 1, 2, 3]) {
      for (const window of [SEARCH_WINDOW, 2 * SEARCH_WINDOW]) {
        const at = window + shift
        const filler = 'ab '.repeat(Math.ceil(at / 3)).slice(0, at - 1) + ' '
        const text = filler + 'Hi Anastasia, xHi Bruno! Dear Chidi, ' + 'cd '.repeat(SEARCH_WINDOW / 2)
        const { matches } = sliced(GREETING, text, 80)
        expect(matches).toEqual(atOnce(GREETING, text))
        expect(matches.map(([, name]) => name)).toEqual(['Anastasia', 'Chidi'])
      }
    }
  })

  it('give the event loop back between windows when the text has no match at all', () => {
    // The fault this fixed: a text without matches was searched in one exec, in one slice.
    const text = 'Thanks!\n— Chris\n'.repeat(32_768)
    const { matches, slices } = sliced(GREETING, text, 80)
    expect(matches).toEqual([])
    expect(slices).toBe(Math.ceil(text.length / SEARCH_WINDOW))
  })

  it('of first names give the event loop back on a text that names no one', () => {
    const search = attestedFirstNames('Thanks!\n— Chris\n'.repeat(32_768))
    let yields = 0
    while (!search.next().done) yields++
    // Two patterns, each searched in eight windows of 512 KiB, with a yield between two windows.
    expect(yields).toBe(14)
  })

  it('vouch for the same first names however long the text before them is', () => {
    const names = (text: string) => {
      const search = attestedFirstNames(text)
      let step = search.next()
      while (!step.done) step = search.next()
      return [...step.value].sort()
    }
    const tail = 'Kwame runs the depot. Thanks, Rania! Hi Deniz, Ewan is here.'
    expect(names(tail)).toEqual(['deniz', 'ewan', 'kwame', 'rania'])
    for (const pad of [SEARCH_WINDOW - 7, SEARCH_WINDOW - 30, 3 * SEARCH_WINDOW - 1])
      expect(names('x'.repeat(pad) + ' ' + tail)).toEqual(['deniz', 'ewan', 'kwame', 'rania'])
  })
})
