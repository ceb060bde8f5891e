/*
 * Roles toward a company, read where they stand rather than from a subject's verb: "our contact at
 * Cordillera Mining is Andrés Soto", "his counterpart at Marmara Bank, Deniz Arslan", "Orchid
 * Pharma's CTO is Marta Kowalczyk".
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'
import { hiredFrom } from './hired-from.js'
import { theirBefore } from './their-before.js'

/** Words for a person's role toward a company: "our new contact at Cordillera Mining is Andrés Soto", "his counterpart at Marmara Bank, Deniz Arslan". */
const ROLE_NOUNS = new Set([
  'contact',
  'partner',
  'friend',
  'counterpart',
  'replacement',
  'successor',
  'colleague',
  'champion',
  'sponsor',
  'rep',
  'representative',
  'person',
  'guy',
  'lead',
  'deputy',
  'boss',
  'manager',
])

/** "Orchid Pharma's CTO is Marta Kowalczyk", "their head of procurement is P": P works at C with that title. */
export function titleIsPerson(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, titleWithCompany, sentence } = view
  const owner = at(i)
  if (!((owner?.k === 'C' && owner.poss) || isW(i, 'their', 'its', 'our'))) return
  const t = titleWithCompany(i)
  // "their CTO is P — he was my manager at Yachay Labs": "their" is the company before the sentence.
  const company = theirBefore(r, view, i, t?.company)
  if (!t || !company || !isW(t.next, 'is', 'was')) return
  const person = personAt(t.next + 1)
  if (person) r.worksAt(person, company, sentence, t.title)
}

/** "NOUN at C is P", "NOUN at C, P": P works at C. */
export function roleAtCompany(r: Reader, view: View, i: number): void {
  const { at, isW, isX, personAt, sentence } = view
  if (!isW(i, ...ROLE_NOUNS) || !isW(i + 1, 'at', 'from') || at(i + 2)?.k !== 'C') return
  let w = i + 3
  if (isW(w, 'is', 'was') || isX(w, ',', ':')) w++
  const person = personAt(w)
  const company = (at(i + 2) as { ref: CompanyState }).ref
  // "our old contact at Tern Bank, Ivan Petrov, is at Volga Pay these days": a former employer (but "her old
  // boss at Jacaranda Bank, Rodrigo Alves, is still there": old to her, still there).
  const formerContact =
    isW(i - 1, 'old', 'former', 'previous', 'ex') &&
    isW(i - 2, 'our', 'my') &&
    !isW(i, 'boss', 'manager', 'deputy', 'lead')
  if (person && formerContact) {
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
  } else if (person) r.worksAt(person, company, sentence)
}

/**
 * "Maria Lopez from Kestrel Bank met Peter Novak from Orbis Labs": a person the clause read as its
 * object, then "from"/"of" and a company, works there (the object starts no clause of its own).
 */
export function objectFrom(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, sentence } = view
  const person = personAt(i)
  if (!person || !isW(i + 1, 'from', 'of') || at(i + 2)?.k !== 'C') return
  const company = (at(i + 2) as { ref: CompanyState }).ref
  // "Sakura hired Dmitri from Marriott": where he was.
  if (!hiredFrom(r, view, i, i + 1, [person], company)) r.worksAt(person, company, sentence)
}

/** Roles whose holder and owner share a company: "Amina Diallo's manager at Baobab Insurance" places both there. */
const SHARED_ROLES = new Set([
  'manager',
  'boss',
  'supervisor',
  'assistant',
  'deputy',
  'colleague',
  'coworker',
  'co-worker',
  'cofounder',
  'co-founder',
  'report',
  'counterpart',
])

/**
 * "Diane Morel is Amina Diallo's manager at Baobab Insurance", "Hana Yoshida, who is Takeshi Ito's
 * assistant at Kobe Steelworks", "Sanjay Gupta, Neha Sharma's co-founder at Yamuna AI": a role
 * toward a person at a company places the one who has it and the one who holds it there. A friend
 * "at" a company says nothing of the owner, so only working roles count.
 */
export function possRoleAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, personAt, sentence } = view
  const owner = at(i)
  if (owner?.k !== 'P' || !owner.poss) return
  const role = at(i + 1)
  const shared =
    (role?.k === 'T' && SHARED_ROLES.has(role.title.toLowerCase().split(' ').pop()!)) ||
    (role?.k === 'W' && SHARED_ROLES.has(role.w))
  if (!shared) return
  // "Kofi's manager there is Abena Owusu", "Yusra's manager is Zahra Hashimi": where the owner works.
  const is = isW(i + 2, 'there', 'now') ? i + 3 : i + 2
  const holderAfter = isW(is, 'is') ? personAt(is + 1) : undefined
  if (holderAfter && holderAfter !== owner.ref) {
    const employer = r.employerOf(owner.ref) ?? (isW(i + 2, 'there') ? r.inPlay : undefined)
    if (employer) r.worksAt(holderAfter, employer, sentence)
    return
  }
  if (!isW(i + 2, 'at') || at(i + 3)?.k !== 'C') return
  // Who holds the role: "X is P's ...", "X, who is P's ...", "X, P's ..." ("X was P's manager at C" is the past).
  let x = i - 1
  if (isW(x, 'was', 'were')) return
  const company = (at(i + 3) as { ref: CompanyState }).ref
  r.worksAt(owner.ref, company, sentence)
  if (isW(x, 'is')) {
    x--
    if (isW(x, 'who') && isX(x - 1, ',')) x -= 2
  } else if (isX(x, ',')) x--
  else return
  const holder = personAt(x)
  if (holder && holder !== owner.ref) r.worksAt(holder, company, sentence)
}

/** Words before an appositive's title that say it was once so: "Anna Berg, former CFO of Acme". */
const ONCE = new Set(['former', 'formerly', 'ex', 'previously', 'once', 'retired', 'late'])

/**
 * "plays golf with Rhys Evans, the MD of Cardiff Steel", "copy Paolo Ricci, her counterpart in legal
 * at Ligure Shipping": an appositive after a person the sentence names as an object (a subject's own
 * appositive is read with its clause) that gives a title or a working role at a company.
 */
export function appositiveRoleAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, personAt, titleWithCompany, sentence } = view
  const person = personAt(i)
  if (!person || (at(i) as { poss: boolean }).poss || !isX(i + 1, ',')) return
  if (isW(i + 2, ...ONCE) || isW(i + 3, ...ONCE)) return
  const t = titleWithCompany(i + 2)
  if (t) {
    if (t.company && at(t.next - 1)?.k === 'C') r.worksAt(person, t.company, sentence, t.title)
    return
  }
  let w = i + 2
  if (isW(w, 'the', 'a', 'an', 'his', 'her', 'their', 'our', 'my', 'your')) w++
  if (!isW(w, ...ROLE_NOUNS, ...SHARED_ROLES)) return
  w++
  // "her counterpart in legal at ...": one word of the department between.
  if (isW(w, 'in') && at(w + 1)?.k === 'W' && isW(w + 2, 'at')) w += 2
  if (isW(w, 'at') && at(w + 1)?.k === 'C') r.worksAt(person, (at(w + 1) as { ref: CompanyState }).ref, sentence)
}
