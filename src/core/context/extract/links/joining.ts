/*
 * Joining and promotion: "X joined Y as R" (and where they were before: "after six years at Z",
 * "from Z"), "X has been promoted to COO at Y", "she starts at Y", "took over the team at Y".
 */
import type { CompanyState } from '../elements.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { VerbRule } from './view.js'
import { boardSeat } from './near-miss-owners.js'

/** "X joined Y (as R)", and where they were before: "after six years at Z", "from Z". */
export const joinedVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, n, sentence, elements } = view
  const { v, subjects } = cl
  // "rejoins C": back at an employer held before.
  if (!isW(v, 'joined', 'joins', 'join', 'joining', 'rejoins', 'rejoined')) return false
  if (boardSeat(view, v)) return true
  const company = r.companyAt(at(v + 1))
  if (company) {
    let title: string | undefined
    let w = v + 2
    if (isW(w, 'as')) {
      const t = titleWithCompany(w + 1)
      title = t?.title
      if (t) w = t.next
    }
    for (const s of subjects) r.worksAt(s, company, sentence, title, true)
    // "..., after six years at Northwind" / "(previously at Northwind)" / "from Northwind".
    for (let x = w; x < n && x < w + 10; x++) {
      if (
        isW(x, 'at', 'from', 'of') &&
        at(x + 1)?.k === 'C' &&
        (at(x + 1) as { ref: CompanyState }).ref !== company &&
        elements
          .slice(w, x)
          .some(
            (y) =>
              y.k === 'W' &&
              ['after', 'previously', 'formerly', 'leaving', 'left', 'from', 'years', 'year', 'months'].includes(y.w),
          )
      ) {
        for (const s of subjects) r.leftFor(s, (at(x + 1) as { ref: CompanyState }).ref, company, sentence)
        break
      }
      if (isW(x, 'from') && at(x + 1)?.k === 'C' && (at(x + 1) as { ref: CompanyState }).ref !== company) {
        for (const s of subjects) r.leftFor(s, (at(x + 1) as { ref: CompanyState }).ref, company, sentence)
        break
      }
    }
  } else if (isW(v + 1, 'from') && r.companyAt(at(v + 2))) {
    // "both joined from Sunbeam Energy": where they were before.
    for (const s of subjects)
      if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: r.companyAt(at(v + 2))! })
  } else if (isW(v + 1, 'us', 'the') && isW(v + 2, 'as')) {
    const t = titleWithCompany(v + 3)
    if (t) for (const s of subjects) r.worksAt(s, t.company ?? r.writer, sentence, t.title, true)
  } else if (isW(v + 1, 'as') && isW(v + 2, 'our')) {
    // "Sebastian Lund joined as our first sales engineer": the writer's company.
    for (const s of subjects) if (s !== r.me) r.worksAt(s, r.oursHere(), sentence, undefined, true)
  }
  return true
}

/** "X has been promoted to COO at Y", "X took a new role as Head of Finance at Y". */
export const promotedVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, n, sentence } = view
  const { v, subjects } = cl
  if (
    !isW(
      v,
      'promoted',
      'appointed',
      'named',
      'elected',
      'took',
      'taken',
      'takes',
      'take',
      'taking',
      'accepted',
      'started',
      'starts',
      'starting',
      // "will start at Oasis Logistics".
      'start',
      'step',
      'steps',
      'stepping',
      'stepped',
      'moves',
      'moving',
      'move',
      // "Sara Haddad replaced him as head of ops at Talabat".
      'replaced',
      'replaces',
      'succeeded',
      'succeeds',
    )
  )
    return false
  // "She starts at Kestrel Bank in March".
  if (isW(v, 'starts', 'started', 'starting', 'start') && isW(v + 1, 'at', 'with') && at(v + 2)?.k === 'C') {
    for (const s of subjects) r.worksAt(s, (at(v + 2) as { ref: CompanyState }).ref, sentence, undefined, true)
    return true
  }
  // "Giorgos Andreou has taken over the sales team at Olive Tree Telecom": he runs it now.
  if (isW(v, 'took', 'taken', 'takes', 'take', 'taking') && isW(v + 1, 'over') && !isW(v + 2, 'as')) {
    for (let w = v + 2; w < n && w <= v + 6 && at(w)?.k === 'W'; w++)
      if (isW(w, 'at', 'of') && at(w + 1)?.k === 'C') {
        for (const s of subjects) r.worksAt(s, (at(w + 1) as { ref: CompanyState }).ref, sentence)
        break
      }
    return true
  }
  // "X has been promoted to COO at Y", "X took a new role as Head of Finance at Y".
  for (let w = v + 1; w < n && w <= v + 5; w++) {
    if (isW(w, 'to', 'as')) {
      const t = titleWithCompany(w + 1)
      if (t) {
        for (const s of subjects) r.worksAt(s, t.company, sentence, t.title, !isW(v, 'promoted', 'elected'))
        break
      }
    }
  }
  return true
}
