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
function violations(files: Record<string, string>): Promise<string[]> {
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
          const report = JSON.parse(stdout) as { summary: { violations: Array<{ rule: { name: string } }> } }
          resolve([...new Set(report.summary.violations.map((v) => v.rule.name))].sort())
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
        'src/http/route.ts': "import { store } from '../core/store.js'\nexport const route = store\n",
        'src/adapters/node.ts': "import { route } from '../http/route.js'\nexport const adapter = route\n",
        'src/mock.ts': "import { adapter } from './adapters/node.js'\nexport const mock = adapter\n",
        'src/cli.ts': "import { mock } from './mock.js'\nexport const cli = mock\n",
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
})
