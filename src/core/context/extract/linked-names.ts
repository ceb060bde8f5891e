/*
 * Where a link's end stands, a name-shaped run is a person whatever its given name: the lists of
 * given names cannot know every one ("Andriy", "Abena", "Aroha"), but only a person is someone's
 * boss, sits under someone, is supervised, refers a customer or leads a team. Companies' own
 * words and legal forms are kept out before this is asked (people.ts personShape).
 */
import type { Tok } from './scanner.js'
import { fieldValue } from './card-fields.js'
import { roleName } from './role-names.js'

/** "Her boss is P", "Kofi's manager there is P". */
const MANAGERS = new Set(['boss', 'manager', 'supervisor', 'mentor'])
/** "Rangi is under P", "Piotr sits under P". */
const UNDER = new Set(['is', 'sits', 'sat', 'works', 'worked', 'working', 'reports', 'reporting', 'was', 'moved'])
/** "supervises P", "I know P": verbs whose object is a person. */
const ACTS = new Set([
  'supervises',
  'supervised',
  'supervise',
  'mentors',
  'mentored',
  'knows',
  'know',
  'knew',
  'oversees',
])
/** "joining P's team", "on P's team" ("part of P's team" below). */
const JOINS = new Set(['joining', 'joins', 'joined', 'join', 'on'])
/** "at P's suggestion", "on P's recommendation". */
const ADVICE = new Set(['suggestion', 'recommendation', 'request', 'invitation', 'advice', 'urging'])
const ADVISED = new Set(['at', 'on', 'per', 'following'])
/** "... and P are close", "were old friends", "are cousins". */
const CLOSE = new Set([
  'close',
  'friends',
  'old',
  'former',
  'colleagues',
  'classmates',
  'cousins',
  'married',
  'neighbours',
])
const COUNT = /^(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})$/
/** "Her brother-in-law, P", "my old flatmate, P": whom someone has, named after a comma. */
const KIN = /^(brother|sister|cousin|husband|wife|son|daughter|father|mother|uncle|aunt|nephew|niece)(-in-law)?$/
const TIES = new Set(['friend', 'mentor', 'mentee', 'classmate', 'flatmate', 'roommate', 'housemate', 'teammate'])
const OWNERS = new Set(['his', 'her', 'my', 'their', 'our'])
const TO_A_PERSON = new Set(['accountable', 'answerable', 'married', 'engaged', 'door'])
const GODPARENT = /^god(father|mother|parent|son|daughter|child)$/
/** "Spoke to P at C", "talked with P". */
const SPOKE = new Set(['spoke', 'spoken', 'talked', 'chatted', 'speaking', 'talking'])

