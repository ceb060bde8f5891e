// What the kit costs per request in process: CPU time of `mock.fetch` for GET record and for the
// 50-record page with the journal and the rate limit on, against the same mock with both off
// (`journalSize: 0`, `rateLimit: 'off'`), in interleaved rounds (lib/in-process-ab.ts). The ratio
// on/off is what the kit costs.
// Run: npx tsx scripts/bench/control-cost.ts [--requests 5000] [--rounds 5]
import { createMock } from '../../src/index.js'
import { abArguments, compareMocks } from './lib/in-process-ab.js'

const settings = abArguments()
// The default limit (1000 per 10 s) would answer 429 within a second of a loop: the same bucket
// arithmetic runs with a limit no loop reaches.
const kitOn = createMock({ seed: 1, rateLimit: '1000000000/10s' })
const kitOff = createMock({ seed: 1, journalSize: 0, rateLimit: 'off' })
console.log(
  `CPU per request, median of ${settings.rounds} rounds of ${settings.requests} requests (journal ${kitOn.journal.size} entries, rate limit on / both off)`,
)
await compareMocks(
  kitOn,
  kitOff,
  settings,
  (label, a, b) =>
    `${label.padEnd(46)} kit on ${a.toFixed(1).padStart(7)} µs  kit off ${b.toFixed(1).padStart(7)} µs  on/off ${(b / a).toFixed(2)}x the speed (the kit adds ${(a - b).toFixed(1)} µs)`,
)
kitOn.close()
kitOff.close()
