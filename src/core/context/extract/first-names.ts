/*
 * A first name alone ("Hi Anna,", "Thanks Priya for ...", "Anna: ...", "Sofia, you should ...",
 * "Anna will send ...", "reports to Maria") is a person when the word is a known given name and it
 * stands where only a person stands. The caller has checked that no fuller name read before starts
 * with it; finish.ts folds it into a fuller name read after. Words that are also months, places or
 * everyday words ("May", "Will", "Grace", "Austin") count only after a greeting, where nothing else
 * stands.
 */
import { WORLD_GREETING_WORDS } from './world-greetings.js'
import { COMPANY_WORDS, FIRST_NAMES, NOT_NAME_WORDS, TITLE_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { PERSON_VERBS } from './cues.js'
import { isCapWord, titleCase, wholeLineStart, type Run } from './elements.js'
import { linkedName } from './linked-names.js'
import { moreLoneRoles } from './lone-roles.js'
import { givenNameSlot } from './given-name-slots.js'
import { lineAddressee } from './line-addressees.js'
import { actionAssignee } from './action-assignees.js'
import { titledFirstName } from './titled-first-names.js'
import { withoutMarks } from './lone-names.js'
import { honorificGreeted } from './honorific-greetings.js'
import { taskOwner } from './task-owners.js'
import { joinedFirstName, metFirstName } from './joined-first-names.js'
import { adverbSubject } from './given-subject-adverbs.js'
import { pairedGivenName } from './paired-given-names.js'

/** Given names that are also everyday words, months or places: a person only after a greeting. */
export const AMBIGUOUS = new Set(
  `will may grace june april august mark bill rose hope faith joy dawn eve jack frank pat sue art ray guy drew chase
   florence sydney austin victoria paris georgia india chelsea jordan carolina dallas madison brooklyn york lincoln
   summer autumn amber ruby iris ivy holly hunter king miles sage dean`.split(/\s+/),
)

const GREETINGS = new Set(['hi', 'hey', 'hello', 'dear', ...WORLD_GREETING_WORDS])
const THANKS = new Set(['thanks', 'cheers', 'congrats', 'congratulations'])
/** Words before a name that only a person follows: "reports to", "introduced by". */
const LINKED_BEFORE = /^(reports?|reported|reporting|introduced|referred|recommended|managed)$/
/** Verbs whose object, named before "as" or a mark, is a person in a role: "replaced Piotr as ...". */
const REPLACED = /^(replaced|replaces|replacing|succeeds|succeeded|succeeding)$/

/**
 * Whether the one-word run is a person by its first name alone: 'greeted' when a greeting names it
 * (the person of the text, but no subject of the sentence's clauses), 'named' for the other roles.
 */
export function loneFirstName(run: Run, text = ''): 'greeted' | 'named' | undefined {
  const { tokens, a, words, prevWord, after, afterNext } = run
  const word = words[0]!
  const lc = word.lc
  if (greetedAlone(run) || honorificGreeted(run)) return 'greeted'
  if (titledFirstName(run)) return 'named'
  // "Ciarán" as "Ciaran" (E7): a listed name written with its marks.
  const listed = FIRST_NAMES.has(lc) || FIRST_NAMES.has(withoutMarks(lc))
  if (!titleCase(word.text) || !listed || NOT_NAME_WORDS.has(lc) || WEEKDAYS_AND_MONTHS.has(lc)) return undefined
  const afterMark = after === undefined || (after.kind === 'punct' && /^[,!.]$/.test(after.text))
  // "Hi Anna,", "Dear Sam,": a greeting names the one it greets.
  if (prevWord !== undefined && GREETINGS.has(prevWord) && afterMark) return 'greeted'
  if (AMBIGUOUS.has(lc)) return undefined
  // "Thanks Priya for the introduction", "Thanks, Anna!".
  const thanked =
    (prevWord !== undefined && THANKS.has(prevWord)) || (prevWord === ',' && a >= 2 && THANKS.has(tokens[a - 2]!.lc))
  if (thanked && (afterMark || after?.lc === 'for')) return 'named'
  // "Anna: can you ...", "Sofia, you should talk to ...": a speaker, or the one a line turns to.
  if (wholeLineStart(tokens, a) && after?.kind === 'punct') {
    if (after.text === ':') return 'named'
    // The one a line turns to is addressed as a greeting addresses: no subject of what follows ("Sofia, you should ...").
    if (
      after.text === ',' &&
      afterNext?.kind === 'word' &&
      /^(you|can|could|would|meet|please|this)$/.test(afterNext.lc)
    )
      return 'greeted'
  }
  // "Anna will send ...", "Daniel introduced me to ...": the subject of a person's verb, opening a clause.
  const opens = prevWord === undefined || /^(,|;|and|but|so|since|because|when)$/.test(prevWord)
  if (opens && after?.kind === 'word' && PERSON_VERBS.has(after.lc) && after.lc !== 'is' && after.lc !== 'was')
    return 'named'
  // "Liam and Noah Taylor are old mates": joined to a person's name opening the clause.
  const next = afterNext?.kind === 'word' ? afterNext.lc : ''
  if ((opens || prevWord === ':') && after?.lc === 'and' && titleCase(afterNext?.text ?? '') && FIRST_NAMES.has(next))
    return 'named'
  // "heard from Kemi at Eko Pharma", "Rodrigo from their finance team", "Sven from our side": a person's place.
  if (after?.lc === 'at' && afterNext !== undefined && isCapWord(afterNext) && !WEEKDAYS_AND_MONTHS.has(afterNext.lc))
    return 'named'
  if (after?.lc === 'from' && (afterNext?.lc === 'their' || afterNext?.lc === 'our')) return 'named'
  // "she replaced Piotr as managing partner", "succeeds Maria": only a person is replaced in a role.
  if (prevWord !== undefined && REPLACED.test(prevWord) && (after?.lc === 'as' || after?.lc === 'who' || afterMark))
    return 'named'
  // "reports to Maria", "introduced by Daniel", "she knows Adrian", "her boss is Henrik" (linked-names.ts).
  const linked = (prevWord === 'to' || prevWord === 'by') && a >= 2 && LINKED_BEFORE.test(tokens[a - 2]!.lc)
  // "Jonas to share the deck": an action item's owner (task-owners.ts); "Hamid and Priya report to ...",
  // "Emeka met Ada" (joined-first-names.ts).
  return linked ||
    linkedName(tokens, a, run.j, run.poss) ||
    moreLoneRoles(run) ||
    givenNameSlot(run) ||
    taskOwner(run) ||
    joinedFirstName(run) ||
    metFirstName(run) ||
    adverbSubject(run) ||
    pairedGivenName(run, text)
    ? 'named'
    : (lineAddressee(run) ?? (actionAssignee(run) ? 'named' : undefined))
}

/** Whom a greeting line may address that is no one's given name: "Hi Team,", "Dear Sir,", "Hello Friends,". */
const ADDRESSED_GROUPS = new Set(
  `team all everyone everybody folks guys friends colleagues partners sir madam customer client member members
   there both you`.split(/\s+/),
)

/**
 * "Hi Rangi,", "Hi Kojo," alone on the line that opens a letter: the greeting names a person whatever
 * the lists of given names know, unless the word is a group, a month or day, a company's or a
 * title's word, or another word that never names anyone.
 */
function greetedAlone(run: Run): boolean {
  const { tokens, a, words, prevWord, after, afterNext } = run
  const lc = words[0]!.lc
  return (
    words.length === 1 &&
    titleCase(words[0]!.text) &&
    prevWord !== undefined &&
    GREETINGS.has(prevWord) &&
    wholeLineStart(tokens, a - 1) &&
    after?.kind === 'punct' &&
    after.text === ',' &&
    afterNext === undefined &&
    !ADDRESSED_GROUPS.has(lc) &&
    !NOT_NAME_WORDS.has(lc) &&
    !WEEKDAYS_AND_MONTHS.has(lc) &&
    !COMPANY_WORDS.has(lc) &&
    !TITLE_WORDS.has(lc)
  )
}
