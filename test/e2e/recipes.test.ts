import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cleanEnv, finish, npxApp, ROOT, serve, start, stop, type Served } from './processes.js'

// The recipes of docs/control-api.md, run as the page says in scratch apps where
// context-graph-mock is this package: "a test workspace per test, with the remote client" (four
// copies of its vitest file, `vitest run --pool threads --max-workers 4`, against one `serve`) and
// "a Playwright fixture" (its three files, `playwright test --workers 2`, against one `serve`).

const PAGE = join(ROOT, 'docs', 'control-api.md')
const HEADING = '### Recipe: a test workspace per test, with the remote client'
const PLAYWRIGHT_HEADING = '### Recipe: a Playwright fixture'
const COPIES = 4

/** The ```ts blocks of a recipe's section of the page. */
function blocks(heading: string): string[] {
  const page = readFileSync(PAGE, 'utf8')
  const start = page.indexOf(heading)
  if (start === -1) throw new Error(`docs/control-api.md has no ${heading}`)
  const section = page.slice(start, page.indexOf('\n## ', start))
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!)
}

/** The recipe's ```ts block. */
function recipe(): string {
  const block = blocks(HEADING)[0]
  if (!block?.includes("from 'context-graph-mock/client'"))
    throw new Error(`docs/control-api.md has no ${HEADING} with a ts block importing context-graph-mock/client`)
  return block
}

/** The Playwright recipe's files: each block's first line names it (`// tests/fixtures.ts`). */
function playwrightFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const block of blocks(PLAYWRIGHT_HEADING)) {
    const path = /^\/\/ ([\w./-]+)\n/.exec(block)?.[1]
    if (!path) throw new Error(`a ts block of ${PLAYWRIGHT_HEADING} does not start with // <its file>`)
    files.set(path, block)
  }
  return files
}

const servers: Served[] = []

afterAll(async () => {
  await Promise.all(servers.map((served) => stop(served.child)))
})

it(`runs the remote client recipe in ${COPIES} vitest threads against one serve, each test in a workspace of its own`, async () => {
  const app = npxApp()
  writeFileSync(join(app, 'package.json'), '{ "name": "scratch-app", "private": true, "type": "module" }\n')
  symlinkSync(join(ROOT, 'node_modules', 'vitest'), join(app, 'node_modules', 'vitest'), 'dir')
  mkdirSync(join(app, 'test'))
  for (let n = 1; n <= COPIES; n++) writeFileSync(join(app, 'test', `api-${n}.test.ts`), recipe())
  const served = await serve(['--port', '0', '--quiet'])
  servers.push(served)

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

it('runs the Playwright fixture recipe with 2 workers against one serve, each test in a workspace of its own', async () => {
  const files = playwrightFiles()
  expect([...files.keys()].sort()).toEqual(['playwright.config.ts', 'tests/fixtures.ts', 'tests/people.spec.ts'])
  const app = npxApp()
  writeFileSync(join(app, 'package.json'), '{ "name": "scratch-app", "private": true, "type": "module" }\n')
  for (const name of ['@playwright/test', '@sparticuz/chromium']) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true })
    symlinkSync(join(ROOT, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  }
  for (const [path, text] of files) {
    mkdirSync(dirname(join(app, path)), { recursive: true })
    writeFileSync(join(app, path), text)
  }
  const served = await serve(['--port', '0', '--quiet'])
  servers.push(served)

  const playwright = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js')
  const ran = await finish(
    start(
      process.execPath,
      [playwright, 'test', '--workers', '2', '--reporter', 'list'],
      // Nothing may download a browser: the config launches @sparticuz/chromium's.
      { ...cleanEnv(), MOCK_URL: served.origin, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: '1' },
      app,
    ),
    'the Playwright recipe',
    120_000,
  )
  expect(ran.code, `${ran.stdout}\n${ran.stderr}`).toBe(0)
  expect(ran.stdout).toMatch(/Running 2 tests using 2 workers/)
  expect(ran.stdout).toMatch(/\b2 passed\b/)
  expect(ran.stdout).not.toMatch(/failed|flaky|skipped/)
  // Every test deleted its workspace; none is left behind on the server.
  const listed = (await (await fetch(`${served.origin}/_mock/workspaces`)).json()) as { data: unknown[] }
  expect(listed.data).toEqual([])
}, 180_000)
