/*
 * Moves: who left which company for which. "X left Y for Z", "X moved from Y to Z", "X is leaving
 * for Z", and former employers ("previously at Y", "ex-Y", "after six years at Y") that the
 * finishing pass sets beside the current one.
 */
import type { CompanyState } from '../elements.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { Reader } from '../reader.js'
import type { Clause, View, VerbRule } from './view.js'

/** "X is leaving for Y": from the employer the text gave X before. */
export const leavingForVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subjects } = cl
  // "X is leaving to join Y", "left to start at Y".
  const c = isW(v + 1, 'to') && isW(v + 2, 'join', 'start') ? (isW(v + 3, 'at') ? v + 4 : v + 3) : v + 2
  if (!(isW(v, 'left', 'leaving', 'leaves') && (isW(v + 1, 'for') || c > v + 2) && r.companyAt(at(c)))) return false
  // "left for Vela Foods' offices at noon": a place of the company's, no move (N3).
  if ((at(c) as { poss?: boolean }).poss) return true
  const next = r.companyAt(at(c))!
  // Left for Y, whether or not the text said where from.
  r.movedTo(subjects, undefined, next, sentence)
  return true
}

/** "X moved to Y": from the employer the text gave X before. */
export const movedToVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subjects } = cl
  // "jumped ship to Kestrel Bank (from Harborview)", "has moved on to Bergen Seafood", "returns to Kochi Software".
  const to =
    (isW(v, 'jumped', 'jumps') && isW(v + 1, 'ship')) ||
    (isW(v, 'moved', 'moves', 'moving') && isW(v + 1, 'on', 'over', 'across'))
      ? v + 2
      : v + 1
  // "returns to Kochi Software after three years at Infosys" / "as CTO": not a visit ("returned to Kite Labs' office").
  const returns = isW(v, 'returns', 'returned', 'returning') && isW(to + 2, 'as', 'after', 'from')
  // "has been lured to Sahara Solar from Atlas Telecom".
  const lured = isW(v, 'lured', 'tempted', 'enticed', 'wooed')
  // "has gone to Accra Fintech" (not "has gone to Acme Labs for a meeting").
  const gone = isW(v, 'gone') && isW(v - 1, 'has', 'have') && !isW(to + 2, 'for')
  const verb = isW(v, 'moved', 'moves', 'moving') || returns || lured || gone || to > v + 1
  // "moves to the parent company, Quayle Group plc, as COO": the company named after its kind.
  const named = kindThenName(view, to + 1)
  const c = at(named)
  if (!verb || !isW(to, 'to') || c?.k !== 'C' || c.poss || !r.companyAt(c)) return false
  const next = r.companyAt(c)!
  const from = isW(named + 1, 'from') ? r.companyAt(at(named + 2)) : undefined
  // Moved to Y: left something for it, whether or not the text said what.
  r.movedTo(subjects, from, next, sentence)
  return true
}

/**
 * "Mateo is off to Patagonia Data (after six years with Andes Telecom)", "is heading to Anatolia Pay
 * as CFO": a new employer. "Heading to Acme" alone is a visit, so "heading" needs the title after it.
 */
export const offToVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  const heading = isW(v, 'heading', 'headed', 'heads', 'bound')
  if (!((isW(v, 'off') || heading) && isW(v + 1, 'to'))) return false
  const next = at(v + 2)?.k === 'C' && !(at(v + 2) as { poss: boolean }).poss ? r.companyAt(at(v + 2)) : undefined
  if (!next) return false
  const title = isW(v + 3, 'as') ? titleWithCompany(v + 4)?.title : undefined
  // "Declan Murphy is heading to Celtic Shipping next month": a move; a trip is not a month away, nor
  // "next month for the summit".
  const later = isW(v + 3, 'next') && isW(v + 4, 'month', 'quarter', 'year') && !isW(v + 5, 'for', 'to')
  if (heading && !title && !later) return false
  for (const s of subjects) {
    const previous = r.employerOf(s)
    if (previous && previous !== next) r.leftFor(s, previous, next, sentence)
    r.worksAt(s, next, sentence, title, true)
  }
  return true
}

