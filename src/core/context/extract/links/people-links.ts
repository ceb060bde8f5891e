/*
 * The link shapes of issue 27's people-links pass (W8, t981-t1020), read once per sentence after the
 * families before them: a record's heading and an account's contact line (card-heads.ts), a list
 * line's company or manager (attendee-lines.ts), crossed turns and looping in (intro-crossed.ts),
 * the writer's "I worked with him" (writer-ties.ts), "lead ... under" (lead-under.ts) and "Rohan from
 * my team", "my co-founder at C" (my-team.ts), and the writer's "my last day at C ... I'll be at D"
 * (own-last-day.ts), "P, thanks for introducing us to Q" (thanks-turned.ts) and "P used to work at C
 * with Q" (worked-at-with.ts).
 */
import type { Reader } from '../reader.js'
import { attendeeLine } from './attendee-lines.js'
import { bossQuestions } from './boss-questions.js'
import { eMeetIntros } from './e-meet-intros.js'
import { parenIntros } from './paren-intros.js'
import { mentionedPerson } from './mentioned-person.js'
import { unitReports } from './unit-reports.js'
import { cardHeads } from './card-heads.js'
import { crossedTurns } from './intro-crossed.js'
import { leadUnder } from './lead-under.js'
import { myTeam } from './my-team.js'
import { ownLastDay } from './own-last-day.js'
import { thanksTurned } from './thanks-turned.js'
import { workedAtWith } from './worked-at-with.js'
import type { View } from './view.js'
import { writerTies } from './writer-ties.js'
import { crossBatchEmployers } from './cross-batch-employers.js'
import { titledAppositives } from './titled-appositives.js'
import { companyTeamMembers } from './company-team-members.js'
import { pluralRoles } from './plural-roles.js'

/** Reads the sentence's links of the shapes above into the reader. */
export function peopleLinks(r: Reader, view: View): void {
  cardHeads(r, view)
  attendeeLine(r, view)
  crossedTurns(r, view)
  writerTies(r, view)
  leadUnder(r, view)
  myTeam(r, view)
  ownLastDay(r, view)
  thanksTurned(r, view)
  workedAtWith(r, view)
  // M8's cross-batch works-at shapes (cross-batch-employers.ts): here, as readLinks is at its size limit.
  crossBatchEmployers(r, view)
  // Issue 27, M9: a chat's question about a manager no one names, answered by a name (boss-questions.ts).
  bossQuestions(r, view)
  // ... and the reply-all that greets the one a thanked person introduced (e-meet-intros.ts).
  eMeetIntros(r, view)
  // ... and "P (Q's introduction, ...)" (paren-intros.ts).
  parenIntros(r, view)
  // ... and "P is the person I mentioned" (mentioned-person.ts).
  mentionedPerson(r, view)
  // ... and a unit that reports to someone, for its lead (unit-reports.ts).
  unitReports(r, view)
  // ... and "P, TITLE, C, joined" (titled-appositives.ts, FX3).
  titledAppositives(r, view)
  // ... and "P is on C's platform team" (company-team-members.ts, FX3).
  companyTeamMembers(r, view)
  // ... and "our contacts at C are A and B" (plural-roles.ts, FX3).
  pluralRoles(r, view)
}
