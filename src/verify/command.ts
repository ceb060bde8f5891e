import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { createNodeHandler, createNodeServer } from '../adapters/node.js'
import { SCENARIOS, type ScenarioName } from '../control/schemas.js'
import { buildMockCore } from '../mock/mock-core.js'
import { BROKER_FLAG_OPTIONS, brokerOptions, type BrokerOptions } from './broker.js'
import { MissingPactError } from './load-pact.js'
import { checkOperations } from './operations.js'
import { UnknownStateError, verifyPacts, type CheckResult, type VerifyPactsOptions } from './pact.js'
import { findControlUrl, httpProvider, mockProvider } from './providers.js'
import { holdMockState, SharedMockError, type SharedMock } from './shared-mock.js'
import { formatJUnit, formatTable } from './report.js'
import { createResponseValidator } from './response-validator.js'
import { describeStates, PROVIDER_STATES, type ProviderStateDefinition } from './states.js'
import { VERIFY_USAGE } from './usage.js'

export { VERIFY_USAGE }

export class UsageError extends Error {}

/** Where the shipped pacts are: contracts/pacts of the package, from src/ or dist/src/. */
export function shippedPactsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'contracts', 'pacts')
    if (existsSync(candidate)) return candidate
    dir = dirname(dir)
  }
  throw new Error('the shipped pacts (contracts/pacts) are missing from the package')
}

/** Loads `--state-handlers`: its default export (or `states` export), an array of state definitions. */
async function loadStateHandlers(file: string): Promise<ProviderStateDefinition[]> {
  const module = await import(pathToFileURL(resolve(file)).href)
  const states = module.default ?? module.states
  if (!Array.isArray(states))
    throw new UsageError(
      `--state-handlers ${file}: the default export must be an array of { name, description, provides, setup }`,
    )
  for (const [i, state] of states.entries()) {
    if (typeof state?.name !== 'string' || typeof state?.setup !== 'function')
      throw new UsageError(
        `--state-handlers ${file}: entry ${i} needs a name (string) and a setup(target, params) function`,
      )
    state.provides ??= []
    state.description ??= ''
  }
  return states as ProviderStateDefinition[]
}

/** The Pact verifier's log levels `--log-level` takes; `error`, the default, prints none of its output. */
const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const
type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * Runs `verify`; answers the exit status. Output goes to `out`, messages to `err`. `colour`: the
 * Pact verifier's lines (`--log-level` above error) keep their ANSI colours, which they have only
 * when `err` is a terminal and NO_COLOR is not set.
 */
