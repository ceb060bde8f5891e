import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeHandler, createNodeServer } from '../../src/adapters/node.js'
import { buildMockCore, type MockCore } from '../../src/mock/mock-core.js'
import { UsageError, verifyCommand } from '../../src/verify/command.js'
import { scratchDir } from '../support/scratch.js'
import { withoutBuckets } from '../support/state.js'

const FIXTURE_PACTS = resolve(import.meta.dirname, '../fixtures/consumer-app/pacts')
const FIXTURE_PACT = join(FIXTURE_PACTS, 'contacts-app-context-graph.json')

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await verifyCommand(
    args,
    (text) => {
      out += text
    },
    (text) => {
      err += text
    },
  )
  return { code, out, err }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections()
  await new Promise<void>((done) => server.close(() => done()))
}

describe('verify --pact: a consumer project’s own pacts against a fresh mock', () => {
  it('passes the contacts app’s pact, with states read from the names', async () => {
    const { code, out } = await run(['--pact', FIXTURE_PACTS])
    expect(code).toBe(0)
    expect(out).toMatch(/PASS\s+pact\s+contacts-app\s+a request for a contact/)
    expect(out).toMatch(/PASS\s+pact\s+contacts-app\s+a request to add a note/)
    expect(out).toContain('2 passed, 0 failed, 0 skipped')
  })

  it('fails on an unknown state, listing the known ones and how to add one', async () => {
    const dir = scratchDir('cgm-unknown-state-')
    const file = join(dir, 'pact.json')
    writeFileSync(
      file,
      readFileSync(FIXTURE_PACT, 'utf8').replaceAll(
        'a person with e-mail grace@example.test exists',
        'a contact with a birthday today exists',
      ),
    )
    const { code, err, out } = await run(['--pact', file])
    expect(code).toBe(1)
    expect(out).not.toContain('passed,')
    expect(err).toContain('Unknown provider states:')
    expect(err).toContain(
      '"a contact with a birthday today exists" (interaction "a request for a contact" in pact.json)',
    )
    expect(err).toContain('"a person with e-mail {email} exists" (provides person_id)')
    expect(err).toContain('"the key lacks {scope}"')
    expect(err).toContain('--state-handlers module.js')
    expect(err).toContain('--fixtures <file>')
  })

  it('adds states from --state-handlers', async () => {
    const dir = scratchDir('cgm-state-handlers-')
    const file = join(dir, 'pact.json')
    writeFileSync(
      file,
      readFileSync(FIXTURE_PACT, 'utf8').replaceAll(
        'a person with e-mail grace@example.test exists',
        'a contact with a birthday today exists',
      ),
    )
    const handlers = join(dir, 'states.mjs')
    writeFileSync(
      handlers,
      `export default [{
        name: 'a contact with a birthday today exists',
        description: 'Grace, born today',
        provides: ['person_id'],
        async setup(target) {
          const r = await target.api('POST', '/v1/objects/person', { attributes: { name: 'Grace Hopper', email_addresses: ['grace@example.test'] } })
          return { person_id: r.body.id }
        },
      }]\n`,
    )
    const { code, out } = await run(['--pact', file, '--state-handlers', handlers])
    expect(code).toBe(0)
    expect(out).toContain('2 passed, 0 failed, 0 skipped')
  })

  it('loads a seed file with --fixtures before every interaction, taking other state names as given by it', async () => {
    const dir = scratchDir('cgm-fixtures-')
    writeFileSync(
      join(dir, 'seed.yaml'),
      'records:\n  - { object: person, ref: grace, values: { name: Grace Hopper, email_addresses: [grace@navy.example] } }\n',
    )
    const interaction = (description: string) => ({
      type: 'Synchronous/HTTP',
      description,
      providerStates: [{ name: 'Grace Hopper is one of our contacts' }],
      request: {
        method: 'POST',
        path: '/v1/search',
        headers: { Authorization: ['Bearer cgm_dev_key'], 'Content-Type': ['application/json'] },
        body: { content: { query: 'Grace Hopper' }, contentType: 'application/json', encoded: false },
      },
      response: {
        status: 200,
        body: {
          content: { results: { person: [{ primary_value: 'Grace Hopper' }] } },
          contentType: 'application/json',
          encoded: false,
        },
      },
    })
    const pact = {
      consumer: { name: 'seeded-app' },
      provider: { name: 'context-graph' },
      interactions: [interaction('a search for Grace'), interaction('a search for Grace again')],
      metadata: { pactSpecification: { version: '4.0' } },
    }
    writeFileSync(join(dir, 'pact.json'), JSON.stringify(pact))
    const { code, out } = await run(['--pact', join(dir, 'pact.json'), '--fixtures', join(dir, 'seed.yaml')])
    expect(out).toContain('2 passed, 0 failed, 0 skipped')
    expect(code).toBe(0)
    // Without the seed file, the state is unknown.
    expect((await run(['--pact', join(dir, 'pact.json')])).code).toBe(1)
    writeFileSync(join(dir, 'bad.yaml'), 'records:\n  - { object: planet, ref: x, values: { name: Mars } }\n')
    await expect(run(['--pact', join(dir, 'pact.json'), '--fixtures', join(dir, 'bad.yaml')])).rejects.toThrow(
      /--fixtures .*bad.yaml: .*planet/,
    )
  })

  it('prints the vocabulary with --list-states', async () => {
    const { code, out } = await run(['--list-states'])
    expect(code).toBe(0)
    expect(out).toContain('  - "a person with e-mail {email} exists" (provides person_id): Creates a person')
    expect(out).toContain('  - "the key has used up its connect calls":')
  })

  it('refuses --base-url without --api-key, and neither --pact nor --base-url', async () => {
    await expect(run(['--base-url', 'http://127.0.0.1:1'])).rejects.toThrow(UsageError)
    await expect(run([])).rejects.toThrow('give --pact')
    await expect(run(['--pact', '/nonexistent/pacts'])).rejects.toThrow('no such file or directory')
  })
})

