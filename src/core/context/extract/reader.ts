/*
 * The reader's state while it reads one text: the people, companies, links, addresses and phone
 * numbers read so far, what the sentences before this one named, and the writer. The modules
 * beside this one read a sentence into it; finish.ts resolves it into an Extraction.
 */
import { wordAfterPrefixForm } from './prefix-forms.js'
import { FREE_MAIL_DOMAINS, NAME_PARTICLES, ROLE_MAILBOXES } from '../lexicon.js'
import {
  companyKey,
  lettersOf,
  personKey,
  domainLabel,
  type CompanyState,
  type Element,
  type PersonState,
} from './elements.js'
import type { Tok } from './scanner.js'
import { outsiderTitle } from './outsiders.js'
import { QUOTED_COMPANY } from './quotes.js'
import { theirCompany } from './their-company.js'
import { quotedIntroducer } from './quoted-introducers.js'
import {
  EXTRACTION_LIMITS,
  type ExtractedDate,
  type ExtractedEmail,
  type ExtractedFollowUp,
  type ExtractedLink,
  type ExtractedPhone,
  type ExtractionDropped,
  type NameDirectory,
  type NameEntry,
} from './types.js'

export const WRITER = '\u0000writer'
/** The writer's company ("our", "us"): resolved to the signature's company when the text ends. */
export const WRITER_COMPANY = '\u0000our'

