import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { finish, ROOT, run, serve, start, call } from './processes.js'

const DIST = join(ROOT, 'dist', 'src')
const PACKAGE_VERSION = (await import('../../src/version.js')).PACKAGE_VERSION

// The built CLI runs its bundle through the V8 code cache the build wrote (decision 0039).
describe('the built CLI and its code cache', () => {
  let copy: string | undefined
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
    copy = undefined
  })

  /** The entry and the bundle alone, in a directory of their own, with `cache` as their cache file. */
  function entryWith(cache: Buffer | undefined): string {
    copy = mkdtempSync(join(tmpdir(), 'cgm-code-cache-'))
    for (const file of ['cli.js', 'cli.bundle.cjs']) copyFileSync(join(DIST, file), join(copy, file))
    if (cache) writeFileSync(join(copy, 'cli.bundle.cache'), cache)
    return join(copy, 'cli.js')
  }

  const report = { CONTEXT_GRAPH_MOCK_CODE_CACHE: 'report' }

  it('uses the cache the build wrote, and serves with it', async () => {
    const version = await run(['--version'], report)
    expect(version).toMatchObject({ code: 0, stdout: `${PACKAGE_VERSION}\n`, stderr: 'code cache: used\n' })

    const { origin, apiKey } = await serve(['--port', '0'], report)
    const objects = await call(`${origin}/v1/objects`, { key: apiKey })
    expect(objects.status).toBe(200)
  })

  it('runs the same without a cache, or with one V8 rejects', async () => {
    for (const [cache, said] of [
      [undefined, 'absent'],
      [Buffer.from('not a code cache'), 'rejected'],
    ] as const) {
      const entry = entryWith(cache)
      const result = await finish(start(process.execPath, [entry, '--version'], report), 'the copied CLI')
      expect(result).toMatchObject({ code: 0, stdout: `${PACKAGE_VERSION}\n`, stderr: `code cache: ${said}\n` })
      rmSync(copy!, { recursive: true, force: true })
    }
  })

  it("loads the bundle's dynamic imports (the OpenAPI document) from the tree beside it", async () => {
    const result = await run(['openapi'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ openapi: '3.1.0' })
  })
})
