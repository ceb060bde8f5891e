/*
 * The finishing pass, once the whole text is read: domains to the companies that own them, an
 * address on a company's domain as where its owner works, "I" and "our" resolved to the person
 * who signed and their company, former employers beside current ones as moves, and the links
 * deduplicated, with titles carried over.
 */
import { oneCompanyBesidesSuppliers } from './business-slots.js'
import { foldSurname } from './honorific-greetings.js'
import { dropCompanyNamedPeople } from './company-named-people.js'
import { dropCompanyPartPeople } from './company-part-people.js'
import { dropFunctionAcronyms } from './function-acronyms.js'
import { addVendorCompanies } from './vendor-companies.js'
import { addAfterLinkCompanies } from './after-link-companies.js'
import { placeSuccessors } from './links/successors.js'
import { leftWithoutMove } from './links/left-alone.js'
import { FREE_MAIL_DOMAINS } from '../lexicon.js'
import {
  companyKey,
  domainLabel,
  lettersOf,
  nameMatchesDomain,
  type CompanyState,
  type PersonState,
} from './elements.js'
import { WRITER, WRITER_COMPANY, type Reader } from './reader.js'
import { resolveQuoted } from './quotes.js'
import { introducesSomeone } from './intro-writer.js'
import { placeListed } from './links/company-lists.js'
import { placeOrgHeading } from './links/org-heading.js'
import { placeReportingLines } from './links/org-lines.js'
import { placeAnnounced } from './links/org-announcements.js'
import { placeColleagues } from './links/colleagues.js'
import { placeTeamJoins } from './links/team-joins.js'
import { placeTheirRoles } from './links/their-roles.js'
import { foldNamePrefix, renamePerson } from './name-prefix.js'
import { foldNameSuffix } from './name-suffix.js'
import { reportingLineCompanies } from './links/reporting-ends.js'
import { originInMoveSentence } from './links/move-sentences.js'
import { placeEarlyAttendees } from './links/early-attendees.js'
import { employersOfMoves } from './links/move-employers.js'
import { movesToPlaced, unplaced } from './links/placed-moves.js'
import { outsiderTitle } from './outsiders.js'
import { placeYours } from './links/possessive-roles.js'
import { oursByElimination } from './links/other-side.js'
import { placeAccountLists } from './links/account-lists.js'
import { placeInternalMeeting } from './links/internal-meetings.js'
import type { Extraction, ExtractedLink } from './types.js'
import { untaggedAttendees } from './attendee-tags.js'
import { dropYourTitles } from './links/your-titles.js'
import { placeWelcomes } from './links/chat-welcomes.js'
import { knownBoth } from './links/writer-knows.js'
import { introducePresented } from './links/presented-turns.js'
import { dropDeniedMoves } from './links/negated-moves.js'
import { dropDoubledEmployers, dropOutsidersOf } from './links/not-employers.js'
import { keepOurSide } from './links/our-side-lines.js'
import { dropLeftBehindTies } from './links/left-behind-ties.js'
import { placeLaterAddressees } from './links/later-addressees.js'

const uniqueBy = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** Resolves what the reader read into the extraction of the text. */
export function finish(r: Reader): Extraction {
  companiesByDomain(r)
  dropCompanyNamedPeople(r)
  dropCompanyPartPeople(r)
  dropFunctionAcronyms(r)
  const domains = claimDomains(r)
  placeByAddress(r)
  resolveQuoted(r, (p) => r.employerOf(p))
  placeYours(r)
  oursByElimination(r)
  // "Haruto leads our robotics practice at Orbital Works ... Best, Ines": the one who signed works at "our" company.
  if (r.writerPerson && r.writer && r.writer !== r.ours && !r.employerOf(r.writerPerson))
    r.worksAt(r.writerPerson, r.writer, () => '')
  introducedByWriter(r)
  introducePresented(r)
  knownBoth(r)
  const writer = resolveWriter(r)
  dropYourTitles(r)
  placeWelcomes(r)
  dropDeniedMoves(r)
  keepOurSide(r)
  movesAndManagers(r, writer)
  const placedLater = unplaced(r)
  placeListed(r)
  placeAccountLists(r)
  placeInternalMeeting(r)
  placeOrgHeading(r)
  placeReportingLines(r)
  placeAnnounced(r)
  placeColleagues(r)
  placeTheirRoles(r)
  placeSuccessors(r)
  employersOfMoves(r)
  movesToPlaced(r, writer, placedLater)
  // After the moves: a team's member is placed, no move is read from it ("used to work at" stays a past job).
  placeTeamJoins(r)
  dropDoubledEmployers(r)
  dropOutsidersOf(r)
  dropLeftBehindTies(r)
  placeLaterAddressees(r)
  // After every link: a vendor or rival named in a decision is no one's employer (vendor-companies.ts).
  addVendorCompanies(r)
  addAfterLinkCompanies(r)
  // A first name alone in a person's role is a person unless a fuller name of the text starts with it (then it is
  // that one). A name that only signs ("— Chris") stays the writer, no person of the list, as before.
  const people = [...r.people.values()].filter(
    (p) =>
      (p.words.length >= 2 && !foldNamePrefix(r, p) && !foldNameSuffix(r, p)) ||
      (r.firstNamed.has(p) && !foldFirstName(r, p) && !foldSurname(r, p)),
  )
  return {
    people: people.map((p) => ({
      name: p.name,
      at: p.at,
      emails: p.emails,
      ...(p.phone && { phone: p.phone }),
      ...(p.title && { title: p.title }),
    })),
    companies: [...r.companies.values()].map((c) => ({
      name: c.name,
      at: c.at,
      ...(c.domain && { domain: c.domain }),
    })),
    links: r.links,
    emails: [...r.emails.values()],
    domains,
    phones: r.phones,
    known: r.known,
    dates: uniqueBy(r.dates, (d) => `${d.text.toLowerCase()}|${d.date}`),
    followUps: r.followUps,
    dropped: r.dropped,
  }
}

