import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createMockCore } from '../../src/node-core.js'
import { createRecording } from '../../src/proxy/recording.js'
import { createRecordingFile } from '../../src/proxy/recording-file.js'
import type { ProxiedCall } from '../../src/proxy/proxy.js'
import { scratchDir } from '../support/scratch.js'
import { call, serve } from './processes.js'
import { double, json, servedMock, servedProxy } from './proxy-support.js'

const KEY = 'cgm_dev_key'

/** A proxy to `target` whose calls feed a recording written to `file`. */
async function recordingProxy(target: string, file: string) {
  let observe: (call: ProxiedCall) => void = () => undefined
  const served = await servedProxy(target, { onCall: (c) => observe(c) })
  const recording = createRecording(served.proxy.isKey)
  const writer = createRecordingFile(file, recording)
  observe = (c) => {
    if (recording.observe(c)) writer.changed()
  }
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await call(`${served.origin}${path}`, { method, key: KEY, body })
    expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300)
    return response.body
  }
  return { ...served, recording, writer, api }
}

describe('proxy --record', () => {
  it('records what the answers showed in the fixture format, newest state, refs not ids, deletes gone', async () => {
    const behind = await servedMock({ scenario: 'empty' })
    const file = join(scratchDir('cgm-record-'), 'session.yaml')
    const { api, writer, proxy } = await recordingProxy(behind.origin, file)
    const objects = (await api('GET', '/v1/objects')).data as { id: string; slug: string }[]
    const objectId = (slug: string) => objects.find((o) => o.slug === slug)!.id
    const ada = await api('POST', '/v1/objects/person', {
      attributes: {
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        email_addresses: ['ada@analytical.example.test'],
        job_title: 'Engineer',
      },
    })
    await api('PATCH', `/v1/records/${ada.id}`, { attributes: { job_title: 'Head of Engineering' } })
    const company = await api('POST', '/v1/objects/company', {
      attributes: { name: 'Analytical Engines', domains: ['analytical.example.test'] },
    })
    const temporary = await api('POST', '/v1/objects/person', { attributes: { name: 'Passing Through' } })
    await api('DELETE', `/v1/records/${temporary.id}`)
    await api('POST', '/v1/tasks', { title: 'Send Ada the proposal', priority: 'high', entity_ids: [ada.id] })
    await api('POST', '/v1/notes', { title: 'Call with Ada', content: 'Before Monday', entity_id: ada.id })
    const list = await api('POST', '/v1/objects/person/lists', { name: 'Follow-ups', slug: 'follow-ups' })
    await api('POST', `/v1/lists/${list.id}`, { parent_id: ada.id })
    const definition = await api('POST', '/v1/relationships', {
      type: 'one_to_many',
      entity_definition_1_id: objectId('company'),
      entity_definition_2_id: objectId('person'),
      entity_1_to_2_predicate: 'employs',
      entity_2_to_1_predicate: 'works at',
    })
    await api('POST', `/v1/records/${company.id}/relationships`, {
      definition_id: definition.id,
      entity_1_id: company.id,
      entity_2_id: ada.id,
    })
    const adaNow = await api('GET', `/v1/records/${ada.id}`)
    await proxy.settled()
    writer.flush()
    const text = readFileSync(file, 'utf8')
    expect(text).not.toContain(ada.id)
    expect(parse(text)).toEqual({
      records: [
        {
          object: 'company',
          ref: 'company-1',
          values: { name: 'Analytical Engines', domains: ['analytical.example.test'], industries: [] },
        },
        {
          object: 'person',
          ref: 'person-1',
          values: {
            name: { first_name: 'Ada', last_name: 'Lovelace' },
            email_addresses: ['ada@analytical.example.test'],
            job_title: 'Head of Engineering',
          },
        },
      ],
      relationships: [
        {
          type: 'one_to_many',
          object_1: 'company',
          object_2: 'person',
          entity_1_to_2_predicate: 'employs',
          entity_2_to_1_predicate: 'works at',
          links: [['company-1', 'person-1']],
        },
      ],
      lists: [
        {
          object: 'person',
          name: 'Follow-ups',
          slug: 'follow-ups',
          name_plural: expect.any(String),
          members: ['person-1'],
        },
      ],
      tasks: [{ title: 'Send Ada the proposal', priority: 'high', records: ['person-1'] }],
      notes: [{ title: 'Call with Ada', content: 'Before Monday', record: 'person-1' }],
    })

    // serve --fixtures FILE answers the recorded things with the same values (ids and times differ).
    const served = await serve(['--port', '0', '--fixtures', file, '--clock', 'manual'])
    const people = await call(`${served.origin}/v1/objects/person/records`, {
      method: 'POST',
      key: served.apiKey,
      body: {},
    })
    expect(people.body.data.map((r: { attributes: object }) => r.attributes)).toEqual([adaNow.attributes])
    expect(adaNow.attributes.job_title).toBe('Head of Engineering')
    const tasks = await call(`${served.origin}/v1/tasks`, { key: served.apiKey })
    expect(tasks.body.data).toMatchObject([
      { title: 'Send Ada the proposal', priority: 'high', entity_ids: [people.body.data[0].id] },
    ])
    const links = await call(`${served.origin}/v1/relationships`, { key: served.apiKey })
    expect(
      links.body.data.some((d: { entity_1_to_2_predicate: string }) => d.entity_1_to_2_predicate === 'employs'),
    ).toBe(true)
  })

  it('keeps no key, token or password in the recording', async () => {
    const target = await double((_req, res) =>
      json(res, 200, {
        id: '7',
        object_id: '1',
        type: 'person',
        workspace_id: '1',
        created_at: '2026-01-15T10:00:00Z',
        updated_at: '2026-01-15T10:00:00Z',
        attributes: { name: 'Eve', password: 'hunter2', token: 't0k3n', nickname: 'cgm_secret_key' },
      }),
    )
    const file = join(scratchDir('cgm-record-'), 'secrets.json')
    const { proxy, writer, origin } = await recordingProxy(target.origin, file)
    await fetch(`${origin}/v1/records/7`, { headers: { authorization: 'Bearer cgm_secret_key' } })
    await proxy.settled()
    writer.flush()
    const text = readFileSync(file, 'utf8')
    expect(JSON.parse(text)).toEqual({ records: [{ object: 'person', ref: 'person-1', values: { name: 'Eve' } }] })
    for (const secret of ['hunter2', 't0k3n', 'cgm_secret_key']) expect(text).not.toContain(secret)
  })
})
