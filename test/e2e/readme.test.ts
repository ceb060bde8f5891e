/**
 * The examples of the docs are executed, so the docs cannot drift from what the mock does.
 *
 * Which pages: README.md, CONTRIBUTING.md and every docs/*.md, except the reports a script writes (GENERATED below:
 * their figures come from a run, not from the mock's answers). A new page in docs/ is read by
 * these rules as soon as it exists.
 *
 * How a page is read (when you add a section, follow these rules; docs/testing.md "Docs examples"
 * says the same in short):
 *
 * 1. A ```sh block (also bash, shell) is run or checked line by line. `# ...` after a command is a
 *    comment; a line ending in `\` continues on the next. Each command must be one of:
 *    - `curl ...`: run by bash as written, in page order, against one `serve --seed 1` per page
 *      (what `npm start` serves, so state carries from one example of a page to the next), with
 *      `http://127.0.0.1:4010` standing for that server. It must answer 2xx with a JSON body
 *      unless its comment names the status it shows: `curl ... # 404`. No pipes: the test
 *      appends `-sS -o <file> -w '%{http_code}'` to read the answer.
 *    - `context-graph-mock ...`, `npx context-graph-mock ...`, `npm start -- ...`: run through the
 *      built CLI. `serve` must print its listening line (`--port 4010` is replaced by a free port),
 *      another command must exit 0.
 *    - `npm run <script> [-- flags]`: the script must exist in package.json, and each flag after
 *      `--` must appear in the file the script runs (scripts/...). `npx tsx <file> [flags]`: the
 *      file must exist, flags likewise. `npx vitest run --project <name>`: the project must exist.
 *      `npm ci && npm start`, `npm ci && npm test`: the scripts must exist (`npm start` and the
 *      package's own bin are run by test/e2e/cli.test.ts; `npm test` is this run).
 *    A block with a variable (`KEY=...`), a pipe or a `$(...)` is a script: it runs as one bash
 *    script (`set -e -o pipefail`) against the page's server, and every trailing comment that shows
 *    output (`# {"status":"pending"}`: starting with `{`, `[` or `"`) must appear in what it prints.
 *    A block with a line ending in `&` is a recipe (a server in the background): the whole block
 *    runs as one bash script in a scratch app where `npx context-graph-mock` is this package. It
 *    must exit 0, and afterwards nothing may listen on its port and no process it started may remain,
 *    so a recipe that starts a server must also stop it (`kill $!`).
 * 2. A ```ts block that imports 'context-graph-mock' runs with tsx against the built package (dist).
 *    Its top-level `const`s that are a Response or plain data are printed and count as real
 *    responses for rule 4. A ```ts block without that import is a fragment and is not run.
 * 3. A block without a language, or ```text, is a sample and is not run. A sample that shows
 *    a command's output says so in a comment on the line before its fence:
 *    `<!-- readme-test: output of context-graph-mock serve -->`; the test runs that command and
 *    every line of the sample must appear in its output (port 4010 standing for the real one).
 * 4. Across the whole page, prose and tables included:
 *    - every 17-digit id and every issued key (`cgm_<workspace>_<n>`) shown must appear in a real
 *      response from rules 1-3 on any page, so an id shown is one the mock returns with seed 1;
 *    - every `--flag` must be accepted by the CLI (listed in `context-graph-mock --help`) or
 *      belong to a command checked under rule 1 (`npm run bench -- --quick`);
 *    - an inline code span that is a CLI invocation (`` `npm start -- --port 4100 --seed 7` ``,
 *      `` `serve --short-ids` ``, `` `context-graph-mock --version` ``) is run as in rule 1.
 *      Spans with a placeholder (`<flags>`, `...`) are not.
 *    - every relative link (`[Bounds](docs/bounds.md)`, `[Faults](control-api.md#faults)`, an
 *      image) names a file of the repository, and an anchor names a heading of that page.
 * Anything else fails the test with the line it could not place: add a handler here, or change
 * the example, rather than leaving an example unchecked.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import vitestConfig from '../../vitest.config.js'
import {
  accepts,
  cleanEnv,
  eventually,
  finish,
  freePort,
  npxApp,
  processesWith,
  ROOT,
  run,
  serve,
  start,
  stop,
  type Served,
} from './processes.js'

/** The reports in docs/ that a script writes from a run, with the script: not read by these rules. */
export const GENERATED: Record<string, string> = {
  'docs/performance.md': 'scripts/bench/run.ts',
  'docs/reliability.md': 'scripts/soak.ts',
  'docs/extraction.md': 'scripts/eval-extract.ts',
}

