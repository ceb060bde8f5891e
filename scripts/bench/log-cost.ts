/*
 * The request log's own CPU per line, in both formats, written to /dev/null: 200,000 answered
 * entries a round, the event loop turned every 16 as a loaded server turns it (the log formats
 * what was queued in a turn together, decision 0033). Four rounds; the least is printed last.
 *
 *   npx tsx scripts/bench/log-cost.ts [pretty|json]
 */
import { openSync } from 'node:fs'
import type { JournalEntry } from '../../src/http/journal.js'
import { createRequestLog, type LogFormat } from '../../src/request-log.js'

const format: LogFormat = process.argv[2] === 'json' ? 'json' : 'pretty'
const log = await createRequestLog(format, { fd: openSync('/dev/null', 'w'), isTTY: false })
const entry = {
  method: 'GET',
  path: '/v1/records/38217465019283746',
  query: '',
  status: 200,
  duration_ms: 0.12,
  key: 'cgm_…_key',
  fault: null,
  explain: null,
} as unknown as JournalEntry
const lines = 200_000
const cpu: number[] = []
for (let round = 0; round < 4; round++) {
  const before = process.cpuUsage()
  for (let i = 0; i < lines; i++) {
    log(entry)
    if (i % 16 === 15) await new Promise((resolve) => setImmediate(resolve))
  }
  await new Promise((resolve) => setTimeout(resolve, 50))
  const used = process.cpuUsage(before)
  cpu.push((used.user + used.system) / lines)
  console.log(`${format} round ${round + 1}: ${cpu[round]!.toFixed(2)} µs CPU per line`)
}
console.log(`${format}: least ${Math.min(...cpu).toFixed(2)} µs CPU per line`)
process.exit(0)
