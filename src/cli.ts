#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { createNodeHandler, createNodeServer, type NodeHandler } from './adapters/node.js'
import { SCENARIOS, type ScenarioName } from './control/schemas.js'
import { parseDuration, type Duration } from './core/clock.js'
import { JOB_KINDS, type JobKind } from './core/jobs/jobs.js'
import type { MockCore } from './mock/mock-core.js'
import { checkOptions, DEV_API_KEY, OptionError, type MockOptions } from './mock/options.js'
import { createMockCore } from './node-core.js'
import { PACKAGE_VERSION } from './version.js'
import { VERIFY_USAGE } from './verify/usage.js'
import { PROXY_USAGE } from './proxy/usage.js'
import { trimTrailing } from './core/text.js'
import { createRequestLog } from './request-log.js'
import { createSaver, readStateFile, writeStateFile } from './state-file.js'

const SERVE_USAGE = `Usage: context-graph-mock serve [options]

Serve the mock over HTTP with a seeded workspace.

Options:
  --port <n>              Port (default: $PORT, else 4010; 0 picks a free one)
  --host <addr>           Address to listen on (default 127.0.0.1)
  --seed <n>              Fixture seed, 0 to 2147483647 (default 1)
  --scenario <name>       ${SCENARIOS.join(' | ')} (default small)
  --api-key <key>         The development key, all scopes (default ${DEV_API_KEY})
  --base-path <path>      Serve the API under a prefix, as behind a gateway (e.g. /context)
  --clock <mode>          real (default) or manual: manual stands still until
                          POST /_mock/clock/advance, so responses are byte-identical across runs
  --start <instant>       The clock's start, RFC 3339 (default: now for real, 2026-01-15T10:00:00Z for manual)
  --short-ids             Small ids (1, 2, 3...) instead of the service's 17-digit ids
  --validate-responses    Check every response against its declared schema (a mismatch answers 500)
  --rate-limit <n/window> Per-key limit on /v1 calls on the mock's clock, e.g. 100/10s (default 1000/10s), or off
  --fixtures <file>       Load a JSON or YAML fixture at start (on the empty scenario unless --scenario is given)
  --state-file <path>     Load the state from this file at start, and save it there after changes
  --register-scenario <s> scenario (default: a registered workspace starts from --scenario) or empty
  --no-control            Turn the control surface (/_mock) off, but for the health check and the documents
  --admin-token <token>   Protect the control surface: send X-Admin-Token: <token>
  --quiet                 No request log
  --log-format <format>   pretty (default; colored in a terminal) or json (one object per line, for CI)
  --job-step <duration>   Clock time per step of a job (2s by default): one duration for every kind,
                          or per kind, e.g. artifact=500ms,list_job=1s,compounding=3s
  --integration-activity <duration>
                          Clock time between two activity items of a connected integration
                          (default 5m, at least 1s, with a unit); 0 or off turns activity off
  --workspace-ttl <d>     Wall time a test workspace (POST /_mock/workspaces) may stay unused before it
                          is deleted (default 30m, with a unit); off keeps them until deleted
  --public-url <url>      Where a browser reaches this server, when not at its own address (behind a
                          proxy, in a container): the consent pages' auth_url starts with it
  -h, --help              Show this help
`

const OPENAPI_USAGE = `Usage: context-graph-mock openapi [options]

Print the generated OpenAPI 3.1 document.

Options:
  --out <file>     Write it to a file instead
  --control        The control (/_mock) document instead of the public one
  --diff <file>    Instead: list the operations, parameters, response statuses and fields that
                   differ between the generated document and another OpenAPI document (JSON);
                   exits 1 when something differs
  -h, --help       Show this help
`

const USAGE = `Usage: context-graph-mock <command> [options]

Commands:
  serve      Serve the mock over HTTP with a seeded workspace
  openapi    Print the generated OpenAPI document (--diff OTHER.json: what differs from another)
  verify     Verify pacts against a fresh mock, or check a server (verify --help)
  proxy      Forward to a server of the API and check its answers against the contract (proxy --help)

Options:
  -h, --help       Show help (also: context-graph-mock <command> --help)
  -v, --version    Print the version

${SERVE_USAGE}
${OPENAPI_USAGE}
${VERIFY_USAGE}
${PROXY_USAGE}`

/** A usage error: the message, the command's usage, exit code 2. */
function fail(message: string, usage = USAGE): never {
  process.stderr.write(`context-graph-mock: ${message}\n\n${usage}`)
  process.exit(2)
}

