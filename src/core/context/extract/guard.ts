/*
 * A reader rule that throws on some text fails the line it was reading, not the artifact: the line
 * is counted in `dropped.lines` and the rest of the text is read. Hundreds of small rules read
 * everyday text; one of them meeting a shape no test held should cost a user one line's links,
 * not the whole ingest (a 500 and an artifact that never finishes).
 *
 * Tests run strict (`test/support/strict-reader.ts`, a setup file of the unit and bounds
 * projects): there a rule that throws still fails the test that met it, so the guard hides
 * nothing from the suite.
 */
import type { Reader } from './reader.js'

/** Whether a rule's error is thrown on (tests) or counted and read past (everywhere else). */
export const READER_GUARD = { strict: false }

/** Runs `read` for one line of `r`; a throw is counted in `r.dropped.lines` unless strict. */
export function guardedLine(r: Reader, read: () => void): void {
  try {
    read()
  } catch (error) {
    if (READER_GUARD.strict) throw error
    r.dropped.lines++
  }
}
