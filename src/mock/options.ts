import type { ScenarioName } from '../control/schemas.js'
import { SCENARIOS } from '../control/schemas.js'
import { parseDuration, type ClockOptions, type Duration } from '../core/clock.js'
import { ACTIVITY_LIMITS } from '../core/integrations/activity.js'
import { DEFAULT_ACTIVITY_EVERY_MS } from '../core/integrations/state.js'
import { JOB_KINDS, type JobKind, type JobSteps } from '../core/jobs/jobs.js'
import type { Fixture } from '../control/fixtures.js'
import type { JournalEntry } from '../http/journal.js'
import { DEFAULT_RATE_LIMIT, parseRateLimit, type RateLimitOptions } from '../http/rate-limit.js'
import { trimTrailing } from '../core/text.js'
import type { WallClock } from './workspaces.js'

/** The development key: all scopes, on the seeded workspace. */
export const DEV_API_KEY = 'cgm_dev_key'
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010'
export const DEFAULT_BODY_LIMIT = 1024 * 1024

export interface MockOptions {
  /** Seed of the fixtures (default 1). The same seed gives byte-identical responses. */
  seed?: number
  /** Fixture scenario of the default workspace (default `small`). */
  scenario?: ScenarioName
  /** `manual` (default: moves only on `clock.advance`) or `real`, or full clock options. */
  clock?: 'manual' | 'real' | ClockOptions
  /** The development key (all scopes). Default `cgm_dev_key`. */
  apiKey?: string
  /**
   * Where the mock is reached (default `http://127.0.0.1:4010`): the origin MSW intercepts, and
   * a path prefix the API sits under, as behind a gateway (`https://api.example.test/context`
   * serves `https://api.example.test/context/v1/...` and `.../context/api/developers/v1/...`).
   */
  baseUrl?: string
  /** Largest accepted request body in bytes (default 1 MiB); larger bodies answer 413. */
  bodyLimit?: number
  /** Check every response against its declared schema (default true). */
  validateResponses?: boolean
  /**
   * Short ids (`'1'`, `'2'`, ...) for reading by eye, instead of 17-digit ids like the real
   * service's (`'32704519835647914'`, above 2^53). Default false.
   */
  shortIds?: boolean
  /**
   * Clock time per step of a job (artifacts, AI list jobs, compounding runs): one duration for
   * every kind, or one per kind. Default 2 s a step.
   *
   * @example createMock({ jobSteps: { artifact: '500ms' } })
   */
  jobSteps?: Duration | Partial<Record<JobKind, Duration>>
  /**
   * Clock time between two activity items of a connected integration (default `'5m'`, at least
   * 1 s); `0` or `false` turns activity off.
   *
   * @example createMock({ integrationActivity: '30s' })
   */
  integrationActivity?: Duration | false
  /**
   * Where a browser reaches the mock, when not at `baseUrl` (behind a proxy, in a container): the
   * consent pages' `auth_url` starts with it. Default: `baseUrl`.
   */
  publicUrl?: string
  /**
   * The Cytoscape.js source the graph page (`GET /v1/graph?format=html`) inlines. On Node it is
   * read from the installed package; a browser mock has none unless given one (the page then
   * answers 406; the JSON graph always works).
   *
   * @example createMock({ graphLibrary: () => fetch('/cytoscape.min.js').then((r) => r.text()) })
   */
  graphLibrary?: () => string | Promise<string>
  /**
   * Per-key limit on `/v1` calls, a token bucket on the mock's clock: `{ limit: 100, window: '10s' }`,
   * `'100/10s'`, or `'off'`. Default 1000 calls per 10 s, which no ordinary test or page reaches.
   */
  rateLimit?: RateLimitOptions | string | undefined
  /** How many requests the journal keeps (default 1000; the oldest fall off). */
  journalSize?: number | undefined
  /** Serve the control surface under `/_mock` (default true). Off, only the health check and the documents answer there. */
  control?: boolean | undefined
  /** When set, every `/_mock` route but the health check needs `X-Admin-Token: <token>`. */
  adminToken?: string | undefined
  /**
   * `'warn'`: also print each explanation of a miss with `console.warn`, as MSW warns of an
   * unhandled request. Explanations are always in the `X-Mock-Explain` header and the journal.
   */
  explain?: 'warn' | undefined
  /** Called with every journaled request once it is answered (what `serve` logs). */
  onAnswer?: ((entry: JournalEntry) => void) | undefined
  /** Called after every change to the state (a write, a key, a reset, a restore): what `serve --state-file` saves on. */
  onStateChange?: (() => void) | undefined
  /**
   * What a workspace registered through `POST /api/v1/agents/register` starts with: the mock's
   * scenario (default, so an official client pointed at the mock has data to show) or `empty`.
   */
  registerScenario?: 'scenario' | 'empty' | undefined
  /**
   * Parses YAML text off the event loop (a large fixture): what the platform offers, a worker
   * thread on Node (`createMockCore` of the package passes it). Without it, YAML is parsed in place.
   */
  parseYaml?: ((text: string) => Promise<unknown>) | undefined
  /**
   * Wall time a test workspace may stay unused before it is deleted (default `'30m'`), or `'off'`
   * to keep them until deleted.
   */
  workspaceTtl?: Duration | 'off' | undefined
  /**
   * The wall clock the TTL of test workspaces reads, and its periodic check (default `Date.now` and
   * `setInterval`): a test passes its own, to expire workspaces without sleeping.
   */
  wallClock?: WallClock | undefined
}

