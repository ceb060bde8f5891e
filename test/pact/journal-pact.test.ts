import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNodeHandler, createNodeServer } from '../../src/adapters/node.js'
import { buildMockCore } from '../../src/mock/mock-core.js'
import { verifyCommand } from '../../src/verify/command.js'
import { scratchDir } from '../support/scratch.js'

async function verify(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await verifyCommand(
    args,
    (text) => (out += text),
    (text) => (err += text),
  )
  return { code, out, err }
}

describe('a pact exported from the journal', () => {
  it('passes verify --pact against a fresh mock with the same seed, states from the vocabulary only', async () => {
    const mock = buildMockCore({ seed: 1, clock: 'manual' })
    const server = createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit }))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: (await response.json().catch(() => null)) as any }
    }
    try {
      // A front end's session: it lists, creates a person and a company, reads and changes them, links
      // a task to the person, deletes the person and reads it once more.
      expect((await call('GET', '/v1/objects')).status).toBe(200)
      const people = await call('POST', '/v1/objects/person/records', { limit: 5 })
      expect(people.status).toBe(200)
      const seeded = people.body.data[0].id as string
      expect((await call('GET', `/v1/records/${seeded}`)).status).toBe(200)
      const grace = await call('POST', '/v1/objects/person', {
        attributes: { name: { first_name: 'Grace', last_name: 'Hopper' }, email_addresses: ['grace@example.test'] },
      })
      expect(grace.status).toBe(200)
      const acme = await call('POST', '/v1/objects/company', { attributes: { name: 'Acme', domains: ['acme.test'] } })
      expect(acme.status).toBe(200)
      expect((await call('GET', `/v1/records/${grace.body.id}`)).status).toBe(200)
      expect((await call('GET', `/v1/records/${acme.body.id}`)).status).toBe(200)
      const task = await call('POST', '/v1/tasks', { title: 'Call Grace' })
      expect(task.status).toBe(200)
      expect((await call('GET', `/v1/tasks/${task.body.id}`)).status).toBe(200)
      const patched = await call('PATCH', `/v1/records/${acme.body.id}`, { attributes: { name: 'Acme Rockets' } })
      expect(patched.status, JSON.stringify(patched.body)).toBe(200)
      expect((await call('GET', '/v1/tasks?limit=2')).status).toBe(200)
      expect((await call('GET', '/v1/tasks?limit=3')).status).toBe(200)
      expect((await call('GET', '/v1/objects/nope')).status).toBe(404)
      expect((await call('DELETE', `/v1/records/${grace.body.id}`)).status).toBe(200)
      expect((await call('GET', `/v1/records/${grace.body.id}`)).status).toBe(404)

      const pact = await mock.journal.toPact({ consumer: 'web-app', provider: 'context-graph-api' })
      const file = join(scratchDir('cgm-journal-pact-'), 'web-app.json')
      writeFileSync(file, JSON.stringify(pact, null, 2))
      const descriptions = pact.interactions.map((i) => i.description)
      expect(descriptions.filter((d) => d.startsWith('getRecord 200'))).toEqual(['getRecord 200'])
      expect(pact.metadata['context-graph-mock'].left_out).toEqual([])
      const named = (d: string) => pact.interactions.find((i) => i.description === d)!
      // What the session created is created again by a state, and its id taken from the state.
      expect(named('updateRecord 200').providerStates).toEqual([
        { name: 'a company with domain acme.test exists', params: { domain: 'acme.test' } },
      ])
      expect(named('updateRecord 200').request.generators).toEqual({
        path: { type: 'ProviderState', expression: '/v1/records/${company_id}', dataType: 'STRING' },
      })
      expect(named('getTask 200').providerStates).toEqual([
        { name: 'a task Call Grace exists', params: { title: 'Call Grace' } },
      ])
      expect(named('getRecord 404').providerStates).toEqual([
        {
          name: 'a person with e-mail grace@example.test existed and was deleted',
          params: { email: 'grace@example.test' },
        },
      ])
      // The seeded record needs no state: a fresh mock with the same seed has it.
      expect(named('getRecord 200').providerStates).toBeUndefined()
      expect(named('getRecord 200').request.path).toBe(`/v1/records/${seeded}`)

      const { code, out, err } = await verify(['--pact', file, '--seed', '1'])
      expect(err).toBe('')
      expect(code, out).toBe(0)
      expect(out).toContain(`${pact.interactions.length} passed, 0 failed, 0 skipped`)
    } finally {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      mock.close()
    }
  })
})
