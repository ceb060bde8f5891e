import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { controlComponents } from './schemas.js'

const Method = lazySchema(() => z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*']))

export const StaticOverrideBody = lazySchema(() =>
  z
    .strictObject({
      method: Method().describe('The method it answers, or * for any'),
      path: z
        .string()
        .min(1)
        .max(2000)
        .describe('The path in its short form: /v1/objects/{slug}, /v1/lists/* (covers /api/developers/v1 too)'),
      status: z.number().int().min(200).max(599).describe('The status it answers'),
      headers: z.record(z.string(), z.string().max(8192)).optional().describe('Response headers'),
      body: z.unknown().optional().describe('The JSON body it answers; none for an empty body'),
      times: z.number().int().min(1).optional().describe('Answer this many calls, then let the mock answer again'),
    })
    .register(controlComponents(), {
      id: 'StaticOverrideRequest',
      description: 'A static answer given instead of the mock for one method and path',
    }),
)

export const StaticOverrideSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      method: Method(),
      path: z.string(),
      status: z.number().int(),
      headers: z.record(z.string(), z.string()),
      body: z.unknown().optional(),
      times: z.number().int().nullable().describe('Calls left to answer; null for until removed'),
      hits: z.number().int(),
    })
    .register(controlComponents(), { id: 'StaticOverride', description: 'A static answer in place' }),
)

export const StaticOverrideList = lazySchema(() =>
  z.object({ data: z.array(StaticOverrideSchema()) }).register(controlComponents(), {
    id: 'StaticOverrideList',
    description: 'The static answers in place, newest last',
  }),
)

export const StaticOverrideParams = lazySchema(() => z.object({ id: z.string() }))
