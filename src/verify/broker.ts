/**
 * `verify`'s Pact Broker flags, checked and turned into the Pact verifier's own options (its
 * `pactBrokerUrl` and the rest): the verifier fetches the pacts for verification, and with
 * `--publish` publishes the results, itself; this package has no broker client of its own.
 */

/** The Verifier options the flags set (names as @pact-foundation/pact's VerifierOptions). */
export interface BrokerOptions {
  pactBrokerUrl: string
  pactBrokerToken?: string
  pactBrokerUsername?: string
  pactBrokerPassword?: string
  consumerVersionSelectors?: Record<string, unknown>[]
  enablePending?: boolean
  includeWipPactsSince?: string
  providerVersion?: string
  providerVersionBranch?: string
  publishVerificationResult?: boolean
}

/** The flags as `parseArgs` reads them. */
export interface BrokerFlags {
  'broker-url'?: string | undefined
  'broker-token'?: string | undefined
  'broker-username'?: string | undefined
  'broker-password'?: string | undefined
  'consumer-version-selectors'?: string | undefined
  'enable-pending'?: boolean | undefined
  'include-wip-pacts-since'?: string | undefined
  'provider-version'?: string | undefined
  'provider-branch'?: string | undefined
  publish?: boolean | undefined
}

export const BROKER_FLAG_OPTIONS = {
  'broker-url': { type: 'string' },
  'broker-token': { type: 'string' },
  'broker-username': { type: 'string' },
  'broker-password': { type: 'string' },
  'consumer-version-selectors': { type: 'string' },
  'enable-pending': { type: 'boolean' },
  'include-wip-pacts-since': { type: 'string' },
  'provider-version': { type: 'string' },
  'provider-branch': { type: 'string' },
  publish: { type: 'boolean' },
} as const

/** Pact's recommended selectors: the main branch's pacts and those of every deployed or released version. */
export const DEFAULT_SELECTORS = [{ mainBranch: true }, { deployedOrReleased: true }]

/** The keys of a consumer version selector the broker knows (Pact Broker docs, "Consumer version selectors"). */
const SELECTOR_KEYS = new Set([
  'mainBranch',
  'branch',
  'fallbackBranch',
  'matchingBranch',
  'deployedOrReleased',
  'deployed',
  'released',
  'environment',
  'consumer',
  'tag',
  'fallbackTag',
  'latest',
])

/**
 * The verifier's broker options from the flags; undefined without `--broker-url`, or the usage
 * error's message, naming the flag.
 */
export function brokerOptions(flags: BrokerFlags): BrokerOptions | undefined | { error: string } {
  const url = flags['broker-url']
  if (url === undefined) {
    const stray = Object.keys(BROKER_FLAG_OPTIONS).find(
      (name) => name !== 'broker-url' && flags[name as keyof BrokerFlags] !== undefined,
    )
    return stray ? { error: `--${stray} needs --broker-url` } : undefined
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { error: `--broker-url must be an absolute http(s) URL, got "${url}"` }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { error: `--broker-url must be http or https, got "${url}"` }
  const token = flags['broker-token']
  const username = flags['broker-username']
  const password = flags['broker-password']
  if (token !== undefined && (username !== undefined || password !== undefined))
    return { error: '--broker-token and --broker-username/--broker-password are two ways to sign in: give one' }
  if ((username === undefined) !== (password === undefined))
    return {
      error:
        username === undefined
          ? '--broker-password needs --broker-username'
          : '--broker-username needs --broker-password',
    }
  for (const name of ['broker-token', 'broker-username', 'provider-version', 'provider-branch'] as const)
    if (flags[name] === '') return { error: `--${name} must not be empty` }
  // The verifier needs selectors to ask a broker with; by default the ones Pact recommends.
  const options: BrokerOptions = { pactBrokerUrl: url.replace(/\/$/, ''), consumerVersionSelectors: DEFAULT_SELECTORS }
  if (token !== undefined) options.pactBrokerToken = token
  if (username !== undefined) {
    options.pactBrokerUsername = username
    options.pactBrokerPassword = password!
  }
  const selectorsText = flags['consumer-version-selectors']
  if (selectorsText !== undefined) {
    let selectors: unknown
    try {
      selectors = JSON.parse(selectorsText)
    } catch {
      return { error: `--consumer-version-selectors must be JSON, got "${selectorsText.slice(0, 60)}"` }
    }
    if (!Array.isArray(selectors)) selectors = [selectors]
    for (const [i, selector] of (selectors as unknown[]).entries()) {
      if (selector === null || typeof selector !== 'object' || Array.isArray(selector))
        return { error: `--consumer-version-selectors: entry ${i} must be an object such as {"mainBranch": true}` }
      const unknown = Object.keys(selector).find((key) => !SELECTOR_KEYS.has(key))
      if (unknown)
        return {
          error: `--consumer-version-selectors: entry ${i} has "${unknown}", not a selector key (${[...SELECTOR_KEYS].join(', ')})`,
        }
    }
    options.consumerVersionSelectors = selectors as Record<string, unknown>[]
  }
  if (flags['enable-pending']) options.enablePending = true
  const wip = flags['include-wip-pacts-since']
  if (wip !== undefined) {
    const time = Date.parse(`${wip}T00:00:00Z`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(wip) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== wip)
      return { error: `--include-wip-pacts-since must be a date such as 2026-01-31, got "${wip}"` }
    if (!flags['enable-pending'])
      return {
        error: '--include-wip-pacts-since needs --enable-pending (work-in-progress pacts are verified as pending)',
      }
    options.includeWipPactsSince = wip
  }
  if (flags['provider-version'] !== undefined) options.providerVersion = flags['provider-version']
  if (flags['provider-branch'] !== undefined) options.providerVersionBranch = flags['provider-branch']
  if (flags.publish) {
    if (options.providerVersion === undefined)
      return { error: '--publish needs --provider-version (the broker records results against a provider version)' }
    options.publishVerificationResult = true
  }
  return options
}
