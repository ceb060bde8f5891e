/*
 * Introductions and moves a text tells by its structure rather than by a verb (issue 27's W9 pass,
 * t1021-t1060): arrow lines of a move digest or a record's change log, the writer's own move in a
 * farewell or an out-of-office reply, a chat speaker handing two people over, a reply whose quoted
 * message is the introduction, a double opt-in asked (no one introduced yet), a leaving with its
 * time before "to join C", and an introducer named by whose they are. Grouped so sentence-ties.ts
 * calls them in one line.
 */
import type { Reader } from '../reader.js'
import { arrowMoves } from './arrow-moves.js'
import { writerMoves } from './writer-moves.js'
import { speakerIntros } from './speaker-intros.js'
import { quotedIntros } from './quoted-intros.js'
import { optInAsks } from './opt-in-asks.js'
import { leavingToJoin } from './leaving-to-join.js'
import { introPossessive } from './intro-possessive.js'
import { updateFrom } from './update-from.js'
import { sampleTwoShapes } from './sample-two-shapes.js'
import { sampleEightShapes } from './sample-eight-shapes.js'
import { unitMembers } from './unit-members.js'
import type { View } from './view.js'

/** Reads one sentence for the introductions and moves its shape tells. */
export function toldByStructure(r: Reader, view: View): void {
  arrowMoves(r, view)
  writerMoves(r, view)
  speakerIntros(r, view)
  quotedIntros(r, view)
  optInAsks(r, view)
  leavingToJoin(r, view)
  introPossessive(r, view)
  updateFrom(r, view)
  sampleTwoShapes(r, view)
  sampleEightShapes(r, view)
  unitMembers(r, view)
}
