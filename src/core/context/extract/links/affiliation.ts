/*
 * Further shapes of who works where: lists of people that a company heads or closes ("Met the team
 * at Acme: A, B and C", "A (CFO), B (Controller) from Acme"), verbs that tie a person to a company
 * ("founded Acme", "represents Acme", "has been at Acme", "is with Acme", "runs growth at Acme",
 * "heads the Accra office of Acme"), and a company as the subject ("Acme hired A as CFO").
 */
import { lastNameOwnsCompany } from './own-descriptions.js'
import { listGroupOpens } from './list-groups.js'
import { MEETING_VERBS, MEETING_WORDS, OFFICE_WORDS, TEAM_WORDS } from '../cues.js'
import type { CompanyState, PersonState } from '../elements.js'
import { EXTRACTION_LIMITS } from '../types.js'
import { serviceFor } from './outsider-clients.js'
import type { Reader } from '../reader.js'
import type { View, VerbRule } from './view.js'
import { teamInParens } from './team-parens.js'

/** "my colleague Farah Siddiqui", "her colleague Matteo Ricci": at the company of the writer, or of the person before. */
export function colleagueOf(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, elements, sentence } = view
  if (!isW(i, 'my', 'our', 'his', 'her') || !isW(i + 1, 'colleague', 'coworker', 'co-worker', 'teammate')) return
  const person = personAt(isX(i + 2, ',') ? i + 3 : i + 2)
  if (!person) return
  if (isW(i, 'my', 'our')) {
    if (!view.speaker) r.worksAt(person, r.oursHere(), sentence)
    return
  }
  const other = r.lastPersonBefore(elements, i)
  const company = other && other !== person ? r.employerOf(other) : undefined
  if (company) r.worksAt(person, company, sentence)
}

/** What a lawyer or agent acts for a client in: "represents Ferro Steel on this deal". */
const MATTERS = [
  'deal',
  'matter',
  'case',
  'transaction',
  'dispute',
  'acquisition',
  'sale',
  'negotiation',
  'negotiations',
]

/** "X founded Acme", "co-founded", "owns", "represents", "signs for", "is with Acme", "has been at Acme". */
export const affiliatedVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subjects } = cl
  let c: number
  if (isW(v, 'founded', 'co-founded', 'cofounded', 'owns', 'represents', 'represented', 'representing', 'chairs'))
    c = v + 1
  else if (isW(v, 'signs', 'signed', 'signing') && isW(v + 1, 'for')) c = v + 2
  else if (isW(v, 'with') && isW(v - 1, 'is', 'now') && !isW(v - 2, 'meeting', 'call')) c = v + 1
  else if (isW(v, 'at') && isW(v - 1, 'been') && isW(v - 2, 'has', 'have')) c = v + 1
  else return false
  let company = at(c)?.k === 'C' ? (at(c) as { ref: CompanyState }).ref : undefined
  // "she represents Ferro Steel on this deal": a lawyer or agent acting for a client, not its employee.
  if (
    isW(v, 'represents', 'represented', 'representing') &&
    isW(c + 1, 'on', 'in') &&
    (isW(c + 2, ...MATTERS) || isW(c + 3, ...MATTERS))
  )
    company = undefined
  if (company) for (const s of subjects) r.worksAt(s, company, sentence)
  return company !== undefined
}

/** "Acme hired Maria Lopez (as CFO)", "Acme appointed / named / welcomed Maria Lopez". */
export function companyHiredAt(r: Reader, view: View, i: number): void {
  const { at, isW, titleWithCompany, personAt, sentence } = view
  const c = at(i)
  if (c?.k !== 'C' || !isW(i + 1, 'hired', 'hires', 'appointed', 'appoints', 'named', 'welcomed', 'welcomes')) return
  const person = personAt(i + 2)
  if (!person) return
  const title = isW(i + 3, 'as') ? titleWithCompany(i + 4)?.title : undefined
  r.worksAt(person, c.ref, sentence, title, true)
}

/**
 * The people of a list that a company closes: "A (VP Finance), B (Controller) from Acme", "A, B
 * and C of Acme". Read at the "from"/"of" before the company; only a list of names (with their
 * parentheses) joined by commas and "and" counts, so "A met B from Acme" stays about B.
 */
