// What response validation costs per request in process: CPU time of `mock.fetch` for GET record
// and the 50-record page with `validateResponses` on (createMock's default) against the same mock
// with it off. Requests run one after another in interleaved rounds, each round reading the
// process's CPU time (process.cpuUsage), which a busy shared machine disturbs far less than
// requests per second. Each record form is checked the first time it is answered (the warm-up
// round), so the rounds measure what a test pays on every later read: issue 28's target is the
// list of 50 at >= 0.6x the speed of validation off.
// Run: npx tsx scripts/bench/validation-cost.ts [--requests 5000] [--rounds 5]
import { createMock } from '../../src/index.js'
import { abArguments, compareMocks } from './lib/in-process-ab.js'

const settings = abArguments()
const checking = createMock({ seed: 1, rateLimit: 'off' })
const unchecked = createMock({ seed: 1, rateLimit: 'off', validateResponses: false })
console.log(
  `CPU per request, median of ${settings.rounds} rounds of ${settings.requests} requests (a page: a tenth as many)`,
)
await compareMocks(
  checking,
  unchecked,
  settings,
  (label, a, b) =>
    `${label.padEnd(46)} validation on ${a.toFixed(1).padStart(7)} µs  off ${b.toFixed(1).padStart(7)} µs  on/off ${(b / a).toFixed(2)}x the speed (validation adds ${(a - b).toFixed(1)} µs)`,
)
checking.close()
unchecked.close()
