/*
 * Titles and employment: who works where, with what title. "CFO Sarah Chen", "Sarah Chen (CFO,
 * Fjordline)", "Sarah Chen, their CFO", "Sarah Chen from Fjordline", "X works at Y", "X is the CFO
 * of Y", a signature's title and company lines, and a company followed by its people. Joining and
 * promotion ("X joined Y as R") are joining.ts's.
 */
import { sideLabels } from './side-labels.js'
import { outsiderTitle } from '../outsiders.js'
import type { CompanyState, Element, PersonState } from '../elements.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { Reader } from '../reader.js'
import { departmentAfterName } from './signatures.js'
import { colleagueBefore } from './pronoun-owners.js'
import { companyLabel } from '../company-labels.js'
import { jobPhrase } from './job-phrases.js'

/** Verbs of taking over from someone: the title after them was the other person's. */
const SUCCEEDS = ['succeeds', 'succeeded', 'succeeding', 'replaces', 'replaced', 'replacing']
import type { Clause, View, VerbRule } from './view.js'
import { onAccount } from './possessive-roles.js'
import { hiredFrom } from './hired-from.js'
import { ownedFirst } from './near-miss-owners.js'
import { pastOwnTitle } from './past-titles.js'
import { bodyArticle } from './body-articles.js'
import { ourOutsiderInParens, outsiderNoun, outsideQualified, servedInParens } from './outside-parties.js'

/** A title before the name: "CFO Sarah Chen", "their CFO, Sarah Chen", "Fjordline's CFO Sarah Chen", "the Head of Growth at Fjordline, Tomas". */
export function titleBefore(r: Reader, view: View, cl: Clause): void {
  const { at, isW, isX, sentence, elements } = view
  const { i, subject } = cl
  let back = i - 1
  if (isX(back, ',', ':', '-', '–', '—')) back--
  let company: CompanyState | undefined
  if (at(back)?.k === 'C' && isW(back - 1, 'at', 'of') && at(back - 2)?.k === 'T') {
    company = (at(back) as { ref: CompanyState }).ref
    back -= 2
  }
  const t = at(back)
  // "Pacifica Freight's Waru Kopu called": the company's own.
  const owner = at(i - 1)
  if (owner?.k === 'C' && owner.poss && t === owner) r.worksAt(subject, owner.ref, sentence)
  if (
    t?.k === 'T' &&
    (back === i - 1 ||
      company ||
      isX(i - 1, ',', ':') ||
      isW(back - 1, 'their', 'our', 'its') ||
      at(back - 1)?.k === 'C')
  ) {
    // "his advisor, Helen Park from McKinsey": her own company, not his.
    // "Her deputy, Emeka Nwosu, takes over at Helix Pharma": the sentence names the company; any company after
    // the name says more than the employer of the person "her" refers to.
    const ownAfter = elements.slice(cl.k, cl.k + 12).some((x) => x.k === 'C')
    // "their architect, Omid Rahimi of Atelier Rahimi": the company named after the name is the employer, not theirs.
    const named = (isW(cl.k, 'of', 'from', 'at') || isX(cl.k, '@')) && at(cl.k + 1)?.k === 'C'
    const colleague = isW(back - 1, 'his', 'her') && !ownAfter ? colleagueBefore(r, view, back - 1) : undefined
    const owner =
      company ??
      // "Fjordline's CFO Sarah Chen", "Klarna CFO Lars Berg".
      (at(back - 1)?.k === 'C' && ((at(back - 1) as { poss: boolean }).poss || back === i - 1)
        ? (at(back - 1) as { ref: CompanyState }).ref
        : isW(back - 1, 'their', 'its', 'our')
          ? // "reports to their CFO, P": whose "their" is, reporting.ts reads (the reports' company; W11).
            named || (isW(back - 1, 'their') && isW(back - 2, 'to') && isW(back - 3, 'reports', 'report'))
            ? undefined
            : r.companyAt(at(back - 1))
          : colleague && colleague !== subject
            ? r.employerOf(colleague)
            : undefined)
    // "evaluating Clearpath, whose rep Steve Nolan": the one before "whose", never the company in play.
    const whose = isW(back - 1, 'whose')
    // "She succeeds founder Paul Whitman": the title was his; where he is now, the text does not say.
    if (isW(back - 1, ...SUCCEEDS)) return
    const before = whose ? at(isX(back - 2, ',') ? back - 3 : back - 2) : undefined
    if (whose && before?.k !== 'C') subject.title = t.title
    else r.worksAt(subject, whose ? (before as { ref: CompanyState }).ref : owner, sentence, t.title)
    if (colleague && colleague !== subject && /^(deputy|assistant)$/i.test(t.title))
      r.report(subject, colleague, sentence)
  }
}