/** Whether the run tokens[a..j) stands where a person does, by the words around it. */
export function linkedName(tokens: readonly Tok[], a: number, j: number, poss: boolean): boolean {
  const w = (k: number): string => {
    const t = tokens[k]
    return t === undefined ? '' : t.kind === 'word' ? t.lc : t.text
  }
  const before = w(a - 1)
  if (
    (before === 'is' || before === 'was') &&
    MANAGERS.has(w(w(a - 2) === 'there' || w(a - 2) === 'now' ? a - 3 : a - 2))
  )
    return true
  if (before === 'under' && UNDER.has(w(a - 2))) return true
  // "rolls up to P", "is accountable to P", "is married to P", "grew up next door to P", "is acquainted with P".
  if (before === 'to' && (TO_A_PERSON.has(w(a - 2)) || (w(a - 2) === 'up' && /^(rolls|rolled|roll)$/.test(w(a - 3)))))
    return true
  if (before === 'with' && w(a - 2) === 'acquainted') return true
  // "Reports to: Dieter Vogel", "Referred by: Abena Owusu": the value of a card's field that names a person.
  if (fieldValue(tokens, a, 'subject', 'manager', 'introducer', 'known')) return true
  // "Lead source: referral - Kamau Njoroge".
  if ((before === '-' || before === '–' || before === 'from') && /^(referral|intro|introduction)$/.test(w(a - 2)))
    return true
  // "Thabo Nkosi (intro: Lindiwe Dube)", "Tom Becker (manager: Anna Kowalski)": a field in parentheses.
  if (before === ':' && w(a - 3) === '(' && /^(intro|introduction|referral|manager|boss|supervisor)$/.test(w(a - 2)))
    return true
  // "set up by Sana Javed".
  if (before === 'by' && w(a - 2) === 'up' && w(a - 3) === 'set') return true
  // "is a reference for Markus Steiner".
  if (before === 'for' && (w(a - 2) === 'reference' || w(a - 2) === 'referee')) return true
  // "his team lead is Priscilla Ong".
  if (before === 'is' && (w(a - 2) === 'lead' || w(a - 2) === 'leader') && w(a - 3) === 'team') return true
  // "used to work for Min-ji Kang at Samsung": someone worked for at a company is its person.
  if (before === 'for' && /^(work|works|worked|working)$/.test(w(a - 2)) && w(j) === 'at') return true
  if (ACTS.has(before)) return true
  // "my accounts are now with Pua Kahananui, who is great": only a person is "who" after "with" (N3).
  if (before === 'with' && w(j) === ',' && w(j + 1) === 'who' && /^(is|was|has|knows)$/.test(w(j + 2))) return true
  // "has known Ole Bakke since university".
  // "I've known Aditi Rao for ten years" too (N3).
  if (before === 'known' && /^(has|have|had|i['’]ve|we['’]ve|they['’]ve|you['’]ve)$/.test(w(a - 2))) return true
  // "was referred to us by P".
  if (before === 'by' && (w(a - 2) === 'us' || w(a - 2) === 'me') && w(a - 3) === 'to')
    return /^(referred|introduced|recommended|sent)$/.test(w(a - 4))
  if (poss && w(j) === 'team' && (JOINS.has(before) || (before === 'of' && /^(part|member)$/.test(w(a - 2)))))
    return true
  if (poss && ADVICE.has(w(j)) && ADVISED.has(before)) return true
  // "Siobhan Byrne, the CFO of C, and Declan Murphy are close": joined to someone, and known to them.
  if (before === 'and' && (w(j) === 'are' || w(j) === 'were') && CLOSE.has(w(j + 1))) return true
  // "Her brother-in-law, Keanu Akana, is a customer": only a person is someone's kin or friend.
  if (before === ',' && (KIN.test(w(a - 2)) || TIES.has(w(a - 2)))) {
    const owner = w(a - 3) === 'old' || w(a - 3) === 'good' || w(a - 3) === 'close' ? a - 4 : a - 3
    if (OWNERS.has(w(owner)) || tokens[owner]?.poss === true) return true
  }
  // "Hoang Minh is Le Thu's godfather": whose kin or friend someone is.
  if (poss && (before === 'is' || before === 'was') && (KIN.test(w(j)) || TIES.has(w(j)) || GODPARENT.test(w(j))))
    return true
  // "because Dale Whitehorse told her about us": someone who told another about the writer.
  if (w(j) === 'told' && /^(him|her|them|me|us)$/.test(w(j + 1)) && w(j + 2) === 'about') return true
  // "Spoke to Aroha Ngata at Kauri Timber": someone spoken to at a company (not "spoke to Kauri Timber").
  const at = w(j)
  if ((before === 'to' || before === 'with') && SPOKE.has(w(a - 2)) && (at === 'at' || at === 'from'))
    return tokens[j + 1]?.kind === 'word' && /^\p{Lu}/u.test(tokens[j + 1]!.text)
  // The first of a team's members: "Niklas Brunner's team: Lea Huber, ...", "leads a team of three, Tane Rangi, ...".
  if (before === ':' && w(a - 2) === 'team' && tokens[a - 3]?.poss === true) return true
  if (before === ',' && COUNT.test(w(a - 2)) && w(a - 3) === 'of' && w(a - 4) === 'team') return true
  return roleName(tokens, a, j, poss)
}