/** The pages whose examples run: README.md, CONTRIBUTING.md, then docs/*.md by name, the generated reports left out. */
export function docPages(root = ROOT): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
  return ['README.md', 'CONTRIBUTING.md', ...docs.filter((page) => !(page in GENERATED))]
}

const PAGES = docPages().map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
/** The origin the pages write; the tests substitute their server's. */
const README_ORIGIN = 'http://127.0.0.1:4010'
const OUTPUT = join(ROOT, 'test', 'e2e', 'output', 'docs')

interface Block {
  /** 1-based line of the opening fence. */
  line: number
  lang: string
  text: string
  /** The `<!-- readme-test: ... -->` directive on the line before the fence, if any. */
  directive?: string
}

/** The fenced blocks of a Markdown text, with the line of each fence. */
export function fencedBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n')
  const blocks: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)/.exec(lines[i]!)
    if (!open) continue
    const body: string[] = []
    let j = i + 1
    while (j < lines.length && !lines[j]!.startsWith('```')) body.push(lines[j++]!)
    const directive = /^<!--\s*readme-test:\s*(.*?)\s*-->\s*$/.exec(lines[i - 1] ?? '')?.[1]
    blocks.push({
      line: i + 1,
      lang: open[1]!.toLowerCase(),
      text: body.join('\n'),
      ...(directive ? { directive } : {}),
    })
    i = j
  }
  return blocks
}

/** Splits a shell line into the command and its trailing `# comment` (quote-aware). */
export function splitComment(line: string): { command: string; comment: string } {
  let quote: string | undefined
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quote) {
      if (c === quote) quote = undefined
    } else if (c === "'" || c === '"') quote = c
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!)))
      return { command: line.slice(0, i).trimEnd(), comment: line.slice(i + 1).trim() }
  }
  return { command: line.trimEnd(), comment: '' }
}

/** The commands of a sh block: comments stripped, `\` continuations joined. */
export function commands(text: string): Array<{ command: string; comment: string }> {
  const joined = text.replace(/\\\n\s*/g, ' ')
  return joined
    .split('\n')
    .map(splitComment)
    .filter((c) => c.command !== '')
}

/** Shell words, enough for the pages' command lines (quotes, no expansions). */
function words(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!)
}

/** Flags of other programs the pages quote, with the reason; each must name where it comes from. */
const OTHER_PROGRAMS_FLAGS: Record<string, string> = {
  '--assignee': "the official CLI's `task list --assignee me`, which the mock answers",
  '--check': "prettier's, which `npm run format:check` runs (CONTRIBUTING.md)",
  '--write': "prettier's, which `npm run format` runs (CONTRIBUTING.md)",
  '--oneline': "git's `log --oneline` (CONTRIBUTING.md)",
  '--save-exact': "npm's `install --save-exact` (CONTRIBUTING.md)",
  '--pool': "vitest's `--pool threads`, which test/e2e/recipes.test.ts runs (docs/control-api.md)",
  '--max-workers': "vitest's `--max-workers 4`, which test/e2e/recipes.test.ts runs (docs/control-api.md)",
  '--pacticipant': "the Pact CLI's `can-i-deploy`, a sample in docs/contract-testing.md",
  '--to-environment': "the Pact CLI's `can-i-deploy`, a sample in docs/contract-testing.md",
  '--workers': "Playwright's `--workers 2`, which test/e2e/recipes.test.ts runs (docs/control-api.md)",
}

const FLAG = /(?<![\w/.=-])--[a-z][a-z0-9-]*/g
const SHELL = new Set(['sh', 'bash', 'shell'])

/** What the pages show that is checked against something real, gathered as the tests run. */
const observed: string[] = []
/** Flags of other tools, checked by their command's handler. */
const accountedFlags = new Set<string>()
/** Each page's `serve --seed 1`, started by its first curl or script. */
const servers = new Map<string, Served>()
let scratch: string

async function serverFor(page: string): Promise<Served> {
  let served = servers.get(page)
  if (!served) {
    // Shared by the page's examples, in order: state carries from one to the next.
    served = await serve(['--port', '0', '--seed', '1'], {}, true)
    servers.set(page, served)
  }
  return served
}

