import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { PACT_PLACEHOLDER_KEY } from '../http/journal-export/pact-key.js'
import type { BrokerOptions } from './broker.js'
import { isFieldMismatch, pactDiffs, type FieldDiff } from './field-diff.js'
import { runVerifierProcess } from './verifier-run.js'
import {
  describeStates,
  PROVIDER_STATES,
  resolveState,
  StateUnavailable,
  type ProviderStateDefinition,
  type StateControl,
  type StateTarget,
} from './states.js'

/** The key the shipped pacts (and most users' pacts, written against the mock) send; verification puts the target's key in its place. */
export { PACT_PLACEHOLDER_KEY }

/** One interaction's verdict. */
export interface CheckResult {
  /** `pact`: an interaction of a pact; `operation`: one call of an operation (verify --base-url). */
  kind: 'pact' | 'operation'
  /** The consumer, or the operationId. */
  group: string
  name: string
  status: 'passed' | 'failed' | 'skipped'
  /** Why it failed or was skipped. */
  detail?: string | undefined
  /** A failed check's fields, each with its JSON path, what was expected and what came. */
  diffs?: FieldDiff[] | undefined
}

/** How verification reaches the provider and sets up its states. */
export interface PactProvider {
  /** Where requests go: origin plus any gateway prefix (`https://host/api/developers`). */
  baseUrl: string
  /** The key every request carries in place of the placeholder. */
  apiKey: string
  /** Calls the public API with a key. */
  api(method: string, path: string, body: unknown, key: string): Promise<{ status: number; body: any }>
  /** The mock's control functions, when the provider is a mock. */
  control?: (StateControl & { reset?(): Promise<void> }) | undefined
}

export interface VerifyPactsOptions {
  /** Pact files, or directories of them. */
  pacts: string[]
  provider: PactProvider
  /** The vocabulary, plus any user states (`--state-handlers`). */
  states?: readonly ProviderStateDefinition[]
  /** The Pact verifier's own log level; above `error`, its report and log go to `log`. */
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** Where each line the Pact verifier prints goes (its report, pact-core's log); dropped without it. */
  log?: ((line: string) => void) | undefined
  /** When the data comes from a seed file: states outside the vocabulary are taken as given by it (no values). */
  seedFile?: string | undefined
  /** Pacts from a Pact Broker (the verifier fetches them, and publishes results), in place of `pacts`. */
  broker?: BrokerOptions | undefined
}

/** A state a pact names that the vocabulary does not know. */
export class UnknownStateError extends Error {
  constructor(
    readonly unknown: { state: string; interaction: string; file: string }[],
    states: readonly ProviderStateDefinition[],
  ) {
    super(
      [
        `Unknown provider state${unknown.length > 1 ? 's' : ''}:`,
        ...unknown.map((u) => `  - "${u.state}" (interaction "${u.interaction}" in ${basename(u.file)})`),
        '',
        'Known states (a {name} is a parameter, given in the state params or written in its place):',
        describeStates(states),
        '',
        'To add a state: use one of the names above in your pact; or load its data from a seed file with',
        '--fixtures <file> (a JSON or YAML fixture, loaded before every interaction; state names outside the',
        'vocabulary are then taken as given by it); or pass --state-handlers module.js, an ES module whose',
        'default export is an array of { name, description, provides, setup(target, params) }',
        '(see README: Provider states).',
      ].join('\n'),
    )
    this.name = 'UnknownStateError'
  }
}

interface PactInteraction {
  description: string
  type?: string
  providerStates?: { name: string; params?: Record<string, unknown> }[]
  providerState?: string
}

interface PactFile {
  consumer: { name: string }
  provider: { name: string }
  interactions: PactInteraction[]
}

/** The pact files named: files as they are, directories' `*.json`, in name order. */
export function findPactFiles(paths: string[]): string[] {
  const files: string[] = []
  for (const path of paths) {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name.endsWith('.json')) files.push(join(path, name))
    } else files.push(path)
  }
  if (files.length === 0) throw new Error(`no pact files in ${paths.join(', ')}`)
  return files
}

function statesOf(interaction: PactInteraction): { name: string; params: Record<string, unknown> }[] {
  if (interaction.providerStates)
    return interaction.providerStates.map((s) => ({ name: s.name, params: s.params ?? {} }))
  return interaction.providerState ? [{ name: interaction.providerState, params: {} }] : []
}

/**
 * Verifies pact files against a provider with the Pact verifier: states come from the vocabulary
 * (an unknown one throws UnknownStateError before anything runs), the mock is reset before each
 * interaction, what a state created is removed after it, and an interaction whose state needs the
 * mock's control functions is skipped with the reason when the provider is not a mock.
 */