/**
 * A "person" spelled like the domain of an address in the text, with no address of their own, is the
 * company the domain belongs to ("Meeting with Redwood Dental", then grace@redwooddental.com).
 */
function companiesByDomain(r: Reader): void {
  const spelled = new Set<string>()
  for (const email of r.emails.values())
    if (!FREE_MAIL_DOMAINS.has(email.domain)) spelled.add(lettersOf(domainLabel(email.domain)))
  if (spelled.size === 0 && r.employerNamed.size === 0) return
  for (const [key, person] of r.people) {
    // Also one whose name later stood where only an employer does, with no address or title of their own.
    const employer = r.employerNamed.has(key) && !person.title
    if (person.words.length < 2 || person.emails.length > 0 || !(spelled.has(lettersOf(person.name)) || employer))
      continue
    r.people.delete(key)
    r.company(person.name, person.at)
    const kept = r.links.filter((l) => l.from !== person.name && l.to !== person.name)
    r.links.length = 0
    r.links.push(...kept)
  }
}

/** Domains: to the company whose name spells them, else to the one employer of the address's owner; never a company made up from a domain. */
function claimDomains(r: Reader): string[] {
  const domains: string[] = []
  const addDomain = (domain: string) => {
    if (!FREE_MAIL_DOMAINS.has(domain) && !domains.includes(domain)) domains.push(domain)
  }
  for (const email of r.emails.values()) addDomain(email.domain)
  for (const domain of r.bareDomains) addDomain(domain)
  const companies = [...r.companies.values()]
  for (const domain of domains) {
    let owner = companies.find((c) => !c.domain && nameMatchesDomain(c, domain))
    if (!owner) {
      // A capitalised run nobody called a company, spelled like the domain ("Meridian Health", meridianhealth.com).
      const loose = r.loose.get(lettersOf(domainLabel(domain)))
      if (loose) owner = r.company(loose.name, loose.at)
    }
    if (!owner) {
      const employers = new Set<CompanyState>()
      for (const email of r.emails.values()) {
        if (email.domain !== domain || !email.owner) continue
        for (const link of r.links)
          if (link.kind === 'works_at' && link.from === email.owner)
            employers.add(r.companies.get(companyKey(link.to))!)
      }
      if (employers.size === 1) owner = [...employers][0]
      if (owner?.domain) owner = undefined
    }
    if (owner && !owner.domain) owner.domain = domain
  }
  return domains
}

/** An address on a company's domain says where its owner works, when the text says nothing else. */
function placeByAddress(r: Reader): void {
  for (const email of r.emails.values()) {
    if (!email.owner) continue
    const company = [...r.companies.values()].find((c) => c.domain === email.domain)
    if (!company) continue
    if (r.links.some((l) => l.kind === 'works_at' && l.from === email.owner)) continue
    const person = [...r.people.values()].find((p) => p.name === email.owner)
    r.link({
      kind: 'works_at',
      from: email.owner,
      to: company.name,
      ...(person?.title && { title: person.title }),
      sentence: email.address,
    })
  }
}

