import { describe, expect, it } from 'vitest'
import { SCOPES } from './auth.js'
import { createClock } from './clock.js'
import { addKey, createRegisteredWorkspace, createStore, ensureWorkspace, nextWorkspaceId } from './store.js'

const clock = () => createClock({ mode: 'manual', start: Date.parse('2026-01-15T10:00:00Z') })

describe('createStore', () => {
  it('names the default workspace with a 17-digit id whose own ids start just above it', () => {
    const store = createStore(clock())
    expect(store.defaultWorkspaceId).toBe('32704519835647913')
    const workspace = ensureWorkspace(store, store.defaultWorkspaceId)
    const person = workspace.objects.get(workspace.objectIdsBySlug.get('person')!)!
    expect(person.id).toBe('32704519835647914')
    expect(person.attribute_ids[0]).toBe('32704519835647915')
  })

  it('names the default workspace 1 and numbers from 1 with shortIds', () => {
    const store = createStore(clock(), { shortIds: true })
    expect(store.defaultWorkspaceId).toBe('1')
    const workspace = ensureWorkspace(store, '1')
    expect(workspace.objectIdsBySlug.get('person')).toBe('1')
    expect(workspace.objectIdsBySlug.get('company')).toBe('8')
  })
})

describe('nextWorkspaceId and createRegisteredWorkspace', () => {
  it('give fresh 17-digit workspace ids, in the same order for the same history', () => {
    const ids = () => {
      const store = createStore(clock())
      return [nextWorkspaceId(store), createRegisteredWorkspace(store).id, nextWorkspaceId(store)]
    }
    expect(ids()).toEqual(['32705519835647913', '32706519835647913', '32707519835647913'])
    expect(ids()).toEqual(ids())
  })

  it("number a registered workspace's resources from just above its id, apart from every other workspace", () => {
    const store = createStore(clock())
    const home = ensureWorkspace(store, store.defaultWorkspaceId)
    const registered = createRegisteredWorkspace(store)
    expect(store.workspaces.get(registered.id)).toBe(registered)
    expect(registered.objectIdsBySlug.get('person')).toBe(String(BigInt(registered.id) + 1n))
    expect(registered.ids.peek()).not.toBe(home.ids.peek())
  })

  it('skip an id a key already gave a workspace', () => {
    const store = createStore(clock(), { shortIds: true })
    addKey(store, { scopes: SCOPES, workspace: '2' })
    expect(nextWorkspaceId(store)).toBe('3')
    expect(nextWorkspaceId(store)).toBe('4')
    addKey(store, { scopes: SCOPES, workspace: '6' })
    expect(nextWorkspaceId(store)).toBe('5')
    expect(nextWorkspaceId(store)).toBe('7')
  })

  it('keep a long id chosen for a key, and never hand it out again', () => {
    const store = createStore(clock())
    addKey(store, { scopes: SCOPES, workspace: '32705519835647913' })
    const fresh = nextWorkspaceId(store)
    expect(fresh).not.toBe('32705519835647913')
    expect(fresh).toMatch(/^\d{17}$/)
  })
})

describe('ensureWorkspace', () => {
  it('keeps the id a key gives, numbering its resources with 17-digit ids from its own slot', () => {
    const store = createStore(clock())
    const workspace = ensureWorkspace(store, '2')
    expect(workspace.id).toBe('2')
    expect(workspace.objectIdsBySlug.get('person')).toBe('32705519835647914')
  })

  it('gives a workspace rebuilt after a reset the same ids as before', () => {
    const store = createStore(clock())
    const first = ensureWorkspace(store, '2')
    ensureWorkspace(store, '3')
    store.workspaces.clear()
    const rebuilt = ensureWorkspace(store, '2')
    expect(rebuilt).not.toBe(first)
    expect(rebuilt.objectIdsBySlug.get('person')).toBe(first.objectIdsBySlug.get('person'))
    expect(rebuilt.ids.peek()).toBe(first.ids.peek())
  })

  it('refuses a workspace id that is not a string of digits', () => {
    const store = createStore(clock())
    expect(() => ensureWorkspace(store, 'abc')).toThrow(/workspace: "abc" must be a string of digits/)
    expect(nextWorkspaceId(store)).toBe('32705519835647913')
  })
})
