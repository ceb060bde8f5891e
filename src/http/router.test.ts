import { describe, expect, it } from 'vitest'
import { publicRoutes } from './routes/index.js'
import { defineRoute, type AnyRoute } from './route.js'
import { createRouter } from './router.js'

const route = (fields: Partial<AnyRoute> & Pick<AnyRoute, 'path'>): AnyRoute =>
  defineRoute({
    method: 'get',
    operationId: 'probe',
    summary: 'probe',
    description: 'probe',
    tag: 'Probe',
    responses: { 200: { description: 'ok' } },
    errors: [],
    handle: () => ({ status: 200 }),
    ...fields,
  })

describe('the router', () => {
  it('matches a path with its parameters, and names the methods a path allows', () => {
    const router = createRouter(publicRoutes)
    const found = router.match('GET', ['v1', 'records', '12'])
    expect(found.kind === 'found' && [found.route.operationId, found.params]).toEqual([
      'getRecord',
      { record_id: '12' },
    ])
    expect(router.match('put', ['v1', 'objects'])).toEqual({ kind: 'method', allowed: ['GET', 'POST'] })
  })

  it('refuses a table whose flags disagree with where the routes sit', () => {
    expect(() => createRouter([route({ path: '/v1/probe', scope: 'record.read' })])).toThrow(
      'GET /v1/probe: an operation under /v1 is public',
    )
    expect(() => createRouter([route({ path: '/v1/probe', public: true })])).toThrow(
      'GET /v1/probe: a public route needs a scope',
    )
    expect(() => createRouter([route({ path: '/_mock/probe', public: true, scope: 'record.read' })])).toThrow(
      'GET /_mock/probe: only an operation under /v1 is public',
    )
    expect(() => createRouter([route({ path: '/_mock/probe', scope: 'record.read' })])).toThrow(
      'GET /_mock/probe: only a public route has a scope',
    )
    expect(() => createRouter([route({ path: '/v1/probe', public: true, scope: 'record.read', admin: true })])).toThrow(
      'GET /v1/probe: a public route is not an admin route',
    )
    expect(() => createRouter([route({ path: '/_mock/probe', admin: true })])).not.toThrow()
  })
})