export class Reader {
  readonly me: PersonState = { name: WRITER, at: 0, words: [], emails: [] }
  readonly ours: CompanyState = { name: WRITER_COMPANY, at: 0, key: WRITER_COMPANY, letters: '' }
  /** The person who signed the text (a signature, "— Name", a From: line). */
  writerPerson: PersonState | undefined
  /** Below a quoted message's marker (quotes.ts): its "our", and who sent it. */
  quoted = false
  readonly quotedOurs: CompanyState = { name: QUOTED_COMPANY, at: 0, key: QUOTED_COMPANY, letters: '' }
  quotedSender: PersonState | undefined
  /** People the text gives a title without a company, and the company in play then. */
  readonly titledInPlay: { person: PersonState; company: CompanyState; sentence: string }[] = []
  /**
   * People and the companies the text says they were at before ("previously at Y", "used to be at Y");
   * `joined` when the text says they came from there ("joined from Y").
   */
  readonly past: { person: PersonState; company: CompanyState; joined?: boolean }[] = []
  readonly people = new Map<string, PersonState>()
  readonly companies = new Map<string, CompanyState>()
  readonly links: ExtractedLink[] = []
  readonly linkKeys = new Set<string>()
  readonly emails = new Map<string, ExtractedEmail>()
  readonly bareDomains: string[] = []
  readonly phones: ExtractedPhone[] = []
  readonly dates: ExtractedDate[] = []
  readonly followUps: ExtractedFollowUp[] = []
  readonly known: NameEntry[] = []
  readonly knownSeen = new Set<string>()
  readonly dropped: ExtractionDropped = { people: 0, companies: 0, links: 0, follow_ups: 0, lines: 0 }
  /** People named by a first name alone in a person's role ("Hi Anna,", "Anna will send"): people of the text (first-names.ts). */
  readonly firstNamed = new Set<PersonState>()
  /** People by first and by last word, for "Tomas" after "Tomas Lindqvist". */
  readonly byPart = new Map<string, Set<PersonState>>()
  /** People by key whose name later stood where only an employer does ("used to work at Riverstone Mills"). */
  readonly employerNamed = new Set<string>()
  /** Capitalised runs that were neither person nor company, for a domain to claim later ("Meridian Health" and meridianhealth.com). */
  readonly loose = new Map<string, { name: string; at: number }>()
  /** The letters of the domains of the addresses read so far ("fjordlineai"). */
  readonly domainLetters = new Set<string>()
  /** Companies by the first word of their key, for "Fjordline" after "Fjordline AI". */
  readonly companyByWord = new Map<string, CompanyState>()
  lastPerson: PersonState | undefined
  /** The speaker of the chat line being read ("Ama Owusu: ..."), and the last person named who was not a line's speaker. */
  lineSpeaker: PersonState | undefined
  lastNamed: PersonState | undefined
  /** The last person named in the sentences before this one. */
  previousPerson: PersonState | undefined
  /** The one a question asked how we reached ("how did we get to Viktor Lind?"), for the answer after it. */
  askedHow: PersonState | undefined
  /** The people of the last sentence that named any: whom "they" and "the two of them" mean. */
  previousPeople: PersonState[] = []
  /** The subject of the last sentence that had one: whom "She ..." opening the next sentence means. */
  previousSubject: PersonState | undefined
  sentences = 0
  inPlay: CompanyState | undefined
  /** The company a ticket is for ("Customer: C") and whom a candidate note is about, for the lines under them. */
  ticketCompany: CompanyState | undefined
  candidate: PersonState | undefined
  /** Addresses alone on a "From:" line, with their local parts' letters, for the person they spell. */
  readonly loneAddresses: { address: string; letters: string }[] = []
  writer: CompanyState | undefined
  /** The person a signature block or a name line introduced, for the lines under it. */
  linePerson: PersonState | undefined
  linePersonAge = 99
  signature = 0
  /** Lines left of a list of who was there (the lines under an "Attendees" line), until a blank line. */
  attendeeBlock = 0
  /** Lines left of a list of follow-ups (under an "Actions" line, owner-items.ts), until a blank line. */
  actionLines = 0
  previousNames: string[][] = []
  /** First names the text vouches for by using them alone (attested.ts). */
  attested: ReadonlySet<string> = new Set()
  /** The company a chat question asked about ("who is the decision maker at Severn Water?"), for the next line's answer. */
  askedAt: CompanyState | undefined
  /** The person a chat question asked about ("how do you know P?", "who does P report to?"), for the next line's answer. */
  askedAbout:
    | { person: PersonState; about: 'knows' | 'who knows' | 'manager' | 'pair' | 'introducer'; other?: PersonState }
    | undefined
  /** The person a contact card or CRM record is about ("Contact: Helga Brandt"), for the fields under it. */
  card: PersonState | undefined
  /** The one company a note's opening meets ("Sync with Kauri Software."), and the people it met with. */
  meeting: CompanyState | undefined
  readonly meetingPeople: PersonState[] = []
  /** Who was at the meeting (attendee lists), and whether the list has turned to the writer's side. */
  readonly attendees: { person: PersonState; ours: boolean; company: CompanyState; tag?: string; line?: unknown }[] = []
  attendeesOurs = false
  /** First words of the names the text addresses ("Hi Kwame,", "Lucía, ..."), and whether it hands them over ("you two"). */
  readonly addressed: string[] = []
  handsOver = false
  /** "Thanks for the intro, Rania!": Rania, until the text names whom she introduced. */
  thankedIntroducer: { by: PersonState; sentences: number } | undefined
  /** Where the line being read ends, and where the text's last line does (trailing white space aside). */
  lineEnd = 0
  readonly textEnd: number

  constructor(
    readonly text: string,
    readonly now: number,
    readonly directory: NameDirectory,
  ) {
    let end = text.length
    while (end > 0 && text.charCodeAt(end - 1) <= 32) end--
    this.textEnd = end
  }

  person(words: string[], at: number): PersonState | undefined {
    const key = personKey(words)
    let person = this.people.get(key)
    if (!person) {
      // "Tomas" after "Tomas Lindqvist" is a part of a name already read: the longer name stays.
      if (this.people.size >= EXTRACTION_LIMITS.people) {
        this.dropped.people++
        return undefined
      }
      person = { name: words.join(' '), at, words, emails: [] }
      this.people.set(key, person)
      for (const [index, word] of words.entries()) {
        if (NAME_PARTICLES.has(word.toLowerCase())) continue
        if (index !== 0 && index !== words.length - 1) continue
        const part = word.toLowerCase()
        let set = this.byPart.get(part)
        if (!set) this.byPart.set(part, (set = new Set()))
        // "Anna Schmidt" after "Hi Anna,": "Anna" from now on is the fuller name (finish.ts folds the first one in).
        if (index === 0 && words.length > 1) for (const lone of set) if (lone.words.length === 1) set.delete(lone)
        set.add(person)
      }
    }
    return person
  }