/** What `seed` loads: a named scenario (with a seed), or a fixture (an object, or JSON/YAML text) on top of a scenario (default `empty`). */
export type { SeedInput } from '../control/functions.js'

/**
 * An option the mock refuses: which one, and what it expects (`an integer from 0 to 2147483647`),
 * so the CLI can name its flag instead of the option.
 */
export class OptionError extends RangeError {
  constructor(
    readonly option: keyof MockOptions,
    /** What was refused: the option's value, or the part of it (a job kind). */
    readonly value: unknown,
    readonly expected: string,
    message: string,
  ) {
    super(message)
  }
}

/** The checked options with their defaults: what the mock is assembled from. */
export interface CheckedOptions {
  clock: ClockOptions
  apiKey: string
  baseUrl: string
  basePath: string
  publicUrl: string
  bodyLimit: number
  seed: number
  scenario: ScenarioName
  jobSteps: Partial<JobSteps> | undefined
  activityEvery: number
  rateLimit: RateLimitOptions | 'off'
  explain: 'warn' | undefined
  /** Wall milliseconds a test workspace may stay unused; undefined: kept until deleted. */
  workspaceTtl: number | undefined
}

/**
 * Checks the options a mock is built from and fills in their defaults; throws an OptionError for
 * the first one refused. `serve` calls it too, so a typo fails before the port is bound.
 */
export function checkOptions(options: MockOptions): CheckedOptions {
  const { baseUrl, basePath } = checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL)
  return {
    clock: typeof options.clock === 'object' ? options.clock : { mode: options.clock ?? 'manual' },
    apiKey: options.apiKey ?? DEV_API_KEY,
    baseUrl,
    basePath,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    seed: checkSeed(options.seed ?? 1),
    scenario: checkScenario(options.scenario ?? 'small'),
    publicUrl: options.publicUrl === undefined ? baseUrl : checkBaseUrl(options.publicUrl, 'publicUrl').baseUrl,
    jobSteps: jobStepsOf(options.jobSteps),
    activityEvery: activityEveryOf(options.integrationActivity),
    rateLimit: rateLimitOf(options.rateLimit),
    explain: explainOf(options.explain),
    workspaceTtl: workspaceTtlOf(options.workspaceTtl),
  }
}

function explainOf(input: unknown): 'warn' | undefined {
  if (input === undefined || input === 'warn') return input
  throw new OptionError('explain', input, "'warn'", `Invalid explain ${JSON.stringify(input)}: expected 'warn'`)
}

const URL_EXPECTED = 'an absolute http(s) URL without query, fragment or credentials, such as http://127.0.0.1:4010'