/**
 * An introduction e-mail that hands people over ("you two should talk") introduces everyone it
 * addresses by name ("Hi Kwame,", "Lucía, ..."), as the writer's: when it addresses or introduces
 * two people at least, so a greeting alone is no introduction.
 */
function introducedByWriter(r: Reader): void {
  if (!r.handsOver && !introducesSomeone(r)) return
  const addressed = new Set<PersonState>()
  for (const word of r.addressed) {
    const people = r.byPart.get(word)
    if (people?.size === 1) addressed.add([...people][0]!)
  }
  const introduced = new Set(r.links.filter((l) => l.kind === 'introduced_by' && l.to === WRITER).map((l) => l.from))
  for (const p of addressed) introduced.add(p.name)
  if (introduced.size < 2) return
  for (const p of addressed) if (p !== r.me && p !== r.writerPerson) r.introduced(p, r.me, () => '')
}

/** "I" and "our": the person who signed, and their company (a signature line, their one employer, their address's domain). Links are deduplicated after. */
function resolveWriter(r: Reader): PersonState | undefined {
  const writer = r.writerPerson
  const writerEmail = writer?.emails[0]
  const writerCompany =
    (r.writer && r.writer !== r.ours ? r.writer : undefined) ??
    (writer ? r.employerOf(writer) : undefined) ??
    (writerEmail
      ? [...r.companies.values()].find((c) => c.domain === writerEmail.slice(writerEmail.indexOf('@') + 1))
      : undefined)
  const resolve = (name: string): string | undefined =>
    name === WRITER
      ? writer?.name
      : name === WRITER_COMPANY
        ? writerCompany && writerCompany !== r.ours
          ? writerCompany.name
          : undefined
        : name
  if (writer && r.me.title && !writer.title) writer.title = r.me.title
  // "I'll send ...": a follow-up for the person who signed.
  for (const followUp of r.followUps)
    if (followUp.assignee === WRITER) {
      if (writer) followUp.assignee = writer.name
      else delete followUp.assignee
    } else if (followUp.assignee !== undefined && !followUp.assignee.includes(' ')) {
      // "Ren will send ..." before "Ren Kobayashi: ..." names him in full: the one person the word is part of.
      // "Tuan will send ..." after "Anh Tuan Pham": a middle word, when no first or last word is it.
      const word = followUp.assignee.toLowerCase()
      const named = r.byPart.get(word)
      const within = named ? [] : [...r.people.values()].filter((p) => p.words.some((w) => w.toLowerCase() === word))
      if (named?.size === 1) followUp.assignee = [...named][0]!.name
      else if (!named && within.length === 1) followUp.assignee = within[0]!.name
    }
  const links: ExtractedLink[] = []
  const seen = new Set<string>()
  for (const link of r.links) {
    const from = resolve(link.from)
    const to = resolve(link.to)
    const previous = link.previous === undefined ? undefined : resolve(link.previous)
    if (
      from === undefined ||
      to === undefined ||
      from === to ||
      // A move from "our" company when the text never says whose it is: kept, from a place unknown.
      (link.previous !== undefined && previous === undefined && link.previous !== WRITER_COMPANY) ||
      // "moves from our Seoul office to ...", once "our" is known: a move within one company is no move.
      (link.kind === 'left_for' && previous === to)
    )
      continue
    const key = `${link.kind}|${from}|${to}`
    if (seen.has(key)) continue
    seen.add(key)
    // ("she left for Mekong Ventures" with "our Saigon Tech days" unresolved: a move from a place unknown.)
    const { previous: _unresolved, ...rest } = link
    links.push({ ...rest, from, to, ...(previous !== undefined && { previous }) })
  }
  r.links.length = 0
  r.links.push(...links)
  r.linkKeys.clear()
  for (const link of links) r.linkKeys.add(`${link.kind}|${link.from}|${link.to}`)
  return writer
}

