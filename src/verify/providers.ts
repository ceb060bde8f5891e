import type { Scope } from '../core/auth.js'
import type { MockCore } from '../mock/mock-core.js'
import { parseExactIds } from './json.js'
import type { PactProvider } from './pact.js'
import { trimTrailing } from '../core/text.js'

/**
 * A provider for verification: a mock in this process, reached over HTTP at `baseUrl` (its node
 * server or `mock.app`), whose states are set up with its control functions; it is reset before
 * every interaction.
 *
 * @example await verifyPacts({ pacts: ['contracts/pacts'], provider: mockProvider(mock, 'http://127.0.0.1:4010') })
 */
export function mockProvider(
  mock: MockCore,
  baseUrl: string,
  options: { fixture?: string | undefined } = {},
): PactProvider {
  return {
    baseUrl,
    apiKey: mock.apiKey,
    api: async (method, path, body, key) => {
      const response = await mock.fetch(path, {
        method,
        headers: headersFor(key, body),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: parse(await response.text()) }
    },
    control: {
      // With a seed file: the scenario plus the fixture, loaded again before every interaction.
      reset: async () => {
        if (options.fixture === undefined) mock.reset()
        else await mock.seed({ fixture: options.fixture, scenario: mock.describe().scenario })
      },
      createKey: async (scopes: Scope[]) => mock.createKey({ scopes }).key,
      approveConnect: async (connectId: string) => {
        mock.integrations.approve(connectId)
      },
      advance: async (duration: string) => {
        mock.clock.advance(duration)
      },
    },
  }
}

/**
 * A provider reached only over HTTP: any server (a staging deployment, the real service, a mock
 * elsewhere). With `controlUrl` (a mock's `/_mock` endpoints) states may issue keys, approve
 * connect flows and, with `moveClock` (a manual clock, which verify's restore puts back), move the
 * clock; it is never reset, so verification leaves the data it did not create alone.
 */
export function httpProvider(
  baseUrl: string,
  apiKey: string,
  controlUrl?: string,
  options: { moveClock?: boolean | undefined } = {},
): PactProvider {
  const base = trimTrailing(baseUrl, '/')
  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${controlUrl}${path}`, {
      method: 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`POST ${controlUrl}${path} answered ${response.status}`)
    return response.json() as Promise<any>
  }
  return {
    baseUrl: base,
    apiKey,
    api: async (method, path, body, key) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: headersFor(key, body),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: parse(await response.text()) }
    },
    control: controlUrl
      ? {
          createKey: async (scopes: Scope[]) => (await control('/_mock/keys', { scopes })).key as string,
          approveConnect: async (connectId: string) => {
            await control(`/_mock/connect/${encodeURIComponent(connectId)}/approve`, undefined)
          },
          ...(options.moveClock && {
            advance: async (duration: string) => {
              await control('/_mock/clock/advance', { by: duration })
            },
          }),
        }
      : undefined,
  }
}

/** The control endpoints of a mock behind `baseUrl` (under its prefix, or at its origin), or undefined for another server. */
export async function findControlUrl(baseUrl: string): Promise<string | undefined> {
  const base = trimTrailing(baseUrl, '/')
  const candidates = [base, new URL(base).origin]
  for (const candidate of candidates) {
    try {
      const response = await fetch(`${candidate}/_mock/health`, { signal: AbortSignal.timeout(5000) })
      if (response.ok && (await response.json().catch(() => null))?.status === 'ok') return candidate
    } catch {
      // not a mock there
    }
  }
  return undefined
}

function headersFor(key: string, body: unknown): Record<string, string> {
  return { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
}

function parse(text: string): any {
  if (!text) return null
  try {
    return parseExactIds(text)
  } catch {
    return text
  }
}
