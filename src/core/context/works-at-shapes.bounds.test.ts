import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { createWorkspace } from '../store.js'
import { CONTEXT_LIMITS } from './artifacts.js'
import { sliceFloors } from '../../../test/support/cpu.js'
import { INGEST_LIMITS, ingestSlices } from './ingest.js'

// The works-at pass's shapes (works-at-shapes.test.ts), each repeated to the maximum input: a note
// about a meeting whose met people and reporting lines are placed at the end, chat questions and
// answers, attendee lines with a company, given-name months, title-then-name companies. None may
// hold the event loop or write past the caps.
const MAX = CONTEXT_LIMITS.maxContentBytes
const fill = (unit: string): string => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX)

const ADVERSARIAL: Record<string, () => string> = {
  'a meeting note whose people all report to each other': () =>
    'Sync with Kauri Software today with Hemi Parata and Mere Tane. ' +
    fill(
      "Hemi Parata is Mere Tane's boss; Mere Tane works under Hemi Parata in the Auckland office of Kauri Software. ",
    ).slice(0, MAX - 64),
  'chat questions and answers': () =>
    fill(
      '[14:20] Owen Price: who does Arjun Nair answer to at Severn Water?\n[14:21] Bronwen Hughes: Gareth Lewis.\n[14:22] Bronwen Hughes: she is their finance lead\n',
    ),
  'attendee and signature lines with a company': () =>
    'Attendees:\n' +
    fill('- Priya Raman, Northwind Advisory\nLars Berg - Klarna\nMirela Popescu - Carpathia Energy\n').slice(
      0,
      MAX - 16,
    ),
  'months, titles and one-word companies': () =>
    fill(
      'April Reyes reports to Jan Dvořák. Klarna CFO Lars Berg, formerly Paystack, is now with Zalando as Director of Payments. ',
    ),
}

describe('works-at shape bounds at the maximum input size (512 KiB)', () => {
  for (const [name, make] of Object.entries(ADVERSARIAL)) {
    it(`${name}: no slice holds the event loop for 50 ms, and the writes stay within the caps`, async () => {
      const text = make()
      expect(text.length).toBeLessThanOrEqual(MAX)
      expect(text.length).toBeGreaterThan(MAX * 0.85)
      const { worst, worstAt, total, slices, result } = await sliceFloors(() => {
        const clock = createClock({ mode: 'manual' })
        const workspace = createWorkspace('1', clock)
        return ingestSlices(workspace, clock, text, { artifactId: '1', actor: SYSTEM_ACTOR })
      })
      expect(worst, `worst slice ${worst.toFixed(1)} ms, number ${worstAt} of ${slices}`).toBeLessThan(50)
      expect(total).toBeLessThan(3_000)
      expect(result.entities_created).toBeLessThanOrEqual(INGEST_LIMITS.recordsCreated)
      expect(result.relationships_created).toBeLessThanOrEqual(INGEST_LIMITS.relationships)
      expect(result.insights_created).toBeLessThanOrEqual(INGEST_LIMITS.insights)
    }, 30_000)
  }
})
