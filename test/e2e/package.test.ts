import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { banner, ROOT, start, stop } from './processes.js'

// The package as a user gets it: `npm pack`, installed from the tarball into a scratch app that
// has its own msw (another 2.x version than the one this repo develops with), type-checked and run.

/** An msw 2.x version other than the repo's dev pin (2.15.0): the app's own copy. */
const APP_MSW = '2.14.7'
/** The Vite the Vite app builds with (a version that runs on Node 20.19). */
const APP_VITE = '8.3.8'
/** npm install from the registry; the longest step, bounded so a dead network fails the test. */
const INSTALL_MS = 240_000
/** The whole file's budget: pack, three installs, tsc, node, a Vite build. */
const FILE_MS = 360_000

const execFileAsync = promisify(execFile)
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  version: string
  devDependencies: Record<string, string>
}

/** The environment without what `npm test` sets for this repo, so npm in the app sees the app. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (
      /^npm_(package|lifecycle)_/i.test(name) ||
      /^npm_config_(local_prefix|prefix|global)$/i.test(name) ||
      name === 'INIT_CWD'
    )
      continue
    env[name] = value
  }
  return {
    ...env,
    NO_COLOR: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  }
}

async function exec(
  command: string,
  args: string[],
  cwd: string,
  timeout = 60_000,
): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(command, args, { cwd, env: cleanEnv(), timeout, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}: ${failed.message}\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    )
  }
}

/** The docs' in-process example: the first ```ts block of docs/in-process.md. */
function readmeExample(): string {
  const page = readFileSync(join(ROOT, 'docs', 'in-process.md'), 'utf8')
  const block = /```ts\n([\s\S]*?)```/.exec(page)?.[1]
  if (!block || !block.includes("from 'context-graph-mock'"))
    throw new Error('docs/in-process.md has no ```ts example importing context-graph-mock first')
  return block
}

/** Run by node in the app: what importing the package loads, and MSW handlers answering fetch. */
const CHECK_SCRIPT = `
import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
const fromExpress = () => Object.keys(require.cache).filter((file) => file.includes('/node_modules/express/')).length
const result = { expressBeforeImport: fromExpress() }
const { createMock } = await import('context-graph-mock')
result.expressAfterImport = fromExpress()
const { setupServer } = await import('msw/node')
const mock = createMock({ seed: 1 })
const server = setupServer(...mock.handlers)
server.listen({ onUnhandledRequest: 'error' })
const response = await fetch(mock.baseUrl + '/v1/objects', { headers: { authorization: 'Bearer ' + mock.apiKey } })
result.status = response.status
result.slugs = (await response.json()).data.map((object) => object.slug)
server.close()
result.expressBeforeApp = fromExpress()
result.appIsFunction = typeof mock.app === 'function'
result.expressAfterApp = fromExpress()
mock.close()
console.log(JSON.stringify(result))
`

/**
 * A client typed from `context-graph-mock/types`: what must compile, and (each `@ts-expect-error`)
 * what must not, so types that fell back to `any` fail the check.
 */
const TYPES_EXAMPLE = `import type * as Api from 'context-graph-mock/types'

export async function firstPerson(baseUrl: string, key: string): Promise<Api.Record | undefined> {
  const body: Api.ListRecordsRequest = { limit: 1 }
  const response = await fetch(baseUrl + '/v1/objects/person/records', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const page = (await response.json()) as Api.RecordPage
  return page.data[0]
}

export const task: Api.CreateTaskRequest = { title: 'Call Ada', priority: 'high', entity_ids: ['1'] }
export const status: Api.ListJobResponse['message']['status'] = 'completed'
export const workspaceId: Api.CompoundingJob['workspace_id'] = 1
export const name: Api.AttributeValue = { first_name: 'Ada', last_name: 'Lovelace' }
// @ts-expect-error a task's priority is one of five
export const priority: Api.Task['priority'] = 'whenever'
// @ts-expect-error a record's id is a string of digits
export const id: Api.Record['id'] = 1
// @ts-expect-error a note is created with a title
export const note: Api.CreateNoteRequest = { content: 'no title' }
`

/**
 * A test typed against the remote client (`context-graph-mock/client`), compiled in the ESM and the
 * CommonJS app: its types stand alone, and a wrong call (`@ts-expect-error`) must not compile.
 */