export function listFromCompany(r: Reader, view: View, i: number): void {
  const { at, isW, isX, sentence } = view
  if (!(isW(i, 'from', 'of', 'at', 'for') && at(i + 1)?.k === 'C')) return
  const company = (at(i + 1) as { ref: CompanyState }).ref
  const people: PersonState[] = []
  let x = i - 1
  let joined = false
  while (x >= 0) {
    // A name's parenthesis may hold a title ("(VP Finance)"); one holding a company ends the list,
    // and so does a bare name before the last: "A (Fjordline), B, C from Nordbank" is about C.
    let close = x
    if (isX(x, ')')) {
      let open = x - 1
      while (open >= 0 && open > x - 12 && !isX(open, '(')) open--
      if (!isX(open, '(')) return
      if (view.elements.slice(open, x).some((e) => e.k === 'C')) break
      x = open - 1
    } else if (people.length > 0) break
    const person = view.personAt(x)
    if (!person) {
      x = close
      break
    }
    people.push(person)
    if (isX(x - 1, ',') || isW(x - 1, 'and', '&')) {
      joined = true
      x -= 2
    } else {
      x--
      break
    }
  }
  // A single name is read by the clause rules; a list must start the sentence or follow a colon.
  if (people.length < 2 || !joined || (isW(i, 'for') && !listGroupOpens(view, x))) return
  // "A (company secretary) and B of Dubois Avocats": B's company alone (own-descriptions.ts).
  if (lastNameOwnsCompany(view, x, i)) return
  for (const p of people) r.worksAt(p, company, sentence)
}

/**
 * A company's people after a colon: "Met the team at Acme today: A, B and C", "From Acme: A, B",
 * "the Acme folks: A and B". The part before the colon must name the company as a group.
 */
export function teamList(r: Reader, view: View): void {
  const { at, isW, isX, n, sentence } = view
  // "the team at Acme (A, B)": the same group, its people in parentheses (team-parens.ts).
  teamInParens(r, view)
  let colon = -1
  for (let x = 0; x < n; x++)
    if (isX(x, ':')) {
      colon = x
      break
    }
  if (colon < 1) return
  let company: CompanyState | undefined
  for (let x = 0; x < colon; x++) {
    const c = at(x)
    if (c?.k !== 'C') continue
    const group =
      isW(x + 1, 'team', 'folks', 'people', 'crew', 'side', 'delegation') ||
      (isW(x - 1, 'at', 'from') && isW(x - 2, 'team', 'folks', 'people', 'crew', 'delegation')) ||
      (isW(x - 1, 'from') && x + 1 === colon) ||
      // "From our side (Brightline Software): A and B".
      (view.isX(x - 1, '(') && isW(x - 2, 'side', 'team') && isX(x + 1, ')') && x + 2 === colon)
    if (group) company = c.ref
  }
  if (!company) return
  for (let x = colon + 1; x < n; x++) {
    if (isX(x, '.', ';')) break
    const person = view.personAt(x)
    // A name with its own company, "(CFO, Beta)", is read by the name's own rules.
    if (person && !(isX(x + 1, '(') && at(x + 3)?.k === 'C')) r.worksAt(person, company, sentence)
  }
}

/** "X runs growth at Y", "I run partnerships at Y", "I look after partnerships at Y". */
export const runsVerb: VerbRule = (r, view, cl) => {
  const { at, isW, n, sentence } = view
  const { v, subject, subjects } = cl
  if (
    !isW(v, 'runs', 'run', 'leads', 'lead', 'heads', 'head', 'oversees', 'owns', 'own', 'manages') &&
    !isW(v, 'heading', 'leading', 'running', 'handles') &&
    // "I look after partnerships at Tagtrail".
    !(isW(v, 'look', 'looks') && isW(v + 1, 'after'))
  )
    return false
  // "Yaw now runs Kumasi Energy", "Kwame Asante runs Accra Ventures": the company itself.
  const own = at(v + 1)?.k === 'C' && !isW(v, 'manages', 'oversees') ? r.companyAt(at(v + 1)) : undefined
  if (own) for (const s of subjects) r.worksAt(s, own, sentence)
  // "X runs growth at Y", "I run partnerships at Y".
  let placed = own !== undefined
  // "Irina will run your onboarding at Okafor Build": a service to the one written to, where they work.
  const yours = isW(v + 1, 'your')
  // Up to four words before the "at": "leads the field engineering team at Kiso Sensors".
  for (let w = v + 1; w < n && w <= v + 5 && !yours; w++) {
    if (
      (isW(w, 'at', 'for') || (isW(w, 'of') && isW(w - 1, ...OFFICE_WORDS, ...TEAM_WORDS))) &&
      r.companyAt(at(w + 1)) &&
      // "will run the onboarding for Greenleaf Grocers": a client served.
      !(isW(w, 'for') && serviceFor(isW, v + 1, w))
    ) {
      // "runs sales at Y", "runs the Accra office of Y".
      for (const s of subjects) r.worksAt(s, r.companyAt(at(w + 1)), sentence)
      placed = true
      break
    }
    // "Sandra Okoye runs the finance team there": at the company in play.
    if (isW(w, 'there') && r.inPlay) {
      for (const s of subjects) r.worksAt(s, r.inPlay, sentence)
      placed = true
      break
    }
    if (at(w)?.k !== 'W') break
  }
  // "Bruno Costa will lead our Customer Success team": the writer's company.
  if (isW(v + 1, 'our') && subject !== r.me) {
    for (const s of subjects) r.worksAt(s, r.oursHere(), sentence)
    placed = true
  }
  // "Org update for Fenwick Health: Abdul Rahman now leads data engineering": a role with no company, at the
  // company the text is about (when nothing else places them), as a title without one is.
  const what = at(v + 1)
  // Not "handles their account": whoever handles a customer's account works for the writer.
  const account = [v + 1, v + 2, v + 3].some((w) => isW(w, 'account', 'accounts', 'relationship', 'renewal'))
  if (
    !placed &&
    !account &&
    subject !== r.me &&
    what?.k === 'W' &&
    !what.cap &&
    !isW(v + 1, 'the', 'a', 'an', 'my', 'his', 'her') &&
    // Nor "Ayodele owns it": a task or a deal owned, no role (but "Mateus will lead it", a team).
    !(isW(v, 'owns', 'own') && isW(v + 1, 'it', 'this', 'that'))
  )
    for (const s of subjects)
      if (r.inPlay && r.titledInPlay.length < EXTRACTION_LIMITS.links)
        r.titledInPlay.push({ person: s, company: r.inPlay, sentence: sentence() })
  if (isW(v, 'manages') && at(v + 1)?.k === 'P') r.report((at(v + 1) as { ref: PersonState }).ref, subject, sentence)
  return true
}

