import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// `npm run deps` (in npm test) checks src/ against .dependency-cruiser.cjs. These tests run the same
// rule set over small scratch trees, so a rule that stopped matching (a renamed folder, a broken
// regular expression) fails here instead of passing everything.

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs')
const scratch: string[] = []

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

/** The rule names dependency-cruiser reports for a tree of files (path -> source). */
async function violations(files: Record<string, string>): Promise<string[]> {
  return [...new Set((await violationsOf(files)).map((v) => v.split(' ')[0]!))].sort()
}

/** Each violation dependency-cruiser reports, as `rule from`. */
function violationsOf(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cgm-deps-'))
  scratch.push(dir)
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }),
  )
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [DEPCRUISE, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', 'src'],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024, timeout: 30_000 },
      (error, stdout, stderr) => {
        try {
          const report = JSON.parse(stdout) as {
            summary: { violations: Array<{ rule: { name: string }; from: string }> }
          }
          resolve([...new Set(report.summary.violations.map((v) => `${v.rule.name} ${v.from}`))].sort())
        } catch {
          reject(new Error(`depcruise gave no report: ${error?.message ?? ''}\n${stderr}`))
        }
      },
    )
  })
}

describe('the dependency rules', { timeout: 60_000 }, () => {
  it('accept the layers in order, type-only imports upward, and a new core folder on layer 5', async () => {
    expect(
      await violations({
        'src/core/model.ts': "import type { Note } from './notes/notes.js'\nexport type Model = Note\n",
        'src/core/errors.ts': 'export const oops = 1\n',
        'src/core/schema/values.ts': "import { oops } from '../errors.js'\nexport const value = oops\n",
        'src/core/records/records.ts': "import { value } from '../schema/values.js'\nexport const record = value\n",
        'src/core/notes/notes.ts':
          "import { record } from '../records/records.js'\nexport type Note = { id: string }\nexport const note = record\n",
        'src/core/journal/journal.ts': "import { note } from '../notes/notes.js'\nexport const entry = note\n",
        'src/core/store.ts': "import { entry } from './journal/journal.js'\nexport const store = entry\n",
        'src/http/route.ts':
          "import { store } from '../core/store.js'\nexport type Route = { id: string }\nexport const route = store\n",
        'src/adapters/node.ts': "import { route } from '../http/route.js'\nexport const adapter = route\n",
        'src/seed/scenarios.ts':
          "import { store } from '../core/store.js'\nimport type { Route } from '../http/route.js'\nexport const seed = store\nexport type Seeded = Route\n",
        'src/mock.ts':
          "import { adapter } from './adapters/node.js'\nimport { seed } from './seed/scenarios.js'\nexport const mock = [adapter, seed]\n",
        'src/cli.ts': "import { mock } from './mock.js'\nexport const cli = mock\n",
      }),
    ).toEqual([])
  })

  it('refuse the client importing anything outside src/client/, a package or a type of the mock', async () => {
    expect(
      await violations({
        'src/client/index.ts':
          "import { parse } from './json.js'\nimport type { Clock } from '../core/clock.js'\nimport { z } from 'zod'\nexport const client = [parse, z]\nexport type C = Clock\n",
        'src/client/json.ts': 'export const parse = JSON.parse\n',
        'src/core/clock.ts': 'export type Clock = { now(): number }\n',
      }),
    ).toEqual(['the-client-stands-alone'])
    expect(
      await violations({
        'src/client/index.ts': "import { parse } from './json.js'\nexport const client = parse\n",
        'src/client/json.ts': 'export const parse = JSON.parse\n',
      }),
    ).toEqual([])
  })

  it('refuse a runtime cycle, and records importing what hangs off them', async () => {
    expect(
      await violations({
        'src/core/records/records.ts': "import { list } from '../lists/lists.js'\nexport const record = list\n",
        'src/core/lists/lists.ts': "import { record } from '../records/records.js'\nexport const list = () => record\n",
      }),
    ).toEqual(['core-records-imports-up', 'no-runtime-cycle'])
  })

  it('refuse core importing msw, http or the mock, and http importing an adapter', async () => {
    expect(
      await violations({
        'src/core/auth.ts':
          "import { http } from 'msw'\nimport { route } from '../http/route.js'\nexport const auth = [http, route]\n",
        'src/http/route.ts': "import { adapter } from '../adapters/node.js'\nexport const route = adapter\n",
        'src/adapters/node.ts': "import { mock } from '../mock.js'\nexport const adapter = mock\n",
        'src/mock.ts': "import { cli } from './cli.js'\nexport const mock = cli\n",
        'src/cli.ts': 'export const cli = 1\n',
      }),
    ).toEqual([
      'adapters-and-control-below-the-mock',
      'core-imports-core',
      'core-is-framework-free',
      'http-imports-core-and-http',
      'nothing-imports-the-cli',
    ])
  })

  it('accept src/mock/ on core, http and control, under the entries and the cli', async () => {
    expect(
      await violations({
        'src/core/store.ts': 'export const store = 1\n',
        'src/http/route.ts': "import { store } from '../core/store.js'\nexport const route = store\n",
        'src/control/routes.ts': "import { route } from '../http/route.js'\nexport const control = route\n",
        'src/documents.ts': "import { control } from './control/routes.js'\nexport const documents = control\n",
        'src/mock/options.ts': "import { store } from '../core/store.js'\nexport const options = store\n",
        'src/mock/mock-core.ts':
          "import { control } from '../control/routes.js'\nimport { options } from './options.js'\nexport const build = () => import('../documents.js').then(() => [control, options])\n",
        'src/adapters/node.ts': "import { route } from '../http/route.js'\nexport const adapter = route\n",
        'src/node-core.ts':
          "import { build } from './mock/mock-core.js'\nimport { adapter } from './adapters/node.js'\nexport const core = [build, adapter]\n",
        'src/cli.ts': "import { core } from './node-core.js'\nexport const cli = core\n",
      }),
    ).toEqual([])
  })

  it('refuse http importing control or the mock, even a type only', async () => {
    expect(
      await violations({
        'src/http/route.ts':
          "import type { Control } from '../control/functions.js'\nexport type Route = { control: Control }\n",
        'src/http/pipeline.ts':
          "import type { SeedInput } from '../mock.js'\nimport type { Route } from './route.js'\nexport type Step = [SeedInput, Route]\n",
        'src/control/functions.ts': 'export interface Control { reset(): void }\n',
        'src/mock.ts': "import type { Control } from './control/functions.js'\nexport type SeedInput = Control\n",
      }),
    ).toEqual(['http-imports-core-and-http'])
    // The same imports as types, one layer up, are free.
    expect(
      await violations({
        'src/control/functions.ts': "import type { SeedInput } from '../mock.js'\nexport type Control = SeedInput\n",
        'src/mock.ts': 'export type SeedInput = { seed: number }\n',
      }),
    ).toEqual([])
  })

  it('refuse src/mock/ loading an adapter, a platform module or an entry, and control importing the mock', async () => {
    const files: Record<string, string> = {
      'src/control/routes.ts': "import { options } from '../mock/options.js'\nexport const control = options\n",
      'src/http/route.ts': "import { options } from '../mock/options.js'\nexport const route = options\n",
      'src/mock/options.ts': 'export const options = 1\n',
    }
    const loaded = ['adapters/msw', 'platform/node', 'index', 'node-core']
    for (const path of loaded) {
      files[`src/mock/${path.replace('/', '-')}-user.ts`] = `import { x } from '../${path}.js'\nexport const y = x\n`
      files[`src/${path}.ts`] = 'export const x = 1\n'
    }
    expect(await violationsOf(files)).toEqual([
      'adapters-and-control-below-the-mock src/control/routes.ts',
      'http-imports-core-and-http src/http/route.ts',
      ...loaded.map((path) => `the-mock-core-is-platform-neutral src/mock/${path.replace('/', '-')}-user.ts`).sort(),
    ])
  })

  it('refuse a layer-4 folder importing a whole-graph reader, and schema importing records', async () => {
    expect(
      await violations({
        'src/core/search/search.ts': "import { graph } from '../graph/graph.js'\nexport const search = graph\n",
        'src/core/graph/graph.ts': 'export const graph = 1\n',
        'src/core/schema/attributes.ts':
          "import { record } from '../records/records.js'\nexport const attribute = record\n",
        'src/core/records/records.ts': 'export const record = 1\n',
      }),
    ).toEqual(['core-layer-4-imports-up', 'core-schema-imports-up'])
  })

  it('refuse seed/ building on anything but core, and anything below the mock importing seed/', async () => {
    expect(
      await violations({
        'src/seed/scenarios.ts':
          "import { route } from '../http/route.js'\nimport { mock } from '../mock.js'\nexport const seed = [route, mock]\n",
        'src/http/route.ts': 'export const route = 1\n',
        'src/mock.ts': 'export const mock = 1\n',
      }),
    ).toEqual(['seed-builds-on-core'])
    expect(
      await violations({
        'src/seed/scenarios.ts': 'export const seed = 1\n',
        'src/control/fixtures.ts': "import { seed } from '../seed/scenarios.js'\nexport const fixture = seed\n",
        'src/http/dispatch.ts': "import { seed } from '../seed/scenarios.js'\nexport const run = seed\n",
        'src/core/store.ts': "import { seed } from '../seed/scenarios.js'\nexport const store = seed\n",
      }),
    ).toEqual(['adapters-and-control-below-the-mock', 'core-imports-core', 'http-imports-core-and-http'])
  })
})
