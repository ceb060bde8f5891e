import type { Workspace } from '../../core/model.js'

/** The most ids remembered per workspace; past it the oldest are forgotten (only explanations lose). */
const MAX_REMEMBERED = 100_000

/**
 * The ids the mock sent a workspace as bare JSON integers (decision 0016), by the form a client
 * that parsed them with `JSON.parse` sends back: `String(Number(id))` (`32704519835647970` for
 * `...968`) and the double's exact digits. Kept per workspace object, so a reset (which builds new
 * workspaces) forgets them with the state they named.
 */
export function createSentIntegers() {
  const byWorkspace = new WeakMap<Workspace, { exact: Set<string>; rounded: Map<string, string> }>()
  return {
    /** Called with the digits of each integer id an answer carried; nothing runs for other answers. */
    sent(workspace: Workspace, digits: string): void {
      let memory = byWorkspace.get(workspace)
      if (!memory) byWorkspace.set(workspace, (memory = { exact: new Set(), rounded: new Map() }))
      if (memory.exact.has(digits)) return
      if (memory.exact.size >= MAX_REMEMBERED) {
        memory.exact.clear()
        memory.rounded.clear()
      }
      memory.exact.add(digits)
      const double = Number(digits)
      for (const form of [String(double), BigInt(double).toString()])
        if (form !== digits && !memory.rounded.has(form)) memory.rounded.set(form, digits)
    },
    /** Whether the mock sent this workspace any integer id (else no id of it can be a rounding). */
    holds: (workspace: Workspace): boolean => byWorkspace.has(workspace),
    /**
     * The id the client probably meant when it sent `id`: one the mock sent as an integer whose
     * double is `id`, when `id` is not itself one it sent. O(1): two lookups.
     */
    meant(workspace: Workspace, id: string): string | undefined {
      const memory = byWorkspace.get(workspace)
      if (!memory) return undefined
      const original = memory.rounded.get(id)
      return original !== undefined && !memory.exact.has(id) ? original : undefined
    },
  }
}

export type SentIntegers = ReturnType<typeof createSentIntegers>

/** A thing deleted through the API: when, and by which journaled call. */
export interface Tombstone {
  at: string
  journalId: number
  call: string
}

/**
 * Ids deleted through the API, per workspace object (a reset forgets them), from the journal's
 * DELETE entries that answered 2xx. Bounded: the oldest are forgotten past 10,000 per workspace.
 */
export function createTombstones() {
  const byWorkspace = new WeakMap<Workspace, Map<string, Tombstone>>()
  return {
    deleted(workspace: Workspace, id: string, tombstone: Tombstone): void {
      let ids = byWorkspace.get(workspace)
      if (!ids) byWorkspace.set(workspace, (ids = new Map()))
      ids.delete(id)
      ids.set(id, tombstone)
      if (ids.size > 10_000) ids.delete(ids.keys().next().value!)
    },
    find: (workspace: Workspace, id: string): Tombstone | undefined => byWorkspace.get(workspace)?.get(id),
  }
}

export type Tombstones = ReturnType<typeof createTombstones>