/**
 * A note that opens by meeting one company ("Sync with Kauri Software.", "Met the Pampas Agro buyers
 * today with A and B", "2026-01-12 call — Solace Hospitality" and "Spoke with: A (GM), B"): the
 * company, and the people the opening sentences met with, for the finishing pass to place there
 * when nothing else says where they work.
 */
export function meetingAt(r: Reader, view: View): void {
  const { elements, n } = view
  if (r.sentences > 3) return
  if (!r.meeting) {
    const c = elements.findIndex((e) => e.k === 'C')
    if (r.companies.size !== 1 || c < 0) return
    if (!elements.some((e) => e.k === 'W' && (MEETING_WORDS.has(e.w) || MEETING_VERBS.has(e.w)))) return
    // The company met, not a person's own ("Call with April Reyes (Finance Director, Solana Foods)").
    const { isW, isX } = view
    const met =
      isW(c - 1, 'with', 'the', 'from', 'at') ||
      isX(c - 1, '—', '–', '-', ':') ||
      elements.slice(0, c).every((e) => e.k === 'X') ||
      (elements[c + 1]?.k === 'W' && MEETING_WORDS.has((elements[c + 1] as { w: string }).w))
    if (!met) return
    r.meeting = (elements[c] as { ref: CompanyState }).ref
  }
  let met = false
  for (let x = 0; x < n; x++) {
    const e = elements[x]!
    if (e.k === 'W' && e.w === 'with') met = true
    else if (e.k === 'X' && (e.p === ';' || e.p === '.')) met = false
    else if (met && e.k === 'P' && r.meetingPeople.length < EXTRACTION_LIMITS.people) r.meetingPeople.push(e.ref)
  }
}

/** Words of a question for someone at a company: "a way in at C?", "anyone at C?". */
const ASKING = new Set(['contact', 'anyone', 'someone', 'somebody', 'anybody', 'way', 'intro', 'introduction'])

/**
 * A chat question about who is at a company, and its answer: "[14:20] Owen Price: who is the decision
 * maker at Severn Water?" then "[14:21] Bronwen Hughes: Gareth Lewis." The answer, and anyone the
 * question names ("who does Arjun Nair answer to at Monsoon Pay?"), work there.
 */
export function answerAt(r: Reader, view: View): void {
  const { at, isW, isX, n, sentence } = view
  const asked = r.askedAt
  r.askedAt = undefined
  if (!view.speaker) return
  const b = view.bodyStart
  const answer = at(b)
  // "Gareth Lewis.", "Lakshmi Subramanian, she was my classmate", "Chloe Adams works there, ...".
  const alone =
    b + 1 >= n ||
    isX(b + 1, '.', '!') ||
    (isX(b + 1, ',') && isW(b + 2, 'she', 'he', 'who')) ||
    (isW(b + 1, 'works', 'is') && isW(b + 2, 'there'))
  if (asked && answer?.k === 'P' && answer.ref !== view.speaker && alone) r.worksAt(answer.ref, asked, sentence)
  // "who owns ... at C?", "who's our contact at C?", "do we have a way in at C?", "anyone know someone at C?".
  const asks = isW(b, 'who') || view.elements.some((e) => e.k === 'W' && ASKING.has(e.w))
  if (!asks || !isX(n - 1, '?')) return
  for (let x = b + 1; x < n - 2; x++) {
    const company = at(x + 1)
    if (!isW(x, 'at') || company?.k !== 'C') continue
    r.askedAt = company.ref
    for (let y = b + 1; y < x; y++) {
      const named = at(y)
      if (named?.k === 'P' && named.ref !== view.speaker) r.worksAt(named.ref, company.ref, sentence)
    }
    return
  }
}

