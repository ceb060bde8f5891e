import type { MockCore } from './mock/mock-core.js'

/*
 * Saving a browser mock's state between reloads (decision 0029): the mock's snapshot, in
 * localStorage or IndexedDB, restored when the page starts and saved after changes. Browser
 * globals only: nothing here may import a Node module (the browser entry is bundled for the
 * browser platform in the tests).
 */

/** The part of the Web Storage interface a saved state needs (`localStorage`, `sessionStorage`, or your own). */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface PersistOptions {
  /** Where to save: `'localStorage'` (default), `'indexedDB'`, or any Web Storage object (`sessionStorage`). */
  storage?: 'localStorage' | 'indexedDB' | StorageLike | undefined
  /** The name the state is saved under: the localStorage key, or the record's key in IndexedDB. Default `'context-graph-mock'`. */
  key?: string | undefined
  /** Wall milliseconds without a change before saving (default 200); a steady stream of changes still saves at least once a second. */
  debounceMs?: number | undefined
}

/** `persist` of the browser's `createMock`: where the state is kept between reloads. */
export type PersistOption = 'localStorage' | 'indexedDB' | PersistOptions

/** A browser mock's saved state: where it is, and what to do with it. */
export interface Persistence {
  /** `'localStorage'`, `'indexedDB'`, or `'custom'` for a storage object of your own. */
  readonly storage: 'localStorage' | 'indexedDB' | 'custom'
  readonly key: string
  /** Saves a pending change now, and resolves once it is written. */
  flush(): Promise<void>
  /**
   * Removes the saved state (a pending save included): the next reload starts from the options.
   * The mock keeps its state in memory, and the next change saves again. Also what resumes
   * saving after a saved state that could not be restored.
   *
   * @example mock.reset(); await mock.persistence.clear() // start over, now and after a reload
   */
  clear(): Promise<void>
}

/** The IndexedDB database and object store a state is saved in (one record per key). */
export const IDB_DATABASE = 'context-graph-mock'
const IDB_STORE = 'state'
/** What a saved state says it is; `version` changes when this envelope does (the snapshot has a version of its own). */
const FORMAT = 'context-graph-mock/browser-state'
const VERSION = 1
const DEFAULT_KEY = 'context-graph-mock'
const DEFAULT_DEBOUNCE_MS = 200
const PREFIX = 'context-graph-mock:'

/** The options a saved state was made with; a state saved with others is not restored. */
interface Origin {
  seed: number
  scenario: string
  api_key: string
  short_ids: boolean
}

/** Reads, writes and removes one text, wherever it is kept. */
interface Backend {
  read(): Promise<string | null>
  write(text: string): Promise<void>
  remove(): Promise<void>
  /**
   * Keeps a copy at once, synchronously, as the page goes away, where the write itself may not
   * finish (IndexedDB); `read` prefers it and moves it into place.
   */
  stash?(text: string): void
  /** Where the state is, for the messages. */
  readonly where: string
  /** What the quota message says of this storage's limit, and what to do. */
  readonly quota: { limit: string; advice: string }
  readonly removeHint: string
}

/** The persistence of one mock, with what the browser entry calls on it. */
export interface PersistenceDriver extends Persistence {
  /** Restores the saved state into the mock, if there is one it can restore; never rejects. */
  load(): Promise<void>
  /** The mock's state changed: save after the debounce. */
  changed(): void
  /** Saves what is pending and stops listening to the page (mock.close()). */
  close(): void
}

/**
 * Checks `persist` and builds the persistence of a mock. The saved state is loaded by `load()`:
 * a state that cannot be restored (not JSON, another version, one that no longer applies) is
 * left as it is, a console warning says why, and nothing is saved over it until `clear()`.
 *
 * The options are checked at once; `mock` is called from `load()` on, once the mock is built.
 *
 * @example const persistence = createPersistence('localStorage', () => core)
 */