describe('verify --base-url: any server against the shipped pacts and the OpenAPI document', () => {
  let mock: MockCore
  let server: Server
  let url: string
  beforeAll(async () => {
    mock = buildMockCore({ seed: 1, clock: 'manual' })
    server = createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit }))
    url = await listen(server)
  })
  afterAll(async () => {
    mock.close()
    await close(server)
  })

  it('passes against our own server behind the gateway prefix, writes JUnit XML, and leaves no data behind', async () => {
    const count = async () => {
      const response = await mock.fetch('/v1/objects/person/records', {
        method: 'POST',
        headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
        body: '{"limit":1}',
      })
      return ((await response.json()) as any).total as number
    }
    const before = await count()
    const junit = join(scratchDir('cgm-junit-'), 'verify.xml')
    const { code, out } = await run(['--base-url', `${url}/api/developers`, '--api-key', mock.apiKey, '--junit', junit])
    expect(out).toMatch(/\d+ passed, 0 failed, 0 skipped/)
    expect(code).toBe(0)
    expect(out).toMatch(/PASS\s+operation\s+createTask/)
    expect(out).toMatch(/PASS\s+pact\s+context-graph-cli\s+a request to create a person/)
    const xml = readFileSync(junit, 'utf8')
    expect(xml).toMatch(/<testsuites name="context-graph-mock verify" tests="\d+" failures="0" skipped="0">/)
    expect(xml).toContain('<testcase classname="createTask" name="createTask"/>')
    expect(await count()).toBe(before)
    const objects = await (
      await mock.fetch('/v1/objects', { headers: { authorization: `Bearer ${mock.apiKey}` } })
    ).json()
    expect((objects as any).data.map((o: any) => o.slug)).toEqual(['person', 'company'])
  })

  describe('against a broken test double', () => {
    let double: Server
    let doubleUrl: string
    let onClose = () => {}
    beforeAll(async () => {
      // In front of a mock: it renames a task's title, drops DELETE /v1/notes/{id}'s 200 for 204,
      // and answers a record page's total as a string. No /_mock endpoints: it is not a mock.
      // A real clock with short job steps: jobs finish while verify polls them on the wall clock.
      const inner = buildMockCore({ seed: 1, clock: 'real', jobSteps: '50ms' })
      onClose = () => inner.close()
      double = createServer(async (req, res) => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const path = req.url!.replace(/^\/api\/developers/, '')
        if (path.startsWith('/_mock')) {
          res.writeHead(404).end()
          return
        }
        const response = await inner.fetch(path, {
          method: req.method!,
          headers: req.headers as Record<string, string>,
          ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        })
        if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
          res.writeHead(response.status, { 'content-type': 'text/event-stream' })
          const reader = response.body!.getReader()
          res.on('close', () => void reader.cancel())
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value)
          return
        }
        let text = await response.text()
        let status = response.status
        if (req.method === 'GET' && /^\/v1\/tasks\/\d+$/.test(path) && status === 200)
          text = text.replace('"title":', '"name":')
        if (req.method === 'DELETE' && /^\/v1\/notes\/\d+$/.test(path) && status === 200) status = 204
        if (req.method === 'POST' && path === '/v1/objects/person/records' && status === 200)
          text = text.replace(/"total":(\d+)/, '"total":"$1"')
        res.writeHead(status, { 'content-type': response.headers.get('content-type') ?? 'application/json' })
        res.end(status === 204 ? undefined : text)
      })
      doubleUrl = await listen(double)
    })
    afterAll(async () => {
      onClose()
      await close(double)
    })

    it('fails, naming the operation and the field', async () => {
      const junit = join(scratchDir('cgm-junit-'), 'verify.xml')
      const { code, out } = await run([
        '--base-url',
        `${doubleUrl}/api/developers`,
        '--api-key',
        'cgm_dev_key',
        '--junit',
        junit,
      ])
      expect(code).toBe(1)
      expect(out).toMatch(
        /FAIL\s+operation\s+getTask\n\s+getTask 200: title: is required but missing; getTask 200: name: is not declared/,
      )
      expect(out).toMatch(
        /FAIL\s+operation\s+deleteNote\n\s+DELETE \/v1\/notes\/\d+ answered 204, expected 200; deleteNote: status 204 is not declared/,
      )
      expect(out).toMatch(/FAIL\s+operation\s+listRecords\n\s+listRecords 200: total: must be integer/)
      // Under each failed check, its fields: JSON path, expected, actual.
      expect(out).toMatch(
        /getTask 200: name: is not declared\n {8}\$\.title: expected present \(required\), actual \(missing\)\n {8}\$\.name: expected absent \(not declared\), actual "/,
      )
      expect(out).toMatch(/listRecords 200: total: must be integer\n {8}\$\.total: expected integer, actual "?[^\n]+/)
      expect(out).toMatch(/FAIL\s+pact\s+context-graph-cli\s+a request for a page of people\n.*\$\.total/)
      // Not a mock: a state that needs its control endpoints is skipped, with the reason.
      expect(out).toMatch(
        /SKIP\s+pact\s+context-graph-cli\s+a request to create a person with a key that lacks record.write\n\s+state "the key lacks \{scope\}": a key with chosen scopes/,
      )
      expect(out).toMatch(/SKIP\s+operation\s+disconnectIntegration/)
      expect(out).toMatch(/PASS\s+operation\s+createTask/)
      const xml = readFileSync(junit, 'utf8')
      expect(xml).toMatch(
        /<testcase classname="getTask" name="getTask">\n\s+<failure message="getTask 200: title: is required but missing/,
      )
      expect(xml).toMatch(/failures="[1-9]\d*"/)
    })
  })
})