/**
 * A person's team, listed: "Niklas Brunner's team: Lea Huber, Jonas Graf and Mia Steiner", "Aroha
 * Walker leads a team of three, Tane Rangi, Mere Hohaia and Liam Brown". Read at "team": the lead
 * and the members work where the lead does, else at the company the text is about ("Org notes,
 * Alpine Insurance."); a list that names a company of its own is read by the rules of its words.
 */
export function teamMembersAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, n, personAt, elements, sentence } = view
  if (!isW(i, 'team')) return
  const lead =
    at(i - 1)?.k === 'P' && (at(i - 1) as { poss: boolean }).poss
      ? personAt(i - 1)
      : isW(i - 1, 'a') && isW(i - 2, 'leads', 'runs', 'manages', 'heads')
        ? personAt(i - 3)
        : undefined
  // A company before the lead is the one in play ("Org chart for Kauri Health: ..."); one after it is the list's own.
  if (!lead || elements.slice(i - 3).some((e) => e.k === 'C')) return
  let x = i + 1
  // "a team of three", "a team of 4".
  if (isW(x, 'of') && at(x + 1)?.k === 'W') x += 2
  if (!isX(x, ':', ',')) return
  const members: PersonState[] = []
  for (x++; x < n && members.length < 16; x++) {
    const member = personAt(x)
    if (member && member !== lead) members.push(member)
    else if (!isX(x, ',') && !isW(x, 'and', '&')) break
  }
  const company = r.employerOf(lead) ?? r.inPlay
  if (members.length < 2 || !company) return
  for (const p of [lead, ...members]) r.worksAt(p, company, sentence)
}

/**
 * "Sophie Bernard will join the call from Lyon Capital", "Ken is dialling in from Ridge Bank": where
 * someone joins a meeting from is where they work. Read at "from"; the person stands before the verb.
 */
export function joinsFromAt(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, sentence } = view
  if (!isW(i, 'from') || at(i + 1)?.k !== 'C') return
  let x = i - 1
  // Not "joins us from Itaú": where a new hire comes from.
  if (isW(x, 'call', 'meeting', 'session', 'demo')) {
    x--
    if (isW(x, 'the')) x--
    if (!isW(x, 'join', 'joins', 'joining')) return
  } else if (isW(x, 'in') && isW(x - 1, 'dial', 'dials', 'dialling', 'dialing', 'calling')) x--
  else return
  let y = x - 1
  while (y > x - 4 && isW(y, 'will', 'is', 'also', 'be', 'to', 'may')) y--
  const person = personAt(y)
  if (person) r.worksAt(person, (at(i + 1) as { ref: CompanyState }).ref, sentence)
}

/**
 * "Priya Shah is in the data team at Acme Labs", "Rangi Tamihana is under Aroha Ngata in the finance
 * team at Rotorua Energy": a team at a company places the sentence's subject there, and the person
 * named right before "in" (the one they are under or beside). Read at "team".
 */
export function inTeamAt(r: Reader, view: View, i: number): void {
  const { at, isW, personAt, bodyStart, sentence } = view
  if (!isW(i, 'team') || !isW(i + 1, 'at') || at(i + 2)?.k !== 'C') return
  let x = i - 1
  // "the finance team", "the data platform team": up to two words between.
  while (x > i - 3 && at(x)?.k === 'W' && !isW(x, 'the')) x--
  // Not "we were on the same team at Deloitte": a team they shared once.
  // "is part of the data team at Acme Labs" too (FX3).
  const into = isW(x - 1, 'in', 'on') || (isW(x - 1, 'of') && isW(x - 2, 'part'))
  if (!isW(x, 'the') || !into || isW(x + 1, 'same', 'old', 'former')) return
  const subject = personAt(bodyStart)
  if (!subject || !isW(bodyStart + 1, 'is', 'sits', 'works', 'are')) return
  // One clause: no comma or semicolon between the subject and the team ("Chloe works there, we were on ...").
  for (let y = bodyStart + 1; y < x; y++) if (view.isX(y, ',', ';')) return
  const company = (at(i + 2) as { ref: CompanyState }).ref
  r.worksAt(subject, company, sentence)
  const beside = personAt(x - 2)
  if (beside && beside !== subject) r.worksAt(beside, company, sentence)
}