/** "X left Y for Z", "X quit Y to join Z". */
export const leftVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v } = cl
  // "said goodbye to Vistula Bank", "traded Lagos Mobile for Naija Cloud".
  const farewell = isW(v, 'said', 'says') && isW(v + 1, 'goodbye', 'farewell') && isW(v + 2, 'to')
  // "has resigned from Bogotá Bank", "stepped down as CEO of Kumasi Cocoa", "stepped down from C".
  const resigned = isW(v, 'resigned', 'resigns', 'retired', 'retires') && isW(v + 1, 'from')
  const down = isW(v, 'stepped', 'steps', 'stepping') && isW(v + 1, 'down')
  const role = down && isW(v + 2, 'as') ? view.titleWithCompany(v + 3) : undefined
  if (resigned) return leftFrom(r, view, cl, v + 2)
  if (down && role?.company) return leftFrom(r, view, cl, role.next - 1, role.company)
  if (down) return isW(v + 2, 'from', 'at') ? leftFrom(r, view, cl, v + 3) : true
  if (
    !farewell &&
    !isW(v, 'left', 'leaving', 'leaves', 'quit', 'quitting', 'departed', 'departs', 'departing', 'exited', 'exits') &&
    // "... and will leave Acme Labs in June": a leaving to come, not "leave Acme Labs off the list" alone.
    !(isW(v, 'leave') && isW(v - 1, 'will', 'to') && !isW(v + 2, 'off', 'out', 'a', 'the')) &&
    !isW(v, 'traded', 'swapped', 'trades', 'swaps')
  )
    return false
  return leftFrom(r, view, cl, farewell ? v + 3 : v + 1)
}

/** Words between the company left and the next one that say it is the next one ("exited A, landed at B"). */
const NEXT_WORDS = new Set(['for', 'join', 'joined', 'joins', 'to', 'joining', 'landed', 'lands', 'starts', 'started'])

/** "... for Globex in 2015 and came back to Acme in 2019": after w, a return to the company left. */
function cameBack(view: View, w: number, left: CompanyState): boolean {
  for (let x = w + 1; x < view.n && x <= w + 12; x++)
    if (view.at(x)?.k === 'C' && view.r.companyAt(view.at(x)) === left)
      return view.isW(x - 2, 'back', 'returned', 'rejoined') || view.isW(x - 1, 'rejoined', 'rejoins')
  return false
}

/** Appointments a person leaves one place for: not a new job. */
const VISITS = new Set(['call', 'meeting', 'lunch', 'dinner', 'demo', 'visit', 'workshop', 'pitch', 'site'])

/** The rest of a leaving sentence from the company left, at p: "... for Z", "... to join Z", or a former employer alone. */
function leftFrom(r: Reader, view: View, cl: Clause, p: number, left?: CompanyState): boolean {
  const { at, isW, titleWithCompany, n, sentence, elements } = view
  const { v, subjects } = cl
  // "left Acme Corp's offsite early": an event or place of the company, not the company.
  if (!left && at(p)?.k === 'C' && (at(p) as { poss: boolean }).poss) return true
  const previous = left ?? r.companyAt(at(p))
  if (previous) {
    let w = p + 1
    // "leaves Northwind Trading at the end of the month to join Elkhorn Systems"
    while (w < n && w < v + 12 && !r.companyAt(at(w))) w++
    const next = r.companyAt(at(w))
    // "left Acme Corp early for a call with Globex": an appointment with the next one, no job.
    const between = elements.slice(p + 1, w)
    const visit = between.some((y) => y.k === 'W' && VISITS.has(y.w))
    if (
      next &&
      next !== previous &&
      !visit &&
      !cameBack(view, w, previous) &&
      between.some((y) => y.k === 'W' && NEXT_WORDS.has(y.w))
    ) {
      let title: string | undefined
      if (isW(w + 1, 'as')) title = titleWithCompany(w + 2)?.title
      for (const s of subjects) {
        r.leftFor(s, previous, next, sentence)
        r.worksAt(s, next, sentence, title, true)
      }
      return true
    }
    // "X quit Spotify last month and is now at Klarna": a former employer, set beside the current one when the text is read.
    for (const s of subjects) if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: previous })
  }
  return true
}

/** "X moved from Y to Z (as R)". */
export const movedFromVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (
    !(
      isW(v, 'moved', 'moving', 'moves', 'switched', 'switching', 'jumped') &&
      (isW(v + 1, 'from') || (isW(v + 1, 'over', 'on') && isW(v + 2, 'from')))
    )
  )
    return false
  const f = isW(v + 1, 'from') ? v + 2 : v + 3
  const previous = r.companyAt(at(f))
  // "from Orbis Labs over to Kestrel Bank".
  const t = isW(f + 1, 'over') ? f + 2 : f + 1
  // "moving on from Acme Labs to join Birch Foods", "to start at C".
  let c = t + 1
  if (isW(c, 'join', 'start')) c += isW(c + 1, 'at', 'with') ? 2 : 1
  // "switched from Acme Cloud to Globex Cloud for the data warehouse": a vendor changed for a purpose, no job.
  const purpose = isW(c + 1, 'for') && !isW(c + 2, 'a', 'an')
  if (previous && isW(t, 'to') && r.companyAt(at(c)) && !purpose) {
    const next = r.companyAt(at(c))!
    let title: string | undefined
    if (isW(c + 1, 'as')) title = titleWithCompany(c + 2)?.title
    for (const s of subjects) {
      r.leftFor(s, previous, next, sentence)
      r.worksAt(s, next, sentence, title, true)
    }
  } else if (previous)
    // "Kofi Mensah has moved on from Ashanti Gold. He starts at Volta Minerals ...".
    for (const s of subjects) if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: previous })
  return true
}