export function createPersistence(option: PersistOption, mock: () => MockCore): PersistenceDriver {
  const options: PersistOptions = typeof option === 'string' ? { storage: option } : option
  if (typeof option !== 'string' && (option === null || typeof option !== 'object'))
    throw new RangeError(
      `Invalid persist option ${String(option)}: expected 'localStorage', 'indexedDB' or { storage, key, debounceMs }`,
    )
  const key = options.key ?? DEFAULT_KEY
  if (typeof key !== 'string' || key.length === 0 || key.length > 200)
    throw new RangeError(`Invalid persist key ${JSON.stringify(key)}: expected 1 to 200 characters`)
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS
  if (!Number.isFinite(debounceMs) || debounceMs < 0 || debounceMs > 60_000)
    throw new RangeError(`Invalid persist debounceMs ${debounceMs}: expected 0 to 60000`)
  const maxWaitMs = Math.max(1000, debounceMs)
  const storage = options.storage ?? 'localStorage'
  const backend = backendOf(storage, key)
  /** The options the mock was made with, read before anything is restored into it. */
  let origin: Origin = { seed: 0, scenario: '', api_key: '', short_ids: false }

  let loading = true
  /** Set when the saved state could not be restored: it is left alone until clear(). */
  let suspended = false
  let dirty = false
  let firstChangeAt: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The manual clock's instant at the last save: a clock moved since is saved when the page goes away. */
  let savedAt: number | undefined
  /** Writes run one after another. */
  let writing: Promise<void> = Promise.resolve()
  /** What the last save failed on: the same failure is reported once, until a save succeeds. */
  let lastFailure: string | undefined

  const warn = (message: string): void => console.warn(`${PREFIX} ${message}`)
  const failed = (kind: string, message: string): void => {
    if (lastFailure === kind) return
    lastFailure = kind
    warn(message)
  }

  function unrestorable(reason: string): void {
    suspended = true
    warn(
      `the state saved in ${backend.where} cannot be restored: ${reason}. It was left untouched, and this page will not save over it: ` +
        `the mock starts from its options (seed ${origin.seed}, scenario ${origin.scenario}). To start saving again, call mock.persistence.clear(), or ${backend.removeHint}.`,
    )
  }

  async function load(): Promise<void> {
    const made = mock()
    const { seed, scenario } = made.describe()
    origin = { seed, scenario, api_key: made.apiKey, short_ids: made.store.idFormat.shortIds }
    try {
      let text: string | null
      try {
        text = await backend.read()
      } catch (error) {
        suspended = true
        warn(`cannot read ${backend.where} (${messageOf(error)}); the state will not be saved on this page`)
        return
      }
      if (text === null) return
      let saved: unknown
      try {
        saved = JSON.parse(text)
      } catch (error) {
        unrestorable(`it is not valid JSON (${messageOf(error)})`)
        return
      }
      const envelope = saved as {
        format?: unknown
        version?: unknown
        origin?: Partial<Origin>
        snapshot?: unknown
      } | null
      if (!envelope || typeof envelope !== 'object' || envelope.format !== FORMAT) {
        unrestorable(
          `it is not a state saved by context-graph-mock (format ${JSON.stringify(envelope?.format ?? null)}, expected "${FORMAT}")`,
        )
        return
      }
      if (envelope.version !== VERSION) {
        unrestorable(
          `it was saved in format version ${JSON.stringify(envelope.version ?? null)}; this version of context-graph-mock reads version ${VERSION} only`,
        )
        return
      }
      const differs = (Object.keys(origin) as Array<keyof Origin>).filter(
        (name) => envelope.origin?.[name] !== origin[name],
      )
      if (differs.length > 0) {
        // The page was changed to other options: they win, and the next change saves over the old state.
        warn(
          `the state saved in ${backend.where} was made with other options (${differs.map((name) => `${name} ${JSON.stringify(envelope.origin?.[name] ?? null)}, now ${JSON.stringify(origin[name])}`).join('; ')}); the mock starts from its options, and the next change replaces the saved state`,
        )
        return
      }
      try {
        await made.restore(envelope.snapshot)
      } catch (error) {
        unrestorable(messageOf(error))
        return
      }
    } finally {
      savedAt = made.clock.now()
      loading = false
    }
  }

  function changed(): void {
    if (loading || suspended) return
    dirty = true
    const now = Date.now()
    firstChangeAt ??= now
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => void flush(), Math.max(0, Math.min(debounceMs, firstChangeAt + maxWaitMs - now)))
  }

  /** Saves what is pending; `leaving`: the page is going away, so keep a copy at once too. */
  function flush(leaving = false): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const core = mock()
    const moved = core.clock.mode === 'manual' && core.clock.now() !== savedAt
    if (loading || suspended || (!dirty && !moved)) return writing
    dirty = false
    firstChangeAt = undefined
    let text: string
    try {
      // The snapshot as JSON in parts (its changes are kept as JSON already), inside the envelope.
      const snapshot = core.snapshotParts().join('')
      text = `${JSON.stringify({ format: FORMAT, version: VERSION, origin }).slice(0, -1)},"snapshot":${snapshot}}`
    } catch (error) {
      // Past what a snapshot may hold (409 until a reset): the last state saved stays.
      failed(
        'snapshot',
        `cannot save the mock's state to ${backend.where}: ${messageOf(error)}. The last state saved stays, without the changes since.`,
      )
      return writing
    }
    savedAt = core.clock.now()
    if (leaving && backend.stash) {
      try {
        backend.stash(text)
      } catch {
        // No room for the copy: the write below is all there is.
      }
    }
    const write = async (): Promise<void> => {
      try {
        await backend.write(text)
        lastFailure = undefined
      } catch (error) {
        if (isQuotaError(error)) {
          failed(
            'quota',
            `cannot save the mock's state to ${backend.where}: the browser's storage quota is full (the state is ${(text.length / 1e6).toFixed(1)} MB of JSON${backend.quota.limit}). ` +
              `The last state saved stays, without the changes since. ${backend.quota.advice}`,
          )
        } else {
          failed(messageOf(error), `cannot save the mock's state to ${backend.where}: ${messageOf(error)}`)
        }
      }
    }
    writing = writing.then(write)
    return writing
  }

  async function clear(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    dirty = false
    firstChangeAt = undefined
    // After a pending write, so it cannot land after the removal.
    await writing
    await backend.remove()
    suspended = false
    savedAt = mock().clock.now()
  }

  // A reload right after a change: save what is pending as the page goes away (localStorage
  // writes at once; IndexedDB's write is aborted with the page, so the backend keeps a copy).
  const onHide = (): void => void flush(true)
  const onVisibility = (): void => {
    if (globalThis.document?.visibilityState === 'hidden') void flush()
  }
  globalThis.addEventListener?.('pagehide', onHide)
  globalThis.document?.addEventListener?.('visibilitychange', onVisibility)

  return {
    storage: typeof storage === 'string' ? storage : 'custom',
    key,
    load,
    changed,
    flush: () => flush(),
    clear,
    close() {
      void flush()
      globalThis.removeEventListener?.('pagehide', onHide)
      globalThis.document?.removeEventListener?.('visibilitychange', onVisibility)
    },
  }
}

