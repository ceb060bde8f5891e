import { stripVTControlCharacters } from 'node:util'
import { formatDiffs } from './field-diff.js'
import type { CheckResult } from './pact.js'

const MARK = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const

/**
 * Text from a pact, a server or the Pact verifier as the table prints it: no terminal escapes
 * (colours a mismatch text carried, or a body's own), and any other control character but a tab
 * as U+FFFD, so the table reads the same in a terminal, a file and a CI log.
 */
function printable(text: string): string {
  return stripVTControlCharacters(text).replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '\ufffd')
}

/**
 * The pass/fail table `verify` prints: one row per check (status, kind, consumer or operation,
 * check), the reason under a failed or skipped row, a failed check's field diffs, and a summary line.
 */
export function formatTable(results: readonly CheckResult[]): string {
  const rows = results.map((r) => [
    MARK[r.status],
    r.kind === 'pact' ? 'pact' : 'operation',
    printable(r.group),
    r.kind === 'pact' ? printable(r.name) : '',
  ])
  const header = ['result', 'kind', 'consumer / operation', 'interaction']
  const widths = header.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((row) => row[i]!.length))))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  const out = [line(header), line(widths.map((w) => '-'.repeat(w)))]
  results.forEach((result, i) => {
    out.push(line(rows[i]!))
    if (result.detail && result.status !== 'passed') out.push(`      ${printable(result.detail)}`)
    if (result.status === 'failed')
      for (const diff of formatDiffs(result.diffs ?? [])) out.push(`        ${printable(diff)}`)
  })
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length
  out.push('', `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`)
  return `${out.join('\n')}\n`
}

/** JUnit XML for CI systems: a suite per kind (pacts, operations), a test case per check. */
export function formatJUnit(results: readonly CheckResult[], name = 'context-graph-mock verify'): string {
  const suites = (['pact', 'operation'] as const)
    .map((kind) => ({ kind, cases: results.filter((r) => r.kind === kind) }))
    .filter((s) => s.cases.length > 0)
  const count = (list: readonly CheckResult[], status: CheckResult['status']) =>
    list.filter((r) => r.status === status).length
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${results.length}" failures="${count(results, 'failed')}" skipped="${count(results, 'skipped')}">`,
  ]
  for (const { kind, cases } of suites) {
    lines.push(
      `  <testsuite name="${kind === 'pact' ? 'pacts' : 'operations'}" tests="${cases.length}" failures="${count(cases, 'failed')}" skipped="${count(cases, 'skipped')}">`,
    )
    for (const r of cases) {
      const open = `    <testcase classname="${xml(r.group)}" name="${xml(r.name)}"`
      if (r.status === 'passed') lines.push(`${open}/>`)
      else if (r.status === 'skipped')
        lines.push(`${open}>`, `      <skipped message="${xml(r.detail ?? '')}"/>`, '    </testcase>')
      else {
        // The reason, else the first field diff, as the message; the reason and every diff as the text.
        const diffs = formatDiffs(r.diffs ?? [])
        const text = [r.detail, ...diffs].filter((line) => line !== undefined).join('\n')
        lines.push(
          `${open}>`,
          `      <failure message="${xml(r.detail ?? diffs[0] ?? 'failed')}">${xml(text)}</failure>`,
          '    </testcase>',
        )
      }
    }
    lines.push('  </testsuite>')
  }
  lines.push('</testsuites>')
  return `${lines.join('\n')}\n`
}

function xml(text: string): string {
  // Characters XML 1.0 cannot hold (control characters from a server's body) become U+FFFD.
  return stripVTControlCharacters(text)
    .replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
