/*
 * Companies: a capitalised run is a company by its last word (a legal form, a company word), by
 * what stands before it ("at", "joined", "@", "of" after a title, "from" after a person), by a
 * title after its possessive ("Fjordline's CFO"), in parentheses after a person, on a signature's
 * line, or spelled like a domain of the text. The name is kept as written.
 */
import { companyBeforeTime } from './dated-joins.js'
import { businessSlot } from './business-slots.js'
import { withEmployer } from './with-employer.js'
import { employerVerbSlot } from './employer-verbs.js'
import { FIRST_NAMES, LEGAL_SUFFIXES, PLACES, TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import { shortFormOf } from './short-company-forms.js'
import {
  ALUMNI_NOUNS,
  ATTENDEE_HEADS,
  COMPANY_PREPS,
  headingCompany,
  MEETING_WORDS,
  OFFICE_WORDS,
  TEAM_WORDS,
} from './cues.js'
import { freshCompanyPlace } from './fresh-ends.js'
import { appointsAfter, dealOf, sideInParens, whoseCompany } from './company-labels.js'
import { PARTY_TAGS } from './speaker-tags.js'
import { withoutSite } from './company-sites.js'
import { companyKey, inPersonParens, isCapWord, lettersOf, type Element, type Run } from './elements.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'
import { department, title } from './titles.js'
import { fieldValue } from './card-fields.js'
import { brandSlot } from './brands.js'
import { labelledOrArrowCompany } from './arrow-companies.js'
import { possessiveTitleAfter } from './new-title-owners.js'
import { headingSender } from './heading-senders.js'
import { titleOrRole } from './role-elements.js'

/** Words of leaving before "for Z" or "to Z": "departed Caspian Energy for Zagros Power" (Z is where they went). */
const LEFT_FOR = new Set([
  'left',
  'leaving',
  'moved',
  'from',
  'quit',
  'departed',
  'departs',
  'exited',
  'swapped',
  'traded',
])

/** Reads the run as a company (pushing its element) when it is one; false when it is not, 'plain' when it is places only. */
export function readCompany(r: Reader, run: Run): boolean | 'plain' {
  const { tokens, a, i, j, out, wholeLine, words, before, prev, prevWord, after, afterNext, poss, names, start } = run
  const lc = words[0]!.lc
  if (words.length <= 4) {
    const company = words.length === 1 ? r.companyByWord.get(lc) : shortFormOf(r, names)
    if (company && !FIRST_NAMES.has(lc)) {
      out.push({ k: 'C', ref: company, poss, start })
      return true
    }
  }
  // A company: named before or in a business's slot (business-slots.ts), by its last word, by what stands before it ("at", "joined", "@"), or by a title after its possessive ("Fjordline's CFO").
  const existing = r.companies.has(companyKey(names.join(' '))) || businessSlot(r, run)
  const prevTitle = prev?.k === 'T' || (prev?.k === 'W' && prev.w === 'of' && out[out.length - 2]?.k === 'T')
  const prepBefore =
    prevWord !== undefined &&
    (COMPANY_PREPS.has(prevWord) ||
      ((prevWord === 'for' || prevWord === 'with') && /^(works?|worked|working)$/.test(tokens[a - 2]?.lc ?? '')) ||
      // "in the Lisbon office of Tejo Energia"; "who leads payments for Klarna", "heads up sales for Klarna".
      (prevWord === 'of' && OFFICE_WORDS.has(tokens[a - 2]?.lc ?? '')) ||
      (prevWord === 'for' && leadsBefore(tokens, a)) ||
      // ", formerly Klarna,", "is with Klarna now", "their portfolio company Harbour Mint" (fresh-ends.ts).
      prevWord === 'formerly' ||
      freshCompanyPlace(run) ||
      employerVerbSlot(run) ||
      withEmployer(tokens, a, prevWord) ||
      // "now with Zalando", "formerly of Paystack", "previously with Grab": an employer, now or before.
      ((prevWord === 'with' || prevWord === 'of') && /^(now|formerly|previously)$/.test(tokens[a - 2]?.lc ?? '')) ||
      (prevWord === 'of' && prevTitle) ||
      (prevWord === 'from' && fromCompany(tokens, a, out)) ||
      (prevWord === 'of' && prev?.k === 'W' && prev.w === 'of' && out[out.length - 2]?.k === 'P') ||
      ((prevWord === 'to' || prevWord === 'for') &&
        /^(moved|moving|moves|left|leaving|leaves|switched)$/.test(tokens[a - 2]?.lc ?? '')) ||
      // "please welcome Nomsa Dlamini to Cobaltline": where the welcomed person joins.
      (prevWord === 'to' && out[out.length - 2]?.k === 'P' && welcomeBefore(out[out.length - 3])) ||
      ((prevWord === 'to' || prevWord === 'for') && out.some((e) => e.k === 'W' && LEFT_FOR.has(e.w))))
  // "who runs Douro Wines", "she founded Kauri Health": a business someone runs or founded (not "runs Customer Success").
  const business =
    prevWord !== undefined &&
    /^(runs|founded|co-founded|cofounded|owns)$/.test(prevWord) &&
    /^(who|he|she|now|also)$/.test(tokens[a - 2]?.lc ?? '') &&
    !words.some((w) => TITLE_WORDS.has(w.lc) || TITLE_HEADS.has(w.lc))
  // "Klarna CFO Lars Berg said ...": a company, its title, then the name.
  const titleThenName = !poss && after?.kind === 'word' && titleNameAfter(r, tokens, j)
  // "Fjordline's CFO", "Fergana Agro Holding's new CFO" (new-title-owners.ts), not "Yusra's manager".
  const titleAfter = poss && possessiveTitleAfter(after, afterNext)
  // "(Finance)" after a name is a department, not a company; "(SE)", a role's initials spelling a legal form, neither.
  const inParens =
    after?.kind === 'punct' &&
    (after.text === ')' || after.text === ',') &&
    inPersonParens(out) &&
    !(words.length === 1 && (TITLE_WORDS.has(lc) || PARTY_TAGS.has(lc) || LEGAL_SUFFIXES.has(lc))) &&
    // "(VP Claims)", "(VP Guest Experience)": up to three words after a title, no comma between, are its department.
    !(words.length <= 3 && prev?.k === 'T' && !run.companySignal && (words.length === 1 || after.text === ')'))
  // "a former Nubank exec", "an Accenture alum", "ex-Stripe exec": one word before an alumni noun.
  const alumni =
    words.length === 1 &&
    after?.kind === 'word' &&
    ALUMNI_NOUNS.has(after.lc) &&
    (prevWord === 'a' || prevWord === 'an' || prevWord === 'former' || prevWord === 'ex')
  // "the Brightwater Analytics team", "the Fyrtårn folks".
  const team = prevWord === 'the' && after?.kind === 'word' && TEAM_WORDS.has(after.lc)
  // "Vireo's London office", "Vireo's sales team": a company's office or team.
  const unit = after?.kind === 'word' && PLACES.has(after.lc) ? afterNext : after
  const ownsUnit = poss && unit?.kind === 'word' && (OFFICE_WORDS.has(unit.lc) || TEAM_WORDS.has(unit.lc))
  const afterPersonComma =
    prev?.k === 'X' &&
    (prev.p === ',' || prev.p === '-' || prev.p === '–' || prev.p === '—' || prev.p === '|') &&
    titleOrRole(out[out.length - 2]) &&
    out.slice(Math.max(0, out.length - 5), out.length - 2).some((e) => e.k === 'P')
  // "— Claire Dubois, Customer Success, Paperplane": a department after the name, then the company ending the line.
  const afterDepartment =
    after === undefined &&
    prev?.k === 'X' &&
    prev.p === ',' &&
    !words.every((w) => TITLE_WORDS.has(w.lc)) &&
    departmentAfterPerson(out)
  const signatureLine =
    wholeLine && r.signature > 0 && a === i && j === tokens.length && r.linePerson !== undefined && r.linePersonAge <= 4
  const heading = (wholeLine && headingCompany(tokens, a, j)) || titleLineCompany(r, out, wholeLine)
  const spelled = lettersOf(names.join(''))
  const domainMatch = spelled.length >= 3 && r.domainLetters.has(spelled)
  if (
    existing ||
    run.companySignal ||
    prepBefore ||
    business ||
    titleAfter ||
    titleThenName ||
    inParens ||
    alumni ||
    team ||
    ownsUnit ||
    fromHeading(tokens, a, j) ||
    fieldValue(tokens, a, 'employer', 'former') ||
    attendeeCompany(r, run) ||
    meetingSide(r, run) ||
    afterPersonComma ||
    afterDepartment ||
    signatureLine ||
    heading ||
    domainMatch ||
    sideInParens(tokens, a, after) ||
    brandSlot(run) ||
    labelledOrArrowCompany(run) ||
    dealOf(words, prevWord, after) ||
    appointsAfter(tokens, j, FIRST_NAMES.has(words[0]!.lc)) ||
    whoseCompany(tokens, j, FIRST_NAMES.has(words[0]!.lc))
  ) {
    if (words.every((w) => !isCapWord(w) || PLACES.has(w.lc))) return 'plain'
    const company = r.company(withoutSite(names), start)
    if (!company) return true
    out.push({ k: 'C', ref: company, poss, start })
    return true
  }
  return false
}

/** "from" before a capitalised run names a company when a person stands before it ("Sarah Chen from Fjordline"), not a sender ("From: Sarah"). */
export function fromCompany(tokens: Tok[], a: number, out: Element[]): boolean {
  const beforeFrom = tokens[a - 2]
  if (!beforeFrom) return false
  // "Sarah Chen from Fjordline", "Sarah (CFO) from Fjordline", "joined from Sunbeam", "someone from Acme": not "Update from Bea".
  const last = out.length >= 2 ? out[out.length - 2] : undefined
  // "Kalani knows Deepa from Stanford": where they met, not where Deepa works.
  // The last few elements only, so a long run of "from X from Y ..." stays linear.
  for (let x = Math.max(0, out.length - 16); x < out.length; x++) {
    const e = out[x]!
    if (e.k === 'W' && /^(knows?|knew|known)$/.test(e.w)) return false
  }
  return (
    last?.k === 'P' ||
    (beforeFrom.kind === 'punct' && beforeFrom.text === ')') ||
    // "Efua joins from Ecobank": where the one who joins was before.
    [
      'joined',
      'joins',
      'moved',
      'jumped',
      'switched',
      'someone',
      'people',
      'team',
      'folks',
      'colleagues',
      'both',
    ].includes(beforeFrom.lc) ||
    // "has moved on from Ashanti Gold", "moved over from Infosys to ...".
    (['on', 'over'].includes(beforeFrom.lc) && /^(moved|moves|moving|switched)$/.test(tokens[a - 3]?.lc ?? '')) ||
    // "hired Neema Mushi away from Serengeti Brands": where someone was taken from.
    beforeFrom.lc === 'away' ||
    // "who came from Nestlé", "joins us from Itaú": where someone was before.
    ['came', 'comes', 'coming'].includes(beforeFrom.lc) ||
    (beforeFrom.lc === 'us' && /^(joins|joined|joining|join)$/.test(tokens[a - 3]?.lc ?? '')) ||
    // "Rukmini comes to us from Deloitte".
    (beforeFrom.lc === 'us' && tokens[a - 3]?.lc === 'to' && /^(comes|came|coming)$/.test(tokens[a - 4]?.lc ?? '')) ||
    // "who joins Cajú Logistics from Rota Express".
    // ... and "joined Huarango in November from Andina Seguros" (dated-joins.ts).
    ((last?.k === 'C' || companyBeforeTime(out)) &&
      out.some((e) => e.k === 'W' && /^(joins|joined|joining|join|moves|moved|came|comes)$/.test(e.w)))
  )
}

/**
 * Whether the run ends a title line under a name line ("Callum Fraser" / "Head of Sales, Thistle Looms"): the
 * line holds only a title and a comma before it, so the run is the company of the person above.
 */
export function titleLineCompany(r: Reader, out: readonly Element[], wholeLine: boolean): boolean {
  return (
    wholeLine &&
    r.linePerson !== undefined &&
    r.linePersonAge > 0 &&
    r.linePersonAge <= 4 &&
    out.length >= 2 &&
    // A title line is short: a bound, so a line of many titles and commas stays linear.
    out.length <= 12 &&
    out[out.length - 1]!.k === 'X' &&
    (out[out.length - 1] as { p: string }).p === ',' &&
    out[out.length - 2]!.k === 'T' &&
    out.slice(0, -2).every((e) => e.k === 'X')
  )
}

/** "From Nordlys Energi: Sigrid Dahl (VP Strategy)": a side of a meeting opening its sentence, then its people. */
export function fromHeading(tokens: readonly Tok[], a: number, j: number): boolean {
  // "Announcement from the Accra Metropolitan Health Directorate" too (heading-senders.ts, W18).
  if (headingSender(tokens, a, j)) return true
  return a === 1 && tokens[0]!.lc === 'from' && tokens[j]?.text === ':' && tokens[j + 1] !== undefined
}

/**
 * A line under "Attendees", or of a signature, that is a name, a mark and another run ("- Priya
 * Raman, Northwind Advisory", "Lars Berg | Klarna"): the second run is where the person works, unless
 * it starts with a given name.
 */
export function attendeeCompany(r: Reader, run: Run): boolean {
  const { out, prev, after, words } = run
  return (
    (r.attendeeBlock > 0 || r.signature > 0) &&
    after === undefined &&
    prev?.k === 'X' &&
    (prev.p === ',' || prev.p === '-' || prev.p === '–' || prev.p === '—' || prev.p === '|') &&
    out[out.length - 2]?.k === 'P' &&
    out.length <= 6 &&
    out.slice(0, -2).every((e) => e.k === 'X') &&
    !FIRST_NAMES.has(words[0]!.lc) &&
    !r.attested.has(words[0]!.lc)
  )
}

/** Whether a verb of leading stands within three words before "for" at tokens[a - 1]: "leads payments for", "heads up sales for". */
function leadsBefore(tokens: readonly Tok[], a: number): boolean {
  for (let k = a - 2; k >= 0 && k >= a - 4; k--)
    if (/^(leads|lead|leading|runs|run|running|heads|head|heading|manages|handles|oversees)$/.test(tokens[k]!.lc))
      return true
  return false
}

/** Whether a title starts at tokens[j] and a capitalised word follows it ("CFO Lars Berg"). */
function titleNameAfter(r: Reader, tokens: Tok[], j: number): boolean {
  const t = title(r, tokens, j)
  const next = t ? tokens[t.next] : undefined
  return next !== undefined && next.kind === 'word' && /^\p{Lu}\p{Ll}/u.test(next.text)
}

/** The first word of what follows a sentence, if a colon closes it: "Present:", "Attendees:". */
const HEAD_THEN_COLON = /^\s*([\p{L}]+)\s*:/u

/**
 * "Sync with Coral Reef Travel: Maile Kahananui (GM) ...", "Quarterly review with Taranaki Dairy.
 * Present: ...": what a meeting was with is a company when its people follow, a name with its
 * parenthesis after a colon or a list of who was there opening the next sentence (a person met
 * would be one of them). A run opening with a given name stays a person.
 */
export function meetingSide(r: Reader, run: Run): boolean {
  const { tokens, a, j, words } = run
  if (run.prevWord !== 'with' || !MEETING_WORDS.has(tokens[a - 2]?.lc ?? '')) return false
  if (FIRST_NAMES.has(words[0]!.lc) || r.attested.has(words[0]!.lc)) return false
  const after = tokens[j]
  if (after?.text === ':') {
    let k = j + 1
    while (k < tokens.length && k - j <= 4 && isCapWord(tokens[k]!)) k++
    return k - j >= 3 && tokens[k]?.text === '('
  }
  if (after !== undefined && !(after.text === '.' && j + 1 === tokens.length)) return false
  const end = (after ?? tokens[j - 1]!).end
  const head = HEAD_THEN_COLON.exec(r.text.slice(end, end + 40))
  return head !== null && ATTENDEE_HEADS.has(head[1]!.toLowerCase())
}

/** Whether the elements end in a person, a comma, one to three department words and a comma: "Claire Dubois, Customer Success,". */
function departmentAfterPerson(out: readonly Element[]): boolean {
  const comma = out.length - 1
  let d = comma - 1
  while (d >= 0 && comma - d <= 3 && out[d]!.k === 'W') d--
  const mark = out[d]
  return mark?.k === 'X' && mark.p === ',' && out[d - 1]?.k === 'P' && department(out, d + 1, comma)
}

/** "welcome" or "welcoming" before a person: the company after "to" is the one they join. */
function welcomeBefore(e: Element | undefined): boolean {
  return e?.k === 'W' && (e.w === 'welcome' || e.w === 'welcoming')
}