const CLIENT_EXAMPLE = `import { connect, type RemoteWorkspace } from 'context-graph-mock/client'

export async function oneTest(baseUrl: string): Promise<string> {
  const mock = await connect(baseUrl, { adminToken: 'token-of-the-server' })
  const ws: RemoteWorkspace = await mock.workspaces.create({ scenario: 'empty', jobSteps: '500ms' })
  const created = await ws.json<{ id: string }>('/v1/tasks', { body: { title: 'Call Ada' } })
  const now: number = await ws.clock.advance('5s')
  const calls: number = await ws.journal.count({ method: 'POST', path: '/v1/tasks' })
  await ws.delete()
  // @ts-expect-error the clock moves by a duration, not a date
  await ws.clock.advance(new Date())
  return created.body.id + String(now + calls)
}
`

/** The docs' in-process example for a CommonJS module: imports on top, the rest in an async function (no top-level await in CommonJS). */
function commonJsExample(example: string): string {
  const lines = example.split('\n')
  const imports = lines.filter((line) => line.startsWith('import '))
  const body = lines.filter((line) => !line.startsWith('import '))
  return `${imports.join('\n')}\n\nasync function main(): Promise<void> {\n${body.join('\n')}\n  console.log(JSON.stringify({ status: response.status }))\n  server.close()\n}\n\nvoid main()\n`
}

/**
 * The docs' browser examples: the ```ts blocks under "## The browser worker" of docs/front-end.md.
 * The first is the Vite app's page script; the others (persist) are type-checked beside it.
 */
function readmeBrowserExamples(): [string, ...string[]] {
  const page = readFileSync(join(ROOT, 'docs', 'front-end.md'), 'utf8')
  const start = page.indexOf('## The browser worker')
  const end = page.indexOf('\n## ', start + 1)
  const section = page.slice(start, end === -1 ? undefined : end)
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!)
  if (blocks.length < 2 || !blocks.every((block) => block.includes("from 'context-graph-mock/browser'"))) {
    throw new Error(
      'docs/front-end.md has no two ```ts examples importing context-graph-mock/browser under "## The browser worker" (the worker, and persist)',
    )
  }
  const [first, ...rest] = blocks
  return [`${first}document.body.dataset.status = String(response.status)\n`, ...rest]
}

let app: string
let cjsApp: string
let viteApp: string
let packed: { filename: string; files: Array<{ path: string }> }

const tsc = (dir: string, args: string[] = ['-p', 'tsconfig.json']) =>
  exec(process.execPath, [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), ...args], dir, 120_000)

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'cgm-package-'))
  cjsApp = mkdtempSync(join(tmpdir(), 'cgm-package-cjs-'))
  viteApp = mkdtempSync(join(tmpdir(), 'cgm-package-vite-'))
  // --ignore-scripts: the e2e setup has built dist already; a rebuild here would rewrite the
  // files the other e2e files are running.
  const { stdout } = await exec('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', app], ROOT)
  packed = (JSON.parse(stdout) as Array<typeof packed>)[0]!
  const tarball = join(app, packed.filename)
  const typescript = PACKAGE.devDependencies.typescript
  const typesNode = PACKAGE.devDependencies['@types/node']

  // The ESM app.
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'scratch-app',
        private: true,
        type: 'module',
        dependencies: { [PACKAGE.name]: `file:./${packed.filename}`, msw: APP_MSW },
        devDependencies: { typescript, '@types/node': typesNode },
      },
      null,
      2,
    )}\n`,
  )
  writeFileSync(
    join(app, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, skipLibCheck: false, types: ['node'] }, files: ['example.ts', 'types-example.ts', 'client-example.ts'] }, null, 2)}\n`,
  )
  writeFileSync(join(app, 'example.ts'), readmeExample())
  writeFileSync(join(app, 'types-example.ts'), TYPES_EXAMPLE)
  writeFileSync(join(app, 'client-example.ts'), CLIENT_EXAMPLE)
  writeFileSync(join(app, 'check.mjs'), CHECK_SCRIPT)

  // The CommonJS app, as `npm init -y` makes it; the same example, compiled to CommonJS and run.
  await exec('npm', ['init', '-y'], cjsApp)
  writeFileSync(
    join(cjsApp, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, outDir: 'out', skipLibCheck: false, types: ['node'] }, files: ['example.ts', 'types-example.ts', 'client-example.ts'] }, null, 2)}\n`,
  )
  writeFileSync(join(cjsApp, 'example.ts'), commonJsExample(readmeExample()))
  writeFileSync(join(cjsApp, 'types-example.ts'), TYPES_EXAMPLE)
  writeFileSync(join(cjsApp, 'client-example.ts'), CLIENT_EXAMPLE)

  // The Vite app: the browser entry bundled for the browser (main.ts), and the docs' other
  // browser examples type-checked beside it.
  const browserExamples = readmeBrowserExamples()
  const browserFiles = browserExamples.map((_, i) => (i === 0 ? 'main.ts' : `example-${i + 1}.ts`))
  writeFileSync(
    join(viteApp, 'package.json'),
    `${JSON.stringify({ name: 'scratch-vite-app', private: true, type: 'module' }, null, 2)}\n`,
  )
  writeFileSync(
    join(viteApp, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: browserFiles }, null, 2)}\n`,
  )
  writeFileSync(
    join(viteApp, 'index.html'),
    '<!doctype html>\n<html><head><meta charset="utf-8"><title>app</title></head><body><script type="module" src="/main.ts"></script></body></html>\n',
  )
  browserExamples.forEach((example, i) => writeFileSync(join(viteApp, browserFiles[i]!), example))

  const install = (dir: string, packages: string[]) =>
    exec(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...packages],
      dir,
      INSTALL_MS,
    )
  await Promise.all([
    install(app, []),
    install(cjsApp, [tarball, `msw@${APP_MSW}`, `typescript@${typescript}`, `@types/node@${typesNode}`]),
    install(viteApp, [tarball, `msw@${APP_MSW}`, `vite@${APP_VITE}`, `typescript@${typescript}`]),
  ])
}, FILE_MS)

