/*
 * Moves told with words the other move families do not read: "defected to C", "got poached by C",
 * "I'm transitioning from A to B", "has been appointed CFO of C" (a new job), "A's loss is B's gain: P
 * has joined B", and the job being left: "finishes at A on Friday", "her last day at A", "who used to
 * run logistics at A" (a former employer the finishing pass sets beside the current one).
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View, VerbRule } from './view.js'

/** A company named at i (not "C's"). */
function companyHere(r: Reader, view: View, i: number): CompanyState | undefined {
  const e = view.at(i)
  return e?.k === 'C' && !e.poss ? r.companyAt(e) : undefined
}

/** "defected to C", "(got) poached by C", "snapped up by C", "transitioning from A to B", "transitioned to C". */
export const defectedVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { subjects } = cl
  const v = isW(cl.v, 'got', 'get', 'gets', 'been') ? cl.v + 1 : cl.v
  let c = -1
  let from: CompanyState | undefined
  if (isW(v, 'defected', 'defects', 'defecting') && isW(v + 1, 'to')) c = v + 2
  else if (isW(v, 'poached', 'headhunted', 'head-hunted') && isW(v + 1, 'by')) c = v + 2
  else if (isW(v, 'snapped') && isW(v + 1, 'up') && isW(v + 2, 'by')) c = v + 3
  else if (isW(v, 'transitioning', 'transitioned', 'transitions')) {
    if (isW(v + 1, 'from') && isW(v + 3, 'to')) {
      from = companyHere(r, view, v + 2)
      c = from ? v + 4 : -1
    } else if (isW(v + 1, 'to')) c = v + 2
  } else return false
  const next = c < 0 ? undefined : companyHere(r, view, c)
  if (!next) return false
  r.movedTo(subjects, from, next, sentence)
  return true
}

/** "has been appointed Chief Financial Officer of Sable Mining", "was named CEO at C": a new job there. */
export const appointedTitleVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subjects } = cl
  if (!isW(v, 'appointed', 'named')) return false
  const role = view.titleWithCompany(v + 1)
  if (!role?.company) return false
  for (const s of subjects) r.worksAt(s, role.company, sentence, role.title, true)
  return true
}

/** "Keystone Labs' loss is Ridgeway Bio's gain: Dr. P has joined Ridgeway": P left the first for the second. */
export function lossGain(r: Reader, view: View): void {
  const { at, isW } = view
  for (let i = 0; i + 4 < view.n; i++) {
    const a = at(i)
    const b = at(i + 3)
    if (a?.k !== 'C' || !a.poss || !isW(i + 1, 'loss') || !isW(i + 2, 'is')) continue
    if (b?.k !== 'C' || !b.poss || !isW(i + 4, 'gain')) return
    const person = view.peopleHere.find((p) => view.elements.slice(i + 5).some((e) => e.k === 'P' && e.ref === p))
    const left = r.companyAt(a)
    const next = r.companyAt(b)
    if (!person || !left || !next || left === next) return
    r.leftFor(person, left, next, view.sentence)
    r.worksAt(person, next, view.sentence, undefined, true)
    return
  }
}

/**
 * At i: the job being left. "finishes at Altyn Bank on Friday", "her last day at C", "who used to run
 * logistics at C": a former employer of the person named last before it.
 */
export function leavingAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  let c = -1
  if (isW(i, 'finishes', 'finishing', 'finished') && isW(i + 1, 'at', 'with')) c = i + 2
  else if (isW(i, 'last') && isW(i + 1, 'day') && isW(i + 2, 'at', 'with')) c = i + 3
  else if (isW(i, 'used') && isW(i + 1, 'to') && isW(i + 2, 'run', 'lead', 'head', 'manage')) {
    for (let x = i + 3; x < view.n && x <= i + 6; x++) {
      if (isW(x, 'at', 'for') && view.at(x + 1)?.k === 'C') {
        c = x + 1
        break
      }
      if (view.at(x)?.k !== 'W') break
    }
  }
  const company = c < 0 ? undefined : companyHere(r, view, c)
  if (!company || r.past.length >= EXTRACTION_LIMITS.links) return
  const who = r.lastPersonBefore(view.elements, i)
  if (who) r.past.push({ person: who, company })
}

/** "We lost Tom Lee to Globex Ltd", "lost her to C last year": at "lost"; the person left for C. */
export function lostToAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i, 'lost') || !isW(i - 1, 'we', 'have', 'had', 'just')) return
  const person = view.objectAt(i + 1, [])
  const next = isW(i + 2, 'to') ? companyHere(r, view, i + 3) : undefined
  if (!person || !next || person === r.me) return
  const previous = r.employerOf(person)
  r.leftFor(person, previous !== next ? previous : undefined, next, view.sentence)
  r.worksAt(person, next, view.sentence, undefined, true)
}

/**
 * "Acme Corp's Tom Lee is joining Globex Ltd": the company that tags the name is the one left when the
 * same sentence gives the person a job they join (not "is at Orbit Bank until Friday and joins Kite
 * Labs", which says where they are now).
 */
export function taggedThenJoined(r: Reader, view: View): void {
  const { at } = view
  if (!view.elements.some((e) => e.k === 'C' && e.poss)) return
  // The jobs this sentence says people join: its links are the last ones written.
  const s = view.sentence()
  const joined = new Map<string, string>()
  for (let x = r.links.length - 1; x >= 0 && r.links[x]!.sentence === s; x--) {
    const l = r.links[x]!
    if (l.kind === 'works_at' && l.joined) joined.set(l.from, l.to)
  }
  if (joined.size === 0) return
  for (let i = 0; i + 1 < view.n; i++) {
    const tag = at(i)
    const named = at(i + 1)
    if (tag?.k !== 'C' || !tag.poss || named?.k !== 'P') continue
    const left = r.companyAt(tag)
    const from = named.ref.name
    const to = joined.get(from)
    if (!left || to === undefined || to === left.name) continue
    const x = r.links.findIndex((l) => l.kind === 'works_at' && l.from === from && l.to === left.name)
    if (x < 0) continue
    r.links.splice(x, 1)
    r.linkKeys.delete(`works_at|${from}|${left.name}`)
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: named.ref, company: left })
  }
}
