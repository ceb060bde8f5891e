import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cleanEnv, finish, npxApp, ROOT, serve, start, stop, type Served } from './processes.js'

// The recipe of docs/control-api.md ("a test workspace per test, with the remote client"), run as
// the page says: four copies of its vitest file, `vitest run --pool threads --max-workers 4`,
// against one `serve`, in a scratch app where context-graph-mock is this package.

const PAGE = join(ROOT, 'docs', 'control-api.md')
const HEADING = '### Recipe: a test workspace per test, with the remote client'
const COPIES = 4

/** The recipe's ```ts block. */
function recipe(): string {
  const page = readFileSync(PAGE, 'utf8')
  const start = page.indexOf(HEADING)
  const section = page.slice(start, page.indexOf('\n## ', start))
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1]
  if (start === -1 || !block?.includes("from 'context-graph-mock/client'"))
    throw new Error(`docs/control-api.md has no ${HEADING} with a ts block importing context-graph-mock/client`)
  return block
}

let served: Served | undefined

afterAll(async () => {
  if (served) await stop(served.child)
})

it(`runs the remote client recipe in ${COPIES} vitest threads against one serve, each test in a workspace of its own`, async () => {
  const app = npxApp()
  writeFileSync(join(app, 'package.json'), '{ "name": "scratch-app", "private": true, "type": "module" }\n')
  symlinkSync(join(ROOT, 'node_modules', 'vitest'), join(app, 'node_modules', 'vitest'), 'dir')
  mkdirSync(join(app, 'test'))
  for (let n = 1; n <= COPIES; n++) writeFileSync(join(app, 'test', `api-${n}.test.ts`), recipe())
  served = await serve(['--port', '0', '--quiet'])

  const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
  const ran = await finish(
    start(
      process.execPath,
      [vitest, 'run', '--pool', 'threads', '--max-workers', String(COPIES), '--no-color'],
      { ...cleanEnv(), MOCK_URL: served.origin },
      app,
    ),
    'the recipe',
    120_000,
  )
  expect(ran.code, `${ran.stdout}\n${ran.stderr}`).toBe(0)
  expect(ran.stdout).toMatch(new RegExp(`Test Files\\s+${COPIES} passed`))
  expect(ran.stdout).toMatch(new RegExp(`Tests\\s+${COPIES * 2} passed`))
  // Every test deleted its workspace; none is left behind on the server.
  const listed = (await (await fetch(`${served.origin}/_mock/workspaces`)).json()) as { data: unknown[] }
  expect(listed.data).toEqual([])
}, 180_000)
