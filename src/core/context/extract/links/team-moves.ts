/*
 * A move between teams inside the writer's company (issue 27, M12: team-change notes of four writers'
 * batches): "Przemek Nowicki moves from Data Platform to Alessandra Ferri's analytics group", "Camila
 * Arce moves from QC to the regulatory team", "Bartosz Krawczyk and Chioma Nwachukwu move to her
 * group", "Hyun-woo Park and Elif Yıldız move over from Infrastructure". A team, a group or a
 * department is no company: the one who moves works at "our" company (resolved to the signature's,
 * or dropped when the text never says whose it is). Not when the move names a company ("moved to
 * Gold Coast Telecom"), someone's other side ("their Lagos office", "your team"), or is denied.
 * Staying is the same: "Matías Quiroga ... decided to stay with us", "Berik Ospanov, who reports on
 * outage metrics every week, stays on the assurance team", "Emil Johansson, who was also sounded
 * out, is staying put too" (three batches): at "our" company, when the sentence names no company.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const MOVE = ['move', 'moves', 'moved', 'moving']
/** Words of a part of a company. */
const TEAM = ['team', 'group', 'department', 'unit', 'squad', 'desk', 'practice', 'function', 'org']
/** Words that put the move outside the writer's company, or deny it. */
const OUTSIDE = ['their', 'your', 'his', 'former', 'old', 'not', "isn't", 'isn’t', 'never', 'from', 'if']
/** The longest move clause read, in elements: a team name and a possessive fit in it. */
const SPAN = 12

/** Reads "P (and Q) move(s) [over] from/to <team>" in one sentence: they work at "our" company. */
export function teamMoves(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let v = view.bodyStart + 1; v < n; v++) {
    if (!isW(v, ...MOVE)) continue
    const over = isW(v + 1, 'over', 'across')
    const d = over ? v + 2 : v + 1
    if (!isW(d, 'from', 'to')) continue
    let team = over
    let clean = true
    for (let x = d + 1; x < n && x <= d + SPAN && clean; x++) {
      const e = at(x)!
      if (isX(x, '.', ';', '!', '?')) break
      if (e.k === 'C' || (e.k === 'P' && !e.poss) || (e.k === 'W' && OUTSIDE.includes(e.w) && x !== d)) clean = false
      else if (e.k === 'W' && TEAM.includes(e.w)) team = true
    }
    if (!clean || !team || isW(v - 1, 'not', 'never') || isW(v - 2, 'not', 'never')) continue
    const people: PersonState[] = []
    const last = at(v - 1)
    if (last?.k === 'P' && !last.poss) people.push(last.ref)
    const first = isW(v - 2, 'and') ? at(v - 3) : undefined
    if (first?.k === 'P' && !first.poss && people.length === 1) people.push(first.ref)
    for (const person of people) if (person !== r.me) r.worksAt(person, r.oursHere(), view.sentence)
  }
}

const STAY = ['stay', 'stays', 'stayed', 'staying']
/** Words between a name and "stay": "is staying", "decided to stay", "will stay". */
const BETWEEN = ['is', 'was', 'will', 'has', 'had', 'decided', 'chose', 'agreed', 'wants', 'to', 'also', 'too']

/** Reads "P stays with us", "P stays on the <team>", "P (, who ...,) is staying put": P works at "our" company. */
export function stayingOurs(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  // A company named beside it may be the one not taken ("was offered the role at Ñandú but decided to stay
  // with us"): only "with us" reads past one.
  const named = view.elements.some((e) => e.k === 'C')
  for (let v = view.bodyStart + 1; v < n; v++) {
    if (!isW(v, ...STAY)) continue
    const withUs = isW(v + 1, 'with') && isW(v + 2, 'us')
    const put = isW(v + 1, 'put')
    let onTeam = false
    if (isW(v + 1, 'on') && isW(v + 2, 'the', 'our'))
      for (let x = v + 3; x < n && x <= v + 6 && !onTeam; x++) onTeam = isW(x, ...TEAM)
    if ((!withUs && !put && !onTeam) || (named && !withUs)) continue
    let s = v - 1
    while (s > view.bodyStart && s > v - 4 && isW(s, ...BETWEEN)) s--
    if (view.elements.slice(s, v).some((e) => e.k === 'W' && (e.w === 'not' || e.w === 'never'))) continue
    // "P, who ..., is staying put": the relative clause's owner opens the sentence (after a bullet).
    const b = view.bodyStart
    // "- P was offered ... but decided to stay with us": the one person, opening the sentence.
    let o = b
    while (o < n && o < b + 2 && at(o)!.k === 'X') o++
    const only = isW(s, 'but', 'and') && view.peopleHere.length === 1 ? at(o) : undefined
    const subject = isX(s, ',') && isW(o + 2, 'who') && isX(o + 1, ',') ? at(o) : (only ?? at(s))
    if (subject?.k !== 'P' || subject.poss || subject.ref === r.me || r.employerOf(subject.ref)) continue
    r.worksAt(subject.ref, r.oursHere(), view.sentence)
  }
}
