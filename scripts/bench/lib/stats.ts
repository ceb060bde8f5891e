// Small helpers shared by the benchmark modules: medians, number formatting, target checks.

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** 12,345 */
export const count = (value: number): string =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a'

/** 1.23x */
export const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a')

/** 0.019 ms, 4.2 ms, 123 ms */
export const millis = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(Math.abs(value) < 1 ? 3 : Math.abs(value) < 10 ? 1 : 0)} ms` : 'n/a'

/** A figure checked against a target: PASS, MISS, or SKIP when it could not be measured. */
export interface Check {
  what: string
  value: string
  target: string
  /** PASS or MISS against a target, SKIP when not measured, '' for a figure without a target. */
  verdict: 'PASS' | 'MISS' | 'SKIP' | ''
}

/** A figure shown beside the targets without one of its own. */
export function info(what: string, value: string): Check {
  return { what, value, target: '', verdict: '' }
}

export function atLeast(what: string, value: number, min: number): Check {
  return {
    what,
    value: ratio(value),
    target: `>= ${min}x`,
    verdict: Number.isFinite(value) ? (value >= min ? 'PASS' : 'MISS') : 'SKIP',
  }
}

export function below(what: string, valueMs: number, maxMs: number): Check {
  return {
    what,
    value: millis(valueMs),
    target: `< ${maxMs} ms`,
    verdict: Number.isFinite(valueMs) ? (valueMs < maxMs ? 'PASS' : 'MISS') : 'SKIP',
  }
}

/** A plain text table with a header row; the first column left-aligned, the rest right-aligned. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