/** Words opening a clause after a name's comma: no unknown title stands there. */
const CLAUSE_OPENERS = ['they', 'he', 'she', 'we', 'i', 'you', 'who', 'which', 'both', 'and']

/** What stands right after the name: "(CFO, Fjordline)", ", their CFO", ", Fjordline AI", "from Fjordline", "at Fjordline". Returns the index after it. */
export function afterName(r: Reader, view: View, cl: Clause): number {
  const { at, isW, isX, titleWithCompany, n, sentence } = view
  const { subject, subjects } = cl
  let k = cl.k
  if (isX(k, '(', '<')) {
    let close = k + 1
    const inner: Element[] = []
    while (close < n && close - k < 12 && !isX(close, ')', '>')) inner.push(at(close++)!)
    let title: string | undefined
    let company: CompanyState | undefined
    let former = false
    for (const x of inner) {
      if (x.k === 'T') title ??= x.title
      // "(ex-Harborview)", "(formerly Harborview)", "(was VP Finance at Gold Coast Cocoa)": a former employer, not the current one.
      if (
        x.k === 'W' &&
        (x.w === 'ex' || x.w === 'formerly' || x.w === 'previously' || (x.w === 'was' && x === inner[0]))
      )
        former = true
      // "Mark Li (our Head of Engineering)": the writer's company, never the one in play.
      if (x.k === 'W' && x.w === 'our' && !ourOutsiderInParens(inner, inner.indexOf(x))) company ??= r.oursHere()
      if (x.k === 'C' && former && r.past.length < EXTRACTION_LIMITS.links)
        r.past.push({ person: subject, company: x.ref })
      // "Tariq Mahmood (our AE on Zenith Dairy)": the account the writer's person works on, not an employer.
      // "(Tanaka Law, counsel to Prairie Mutual)": the company served, not the employer (N3).
      else if (
        x.k === 'C' &&
        !(company === r.oursHere() && onAccount(inner, x)) &&
        !servedInParens(inner, inner.indexOf(x))
      )
        company = x.ref
    }
    // "Maria Lopez and Peter Novak (Orbis Labs)": the parentheses are the last name's.
    if (title || company) r.worksAt(subjects[subjects.length - 1] ?? subject, company, sentence, title)
    k = close + 1
  }
  k = departmentAfterName(r, view, subject, k)
  if (isX(k, ',', '-', '–', '—', '|', ':', '/')) {
    const appositive = titleWithCompany(k + 1)
    // "Leon Fischer: their counsel Abena Darko wants ...": a title before another name is that person's.
    // "Marco Rossi: their procurement lead is Chloe Dubois": a clause of its own, not an appositive.
    // "Elena Popescu: the COO, Henrik Dahl": a chat speaker's answer names someone else's title.
    const answer = isX(k, ':') && subject === view.speaker && isX(appositive?.next ?? -1, ',')
    if (appositive && !answer && at(appositive.next)?.k !== 'P' && !isW(appositive.next, 'is', 'was')) {
      // "Shirin Moradi, their outside accountant (Pardis & Co.)": an outsider's "their" is not where they work (W11).
      const outsider = isW(k + 1, 'their', 'our', 'your') && outsiderTitle(appositive.title)
      let company = outsider ? undefined : appositive.company
      // "Svetlana Morozova, VP Supply Chain (Arrowhead Foods)".
      if (
        !company &&
        isX(appositive.next, '(') &&
        at(appositive.next + 1)?.k === 'C' &&
        isX(appositive.next + 2, ')')
      ) {
        company = (at(appositive.next + 1) as { ref: CompanyState }).ref
        appositive.next += 3
      }
      // "Otto Rask, former CFO of Baltic Timber Group": a former employer, not the current one.
      if (isW(k + 1, 'former') || isW(k + 2, 'former')) {
        if (company && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: subject, company })
      } else r.worksAt(subject, company, sentence, appositive.title)
      k = appositive.next
      if (isX(k, ',')) k++
    } else if (
      isX(k, ',') &&
      at(k + 1)?.k === 'W' &&
      // "Sara Malik, they were at LUMS together": a clause of its own, no title (M4).
      !isW(k + 1, ...CLAUSE_OPENERS) &&
      // "Lindiwe Mthembu, is interviewing at C": a visit, no title.
      !(isW(k + 1, 'is', 'was') && (at(k + 2) as { w?: string } | undefined)?.w?.endsWith('ing')) &&
      ((isW(k + 2, 'at') && at(k + 3)?.k === 'C') || (at(k + 2)?.k === 'W' && isW(k + 3, 'at') && at(k + 4)?.k === 'C'))
    ) {
      // "Thomas Müller, Einkaufsleiter at Bergmann": a title the lists do not know.
      const c = isW(k + 2, 'at') ? k + 3 : k + 4
      r.worksAt(subject, (at(c) as { ref: CompanyState }).ref, sentence)
      k = c + 1
    } else if (
      at(k + 1)?.k === 'C' &&
      (isX(k + 2, ',', '.', ')', '(', '|') || k + 2 >= n) &&
      // "Lena Hoffmann: Skandia Systems, according to ...": a chat speaker's answer names a company (M4).
      !(isX(k, ':') && subject === view.speaker)
    ) {
      // "Sarah Chen, Fjordline AI" (an attendee list, a signature), "Grace Kimani - Baobab Advisory (facilitator)".
      r.worksAt(subject, (at(k + 1) as { ref: CompanyState }).ref, sentence)
      k += 2
    }
  }
  // "Gulzat Osmonova of the Central Asia Grantmakers Forum": an article before the body (body-articles.ts).
  const the = bodyArticle(view, k)
  if ((isW(k, 'from', 'at', 'of') || isX(k, '@')) && at(k + 1 + the)?.k === 'C') {
    // "she used to work with Diego Torres at Andes Mining": where they worked together, not where he works now.
    // "Diego used to report to Lucía Fernández at Telefónica": where she was his manager, once.
    const together =
      (isW(cl.i - 1, 'with') && isW(cl.i - 2, 'work', 'worked', 'working')) ||
      (isW(cl.i - 1, 'to', 'for', 'with') && isW(cl.i - 2, 'report', 'work') && isW(cl.i - 4, 'used')) ||
      (isW(cl.i - 1, 'manage', 'supervise', 'mentor', 'coach') && isW(cl.i - 3, 'used')) ||
      // "got to know Karim Mansour at INSEAD": where they met.
      (isW(cl.i - 1, 'know') && isW(cl.i - 2, 'to') && isW(cl.i - 3, 'got', 'get', 'gets'))
    const c = (at(k + 1 + the) as { ref: CompanyState }).ref
    // "our Head of Geology P and Q from C": C is Q's; "our" placed P (N2).
    const own = subjects.length > 1 && ownedFirst(view, cl.i) ? subject : undefined
    if (!together && !hiredFrom(r, view, cl.i, k, subjects, c))
      for (const s of subjects) if (s !== own) r.worksAt(s, c, sentence)
    k += 2 + the
  } else if (isW(k, 'from', 'at', 'of') && isW(k + 1, 'our') && subject !== r.me && !outsiderNoun(view, k + 2)) {
    // Not "the account rep from our carton supplier Samarkand Paper": the supplier's person (N3).
    // "my colleague Agnieszka from our Warsaw office": the writer's company.
    for (const s of subjects) r.worksAt(s, r.oursHere(), sentence)
    k += 2
  } else if (isW(k, 'there') && r.inPlay) {
    // "Signe Holm there is the new product owner": at the company in play.
    for (const s of subjects) r.worksAt(s, r.inPlay, sentence)
    k++
  }
  return k
}

