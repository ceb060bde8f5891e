/*
 * The verb rules of a sentence's subject, in the order they are tried: the first whose verb stands
 * after the subject reads it (readLinks in index.ts runs them).
 */
import { togetherVerb } from './acquaintance.js'
import { madeIntroVerb } from './intro-notes.js'
import { NEW_EMPLOYER_RULES } from './new-employers.js'
import { friendOfWriterVerb } from './org-notes.js'
import { gotYourDetailsVerb } from './intro-credits.js'
import { affiliatedVerb, runsVerb } from './affiliation.js'
import { copulaVerb, nowAtVerb, worksVerb } from './employment.js'
import { joinedVerb, promotedVerb } from './joining.js'
import {
  cameThroughVerb,
  friendsVerb,
  introducedVerb,
  knowEachOtherVerb,
  knowsVerb,
  vouchesVerb,
  putInTouchVerb,
  gotUsViaVerb,
  referredVerb,
  usedToWorkWithVerb,
  workedTogetherVerb,
} from './introductions.js'
import { wasAtVerb } from './former.js'
import { hiredByVerb, hiredIntoTeamVerb, newJobVerb } from './hires.js'
import { referredYouVerb } from './referrals.js'
import { sharedTimeVerb } from './together.js'
import { tiesVerb } from './ties.js'
import { arrangedBetweenVerb, handedInNoticeVerb, madeTheJumpVerb, settledAtVerb } from './arrivals.js'
import { joinedUsAtVerb, joinsFromVerb } from './deal-people.js'
import { leavingForVerb, leftVerb, movedFromVerb, movedToVerb, offToVerb } from './moves.js'
import {
  deputyToVerb,
  isManagerOfVerb,
  managesVerb,
  myManagerVerb,
  possManagerVerb,
  reportsVerb,
  underVerb,
} from './reporting.js'
import { type VerbRule } from './view.js'
import { OTHER_PHRASING_RULES } from './other-phrasings.js'
import { takenJobVerb } from './taken-jobs.js'
import { remainsVerb } from './job-phrases.js'
import { tenureVerb } from './tenure.js'
import { reportsToTitledVerb } from './titled-managers.js'
import { appointedTitleVerb } from './appointed-titles.js'

/** In this order: the first whose verb stands after the subject reads it. */
export const VERB_RULES: VerbRule[] = [
  // Ties whose verbs other rules also read ("takes direction from P", "is the boss of P").
  tiesVerb,
  ...OTHER_PHRASING_RULES,
  // Before "worked at": "we worked together at Supercell" is where they met, not where they work.
  workedTogetherVerb,
  // Before "hired"/"took" are read as anything else: the verbs of a new job.
  ...NEW_EMPLOYER_RULES,
  takenJobVerb,
  hiredByVerb,
  hiredIntoTeamVerb,
  newJobVerb,
  wasAtVerb,
  tenureVerb,
  worksVerb,
  joinedUsAtVerb,
  joinsFromVerb,
  joinedVerb,
  leavingForVerb,
  underVerb,
  movedToVerb,
  offToVerb,
  madeTheJumpVerb,
  handedInNoticeVerb,
  arrangedBetweenVerb,
  settledAtVerb,
  leftVerb,
  movedFromVerb,
  reportsToTitledVerb,
  reportsVerb,
  managesVerb,
  deputyToVerb,
  knowsVerb,
  knowEachOtherVerb,
  friendOfWriterVerb,
  togetherVerb,
  introducedVerb,
  appointedTitleVerb,
  promotedVerb,
  nowAtVerb,
  runsVerb,
  referredVerb,
  putInTouchVerb,
  gotYourDetailsVerb,
  gotUsViaVerb,
  cameThroughVerb,
  friendsVerb,
  sharedTimeVerb,
  vouchesVerb,
  madeIntroVerb,
  isManagerOfVerb,
  myManagerVerb,
  affiliatedVerb,
  copulaVerb,
  remainsVerb,
  possManagerVerb,
  usedToWorkWithVerb,
  referredYouVerb,
]
