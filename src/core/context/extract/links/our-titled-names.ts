/*
 * A colleague the writer names with "our" and a title where no clause reads it (issue 27, E8: three
 * tuning writers' batches): after a verb or a preposition ("on behalf of Dr. Ingrid Solberg, our
 * Chief Executive, to confirm", "will report to Rafael Souza, our design director.") and before the
 * name without a comma ("The panel, our Head of Geology Saule Nurpeisova and ..."). The person works
 * at the writer's company, whatever the signature later says it is. Not an outsider's title ("our
 * lawyer", "our auditor"), nor a past one ("our former CFO").
 */
import { outsiderTitle } from '../outsiders.js'
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** "our Head of Geology P": a "head of" the title lexicon does not hold, one or two words, then the name. */
function headOf(view: View, i: number): { title: string; company: CompanyState | undefined; next: number } | undefined {
  const { at, isW, r } = view
  if (!isW(i + 1, 'head', 'director') || !isW(i + 2, 'of')) return undefined
  let x = i + 3
  while (x < i + 5 && at(x)?.k === 'W' && (at(x) as { cap: boolean }).cap) x++
  if (x === i + 3 || at(x)?.k !== 'P') return undefined
  const words = view.elements.slice(i + 1, x).map((e) => (e as { w: string }).w)
  return {
    title: words.map((w) => (w === 'of' ? w : w[0]!.toUpperCase() + w.slice(1))).join(' '),
    company: r.companyAt(at(i)),
    next: x,
  }
}

/** Reads "P, our TITLE" and "our TITLE P" in one sentence. */
export function ourTitledNames(r: Reader, view: View): void {
  const { at, isW, isX, personAt, titleWithCompany, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    if (!isW(i, 'our') || isW(i + 1, 'former', 'ex', 'old', 'previous')) continue
    const t = titleWithCompany(i) ?? headOf(view, i)
    if (!t?.company || outsiderTitle(t.title)) continue
    // "our Head of Geology Saule Nurpeisova": the name right after the title.
    let person = personAt(t.next)
    // "Dr. Ingrid Solberg, our Chief Executive, to ...": the name before, the title closing the appositive.
    if (!person && isX(i - 1, ',') && (t.next >= n || isX(t.next, ',', '.', ';', ')'))) {
      const p = at(i - 2)
      if (p?.k === 'P' && !p.poss) person = p.ref
    }
    if (person && person !== r.writerPerson && !r.employerOf(person))
      r.worksAt(person, t.company, view.sentence, t.title)
  }
}
