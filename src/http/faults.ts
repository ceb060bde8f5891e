import { matchPathGlob } from './path-glob.js'

/** What a fault does to the calls it matches; several effects combine (a delay, then a status). */
export interface FaultInput {
  /** `GET`, `POST`... (any case), or `*` for every method. */
  method: string
  /**
   * A path pattern: `*` within a segment, `**` across segments. Written with either public
   * prefix (`/v1/...` or `/api/developers/v1/...`) and without the base path, it matches calls
   * under both prefixes and under the mock's base path.
   */
  path: string
  /** Answer this status with the standard `{code, message}` body instead of calling the route. */
  status?: number | undefined
  /** Hold the answer for this many milliseconds of the mock's clock. */
  delay_ms?: number | undefined
  /** Drop the connection without an answer (a network error to the client). */
  drop?: boolean | undefined
  /** Run the route, then answer its body cut in half (no longer valid JSON). */
  malformed?: boolean | undefined
  /** Apply to the next N matching calls, then remove itself. Default: until removed. */
  times?: number | undefined
  /** Apply to this fraction of matching calls (0 to 1), drawn from the mock's seed. Default 1. */
  fraction?: number | undefined
}

export interface Fault extends FaultInput {
  /** `f1`, `f2`...: the handle to remove it by. */
  id: string
  /** Matching calls the fault has shaped so far. */
  hits: number
  /** Calls left before it removes itself; null when it lasts until removed. */
  remaining: number | null
}

export interface Faults {
  add(input: FaultInput): Fault
  list(): Fault[]
  /** Removes a fault; false when there was none with this id. */
  remove(id: string): boolean
  clear(): void
  /**
   * The fault for a call, if one applies (the first added wins); counts the hit. `routePath` is
   * the path the route table knows (`/v1/objects`), `path` the path as sent.
   */
  take(method: string, routePath: string, path: string): Fault | undefined
}

/** The most faults a mock holds at once; adding past it answers 400, so state stays bounded. */
export const MAX_FAULTS = 100

/**
 * Fault injection, WireMock-style, for one mock. The choice of which calls a `fraction` fault
 * hits comes from a generator seeded with the mock's seed, so a test run hits the same calls
 * every time.
 *
 * @example
 * const faults = createFaults(1)
 * faults.add({ method: 'GET', path: '/v1/objects', status: 503, times: 2 })
 */
export function createFaults(seed: number): Faults {
  let faults: Fault[] = []
  let nextId = 1
  let random = mulberry32(seed)
  return {
    add(input) {
      checkFault(input)
      if (faults.length >= MAX_FAULTS)
        throw new RangeError(`At most ${MAX_FAULTS} faults can be active at once; remove some first`)
      const fault: Fault = {
        ...stripUndefined(input),
        method: input.method.toUpperCase(),
        path: routeForm(input.path),
        id: `f${nextId++}`,
        hits: 0,
        remaining: input.times ?? null,
      }
      faults.push(fault)
      return { ...fault }
    },
    list: () => faults.map((fault) => ({ ...fault })),
    remove(id) {
      const before = faults.length
      faults = faults.filter((fault) => fault.id !== id)
      return faults.length < before
    },
    clear() {
      faults = []
      random = mulberry32(seed)
    },
    take(method, routePath, path) {
      for (const fault of faults) {
        if (fault.method !== '*' && fault.method !== method) continue
        if (!matchPathGlob(fault.path, routePath) && !matchPathGlob(fault.path, path)) continue
        if (fault.fraction !== undefined && random() >= fault.fraction) continue
        fault.hits++
        if (fault.remaining !== null && --fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
        return { ...fault }
      }
      return undefined
    },
  }
}

/** `/api/developers/v1/x` -> `/v1/x`, so a fault written either way matches both prefixes. */
function routeForm(path: string): string {
  return path.startsWith('/api/developers/v1/') || path === '/api/developers/v1'
    ? path.slice('/api/developers'.length)
    : path
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Checks what the control route's schema checks, for in-process calls. */
function checkFault(input: FaultInput): void {
  if (typeof input.method !== 'string' || !/^([A-Za-z]{1,10}|\*)$/.test(input.method))
    throw new RangeError(`method: "${String(input.method)}" must be an HTTP method or *`)
  if (typeof input.path !== 'string' || !input.path.startsWith('/') || input.path.length > 500)
    throw new RangeError('path: must start with "/" (at most 500 characters)')
  if (input.status !== undefined && (!Number.isInteger(input.status) || input.status < 400 || input.status > 599))
    throw new RangeError(`status: ${input.status} must be an integer from 400 to 599`)
  if (
    input.delay_ms !== undefined &&
    (!Number.isInteger(input.delay_ms) || input.delay_ms < 0 || input.delay_ms > 3_600_000)
  )
    throw new RangeError(`delay_ms: ${input.delay_ms} must be an integer from 0 to 3600000`)
  if (input.times !== undefined && (!Number.isInteger(input.times) || input.times < 1 || input.times > 1_000_000))
    throw new RangeError(`times: ${input.times} must be an integer from 1 to 1000000`)
  if (input.fraction !== undefined && !(input.fraction >= 0 && input.fraction <= 1))
    throw new RangeError(`fraction: ${input.fraction} must be from 0 to 1`)
  const effects = [
    input.status !== undefined,
    input.delay_ms !== undefined,
    input.drop === true,
    input.malformed === true,
  ].filter(Boolean).length
  if (effects === 0) throw new RangeError('a fault needs at least one of status, delay_ms, drop, malformed')
  if ([input.status !== undefined, input.drop === true, input.malformed === true].filter(Boolean).length > 1)
    throw new RangeError('status, drop and malformed exclude each other (delay_ms combines with any)')
}

/** A small seeded generator (mulberry32): deterministic, and enough to pick which calls fail. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Reason phrases for injected statuses (no node:http import: the pipeline also runs in a browser). */
export const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}