function readmeOrigin(text: string, origin: string): string {
  return text.replaceAll(README_ORIGIN, origin).replaceAll('127.0.0.1:4010', origin.replace(/^http:\/\//, ''))
}

/** Runs a CLI invocation from a page (args after `context-graph-mock`); returns its output. */
async function runCli(args: string[], where: string): Promise<string> {
  if (args[0] === 'serve' && !args.includes('--help') && !args.includes('-h')) {
    const port = await freePort()
    const withPort = args.includes('--port')
      ? args.map((a, i) => (args[i - 1] === '--port' ? String(port) : a))
      : [...args, '--port', String(port)]
    const served = await serve(withPort.slice(1))
    await stop(served.child)
    return served.stdout.replaceAll(`127.0.0.1:${served.port}`, '127.0.0.1:4010')
  }
  const dir = mkdtempSync(join(tmpdir(), 'cgm-readme-cli-'))
  try {
    const result = await finish(
      start(process.execPath, [join(ROOT, 'dist', 'src', 'cli.js'), ...args], {}, dir),
      `${where}: context-graph-mock ${args.join(' ')}`,
    )
    expect(result.code, `${where}: context-graph-mock ${args.join(' ')} exits 0\n${result.stderr}`).toBe(0)
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The CLI arguments of a command line, or undefined when it is not a CLI invocation. */
function cliArgs(command: string): string[] | undefined {
  const w = words(command)
  if (w[0] === 'npx' && w[1] === 'context-graph-mock') return w.slice(2)
  if (w[0] === 'context-graph-mock') return w.slice(1)
  if (w[0] === 'npm' && w[1] === 'start' && w[2] === '--') return ['serve', ...w.slice(3)]
  if (w[0] === 'serve') return w
  return undefined
}

/** The file a package script runs (`tsx scripts/bench/run.ts` -> scripts/bench/run.ts). */
function scriptFile(script: string): string | undefined {
  return /(?:^|\s)((?:scripts|src|test)\/\S+\.(?:ts|mjs|js))/.exec(PACKAGE.scripts[script] ?? '')?.[1]
}

function expectFlagsIn(file: string, flags: string[], where: string): void {
  const source = readFileSync(join(ROOT, file), 'utf8')
  for (const flag of flags) {
    expect(
      source.includes(`'${flag}'`) || source.includes(`"${flag}"`) || source.includes(flag),
      `${where}: ${flag} is read by ${file}`,
    ).toBe(true)
    accountedFlags.add(flag)
  }
}

async function curl(command: string, comment: string, where: string, page: string): Promise<void> {
  expect(command, `${where}: a curl of the docs has no pipe or redirect`).not.toMatch(/[|>]/)
  const file = join(scratch, `curl-${observed.length}.json`)
  const server = await serverFor(page)
  const line = `${readmeOrigin(command, server.origin)} -sS -o '${file}' -w '%{http_code}'`
  const result = await finish(start('bash', ['-c', line], {}, scratch), `${where}: ${command}`)
  expect(result.code, `${where}: curl exits 0\n${line}\n${result.stderr}`).toBe(0)
  const status = Number(result.stdout)
  const body = readFileSync(file, 'utf8')
  const shown = /^(\d{3})\b/.exec(comment)?.[1]
  if (shown) expect(status, `${where}: ${command} answers ${shown}\n${body}`).toBe(Number(shown))
  else expect(status, `${where}: ${command} answers 2xx\n${body}`).toBeGreaterThanOrEqual(200)
  if (!shown) expect(status, `${where}: ${command} answers 2xx\n${body}`).toBeLessThan(300)
  expect(() => JSON.parse(body), `${where}: ${command} answers JSON`).not.toThrow()
  observed.push(body)
}

/** Checks one command of a (non-recipe) sh block. */
async function check(command: string, comment: string, where: string, page: string): Promise<void> {
  const w = words(command)
  if (w[0] === 'curl') return curl(command, comment, where, page)
  const cli = cliArgs(command)
  if (cli) {
    observed.push(await runCli(cli, where))
    return
  }
  if (/^npm ci && npm (start|test)$/.test(command)) {
    expect(PACKAGE.scripts[w[4]!], `${where}: package.json has a ${w[4]} script`).toBeDefined()
    return
  }
  if (w[0] === 'npm' && w[1] === 'run') {
    expect(PACKAGE.scripts[w[2]!], `${where}: package.json has a "${w[2]}" script`).toBeDefined()
    const flags = `${command} ${comment}`.match(FLAG) ?? []
    if (flags.length > 0) {
      const file = scriptFile(w[2]!)
      expect(file, `${where}: the file "npm run ${w[2]}" runs`).toBeDefined()
      expectFlagsIn(file!, flags, where)
    }
    return
  }
  if (w[0] === 'npx' && w[1] === 'tsx') {
    expect(existsSync(join(ROOT, w[2]!)), `${where}: ${w[2]} exists`).toBe(true)
    expectFlagsIn(w[2]!, `${command} ${comment}`.match(FLAG) ?? [], where)
    return
  }
  if (w[0] === 'npx' && w[1] === 'vitest' && w[2] === 'run' && w[3] === '--project') {
    const projects = (
      (vitestConfig as { test?: { projects?: Array<{ test?: { name?: string } }> } }).test?.projects ?? []
    ).map((p) => p.test?.name)
    expect(projects, `${where}: vitest.config.ts has a project "${w[4]}"`).toContain(w[4])
    accountedFlags.add('--project')
    return
  }
  if (w[0] === 'npx' && w[1] === 'msw' && w[2] === 'init' && w[3]) {
    // msw's own CLI, as npx runs it, in a scratch app: the worker script lands where the README says.
    const app = mkdtempSync(join(scratch, 'msw-init-'))
    writeFileSync(join(app, 'package.json'), '{"name":"app","private":true}')
    const result = await finish(
      start(process.execPath, [join(ROOT, 'node_modules', 'msw', 'cli', 'index.js'), ...w.slice(2)], {}, app),
      `${where}: ${command}`,
    )
    expect(result.code, `${where}: ${command} exits 0\n${result.stderr}`).toBe(0)
    expect(
      existsSync(join(app, w[3], 'mockServiceWorker.js')),
      `${where}: ${command} writes ${w[3]}mockServiceWorker.js`,
    ).toBe(true)
    if (w.includes('--save')) {
      expect(
        JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).msw?.workerDirectory,
        `${where}: --save records the directory`,
      ).toEqual([w[3].replace(/\/$/, '')])
      accountedFlags.add('--save')
    }
    return
  }
  throw new Error(
    `${where}: the page shows "${command}", which test/e2e/readme.test.ts cannot run or check; add a handler there or change the example`,
  )
}

/**
 * How long a recipe may run. A recipe runs several commands end to end (docs/contract-testing.md
 * "A pipeline" verifies the shipped pacts, then every operation against a server: 30 s of a
 * 2-core machine shared with the rest of the suite), so it gets more than one command's wait.
 */
const RECIPE_MS = 100_000

/** Runs a recipe block as one bash script; nothing it started may remain. */
async function recipe(block: Block, where: string): Promise<void> {
  const app = npxApp()
  const port = await freePort()
  writeFileSync(
    join(app, 'recipe.sh'),
    `set -e\n${block.text.replaceAll('127.0.0.1:4010', `127.0.0.1:${port}`).replaceAll('--port 4010', `--port ${port}`)}\n`,
  )
  // Output goes to a file: a process the recipe leaves behind must fail the checks below, not hang the test on a pipe.
  const ran = await finish(
    start('bash', ['-c', 'bash recipe.sh > recipe.out 2>&1'], cleanEnv(), app),
    `${where}: the recipe`,
    RECIPE_MS,
  )
  const output = readFileSync(join(app, 'recipe.out'), 'utf8')
  expect(ran.code, `${where}: the recipe exits 0\n${output}`).toBe(0)
  observed.push(output)
  expect(
    await eventually(async () => !(await accepts(port)), 5_000),
    `${where}: nothing listens on the recipe's port after it ends`,
  ).toBe(true)
  expect(
    await eventually(() => processesWith(`--port ${port}`).length === 0, 5_000),
    `${where}: no process of the recipe remains`,
  ).toBe(true)
}

/** A line that only makes sense within its block: a variable, a pipe, a command substitution. */
function isScript(command: string): boolean {
  return /^[A-Z_][A-Z0-9_]*=/.test(command) || /\$\(|\|/.test(splitComment(command).command)
}

/**
 * Runs a script block (variables, pipes) as one bash script against the shared server. It must
 * exit 0, and every comment that shows output (starting with `{`, `[` or `"`) must appear in what
 * it printed.
 */
async function script(block: Block, where: string, page: string): Promise<void> {
  const server = await serverFor(page)
  const text = `set -e -o pipefail\n${readmeOrigin(block.text, server.origin)}\n`
  const ran = await finish(start('bash', ['-c', text], {}, scratch), `${where}: the script`)
  expect(ran.code, `${where}: the script exits 0\n${ran.stdout}\n${ran.stderr}`).toBe(0)
  for (const { comment } of commands(block.text)) {
    if (/^[[{"]/.test(comment)) expect(ran.stdout, `${where}: the script prints ${comment}`).toContain(comment)
  }
  observed.push(ran.stdout)
}

/** Runs a ```ts block importing the package, printing its top-level values. */
async function typescript(block: Block, where: string, page: string): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true })
  const names = [...block.text.matchAll(/^(?:const|let)\s+(\w+)\s*=/gm)].map((m) => m[1]!)
  const dump = `
;{
  const values: Record<string, unknown> = { ${names.map((n) => `${n}: ${n}`).join(', ')} }
  const plain = (v: unknown) => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && !Object.values(v as object).some((x) => typeof x === 'function')
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof Response) out[name] = { status: value.status, body: await value.clone().text() }
    else if (value === null || typeof value !== 'object' || plain(value)) out[name] = value
  }
  console.log('README-VALUES ' + JSON.stringify(out))
  process.exit(0)
}
`
  const file = join(OUTPUT, `${page.replace(/\W+/g, '-')}-${block.line}.ts`)
  writeFileSync(
    file,
    `${block.text.replaceAll("from 'context-graph-mock'", `from '${join(ROOT, 'dist', 'src', 'index.js')}'`)}\n${dump}`,
  )
  const result = await finish(start(process.execPath, ['--import', 'tsx', file]), `${where}: the example`)
  expect(result.code, `${where}: the example runs\n${result.stderr}`).toBe(0)
  const printed = /README-VALUES (.*)/.exec(result.stdout)?.[1]
  expect(printed, `${where}: the example printed its values`).toBeDefined()
  observed.push(printed!)
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-')
}

/** The anchors of a Markdown page's headings (fenced blocks left out). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = fenced ? undefined : /^#{1,6} (.*)$/.exec(line)?.[1]
    if (heading !== undefined) anchors.add(headingAnchor(heading))
  }
  return anchors
}

/** The relative links and images of a page, outside fenced blocks and code spans. */
export function relativeLinks(markdown: string): Array<{ line: number; target: string }> {
  const links: Array<{ line: number; target: string }> = []
  let fenced = false
  markdown.split('\n').forEach((text, i) => {
    if (text.startsWith('```')) fenced = !fenced
    if (fenced) return
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(match[1]!)) links.push({ line: i + 1, target: match[1]! })
    }
  })
  return links
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'cgm-docs-'))
})

