/*
 * The M3 pass's sentence rules (issue 27), read together after the reporting rules of a sentence: the
 * writer's first-person ties, the writer's introduction e-mail, roles written as someone's and former
 * employers in asides. One call keeps readLinks within its size.
 */
import type { Reader } from '../reader.js'
import { addressedPairs } from './addressed-pairs.js'
import { bareReports } from './bare-reports.js'
import { businessOwners } from './business-owners.js'
import { chatCompanyAnswers } from './chat-company-answers.js'
import { cameToUs } from './came-to-us.js'
import { firstPersonTies } from './first-person-ties.js'
import { formerAsides } from './former-asides.js'
import { listedReports } from './listed-reports.js'
import { introPresented } from './intro-presented.js'
import { ownerReports } from './owner-reports.js'
import { pronounRoles } from './pronoun-roles.js'
import { relationalTitles } from './relational-titles.js'
import { sentByFirm } from './sent-by-firm.js'
import { signOffTitle } from './sign-off-titles.js'
import { teamJoins } from './team-joins.js'
import { teamOwners } from './team-owners.js'
import { thankedAddressee } from './thanked-addressee.js'
import { toldByStructure } from './told-by-structure.js'
import type { View } from './view.js'
import { yourTies } from './your-ties.js'
import { greetingWord } from './later-addressees.js'

/** Reads one sentence's first-person ties, presented people, owners' roles and former-job asides. */
export function sentenceTies(r: Reader, view: View): void {
  firstPersonTies(r, view)
  introPresented(r, view)
  ownerReports(r, view)
  formerAsides(r, view)
  businessOwners(r, view)
  signOffTitle(r, view)
  relationalTitles(r, view)
  teamOwners(r, view)
  teamJoins(r, view)
  chatCompanyAnswers(r, view)
  toldByStructure(r, view)
  greetingWord(r, view)
  yourTies(r, view)
  // M7: two people addressed at once; a role written as his or hers; "reports to" without a subject;
  // a team's listed members; "comes to us from".
  addressedPairs(r, view)
  pronounRoles(r, view)
  bareReports(r, view)
  listedReports(r, view)
  cameToUs(r, view)
  // N1: "thanks again for connecting me with P" to the one the e-mail greets; "a recruiter from C, P,".
  thankedAddressee(r, view)
  sentByFirm(r, view)
}
