import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { createJobsControl } from '../jobs/jobs.js'
import { createRelationshipDefinition } from '../relationships/definitions.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { CONTEXT_LIMITS, submitContext } from './artifacts.js'
import { sliceFloors } from '../../../test/support/cpu.js'
import { fillToLimit as fill } from '../../../test/support/ingest-bounds.js'
import { EXTRACTION_LIMITS } from './extract/index.js'
import { SEARCH_WINDOW } from './extract/sliced-matches.js'
import { INGEST_LIMITS, ingestSlices } from './ingest.js'

const MAX = CONTEXT_LIMITS.maxContentBytes

/** `unit` repeated to exactly `MAX` characters (all ASCII, so bytes too). */
const distinctAddresses = (): string => {
  let text = ''
  for (let i = 0; text.length < MAX; i++) text += `name${i}@d${i}.com `
  return text.slice(0, MAX)
}
const distinctPeople = (): string => {
  let text = ''
  const word = (n: number) =>
    String.fromCharCode(65 + (n % 26)) + String.fromCharCode(97 + (Math.floor(n / 26) % 26)) + 'lan'
  for (let i = 0; text.length < MAX; i++)
    text += `${word(i)} ${word(i + 7)}son (p${i}@firm${i}.io) is the CFO of Firm${i} GmbH. `
  return text.slice(0, MAX)
}

/** The adversarial inputs of issues 11 and 27, at (or, for a block repeated 10,000 times, near) the maximum size: long runs that made the old patterns quadratic, and texts that would write without end. */
const ADVERSARIAL: Record<string, () => string> = {
  'one letter': () => fill('a'),
  dots: () => fill('.'),
  'dots and spaces': () => fill('. '),
  'at signs': () => fill('@'),
  'capitalised words': () => fill('Aa '),
  'capitalised words and full stops': () => fill('Aa Bb. '),
  'e-mail-like fragments': () => fill('a@b.'),
  'distinct addresses': distinctAddresses,
  'distinct people and companies': distinctPeople,
  'a-': () => fill('a-'),
  digits: () => fill('1'),
  'nested parentheses': () => fill('(a'),
  'closing parentheses': () => fill('(a)'),
  'line breaks': () => fill('\n'),
  'title words': () => fill('Head of '),
  'follow-ups': () => fill('Send the deck to Sarah Chen by Friday. '),
  statements: () => fill('Sarah Chen (sarah@fjordline-ai.com), their CFO, joined Fjordline AI as CFO. '),
  // Issue 27's pattern families: attendee lists, parentheses, signatures, chat speakers, roles at companies, assignees.
  'attendee lists': () =>
    fill(
      'Attendees:\nPriya Natarajan (VP Operations, Halcyon Freight, priya@halcyonfreight.com)\nMarcus Webb, Head of IT, Halcyon Freight\n- Verdant Grid: Kofi Mensah (COO), Elif Yildiz (Program Lead)\nPresent: Omar Haddad (Director), Lucia Romero (Analyst) and Sven Aalto (CTO).\n',
    ),
  'attendee lines without a blank line': () => 'Attendees\n' + fill('Omar Haddad (Director)\n').slice(10),
  parentheses: () => fill('('),
  'parentheses and commas': () => fill('(Director, '),
  'titles in parentheses': () => fill('Omar Haddad (Director) '),
  'a signature block repeated 10,000 times': () => 'Best,\nMaya Cohen\nHead of Partnerships, Shoresh\n'.repeat(10_000),
  'chat speakers': () => fill('[10:02] Keanu Kahale: my manager is Javier Molina, he signs off\n'),
  'roles at companies': () =>
    fill('our new contact at Cordillera Mining is Andres Soto and reports to Paula Jimenez, '),
  'the team in play': () => fill('the Fyrtarn folks '),
  'assigned follow-ups': () =>
    fill('Julia will send the order form by Friday. Marcus to share it next Tuesday. @Keanu can you send it? '),
}

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  createRelationshipDefinition(workspace, clock, {
    type: 'one_to_many',
    entity_definition_1_id: company.id,
    entity_definition_2_id: person.id,
    entity_1_to_2_predicate: 'employs',
    entity_2_to_1_predicate: 'works at',
  })
  return { clock, workspace }
}