// Three node_modules trees: removing them can take a while on a busy machine.
afterAll(async () => {
  await Promise.all([app, cjsApp, viteApp].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })))
}, FILE_MS)

describe('the packed package', { timeout: FILE_MS }, () => {
  it('holds the build, the documents, README and LICENSE, and no source maps or sources', () => {
    const paths = packed.files.map((file) => file.path)
    for (const path of [
      'LICENSE',
      'README.md',
      'package.json',
      'contracts/openapi.json',
      'dist/src/index.js',
      'dist/src/index.d.ts',
      'dist/src/cli.js',
    ]) {
      expect(paths).toContain(path)
    }
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([])
    expect(paths.filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))).toEqual([])
    expect(
      paths.filter((path) => !/^(dist\/src\/|contracts\/|README\.md$|LICENSE$|package\.json$)/.test(path)),
    ).toEqual([])
  })

  it('declares msw as a peer dependency and leaves dev-only packages out', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', PACKAGE.name, 'package.json'), 'utf8'))
    expect(manifest.peerDependencies.msw).toMatch(/^\^2\./)
    expect(manifest.peerDependenciesMeta?.msw?.optional).not.toBe(true)
    expect(Object.keys(manifest.dependencies)).not.toContain('msw')
    expect(Object.keys(manifest.dependencies)).not.toContain('@msw/data')
    expect(readFileSync(join(app, 'node_modules', PACKAGE.name, 'LICENSE'), 'utf8')).toMatch(/^MIT License/)
  })

  it('installs without @pact-foundation/pact (an optional peer): serve runs, and verify says what to install', async () => {
    const manifest = JSON.parse(readFileSync(join(cjsApp, 'node_modules', PACKAGE.name, 'package.json'), 'utf8'))
    expect(manifest.peerDependenciesMeta['@pact-foundation/pact'].optional).toBe(true)
    expect(Object.keys(manifest.dependencies)).not.toContain('@pact-foundation/pact')
    expect(existsSync(join(cjsApp, 'node_modules', '@pact-foundation'))).toBe(false)
    const cli = join(cjsApp, 'node_modules', PACKAGE.name, 'dist', 'src', 'cli.js')
    const served = await banner(start(process.execPath, [cli, 'serve', '--port', '0'], {}, cjsApp), 'serve')
    const objects = await fetch(`${served.origin}/v1/objects`, {
      headers: { authorization: `Bearer ${served.apiKey}` },
    })
    expect(objects.status).toBe(200)
    await stop(served.child)
    const verify = await exec(
      process.execPath,
      [cli, 'verify', '--pact', join(ROOT, 'contracts', 'pacts')],
      cjsApp,
    ).then(
      () => undefined,
      (error: Error) => error.message,
    )
    expect(verify).toContain('npm install --save-dev --save-exact @pact-foundation/pact@16.5.0')
  })

  it('runs no script when a consumer installs it: it is built when packed (prepack), not on install', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', PACKAGE.name, 'package.json'), 'utf8'))
    const scripts = Object.keys(manifest.scripts ?? {})
    // What npm runs on install of a registry or tarball dependency (npm 11 lists them as install scripts).
    expect(scripts.filter((name) => /^(preinstall|install|postinstall|prepare)$/.test(name))).toEqual([])
    expect(manifest.scripts.prepack).toBe('npm run build')
  })

  it(`installs next to the app's msw ${APP_MSW} with a single msw copy`, () => {
    expect(JSON.parse(readFileSync(join(app, 'node_modules', 'msw', 'package.json'), 'utf8')).version).toBe(APP_MSW)
    expect(existsSync(join(app, 'node_modules', PACKAGE.name, 'node_modules', 'msw'))).toBe(false)
  })

  it("type-checks the docs' in-process example and a client typed from context-graph-mock/types (NodeNext, strict)", async () => {
    // With a second msw copy, setupServer(...mock.handlers) fails with TS2345 "Property 'resolver' is protected".
    const result = await tsc(app)
    expect(result.stdout).toBe('')
  })

  it("type-checks and runs the docs' in-process example, and type-checks a client typed from context-graph-mock/types, in an `npm init -y` CommonJS app (NodeNext, strict)", async () => {
    const manifest = JSON.parse(readFileSync(join(cjsApp, 'package.json'), 'utf8')) as { type?: string }
    expect(manifest.type ?? 'commonjs').toBe('commonjs')
    // Without the require condition's own types, msw's .d.ts (the app's) meets its .d.mts (the package's): TS2345.
    expect((await tsc(cjsApp)).stdout).toBe('')
    const compiled = readFileSync(join(cjsApp, 'out', 'example.js'), 'utf8')
    expect(compiled).toContain('require("context-graph-mock")')
    const { stdout } = await exec(process.execPath, ['out/example.js'], cjsApp)
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({ status: 200 })
  })

  it("type-checks the docs' browser examples and builds the first with Vite, with no Node-only module in the bundle", async () => {
    expect((await tsc(viteApp)).stdout).toBe('')
    await exec(
      process.execPath,
      [join(viteApp, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
      viteApp,
      120_000,
    )
    const assets = readdirSync(join(viteApp, 'dist', 'assets')).filter((file) => file.endsWith('.js'))
    expect(assets.length).toBeGreaterThan(0)
    const bundle = assets.map((file) => readFileSync(join(viteApp, 'dist', 'assets', file), 'utf8')).join('\n')
    // The model is in it (a route of the table), and nothing that needs Node: no import of a
    // node: module, no createRequire (what made an earlier build throw in the browser).
    expect(bundle.includes('/v1/objects/{slug}/records')).toBe(true)
    const nodeOnly = [...bundle.matchAll(/createRequire|(?:from|import|require)\s*\(?\s*["'`]node:[a-z_/]+/g)].map(
      (match) => match[0],
    )
    expect(nodeOnly).toEqual([])
  })

  it('loads no Express module on import, and Express once mock.app is used', async () => {
    const { stdout } = await exec(process.execPath, ['check.mjs'], app)
    const result = JSON.parse(stdout.trim().split('\n').pop()!)
    expect(result).toEqual({
      expressBeforeImport: 0,
      expressAfterImport: 0,
      status: 200,
      slugs: ['person', 'company'],
      expressBeforeApp: 0,
      appIsFunction: true,
      expressAfterApp: expect.any(Number),
    })
    expect(result.expressAfterApp).toBeGreaterThan(0)
  })

  it('installs the context-graph-mock command', async () => {
    const { stdout } = await exec(join(app, 'node_modules', '.bin', 'context-graph-mock'), ['--version'], app)
    expect(stdout).toBe(`${PACKAGE.version}\n`)
  })
})
