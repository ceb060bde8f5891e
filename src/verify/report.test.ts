import { describe, expect, it } from 'vitest'
import type { CheckResult } from './pact.js'
import { formatJUnit, formatTable } from './report.js'

const RESULTS: CheckResult[] = [
  { kind: 'pact', group: 'contacts-app', name: 'a request for a contact', status: 'passed' },
  {
    kind: 'pact',
    group: 'contacts-app',
    name: 'a request to add a note',
    status: 'failed',
    diffs: [{ path: '$.title', expected: '"Call me back"', actual: '"Call back"' }],
  },
  {
    kind: 'operation',
    group: 'getTask',
    name: 'GET /v1/tasks/1',
    status: 'failed',
    detail: 'getTask 200: \u001b[1mtitle\u001b[0m: is required\u0007 but missing',
  },
]

describe('the verify report', () => {
  it('prints the table with each failed field, and no terminal escape from what it quotes', () => {
    expect(formatTable(RESULTS)).toBe(
      [
        'result  kind       consumer / operation  interaction',
        '------  ---------  --------------------  -----------------------',
        'PASS    pact       contacts-app          a request for a contact',
        'FAIL    pact       contacts-app          a request to add a note',
        '        $.title: expected "Call me back", actual "Call back"',
        'FAIL    operation  getTask',
        '      getTask 200: title: is required\ufffd but missing',
        '',
        '1 passed, 2 failed, 0 skipped',
        '',
      ].join('\n'),
    )
  })

  it('gives a failure without a reason its first field diff as the JUnit message, and every diff as the text', () => {
    const xml = formatJUnit(RESULTS)
    expect(xml).toContain(
      '<failure message="$.title: expected &quot;Call me back&quot;, actual &quot;Call back&quot;">$.title: expected &quot;Call me back&quot;, actual &quot;Call back&quot;</failure>',
    )
    expect(xml).toContain('<failure message="getTask 200: title: is required\ufffd but missing">')
    expect(xml).not.toContain('\u001b')
  })
})
