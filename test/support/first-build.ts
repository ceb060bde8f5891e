// Run as its own process (`node --import tsx test/support/first-build.ts <operationId>`): prints
// the CPU milliseconds that building every schema the operation names took, in a process that has
// built none yet, as a server's first call of it does (test/unit/lazy-schemas.bounds.test.ts).
import { publicRoutes } from '../../src/http/routes/index.js'
import { resolveSchema } from '../../src/http/schemas/lazy.js'
import { cpuMs } from './cpu.js'

const operationId = process.argv[2]
const route = publicRoutes.find((candidate) => candidate.operationId === operationId)
if (!route) throw new Error(`no operation ${operationId}`)
const refs = [
  route.request?.params,
  route.request?.query,
  route.request?.body,
  ...Object.values(route.responses).flatMap((spec) => [spec.schema, ...Object.values(spec.alternatives ?? {})]),
].filter((ref) => ref !== undefined)
const started = cpuMs()
const built = refs.map((ref) => resolveSchema(ref))
const ms = cpuMs() - started
if (built.length === 0 || !built.every((schema) => typeof schema.safeParse === 'function'))
  throw new Error(`${operationId}: no schema built`)
process.stdout.write(`${JSON.stringify({ schemas: built.length, ms })}\n`)
