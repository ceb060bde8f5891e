/*
 * People: a capitalised run is a person when it is shaped like a name (two to four title-case
 * words, particles between them) and it starts with a common given name, or something around it
 * says so: an address or a title after it, a verb after it ("said", "joined"), a word before it
 * ("with", "met", "cc"), a line of its own in a signature. One word is a person read before
 * ("Tomas" after "Tomas Lindqvist") when only one person of the text has it.
 */
import { businessSlot } from './business-slots.js'
import {
  COMPANY_WORDS,
  FIRST_NAMES,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  TITLE_HEADS,
  TITLE_WORDS,
  WEEKDAYS_AND_MONTHS,
} from '../lexicon.js'
import {
  ALUMNI_NOUNS,
  COMPANY_PREPS,
  headingCompany,
  DETERMINERS,
  GIVEN_MONTHS,
  OFFICE_WORDS,
  PERSON_AFTER_COMMA,
  PERSON_CUES_BEFORE,
  PERSON_VERBS,
  RELATION_NOUNS,
} from './cues.js'
import {
  afterHonorific,
  companyKey,
  inPersonParens,
  isCapWord,
  personKey,
  type PersonState,
  titleCase,
  wholeLineStart,
  type Run,
} from './elements.js'
import { attendeeCompany, fromHeading, meetingSide, titleLineCompany } from './companies.js'
import { roleShaped, title } from './titles.js'
import { loneFirstName } from './first-names.js'
import { andPersonAfterParens, namesListAt } from './name-lists.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'
import { linkedName } from './linked-names.js'
import { initialAt, loneName, MARKS_AFTER_PERSON, MORE_PERSON_VERBS, roleInParens, withoutMarks } from './lone-names.js'
import { fieldValue } from './card-fields.js'
import { attendeeAt, attendeeFirstName, attendeeList } from './attendees.js'
import { speakerBeforeTag } from './speaker-tags.js'
import { spelledByAddress } from './address-names.js'
import { employerSlot } from './employer-slots.js'
import { inCompanyList, sideInParens } from './company-labels.js'
import { END_PERSON_VERBS, givenAfterRelation, nameEnd, surnameWord } from './name-ends.js'
import { freshCompanyPlace, freshPersonCue } from './fresh-ends.js'
import { companyUnderSigner } from './signature-lines.js'
import { workedAtAfter } from './worked-cues.js'
import { companySlot } from './company-slots.js'
import { personSlot } from './people-slots.js'
import { surnameFirst } from './surname-first.js'
import { sideAfter } from './side-cues.js'
import { employerAfterSigner } from './signer-employers.js'
import { pairedFullName } from './paired-given-names.js'
import { fromAppositive } from './from-appositives.js'

import { shortFormOf } from './short-given-names.js'
/** A first word the given-name lists, or the text's own use of it alone (attested.ts), vouch for. */
function knownFirstWord(r: Reader, lc: string): boolean {
  return (
    FIRST_NAMES.has(lc) || FIRST_NAMES.has(lc.split('-')[0]!) || FIRST_NAMES.has(withoutMarks(lc)) || r.attested.has(lc)
  )
}