/** "X works at Y (as R)", "works for / under P", "works with P". */
export const worksVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { subjects } = cl
  let v = cl.v
  if (!isW(v, 'works', 'work', 'worked', 'working')) return false
  v++
  const closely = isW(v, 'closely', 'together')
  if (isW(v, 'closely', 'directly', 'together', 'mostly')) v++
  // "works closely with Orbis Labs": a partner, not an employer.
  if (isW(v, 'with') && closely && at(v + 1)?.k === 'C') return true
  if (isW(v, 'at', 'for', 'with', 'in') && r.companyAt(at(v + 1))) {
    const company = r.companyAt(at(v + 1))!
    let title: string | undefined
    if (isW(v + 2, 'as')) title = titleWithCompany(v + 3)?.title
    else if (isX(v + 2, ',') && isW(v + 3, 'as')) title = titleWithCompany(v + 4)?.title
    for (const s of subjects) r.worksAt(s, company, sentence, title)
  } else if (isW(v, 'for', 'under') && at(v + 1)?.k === 'P') {
    const manager = (at(v + 1) as { ref: PersonState }).ref
    // "worked under Declan Byrne for six years": a manager once, known (not "has worked for P since 2020").
    const once = isW(cl.v, 'worked') && !isW(cl.v - 1, 'has', 'have', 'had')
    for (const s of subjects) once ? r.knows(s, manager, sentence) : r.report(s, manager, sentence)
    // "... works under Beatriz Lima in the Lisbon office of Tejo Energia": both work there.
    for (let o = v + 2; o < view.n && o <= v + 6; o++)
      if (isW(o, 'office', 'offices', 'team') && isW(o + 1, 'of') && at(o + 2)?.k === 'C') {
        for (const s of [...subjects, manager]) r.worksAt(s, (at(o + 2) as { ref: CompanyState }).ref, sentence)
        break
      }
  } else if (isW(v, 'under') && isW(v + 1, 'him', 'her')) {
    // "Florencia works under him": the person named before her.
    const manager = r.lastPersonBefore(view.elements, cl.i) ?? r.previousSubject
    for (const s of subjects) if (manager && manager !== s) r.report(s, manager, sentence)
  } else if (isW(v, 'with', 'alongside') && at(v + 1)?.k === 'P') {
    // Not "I'll be working with Håkon Lie" (they have yet to meet, M9).
    const future = isW(cl.v - 1, 'be') && isW(cl.v - 2, 'will', "i'll", 'i’ll', "we'll", 'we’ll', "she'll", "he'll")
    if (!future) for (const s of subjects) r.knows(s, (at(v + 1) as { ref: PersonState }).ref, sentence)
    cl.through = v + 1
  } else if (isW(v, 'as')) {
    const t = titleWithCompany(v + 1)
    if (t) for (const s of subjects) r.worksAt(s, t.company, sentence, t.title)
  }
  return true
}