/** A run-time failure (a port in use): one line, exit code 1, no usage. */
function die(message: string): never {
  process.stderr.write(`context-graph-mock: ${message}\n`)
  process.exit(1)
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max)
    fail(`--${name} must be an integer from ${min} to ${max}, got "${value}"`, SERVE_USAGE)
  return Number(value)
}

/** `--seed -1` would read as an unknown option `-1`; keep a negative number with its option so it gets a clear message. */
function joinNegativeValues(args: string[], valued: readonly string[]): string[] {
  const joined: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const next = args[i + 1]
    if (valued.includes(arg) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`)
      i++
    } else joined.push(arg)
  }
  return joined
}

type OptionSpec = Record<string, { type: 'string' | 'boolean'; default?: string | boolean }>

function parse(
  args: string[],
  options: OptionSpec,
  usage: string,
): { values: Record<string, string | boolean | undefined> } {
  const valued = Object.entries(options)
    .filter(([, o]) => o.type === 'string')
    .map(([name]) => `--${name}`)
  try {
    const { values } = parseArgs({
      args: joinNegativeValues(args, valued),
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    })
    return { values: values as Record<string, string | boolean | undefined> }
  } catch (error) {
    return fail((error as Error).message, usage)
  }
}

/**
 * A duration flag's value in milliseconds. On the command line a duration needs its unit: a bare
 * `2` reads as 2 ms to the clock but as 2 s to a person reading "2s" in the help, so it is a
 * usage error that names the form meant.
 */
function duration(flag: string, text: string): number {
  if (/^\d+(\.\d+)?$/.test(text.trim()))
    fail(
      `${flag}: "${text}" needs a unit, e.g. ${text.trim()}s or ${text.trim()}ms (units: ms, s, m, h, d)`,
      SERVE_USAGE,
    )
  try {
    return parseDuration(text)
  } catch (error) {
    return fail(
      `${flag}: ${(error as Error).message.replace('use a number of ms or forms like', 'use forms like')}`,
      SERVE_USAGE,
    )
  }
}

/** `2s` for every kind, or `artifact=500ms,compounding=3s` (the mock checks the kinds). */
function parseJobSteps(text: string): NonNullable<MockOptions['jobSteps']> {
  const read = (value: string): number => duration('--job-step', value)
  if (!text.includes('=')) return read(text)
  const steps: Record<string, Duration> = {}
  for (const part of text.split(',')) {
    const [kind, duration] = part.split('=').map((s) => s.trim())
    if (!kind || !duration) fail(jobStepPartError(part), SERVE_USAGE)
    steps[kind] = read(duration)
  }
  return steps as Partial<Record<JobKind, Duration>>
}

const jobStepPartError = (part: string): string =>
  `--job-step: "${part}" must be <kind>=<duration> with kind one of ${JOB_KINDS.join(', ')}`

/** `5m`, `30s`, `1h`; `0` or `off` for none (the mock checks the minimum; a bare number other than 0 needs its unit). */
function parseActivity(text: string): Duration | false {
  if (text === 'off' || text.trim() === '0') return false
  return duration('--integration-activity', text)
}

/** An integer flag's number; NaN for any other text, which the mock's check refuses. */
const integerOf = (text: string): number => (/^-?\d+$/.test(text) ? Number(text) : NaN)

/**
 * Checks the options the flags map to as the mock will (checkOptions), before the port is bound
 * and anything is seeded; a refused one is a usage error naming its flag.
 */
function checkFlags(options: MockOptions, values: FlagValues): void {
  try {
    checkOptions(options)
  } catch (error) {
    if (!(error instanceof OptionError)) throw error
    const messages: Partial<Record<keyof MockOptions, () => string>> = {
      seed: () => `--seed must be ${error.expected}, got "${values.seed}"`,
      scenario: () => `--scenario must be ${error.expected}, got "${options.scenario}"`,
      publicUrl: () => `--public-url must be ${error.expected}, got "${values['public-url']}"`,
      rateLimit: () => `--rate-limit: ${error.message}`,
      workspaceTtl: () =>
        `--workspace-ttl must be a positive duration such as 30m, or off, got "${values['workspace-ttl']}"`,
      integrationActivity: () =>
        `--integration-activity: "${values['integration-activity']}" is too short: at least 1s, or 0 or off for none`,
      jobSteps: () => {
        const parts = (values['job-step'] as string).split(',')
        return jobStepPartError(parts.find((part) => part.split('=')[0]!.trim() === error.value)!)
      },
    }
    fail(messages[error.option]?.() ?? error.message, SERVE_USAGE)
  }
}

type FlagValues = Record<string, string | boolean | undefined>

/**
 * The flags of `serve`: the mock's options they map to, checked as the mock checks them, and the
 * server's own settings. A bad flag is a usage error (exit 2).
 */
function serveSettings(values: FlagValues): {
  options: MockOptions & { seed: number; scenario: ScenarioName }
  port: number
  host: string
  basePath: string
  logFormat: 'pretty' | 'json'
} {
  // With --fixtures the scenario under the fixture is empty unless one is named.
  const scenario = (values.scenario as string | undefined) ?? (values.fixtures ? 'empty' : 'small')
  const apiKey = values['api-key'] as string
  if (!/^[\x21-\x7e]{1,200}$/.test(apiKey))
    fail('--api-key must be 1 to 200 printable characters without spaces', SERVE_USAGE)
  const basePath = trimTrailing(values['base-path'] as string, '/')
  if (basePath && !/^(\/[A-Za-z0-9._~-]+)+$/.test(basePath))
    fail(`--base-path must look like /prefix or /a/b (letters, digits, . _ ~ -), got "${basePath}"`, SERVE_USAGE)
  const clockMode = values.clock as string
  if (clockMode !== 'real' && clockMode !== 'manual')
    fail(`--clock must be real or manual, got "${clockMode}"`, SERVE_USAGE)
  const start = values.start === undefined ? undefined : Date.parse(values.start as string)
  if (start !== undefined && (Number.isNaN(start) || !/^\d{4}-\d{2}-\d{2}T/.test(values.start as string)))
    fail(`--start must be an RFC 3339 instant such as 2026-01-15T10:00:00Z, got "${values.start}"`, SERVE_USAGE)
  const portText = (values.port as string | undefined) ?? process.env.PORT ?? '4010'
  const port = integer('port', portText, 0, 65535)
  const host = values.host as string
  const registerScenario = values['register-scenario'] as string
  if (registerScenario !== 'scenario' && registerScenario !== 'empty')
    fail(`--register-scenario must be scenario or empty, got "${registerScenario}"`, SERVE_USAGE)
  const logFormat = values['log-format'] as string
  if (logFormat !== 'pretty' && logFormat !== 'json')
    return fail(`--log-format must be pretty or json, got "${logFormat}"`, SERVE_USAGE)
  const adminToken = values['admin-token'] as string | undefined
  if (adminToken !== undefined && !/^[\x21-\x7e]{8,200}$/.test(adminToken))
    fail('--admin-token must be 8 to 200 printable characters without spaces', SERVE_USAGE)
  const options: MockOptions = {
    seed: integerOf(values.seed as string),
    scenario: scenario as ScenarioName,
    apiKey,
    clock: { mode: clockMode, ...(start !== undefined ? { start } : {}) },
    shortIds: values['short-ids'] as boolean,
    validateResponses: values['validate-responses'] as boolean,
    ...(values['job-step'] !== undefined && { jobSteps: parseJobSteps(values['job-step'] as string) }),
    ...(values['integration-activity'] !== undefined && {
      integrationActivity: parseActivity(values['integration-activity'] as string),
    }),
    ...(values['public-url'] !== undefined && { publicUrl: values['public-url'] as string }),
    ...(values['rate-limit'] !== undefined && { rateLimit: values['rate-limit'] as string }),
    ...(values['workspace-ttl'] !== undefined && {
      workspaceTtl:
        values['workspace-ttl'] === 'off' ? 'off' : duration('--workspace-ttl', values['workspace-ttl'] as string),
    }),
    control: !values['no-control'],
    adminToken,
    registerScenario,
  }
  // Check every option before seeding, so a typo fails at once even with --scenario large.
  checkFlags(options, values)
  return { options: options as MockOptions & { seed: number; scenario: ScenarioName }, port, host, basePath, logFormat }
}

async function serve(args: string[]): Promise<void> {
  const { values } = parse(
    args,
    {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      scenario: { type: 'string' },
      'api-key': { type: 'string', default: DEV_API_KEY },
      'base-path': { type: 'string', default: '' },
      clock: { type: 'string', default: 'real' },
      start: { type: 'string' },
      'short-ids': { type: 'boolean', default: false },
      'validate-responses': { type: 'boolean', default: false },
      'job-step': { type: 'string' },
      'integration-activity': { type: 'string' },
      'public-url': { type: 'string' },
      'rate-limit': { type: 'string' },
      'workspace-ttl': { type: 'string' },
      fixtures: { type: 'string' },
      'state-file': { type: 'string' },
      'register-scenario': { type: 'string', default: 'scenario' },
      'no-control': { type: 'boolean', default: false },
      'admin-token': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      'log-format': { type: 'string', default: 'pretty' },
    },
    SERVE_USAGE,
  )
  if (values.help) {
    process.stdout.write(SERVE_USAGE)
    return
  }
  const { options, port, host, basePath, logFormat } = serveSettings(values)
  const { seed, scenario } = options
  const clockMode = values.clock as string
  let fixture: string | undefined
  if (values.fixtures) {
    try {
      fixture = readFileSync(values.fixtures as string, 'utf8')
    } catch (error) {
      fail(
        `--fixtures: cannot read ${values.fixtures}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        SERVE_USAGE,
      )
    }
  }
  const stateFile = values['state-file'] as string | undefined
  let saved: unknown
  try {
    saved = stateFile === undefined ? undefined : readStateFile(stateFile)
  } catch (error) {
    die((error as Error).message)
  }
  const requestLog = values.quiet ? undefined : await createRequestLog(logFormat)
  // The mock is made once the port is bound, so the served documents name the real origin (with
  // --port 0 too), empty; then its scenario, fixtures or state file are built in slices while it
  // serves: the health check answers, and every other request waits until the state is whole.
  let mock: MockCore | undefined
  // A failure is told once until it changes (a log past its bound fails every save until a reset).
  let lastSaveError: string | undefined
  const saver =
    stateFile === undefined
      ? undefined
      : createSaver(
          async () => {
            await writeStateFile(stateFile, mock!.snapshotParts())
            lastSaveError = undefined
          },
          100,
          (error) => {
            if (error.message !== lastSaveError)
              process.stderr.write(
                `context-graph-mock: cannot save the state file ${stateFile}: ${error.message}; the file keeps the last state saved\n`,
              )
            lastSaveError = error.message
          },
        )

  let handler: NodeHandler | undefined
  const server = createNodeServer((req, res) => {
    if (handler) handler(req, res)
    else
      res
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
        .end(JSON.stringify({ code: 503, message: 'The mock is starting; try again in a moment' }))
  })
  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      die(`cannot listen on ${host}:${port}: the port is in use (try --port 0 for a free one, or another --port)`)
    die(`cannot listen on ${host}:${port}: ${error.message}`)
  })
  server.listen(port, host, async () => {
    const address = server.address() as AddressInfo
    const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}${basePath}`
    try {
      // Built empty: the scenario, fixtures or state file follow in slices.
      mock = createMockCore({
        ...options,
        scenario: 'empty',
        baseUrl: origin,
        onAnswer: requestLog,
        onStateChange: saver?.changed,
      })
      handler = createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit })
      if (saved !== undefined) {
        await mock.restore(saved).catch((error: Error) => {
          throw new Error(`the state file ${stateFile} cannot be loaded: ${error.message}; it was left untouched`)
        })
      } else if (fixture !== undefined) {
        await mock.seed({ fixture, scenario: scenario as ScenarioName }).catch((error: Error) => {
          throw new Error(`--fixtures ${values.fixtures}: ${error.message}`)
        })
      } else await mock.seed({ scenario: scenario as ScenarioName, seed })
    } catch (error) {
      die((error as Error).message)
    }
    const clockText = `${clockMode} clock${values['short-ids'] ? ', short ids' : ''}`
    // Under --log-format json stdout holds JSON lines only, so the banner is one too (pino's fields).
    if (logFormat === 'json')
      process.stdout.write(
        `${JSON.stringify({
          level: 30,
          time: new Date().toISOString(),
          msg: `context-graph-mock ${PACKAGE_VERSION} listening on ${origin} (seed ${seed}, scenario ${scenario}, ${clockText})`,
          origin,
          base_url: `${origin}/v1`,
          api_key: mock.apiKey,
          seed,
          scenario,
          clock: clockMode,
        })}\n`,
      )
    else
      process.stdout.write(
        [
          `context-graph-mock ${PACKAGE_VERSION} listening on ${origin}`,
          `  base URL:  ${origin}/v1  (also ${origin}/api/developers/v1)`,
          `  API key:   ${mock.apiKey} (all scopes)`,
          `  seed ${seed}, scenario ${scenario}, ${clockText}`,
          `  try: curl -H 'Authorization: Bearer ${mock.apiKey}' ${origin}/v1/objects`,
          '',
        ].join('\n'),
      )
  })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await saver?.flush()
    mock?.close()
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  // `npx context-graph-mock serve &` ... `kill $!` signals npm, which passes the signal only to
  // the shell it runs the command in; the shell dies and this process would be left behind,
  // reparented, still holding the port. Under npm (npx, npm exec, npm start) the server stops
  // when the process that started it goes away.
  if (process.env.npm_command) {
    const parent = process.ppid
    setInterval(() => {
      if (process.ppid !== parent) void stop()
    }, 200).unref()
  }
}

async function openapi(args: string[]): Promise<void> {
  const { values } = parse(
    args,
    { out: { type: 'string' }, control: { type: 'boolean', default: false }, diff: { type: 'string' } },
    OPENAPI_USAGE,
  )
  if (values.help) {
    process.stdout.write(OPENAPI_USAGE)
    return
  }
  const { createControlDocument, createPublicDocument } = await import('./documents.js')
  if (values.diff !== undefined) {
    let other: unknown
    try {
      other = JSON.parse(readFileSync(values.diff as string, 'utf8'))
    } catch (error) {
      die(
        `--diff ${values.diff}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not a JSON document (${(error as Error).message})`}`,
      )
    }
    if (!other || typeof other !== 'object' || typeof (other as { paths?: unknown }).paths !== 'object')
      die(`--diff ${values.diff}: not an OpenAPI document (no paths)`)
    const { diffDocuments, formatDiff } = await import('./verify/openapi-diff.js')
    const entries = diffDocuments(
      (values.control ? createControlDocument() : createPublicDocument()) as object,
      other as object,
    )
    const text = formatDiff(entries)
    if (values.out) writeFileSync(values.out as string, text)
    else process.stdout.write(text)
    if (entries.length > 0) process.exitCode = 1
    return
  }
  const text = `${JSON.stringify(values.control ? createControlDocument() : createPublicDocument(), null, 2)}\n`
  if (values.out) writeFileSync(values.out as string, text)
  else process.stdout.write(text)
}