/** Reads the run as a person (pushing its element) when it is one; false when it is not. */
export function readPerson(r: Reader, run: Run): boolean {
  const { tokens, a, i, j, out, wholeLine, words, prev, prevWord, after, afterNext, poss, names, capWords, start } = run
  if (companyPlace(r, run) || employerAfterSigner(run)) return false
  const personShape =
    !run.companySignal &&
    capWords.length >= 2 &&
    capWords.length <= 4 &&
    words.every((w, k) => NAME_PARTICLES.has(w.lc) || titleCase(w.text) || initialAt(words, k)) &&
    !words.some(
      (w, k) =>
        COMPANY_WORDS.has(w.lc) ||
        LEGAL_SUFFIXES.has(w.lc) ||
        ((WEEKDAYS_AND_MONTHS.has(w.lc) || NOT_NAME_WORDS.has(w.lc)) &&
          // "April Reyes": a given-name month starting the name (names.ts kept it); "A. K. Mehta": an initial.
          !(w === words[0] && (GIVEN_MONTHS.has(w.lc) || givenAfterRelation(tokens, a, run.j))) &&
          !initialAt(words, k) &&
          !surnameWord(run, k) &&
          !surnameFirst(tokens, a, run.j)),
    )
  const firstKnown = knownFirstWord(r, words[0]!.lc)
  if (personShape && !roleShaped(words, firstKnown) && !companyUnderSigner(r, run, firstKnown)) {
    const cueAfter =
      (after?.kind === 'punct' && MARKS_AFTER_PERSON.has(after.text)) ||
      (after?.kind === 'word' &&
        (PERSON_VERBS.has(after.lc) || MORE_PERSON_VERBS.has(after.lc) || END_PERSON_VERBS.has(after.lc))) ||
      after?.kind === 'email' ||
      after === undefined
    const cueBefore =
      (prevWord !== undefined && PERSON_CUES_BEFORE.has(prevWord)) ||
      (prevWord === '/' && tokens[a - 2]?.lc === 'w') || // "spoke w/ Rania Aziz": "with" in notes.
      (prevWord === ',' && a >= 2 && RELATION_NOUNS.has(tokens[a - 2]!.lc)) ||
      prev?.k === 'T' ||
      (prev?.k === 'X' &&
        (prev.p === ',' || prev.p === ':') &&
        out[out.length - 2]?.k === 'T' &&
        // "Sofia Lindgren — CEO, Northlight Audio": after a person's title, the company.
        !(out[out.length - 3]?.k === 'X' && out[out.length - 4]?.k === 'P'))
    // In a list of who was there: "Present: Omar Haddad (Director), Lucia Romero and Sven Aalto", lines under "Attendees".
    const attendee =
      (attendeeList(tokens) || (r.attendeeBlock > 0 && wholeLineStart(tokens, a))) &&
      // "..., both from Limpopo Mills": where they work.
      !(prevWord === 'from' || prevWord === 'at' || prevWord === '@')
    // A speaker: "[11:02] Jamal Reed: ...", "Jamal Reed: ..." at the start of a line.
    const speaker =
      (after?.kind === 'punct' && after.text === ':' && wholeLineStart(tokens, a)) ||
      // "Dariusz Nowak (Lumen Robotics): ...": a speaker with a tag.
      speakerBeforeTag(tokens, j, wholeLineStart(tokens, a))
    const knownPerson = r.people.has(personKey(names))
    const inDirectory = r.directoryPerson(words)
    // A name ending a line, or a signature's: not a run right after "at" or after a title and a comma
    // ("... with Youssef Benali at Atlas Maritime", "Sofia Lindgren — CEO, Northlight Audio").
    const line =
      (wholeLine &&
        !headingCompany(tokens, a, j) &&
        (r.signature > 0 || after === undefined) &&
        (wholeLineStart(tokens, i) ||
          !(
            (prevWord !== undefined && COMPANY_PREPS.has(prevWord)) ||
            (prev?.k === 'X' && prev.p === ',' && out[out.length - 2]?.k === 'T')
          ))) ||
      (after === undefined &&
        wholeLineStart(tokens, a) &&
        a > 0 &&
        (tokens[a - 1]!.text === '—' || tokens[a - 1]!.text === '–' || tokens[a - 1]!.text === '-'))
    const strongAfter = titledAfter(r, run)
    if (
      firstKnown ||
      knownPerson ||
      inDirectory ||
      line ||
      strongAfter ||
      speaker ||
      attendee ||
      inCompanyList(out) ||
      (cueAfter && afterHonorific(tokens, a)) ||
      nameCues(r, run) ||
      sideAfter(tokens, j) ||
      freshWriterCue(r, run) ||
      personSlot(run) ||
      (cueAfter && cueBefore) ||
      // "contact at Cordillera Mining is ...": after "at", a verb after the run says nothing.
      (cueAfter && after?.kind === 'word' && prevWord !== 'at' && prevWord !== '@') ||
      (cueBefore && prevWord !== 'and' && prevWord !== 'to' && prevWord !== 'from' && prevWord !== 'by')
    ) {
      const person = r.person(names, start)
      if (!person) return true
      if (attendee) attendeeAt(r, run, person)
      out.push({ k: 'P', ref: person, poss, start })
      if (wholeLine && a === i && j === tokens.length) {
        r.linePerson = person
        r.linePersonAge = 0
      }
      return true
    }
  }
  // One word: a part of a person's name read before ("Tomas"), a short form of one's given name ("Cora" after
  // "Corazon Villareal", short-given-names.ts), or a part of a company's ("Fjordline").
  if (words.length === 1) {
    const lc = words[0]!.lc
    const people = r.byPart.get(lc)
    const one = !titleCase(words[0]!.text) ? undefined : people ? onlyOne(people) : shortFormOf(r, lc)
    if (one) {
      out.push({ k: 'P', ref: one, poss, start })
      return true
    }
    const listed = attendeeFirstName(run)
    const lone = people ? undefined : (loneFirstName(run, r.text) ?? listed ?? loneName(r, run))
    if (lone) {
      const person = r.person([words[0]!.text], start)
      if (person) r.firstNamed.add(person)
      if (person && listed) attendeeAt(r, run, person)
      // "Hi Anna, meet ...": the one greeted is a person of the text, not a subject of the sentence's clauses.
      if (person && lone === 'named') out.push({ k: 'P', ref: person, poss, start })
      else out.push({ k: 'W', w: lc, cap: true })
      return true
    }
  }
  return false
}