const WEB_STORAGE_QUOTA = {
  limit: '; Web Storage holds about 5 MB per site',
  advice: "Use persist: 'indexedDB' for a larger state, or mock.reset() to start smaller.",
}

function backendOf(storage: PersistOptions['storage'], key: string): Backend {
  if (storage === 'indexedDB') return indexedDbBackend(key)
  let store: StorageLike
  let where: string
  let removeHint: string
  if (storage === undefined || storage === 'localStorage') {
    where = `localStorage under "${key}"`
    removeHint = `localStorage.removeItem(${JSON.stringify(key)})`
    store = lazyLocalStorage()
  } else if (
    storage &&
    typeof storage === 'object' &&
    typeof storage.getItem === 'function' &&
    typeof storage.setItem === 'function' &&
    typeof storage.removeItem === 'function'
  ) {
    where = `the given storage under "${key}"`
    removeHint = `remove the key ${JSON.stringify(key)} from it`
    store = storage
  } else {
    throw new RangeError(
      `Invalid persist storage ${JSON.stringify(storage)}: expected 'localStorage', 'indexedDB', or an object with getItem, setItem and removeItem`,
    )
  }
  return {
    where,
    removeHint,
    quota: WEB_STORAGE_QUOTA,
    read: async () => store.getItem(key),
    write: async (text) => store.setItem(key, text),
    remove: async () => store.removeItem(key),
  }
}