/** Splits a base URL into its origin-and-path form and its path; only http(s) origins are allowed. */
export function checkBaseUrl(
  input: string,
  name: 'baseUrl' | 'publicUrl' = 'baseUrl',
): { baseUrl: string; basePath: string } {
  const refuse = (message: string) =>
    new OptionError(name, input, URL_EXPECTED, `Invalid ${name} "${input}": ${message}`)
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw refuse('expected an absolute http(s) URL such as http://127.0.0.1:4010')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('expected http or https')
  if (url.search || url.hash || url.username || url.password) throw refuse('no query, fragment or credentials')
  const basePath = trimTrailing(url.pathname, '/')
  return { baseUrl: `${url.origin}${basePath}`, basePath }
}

const MAX_SEED = 2 ** 31 - 1

export function checkSeed(seed: number): number {
  const expected = `an integer from 0 to ${MAX_SEED}`
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    throw new OptionError('seed', seed, expected, `Invalid seed ${seed}: expected ${expected}`)
  return seed
}

export function checkScenario(name: string): ScenarioName {
  const expected = `one of ${SCENARIOS.join(', ')}`
  if (!(SCENARIOS as readonly string[]).includes(name))
    throw new OptionError('scenario', name, expected, `Unknown scenario "${name}": expected ${expected}`)
  return name as ScenarioName
}

/** Clock ms between two activity items: off (0), or at least ACTIVITY_LIMITS.minEveryMs. */
export function activityEveryOf(input: Duration | false | undefined): number {
  if (input === undefined) return DEFAULT_ACTIVITY_EVERY_MS
  if (input === false) return 0
  const ms = parseDuration(input)
  const expected = `at least ${ACTIVITY_LIMITS.minEveryMs / 1000}s, or 0 for off`
  if (ms !== 0 && ms < ACTIVITY_LIMITS.minEveryMs)
    throw new OptionError('integrationActivity', input, expected, `Invalid integrationActivity "${input}": ${expected}`)
  return ms
}

/** `'2s'` for every kind, or `{ artifact: 500 }` for some: clock milliseconds per kind. */
export function jobStepsOf(input: MockOptions['jobSteps']): Partial<JobSteps> | undefined {
  if (input === undefined) return undefined
  if (typeof input === 'number' || typeof input === 'string') {
    const ms = parseDuration(input)
    return Object.fromEntries(JOB_KINDS.map((kind) => [kind, ms]))
  }
  const steps: Partial<JobSteps> = {}
  const expected = `one of ${JOB_KINDS.join(', ')}`
  for (const [kind, duration] of Object.entries(input)) {
    if (!(JOB_KINDS as readonly string[]).includes(kind))
      throw new OptionError(
        'jobSteps',
        kind,
        expected,
        `Unknown job kind "${kind}" in jobSteps: expected ${JOB_KINDS.join(', ')}`,
      )
    steps[kind as JobKind] = parseDuration(duration as Duration)
  }
  return steps
}

/** `'100/10s'`, `'off'` or `{ limit, window }`; default 1000 calls per 10 s. */
function rateLimitOf(input: MockOptions['rateLimit']): RateLimitOptions | 'off' {
  if (typeof input !== 'string') return input ?? DEFAULT_RATE_LIMIT
  try {
    return parseRateLimit(input)
  } catch (error) {
    throw new OptionError('rateLimit', input, '<calls>/<window> such as 100/10s, or off', (error as Error).message)
  }
}

/** A test workspace unused this long (wall time) is deleted; `workspaceTtl: 'off'` keeps them. */
export const DEFAULT_WORKSPACE_TTL = '30m'

/** The TTL of test workspaces in wall milliseconds, or undefined for `off`. */
function workspaceTtlOf(input: MockOptions['workspaceTtl']): number | undefined {
  if (input === 'off') return undefined
  const expected = 'a duration with its unit such as 30m, or off'
  let ms: number
  try {
    ms = parseDuration(input ?? DEFAULT_WORKSPACE_TTL)
  } catch {
    ms = NaN
  }
  if (!(ms > 0)) throw new OptionError('workspaceTtl', input, expected, `Invalid workspaceTtl "${input}": ${expected}`)
  return ms
}