async function verify(args: string[]): Promise<void> {
  process.env.PACT_DO_NOT_TRACK = 'true'
  const { verifyCommand, UsageError } = await import('./verify/command.js')
  try {
    process.exitCode = await verifyCommand(
      args,
      (text) => process.stdout.write(text),
      (text) => process.stderr.write(text),
    )
  } catch (error) {
    if (error instanceof UsageError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS'))
      fail((error as Error).message, VERIFY_USAGE)
    throw error
  }
}

async function proxy(args: string[]): Promise<void> {
  const { proxyCommand, proxySettings, ProxyUsageError } = await import('./proxy/command.js')
  let settings: ReturnType<typeof proxySettings>
  try {
    settings = proxySettings(args)
  } catch (error) {
    if (error instanceof ProxyUsageError) fail(error.message, PROXY_USAGE)
    throw error
  }
  if (settings === 'help') {
    process.stdout.write(PROXY_USAGE)
    return
  }
  // As for serve: under npm (npx, npm exec) the proxy stops when the process that started it goes away.
  if (process.env.npm_command) {
    const parent = process.ppid
    setInterval(() => {
      if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
    }, 200).unref()
  }
  process.exit(await proxyCommand(settings, (text) => process.stdout.write(text)))
}

/** The command line's command. Not top-level await: the built CLI is a script V8 caches (decision 0039). */
async function main([command, ...rest]: string[]): Promise<void> {
  try {
    if (command === 'serve') await serve(rest)
    else if (command === 'openapi') await openapi(rest)
    else if (command === 'verify') await verify(rest)
    else if (command === 'proxy') await proxy(rest)
    else if (command === '--version' || command === '-v' || command === 'version')
      process.stdout.write(`${PACKAGE_VERSION}\n`)
    else if (command === undefined || command === '--help' || command === '-h' || command === 'help')
      process.stdout.write(USAGE)
    else fail(`unknown command "${command}"`)
  } catch (error) {
    die((error as Error).message)
  }
}

void main(process.argv.slice(2))
