import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { MatchersV3, PactV4 } from '@pact-foundation/pact'
import { scratchDir } from '../support/scratch.js'

process.env.PACT_DO_NOT_TRACK = 'true'

export const PROVIDER = 'context-graph-api'
export const PACT_DIR = resolve(import.meta.dirname, '../../contracts/pacts')
/** The placeholder key the shipped pacts send; provider verification puts the target's key in its place. */
export const PACT_KEY = 'cgm_dev_key'

const { regex, fromProviderState } = MatchersV3

/** Ids are strings of digits (17 on the service); never a literal. */
export const anId = (example = '32704519835648894') => regex('^[0-9]+$', example)
/** RFC 3339 instants as the service writes them. */
export const aTimestamp = (example = '2026-01-15T10:00:00Z') =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example)
/** A path with an id the provider state answers: `statePath('/v1/records/${person_id}', '/v1/records/1')`. */
export const statePath = (expression: string, example: string) => fromProviderState(expression, example)
/** An id the provider state answers, in a body. */
export const stateId = (name: string, example = '32704519835648894') => fromProviderState(`\${${name}}`, example)

export const requestHeaders = (withBody: boolean, source = 'skill-cli') => ({
  Authorization: regex('^Bearer \\S+$', `Bearer ${PACT_KEY}`),
  'X-Nex-Source': source,
  ...(withBody ? { 'Content-Type': 'application/json' } : {}),
})

export const jsonHeaders = { 'Content-Type': regex('^application/json', 'application/json') }

/** The error body every failure answers. */
export const errorBody = (status: number, example: string) => ({ code: status, message: MatchersV3.string(example) })

/**
 * A PactV4 for one consumer writing into a fresh temporary directory; `checkFresh` then compares
 * the written file with the committed one in contracts/pacts (and replaces it when
 * `PACT_WRITE=1`, which `npm run pacts:write` sets).
 */
export function createConsumerPact(consumer: string) {
  const dir = scratchDir('cgm-pact-')
  const pact = settled(new PactV4({ consumer, provider: PROVIDER, dir, logLevel: 'error' }))
  const file = `${consumer}-${PROVIDER}.json`
  return {
    pact,
    /** The committed pact, or undefined when it is fresh; writes it with PACT_WRITE=1. */
    checkFresh(): { committed: string; written: string } | undefined {
      const written = normalise(readFileSync(join(dir, file), 'utf8'))
      const target = join(PACT_DIR, file)
      if (process.env.PACT_WRITE === '1') {
        writeFileSync(target, written)
        return undefined
      }
      const committed = existsSync(target) ? readFileSync(target, 'utf8') : ''
      return committed === written ? undefined : { committed, written }
    },
  }
}

/** Stable text: the pact library versions in the metadata stay (they say what wrote it), keys sorted as written. */
function normalise(text: string): string {
  return `${JSON.stringify(JSON.parse(text), null, 2)}\n`
}

/** The mock server handle PactV4 keeps (pact-core's ConsumerPact); not in PactV4's public types. */
type MockServerHandle = { mockServerMatchedSuccessfully(port: number): boolean }

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A PactV4 whose `executeTest` waits, after the test function returns, until the mock server has
 * recorded that every expected request matched (at most 2 s), before Pact checks. It works around
 * a race in the mock server of pact-core 19 (pact-reference#535, pact-core-mock-server#13): the
 * server answers a request before it records the match, so under CPU load Pact can report "The
 * following request was expected but not received" for a request the client sent and got its
 * answer to (1 in 6 runs of the CLI consumer's 35 tests here, while other tests ran). A request
 * that really did not match still fails, after the 2 s. pact 17, whose core may fix it, needs
 * Node 22 (decision 0032).
 *
 * @example const pact = settled(new PactV4({ consumer, provider, dir }))
 */
export function settled(pact: PactV4): PactV4 {
  const handle = (pact as unknown as { pact: MockServerHandle }).pact
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key, object) as unknown
        if (typeof value !== 'function') return value
        if (key === 'executeTest') {
          return (test: (server: { port: number; url: string }) => Promise<unknown>) =>
            value.call(object, async (server: { port: number; url: string }) => {
              const result = await test(server)
              for (let waited = 0; waited < 2_000 && !handle.mockServerMatchedSuccessfully(server.port); waited += 5)
                await pause(5)
              return result
            })
        }
        return (...args: unknown[]) => {
          const next = value.apply(object, args) as unknown
          return next !== null && typeof next === 'object' && !(next instanceof Promise) ? wrap(next) : next
        }
      },
    })
  return wrap(pact)
}
