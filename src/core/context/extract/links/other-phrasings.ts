/*
 * The eleventh link pass's phrasings (and its reading of "he"/"she", pronouns.ts), gathered so the
 * sentence reader wires them in one place:
 * introductions ("hooked me up with P", "sent him our way"), moves ("defected to C", "C's loss is D's
 * gain"), knowing and reporting ("P, his manager", "was my thesis supervisor", "a contact of P's").
 */
import type { Reader } from '../reader.js'
import { askedMeToVerb, connectedUsVerb, putOntoVerb, sentOurWayVerb, viaLeadAt } from './intro-phrases.js'
import { appointedTitleVerb, defectedVerb, leavingAt, lossGain, lostToAt, taggedThenJoined } from './move-phrases.js'
import { teamListLine } from './team-lists.js'
import { contactOfVerb, hasReportsAt, playWithVerb, relationAppositiveAt, wasMyVerb } from './tie-phrases.js'
import type { View, VerbRule } from './view.js'
import { afterCompanyAt, pastReportingVerb, usedToManageMeVerb, wasMyManagerAt } from './past-ties.js'
import {
  afterMentionedVerb,
  isAFriendVerb,
  meetYouViaAt,
  kindEnoughVerb,
  metThroughAt,
  passedDetailsVerb,
  setUpForUsVerb,
  thanksToMeetingAt,
} from './intro-clauses.js'
import {
  atSchoolWithVerb,
  pairTieVerb,
  sameGroupAsVerb,
  skipLevelAt,
  satNextToVerb,
  trainedMeVerb,
  wasMyHireVerb,
  knowsInParensAt,
} from './history-phrases.js'
import {
  arrowChainAt,
  overAtVerb,
  reportsInParensAt,
  companyLostAt,
  introducedToTitledAt,
  takesOverTeamVerb,
  formerTieAt,
  wasAtInParensAt,
  untilLatelyAt,
  byWayOfVerb,
  deputisesVerb,
  leavesUsForVerb,
  possUnderlingAt,
  saidIShouldVerb,
} from './aside-phrases.js'

export { pronounSubject } from './pronouns.js'

/** Verb rules read before "sent", "connected", "named" or "was my ..." are read as anything else. */
export const OTHER_PHRASING_RULES: VerbRule[] = [
  defectedVerb,
  appointedTitleVerb,
  connectedUsVerb,
  sentOurWayVerb,
  putOntoVerb,
  askedMeToVerb,
  wasMyVerb,
  contactOfVerb,
  playWithVerb,
  // The twelfth pass's: shared history, deputies, "said I should drop you a line", "leaves us for C".
  trainedMeVerb,
  wasMyHireVerb,
  satNextToVerb,
  sameGroupAsVerb,
  deputisesVerb,
  saidIShouldVerb,
  leavesUsForVerb,
  byWayOfVerb,
  takesOverTeamVerb,
  pairTieVerb,
  overAtVerb,
  kindEnoughVerb,
  passedDetailsVerb,
  setUpForUsVerb,
  atSchoolWithVerb,
  afterMentionedVerb,
  isAFriendVerb,
  pastReportingVerb,
  usedToManageMeVerb,
]

/** The patterns found at one element. */
export function phrasingsAt(r: Reader, view: View, i: number, mark: number): void {
  leavingAt(r, view, i)
  lostToAt(r, view, i)
  relationAppositiveAt(r, view, i)
  hasReportsAt(r, view, i)
  viaLeadAt(r, view, i)
  knowsInParensAt(r, view, i)
  possUnderlingAt(r, view, i)
  arrowChainAt(r, view, i)
  companyLostAt(r, view, i)
  introducedToTitledAt(r, view, i)
  formerTieAt(r, view, i)
  wasAtInParensAt(r, view, i)
  untilLatelyAt(r, view, i)
  skipLevelAt(r, view, i, mark)
  thanksToMeetingAt(r, view, i)
  metThroughAt(r, view, i)
  reportsInParensAt(r, view, i)
  meetYouViaAt(r, view, i)
  afterCompanyAt(r, view, i)
  wasMyManagerAt(r, view, i)
}

/** The patterns of a whole sentence. */
export function phrasingsOfSentence(r: Reader, view: View): void {
  lossGain(r, view)
  taggedThenJoined(r, view)
  teamListLine(r, view)
}
