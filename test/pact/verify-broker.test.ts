import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { UsageError, verifyCommand } from '../../src/verify/command.js'
import { startBrokerDouble } from './broker-double.js'

const FIXTURE_PACT = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/consumer-app/pacts/contacts-app-context-graph.json'), 'utf8'),
)

/** The fixture pact with its note interaction expecting a status the provider does not answer. */
const BROKEN_PACT = {
  ...FIXTURE_PACT,
  interactions: FIXTURE_PACT.interactions.map((i: any) =>
    i.description === 'a request to add a note' ? { ...i, response: { ...i.response, status: 418 } } : i,
  ),
}

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await verifyCommand(
    args,
    (text) => (out += text),
    (text) => (err += text),
  )
  return { code, out, err }
}

const PACT_PATH = '/pacts/provider/context-graph-api/consumer/contacts-app/pact-version/1'

describe('verify --broker-url: pacts from a Pact Broker, through the Pact verifier', () => {
  it('fetches the pacts with the selectors, verifies them and publishes the results on the branch', async () => {
    const broker = await startBrokerDouble([{ consumer: 'contacts-app', pact: FIXTURE_PACT }], 'Bearer t0k3n')
    try {
      const { code, out, err } = await run([
        ...['--broker-url', broker.origin, '--broker-token', 't0k3n'],
        ...['--consumer-version-selectors', '[{"mainBranch":true},{"deployedOrReleased":true}]'],
        ...['--enable-pending', '--include-wip-pacts-since', '2026-01-01'],
        ...['--provider-version', '1.2.3', '--provider-branch', 'main', '--publish'],
      ])
      expect(err).toBe('')
      expect(out).toMatch(/PASS\s+pact\s+contacts-app\s+a request for a contact/)
      expect(out).toMatch(/PASS\s+pact\s+contacts-app\s+a request to add a note/)
      expect(out).toContain('2 passed, 0 failed, 0 skipped')
      expect(code).toBe(0)
      // The HAL calls the verifier made, in order; each with the token.
      expect(broker.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'GET /',
        'GET /pacts/provider/context-graph-api/for-verification',
        'POST /pacts/provider/context-graph-api/for-verification',
        `GET ${PACT_PATH}`,
        'GET /pacticipants/context-graph-api',
        'PUT /pacticipants/context-graph-api/branches/main/versions/1.2.3',
        `POST ${PACT_PATH}/verification-results`,
      ])
      expect(new Set(broker.calls.map((c) => c.authorization))).toEqual(new Set(['Bearer t0k3n']))
      expect(broker.calls[2]!.body).toEqual({
        consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
        includePendingStatus: true,
        includeWipPactsSince: '2026-01-01',
        providerVersionBranch: 'main',
      })
      expect(broker.calls[6]!.body).toMatchObject({ providerApplicationVersion: '1.2.3', success: true })
    } finally {
      await broker.close()
    }
  })

  it('signs in with a username and password, publishes nothing without --publish, and fails a broken pact', async () => {
    const broker = await startBrokerDouble(
      [{ consumer: 'contacts-app', pact: BROKEN_PACT }],
      `Basic ${Buffer.from('ci:s3cret').toString('base64')}`,
    )
    try {
      const { code, out } = await run([
        ...['--broker-url', broker.origin, '--broker-username', 'ci', '--broker-password', 's3cret'],
      ])
      expect(out).toMatch(/PASS\s+pact\s+contacts-app\s+a request for a contact/)
      expect(out).toMatch(/FAIL\s+pact\s+contacts-app\s+a request to add a note/)
      expect(out).toMatch(/FAIL\s+pact\s+contacts-app\s+a request to add a note\n\s+status: expected 418, actual 200\n/)
      expect(code).toBe(1)
      expect(broker.calls.every((c) => c.authorization === 'Basic Y2k6czNjcmV0')).toBe(true)
      expect(broker.calls.map((c) => `${c.method} ${c.path}`)).not.toContain(`POST ${PACT_PATH}/verification-results`)
      // Without --consumer-version-selectors, the selectors Pact recommends.
      expect(broker.calls[2]!.body).toEqual({
        consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
        includePendingStatus: false,
        providerVersionBranch: '',
      })
    } finally {
      await broker.close()
    }
  })

  it('reports a pending pact’s failure as skipped with --enable-pending: it does not fail the build', async () => {
    const broker = await startBrokerDouble([{ consumer: 'contacts-app', pact: BROKEN_PACT, pending: true }])
    try {
      const { code, out } = await run(['--broker-url', broker.origin, '--enable-pending'])
      expect(out).toMatch(/SKIP\s+pact\s+contacts-app\s+a request to add a note\s+pending: .*418/)
      expect(out).toContain('1 passed, 0 failed, 1 skipped')
      expect(code).toBe(0)
    } finally {
      await broker.close()
    }
  })

  it('fails, naming the broker, when it has no pacts or cannot be reached', async () => {
    const broker = await startBrokerDouble([])
    try {
      const { code, out } = await run(['--broker-url', broker.origin])
      expect(code).toBe(1)
      expect(out).toMatch(
        /FAIL\s+pact\s+broker\s+Failed to load pact\n\s+No pacts found for provider 'context-graph-api'/,
      )
    } finally {
      await broker.close()
    }
    const gone = await run(['--broker-url', broker.origin])
    expect(gone.code).toBe(1)
    expect(gone.out).toMatch(/FAIL\s+pact\s+broker\s+/)
    expect(gone.out).toContain('0 passed, 1 failed, 0 skipped')
  })

  it.each([
    [['--broker-token', 'x'], '--broker-token needs --broker-url'],
    [['--broker-url', 'ftp://broker'], '--broker-url must be http or https, got "ftp://broker"'],
    [
      ['--broker-url', 'http://b', '--broker-token', 't', '--broker-username', 'u', '--broker-password', 'p'],
      'give one',
    ],
    [['--broker-url', 'http://b', '--broker-username', 'u'], '--broker-username needs --broker-password'],
    [
      ['--broker-url', 'http://b', '--consumer-version-selectors', '{mainBranch'],
      '--consumer-version-selectors must be JSON',
    ],
    [['--broker-url', 'http://b', '--consumer-version-selectors', '[{"main":true}]'], 'entry 0 has "main"'],
    [
      ['--broker-url', 'http://b', '--enable-pending', '--include-wip-pacts-since', '2026-02-30'],
      '--include-wip-pacts-since must be a date',
    ],
    [
      ['--broker-url', 'http://b', '--include-wip-pacts-since', '2026-02-01'],
      '--include-wip-pacts-since needs --enable-pending',
    ],
    [['--broker-url', 'http://b', '--publish'], '--publish needs --provider-version'],
    [['--broker-url', 'http://b', '--pact', 'test/fixtures/consumer-app/pacts'], 'give it or --pact, not both'],
  ])('refuses %j as a usage error naming the flag', async (args, message) => {
    const refused = run(args)
    await expect(refused).rejects.toThrow(UsageError)
    await expect(refused).rejects.toThrow(message)
  })
})
