/*
 * The deterministic "understanding" of ingested text: a function from a string (and the
 * workspace's known names, and the clock's now) to what the text says. Nothing here writes; the
 * ingestion step (ingest.ts) turns an Extraction into records, relationships, triplets, insights,
 * tasks and ghosts.
 *
 * How it reads (decision 0014): the scanner (scanner.ts) cuts the text into lines, tokens and
 * sentences (sentences.ts); word lists (lexicon.ts, cues.ts) mark titles, and capitalised runs
 * become people (people.ts) or companies (companies.ts) by what they are made of and what stands
 * around them (elements.ts). Links are read by small patterns over a sentence's elements, one
 * module per family (links/), each looking a bounded number of elements ahead, so every step is
 * linear in the text. Follow-ups (follow-ups.ts) and dates (dates.ts) are read per sentence; the
 * finishing pass (finish.ts) resolves what was read. The work comes in slices (`extractSlices`),
 * so a job can give the event loop back between them.
 */
import { WorkMeter } from '../../jobs/jobs.js'
import { attestedFirstNames } from './attested.js'
import { attestGreetedTwo } from './attested-greetings.js'
import { attestWorldGreetings } from './world-greetings.js'
import { attestMetGreetings } from './met-greetings.js'
import { finish } from './finish.js'
import { Reader } from './reader.js'
import { isSpace } from './scanner.js'
import { readLine } from './sentences.js'
import { guardedLine } from './guard.js'
import { EXTRACTION_LIMITS, type Extraction, type NameDirectory } from './types.js'

export { FREE_MAIL_DOMAINS, ROLE_MAILBOXES } from '../lexicon.js'
export { extractDates } from './dates.js'
export { domainLabel } from './elements.js'
export { createNameDirectory, nameDirectorySlices, nameWords } from './known.js'
export * from './types.js'

/**
 * Reads a text in slices: each `next()` reads lines (a line over `charsPerPiece` characters in
 * pieces) until it has read `EXTRACTION_LIMITS.charsPerSlice` characters, so a caller can yield to
 * the event loop between them. Slices are counted in characters, not in time, so they fall at the
 * same places on every machine and run (the costliest text measured, short capitalised sentences,
 * reads at about 1 ms per KiB: a slice is about 4 ms). A text of up to `charsAtOnce` characters is
 * read and resolved in one slice; the generator's return value is the extraction. Pure: the same
 * text, directory and `now` give the same extraction, however it is sliced.
 *
 * @example const slices = extractSlices(text, directory, now); let step = slices.next(); while (!step.done) step = slices.next(); step.value
 */
export function* extractSlices(text: string, directory: NameDirectory, now: number): Generator<void, Extraction, void> {
  const reader = new Reader(text, now, directory)
  const attested = yield* attestedFirstNames(text)
  yield* attestGreetedTwo(text, attested)
  yield* attestWorldGreetings(text, attested)
  yield* attestMetGreetings(text, attested)
  reader.attested = attested
  const { charsPerSlice, charsPerPiece, charsAtOnce } = EXTRACTION_LIMITS
  const meter = new WorkMeter(charsPerSlice)
  let at = 0
  while (at < text.length) {
    let end = text.indexOf('\n', at)
    if (end < 0) end = text.length
    // A very long line is read in pieces: cut after a sentence's end where there is one, else at white space.
    if (end - at > charsPerPiece) {
      const limit = at + charsPerPiece
      let cut = limit
      while (cut > limit - 256 && !(isSpace(text.charCodeAt(cut)) && '.!?'.includes(text[cut - 1]!))) cut--
      if (cut === limit - 256) {
        cut = limit
        while (cut > limit - 128 && !isSpace(text.charCodeAt(cut))) cut--
        if (cut === limit - 128) cut = limit
      }
      end = cut
    }
    const from = at
    guardedLine(reader, () => readLine(reader, from, end))
    const next = text.charCodeAt(end) === 10 ? end + 1 : end
    // Where the slices fall changes nothing read: pieces are cut by the text alone.
    if (meter.spend(next - at) && next < text.length) yield
    at = next
  }
  // Resolving what was read (back-references, links, caps) is a slice of its own after a long text.
  if (text.length > charsAtOnce) yield
  return finish(reader)
}

/**
 * Reads a text at once (see `extractSlices`): people (with e-mail, phone, title), companies (with
 * domain), works-at / reports-to / knows / introduced-by / left-for links, e-mail addresses, phone
 * numbers, the known records it names, dates and follow-ups.
 *
 * @example
 * extractContext('Met Tomas Lindqvist (tomas@fjordline-ai.com) today. Tomas works at Fjordline AI as Head of Growth.', createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
 * // people: [{ name: 'Tomas Lindqvist', emails: ['tomas@fjordline-ai.com'], title: 'Head of Growth' }], companies: [{ name: 'Fjordline AI', domain: 'fjordline-ai.com' }]
 */
export function extractContext(text: string, directory: NameDirectory, now: number): Extraction {
  const slices = extractSlices(text, directory, now)
  let step = slices.next()
  while (!step.done) step = slices.next()
  return step.value
}
