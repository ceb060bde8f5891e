/*
 * Link shapes the W11 pass read by structure (issue 27, t1101-t1140): an announcement's heading that
 * names the writer's company, and "Both ... report to" after two people. Grouped so told-by-structure.ts
 * calls them in one line.
 */
import type { Reader } from '../reader.js'
import { announcementHead } from './announcement-heads.js'
import { bothReport } from './both-report.js'
import { yourTitles } from './your-titles.js'
import { chatWelcomes } from './chat-welcomes.js'
import { writerKnows } from './writer-knows.js'
import { negatedMoves } from './negated-moves.js'
import { ourSideLine } from './our-side-lines.js'
import { joinedTheFirm } from './joined-the-firm.js'
import { speakerJoins } from './speaker-joins.js'
import { leaverOurs } from './leaver-ours.js'
import { copiedIn, presentedTurn } from './presented-turns.js'
import type { View } from './view.js'

/** Reads one sentence for the shapes above. */
export function sampleTwoShapes(r: Reader, view: View): void {
  announcementHead(r, view)
  bothReport(r, view)
  yourTitles(r, view)
  chatWelcomes(r, view)
  writerKnows(r, view)
  negatedMoves(r, view)
  ourSideLine(r, view)
  joinedTheFirm(r, view)
  speakerJoins(r, view)
  leaverOurs(r, view)
  presentedTurn(r, view)
  copiedIn(r, view)
}
