import { describe, expect, it } from 'vitest'
import { createRecording, type Recording } from '../../src/proxy/recording.js'
import { formatProxyJUnit } from '../../src/proxy/report.js'
import { createShadow, type Shadow } from '../../src/proxy/shadow.js'
import { call } from './processes.js'
import { double, json, servedMock, servedProxy } from './proxy-support.js'

const KEY = 'cgm_dev_key'

/** A proxy with --shadow: each answered call is compared with a mock seeded from the recording so far. */
async function shadowProxy(target: string) {
  let recording: Recording | undefined
  let shadow: Shadow | undefined
  const served = await servedProxy(target, {
    onCall: async (c) => {
      const drift = await shadow!.compare(c)
      recording!.observe(c)
      return drift
    },
  })
  recording = createRecording(served.proxy.isKey)
  shadow = createShadow(recording)
  const api = (method: string, path: string, body?: unknown) =>
    call(`${served.origin}${path}`, { method, key: KEY, body })
  return { ...served, shadow, api }
}

describe('proxy --shadow', () => {
  it('finds no drift against a correct target (a mock of the same build)', async () => {
    const behind = await servedMock({ scenario: 'empty' })
    const { api, proxy, shadow } = await shadowProxy(behind.origin)
    try {
      const ada = (
        await api('POST', '/v1/objects/person', {
          attributes: { name: 'Ada Lovelace', email_addresses: ['ada@example.test'] },
        })
      ).body
      expect((await api('GET', `/v1/records/${ada.id}`)).status).toBe(200)
      await api('PATCH', `/v1/records/${ada.id}`, { attributes: { job_title: 'Engineer' } })
      const task = (await api('POST', '/v1/tasks', { title: 'Write to Ada', entity_ids: [ada.id] })).body
      expect((await api('GET', `/v1/tasks/${task.id}`)).status).toBe(200)
      expect((await api('GET', '/v1/tasks/999')).status).toBe(404)
      await proxy.settled()
      const report = proxy.report.summary()
      expect(report.operations.map((op) => op.operationId)).toEqual([
        'createRecord',
        'createTask',
        'getRecord',
        'getTask',
        'updateRecord',
      ])
      expect(report.operations.flatMap((op) => op.drift)).toEqual([])
    } finally {
      shadow.close()
    }
  })

  it('reports drift by operationId and path: status, fields present, field types, error classes', async () => {
    const task = {
      id: '12',
      title: 'Call Ada',
      description: '',
      priority: 'high',
      is_completed: false,
      assignee_ids: [],
      entity_ids: [],
      created_by: 'developer_api',
      created_by_id: '1',
      created_at: '2026-01-15T10:00:00Z',
    }
    const target = await double((req, res) => {
      if (req.method === 'POST') return json(res, 200, task)
      if (req.method === 'GET') return json(res, 200, { id: 12, title: 'Call Ada', is_completed: 'no', surprise: 1 })
      return json(res, 500, { code: 500, message: 'broken' })
    })
    const { api, proxy, shadow, log } = await shadowProxy(target.origin)
    try {
      await api('POST', '/v1/tasks', { title: 'Call Ada', priority: 'high' })
      await api('GET', '/v1/tasks/12')
      await api('DELETE', '/v1/tasks/12')
      await proxy.settled()
      const byId = Object.fromEntries(proxy.report.summary().operations.map((op) => [op.operationId, op.drift]))
      expect(byId.createTask).toEqual([])
      expect(byId.getTask).toEqual(
        expect.arrayContaining([
          { kind: 'type', path: '$.id', target: 'number', mock: 'string', count: 1 },
          { kind: 'type', path: '$.is_completed', target: 'string', mock: 'boolean', count: 1 },
          { kind: 'field', path: '$.surprise', target: 'present', mock: 'absent', count: 1 },
          { kind: 'field', path: '$.priority', target: 'absent', mock: 'present', count: 1 },
        ]),
      )
      expect(byId.deleteTask).toEqual([
        { kind: 'status', path: '(status)', target: '500', mock: '200', count: 1 },
        { kind: 'error_class', path: '(status)', target: '5xx', mock: '2xx', count: 1 },
      ])
      expect(log).toContainEqual(expect.stringContaining('drift getTask type $.id: target number, mock string'))
      const xml = formatProxyJUnit(proxy.report.summary())
      expect(xml).toContain('<testcase classname="deleteTask" name="DELETE /v1/tasks/{task_id}">')
      expect(xml).toContain('drift error_class (status): target 5xx, mock 2xx')
    } finally {
      shadow.close()
    }
  })
})
