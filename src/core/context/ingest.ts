import { namesVersion, recordName } from '../records/record-name.js'
import type { Clock } from '../clock.js'
import type { Workspace } from '../model.js'
import { AT_ONCE, type WorkMeter } from '../jobs/jobs.js'
import {
  EXTRACTION_LIMITS,
  extractSlices,
  nameDirectorySlices,
  type NameDirectory,
  type NameEntry,
} from './extract/index.js'
import { writeExtraction } from './writes/index.js'
import type { ArtifactResult, IngestOptions } from './writes/result.js'

export {
  INGEST_LIMITS,
  type ArtifactDropped,
  type ArtifactResult,
  type ExtractedEntity,
  type IngestOptions,
} from './writes/result.js'

/**
 * The name directory the last of a run of ingests built, and the entries it was built from. The
 * seed ingests three texts one after the other over the same 10,500 names, and built the directory
 * anew for each; a directory is a function of its entries (in order), so equal entries answer the
 * one already built. Held by the caller for the run only, so no workspace keeps a directory.
 *
 * `workspace` and `version` (records/record-name.ts `namesVersion`) say when the entries were
 * read: while the workspace's count of name changes has not moved, no record was created, deleted
 * or written and no attribute or object changed, so its entries are the ones held, and the next
 * ingest answers the directory without walking every record to find that out (the walk named
 * 10,500 records a text, about 10 ms of a large start each). When the count moved, the entries are
 * read and compared as before.
 */
export interface DirectoryReuse {
  entries?: readonly NameEntry[]
  directory?: NameDirectory
  workspace?: Workspace
  version?: number
}

/** The same names, ids and kinds, in the same order. */
function sameEntries(before: readonly NameEntry[] | undefined, now: readonly NameEntry[]): boolean {
  if (!before || before.length !== now.length) return false
  for (let i = 0; i < now.length; i++) {
    const a = before[i]!
    const b = now[i]!
    if (a.id !== b.id || a.name !== b.name || a.type !== b.type) return false
  }
  return true
}

/**
 * Ingests a text at once (see `ingestSlices`).
 *
 * @example ingestContext(workspace, clock, 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines.', { artifactId: '42', actor: SYSTEM_ACTOR })
 */
export function ingestContext(
  workspace: Workspace,
  clock: Clock,
  text: string,
  options: IngestOptions,
): ArtifactResult {
  const slices = ingestSlices(workspace, clock, text, options)
  let step = slices.next()
  while (!step.done) step = slices.next()
  return step.value
}

/**
 * Ingests a text into a workspace, in slices (a job gives the event loop back between them): reads
 * it (extract/), then, in the last slice, plans every write against the workspace as it is then
 * and writes through the core functions, so timelines, search and caches follow.
 *
 * - People: matched on an e-mail address (the unique `email_addresses`), else on their full name
 *   (never on a first name alone); an unknown person with an address or phone, or linked to a
 *   record or identified company, becomes a new record named as written; e-mail, phone and job
 *   title are added to the record.
 * - Companies: matched on a domain (the unique `domains`), else on their name (legal form aside);
 *   an unknown company with a domain or a legal form ("GmbH"), or linked to an identified person,
 *   becomes a new record named as written. No company is made up from a domain alone.
 * - Any other name becomes a ghost ("Grace Hopper joined Initech" with nothing else known).
 * - Links: works-at (with the title), reports-to, knows, introduced-by and left-for, each a triplet,
 *   an insight and an instance of the workspace's definition when both ends are records and its
 *   cardinality allows.
 * - Each follow-up sentence becomes a task due on the date it names, linked to its records.
 * - All insights of the artifact are added as one batch, so a stream sends one event.
 * - Every kind of write is capped (INGEST_LIMITS); what a cap left out is counted in `dropped`.
 */
export function* ingestSlices(
  workspace: Workspace,
  clock: Clock,
  text: string,
  options: IngestOptions,
  directoryMeter: WorkMeter = AT_ONCE,
  reuse?: DirectoryReuse,
): Generator<void, ArtifactResult, void> {
  let directory: NameDirectory
  if (reuse?.directory && reuse.workspace === workspace && reuse.version === namesVersion(workspace))
    directory = reuse.directory
  else directory = yield* readDirectory(workspace, directoryMeter, reuse)
  const reading = extractSlices(text, directory, clock.now())
  let step = reading.next()
  while (!step.done) {
    yield
    step = reading.next()
  }
  // The writes (capped, so short) always get a slice of their own after a long read; a short text is read and written at once.
  if (text.length > EXTRACTION_LIMITS.charsAtOnce) yield
  const extraction = step.value
  return writeExtraction(workspace, clock, extraction, options)
}

/** Names every person and company and builds their directory, or answers `reuse`'s when the entries are the same. */
function* readDirectory(
  workspace: Workspace,
  directoryMeter: WorkMeter,
  reuse: DirectoryReuse | undefined,
): Generator<void, NameDirectory, void> {
  const version = namesVersion(workspace)
  const personObject = workspace.objects.get(workspace.objectIdsBySlug.get('person') ?? '')
  const companyObject = workspace.objects.get(workspace.objectIdsBySlug.get('company') ?? '')
  const entries: NameEntry[] = []
  for (const [object, type] of [
    [personObject, 'person'],
    [companyObject, 'company'],
  ] as const) {
    if (!object) continue
    for (const id of workspace.recordIdsByObject.get(object.id) ?? []) {
      const name = recordName(workspace, workspace.records.get(id)!)
      if (name) entries.push({ id, name, type })
      if (directoryMeter.spend(0.25)) yield
    }
  }
  if (reuse?.directory && sameEntries(reuse.entries, entries)) {
    Object.assign(reuse, { workspace, version })
    return reuse.directory
  }
  const directory = yield* nameDirectorySlices(entries, directoryMeter)
  if (reuse) Object.assign(reuse, { entries, directory, workspace, version })
  return directory
}
