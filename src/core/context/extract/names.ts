/** Capitalised runs: a person (people.ts), a company (companies.ts), or plain words a domain may claim later. */
import { productNamed } from './named-products.js'
import { honorificAfterGiven } from './trailing-honorifics.js'
import {
  COMPANY_WORDS,
  FIRST_NAMES,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PLACES,
  TITLE_WORDS,
  WEEKDAYS_AND_MONTHS,
} from '../lexicon.js'
import { readCompany } from './companies.js'
import { givenPossessive } from './given-possessives.js'
import { topicLabelValue } from './label-topics.js'
import { firmShaped } from './firm-cues.js'
import { contractedI } from './self-introductions.js'
import { DATE_PREPS, GIVEN_MONTHS, HONORIFICS, LEADING_VERBS, MEETING_WORDS } from './cues.js'

import { ARTICLE_NAME, isCapWord, lettersOf, titleCase, type Element, type Run } from './elements.js'
import { eventName } from './brands.js'
import { schoolTogether } from './school-names.js'
import { eventWeek } from './event-weeks.js'
import { withoutNicknames } from './nicknames.js'
import { departmentName } from './department-names.js'
import { eventWordIn } from './plain-runs.js'
import { givenAfterRelation } from './name-ends.js'
import { readPerson } from './people.js'
import { namedUnit, signatureUnit, titleDepartment } from './unit-lines.js'
import { plainSlot } from './plain-slots.js'
import { keepsFirstWord } from './surname-first.js'
import { thuName } from './family-first-thu.js'
import { listedFullName } from './listed-full-names.js'
import { companyOpener } from './company-openers.js'
import { institutionRun } from './institution-joins.js'
import { institutionEnd } from './institution-ends.js'
import { possessiveBodyRun } from './saint-names.js'
import { brandRun } from './brand-words.js'
import { regionEnd } from './region-ends.js'
import { chainEnd } from './chain-ends.js'
import { managementEnd, placedBefore } from './trade-ends.js'
import { sideLabelRun } from './label-runs.js'
import { gerundBeforeName } from './fresh-ends.js'
import { roleShaped } from './titles.js'
import { departmentRun } from './departments.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

/** Words before a month that also stand before people: "reports to Jan Dvořák", "introduced by April Reyes". */
const PERSON_PREPS = new Set(['to', 'by', 'from', 'for', 'of'])