/** Cues the fresh writers' passes added: a name an address spells, a name's end, a person's cue, "worked at". */
const freshWriterCue = (r: Reader, run: Run): boolean =>
  spelledByAddress(r, run.names) ||
  nameEnd(r, run) ||
  freshPersonCue(run) ||
  workedAtAfter(run) ||
  pairedFullName(run) ||
  fromAppositive(run)

/** Places where a name-shaped run is a company or a meeting's side, whatever its first word. */
function companyPlace(r: Reader, run: Run): boolean {
  const { tokens, a, j, out, wholeLine, words, prevWord, after, poss, names } = run
  // Never a person named like a company of the same text, nor the company in a person's parentheses.
  if (r.companies.has(companyKey(names.join(' '))) || (inPersonParens(out) && after?.kind === 'punct')) return true
  if (titleLineCompany(r, out, wholeLine) || employerSlot(r, run) || sideInParens(tokens, a, after)) return true
  if (freshCompanyPlace(run) || companySlot(run) || businessSlot(r, run)) return true
  // "From Nordlys Energi: ..." is a side of a meeting; "From Lucia Romero: ..." a message.
  if (fromHeading(tokens, a, j) && !FIRST_NAMES.has(words[0]!.lc)) return true
  // "Company: Weser Steel", "Previous company: Lima Apparel": a card's employer.
  if (attendeeCompany(r, run) || meetingSide(r, run) || fieldValue(tokens, a, 'employer', 'former')) return true
  // "hired Matías Soto at Santiago Wines": after a person and "at", a company, whatever its first word.
  if (
    (prevWord === 'at' || prevWord === '@') &&
    out[out.length - 2]?.k === 'P' &&
    !poss &&
    !r.people.has(personKey(names))
  )
    return true
  // "in the Lisbon office of Tejo Energia": a company's office.
  if (prevWord === 'of' && a >= 2 && OFFICE_WORDS.has(tokens[a - 2]!.lc)) return true
  return false
}

/** "(sarah@x.io)", "<sarah@x.io>", "(CFO, Fjordline)", ", their CFO", ", Head of Growth at ...": a person, whatever the name. */
function titledAfter(r: Reader, run: Run): boolean {
  const { tokens, j, after, afterNext } = run
  // "Sarah Chen, their CFO", "Eleni Papadopoulos, now VP Sales at ...": a determiner or "now" before the title.
  const inner =
    afterNext?.kind === 'word' && (DETERMINERS.has(afterNext.lc) || afterNext.lc === 'now') ? tokens[j + 2] : afterNext
  return (
    after?.kind === 'email' ||
    (after?.kind === 'punct' &&
      (after.text === '(' ||
        after.text === '<' ||
        after.text === ',' ||
        after.text === '-' ||
        after.text === '–' ||
        after.text === '—' ||
        after.text === '|') &&
      inner !== undefined &&
      (inner.kind === 'email' ||
        (inner.kind === 'word' && title(r, tokens, tokens.indexOf(inner, j)) !== undefined) ||
        // "Otto Brandt, Kaufland's head of category": a company's title after the comma.
        (inner === afterNext &&
          inner.kind === 'word' &&
          inner.poss &&
          isCapWord(inner) &&
          tokens[j + 2]?.kind === 'word' &&
          title(r, tokens, j + 2) !== undefined)))
  )
}