export async function verifyCommand(
  args: string[],
  out: (text: string) => void,
  err: (text: string) => void,
  colour = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      pact: { type: 'string', multiple: true },
      'state-handlers': { type: 'string' },
      fixtures: { type: 'string' },
      seed: { type: 'string', default: '1' },
      scenario: { type: 'string', default: 'small' },
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      'no-operations': { type: 'boolean', default: false },
      junit: { type: 'string' },
      'list-states': { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'error' },
      help: { type: 'boolean', short: 'h' },
      ...BROKER_FLAG_OPTIONS,
    },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) {
    out(VERIFY_USAGE)
    return 0
  }
  const extra = values['state-handlers'] ? await loadStateHandlers(values['state-handlers']) : []
  const states = [...extra, ...PROVIDER_STATES]
  if (values['list-states']) {
    out(`${describeStates(states)}\n`)
    return 0
  }
  const logLevel = values['log-level'] as LogLevel
  if (!LOG_LEVELS.includes(logLevel))
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`)
  // pact-core prints its own report and log with ANSI colours whatever the stream: verify prints
  // its table instead, and passes the verifier's lines on to stderr only when asked for them.
  const verifierLog =
    logLevel === 'error' ? undefined : (line: string) => err(`${colour ? line : stripVTControlCharacters(line)}\n`)
  const baseUrl = values['base-url']
  const broker = brokerOptions(values)
  if (broker && 'error' in broker) throw new UsageError(broker.error)
  if (broker && values.pact)
    throw new UsageError('--broker-url fetches the pacts to verify: give it or --pact, not both')
  if (!baseUrl && !values.pact && !broker)
    throw new UsageError(
      'give --pact <file|dir> or --broker-url <url> (your pacts against a fresh mock) or --base-url <url> --api-key <key> (check a server)',
    )
  if (baseUrl && !values['api-key']) throw new UsageError('--base-url needs --api-key')
  if (baseUrl) {
    let url: URL
    try {
      url = new URL(baseUrl)
    } catch {
      throw new UsageError(`--base-url must be an absolute http(s) URL, got "${baseUrl}"`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UsageError(`--base-url must be http or https, got "${baseUrl}"`)
  }
  const seed = Number(values.seed)
  if (!/^\d+$/.test(values.seed!) || seed > 2 ** 31 - 1)
    throw new UsageError(`--seed must be an integer from 0 to ${2 ** 31 - 1}, got "${values.seed}"`)
  if (!(SCENARIOS as readonly string[]).includes(values.scenario!))
    throw new UsageError(`--scenario must be one of ${SCENARIOS.join(', ')}, got "${values.scenario}"`)
  for (const path of values.pact ?? [])
    if (!existsSync(path)) throw new UsageError(`--pact ${path}: no such file or directory`)
  if (values.fixtures !== undefined && baseUrl)
    throw new UsageError('--fixtures seeds the fresh mock of --pact; it cannot seed a --base-url server')
  let fixture: string | undefined
  if (values.fixtures !== undefined) {
    try {
      fixture = readFileSync(values.fixtures, 'utf8')
    } catch (error) {
      throw new UsageError(
        `--fixtures: cannot read ${values.fixtures}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      )
    }
  }

  const results: CheckResult[] = []
  try {
    if (baseUrl) {
      const apiKey = values['api-key']!
      const controlUrl = await findControlUrl(baseUrl)
      // A mock is left as it was found: its snapshot, taken first, is restored after the checks.
      let shared: SharedMock | undefined
      try {
        shared = controlUrl === undefined ? undefined : await holdMockState(controlUrl)
      } catch (error) {
        if (!(error instanceof SharedMockError)) throw error
        err(`context-graph-mock: ${error.message}\n`)
        return 1
      }
      out(
        `Checking ${baseUrl}${controlUrl ? ` (a mock: states use its control endpoints at ${controlUrl}/_mock, and its state is restored after the checks)` : ''}\n`,
      )
      try {
        results.push(
          ...(await verifyPacts({
            pacts: values.pact ?? [shippedPactsDir()],
            provider: httpProvider(baseUrl, apiKey, controlUrl, { moveClock: shared?.clock === 'manual' }),
            states,
            broker,
            logLevel,
            log: verifierLog,
          })),
        )
        if (!values['no-operations']) {
          const { createPublicDocument } = await import('../documents.js')
          results.push(
            ...(await checkOperations(
              { baseUrl, apiKey, controlUrl },
              createResponseValidator(createPublicDocument() as any),
            )),
          )
        }
      } finally {
        try {
          await shared?.restore()
        } catch (error) {
          err(`context-graph-mock: could not put the mock's state back: ${(error as Error).message}\n`)
          results.push({
            kind: 'operation',
            group: 'restore',
            name: 'restore the state found',
            status: 'failed',
            detail: (error as Error).message,
          })
        }
      }
    } else {
      results.push(
        ...(await verifyAgainstFreshMock(
          values.pact ?? [],
          broker,
          states,
          seed,
          values.scenario as ScenarioName,
          fixture === undefined ? undefined : { text: fixture, file: values.fixtures! },
          { logLevel, log: verifierLog },
        )),
      )
    }
  } catch (error) {
    if (error instanceof UnknownStateError || error instanceof MissingPactError) {
      err(`context-graph-mock: ${error.message}\n`)
      return 1
    }
    throw error
  }
  out(`\n${formatTable(results)}`)
  if (values.junit) writeFileSync(values.junit, formatJUnit(results))
  return results.some((r) => r.status === 'failed') ? 1 : 0
}

async function verifyAgainstFreshMock(
  pacts: string[],
  broker: BrokerOptions | undefined,
  states: readonly ProviderStateDefinition[],
  seed: number,
  scenario: ScenarioName,
  fixture: { text: string; file: string } | undefined,
  verifier: Pick<VerifyPactsOptions, 'logLevel' | 'log'>,
): Promise<CheckResult[]> {
  const mock = buildMockCore({ seed, scenario })
  const server: Server = createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit }))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  try {
    if (fixture) {
      // A bad seed file fails at once, naming its first bad entry, before any interaction.
      try {
        await mock.seed({ fixture: fixture.text, scenario })
      } catch (error) {
        throw new UsageError(`--fixtures ${fixture.file}: ${(error as Error).message}`)
      }
    }
    const provider = mockProvider(mock, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      fixture: fixture?.text,
    })
    return await verifyPacts({ pacts, provider, states, seedFile: fixture?.file, broker, ...verifier })
  } finally {
    mock.close()
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  }
}
