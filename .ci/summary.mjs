#!/usr/bin/env node
// The closing line of .ci/run: "vitest: N passed, N failed", from vitest's JSON report.
//
//   node .ci/summary.mjs <vitest json report> <npm test exit status>
//
// A failure is a failed test, or a test file that failed without a failed test (it did not load,
// or a hook threw: vitest counts no test for it), or an error vitest reported outside any test,
// or npm test failing before or after vitest (type check, build, OpenAPI check, lint). Prints
// the line and exits non-zero when anything failed, or when nothing ran at all.
import { existsSync, readFileSync } from 'node:fs'

const [reportPath, statusText = '0'] = process.argv.slice(2)
const status = Number(statusText)
let report
if (reportPath && existsSync(reportPath)) {
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'))
  } catch {
    report = undefined
  }
}

const passed = report?.numPassedTests ?? 0
let failed = report?.numFailedTests ?? 0
const reasons = []
for (const file of report?.testResults ?? []) {
  const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').length
  if (file.status === 'failed' && failedTests === 0) {
    failed += 1
    reasons.push(`failed suite: ${file.name}${file.message ? ` (${String(file.message).split('\n')[0]})` : ''}`)
  }
}
if (report && report.success === false && failed === 0) {
  failed += 1
  reasons.push('vitest reported errors outside any test')
}
if (status !== 0 && failed === 0) {
  failed += 1
  reasons.push(report ? `npm test exited with ${status}` : `npm test exited with ${status} before vitest reported`)
}
for (const reason of reasons) process.stderr.write(`${reason}\n`)
if (failed === 0 && passed === 0) process.stderr.write('npm test ran no test\n')
process.stdout.write(`vitest: ${passed} passed, ${failed} failed\n`)
process.exit(failed > 0 ? (status !== 0 ? status : 1) : passed === 0 ? 1 : 0)
