/*
 * A title after "your" is the addressee's side (issue 27, W11, t1101-t1140): "Devon Reid, your
 * procurement lead", "your plant lead, Nakato Ssempala". Such a person is not placed at the company
 * in play by the title alone (the company the e-mail last named is as often the writer's own);
 * possessive-roles.ts places them at the greeted person's company when the text names it.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { dropTitlesAtTheirs } from './your-companies.js'

const yours = new WeakMap<Reader, Set<PersonState>>()

/** Reads one sentence for "P, your T" and "your T, P". */
export function yourTitles(r: Reader, view: View): void {
  const { isW, isX, at, personAt } = view
  for (let i = 0; i + 2 < view.n; i++) {
    if (!isW(i, 'your') || at(i + 1)?.k !== 'T') continue
    const after = isX(i + 2, ',') ? personAt(i + 3) : personAt(i + 2)
    const before = isX(i - 1, ',') ? personAt(i - 2) : undefined
    for (const p of [after, before]) {
      if (!p) continue
      let set = yours.get(r)
      if (!set) yours.set(r, (set = new Set()))
      if (set.size < 200) set.add(p)
    }
  }
}

/** Takes the people a "your" title named out of those a title places at the company in play. */
export function dropYourTitles(r: Reader): void {
  dropTitlesAtTheirs(r)
  const set = yours.get(r)
  if (!set) return
  for (let x = r.titledInPlay.length - 1; x >= 0; x--)
    if (set.has(r.titledInPlay[x]!.person)) r.titledInPlay.splice(x, 1)
}