/** localStorage, looked up when first used: reading it can throw (storage disabled), which load() reports. */
function lazyLocalStorage(): StorageLike {
  const storage = (): StorageLike => {
    const found = (globalThis as { localStorage?: StorageLike }).localStorage
    if (!found) throw new Error('this environment has no localStorage')
    return found
  }
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  }
}

/** One record per key in the `state` store of the `context-graph-mock` database. */
function indexedDbBackend(key: string): Backend {
  /** The open connection, once there is one: a transaction on it starts in the caller's task. */
  let connection: IDBDatabase | undefined
  let opening: Promise<IDBDatabase> | undefined
  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB
      if (!factory) throw new Error('this environment has no indexedDB')
      const request = factory.open(IDB_DATABASE, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE)
      request.onsuccess = () => {
        const db = request.result
        // Another page deleting or upgrading the database: let it, and open again when needed.
        db.onversionchange = () => {
          db.close()
          connection = undefined
          opening = undefined
        }
        connection = db
        resolve(db)
      }
      request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'))
      request.onblocked = () =>
        reject(new Error('the database is blocked by another page holding an older version open'))
    }).catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
    const transact = (db: IDBDatabase): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(IDB_STORE, mode)
        const request = action(transaction.objectStore(IDB_STORE))
        // Resolved once the transaction commits: a write is stored, not merely queued.
        transaction.oncomplete = () => resolve(request.result as T)
        transaction.onabort = () =>
          reject(transaction.error ?? request.error ?? new Error('the transaction was aborted'))
        transaction.commit?.()
      })
    return connection ? transact(connection) : open().then(transact)
  }
  // A browser aborts IndexedDB transactions of a page that is going away, so a save begun as the
  // page is hidden (a reload right after a change) is copied to sessionStorage, which is written
  // synchronously and survives a reload in the same tab. The next read moves it into IndexedDB.
  const stashKey = `${IDB_DATABASE}/${key}/unsaved`
  const session = (): StorageLike | undefined => (globalThis as { sessionStorage?: StorageLike }).sessionStorage
  const dropStash = (): void => {
    try {
      session()?.removeItem(stashKey)
    } catch {
      // No sessionStorage here: there is no copy either.
    }
  }
  const put = async (text: string): Promise<void> => {
    await run('readwrite', (store) => store.put(text, key))
  }
  return {
    where: `IndexedDB (database "${IDB_DATABASE}", key "${key}")`,
    removeHint: `clear the site's data in the browser's developer tools`,
    quota: { limit: '', advice: "Free some of the site's storage, or call mock.reset() to start smaller." },
    stash: (text) => session()?.setItem(stashKey, text),
    read: async () => {
      let stashed: string | null | undefined
      try {
        stashed = session()?.getItem(stashKey)
      } catch {
        stashed = undefined
      }
      if (typeof stashed === 'string') {
        // Newer than what IndexedDB holds: in place, then no longer needed (kept if it cannot be written).
        await put(stashed).then(dropStash, () => undefined)
        return stashed
      }
      const value = await run<unknown>('readonly', (store) => store.get(key))
      if (value === undefined) return null
      return typeof value === 'string' ? value : JSON.stringify(value)
    },
    write: async (text) => {
      await put(text)
      // A copy kept as an earlier page went away is older than this.
      dropStash()
    },
    remove: async () => {
      await run('readwrite', (store) => store.delete(key))
      dropStash()
    },
  }
}

/** A full storage: the standard name, Firefox's, and the legacy code. */
function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