  /** A first name alone ("Hi Anna,") that a fuller name read after it ("Anna Schmidt") took over. */
  folded(person: PersonState): boolean {
    return person.words.length === 1 && !this.byPart.get(person.words[0]!.toLowerCase())?.has(person)
  }

  company(name: string, at: number): CompanyState | undefined {
    const key = companyKey(name)
    let company = this.companies.get(key)
    if (!company) {
      // "Fjordline" after "Fjordline AI", and "Fjordline AI" after "Fjordline": one company.
      const firstWord = key.split(' ')[0]!
      const other = this.companyByWord.get(firstWord)
      if (other && (other.key.startsWith(`${key} `) || key.startsWith(`${other.key} `))) return other
      if (this.companies.size >= EXTRACTION_LIMITS.companies) {
        this.dropped.companies++
        return undefined
      }
      company = { name, at, key, letters: lettersOf(key) }
      this.companies.set(key, company)
      if (!this.companyByWord.has(firstWord)) this.companyByWord.set(firstWord, company)
      const own = wordAfterPrefixForm(key)
      if (own !== undefined && !this.companyByWord.has(own)) this.companyByWord.set(own, company)
    }
    return company
  }

  link(link: ExtractedLink): void {
    // Below a quoted header that names its sender, "I" in a job or a move is the sender's, not the replier's
    // (N2: "> Kuralay, I've just started as maintenance manager at Kazzinc" under "Samuel Tesfaye wrote:").
    if (
      this.quoted &&
      this.quotedSender &&
      link.from === WRITER &&
      (link.kind === 'works_at' || link.kind === 'left_for')
    )
      link = { ...link, from: this.quotedSender.name }
    link = quotedIntroducer(this, link, { writer: WRITER, ours: WRITER_COMPANY })
    if (link.from === link.to) return
    const key = `${link.kind}|${link.from}|${link.to}`
    if (this.linkKeys.has(key)) {
      // A later sentence may tell what an earlier one left out: a title, or the company a person left.
      if (link.title || link.previous) {
        const existing = this.links.find((l) => l.kind === link.kind && l.from === link.from && l.to === link.to)
        if (existing && !existing.title) existing.title = link.title
        if (existing && !existing.previous) existing.previous = link.previous
      }
      return
    }
    if (this.links.length >= EXTRACTION_LIMITS.links) {
      this.dropped.links++
      return
    }
    this.linkKeys.add(key)
    this.links.push(link)
  }

  worksAt(
    person: PersonState,
    company: CompanyState | undefined,
    sentence: () => string,
    title?: string,
    joined?: boolean,
  ): void {
    if (title) person.title = title
    if (!company) {
      // "Omar Haddad (Director)" in a note about Brightwater Analytics: a title, at the company in play.
      if (title && this.inPlay && !outsiderTitle(title) && this.titledInPlay.length < EXTRACTION_LIMITS.links)
        this.titledInPlay.push({ person, company: this.inPlay, sentence: sentence() })
      return
    }
    this.link({
      kind: 'works_at',
      from: person.name,
      to: company.name,
      ...(title && { title }),
      ...(joined && { joined }),
      sentence: sentence(),
    })
  }

  email(address: string, owner: PersonState | undefined): void {
    let email = this.emails.get(address)
    if (!email) {
      if (this.emails.size >= EXTRACTION_LIMITS.emails) return
      email = { address, domain: address.slice(address.indexOf('@') + 1) }
      this.emails.set(address, email)
      this.domainLetters.add(lettersOf(domainLabel(email.domain)))
    }
    if (owner && !email.owner && !ROLE_MAILBOXES.has(address.slice(0, address.indexOf('@')))) {
      email.owner = owner.name
      if (!owner.emails.includes(address)) owner.emails.push(address)
    }
  }

