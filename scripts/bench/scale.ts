// Scale benchmark: workspaces of 1,000 / 10,000 / 100,000 people built in process through the
// same core functions the API uses, then the cost of reading and writing them. It shows how each
// operation grows with the record count; a sorted page must not grow like a sort of every record.
// Run: node --expose-gc --import tsx scripts/bench/scale.ts [--sizes 1000,10000] [--samples 200]
// (npx tsx scripts/bench/scale.ts works too; heap per record then reads "n/a", as it needs gc).
// Bounded: under 15 s at the default sizes (most of it building the 100,000).
import { pathToFileURL } from 'node:url'
import { buildCompanies, buildPeople, seedFaker } from '../../src/seed/builders.js'
import { createClock, DEFAULT_START } from '../../src/core/clock.js'
import type { ObjectDef, RecordRow, Workspace } from '../../src/core/model.js'
import {
  createRecord,
  findRecord,
  listRecords,
  presentRecord,
  sortRecords,
  upsertRecord,
} from '../../src/core/records/records.js'
import { findObject } from '../../src/core/schema/objects.js'
import { createWorkspace } from '../../src/core/store.js'

export interface ScaleOptions {
  /** Person counts to build, one workspace each. Default 1,000, 10,000 and 100,000. */
  sizes?: number[] | undefined
  /** Timed repetitions per page, read and write case. Default 200. */
  samples?: number | undefined
  /** Where progress lines go. Default console.log; pass () => {} for silence. */
  log?: ((line: string) => void) | undefined
}

/** Milliseconds at the 50th and 99th percentile. */
export interface Percentiles {
  p50: number
  p99: number
}

export interface PageTiming extends Percentiles {
  field: 'job_title' | 'created_at'
  direction: 'asc' | 'desc'
  /** Offset 0, or the middle of the order (n/2). */
  at: 'start' | 'middle'
}

export interface ScaleResult {
  records: number
  /** Faker inputs for the people (and their companies), ms. */
  inputsMs: number
  /** `createRecord` for every company and person, ms. */
  buildMs: number
  /** Retained heap per person after the build, bytes; null without --expose-gc. */
  heapPerRecord: number | null
  /** Retained heap per person of the two order indexes the page cases build, bytes; null without --expose-gc. */
  indexHeapPerRecord: number | null
  /** `findRecord` + `presentRecord`, ms. */
  getById: Percentiles
  /** The first sorted page of a field, which builds its order index, ms. */
  firstPage: { job_title: number; created_at: number }
  /** Pages of 50 after the first, `attributes: 'all'`, ms. */
  pages: PageTiming[]
  /** One full `sortRecords` of the object by job_title: what every sorted page cost before order indexes, ms (median of 3). */
  fullSortMs: number
  /** `upsertRecord` matching an existing e-mail, changing job_title (kept in its index), ms. */
  upsert: Percentiles
  /** `createRecord` of a new person, kept in both indexes, ms. */
  create: Percentiles
}

const PAGE = 50

const gc = (globalThis as { gc?: () => void }).gc
const heapUsed = (): number | null => {
  if (!gc) return null
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
  return { p50: at(0.5), p99: at(0.99) }
}

function time(fn: () => unknown): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}

function repeat(samples: number, fn: (i: number) => unknown): Percentiles {
  // A collection first, when we may, so one series does not pay for the garbage of the one before.
  gc?.()
  const timings: number[] = []
  for (let i = 0; i < samples; i++) timings.push(time(() => fn(i)))
  return percentiles(timings)
}

/** Builds a workspace of `people` people (and a company per 200 people, at least 20) as the `large` scenario does. */
function buildWorkspace(people: number): {
  workspace: Workspace
  person: ObjectDef
  inputsMs: number
  buildMs: number
  emails: string[]
} {
  const clock = createClock({ mode: 'manual', start: DEFAULT_START })
  let inputs: { companies: ReturnType<typeof buildCompanies>; people: ReturnType<typeof buildPeople> } | undefined
  const inputsMs = time(() => {
    seedFaker(1, clock.now())
    const companies = buildCompanies(Math.max(20, Math.round(people / 200)))
    inputs = { companies, people: buildPeople(people, companies) }
  })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const emails: string[] = []
  const buildMs = time(() => {
    for (const input of inputs!.companies) {
      createRecord(workspace, clock, company, { ...input })
      clock.advance(1000)
    }
    for (const { company: _, ...input } of inputs!.people) {
      createRecord(workspace, clock, person, { ...input })
      emails.push(input.email_addresses[0]!)
      clock.advance(1000)
    }
  })
  return { workspace, person, inputsMs, buildMs, emails }
}