afterAll(async () => {
  for (const served of servers.values()) await stop(served.child)
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

it('reads README.md, CONTRIBUTING.md and every page of docs/ but the reports a script writes', () => {
  const pages = PAGES.map((page) => page.path)
  expect(pages.slice(0, 2)).toEqual(['README.md', 'CONTRIBUTING.md'])
  expect(pages).toContain('docs/design.md')
  expect(pages.filter((page) => page in GENERATED)).toEqual([])
  for (const [page, writer] of Object.entries(GENERATED)) {
    expect(existsSync(join(ROOT, page)), `${page} exists`).toBe(true)
    expect(readFileSync(join(ROOT, writer), 'utf8'), `${writer} writes ${page}`).toContain(page.replace(/^docs\//, ''))
  }
})

it('reads links and anchors as GitHub renders them', () => {
  expect(headingAnchor('Control API (`/_mock`)')).toBe('control-api-_mock')
  expect(headingAnchor('For the test author: clock, faults, journal, snapshots')).toBe(
    'for-the-test-author-clock-faults-journal-snapshots',
  )
  expect([...anchorsOf('# Design\n\n```sh\n# not a heading\n```\n\n## The layers\n')]).toEqual(['design', 'the-layers'])
  const page = [
    'See [Bounds](bounds.md), [Faults](control-api.md#faults) and ![a page](control-page.png).',
    'Not `[code](span.md)`, nor [the reference](https://app.nex.ai/api/developers).',
    '```text',
    '[in a block](block.md)',
    '```',
  ].join('\n')
  expect(relativeLinks(page)).toEqual([
    { line: 1, target: 'bounds.md' },
    { line: 1, target: 'control-api.md#faults' },
    { line: 1, target: 'control-page.png' },
  ])
})

it('says `npm start` serves seed 1, the seed the examples run against', () => {
  expect(PAGES[0]!.text).toContain('seed 1, scenario small')
})

for (const { path: page, text } of PAGES) {
  const blocks = fencedBlocks(text)

  describe(page, () => {
    it('is read as fenced blocks the rules know', () => {
      for (const block of blocks) {
        expect(
          ['', 'text', 'sh', 'bash', 'shell', 'ts', 'typescript', 'json'],
          `${page}:${block.line}: a block of language "${block.lang}"`,
        ).toContain(block.lang)
        if (block.directive)
          expect(block.directive, `${page}:${block.line - 1}: a readme-test directive`).toMatch(
            /^output of (npx )?context-graph-mock\b/,
          )
      }
    })

    // The examples run in page order: later ones may read what earlier ones wrote.
    for (const block of blocks) {
      const where = `${page}:${block.line}`
      if (SHELL.has(block.lang)) {
        const lines = commands(block.text)
        if (lines.some((c) => /&$/.test(c.command))) {
          it(`runs the recipe at ${where} and leaves nothing behind`, () => recipe(block, where), RECIPE_MS + 20_000)
        } else if (lines.some((c) => isScript(c.command))) {
          it(`runs the script at ${where}`, () => script(block, where, page))
        } else {
          it(`runs the commands at ${where}`, async () => {
            for (const { command, comment } of lines) await check(command, comment, where, page)
          })
        }
      } else if (
        (block.lang === 'ts' || block.lang === 'typescript') &&
        block.text.includes("from 'context-graph-mock'")
      ) {
        it(`runs the example at ${where}`, () => typescript(block, where, page))
      } else if (block.directive) {
        it(`shows the real output of ${block.directive.replace(/^output of /, '')} at ${where}`, async () => {
          const w = words(block.directive!.replace(/^output of /, ''))
          const output = await runCli(w[0] === 'npx' ? w.slice(2) : w.slice(1), where)
          observed.push(output)
          for (const line of block.text.split('\n').filter((l) => l.trim() !== '')) {
            expect(output, `${where}: the sample line "${line}" appears in the real output`).toContain(line)
          }
        })
      }
    }

    const spans = [...new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!))].filter(
      (s) => !/[<>]|\.\.\./.test(s) && words(s).length > 1,
    )
    const invocations = spans.filter((s) => cliArgs(s))
    const scripts = spans.filter((s) => /^(npm run|npx tsx|npx vitest) /.test(s))
    if (invocations.length + scripts.length > 0) {
      it('runs every command shown in an inline code span', async () => {
        for (const span of invocations) observed.push(await runCli(cliArgs(span)!, `${page} \`${span}\``))
        for (const span of scripts) await check(span, '', `${page} \`${span}\``, page)
      })
    }

    it('shows only --flags the CLI accepts, or flags of a command checked above', async () => {
      const help = (await run(['--help'])).stdout
      const unknown = [...new Set(text.match(FLAG) ?? [])].filter(
        (flag) => !help.includes(flag) && !accountedFlags.has(flag) && !(flag in OTHER_PROGRAMS_FLAGS),
      )
      expect(unknown, `${page}: flags no command accounts for`).toEqual([])
    })

    it('links only to files of the repository and to headings they have', () => {
      for (const { line, target } of relativeLinks(text)) {
        const [file, anchor] = target.split('#') as [string, string | undefined]
        const path = file === '' ? page : join(dirname(page), file)
        expect(existsSync(join(ROOT, path)), `${page}:${line}: ${target} names ${path}, a file of the repository`).toBe(
          true,
        )
        if (anchor !== undefined && path.endsWith('.md')) {
          const anchors = anchorsOf(readFileSync(join(ROOT, path), 'utf8'))
          expect([...anchors], `${page}:${line}: ${target} names a heading of ${path}`).toContain(anchor)
        }
      }
    })
  })
}

describe('all pages', () => {
  it('run CLI invocations shown in code spans', () => {
    const spans = PAGES.flatMap(({ text }) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!))
    expect(spans.filter((s) => !/[<>]|\.\.\./.test(s) && cliArgs(s)).length).toBeGreaterThan(0)
  })

  it('show only ids and keys that real responses with seed 1 contain', () => {
    const seen = observed.join('\n')
    const shown = PAGES.flatMap(({ path, text }) =>
      [...new Set(text.match(/(?<!\d)\d{17}(?!\d)|\bcgm_\d+_\d+\b/g) ?? [])].map((id) => ({ path, id })),
    )
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter(({ id }) => !seen.includes(id))).toEqual([])
  })
})