/** Classifies a capitalised run tokens[i, j): a person, a company, a part of a name read before, or plain words. */
export function span(r: Reader, tokens: Tok[], i: number, j: number, out: Element[], wholeLine: boolean): void {
  const plain = (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      out.push({ k: 'W', w: tokens[k]!.lc, cap: true })
      // "He's head of platform at C" opening a sentence: the word and "is", as a lower-case "he's" reads (N3).
      if (tokens[k]!.poss && (tokens[k]!.lc === 'he' || tokens[k]!.lc === 'she'))
        out.push({ k: 'W', w: 'is', cap: false })
    }
  }
  // Leading sentence words, greetings, weekdays and honorifics are no part of a name.
  let a = i
  while (
    a < j &&
    (NOT_NAME_WORDS.has(tokens[a]!.lc) ||
      WEEKDAYS_AND_MONTHS.has(tokens[a]!.lc) ||
      HONORIFICS.has(tokens[a]!.lc) ||
      contractedI(tokens[a]!)) &&
    // "Jan Dvořák", "April Reyes": a month that is a given name, before a surname, stays.
    !givenMonth(r, tokens, a, j) &&
    !givenAfterRelation(tokens, a, j) &&
    !companyOpener(tokens, a, j) &&
    // "A. K. Mehta": an initial, not the article.
    !(a + 1 < j && tokens[a + 1]!.text === '.' && tokens[a]!.text.length === 1)
  )
    a++
  // "Visited Mekong Textiles ...": a verb opening the note is no part of a name.
  if (a === 0 && a < j - 1 && LEADING_VERBS.has(tokens[a]!.lc)) a++
  // "Subject: Welcoming Marama Te Rangi": a gerund before a name is no part of it.
  else if (a < j && gerundBeforeName(tokens, a, j)) a++
  // "at Tbilisi-based Gvino Interactive": where a company sits is no part of its name, nor a word between
  // "at" and the name (trade-ends.ts).
  else if (a < j - 1 && placedBefore(tokens[a]!)) {
    plain(i, a)
    i = ++a
  }
  plain(i, a)
  if (a >= j) return
  // "Hanbit Telecom QBR": a meeting's initials after a company's name are no part of it (meeting-headings.ts).
  // Once: the rest of the run ends in another word, so the call below does not come back here.
  if (j - a >= 2 && tokens[j - 1]!.lc === 'qbr' && tokens[j - 2]!.lc !== 'qbr') {
    span(r, tokens, a, j - 1, out, wholeLine)
    return plain(j - 1, j)
  }
  // "Mehmet Bey,": an honorific after a given name the text knows is no part of the name (trailing-honorifics.ts).
  if (honorificAfterGiven(r, tokens, a, j)) {
    span(r, tokens, a, j - 1, out, wholeLine)
    return plain(j - 1, j)
  }
  // A verb or other word before a name ("Met Tomas Lindqvist", "Ping Linus Quill"): the name starts at the given name.
  if (
    j - a >= 3 &&
    // "their CTO Luiz Fernando Albuquerque": right after a title, the run is the whole name.
    out[out.length - 1]?.k !== 'T' &&
    !FIRST_NAMES.has(tokens[a]!.lc) &&
    !keepsFirstWord(tokens, a, j) &&
    !listedFullName(tokens, a, j, out) &&
    (FIRST_NAMES.has(tokens[a + 1]!.lc) || r.directoryPerson(tokens.slice(a + 1, j)))
  ) {
    plain(a, a + 1)
    a++
  }
  const words = tokens.slice(a, j)
  // All of it places, weekdays or months: no entity ("Le Thu" is a name: family-first-thu.ts).
  if (
    words.every((w) => PLACES.has(w.lc) || WEEKDAYS_AND_MONTHS.has(w.lc) || NAME_PARTICLES.has(w.lc)) &&
    !thuName(words)
  )
    return plain(a, j)
  const before = a > 0 ? tokens[a - 1] : undefined
  const run: Run = {
    tokens,
    i,
    a,
    j,
    out,
    wholeLine,
    words,
    before,
    prev: out.length > 0 ? out[out.length - 1] : undefined,
    prevWord: before?.kind === 'word' ? before.lc : before?.kind === 'punct' ? before.text : undefined,
    after: tokens[j],
    afterNext: tokens[j + 1],
    poss: words[words.length - 1]!.poss,
    names: withoutNicknames(r.text, words),
    capWords: words.filter((w) => isCapWord(w) || ARTICLE_NAME.test(w.text)),
    start: words[0]!.start,
    companySignal: companySignal(r, tokens, a, j, words, before),
  }
  // "lead at the Bangkok Metropolitan Administration": a body a person works at (institution-ends.ts).
  const body = institutionEnd(run)
  if (body) run.companySignal = true
  // "the law firm Arthur Cox", "Zhang Wei runs Jade River": a firm named for a person is a company (firm-cues.ts).
  if (!run.companySignal && firmShaped(r, run)) run.companySignal = true
  // "Web Summit", "see you at SaaStr": an event, neither a person nor a company.
  if (!body && (eventName(run) || eventWordIn(words) || eventWeek(run))) return plain(a, j)
  // "were at IIT Bombay together": a school, one plain word, so the sentence reads as "were at C together" did.
  if (schoolTogether(run)) return void out.push({ k: 'W', w: words[0]!.lc, cap: true })
  // "International Office" on a signature's line, "Director of Admissions at C": a unit, neither a person nor a company;
  // "Agenda: Review Pipeline": a label line's topic (label-topics.ts).
  if (signatureUnit(r, run) || namedUnit(run) || titleDepartment(run) || plainSlot(run) || topicLabelValue(r, run))
    return plain(a, j)
  // "Lumen Flow, the scheduling module": a product, neither a person nor a company (product-appositives.ts).
  if (productNamed(r, run)) return plain(a, j)
  if (readPerson(r, run)) return
  // "Director, Professional Services": a department, neither a person nor a company.
  if (departmentName(words)) return plain(a, j)
  // "Implementation Lead" on a signature's line: a role, neither a person nor a company.
  if (!run.companySignal && roleShaped(words, false)) return plain(a, j)
  // "Customer Engineering", "Client Services": a department, no company.
  // "the manager of Anna's account": a given name's possessive, no company's (given-possessives.ts).
  if (departmentRun(words) || givenPossessive(r, run)) return plain(a, j)
  const company = readCompany(r, run)
  if (company === true) return
  if (company === 'plain') return plain(a, j)
  // Nothing said it is a name: plain words, remembered for a domain to claim.
  if (r.loose.size < 500 && run.capWords.length > 0 && run.capWords.length <= 4)
    r.loose.set(lettersOf(run.names.join('')), { name: run.names.join(' '), at: run.start })
  plain(a, j)
}

