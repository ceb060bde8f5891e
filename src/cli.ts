#!/usr/bin/env node
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { SCENARIOS, type ScenarioName } from './control/schemas.js'
import { createControlDocument, createPublicDocument } from './documents.js'
import { createMock, DEV_API_KEY } from './mock.js'

const USAGE = `Usage: context-graph-mock <command> [options]

Commands:
  serve      Serve the mock over HTTP with a seeded workspace
    --port <n>          Port (default 4010; 0 picks a free one)
    --host <addr>       Address to listen on (default 127.0.0.1)
    --seed <n>          Fixture seed (default 1)
    --scenario <name>   ${SCENARIOS.join(' | ')} (default small)
    --api-key <key>     The development key, all scopes (default ${DEV_API_KEY})
  openapi    Print the generated OpenAPI document
    --out <file>        Write it to a file instead
    --control           The control (/_mock) document instead of the public one
`

function fail(message: string): never {
  process.stderr.write(`context-graph-mock: ${message}\n\n${USAGE}`)
  process.exit(2)
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) fail(`--${name} must be an integer from ${min} to ${max}, got "${value}"`)
  return Number(value)
}

async function serve(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: '1' },
      scenario: { type: 'string', default: 'small' },
      'api-key': { type: 'string', default: DEV_API_KEY },
    },
    strict: true,
  })
  if (!(SCENARIOS as readonly string[]).includes(values.scenario)) fail(`--scenario must be one of ${SCENARIOS.join(', ')}`)
  if (!/^[\x21-\x7e]{1,200}$/.test(values['api-key'])) fail('--api-key must be 1 to 200 printable characters without spaces')
  // Check every option before seeding, so a typo fails at once even with --scenario large.
  const seed = integer('seed', values.seed, 0, 2 ** 31 - 1)
  const port = integer('port', values.port, 0, 65535)
  const mock = createMock({ seed, scenario: values.scenario as ScenarioName, apiKey: values['api-key'], clock: 'real' })
  const server = mock.app.listen(port, values.host)
  server.once('error', (error) => fail(`cannot listen on ${values.host}:${port}: ${error.message}`))
  server.once('listening', () => {
    const address = server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    process.stdout.write(
      [
        `context-graph-mock listening on http://${host}:${address.port}`,
        `  base URL:  http://${host}:${address.port}/v1`,
        `  API key:   ${mock.apiKey} (all scopes)`,
        `  seed ${values.seed}, scenario ${values.scenario}`,
        `  try: curl -H 'Authorization: Bearer ${mock.apiKey}' http://${host}:${address.port}/v1/objects`,
        '',
      ].join('\n'),
    )
  })
  const stop = () => {
    mock.close()
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function openapi(args: string[]): void {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, control: { type: 'boolean', default: false } }, strict: true })
  const text = `${JSON.stringify(values.control ? createControlDocument() : createPublicDocument(), null, 2)}\n`
  if (values.out) writeFileSync(values.out, text)
  else process.stdout.write(text)
}

const [command, ...rest] = process.argv.slice(2)
try {
  if (command === 'serve') await serve(rest)
  else if (command === 'openapi') openapi(rest)
  else if (command === undefined || command === '--help' || command === '-h' || command === 'help') process.stdout.write(USAGE)
  else fail(`unknown command "${command}"`)
} catch (error) {
  fail((error as Error).message)
}
