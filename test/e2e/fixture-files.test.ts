import { describe, expect, it } from 'vitest'
import { call, serve } from './processes.js'

// The example fixtures of fixtures/ served as the README says: `context-graph-mock serve --fixtures
// fixtures/<name>.yaml`, from the package root. test/unit/fixture-files.test.ts checks what each holds.

/** What each example holds: people and companies, and the connect flows left pending. */
const EXAMPLES: Array<[string, { people: number; companies: number; flows: string[] }]> = [
  ['people.yaml', { people: 3, companies: 0, flows: [] }],
  ['companies.yaml', { people: 3, companies: 2, flows: [] }],
  ['list.yaml', { people: 3, companies: 0, flows: [] }],
  ['tasks.yaml', { people: 1, companies: 1, flows: [] }],
  ['connect-flow.yaml', { people: 1, companies: 0, flows: ['email/google'] }],
]

describe('serve --fixtures fixtures/<name>.yaml', () => {
  it.each(EXAMPLES)('serves %s', async (name, expected) => {
    const served = await serve(['--port', '0', '--quiet', '--fixtures', `fixtures/${name}`])
    const total = async (object: string) =>
      (await call(`${served.origin}/v1/objects/${object}/records`, { method: 'POST', key: served.apiKey, body: {} }))
        .body.total
    expect({
      people: await total('person'),
      companies: await total('company'),
      flows: (await call(`${served.origin}/_mock/in-flight`)).body.connect_flows.map(
        (flow: { type: string; provider: string }) => `${flow.type}/${flow.provider}`,
      ),
    }).toEqual(expected)
  })
})
