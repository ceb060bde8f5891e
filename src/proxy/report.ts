import type { CheckResult } from '../verify/pact.js'
import { formatJUnit } from '../verify/report.js'
import type { Mismatch } from './validate.js'

/** One difference between the target's answer and what the shadow mock answered (`--shadow`). */
export interface Drift {
  /** What differs: the status, a field only one side has, a field's type, an error's status class. */
  kind: 'status' | 'field' | 'type' | 'error_class'
  /** `$.data[0].title`, or `(status)`. */
  path: string
  /** What the target answered. */
  target: string
  /** What the shadow mock answered. */
  mock: string
}

/** What the report keeps of one operation of the contract. */
export interface OperationReport {
  operationId: string
  method: string
  path: string
  calls: number
  /** Answers per status; `502` counts calls the target did not answer. */
  statuses: Record<string, number>
  mismatches: (Omit<Mismatch, 'operationId'> & { count: number })[]
  drift: (Drift & { count: number })[]
  /** Calls whose answer was not checked, and why (over 10 MiB). */
  unchecked: number
}

/** `GET /_mock/proxy/report`. */
export interface ProxyReport {
  target: string
  calls: number
  /** Calls the target did not answer (502). */
  target_errors: number
  /** Calls the contract has no operation for (forwarded, not checked), by method and path. */
  unmatched: { method: string; path: string; calls: number }[]
  operations: OperationReport[]
}

/** Distinct mismatches, drift items and unmatched paths kept per operation; more are counted on the last. */
const MAX_DISTINCT = 100

/**
 * The proxy's running account per operationId: calls, statuses, and each distinct mismatch and
 * drift item with how often it was seen. Bounded: at most 100 distinct items of each kind per
 * operation, and 100 unmatched paths.
 *
 * @example const report = createProxyReport('http://127.0.0.1:4011'); report.call(op, 200, mismatches)
 */
export function createProxyReport(target: string) {
  const operations = new Map<string, OperationReport>()
  const unmatched = new Map<string, { method: string; path: string; calls: number }>()
  let calls = 0
  let targetErrors = 0

  const operationOf = (op: { operationId: string; method: string; path: string }): OperationReport => {
    let entry = operations.get(op.operationId)
    if (!entry) {
      entry = {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        calls: 0,
        statuses: {},
        mismatches: [],
        drift: [],
        unchecked: 0,
      }
      operations.set(op.operationId, entry)
    }
    return entry
  }

  return {
    /** A call of an operation of the contract: its status (502 when the target did not answer), what differed. */
    call(
      op: { operationId: string; method: string; path: string },
      status: number,
      mismatches: readonly Mismatch[],
      options: { targetError?: boolean; unchecked?: boolean } = {},
    ): void {
      calls++
      if (options.targetError) targetErrors++
      const entry = operationOf(op)
      entry.calls++
      entry.statuses[String(status)] = (entry.statuses[String(status)] ?? 0) + 1
      if (options.unchecked) entry.unchecked++
      for (const { operationId: _, ...mismatch } of mismatches)
        count(
          entry.mismatches,
          mismatch,
          (a, b) =>
            a.direction === b.direction &&
            a.status === b.status &&
            a.path === b.path &&
            a.expected === b.expected &&
            a.actual === b.actual,
        )
    },
    /** A call the contract has no operation for. */
    unmatched(method: string, path: string, targetError = false): void {
      calls++
      if (targetError) targetErrors++
      const key = `${method} ${path}`
      const entry = unmatched.get(key)
      if (entry) entry.calls++
      else if (unmatched.size < MAX_DISTINCT) unmatched.set(key, { method, path, calls: 1 })
    },
    /** Drift of one call of an operation (`--shadow`). */
    drift(op: { operationId: string; method: string; path: string }, items: readonly Drift[]): void {
      const entry = operationOf(op)
      for (const item of items)
        count(
          entry.drift,
          item,
          (a, b) => a.kind === b.kind && a.path === b.path && a.target === b.target && a.mock === b.mock,
        )
    },
    /** The report as `GET /_mock/proxy/report` answers it: operations by operationId. */
    summary(): ProxyReport {
      return {
        target,
        calls,
        target_errors: targetErrors,
        unmatched: [...unmatched.values()],
        operations: [...operations.values()].sort((a, b) => a.operationId.localeCompare(b.operationId)),
      }
    },
    /** Whether any operation has a mismatch or drift. */
    failed(): boolean {
      for (const op of operations.values()) if (op.mismatches.length > 0 || op.drift.length > 0) return true
      return false
    },
  }
}

export type ProxyReportBuilder = ReturnType<typeof createProxyReport>

function count<T extends object>(list: (T & { count: number })[], item: T, same: (a: T, b: T) => boolean): void {
  const found = list.find((existing) => same(existing, item))
  if (found) found.count++
  else if (list.length < MAX_DISTINCT) list.push({ ...item, count: 1 })
  else list[list.length - 1]!.count++
}

/** `response 200 $.title: expected string, actual number 5` */
export function formatMismatch(m: Omit<Mismatch, 'operationId'>): string {
  return `${m.direction}${m.direction === 'response' ? ` ${m.status}` : ''} ${m.path}: expected ${m.expected}, actual ${m.actual}`
}

/** `drift type $.title: target string, mock number` */
export function formatDrift(d: Drift): string {
  return `drift ${d.kind} ${d.path}: target ${d.target}, mock ${d.mock}`
}

/**
 * The JUnit file of `--junit`: one test case per operation seen, failing with its mismatches and
 * drift, one per line.
 */
export function formatProxyJUnit(report: ProxyReport): string {
  const results: CheckResult[] = report.operations.map((op) => {
    const problems = [...op.mismatches.map(formatMismatch), ...op.drift.map(formatDrift)]
    return {
      kind: 'operation',
      group: op.operationId,
      name: `${op.method} ${op.path}`,
      status: problems.length > 0 ? 'failed' : 'passed',
      detail: problems.length > 0 ? problems.join('\n') : undefined,
    }
  })
  return formatJUnit(results, 'context-graph-mock proxy')
}
