/*
 * "reports to" with no subject of its own (M7, issue 27): "Daniyar Seitkali (her deputy, reports to
 * her)" is the person the parentheses follow, reporting to the one "her" names (the person before
 * them, else the one the text named last); "Riaan van der Merwe is our new façade engineer: he joined
 * us ... and reports to me" is the one person the sentence named before "and", reporting to the writer.
 * A negation or a past ("no longer", "used to") is another rule's, and stands back here.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads one sentence for "(…, reports to her)" and "… and reports to me". */
export function bareReports(r: Reader, view: View): void {
  const { isW, isX, n } = view
  for (let v = view.bodyStart + 1; v < n; v++) {
    if (!isW(v, 'reports') || !isW(v + 1, 'to') || isW(v - 1, 'no', 'not', 'longer')) continue
    const m = v + 2
    if (isX(v - 1, '(', ',')) {
      // "P (her deputy, reports to her)", "P (reports to her)": within the parentheses after P.
      let open = v - 1
      while (open > view.bodyStart && !isX(open, '(') && v - open < 5) open--
      const person = isX(open, '(') ? view.personAt(open - 1) : undefined
      if (!person || !isX(m + 1, ')')) continue
      let lead: PersonState | undefined
      for (let x = open - 2; x >= view.bodyStart && !lead; x--) lead = view.personAt(x)
      lead ??= r.previousPerson
      const manager = isW(m, 'him', 'her') ? lead : isW(m, 'me') ? r.me : view.personAt(m)
      if (manager && manager !== person) r.report(person, manager, view.sentence)
    } else if (isW(v - 1, 'and') && isW(m, 'me') && (m + 1 >= n || isX(m + 1, '.', ';', ','))) {
      // "... and reports to me": the sentence's one person before it.
      const before = new Set<PersonState>()
      for (let x = view.bodyStart; x < v; x++) {
        const p = view.personAt(x)
        if (p) before.add(p)
      }
      const [person] = [...before]
      if (before.size === 1 && person !== r.writerPerson) r.report(person!, r.me, view.sentence)
    }
  }
}
