/*
 * Moves told as a job taken or a company traded: "has taken a job with Sahara Solar", "took a role
 * at C", "accepted an offer from C", "traded Lagos Mobile for Naija Cloud". The subject works at the
 * new company now and left the one they were at for it.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { VerbRule } from './view.js'

const TAKEN = ['taken', 'took', 'takes', 'taking', 'accepted', 'accepts', 'landed', 'lands']
const JOBS = ['job', 'role', 'position', 'post', 'offer']
const TRADED = ['traded', 'trades', 'swapped', 'swaps', 'exchanged']

/** "taken a (new) job with C", "traded A for B": the subjects left A (else their employer so far) for B. */
export const takenJobVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, sentence } = view
  const { subjects } = cl
  let v = cl.v
  // Past an appositive the clause did not read: "Aliyu Musa, our main contact at Kano Cement, has taken ...".
  if (isX(v, ',')) {
    let x = v + 1
    while (x < view.n && x < v + 10 && !isX(x, ',')) x++
    if (!isX(x, ',')) return false
    v = view.skipAux(x + 1)
  }
  const company = (i: number): CompanyState | undefined => {
    const e = at(i)
    return e?.k === 'C' && !e.poss ? r.companyAt(e) : undefined
  }
  let next: CompanyState | undefined
  let from: CompanyState | undefined
  if (isW(v, ...TAKEN) && isW(v + 1, 'a', 'an')) {
    const j = isW(v + 2, 'new', 'full-time', 'permanent') ? v + 3 : v + 2
    if (!isW(j, ...JOBS) || !isW(j + 1, 'with', 'at', 'from')) return false
    next = company(j + 2)
  } else if (isW(v, ...TRADED) && isW(v + 2, 'for')) {
    from = company(v + 1)
    next = from ? company(v + 3) : undefined
  } else return false
  if (!next) return false
  r.movedTo(subjects, from, next, sentence)
  return true
}
