import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

describe('keys and users on the control surface', () => {
  it('lists keys with scopes and workspaces, and revokes one by token id', async () => {
    const created = await t.request('POST', '/_mock/keys', {
      key: null,
      body: { scopes: ['record.read'], workspace: '77' },
    })
    expect(created.status).toBe(200)
    const listed = await t.request('GET', '/_mock/keys', { key: null })
    expect(
      listed.body.data.map((k: { key: string; workspace_id: string; scopes: string[]; token_id: string }) => [
        k.key,
        k.workspace_id,
        k.scopes.length,
        k.token_id,
      ]),
    ).toEqual([
      ['cgm_dev_key', t.mock.store.defaultWorkspaceId, 18, '1'],
      ['cgm_77_2', '77', 1, '2'],
    ])
    expect((await t.request('GET', '/v1/objects/person/records', { key: created.body.key })).status).not.toBe(401)
    expect((await t.request('DELETE', '/_mock/keys/2', { key: null })).status).toBe(200)
    expectError(await t.request('GET', '/v1/objects', { key: created.body.key }), 401, 'Invalid API key')
    expect(t.mock.listKeys().map((k) => k.token_id)).toEqual(['1'])
    expectError(await t.request('DELETE', '/_mock/keys/2', { key: null }), 404, 'No key with token id 2')
    expect(t.mock.revokeKey('1')).toBe(true)
    expectError(await t.request('GET', '/v1/objects'), 401)
  })

  it("lists a workspace's users, owner first; an unknown workspace answers 404", async () => {
    const users = await t.request('GET', '/_mock/users', { key: null })
    expect(users.status).toBe(200)
    expect(users.body.workspace_id).toBe(t.mock.store.defaultWorkspaceId)
    expect(users.body.data).toHaveLength(6)
    expect(users.body.data[0]).toEqual(
      [...t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!.users.values()][0],
    )
    const key = await t.createKey(['task.read'], '55')
    expect(key).toBe('cgm_55_2')
    const other = await t.request('GET', '/_mock/users?workspace=55', { key: null })
    expect(other.body.data.map((u: { name: string }) => u.name)).toEqual(['Workspace Owner'])
    expectError(await t.request('GET', '/_mock/users?workspace=999', { key: null }), 404, 'No workspace 999')
    expectError(await t.request('GET', '/_mock/users?workspace=abc', { key: null }), 400, { contains: 'workspace' })
  })
})

describe('an admin token', () => {
  const guarded = useTarget({ adminToken: 's3cret' })
  it('guards /_mock but the health check', async () => {
    expectError(await guarded.request('GET', '/_mock/journal', { key: null }), 401, { contains: 'X-Admin-Token' })
    expectError(
      await guarded.request('GET', '/_mock/keys', { key: null, headers: { 'x-admin-token': 'nope' } }),
      401,
      'Invalid admin token',
    )
    expect(
      (await guarded.request('GET', '/_mock/keys', { key: null, headers: { 'x-admin-token': 's3cret' } })).status,
    ).toBe(200)
    expect((await guarded.request('GET', '/_mock/keys', { key: 's3cret' })).status).toBe(200)
    expect((await guarded.request('GET', '/_mock/health', { key: null })).status).toBe(200)
    expect((await guarded.request('GET', '/v1/objects')).status).toBe(200)
  })
})

describe('the control surface turned off', () => {
  const off = useTarget({ control: false })
  it('answers 404 under /_mock but for the health check and the documents', async () => {
    expectError(await off.request('GET', '/_mock/journal', { key: null }), 404)
    expectError(
      await off.request('POST', '/_mock/faults', {
        key: null,
        body: { method: 'GET', path: '/v1/objects', status: 500 },
      }),
      404,
    )
    expect((await off.request('GET', '/_mock/health', { key: null })).status).toBe(200)
    expect((await off.request('GET', '/_mock/openapi.json', { key: null })).status).toBe(200)
  })
})
