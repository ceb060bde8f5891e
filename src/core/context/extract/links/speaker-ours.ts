/*
 * A chat speaker who says where "we" are (issue 27, E8: three tuning writers' batches): "[14:03]
 * Agustina: Nico's last day with us at Tango Byte Games was Friday", "Mette: received, thanks, and
 * welcome to Nordlux Software!", "here at C". The speaker works there.
 * here-at.ts reads the same words for a letter's writer and leaves a chat alone (a speaker's "here"
 * is no one else's); this reads them for the speaker alone. Not "our ROLE at C" ("our integration
 * partner at C" is C's person), nor "hosting us at C" (a visit); "welcome to C" must end the clause.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The company of "with us at C", "here at C", "we at C" or "welcome to C!" at i, if any. */
function oursAt(view: View, i: number): CompanyState | undefined {
  const { at, isW, isX } = view
  const companyAt = (x: number) => {
    const e = at(x)
    return e?.k === 'C' && !e.poss ? e.ref : undefined
  }
  if (isW(i, 'us', 'here', 'we') && isW(i + 1, 'at') && !(isW(i, 'us') && !isW(i - 1, 'with'))) return companyAt(i + 2)
  if (isW(i, 'welcome') && isW(i + 1, 'to') && (i + 3 >= view.n || isX(i + 3, '!', '.', ',', ';')))
    return companyAt(i + 2)
  return undefined
}

/** Reads one chat line: the speaker's own company, when they name it as "ours". */
export function speakerOurs(r: Reader, view: View): void {
  const speaker = view.speaker
  if (!speaker || r.quoted || r.employerOf(speaker)) return
  for (let i = view.bodyStart; i < view.n; i++) {
    const company = oursAt(view, i)
    if (company) {
      r.worksAt(speaker, company, view.sentence)
      return
    }
  }
}
