import { describe, expect, it } from 'vitest'
import { SCOPES } from '../auth.js'
import { createClock } from '../clock.js'
import { registerWorkspace } from '../registration.js'
import { addKey, createStore, ensureWorkspace } from '../store.js'
import { createUser, renameUser, workspaceOwner } from './users.js'

const clock = () => createClock({ mode: 'manual', start: Date.parse('2026-01-15T10:00:00Z') })

describe('workspace users', () => {
  it('creates every workspace with its owner, numbered after the starter objects', () => {
    const store = createStore(clock(), { shortIds: true })
    const workspace = ensureWorkspace(store, '1')
    expect([...workspace.users.values()]).toEqual([
      { id: '14', name: 'Workspace Owner', email: 'owner@example.com', created_at: '2026-01-15T10:00:00Z' },
    ])
    expect(workspaceOwner(workspace).id).toBe('14')
  })

  it('adds users after the owner, and renames a user in place', () => {
    const workspace = ensureWorkspace(createStore(clock(), { shortIds: true }), '1')
    const ada = createUser(workspace, clock(), { name: 'Ada Lovelace', email: 'ada@example.com' })
    expect(ada.id).toBe('15')
    renameUser(workspaceOwner(workspace), { name: 'Grace Hopper', email: 'grace@example.com' })
    expect([...workspace.users.values()].map((u) => u.name)).toEqual(['Grace Hopper', 'Ada Lovelace'])
  })

  it('makes every key of a workspace act as its owner, with a token_id of its own', () => {
    const store = createStore(clock())
    const first = addKey(store, { scopes: SCOPES })
    const second = addKey(store, { scopes: ['task.read'] })
    const elsewhere = addKey(store, { scopes: SCOPES, workspace: '32705519835647913' })
    const owner = workspaceOwner(store.workspaces.get(store.defaultWorkspaceId)!)
    expect([first.user_id, second.user_id]).toEqual([owner.id, owner.id])
    expect(first.token_id).not.toBe(second.token_id)
    expect(elsewhere.user_id).toBe(workspaceOwner(store.workspaces.get('32705519835647913')!).id)
    expect(elsewhere.user_id).not.toBe(owner.id)
  })

  it('rebuilds a workspace with the same owner id, so its keys keep their user', () => {
    const store = createStore(clock())
    const key = addKey(store, { scopes: SCOPES, workspace: '32705519835647913' })
    store.workspaces.clear()
    expect(workspaceOwner(ensureWorkspace(store, key.workspace_id)).id).toBe(key.user_id)
  })

  it('makes the registrant the owner of a registered workspace, kept when it is rebuilt', () => {
    const store = createStore(clock())
    const named = registerWorkspace(store, { email: 'ada@example.org', name: ' Ada Lovelace ' })
    const unnamed = registerWorkspace(store, { email: 'grace.hopper@example.org' })
    expect(workspaceOwner(store.workspaces.get(named.workspace_id)!)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    })
    expect(workspaceOwner(store.workspaces.get(unnamed.workspace_id)!)).toMatchObject({
      name: 'grace.hopper',
      email: 'grace.hopper@example.org',
    })
    store.workspaces.clear()
    expect(workspaceOwner(ensureWorkspace(store, named.workspace_id))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    })
  })
})