/** "X is now at Y (as R)". */
export const nowAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  // "X and Y are at Z" (FX3): "are" is no auxiliary the clause skipped, so "at" stands after it.
  const v = isW(cl.v, 'are') && isW(cl.v + 1, 'at') ? cl.v + 1 : cl.v
  const { subjects } = cl
  // "he's been at Liffey Analytics since leaving ..." too (M9), not "had been at".
  const been = isW(v - 1, 'been') && !isW(v - 2, 'had')
  if (!(isW(v, 'at') && (been || isW(v - 1, 'now', 'is', 'are', 'still')) && r.companyAt(at(v + 1)))) return false
  // "X is at Sony today", "... this week": a visit, not an employer (FX3).
  if (isW(v + 2, 'today', 'tomorrow', 'tonight') || (isW(v + 2, 'this') && isW(v + 3, 'week', 'morning', 'afternoon')))
    return false
  // "X is now at Y (as R)", "X is still at Y" (M2).
  let title: string | undefined
  if (isW(v + 2, 'as')) title = titleWithCompany(v + 3)?.title
  for (const s of subjects) r.worksAt(s, r.companyAt(at(v + 1)), sentence, title)
  return true
}

/** "X is the CFO of Y", "X is their CFO", "X is an old friend of P", "X is P's manager". */
export const copulaVerb: VerbRule = (r, view, cl) => {
  const { at, isW, skipAux, titleWithCompany, sentence } = view
  const { k, v, verbAt, subject, subjects, copula } = cl
  if (!(copula || isW(v, 'is', 'was', 'are', 'became', 'becomes', "'s", 'am') || verbAt !== k || isW(k - 1, 'is')))
    return false
  // "X is the CFO of Y", "X is their CFO", "X is an old friend of Y", "X is Y's manager".
  let w = isW(v, 'is', 'was', 'are', 'am', 'became', 'becomes') ? skipAux(v + 1) : v
  // "He was previously VP Engineering at Cogwheel": a former employer.
  const said = isW(w, 'previously', 'formerly')
  if (said) w++
  // "she was my manager at Vistula Underwriters": a former job too (past-titles.ts, W17).
  // The speaker's own tie says nothing of when the subject left: no move is read from it.
  const own = !said && pastOwnTitle(r, view, cl, w)
  const former = said || own
  const t = titleWithCompany(w)
  if (t && former) {
    if (t.company && !own)
      for (const s of subjects)
        if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: t.company })
  } else if (t) {
    // "Karim Benali will be your account manager": a role toward the one addressed, at no company in play.
    // "Marta Kowal ... is our outside counsel": held for the writer's company from outside it (N3).
    // "He's a founder looking at C": a founder of some company of his own, not the one in play (N3).
    const some = isW(w, 'a', 'an') && !t.company && /(^|\s)(co-?)?founder$/i.test(t.title)
    const yours = (isW(w, 'your') && !t.company) || outsideQualified(view, w) || some
    for (const s of subjects)
      if (yours) s.title ??= t.title
      else r.worksAt(s, t.company, sentence, t.title)
    // "is manager of the Oslo office at Fjord Shipping": the company after the title's own words.
    if (!t.company && (!yours || some)) jobPhrase(r, view, cl, w)
  } else {
    if (isW(w, 'a', 'an', 'the', 'my', 'our')) w++
    while (isW(w, 'old', 'good', 'close', 'former', 'longtime', 'long-time', 'great', 'personal')) w++
    if (
      isW(w, 'friend', 'friends', 'colleague', 'colleagues', 'classmate', 'acquaintance') &&
      isW(w + 1, 'of', 'with', 'from') &&
      at(w + 2)?.k === 'P'
    ) {
      for (const s of subjects) r.knows(s, (at(w + 2) as { ref: PersonState }).ref, sentence)
    } else if (
      at(w)?.k === 'P' &&
      (at(w) as { poss: boolean }).poss &&
      isW(w + 1, 'manager', 'boss', 'supervisor', 'lead')
    ) {
      r.report((at(w) as { ref: PersonState }).ref, subject, sentence)
    } else if (at(w)?.k === 'P' && (at(w) as { poss: boolean }).poss && isW(w + 1, 'report', 'direct')) {
      r.report(subject, (at(w) as { ref: PersonState }).ref, sentence)
    } else jobPhrase(r, view, cl, w)
  }
  return true
}