  phone(number: string, owner: PersonState | undefined): void {
    if (this.phones.length >= EXTRACTION_LIMITS.phones) return
    const digits = number.replace(/\D/g, '')
    const existing = this.phones.find((p) => p.number.replace(/\D/g, '') === digits)
    if (existing) {
      if (owner && !existing.owner) existing.owner = owner.name
    } else this.phones.push({ number, ...(owner && { owner: owner.name }) })
    if (owner && owner.phone === undefined) owner.phone = number
  }

  /** Whether the words are the whole name of a known person. */
  directoryPerson(words: readonly Tok[]): boolean {
    return (
      this.directory.byFirstWord
        .get(words[0]!.lc)
        ?.some(
          (c) =>
            c.entry.type === 'person' && c.words.length === words.length && c.words.every((w, k) => w === words[k]!.lc),
        ) ?? false
    )
  }

  /** Whose "our" it is here: below a quoted message's header, its sender's; else the writer's. */
  oursHere(): CompanyState {
    return this.quoted ? this.quotedOurs : (this.writer ?? this.ours)
  }

  /** The company a reference stands for: a company element, or "their"/"its" (the company in play), "our"/"us" (the writer's). */
  companyAt(e: Element | undefined): CompanyState | undefined {
    if (!e) return undefined
    if (e.k === 'C') return e.ref
    if (e.k === 'W' && e.w === 'their')
      return theirCompany(this.inPlay, (c) => c === this.writer || this.employerOf(this.me) === c, this.companies)
    if (e.k === 'W' && (e.w === 'its' || e.w === 'the company')) return this.inPlay
    if (e.k === 'W' && (e.w === 'our' || e.w === 'us')) return this.oursHere()
    return undefined
  }

  /** The company the text last said a person works at, if any. */
  employerOf(person: PersonState): CompanyState | undefined {
    for (let i = this.links.length - 1; i >= 0; i--) {
      const link = this.links[i]!
      if (link.kind === 'works_at' && link.from === person.name)
        return this.companies.get(companyKey(link.to)) ?? (link.to === WRITER_COMPANY ? this.ours : undefined)
    }
    return undefined
  }

  /** The last person named before elements[i] in the sentence, else the last person of the text before it. */
  lastPersonBefore(elements: Element[], i: number): PersonState | undefined {
    for (let x = i - 1; x >= 0; x--) {
      const e = elements[x]!
      if (e.k === 'P') return e.ref
      if (e.k === 'W' && (e.w === 'i' || e.w === "i'm" || e.w === 'i’m' || e.w === "i've" || e.w === 'i’ve'))
        return this.me
    }
    return this.lastPerson
  }

  report(person: PersonState, manager: PersonState, sentence: () => string): void {
    this.link({ kind: 'reports_to', from: person.name, to: manager.name, sentence: sentence() })
  }

  knows(a: PersonState, b: PersonState, sentence: () => string): void {
    const [from, to] = a.name < b.name ? [a, b] : [b, a]
    this.link({ kind: 'knows', from: from.name, to: to.name, sentence: sentence() })
  }

  introduced(person: PersonState, by: PersonState, sentence: () => string): void {
    this.link({ kind: 'introduced_by', from: person.name, to: by.name, sentence: sentence() })
  }

  /** `previous` is undefined where the text names only the company the person left for. */
  leftFor(person: PersonState, previous: CompanyState | undefined, next: CompanyState, sentence: () => string): void {
    this.link({ kind: 'left_for', from: person.name, to: next.name, previous: previous?.name, sentence: sentence() })
  }

  /**
   * Each of `people` moved to `next`, from `from` where the text names it, else from the employer the
   * text gave them before: the left-for link (none when that is `next` itself) and the new job.
   */
  movedTo(
    people: readonly PersonState[],
    from: CompanyState | undefined,
    next: CompanyState,
    sentence: () => string,
  ): void {
    for (const s of people) {
      const previous = from ?? this.employerOf(s)
      if (previous !== next) this.leftFor(s, previous, next, sentence)
      this.worksAt(s, next, sentence, undefined, true)
    }
  }
}