/** "previously at Y", "formerly of Y", "used to be at Y", "spent four years at Y", "leaving Y". */
export function pastAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, n, elements } = view
  if (isW(i, 'leaving', 'left') && at(i + 1)?.k === 'C' && r.past.length < EXTRACTION_LIMITS.links) {
    const who = r.lastPersonBefore(elements, i) ?? r.lastPerson
    if (who) r.past.push({ person: who, company: (at(i + 1) as { ref: CompanyState }).ref })
  }
  if (
    isW(i, 'previously', 'formerly', 'spent', 'ex', 'leaving') ||
    (isW(i, 'after') && elements.slice(i + 1, i + 5).some((y) => y.k === 'W' && /^(years?|months?)$/.test(y.w))) ||
    // "grateful for four years at Brightline Media", "a decade with Y": time spent there is a former employer.
    (isW(i, 'years', 'months', 'decade') && isW(i + 1, 'at', 'with') && at(i + 2)?.k === 'C') ||
    // "Takeshi comes to us from Kansai Trading", "she joins from Y".
    // "Anna joins us from Acme Labs" too (not "joined Acme Labs from Globex", joinedVerb's; "... and joined from
    // Fonterra" after another person is left alone: whose move it is, the words do not say).
    (isW(i, 'comes', 'came', 'coming', 'joins', 'joined', 'joining') &&
      elements.slice(i + 1, i + 4).some((y) => y.k === 'W' && y.w === 'from') &&
      (!elements.slice(i + 1, i + 4).some((y) => y.k === 'C') || (isW(i + 1, 'us') && isW(i + 2, 'from')))) ||
    (isW(i, 'used') && isW(i + 1, 'to') && isW(i + 2, 'be', 'work'))
  ) {
    for (let x = i + 1; x < n && x < i + 10; x++) {
      if (isW(x, 'at', 'of', 'with', 'for', 'from') && at(x + 1)?.k === 'C') {
        // "After six years at Helix Pharma, Valentina Russo is leaving ...": opening the sentence, of its subject.
        const opening = i <= view.bodyStart + 2 && !elements.slice(view.bodyStart, i).some((y) => y.k === 'P')
        const subject = opening && isX(x + 2, ',') ? view.personAt(x + 3) : undefined
        const who = subject ?? r.lastPersonBefore(elements, i) ?? r.lastPerson
        if (who && r.past.length < EXTRACTION_LIMITS.links)
          r.past.push({ person: who, company: (at(x + 1) as { ref: CompanyState }).ref })
        break
      }
      if (at(x)?.k === 'P' || at(x)?.k === 'C') break
    }
  }
}

/** "ex-Salesforce": a former employer of the last person named. */
export function exWithoutPerson(r: Reader, view: View): void {
  const { at, isW, n } = view
  const last = r.lastPerson
  if (!last) return
  for (let i = 0; i < n; i++) {
    if (isW(i, 'ex') && at(i + 1)?.k === 'C' && r.past.length < EXTRACTION_LIMITS.links)
      r.past.push({ person: last, company: (at(i + 1) as { ref: CompanyState }).ref })
  }
}

/** "Ex-Shopify engineering lead Marta Nowak has joined ...", "former Stripe exec P": a former employer of the person the title runs into. */
export function exBeforeName(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  // "former Stripe exec Camila Duarte is the new CFO at Lumen Pay".
  if (!isW(i, 'ex', 'former') || at(i + 1)?.k !== 'C') return
  for (let x = i + 2; x < view.n && x <= i + 5; x++) {
    const e = at(x)!
    if (e.k === 'P') {
      if (r.past.length < EXTRACTION_LIMITS.links)
        r.past.push({ person: e.ref, company: (at(i + 1) as { ref: CompanyState }).ref })
      return
    }
    if (e.k !== 'T' && !(e.k === 'W' && !e.cap)) return
  }
}

/** Where the company stands after "to": at k, or after "the parent company," ("our sister company,"). */
function kindThenName(view: View, k: number): number {
  const { isW, isX } = view
  if (
    isW(k, 'the', 'our', 'its', 'their') &&
    isW(k + 1, 'parent', 'sister', 'holding') &&
    isW(k + 2, 'company', 'firm', 'group') &&
    isX(k + 3, ',')
  )
    return k + 4
  return k
}
