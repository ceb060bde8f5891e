import { describe, expect, it } from 'vitest'
import { REGISTRATION_KEYS } from '../../src/core/registration.js'
import { createMockCore } from '../../src/index.js'
import { STORE_LIMITS } from '../../src/core/store.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

// What the store holds at most, whoever asks: workspaces (registration needs no key) and keys.
// The rate limit is off: these tests send more than 1,000 calls on a still clock.
const t = useTarget({ rateLimit: 'off' })

const register = (email: string) =>
  t.request('POST', '/api/v1/agents/register', { key: null, body: { email, source: 'skill-cli' } })
const issueKey = (workspace?: string) =>
  t.request('POST', '/_mock/keys', {
    key: null,
    body: { scopes: ['record.read'], ...(workspace !== undefined && { workspace }) },
  })

const WORKSPACES_FULL = `The mock holds ${STORE_LIMITS.workspaces} workspaces, its limit, so it makes no new one (a registration with a new email, or a key for a new workspace id); the existing ones keep working. Restart the mock to start over`

describe('workspaces and keys the store holds', () => {
  it(`makes at most ${STORE_LIMITS.workspaces} workspaces: a new email past that is 409 and leaves nothing behind, a known one still registers`, async () => {
    // The default workspace is the first.
    for (let i = 1; i < STORE_LIMITS.workspaces; i++) expect((await register(`dev${i}@example.com`)).status).toBe(200)
    const keys = t.mock.listKeys().length
    expectError(await register('one-more@example.com'), 409, WORKSPACES_FULL)
    expectError(await issueKey('424242'), 409, WORKSPACES_FULL)
    expect(t.mock.store.workspaceSlots.size).toBe(STORE_LIMITS.workspaces)
    expect(t.mock.store.workspaces.size).toBe(STORE_LIMITS.workspaces)
    expect(t.mock.listKeys()).toHaveLength(keys)
    // Known emails and workspaces keep working, after a reset too.
    const again = await register('DEV7@example.com')
    expect(again.status).toBe(200)
    expect((await t.request('GET', '/v1/objects', { key: again.body.api_key })).status).toBe(200)
    expect((await issueKey(again.body.workspace_id)).status).toBe(200)
    t.mock.reset()
    expectError(await register('after-reset@example.com'), 409, WORKSPACES_FULL)
    expect((await register('dev8@example.com')).status).toBe(200)
  }, 60_000)

  it(`keeps the newest ${REGISTRATION_KEYS} keys an email's registrations issued, revoking the oldest`, async () => {
    const issued: string[] = []
    for (let i = 0; i <= REGISTRATION_KEYS; i++) issued.push((await register('ada@example.com')).body.api_key)
    expectError(await t.request('GET', '/v1/objects', { key: issued[0]! }), 401, 'Invalid API key')
    for (const key of issued.slice(1)) expect((await t.request('GET', '/v1/objects', { key })).status).toBe(200)
    const workspace = (await register('ada@example.com')).body.workspace_id
    expect(t.mock.listKeys().filter((key) => key.workspace_id === workspace)).toHaveLength(REGISTRATION_KEYS)
    // A key revoked by hand no longer counts: the next registration revokes nothing more.
    const newest = t.mock.listKeys().filter((key) => key.workspace_id === workspace)
    expect(t.mock.revokeKey(newest[0]!.token_id)).toBe(true)
    await register('ada@example.com')
    expect(
      t.mock
        .listKeys()
        .filter((key) => key.workspace_id === workspace)
        .map((key) => key.token_id),
    ).toEqual([...newest.slice(1).map((key) => key.token_id), expect.any(String)])
  })

  it('carries the keys registration issued through a reset and a snapshot, so a restored mock revokes the same one next', async () => {
    for (let i = 0; i < REGISTRATION_KEYS; i++) await register('ada@example.com')
    t.mock.reset()
    const restored = createMockCore({ seed: 1, scenario: 'empty' })
    await restored.restore(t.mock.snapshot())
    for (const mock of [t.mock, restored]) mock.register({ email: 'ada@example.com' })
    expect(restored.listKeys()).toEqual(t.mock.listKeys())
    expect(t.mock.listKeys().filter((key) => key.workspace_id !== t.mock.store.defaultWorkspaceId)).toHaveLength(
      REGISTRATION_KEYS,
    )
    restored.close()
  })

  it(`issues at most ${STORE_LIMITS.keysPerWorkspace} keys per workspace through the control surface: one more is 409 until one is revoked`, async () => {
    // The development key is the first of the default workspace.
    for (let i = 1; i < STORE_LIMITS.keysPerWorkspace; i++) expect((await issueKey()).status).toBe(200)
    const refused = await issueKey()
    expectError(
      refused,
      409,
      `Workspace ${t.mock.store.defaultWorkspaceId} holds ${STORE_LIMITS.keysPerWorkspace} API keys, the mock's limit; revoke one first (DELETE /_mock/keys/{token_id})`,
    )
    expect(t.mock.listKeys()).toHaveLength(STORE_LIMITS.keysPerWorkspace)
    // Another workspace has room of its own.
    expect((await issueKey('77')).status).toBe(200)
    expect((await t.request('DELETE', '/_mock/keys/2', { key: null })).status).toBe(200)
    expect((await issueKey()).status).toBe(200)
  }, 60_000)
})
