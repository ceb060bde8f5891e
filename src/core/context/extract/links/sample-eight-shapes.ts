/*
 * Link shapes the W17 pass read by structure (issue 27, t1461-t1500), grouped so told-by-structure.ts
 * calls them in one line.
 */
import type { Reader } from '../reader.js'
import { whoIReportTo } from './relative-reports.js'
import type { View } from './view.js'

/** Reads one sentence for the shapes above. */
export function sampleEightShapes(r: Reader, view: View): void {
  whoIReportTo(r, view)
}