async function measure(size: number, samples: number, log: (line: string) => void): Promise<ScaleResult> {
  const before = heapUsed()
  const { workspace, person, inputsMs, buildMs, emails } = buildWorkspace(size)
  const built = heapUsed()
  log(`${size} people: inputs ${inputsMs.toFixed(0)} ms, build ${buildMs.toFixed(0)} ms`)
  const clock = createClock({ mode: 'manual', start: DEFAULT_START + (size + 1000) * 1000 })
  const ids = [...workspace.recordIdsByObject.get(person.id)!]
  const pick = (i: number) => ids[(i * 7919) % ids.length]!

  const getById = repeat(samples, (i) => presentRecord(workspace, findRecord(workspace, pick(i))))

  const firstPage = {
    job_title: time(() => listRecords(workspace, person, { limit: PAGE, sort: { attribute: 'job_title' } })),
    created_at: time(() => listRecords(workspace, person, { limit: PAGE, sort: { attribute: 'created_at' } })),
  }
  const indexed = heapUsed()
  const pages: PageTiming[] = []
  for (const field of ['job_title', 'created_at'] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      for (const at of ['start', 'middle'] as const) {
        const offset = at === 'start' ? 0 : Math.floor(size / 2)
        const timing = repeat(samples, () =>
          listRecords(workspace, person, { limit: PAGE, offset, sort: { attribute: field, direction } }),
        )
        pages.push({ field, direction, at, ...timing })
      }
    }
  }

  const records: RecordRow[] = ids.map((id) => workspace.records.get(id)!)
  const sorts = [0, 1, 2].map(() => time(() => sortRecords(workspace, person, records, { attribute: 'job_title' })))
  const fullSortMs = percentiles(sorts).p50

  const upsert = repeat(samples, (i) => {
    clock.advance(1000)
    upsertRecord(workspace, clock, person, 'email_addresses', {
      email_addresses: [emails[(i * 104_729) % emails.length]!],
      job_title: `Scale tester ${i}`,
    })
  })
  const create = repeat(samples, (i) => {
    clock.advance(1000)
    createRecord(workspace, clock, person, {
      name: `Scale Person${i}`,
      email_addresses: [`scale.person${i}@example.com`],
      job_title: `Scale tester ${i}`,
    })
  })

  const perRecord = (from: number | null, to: number | null) =>
    from === null || to === null ? null : (to - from) / size
  return {
    records: size,
    inputsMs,
    buildMs,
    heapPerRecord: perRecord(before, built),
    indexHeapPerRecord: perRecord(built, indexed),
    getById,
    firstPage,
    pages,
    fullSortMs,
    upsert,
    create,
  }
}

/**
 * Builds a workspace per size and measures it; see `ScaleResult` for what is measured.
 *
 * @example const [small] = await runScale({ sizes: [1000], samples: 50, log: () => {} }); small.pages[0].p50
 */
export async function runScale(options: ScaleOptions = {}): Promise<ScaleResult[]> {
  const sizes = options.sizes ?? [1_000, 10_000, 100_000]
  const samples = options.samples ?? 200
  const log = options.log ?? console.log
  const results: ScaleResult[] = []
  // Each size in turn, the previous workspace unreachable, so heap figures are one workspace's.
  for (const size of sizes) results.push(await measure(size, samples, log))
  return results
}

const ms = (value: number): string =>
  value < 0.1 ? `${(value * 1000).toFixed(1)} µs` : `${value.toFixed(value < 10 ? 2 : 0)} ms`
const both = ({ p50, p99 }: Percentiles): string => `${ms(p50)} / ${ms(p99)}`

/**
 * The results as a text table: one row per measure, one column per size.
 *
 * @example console.log(formatScaleTable(await runScale({ sizes: [1000] })))
 */
export function formatScaleTable(results: ScaleResult[]): string {
  const bytes = (value: number | null) => (value === null ? 'n/a (no --expose-gc)' : `${Math.round(value)} B`)
  const rows: Array<[string, (r: ScaleResult) => string]> = [
    ['faker inputs', (r) => ms(r.inputsMs)],
    ['build (createRecord each)', (r) => ms(r.buildMs)],
    ['heap per person', (r) => bytes(r.heapPerRecord)],
    ['heap per person, 2 order indexes', (r) => bytes(r.indexHeapPerRecord)],
    ['get by id p50 / p99', (r) => both(r.getById)],
    ['first page job_title (builds index)', (r) => ms(r.firstPage.job_title)],
    ['first page created_at (builds index)', (r) => ms(r.firstPage.created_at)],
    ...(['job_title', 'created_at'] as const).flatMap((field) =>
      (['asc', 'desc'] as const).flatMap((direction) =>
        (['start', 'middle'] as const).map((at): [string, (r: ScaleResult) => string] => [
          `page 50 ${field} ${direction} @${at === 'start' ? '0' : 'n/2'} p50 / p99`,
          (r) => both(r.pages.find((p) => p.field === field && p.direction === direction && p.at === at)!),
        ]),
      ),
    ),
    ['full sortRecords job_title (old page)', (r) => ms(r.fullSortMs)],
    ['upsert (job_title changes) p50 / p99', (r) => both(r.upsert)],
    ['create p50 / p99', (r) => both(r.create)],
  ]
  const header = ['people', ...results.map((r) => r.records.toLocaleString('en-US'))]
  const body = rows.map(([label, cell]) => [label, ...results.map(cell)])
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ].join('\n')
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = argument('sizes')?.split(',').map(Number)
  const samples = argument('samples') === undefined ? undefined : Number(argument('samples'))
  const started = performance.now()
  const results = await runScale({ sizes, samples })
  console.log(
    `\nnode ${process.version}, ${gc ? 'gc exposed' : 'no --expose-gc'}, ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  )
  console.log(formatScaleTable(results))
}
