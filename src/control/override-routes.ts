import { ApiError } from '../core/errors.js'
import { defineRoute, type AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import {
  StaticOverrideBody,
  StaticOverrideList,
  StaticOverrideParams,
  StaticOverrideSchema,
} from './override-schemas.js'

const tag = 'Control'

/**
 * Static answers over HTTP (`/_mock/overrides`): what `mock.override` does in process, for clients
 * in any language, as WireMock's stubs are.
 */
export function overrideRoutes(control: ControlFunctions): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/_mock/overrides',
      admin: true,
      operationId: 'addOverride',
      tag,
      summary: 'Answer a method and path with a static response',
      description:
        'From now on, calls of the method to the path (short form, covering /api/developers/v1 and the ' +
        'base path) get this status, headers and JSON body instead of the mock: for the next `times` ' +
        'calls, or until removed. The newest override of a path wins; faults still apply first.',
      request: { body: StaticOverrideBody, bodyRequired: true },
      responses: { 200: { description: 'The override in place', schema: StaticOverrideSchema } },
      errors: [],
      handle: ({ body }) => {
        try {
          return { status: 200, body: control.staticOverrides.add(body) }
        } catch (error) {
          if (error instanceof RangeError) throw new ApiError(400, `Invalid request body: ${error.message}`)
          throw error
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/overrides',
      admin: true,
      operationId: 'listOverrides',
      tag,
      summary: 'List the static overrides',
      description: 'The static answers in place, oldest first, with their hits and the calls left.',
      responses: { 200: { description: 'The overrides', schema: StaticOverrideList } },
      errors: [],
      handle: () => ({ status: 200, body: { data: control.staticOverrides.list() } }),
    }),
    defineRoute({
      method: 'delete',
      path: '/_mock/overrides/{id}',
      admin: true,
      operationId: 'removeOverride',
      tag,
      summary: 'Remove a static override',
      description: 'The mock answers that method and path again.',
      request: { params: StaticOverrideParams },
      responses: { 200: { description: 'Removed' } },
      errors: [404],
      handle: ({ params }) => {
        if (!control.staticOverrides.remove(params.id)) throw new ApiError(404, `No override with id ${params.id}`)
        return { status: 200 }
      },
    }),
  ]
}
