/*
 * A new employer told as announcements tell it, where the verb alone would read as something else:
 * "is back at Polar Instruments (after two years at Siemens)" is a return, not a visit, when it is a
 * company; "has been hired away by Dragon Semiconductors" is a move, where "hired by" is a first job
 * as far as the text says. The former employer "after two years at Siemens", "his last day at D" is
 * read by the former-job patterns and set beside the new one.
 */
import { OFFICE_WORDS } from '../cues.js'
import { HIRED } from './hires.js'
import type { VerbRule } from './view.js'

/** Words for a group within a company: "the finance team", "the platform group". */
const TEAM_WORDS = ['team', 'group', 'department', 'division', 'unit', 'squad', 'org']

/** "Lars Eriksson is back at Polar Instruments", "is back with C": works there again. */
export const backAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'back') && isW(v - 1, 'is', 'are', 'now') && isW(v + 1, 'at', 'with'))) return false
  const c = at(v + 2)
  const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
  if (!company) return false
  const title = isW(v + 3, 'as') ? view.titleWithCompany(v + 4)?.title : undefined
  for (const s of subjects) r.worksAt(s, company, view.sentence, title, true)
  return true
}

/** "Wei Zhang has been hired away by Dragon Semiconductors", "was poached away by C": left for C. */
export const hiredAwayByVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, ...HIRED) && isW(v + 1, 'away') && isW(v + 2, 'by'))) return false
  const c = at(v + 3)
  const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
  if (!company) return false
  // "(away) from D" after the new employer: where they were.
  const from = isW(v + 4, 'from') ? r.companyAt(at(v + 5)) : undefined
  r.movedTo(subjects, from, company, view.sentence)
  return true
}

/** "Yara Haddad turned down an offer from Cedar Bank and is staying at Phoenicia Insurance", "stays on at C". */
export const stayingAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!isW(v, 'staying', 'stays', 'stay', 'stayed', 'remains', 'remaining')) return false
  const w = isW(v + 1, 'on') ? v + 2 : v + 1
  const c = isW(w, 'at', 'with') ? at(w + 1) : undefined
  const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
  if (!company) return false
  for (const s of subjects) r.worksAt(s, company, view.sentence)
  return true
}

/** "moved from the Hanoi office to the Saigon office of Mekong Logistics": a move within C, who still works there. */
export const officeMoveVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!isW(v, 'moved', 'moves', 'moving', 'transferred', 'transfers', 'relocated', 'relocates', 'relocating'))
    return false
  let to = false
  for (let x = v + 1; x < view.n && x <= v + 10; x++) {
    if (isW(x, 'to')) to = true
    if (to && isW(x, ...OFFICE_WORDS) && isW(x + 1, 'of', 'at') && at(x + 2)?.k === 'C') {
      const company = r.companyAt(at(x + 2))
      if (company) for (const s of subjects) r.worksAt(s, company, view.sentence)
      return true
    }
    if (at(x)?.k === 'C' || at(x)?.k === 'P') return false
  }
  return false
}

/** "Rukmini Iyer joins the finance team at Kaveri Foods": a new job at C. */
export const joinsTeamAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'joins', 'joined', 'joining', 'join') && isW(v + 1, 'the', 'our', 'their'))) return false
  for (let x = v + 2; x < view.n && x <= v + 5; x++) {
    if (!isW(x, ...TEAM_WORDS)) continue
    const c = isW(x + 1, 'at', 'of') ? at(x + 2) : undefined
    const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
    if (!company) return false
    for (const s of subjects) r.worksAt(s, company, view.sentence, undefined, true)
    return true
  }
  return false
}

/** In this order, before the verb rules of a new job: each reads only its own words. */
export const NEW_EMPLOYER_RULES: VerbRule[] = [
  hiredAwayByVerb,
  backAtVerb,
  stayingAtVerb,
  officeMoveVerb,
  joinsTeamAtVerb,
]
