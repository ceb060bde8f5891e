import type { StaticOverride, StaticOverrides, StaticOverrideSpec } from '../control/functions.js'
import type { Overrides } from '../http/overrides.js'

/**
 * Static answers over HTTP, made of the mock's own overrides: each is a resolver answering its
 * status, headers and JSON body, until its `times` are spent (it then removes itself and lets the
 * mock answer).
 */
export function createStaticOverrides(overrides: Overrides): StaticOverrides {
  const held = new Map<string, { view: StaticOverride; remove: () => void }>()
  let count = 0
  return {
    add(spec: StaticOverrideSpec) {
      const id = `o${++count}`
      const headers = { ...spec.headers }
      const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')
      if (spec.body !== undefined && !hasType) headers['content-type'] = 'application/json'
      const text = spec.body === undefined ? null : JSON.stringify(spec.body)
      const view: StaticOverride = {
        id,
        method: spec.method,
        path: spec.path,
        status: spec.status,
        headers,
        ...(spec.body !== undefined && { body: spec.body }),
        times: spec.times ?? null,
        hits: 0,
      }
      const remove = overrides.add(spec.method, spec.path, () => {
        if (view.times === 0) return undefined
        view.hits++
        if (view.times !== null && --view.times === 0) {
          held.delete(id)
          remove()
        }
        return new Response(text, { status: spec.status, headers })
      })
      held.set(id, { view, remove })
      return structuredClone(view)
    },
    list: () => [...held.values()].map((entry) => structuredClone(entry.view)),
    remove(id) {
      const entry = held.get(id)
      if (!entry) return false
      held.delete(id)
      entry.remove()
      return true
    },
  }
}
