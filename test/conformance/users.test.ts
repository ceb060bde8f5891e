import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** A 17-digit id like the real service's. */
const LONG_ID = /^[1-9]\d{16}$/

interface IssuedKey {
  key: string
  workspace_id: string
  token_id: string
  user_id: string
}

async function issueKey(workspace?: string): Promise<IssuedKey> {
  const response = await t.request('POST', '/_mock/keys', {
    key: null,
    body: { scopes: ['task.read', 'task.write'], ...(workspace && { workspace }) },
  })
  expect(response.status).toBe(200)
  return response.body
}

/** The users of a workspace, owner first: the developer API has no user operation, so read the mock's state. */
const usersOf = (workspaceId: string) => [...t.mock.store.workspaces.get(workspaceId)!.users.values()]

/** Creates a task with `key` assigned to `assignee`, and answers the response. */
const assignTask = (key: string, assignee: string) =>
  t.request('POST', '/v1/tasks', { key, body: { title: 'Assigned', assignee_ids: [assignee] } })

describe('workspace users and keys', () => {
  it('seeds a handful of users with names and example.com addresses, owner first, the same for the same seed', async () => {
    const users = usersOf(t.mock.store.defaultWorkspaceId)
    expect(users).toHaveLength(6)
    for (const user of users) {
      expect(user.id).toMatch(LONG_ID)
      expect(user.name).toMatch(/^\S+ \S+/)
      expect(user.email).toMatch(/^[a-z0-9.]+@example\.com$/)
    }
    expect(new Set(users.map((u) => u.email)).size).toBe(6)
    const before = users.map((u) => [u.id, u.name, u.email])
    t.mock.reset()
    expect(usersOf(t.mock.store.defaultWorkspaceId).map((u) => [u.id, u.name, u.email])).toEqual(before)
  })

  it('assigns seeded tasks only to seeded users', async () => {
    const ids = new Set(usersOf(t.mock.store.defaultWorkspaceId).map((u) => u.id))
    const page = await t.request('GET', '/v1/tasks?limit=500')
    const assignees: string[] = page.body.data.flatMap((task: { assignee_ids: string[] }) => task.assignee_ids)
    expect(assignees.length).toBeGreaterThan(0)
    for (const id of assignees) expect(ids.has(id)).toBe(true)
  })

  it('gives every key of a workspace its owner as user_id, and each key its own token_id', async () => {
    const [first, second] = [await issueKey(), await issueKey()]
    const [owner] = usersOf(t.mock.store.defaultWorkspaceId)
    expect(first.user_id).toBe(owner!.id)
    expect(second.user_id).toBe(owner!.id)
    expect(first.token_id).not.toBe(second.token_id)
    const created = await t.request('POST', '/v1/tasks', { body: { title: 'By the dev key' } })
    expect(created.body.created_by_id).toBe(owner!.id)
  })

  it('gives a key for a new workspace that workspace\'s owner, "Workspace Owner", assignable there and nowhere else', async () => {
    const key = await issueKey('2')
    expect(key.user_id).toMatch(LONG_ID)
    expect(usersOf(key.workspace_id)).toEqual([
      { id: key.user_id, name: 'Workspace Owner', email: 'owner@example.com', created_at: expect.any(String) },
    ])
    const task = await assignTask(key.key, key.user_id)
    expect(task.status, task.text).toBe(200)
    expect(task.body).toMatchObject({ assignee_ids: [key.user_id], created_by_id: key.user_id })
    expect((await assignTask(t.mock.apiKey, key.user_id)).status).toBe(400)
  })

  it("keeps every key's user after a reset, in the seeded workspace and in one made for a key", async () => {
    const home = await issueKey()
    const away = await issueKey('2')
    expect((await t.request('POST', '/_mock/reset', { key: null, body: {} })).status).toBe(200)
    for (const key of [home, away]) {
      const task = await assignTask(key.key, key.user_id)
      expect(task.status, task.text).toBe(200)
      expect(task.body.created_by_id).toBe(key.user_id)
    }
  })

  it("keeps the key's user after a reset to another seed and scenario", async () => {
    const home = await issueKey()
    expect((await t.request('POST', '/_mock/reset', { key: null, body: { seed: 7, scenario: 'empty' } })).status).toBe(
      200,
    )
    expect(usersOf(t.mock.store.defaultWorkspaceId).map((u) => u.id)).toEqual([home.user_id])
    expect((await assignTask(home.key, home.user_id)).status).toBe(200)
  })

  it('makes the registrant the owner of a registered workspace, again after a reset', async () => {
    const register = (email: string) =>
      t.request('POST', '/api/v1/agents/register', {
        key: null,
        body: { email, source: 'skill-cli', name: 'Ada Lovelace' },
      })
    const registered = await register('ada@example.org')
    expect(registered.status, registered.text).toBe(200)
    const [owner, ...seeded] = usersOf(registered.body.workspace_id)
    expect(owner).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' })
    // The workspace starts from the server's scenario (issue 14): its users too, the registrant as owner.
    expect(seeded).toHaveLength(5)
    const again = await register('ADA@example.org')
    expect(again.body.workspace_id).toBe(registered.body.workspace_id)
    expect(usersOf(registered.body.workspace_id)).toHaveLength(6)
    t.mock.reset()
    expect(usersOf(registered.body.workspace_id)).toEqual([{ ...owner, created_at: expect.any(String) }])
    const task = await assignTask(again.body.api_key, owner!.id)
    expect(task.status, task.text).toBe(200)
    expect(task.body.created_by_id).toBe(owner!.id)
  })

  it('names a registrant without a name after the local part of the email', async () => {
    const registered = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'grace.hopper@example.org' },
    })
    expect(usersOf(registered.body.workspace_id)[0]).toMatchObject({
      name: 'grace.hopper',
      email: 'grace.hopper@example.org',
    })
  })
})