/** Whether the run tokens[a, j) has the shape of a company's name by its own words. */
function companySignal(r: Reader, tokens: Tok[], a: number, j: number, words: Tok[], before?: Tok): boolean {
  const lastLc = words[words.length - 1]!.lc
  return (
    // A legal form alone ("confirm the PLC firmware") is no company's name.
    (LEGAL_SUFFIXES.has(lastLc) && words.length > 1) ||
    (COMPANY_WORDS.has(lastLc) && words.length > 1) ||
    (words.length > 1 && words.some((w) => w.text === '&' || w.text === '+')) ||
    brandRun(words) ||
    regionEnd(words) ||
    chainEnd(words) ||
    managementEnd(words, before?.kind === 'word' ? before.lc : undefined) ||
    sideLabelRun(r, tokens, a, j) ||
    institutionRun(words) ||
    possessiveBodyRun(words)
  )
}

/**
 * Whether the month at tokens[a] is a given name: "April Reyes", "June Park said", and "April" alone
 * after "April Reyes" (the one person of the text with it); never after a word that makes it a date
 * ("in April", "since June Tomas ...") nor before a number ("April 3").
 */
function givenMonth(r: Reader, tokens: Tok[], a: number, j: number): boolean {
  const month = tokens[a]!
  if (!GIVEN_MONTHS.has(month.lc) || !titleCase(month.text)) return false
  // "Per Acme Corp policy": a run that ends like a company holds no given name.
  const last = tokens[j - 1]!.lc
  if (COMPANY_WORDS.has(last) || LEGAL_SUFFIXES.has(last)) return false
  const next = tokens[a + 1]
  const before = a > 0 ? tokens[a - 1]!.lc : ''
  // "Jan de Boer": a particle and a capitalised surname after the given name.
  const particle = next !== undefined && NAME_PARTICLES.has(next.lc) && a + 2 < j && titleCase(tokens[a + 2]!.text)
  if (a + 1 < j && next !== undefined && (titleCase(next.text) || particle))
    // "reports to Jan Dvořák", "introduced by April Reyes": before a surname, only a time word makes it a date.
    return !(
      (DATE_PREPS.has(before) && !PERSON_PREPS.has(before)) ||
      WEEKDAYS_AND_MONTHS.has(next.lc) ||
      NOT_NAME_WORDS.has(next.lc) ||
      PLACES.has(next.lc) ||
      // "the June Review", "April Sales Update": a month's meeting or report, not a name.
      MEETING_WORDS.has(next.lc) ||
      COMPANY_WORDS.has(next.lc) ||
      TITLE_WORDS.has(next.lc) ||
      HONORIFICS.has(next.lc)
    )
  return (
    a + 1 === j &&
    !DATE_PREPS.has(before) &&
    (next === undefined || next.kind !== 'num') &&
    r.byPart.get(month.lc)?.size === 1
  )
}