export async function verifyPacts(options: VerifyPactsOptions): Promise<CheckResult[]> {
  process.env.PACT_DO_NOT_TRACK = 'true'
  const vocabulary = options.states ?? PROVIDER_STATES
  // With a seed file, any other state name is taken as set up by it: a state that does nothing.
  const states: readonly ProviderStateDefinition[] = options.seedFile
    ? [
        ...vocabulary,
        { name: '', description: `given by the seed file ${options.seedFile}`, provides: [], setup: async () => ({}) },
      ]
    : vocabulary
  const { provider } = options
  if (options.broker) return verifyBrokerPacts(options.broker, provider, states, options)
  const files = findPactFiles(options.pacts)
  const results: CheckResult[] = []
  const unknown: { state: string; interaction: string; file: string }[] = []
  const tmp = mkdtempSync(join(tmpdir(), 'cgm-verify-'))
  const toVerify: string[] = []
  const order: { group: string; name: string; states: { name: string; params: Record<string, unknown> }[] }[] = []
  try {
    for (const [index, file] of files.entries()) {
      let pact: PactFile
      try {
        pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile
      } catch (error) {
        throw new Error(`${file} is not a pact file: ${(error as Error).message}`)
      }
      if (!Array.isArray(pact.interactions)) throw new Error(`${file} is not a pact file: it has no interactions array`)
      const kept: PactInteraction[] = []
      for (const interaction of pact.interactions) {
        if (interaction.type !== undefined && interaction.type !== 'Synchronous/HTTP') {
          results.push({
            kind: 'pact',
            group: pact.consumer.name,
            name: interaction.description,
            status: 'skipped',
            detail: `${interaction.type} interactions are not HTTP`,
          })
          continue
        }
        let skip: string | undefined
        for (const state of statesOf(interaction)) {
          const resolved = resolveState(state.name, state.params, states)
          if (!resolved) unknown.push({ state: state.name, interaction: interaction.description, file })
          else if (resolved.definition.needsControl && !provider.control)
            skip = `state "${state.name}": ${resolved.definition.needsControl}`
        }
        if (skip)
          results.push({
            kind: 'pact',
            group: pact.consumer.name,
            name: interaction.description,
            status: 'skipped',
            detail: skip,
          })
        else {
          kept.push(interaction)
          order.push({ group: pact.consumer.name, name: interaction.description, states: statesOf(interaction) })
        }
      }
      if (kept.length > 0) {
        const copy = join(tmp, `${index}-${basename(file)}`)
        // The provider name is ours whatever the consumer called it, so the verifier selects every file.
        writeFileSync(copy, JSON.stringify({ ...pact, provider: { name: 'context-graph-api' }, interactions: kept }))
        toVerify.push(copy)
      }
    }
    if (unknown.length > 0) throw new UnknownStateError(unknown, states)
    if (toVerify.length === 0) return results
    const { failures, diffs, stateErrors } = await runVerifier({ pactUrls: toVerify }, provider, states, options)
    for (const { group, name, states: named } of order) {
      // The verifier names an interaction "Verifying a pact between <consumer> and <provider> [Given <states>] - <description>".
      const failed = [...failures].find(
        ([k]) => k === name || (k.endsWith(` - ${name}`) && k.includes(` ${group} and `)),
      )
      const failure = failed?.[1]
      const stateError = named.map((s) => stateErrors.get(stateKey(s.name, s.params))).find((e) => e !== undefined)
      if (failure === undefined) results.push({ kind: 'pact', group, name, status: 'passed' })
      else if (stateError?.startsWith('skipped: '))
        results.push({ kind: 'pact', group, name, status: 'skipped', detail: stateError.slice(9) })
      else
        results.push({
          kind: 'pact',
          group,
          name,
          status: 'failed',
          detail: [stateError, failure].filter(Boolean).join('; ') || undefined,
          diffs: diffs.get(failed![0]),
        })
    }
    return results
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

/**
 * Verifies the pacts a Pact Broker selects for this provider: the verifier fetches them (with the
 * selectors, pending and WIP options) and publishes its results when asked. The states are not
 * known before the run, so every name is resolved as the verifier asks for it; a name outside the
 * vocabulary fails its interaction. One result per interaction the verifier reports.
 */
async function verifyBrokerPacts(
  broker: BrokerOptions,
  provider: PactProvider,
  states: readonly ProviderStateDefinition[],
  options: Pick<VerifyPactsOptions, 'logLevel' | 'log'>,
): Promise<CheckResult[]> {
  const run = await runVerifier({ broker }, provider, states, options)
  return brokerResults(run)
}

/** The verifier's own report (its JSON `output` lines) read as one result per interaction. */
function brokerResults(run: Awaited<ReturnType<typeof runVerifier>>): CheckResult[] {
  const results: CheckResult[] = []
  let consumer = 'broker'
  for (const line of run.output) {
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '')
    const between = /^Verifying a pact between (.+?) and (.+?)(?:$| \[)/.exec(plain.trim())
    if (between) {
      consumer = between[1]!
      continue
    }
    const name = interactionOf(plain)
    if (name === undefined) continue
    const failed = [...run.failures].find(([k]) => k === name || k.endsWith(` - ${name}`))
    const pending = [...run.pending].find(([k]) => k === name || k.endsWith(` - ${name}`))
    if (pending)
      results.push({ kind: 'pact', group: consumer, name, status: 'skipped', detail: `pending: ${pending[1]}` })
    else if (failed)
      results.push({
        kind: 'pact',
        group: consumer,
        name,
        status: 'failed',
        detail: failed[1] || undefined,
        diffs: run.diffs.get(failed[0]),
      })
    else results.push({ kind: 'pact', group: consumer, name, status: 'passed' })
  }
  // What failed outside any interaction (the broker unreachable, no pacts found, a pact not loaded).
  for (const [name, detail] of run.failures)
    if (!results.some((r) => name === r.name || name.endsWith(` - ${r.name}`)))
      results.push({ kind: 'pact', group: 'broker', name, status: 'failed', detail })
  return results
}

/**
 * The interaction a line of the verifier's report starts, `  <description> (<time> loading, <time>
 * verification)`, without a ` (pending)` mark; a time is `14ms`, `1.5s` or `1s 206ms`.
 *
 * @example interactionOf('  a request for a contact (63ms loading, 1s 206ms verification)') // 'a request for a contact'
 */
export function interactionOf(line: string): string | undefined {
  const match = /^ {2}(\S.*?) \((?:\d+(?:\.\d+)?[a-zµ]+ ?)+ loading, (?:\d+(?:\.\d+)?[a-zµ]+ ?)+ verification\)/.exec(
    line,
  )
  return match?.[1]!.replace(/ \(pending\)$/, '')
}

/** Runs the Pact verifier on files or a broker's pacts; answers the failures by interaction description. */
async function runVerifier(
  source: { pactUrls: string[] } | { broker: BrokerOptions },
  provider: PactProvider,
  states: readonly ProviderStateDefinition[],
  options: Pick<VerifyPactsOptions, 'logLevel' | 'log'>,
): Promise<{
  failures: Map<string, string>
  diffs: Map<string, FieldDiff[]>
  stateErrors: Map<string, string>
  pending: Map<string, string>
  output: string[]
}> {
  let key = provider.apiKey
  let cleanups: (() => Promise<unknown>)[] = []
  // True from an interaction's first state setup to its teardown: the mock is prepared already.
  let inStates = false
  const stateErrors = new Map<string, string>()

  const finish = async () => {
    const steps = cleanups.reverse()
    cleanups = []
    key = provider.apiKey
    inStates = false
    for (const step of steps) await step().catch(() => undefined)
  }
  const target: StateTarget = {
    api: (method, path, body, apiKey) => provider.api(method, path, body, apiKey ?? provider.apiKey),
    control: provider.control,
    cleanup: (step) => cleanups.push(step),
    useKey: (next) => {
      key = next
    },
  }
  const setup = async (name: string, params: Record<string, unknown>) => {
    const resolved = resolveState(name, params, states)
    // A broker's pacts are not read before the run: a name outside the vocabulary fails here.
    if (!resolved) throw new Error(`unknown provider state "${name}" (verify --list-states lists the known ones)`)
    if (!inStates) {
      inStates = true
      await provider.control?.reset?.()
    }
    try {
      return await resolved.definition.setup(target, resolved.params)
    } catch (error) {
      stateErrors.set(
        stateKey(name, params),
        error instanceof StateUnavailable
          ? `skipped: ${error.message}`
          : `state "${name}" could not be set up: ${(error as Error).message}`,
      )
      throw error
    }
  }
  const stateNames =
    'pactUrls' in source
      ? [
          ...new Set(
            source.pactUrls.flatMap((file) =>
              (JSON.parse(readFileSync(file, 'utf8')) as PactFile).interactions.flatMap((interaction) =>
                statesOf(interaction).map((state) => state.name),
              ),
            ),
          ),
        ]
      : undefined

  const { ok, text } = await runVerifierProcess(
    { providerBaseUrl: provider.baseUrl, source, stateNames, logLevel: options.logLevel ?? 'error' },
    {
      setup,
      teardown: finish,
      // The verified request (not the state calls): the state's key or the target's in place of the
      // placeholder, and a fresh mock when no state has prepared one.
      request: async (request) => {
        const authorization = request.authorization === `Bearer ${PACT_PLACEHOLDER_KEY}` ? `Bearer ${key}` : undefined
        // A server that is not reset: what the interaction itself creates is deleted after it.
        if (!provider.control?.reset)
          return { authorization, capture: undoOf(request.method, request.path) !== undefined }
        if (!inStates) await provider.control.reset().catch(() => undefined)
        return { authorization, capture: false }
      },
      created: (request, body) => {
        const path = undoOf(request.method, request.path)?.(body)
        if (path) cleanups.push(() => provider.api('DELETE', path, undefined, provider.apiKey))
        if (!inStates) void finish()
      },
    },
    options.log,
  )
  if (ok) {
    // Success: the verifier's JSON report still names what it verified (a broker's pacts).
    try {
      return { ...failuresOf(text), stateErrors }
    } catch {
      return { failures: new Map(), diffs: new Map(), pending: new Map(), output: [], stateErrors }
    }
  }
  return { ...failuresOf(text), stateErrors }
}

/** For a request that creates something, how to find the DELETE path from its answer. */
function undoOf(method: string, path: string): ((body: any) => string | undefined) | undefined {
  if (method !== 'POST') return undefined
  const parts = path.split('/').filter(Boolean)
  if (parts[0] !== 'v1') return undefined
  const id = (prefix: string) => (body: any) =>
    typeof body?.id === 'string' || typeof body?.id === 'number' ? `${prefix}/${body.id}` : undefined
  if (parts.length === 3 && parts[1] === 'objects') return id('/v1/records')
  if (parts.length === 2 && parts[1] === 'objects')
    return (body) => (typeof body?.slug === 'string' ? `/v1/objects/${body.slug}` : undefined)
  if (parts.length === 2 && parts[1] === 'tasks') return id('/v1/tasks')
  if (parts.length === 2 && parts[1] === 'notes') return id('/v1/notes')
  if (parts.length === 2 && parts[1] === 'relationships') return id('/v1/relationships')
  if (parts.length === 4 && parts[1] === 'objects' && parts[3] === 'lists') return id('/v1/lists')
  if (parts.length === 4 && parts[1] === 'records' && parts[3] === 'relationships')
    return id(`/v1/records/${parts[2]}/relationships`)
  if (parts.length === 3 && parts[1] === 'notifications' && parts[2] === 'custom') return id('/v1/notifications/custom')
  return undefined
}

function stateKey(name: string, params: Record<string, unknown>): string {
  return `${name}\u0000${JSON.stringify(params)}`
}

/** The verifier's JSON result: failures by interaction description, with their mismatches. */
function failuresOf(message: string): {
  failures: Map<string, string>
  diffs: Map<string, FieldDiff[]>
  pending: Map<string, string>
  output: string[]
} {
  let parsed: any
  try {
    parsed = JSON.parse(message)
  } catch {
    throw new Error(`the Pact verifier could not run: ${message}`)
  }
  const failures = new Map<string, string>()
  // Each failed interaction's field diffs (JSON path, expected, actual), by the same name.
  const diffs = new Map<string, FieldDiff[]>()
  // A pending pact's failures (a broker's --enable-pending) do not fail the run.
  const pending = new Map<string, string>()
  for (const error of parsed.pendingErrors ?? [])
    pending.set(error.interaction ?? 'unknown interaction', mismatchText(error.mismatch))
  for (const error of parsed.errors ?? []) {
    const name: string = error.interaction ?? 'unknown interaction'
    const mismatch = error.mismatch
    // A mismatch with its own expected and actual is printed as a field diff; the text keeps the rest.
    const text =
      mismatch?.type === 'mismatches'
        ? (mismatch.mismatches as any[])
            .filter((m) => !isFieldMismatch(m))
            .map(
              (m) =>
                `${m.path && m.path !== '$' ? `${m.path}: ` : ''}${m.mismatch ?? m.description ?? JSON.stringify(m)}`,
            )
            .join('; ')
        : (mismatch?.message ?? JSON.stringify(mismatch))
    const before = failures.get(name)
    failures.set(name, before && text ? `${before}; ${text}` : before || text)
    if (mismatch?.type === 'mismatches')
      diffs.set(name, [...(diffs.get(name) ?? []), ...pactDiffs(mismatch.mismatches)])
  }
  return { failures, diffs, pending, output: Array.isArray(parsed.output) ? parsed.output.map(String) : [] }
}

function mismatchText(mismatch: any): string {
  return mismatch?.type === 'mismatches'
    ? (mismatch.mismatches as any[]).map((m) => m.mismatch ?? m.description ?? JSON.stringify(m)).join('; ')
    : (mismatch?.message ?? JSON.stringify(mismatch))
}
