/*
 * Teams: "Mehmet is on Sunita's team", "Rafael Costa works under Beatriz Lima", "Camila Souza and
 * Rafael Lima, both on his team" (each member reports to the team's lead), and the person "his" or
 * "her" stands for when the member is not them.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** "Mehmet is on Sunita's team", "Mehmet joins Sunita's team": Sunita leads it; "moves to the Platform team under Sunita". */
export function teamAt(r: Reader, view: View, i: number): void {
  const { at, isW, sentence, elements } = view
  // "Rafael Costa works under Beatriz Lima", "the Platform team under Sunita", "Piotr sits under her".
  // "has been moved under Tomas Lind": a reorganisation.
  if (
    isW(i, 'under') &&
    isW(i - 1, 'team', 'group', 'org', 'works', 'work', 'working', 'worked', 'sits', 'is', 'moved')
  ) {
    const member = r.lastPersonBefore(elements, i - 1)
    const under =
      view.personAt(i + 1) ?? (member && isW(i + 1, 'him', 'her') ? otherBefore(r, view, member) : undefined)
    // "worked under Declan Byrne for six years": a manager once, known (not "has worked under P since 2020").
    const once = isW(i - 1, 'worked') && !isW(i - 2, 'has', 'have', 'had')
    if (member && under && member !== under) once ? r.knows(member, under, sentence) : r.report(member, under, sentence)
    return
  }
  // "moves to Alessandra Ferri's analytics group": one plain word may name the team (M9; not "old", "former").
  const q = qualifiedTeam(view, i) ? 1 : 0
  const lead = at(i - 1 - q)
  // "is part of Aminata's team", "is on Sunita's team".
  if (
    !isW(i, 'team', 'group', 'org') ||
    !isW(i - 2 - q, 'on', 'in', 'into', 'to', 'of', 'joins', 'joined', 'join', 'joining')
  )
    return
  if (isW(i - 2 - q, 'of') && !isW(i - 3 - q, 'part', 'member', 'members')) return
  // "She sits in Jakub's team": a pronoun opening the sentence is the subject of the one before.
  const pronoun = view.isW(view.bodyStart, 'she', 'he') && view.peopleHere.length === 1 && lead?.k === 'P'
  const named = r.lastPersonBefore(elements, i - 2)
  const member = pronoun && (!named || named === lead.ref) ? r.previousSubject : named
  if (!member) return
  // "Camila Souza and Rafael Lima, both on his team": both are members, and his is someone else's.
  const members = [member, ...joinedBefore(view, member)]
  // "Sipho Ndlovu on her team": hers is the person named before the member.
  const owner =
    lead?.k === 'P' && lead.poss
      ? lead.ref
      : isW(i - 1, 'his', 'her')
        ? otherBefore(r, view, member, members)
        : undefined
  if (owner) for (const m of members) if (m !== owner) r.report(m, owner, sentence)
}

/** Whom "his"/"her" stands for beside `member`: the previous sentence's subject, else the person named before. */
export function otherBefore(
  r: Reader,
  view: View,
  member: PersonState,
  members: readonly PersonState[] = [member],
): PersonState | undefined {
  const before = view.peopleHere.filter((p) => !members.includes(p))
  if (before.length > 0) return before[before.length - 1]
  if (r.previousSubject && !members.includes(r.previousSubject)) return r.previousSubject
  return r.previousPerson && !members.includes(r.previousPerson) ? r.previousPerson : undefined
}

/** The person joined to the member by "and" right before it ("Camila Souza and Rafael Lima"), if any. */
function joinedBefore(view: View, member: PersonState): PersonState[] {
  const at = view.elements.findIndex((e) => e.k === 'P' && e.ref === member)
  const other = at >= 2 && view.isW(at - 1, 'and') ? view.personAt(at - 2) : undefined
  return other && other !== member ? [other] : []
}

/** "P's analytics group": a plain word between a possessive name and the team word at i. */
function qualifiedTeam(view: View, i: number): boolean {
  const word = view.at(i - 1)
  const lead = view.at(i - 2)
  return (
    word?.k === 'W' &&
    !word.cap &&
    !view.isW(i - 1, 'old', 'former', 'previous', 'new', 'his', 'her', 'their', 'the', 'a') &&
    lead?.k === 'P' &&
    lead.poss
  )
}
