// The mock's Express app as a user who mounts it would run it: `createMock(...).app.listen(0)`,
// loaded from the build (dist/) like the CLI, with the real clock and the CLI's default of no
// response validation, so that it differs from `serve` only by the Express adapter.
// Run by scripts/bench/run.ts in a child process (after `npm run build`):
//   node --import tsx scripts/bench/servers/mock-app.ts
// It prints `listening on http://127.0.0.1:PORT`.
import type { AddressInfo } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dist = fileURLToPath(new URL('../../../dist/src/index.js', import.meta.url))
const { createMock } = (await import(pathToFileURL(dist).href)) as typeof import('../../../src/index.js')

// No rate limit, as `serve` runs in the benchmark (the default answers a load test with 429s).
const mock = createMock({ clock: 'real', validateResponses: false, rateLimit: 'off' })
const server = mock.app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`mock.app listening on http://127.0.0.1:${(server.address() as AddressInfo).port}\n`)
})
process.once('SIGTERM', () => {
  mock.close()
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
