import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createMock, type BrowserMock, type BrowserMockOptions, type StorageLike } from '../../src/browser.js'
import { withoutBuckets } from '../support/state.js'

// The browser entry's `persist` option with a storage object of the test's own (the Web Storage
// interface), on Node: saving after the debounce, restoring on start, and what happens to a saved
// state that cannot be restored or a storage that is full. test/e2e/browser-worker.test.ts runs
// localStorage and IndexedDB in Chromium.

/** A Web Storage in memory that counts its writes and can be made to refuse them. */
function memoryStorage() {
  const items = new Map<string, string>()
  let refuse: (() => Error) | undefined
  const storage = {
    writes: 0,
    items,
    refuseWith(error: (() => Error) | undefined) {
      refuse = error
    },
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (refuse) throw refuse()
      storage.writes++
      items.set(key, value)
    },
    removeItem: (key: string) => void items.delete(key),
  }
  return storage satisfies StorageLike
}

const mocks: BrowserMock[] = []
function start(options: BrowserMockOptions): BrowserMock {
  const mock = createMock({ seed: 1, scenario: 'empty', ...options })
  mocks.push(mock)
  return mock
}

async function createPerson(mock: BrowserMock, name: string): Promise<string> {
  const response = await mock.fetch('/v1/objects/person', {
    method: 'POST',
    headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ attributes: { name } }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { id: string }).id
}

async function names(mock: BrowserMock): Promise<string[]> {
  const response = await mock.fetch('/v1/objects/person/records', {
    method: 'POST',
    headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
    body: '{}',
  })
  const body = (await response.json()) as {
    data: Array<{ attributes: { name: { first_name: string; last_name: string } } }>
  }
  return body.data.map(({ attributes: { name } }) => `${name.first_name} ${name.last_name}`).sort()
}