/** Shapes around a name-shaped run that say it is a person: what comes right before or after it in the sentence. */
function nameCues(r: Reader, run: Run): boolean {
  const { tokens, a, out, words, prev, prevWord, after, afterNext, poss } = run
  // "Moussa Ndiaye, he's ...", "Amelia Hart, who heads ...".
  const commaPerson =
    after?.kind === 'punct' &&
    after.text === ',' &&
    afterNext?.kind === 'word' &&
    PERSON_AFTER_COMMA.has(afterNext.lc) &&
    // "Dalia Katz at Sequoia Harbor, who led our Series A", "Rangi Parata of Tasman Timber, who ...": the company, then who.
    prevWord !== 'at' &&
    prevWord !== '@' &&
    !(prevWord === 'of' && out[out.length - 2]?.k === 'P')
  // "reports to Sandrine Moreau", "introduced me to Chiara Bianchi".
  const linkedTo =
    ((prevWord === 'to' || prevWord === 'into') &&
      /^(reports?|reported|reporting|introduced|me|us|thanks)$/.test(tokens[a - 2]?.lc ?? '')) ||
    // "was introduced by Tane Rangi", "referred by", "managed by": a person did it.
    (prevWord === 'by' &&
      /^(introduced|referred|recommended|managed|supervised|mentored)$/.test(tokens[a - 2]?.lc ?? ''))
  // "and Omari Wallace from Juniper Logistics", "our partner Kasimir Wolff at Elbe Consulting": a name, then where
  // they work (not after a word that makes the run a place or a company itself: "at", "the", "of").
  const placedAfter =
    after?.kind === 'word' &&
    (after.lc === 'at' || after.lc === 'from' || after.lc === 'of') &&
    afterNext?.kind === 'word' &&
    titleCase(afterNext.text) &&
    // "lead Customer Success at Tessellate": a department, not a name.
    !words.some((w) => TITLE_WORDS.has(w.lc) || TITLE_HEADS.has(w.lc)) &&
    !(prevWord !== undefined && /^(at|of|in|the|for|to|on|by|into|via|@)$/.test(prevWord))
  // "her old boss at Jacaranda Bank, Rodrigo Alves": a role at a company, then the name.
  const roleAtBefore =
    prevWord === ',' &&
    out[out.length - 2]?.k === 'C' &&
    out[out.length - 3]?.k === 'W' &&
    /^(at|from|of)$/.test((out[out.length - 3] as { w: string }).w) &&
    out[out.length - 4]?.k === 'W' &&
    RELATION_NOUNS.has((out[out.length - 4] as { w: string }).w)
  // "loop in Teuila Fasoa", "bring in Waru Kopu".
  const broughtIn =
    prevWord === 'in' &&
    /^(loop|looping|looped|bring|bringing|brought|pull|pulling|pulled)$/.test(tokens[a - 2]?.lc ?? '')
  // "The CTO of Pacifica Freight, Waru Kopu, ...": a title at a company, then the name.
  const titleAtBefore =
    prevWord === ',' &&
    out[out.length - 2]?.k === 'C' &&
    out[out.length - 3]?.k === 'W' &&
    /^(at|of)$/.test((out[out.length - 3] as { w: string }).w) &&
    out[out.length - 4]?.k === 'T'
  // "Orchid Pharma's head of procurement is Jin-woo Choi".
  // "Her boss is Andriy Shevchenko", "Kofi's manager there is Abena Owusu": a role toward a person, then the name.
  const roleAt =
    out[out.length - 2]?.k === 'W' && /^(there|now)$/.test((out[out.length - 2] as { w: string }).w) ? 3 : 2
  const role = out[out.length - roleAt]
  const titleIs =
    (prevWord === 'is' || prevWord === 'was') &&
    (role?.k === 'T' || (role?.k === 'W' && RELATION_NOUNS.has(role.w) && role.w !== 'report'))
  // "Amina Diallo's manager": only a person has a manager or a boss; "joining Shirin Ahmadi's team", "part of
  // Aminata Keita's team": a name-shaped owner of a team someone is in.
  const hasManager =
    poss &&
    after?.kind === 'word' &&
    (RELATION_NOUNS.has(after.lc) ||
      (after.lc === 'team' && /^(of|on|in|into|joining|join|joins|joined)$/.test(prevWord ?? '')))
  // "Dara Flynn and Noah Brennan both report ...", "Noah Brennan and Dara Flynn": joined to a person.
  const nextFirst = afterNext?.kind === 'word' ? afterNext.lc : ''
  const coordinated =
    (after?.kind === 'word' &&
      after.lc === 'and' &&
      titleCase(afterNext?.text ?? '') &&
      (FIRST_NAMES.has(nextFirst) || r.attested.has(nextFirst))) ||
    (prevWord === 'and' && out[out.length - 2]?.k === 'P') ||
    // "Yusra Karimi (Herat Carpets) and Farid Noori": a parenthesis between.
    (after?.kind === 'punct' && after.text === '(' && andPersonAfterParens(r, tokens, run.j))
  // "Renata Souza, a former Nubank exec,", "Hamid Rezaei, a Deloitte alum,": where a person once worked.
  const alumnus =
    after?.kind === 'punct' &&
    after.text === ',' &&
    (afterNext?.lc === 'a' || afterNext?.lc === 'an') &&
    alumniAt(tokens, tokens.indexOf(afterNext, a) + 1)
  // "Niklas Brunner's team: Lea Huber, Jonas Graf and Mia Steiner.": the first of a list of full names.
  const listed =
    (prevWord === ':' || prevWord === ',') &&
    after?.kind === 'punct' &&
    after.text === ',' &&
    namesListAt(r, tokens, run.j)
  // "[14:21] Bronwen Hughes: Gareth Lewis." a chat answer that is a name alone.
  const answer =
    prev?.k === 'X' &&
    prev.p === ':' &&
    out[out.length - 2]?.k === 'P' &&
    (after === undefined || (after.kind === 'punct' && after.text !== ':'))
  // "Mirela Popescu - Carpathia Energy": a line that is a name, a dash and a company.
  const lineThenCompany =
    wholeLineStart(tokens, a) &&
    after?.kind === 'punct' &&
    /^[-–—|,]$/.test(after.text) &&
    companyRunAt(tokens, run.j + 1)
  return (
    linkedName(tokens, a, run.j, poss) ||
    roleInParens(r, tokens, run.j) ||
    listed ||
    broughtIn ||
    titleAtBefore ||
    lineThenCompany ||
    commaPerson ||
    alumnus ||
    answer ||
    linkedTo ||
    placedAfter ||
    roleAtBefore ||
    titleIs ||
    hasManager ||
    coordinated
  )
}

/** Whether tokens[k] starts "former Nubank exec" or "Deloitte alum": an optional "former", one capitalised word, an alumni noun. */
export function alumniAt(tokens: readonly { kind: string; lc: string; text: string }[], k: number): boolean {
  if (tokens[k]?.lc === 'former') k++
  const company = tokens[k]
  const noun = tokens[k + 1]
  return company?.kind === 'word' && titleCase(company.text) && noun?.kind === 'word' && ALUMNI_NOUNS.has(noun.lc)
}

/** Whether tokens[k] starts a run of capitalised words that ends in a company word or a legal form ("Carpathia Energy"). */
function companyRunAt(tokens: readonly Tok[], k: number): boolean {
  let e = k
  while (e < tokens.length && e - k < 6 && isCapWord(tokens[e]!)) e++
  const last = tokens[e - 1]
  return e - k >= 2 && last !== undefined && (COMPANY_WORDS.has(last.lc) || LEGAL_SUFFIXES.has(last.lc))
}

/** The one person of the set, when it holds one. */
const onlyOne = (people: Set<PersonState>): PersonState | undefined => (people.size === 1 ? [...people][0] : undefined)