/** "ex-Salesforce, now Head of Sales at Brightwave": a sentence without a person is about the last one. */
export function nowWithoutPerson(r: Reader, view: View): void {
  const { isW, titleWithCompany, n, sentence } = view
  const last = r.lastPerson
  if (!last) return
  for (let i = 0; i < n; i++) {
    if (!isW(i, 'now')) continue
    const t = titleWithCompany(i + 1)
    if (t?.company) r.worksAt(last, t.company, sentence, t.title)
    break
  }
}

/** "Fjordline AI: Tomas Lindqvist, Sarah Chen": a company and its people. */
export function companyAndPeople(r: Reader, view: View): void {
  const { at, isX, n, sentence } = view
  sideLabels(r, view)
  // After list marks: "- Verdant Grid: Kofi Mensah (COO), Elif Yıldız (Program Lead)", "Supplier, Tern Digital: ...".
  const label = companyLabel(view.elements)
  if (!label) return
  const company = (at(label.company) as { ref: CompanyState }).ref
  for (let x = label.list; x < n; x++) {
    const y = at(x)!
    if (y.k === 'P') r.worksAt(y.ref, company, sentence)
    else if (y.k === 'X' && y.p === '(') {
      // "Kofi Mensah (COO)": past the parentheses.
      while (x < n && !isX(x, ')')) x++
    } else if (!(y.k === 'X' && y.p === ',') && !(y.k === 'W' && y.w === 'and')) break
  }
}
