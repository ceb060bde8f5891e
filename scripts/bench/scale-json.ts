// The scale ladder (scripts/bench/scale.ts) as one JSON line on standard output, progress on
// standard error: how `npm run bench` runs it, in a child process started with --expose-gc so
// that heap per record is measured and the 100,000-record workspace never sits in the runner.
// Run alone: node --expose-gc --import tsx scripts/bench/scale-json.ts [--sizes 1000,10000] [--samples 100]
import { runScale } from './scale.js'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

const samples = argument('samples')
const results = await runScale({
  sizes: argument('sizes')?.split(',').map(Number),
  samples: samples === undefined ? undefined : Number(samples),
  log: (line) => process.stderr.write(`  ${line}\n`),
})
console.log(JSON.stringify(results))