describe('verify --base-url against a running mock leaves it as it found it', () => {
  for (const clock of ['manual', 'real'] as const) {
    it(`with a ${clock} clock: the same snapshot after, and the clock not moved`, async () => {
      const mock = buildMockCore({ seed: 1, clock, jobSteps: clock === 'real' ? '50ms' : '2s' })
      const server = createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit }))
      const url = await listen(server)
      try {
        // A developer's state: a task, a key, a connect flow approved.
        const auth = { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' }
        await mock.fetch('/v1/tasks', { method: 'POST', headers: auth, body: '{"title":"Mine"}' })
        mock.createKey({ scopes: ['record.read'] })
        const flow = await (
          await mock.fetch('/v1/integrations/crm/hubspot/connect', { method: 'POST', headers: auth })
        ).json()
        mock.integrations.approve((flow as { connect_id: string }).connect_id)
        const before = mock.snapshot()
        const offset = mock.clock.now() - Date.now()

        const { code, out } = await run(['--base-url', url, '--api-key', mock.apiKey])
        expect(out).toContain('and its state is restored after the checks')
        expect(out).toMatch(/\d+ passed, 0 failed/)
        expect(code).toBe(0)
        const after = mock.snapshot()
        if (clock === 'manual') expect(after).toEqual(before)
        else {
          // A real clock runs on: only its instant (and the buckets refilled with it) may differ.
          expect({ ...withoutBuckets(after), now: 0 }).toEqual({ ...withoutBuckets(before), now: 0 })
          expect(Math.abs(mock.clock.now() - Date.now() - offset)).toBeLessThan(1_000)
        }
        // Nothing of the checks is left: no key of theirs, no insight about Ada Lovelace.
        expect(mock.listKeys().map((key) => key.token_id)).toEqual(
          before.base.keys.map((key) => key.token_id).concat(['2']),
        )
        const insights = await (await mock.fetch('/v1/insights?last=30d&limit=100', { headers: auth })).text()
        expect(insights).not.toContain('Verify')
      } finally {
        mock.close()
        await close(server)
      }
    }, 60_000)
  }

  it('stops before changing anything when the mock cannot take its state back', async () => {
    const mock = buildMockCore({ seed: 1, clock: 'manual', adminToken: 'secret' })
    const server = createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit }))
    const url = await listen(server)
    try {
      const before = mock.snapshot()
      const { code, err } = await run(['--base-url', url, '--api-key', mock.apiKey])
      expect(code).toBe(1)
      expect(err).toContain(`GET ${url}/_mock/snapshot answered 401`)
      expect(err).toContain('nothing was changed')
      expect(mock.snapshot()).toEqual(before)
    } finally {
      mock.close()
      await close(server)
    }
  })
})
