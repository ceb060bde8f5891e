/*
 * Introductions told with verbs the other families do not read: "Meera hooked me up with the buyer
 * at Kestrel Outdoor, Tom Ashby", "Sipho connected us with their COO, P", "Bjørn Solberg was kind
 * enough to connect us" (in an e-mail: the one it is written to), "Sakura Ito sent him our way".
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View, VerbRule } from './view.js'
import { introducesAsker } from './intro-requests.js'

const CONNECTING = ['hooked', 'hooks', 'connected', 'connects', 'linked', 'links']
const US = ['me', 'us']

/** Past "kind enough to", "good enough to", "kindly": where the verb itself stands. */
function pastCourtesy(view: View, v: number): number {
  const { isW } = view
  if (isW(v, 'kindly', 'generously', 'graciously')) return v + 1
  if (isW(v, 'kind', 'good', 'nice') && isW(v + 1, 'enough') && isW(v + 2, 'to')) return v + 3
  return v
}

/** The person after "with" at w: a name, or a title with its company and then the name ("the buyer at C, P"). */
function personAfter(view: View, w: number): PersonState | undefined {
  const named = view.personAt(w)
  if (named) return named
  const role = view.titleWithCompany(w)
  if (role && view.isX(role.next, ',')) return view.personAt(role.next + 1)
  // "the buyer at Kestrel Outdoor, Tom Ashby": a word the title lists do not know.
  for (let x = w; x < view.n && x <= w + 6; x++) {
    if (view.isX(x, '.', ';', '?', '!')) return undefined
    if (view.isX(x, ',') && view.at(x - 1)?.k === 'C') return view.personAt(x + 1)
  }
  return undefined
}

/** "Q hooked me up with P", "Q connected us with P", "Q was kind enough to connect us": Q introduced P (or the one addressed). */
export const connectedUsVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { subject } = cl
  let v = pastCourtesy(view, cl.v)
  const base = isW(v, 'connect', 'link', 'hook')
  if (!(isW(v, ...CONNECTING) || base) || !isW(v + 1, ...US)) return false
  v += 2
  if (isW(v, 'up')) v++
  let person: PersonState | undefined
  if (isW(v, 'with', 'to')) person = personAfter(view, v + 1)
  // "Moussa Sow connected us" is introducedVerb's (it also reads the sentence before).
  else if (isW(cl.v, 'connected')) return false
  // "Bjørn was kind enough to connect us at the Oslo breakfast": in an e-mail, the one it is written to.
  else if (!view.speaker) person = addressee(r, view)
  if (person && person !== subject && person !== r.me) r.introduced(person, subject, sentence)
  return true
}

/** "Sakura Ito sent him our way", "pointed Ana Lima my way": Q introduced the one sent. */
export const sentOurWayVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subjects, subject } = cl
  if (!isW(v, 'sent', 'sends', 'pointed', 'points', 'steered', 'directed', 'passed')) return false
  let w = v + 2
  if (!isW(w, 'our', 'my')) return false
  if (isW(w + 1, 'way')) w += 2
  else if (isW(w + 1, 'direction')) w += 2
  else return false
  const person = view.objectAt(v + 1, subjects)
  if (person && person !== subject && person !== r.me && w > v + 2) r.introduced(person, subject, sentence)
  return true
}

/** "Tom Lee put me onto Anna Berg", "put us on to you": Q introduced P (or the one the e-mail is to). */
export const putOntoVerb: VerbRule = (r, view, cl) => {
  const { isW, sentence } = view
  const { v, subject } = cl
  if (!(isW(v, 'put', 'puts', 'putting') && isW(v + 1, ...US))) return false
  const w = isW(v + 2, 'onto') ? v + 3 : isW(v + 2, 'on') && isW(v + 3, 'to') ? v + 4 : -1
  if (w < 0) return false
  const person = view.personAt(w) ?? (isW(w, 'you') && !view.speaker ? addressee(r, view) : undefined)
  if (person && person !== subject && person !== r.me) r.introduced(person, subject, sentence)
  return true
}

/** At "via": "Anna Berg (Orbit Labs) - via Tom Lee", "Anna Berg (via Tom Lee)": a lead's line credits who brought them. */
export function viaLeadAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (!isW(i, 'via') || !isX(i - 1, '(', ',', '-', '–', '—')) return
  const e = view.at(i + 1)
  if (e?.k !== 'P' || e.poss || !(i + 2 >= view.n || isX(i + 2, ')', ',', '.', ';'))) return
  const by = e.ref
  let person: PersonState | undefined
  for (let x = i - 2; x >= view.bodyStart && x > i - 14 && !person; x--) person = view.personAt(x)
  if (person && person !== by) r.introduced(person, by, view.sentence)
}

/** What someone asks the writer to do toward the one written to. */
const REACH = ['get', 'reach', 'contact', 'write', 'email', 'e-mail', 'call', 'introduce', 'connect', 'speak', 'talk']

/**
 * "Tom Lee asked me to get in touch with you", "told me to contact you", "encouraged me to reach out",
 * "said I should reach out to you", "asked me to introduce myself": Q introduced the one written to
 * (or the person named: "asked me to contact Anna Berg").
 */
export const askedMeToVerb: VerbRule = (r, view, cl) => {
  const { isW, isX, sentence } = view
  const { v, subject } = cl
  let w: number
  if (isW(v, 'asked', 'told', 'encouraged', 'urged', 'wanted') && isW(v + 1, ...US) && isW(v + 2, 'to')) w = v + 3
  else if (isW(v, 'said', 'says', 'thought') && isW(v + 1, 'i', 'we') && isW(v + 2, 'should')) w = v + 3
  else return false
  if (!isW(w, ...REACH)) return false
  // "Tom asked me to introduce him to you": the writer introduces Tom (intro-requests.ts).
  if (introducesAsker(view, w)) return true
  let person: PersonState | undefined
  for (let x = w + 1; x < view.n && x <= w + 5 && !person; x++) {
    if (isX(x, '.', ';', '?', '!')) break
    person = view.personAt(x) ?? (isW(x, 'you', 'myself') && !view.speaker ? addressee(r, view) : undefined)
  }
  // "encouraged me to reach out." with nothing after: the one written to.
  if (!person && !view.speaker && (w + 1 >= view.n || isW(w + 1, 'out') || isX(w + 1, '.'))) person = addressee(r, view)
  if (person && person !== subject && person !== r.me) r.introduced(person, subject, sentence)
  return true
}