/** Former employers beside current ones, and managers beside their reports. */
function movesAndManagers(r: Reader, writer: PersonState | undefined): void {
  // A title without a company, in a text about one company: that company, when nothing else says where they work.
  // Not where the text says they were once ("Vento Energy's former CFO, P, is now an angel investor").
  const lines = r.titledInPlay.length > 0 ? reportingLineCompanies(r) : new Map<string, CompanyState | null>()
  for (const { person, company, sentence } of r.titledInPlay) {
    const line = lines.get(person.name)
    if (line === null || r.employerOf(person) || company === r.ours) continue
    const at = line ?? company
    if (!r.past.some((p) => p.person === person && p.company === at)) r.worksAt(person, at, () => sentence)
  }
  // Who was at a meeting about the one company the text names, and is not the writer's side: at that company.
  untaggedAttendees(r)
  if (oneCompanyBesidesSuppliers(r))
    for (const { person, ours, company } of r.attendees)
      if (!ours && person !== writer && !r.employerOf(person) && !(person.title && outsiderTitle(person.title)))
        r.worksAt(person, company, () => '')
  meetingPlaces(r, writer)
  placeEarlyAttendees(r, writer)
  originInMoveSentence(r)
  // "previously at Y" beside a current employer: the person left Y for it.
  pastMoves(r, writer, false)
  // Whoever left a company no longer works there.
  const left = new Set(r.links.filter((l) => l.kind === 'left_for').map((l) => `${l.from}|${l.previous}`))
  for (const key of leftWithoutMove(r)) left.add(key)
  const kept = r.links.filter((l) => !(l.kind === 'works_at' && left.has(`${l.from}|${l.to}`)))
  r.links.length = 0
  r.links.push(...kept)
  // A manager and their report work at the same company, when the text names one of the two.
  for (const link of [...r.links]) {
    if (link.kind !== 'reports_to') continue
    const report = [...r.people.values()].find((p) => p.name === link.from)
    const manager = [...r.people.values()].find((p) => p.name === link.to)
    if (!report || !manager) continue
    const a = r.employerOf(report)
    const b = r.employerOf(manager)
    // Not for someone whose own address says where they work.
    const placed = (p: PersonState) => p.emails.some((e) => !FREE_MAIL_DOMAINS.has(e.slice(e.indexOf('@') + 1)))
    if (a && !b && !placed(manager)) r.worksAt(manager, a, () => link.sentence)
    if (b && !a && !placed(report)) r.worksAt(report, b, () => link.sentence)
  }
  // "Hana reports into Wiremu and joined from Fonterra": she came from there to where her manager works.
  pastMoves(r, writer, true)
  // A person's title, on their works-at link when it has none.
  for (const link of r.links) {
    if (link.kind !== 'works_at' || link.title) continue
    const person = [...r.people.values()].find((p) => p.name === link.from)
    if (person?.title) link.title = person.title
  }
}

/** Moves from the companies people were at before to where they work now (`joined`: only those who came from one). */
function pastMoves(r: Reader, writer: PersonState | undefined, joined: boolean): void {
  for (const { person, company, joined: came } of r.past) {
    if (joined && !came) continue
    const who = person === r.me ? writer : person
    if (!who) continue
    const current = r.employerOf(who)
    // "moves from our Seoul office" in Granary Foods' memo: "our" is the current employer, no former one.
    const past = company === r.ours ? r.writer : company
    if (current && current !== past && current !== r.ours) r.leftFor(who, company, current, () => '')
  }
}

/**
 * A note about a meeting with the one company it names: who it met with, and the two ends of a
 * reporting line in it ("Hemi Parata is Mere Tane's boss"), work there when nothing else says where
 * (never the writer, nor someone who introduced one of them).
 */
function meetingPlaces(r: Reader, writer: PersonState | undefined): void {
  const company = r.meeting
  if (!company || r.companies.size !== 1) return
  const introducers = new Set(r.links.filter((l) => l.kind === 'introduced_by').map((l) => l.to))
  const reporting = new Set(r.links.filter((l) => l.kind === 'reports_to').flatMap((l) => [l.from, l.to]))
  const who = new Set(r.meetingPeople)
  for (const p of r.people.values()) if (reporting.has(p.name)) who.add(p)
  for (const p of who)
    if (
      p !== writer &&
      p !== r.me &&
      !introducers.has(p.name) &&
      !r.employerOf(p) &&
      // "Ilmar Saar, a freelance developer": a consultant, investor or freelancer at the meeting works elsewhere.
      !(p.title && outsiderTitle(p.title))
    )
      r.worksAt(p, company, () => '')
}

/**
 * Folds a person read by a first name alone ("Hi Anna,") into the fuller name the text gives later
 * ("Anna Schmidt"): their links name the fuller one. True when the first name is not a person of
 * its own (a fuller name starts with it, or several do and it is none of them for sure).
 */
function foldFirstName(r: Reader, lone: PersonState): boolean {
  const first = lone.words[0]!.toLowerCase()
  const fuller = [...(r.byPart.get(first) ?? [])].filter(
    (p) => p.words.length >= 2 && p.words[0]!.toLowerCase() === first,
  )
  if (fuller.length === 0) return false
  if (fuller.length > 1) return true
  renamePerson(r, lone.name, fuller[0]!.name)
  return true
}