let warnings: string[]
beforeEach(() => {
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message))
})
afterEach(() => {
  for (const mock of mocks.splice(0)) mock.close()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('persist in the browser entry', () => {
  it('saves after changes, debounced, and a new mock on the same storage restores the state', async () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    const first = start({ persist: { storage, key: 'app', debounceMs: 200 } })
    await first.ready
    expect(first.persistence).toMatchObject({ storage: 'custom', key: 'app' })
    expect(storage.writes).toBe(0)
    const id = await createPerson(first, 'Ada Lovelace')
    await createPerson(first, 'Grace Hopper')
    // Nothing written while changes keep coming within the debounce...
    await vi.advanceTimersByTimeAsync(199)
    expect(storage.writes).toBe(0)
    // ...then one write for both.
    await vi.advanceTimersByTimeAsync(1)
    expect(storage.writes).toBe(1)
    const saved = JSON.parse(storage.items.get('app')!)
    expect(saved).toMatchObject({
      format: 'context-graph-mock/browser-state',
      version: 1,
      origin: { seed: 1, scenario: 'empty', api_key: 'cgm_dev_key', short_ids: false },
    })
    expect(saved.snapshot.changes).toHaveLength(2)

    const second = start({ persist: { storage, key: 'app' } })
    // A request made before the restore is done waits for it.
    expect(await names(second)).toEqual(['Ada Lovelace', 'Grace Hopper'])
    const read = await second.fetch(`/v1/records/${id}`, { headers: { authorization: `Bearer ${second.apiKey}` } })
    expect(read.status).toBe(200)
    // The read took a token from the key's bucket: the one thing a read moves.
    expect(withoutBuckets(second.snapshot())).toEqual(withoutBuckets(first.snapshot()))
    expect(warnings).toEqual([])
  })

  it('saves a steady stream of changes at least once a second', async () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    const mock = start({ persist: { storage, debounceMs: 200 } })
    await mock.ready
    for (let i = 0; i < 12; i++) {
      await createPerson(mock, `Person ${i}`)
      await vi.advanceTimersByTimeAsync(150)
    }
    // 12 changes 150 ms apart: the debounce never runs out, the 1 s bound saves anyway.
    expect(storage.writes).toBe(1)
    expect(JSON.parse(storage.items.get('context-graph-mock')!).snapshot.changes.length).toBeGreaterThanOrEqual(6)
  })

  it('flush() saves now; clear() removes the saved state, and the next change saves again', async () => {
    const storage = memoryStorage()
    const mock = start({ persist: { storage, key: 'k' } })
    await mock.ready
    await createPerson(mock, 'Ada Lovelace')
    await mock.persistence!.flush()
    expect(storage.writes).toBe(1)
    // Nothing pending: a second flush writes nothing.
    await mock.persistence!.flush()
    expect(storage.writes).toBe(1)
    mock.reset()
    await mock.persistence!.clear()
    expect(storage.items.has('k')).toBe(false)
    const fresh = start({ persist: { storage, key: 'k' } })
    expect(await names(fresh)).toEqual([])
    await createPerson(mock, 'Grace Hopper')
    await mock.persistence!.flush()
    expect(JSON.parse(storage.items.get('k')!).snapshot.changes).toHaveLength(1)
  })

  it('leaves a saved state that is not JSON untouched, warns, and saves nothing over it until clear()', async () => {
    const storage = memoryStorage()
    storage.items.set('k', '{"format": "context-graph-mock/browser-st')
    const mock = start({ persist: { storage, key: 'k' } })
    await mock.ready
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^context-graph-mock: the state saved in the given storage under "k" cannot be restored: it is not valid JSON \(.+\)\. It was left untouched, and this page will not save over it: the mock starts from its options \(seed 1, scenario empty\)\. To start saving again, call mock\.persistence\.clear\(\)/,
    )
    await createPerson(mock, 'Ada Lovelace')
    await mock.persistence!.flush()
    expect(storage.items.get('k')).toBe('{"format": "context-graph-mock/browser-st')
    expect(storage.writes).toBe(0)
    await mock.persistence!.clear()
    expect(storage.items.has('k')).toBe(false)
    await createPerson(mock, 'Grace Hopper')
    await mock.persistence!.flush()
    expect(JSON.parse(storage.items.get('k')!).snapshot.changes).toHaveLength(2)
  })

  it('refuses a state of another envelope version or snapshot version by name, and leaves it', async () => {
    const storage = memoryStorage()
    const origin = { seed: 1, scenario: 'empty', api_key: 'cgm_dev_key', short_ids: false }
    storage.items.set(
      'old',
      JSON.stringify({ format: 'context-graph-mock/browser-state', version: 0, origin, snapshot: {} }),
    )
    const first = start({ persist: { storage, key: 'old' } })
    await first.ready
    expect(warnings[0]).toContain(
      'cannot be restored: it was saved in format version 0; this version of context-graph-mock reads version 1 only. It was left untouched',
    )
    const snapshot = { ...first.snapshot(), version: 0 }
    storage.items.set(
      'older',
      JSON.stringify({ format: 'context-graph-mock/browser-state', version: 1, origin, snapshot }),
    )
    const second = start({ persist: { storage, key: 'older' } })
    await second.ready
    expect(warnings[1]).toContain(
      'cannot be restored: Invalid snapshot: written by snapshot format version 0; this version of context-graph-mock reads versions 1, 2 and 3. It was left untouched',
    )
    storage.items.set('other', JSON.stringify({ hello: 'world' }))
    await start({ persist: { storage, key: 'other' } }).ready
    expect(warnings[2]).toContain(
      'cannot be restored: it is not a state saved by context-graph-mock (format null, expected "context-graph-mock/browser-state")',
    )
    expect(storage.items.get('old')).toContain('"version":0')
    expect(JSON.parse(storage.items.get('older')!).snapshot.version).toBe(0)
    expect(warnings).toHaveLength(3)
  })

  it('leaves the state as the options built it when a saved change no longer applies (an atomic restore)', async () => {
    const storage = memoryStorage()
    const first = start({})
    await createPerson(first, 'Ada Lovelace')
    await createPerson(first, 'Grace Hopper')
    const snapshot = first.snapshot()
    // The second change now names an object that does not exist: its replay answers 404.
    const changes = snapshot.changes.map((change, i) =>
      i === 1 && change.kind === 'request' ? { ...change, target: '/v1/objects/nope' } : change,
    )
    const origin = { seed: 1, scenario: 'empty', api_key: 'cgm_dev_key', short_ids: false }
    const text = JSON.stringify({
      format: 'context-graph-mock/browser-state',
      version: 1,
      origin,
      snapshot: { ...snapshot, changes },
    })
    storage.items.set('stale', text)
    const restored = start({ persist: { storage, key: 'stale' } })
    await restored.ready
    expect(warnings[0]).toContain('cannot be restored: Invalid snapshot: changes[1]')
    expect(warnings[0]).toContain('It was left untouched')
    // Nothing of the first change stayed: the same state, clock and key counter as a mock that
    // never read the saved state.
    const fresh = start({})
    expect(withoutBuckets(restored.snapshot())).toEqual(withoutBuckets(fresh.snapshot()))
    expect(restored.store.keyCount).toBe(fresh.store.keyCount)
    expect(await names(restored)).toEqual([])
    expect(storage.items.get('stale')).toBe(text)
  })

  it('starts from the options when they changed since the save, and replaces the saved state on the next change', async () => {
    const storage = memoryStorage()
    const first = start({ persist: { storage } })
    await createPerson(first, 'Ada Lovelace')
    await first.persistence!.flush()
    const second = start({ seed: 2, persist: { storage } })
    expect(await names(second)).toEqual([])
    expect(warnings).toEqual([
      'context-graph-mock: the state saved in the given storage under "context-graph-mock" was made with other options (seed 1, now 2); the mock starts from its options, and the next change replaces the saved state',
    ])
    await createPerson(second, 'Grace Hopper')
    await second.persistence!.flush()
    expect(JSON.parse(storage.items.get('context-graph-mock')!).origin.seed).toBe(2)
  })

  it('reports a full storage once, with the size, keeps the last saved state, and saves again once there is room', async () => {
    const storage = memoryStorage()
    const mock = start({ persist: { storage } })
    await createPerson(mock, 'Ada Lovelace')
    await mock.persistence!.flush()
    const before = storage.items.get('context-graph-mock')
    storage.refuseWith(
      () =>
        new DOMException(
          "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.",
          'QuotaExceededError',
        ),
    )
    await createPerson(mock, 'Grace Hopper')
    await mock.persistence!.flush()
    await createPerson(mock, 'Alan Turing')
    await mock.persistence!.flush()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^context-graph-mock: cannot save the mock's state to the given storage under "context-graph-mock": the browser's storage quota is full \(the state is \d+\.\d MB of JSON; Web Storage holds about 5 MB per site\)\. The last state saved stays, without the changes since\. Use persist: 'indexedDB' for a larger state, or mock\.reset\(\) to start smaller\.$/,
    )
    expect(storage.items.get('context-graph-mock')).toBe(before)
    storage.refuseWith(undefined)
    await createPerson(mock, 'Barbara Liskov')
    await mock.persistence!.flush()
    expect(JSON.parse(storage.items.get('context-graph-mock')!).snapshot.changes).toHaveLength(4)
  })

  it('reports once that no snapshot can be taken (the change log passed its bound) and keeps the last state saved', async () => {
    const storage = memoryStorage()
    const mock = start({ persist: { storage } })
    await createPerson(mock, 'Ada Lovelace')
    await mock.persistence!.flush()
    const before = storage.items.get('context-graph-mock')
    const refuse = vi.spyOn(mock, 'snapshotParts').mockImplementation(() => {
      throw new ApiError(409, 'No snapshot: the changes since the last reset passed what a snapshot may hold')
    })
    await createPerson(mock, 'Grace Hopper')
    await mock.persistence!.flush()
    await createPerson(mock, 'Alan Turing')
    await mock.persistence!.flush()
    expect(warnings).toEqual([
      'context-graph-mock: cannot save the mock\'s state to the given storage under "context-graph-mock": No snapshot: the changes since the last reset passed what a snapshot may hold. The last state saved stays, without the changes since.',
    ])
    expect(storage.items.get('context-graph-mock')).toBe(before)
    refuse.mockRestore()
    await createPerson(mock, 'Barbara Liskov')
    await mock.persistence!.flush()
    expect(JSON.parse(storage.items.get('context-graph-mock')!).snapshot.changes).toHaveLength(4)
  })

  it('saves a manual clock that moved without a change when flushed, as the page goes away', async () => {
    const storage = memoryStorage()
    const mock = start({ persist: { storage } })
    await mock.ready
    await mock.persistence!.flush()
    expect(storage.writes).toBe(0)
    mock.clock.advance('1h')
    await mock.persistence!.flush()
    expect(JSON.parse(storage.items.get('context-graph-mock')!).snapshot.now).toBe(mock.clock.now())
    const again = start({ persist: { storage } })
    await again.ready
    expect(again.clock.now()).toBe(mock.clock.now())
  })

  it('checks the option', () => {
    expect(() => createMock({ persist: 'sessionStorage' as 'localStorage' })).toThrow(
      `Invalid persist storage "sessionStorage": expected 'localStorage', 'indexedDB', or an object with getItem, setItem and removeItem`,
    )
    expect(() => createMock({ persist: { key: '' } })).toThrow('Invalid persist key "": expected 1 to 200 characters')
    expect(() => createMock({ persist: { debounceMs: -1 } })).toThrow(
      'Invalid persist debounceMs -1: expected 0 to 60000',
    )
  })

  it('without persist, saves nothing and has no persistence', async () => {
    const mock = start({})
    await mock.ready
    expect(mock.persistence).toBeUndefined()
  })

  it('on Node, where there is no localStorage, warns and runs from the options', async () => {
    const mock = start({ persist: 'localStorage' })
    await mock.ready
    expect(warnings).toEqual([
      'context-graph-mock: cannot read localStorage under "context-graph-mock" (this environment has no localStorage); the state will not be saved on this page',
    ])
    expect(await names(mock)).toEqual([])
  })
})
