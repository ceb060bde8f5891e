import { createHash } from 'node:crypto'

/**
 * A hash of everything a value holds, in order: maps, sets, arrays and objects walked in their own
 * order, functions and weak collections left out, a value seen before named by when it was first
 * seen. Two workspaces with the same digest hold the same records, ids, timelines, indexes and
 * caches, built in the same order.
 *
 * `view` gives what to hash in place of an object (the object itself by default): a form read
 * through an interface, so a change of how something is stored that reads the same keeps the digest.
 * A form wrapped in `storedAs` is hashed exactly as an object stored that way was: the digest of a
 * state taken before the change stays the same.
 *
 * @example expect(stateDigest(sliced)).toBe(stateDigest(atOnce))
 */
export function stateDigest(value: unknown, view: (value: object) => unknown = (v) => v): string {
  const hash = createHash('sha256')
  const seen = new Map<object, number>()
  let count = 0
  const walk = (v: unknown): void => {
    if (v === null || v === undefined) {
      hash.update(`${String(v)};`)
      return
    }
    if (typeof v === 'function' || typeof v === 'symbol') {
      hash.update('f;')
      return
    }
    if (typeof v !== 'object') {
      hash.update(`${typeof v}:${String(v)};`)
      return
    }
    const known = seen.get(v)
    if (known !== undefined) {
      hash.update(`@${known};`)
      return
    }
    seen.set(v, count++)
    const viewed = view(v)
    if (viewed instanceof StoredAs) {
      // The form takes the object's place, and its number among the objects seen.
      seen.set(viewed.form, seen.get(v)!)
      walkObject(viewed.form)
      return
    }
    if (viewed !== v) {
      hash.update('V:')
      walk(viewed)
      return
    }
    walkObject(v)
  }
  const walkObject = (v: object): void => {
    if (v instanceof WeakMap || v instanceof WeakSet) hash.update('weak;')
    else if (v instanceof Map) {
      hash.update('M{')
      for (const [key, item] of v) {
        walk(key)
        walk(item)
      }
      hash.update('}')
    } else if (v instanceof Set) {
      hash.update('S{')
      for (const item of v) walk(item)
      hash.update('}')
    } else if (Array.isArray(v)) {
      hash.update('[')
      for (const item of v) walk(item)
      hash.update(']')
    } else {
      hash.update('{')
      for (const key of Object.keys(v)) {
        hash.update(`${key}=`)
        walk((v as Record<string, unknown>)[key])
      }
      hash.update('}')
    }
  }
  walk(value)
  return hash.digest('hex')
}

class StoredAs {
  constructor(readonly form: object) {}
}

/** A view's answer: hash `form` exactly as if it were the object viewed (an object stored as it was before a change). */
export const storedAs = (form: object): unknown => new StoredAs(form)