describe('ingestion bounds at the maximum input size (512 KiB)', () => {
  for (const [name, make] of Object.entries(ADVERSARIAL)) {
    it(`${name}: no slice holds the event loop for 50 ms, the whole text is read in under 3 s of CPU, and the writes stay within the caps`, async () => {
      const text = make()
      expect(text.length).toBeLessThanOrEqual(MAX)
      expect(text.length).toBeGreaterThan(MAX * 0.85)
      let last!: ReturnType<typeof setup>
      // Each slice's least CPU time over 3 runs of the same text into a fresh workspace.
      const { worst, worstAt, total, slices, result } = await sliceFloors(() => {
        last = setup()
        return ingestSlices(last.workspace, last.clock, text, { artifactId: '1', actor: SYSTEM_ACTOR })
      })
      expect(worst, `worst slice ${worst.toFixed(1)} ms, number ${worstAt} of ${slices}`).toBeLessThan(50)
      expect(total).toBeLessThan(3_000)
      // Slices are counted in characters read: 4 KiB each (up to a piece of a line more), then one to resolve and one to write.
      // Before the lines, the four searches of the whole text for first names read a window a slice (sliced-matches.ts).
      const { charsPerSlice, charsPerPiece } = EXTRACTION_LIMITS
      const searchSlices = 4 * Math.ceil(text.length / SEARCH_WINDOW)
      expect(slices - 2).toBeGreaterThanOrEqual(Math.floor(text.length / (charsPerSlice + charsPerPiece)))
      expect(slices - 2).toBeLessThanOrEqual(Math.ceil(text.length / charsPerSlice) + searchSlices)
      const { workspace } = last
      expect(result.entities_created).toBeLessThanOrEqual(INGEST_LIMITS.recordsCreated)
      expect(result.insights_created).toBeLessThanOrEqual(INGEST_LIMITS.insights)
      expect(result.tasks_suggested).toBeLessThanOrEqual(INGEST_LIMITS.tasks)
      expect(result.relationships_created).toBeLessThanOrEqual(INGEST_LIMITS.relationships)
      expect(workspace.insights.ghosts.size).toBeLessThanOrEqual(INGEST_LIMITS.ghosts)
      expect(workspace.records.size).toBe(result.entities_created)
      expect(workspace.tasks.byId.size).toBe(result.tasks_suggested)
      expect(workspace.insights.byId.size).toBe(result.insights_created)
    }, 30_000)
  }

  it("reports what the caps left out: 512 KiB of distinct people at distinct companies writes 50 records (in the text's order), 50 ghosts, and counts the rest", () => {
    const { clock, workspace } = setup()
    const slices = ingestSlices(workspace, clock, distinctPeople(), { artifactId: '1', actor: SYSTEM_ACTOR })
    let step = slices.next()
    while (!step.done) step = slices.next()
    const { entities_extracted, ...counts } = step.value
    // The first 25 people and their 25 companies become records, linked; the next 25 pairs ghosts; the reader kept 200 of each, and links between kept names.
    expect(counts).toMatchObject({
      entities_created: 50,
      entities_updated: 0,
      relationships_created: 25,
      insights_created: 25 + 25 + 25,
      tasks_suggested: 0,
    })
    expect(entities_extracted.filter((e) => e.ghost_id !== undefined)).toHaveLength(INGEST_LIMITS.ghosts)
    expect(counts.dropped!.relationships).toBe(200 - 50)
    expect(counts.dropped!.entities).toBeGreaterThan(14_000)
    expect(workspace.relationships.instances.size).toBe(25)
  })

  it('32 KiB of follow-up sentences suggests 20 tasks and counts the other 820', () => {
    const { clock, workspace } = setup()
    const text = 'Send the deck to Sarah Chen by Friday. '.repeat(840)
    const slices = ingestSlices(workspace, clock, text, { artifactId: '1', actor: SYSTEM_ACTOR })
    let step = slices.next()
    while (!step.done) step = slices.next()
    expect(step.value.tasks_suggested).toBe(20)
    expect(step.value.dropped!.tasks).toBe(820)
    expect(workspace.tasks.byId.size).toBe(20)
  })

  it('a job reading 512 KiB gives the event loop back between slices: a timer set meanwhile fires before the artifact completes', async () => {
    const { clock, workspace } = setup()
    const jobs = createJobsControl()
    const artifact = submitContext(workspace, clock, jobs, { content: fill('Aa Bb. ') }, SYSTEM_ACTOR)
    clock.advance('4s')
    expect(artifact.status).toBe('processing')
    let fired = false
    setTimeout(() => (fired = true), 0)
    let statusWhenFired: string | undefined
    while (artifact.status === 'processing') {
      await new Promise((resolve) => setImmediate(resolve))
      if (fired && statusWhenFired === undefined) statusWhenFired = artifact.status
    }
    expect(statusWhenFired).toBe('processing')
    expect(artifact.status).toBe('completed')
  })
})
