// Replaces tsc's dist/src/cli.js with the CLI as one file and a V8 code cache for it. Node loads an
// ES module graph file by file: resolving, reading and compiling the 359 modules `serve` imported
// took about 0.4 s of CPU before the first answer; one file takes a fraction of that, and its code
// cache a fraction again (scripts/bench/findings.md, "Start-up"; decision 0039).
//
// - dist/src/cli.bundle.cjs: the CLI and every module it imports statically (zod and faker
//   included), as one CommonJS script, since Node 20 gives a code cache to scripts only.
// - dist/src/cli.js: the bin, scripts/cli-entry.mjs, which runs the bundle through the cache.
// - dist/src/cli.bundle.cache: V8's code cache, written by a warm-up start of the small scenario
//   and one answer, so it holds what a start compiles, not only the bundle's top level.
//
// Every dynamic `import()` stays a module of its own, loaded when it is used, as in tsc's output:
// a package (pino, yaml) from node_modules, a file of ours (documents, verify, proxy) from the
// dist/src tree next to this file, which tsc wrote. The rest of dist/src (the package's exports and
// their .d.ts) is tsc's, untouched. Run after tsc: `npm run build`.
import { build } from 'esbuild'
import { spawn } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SRC = resolve(ROOT, 'src')
const BUNDLE = resolve(ROOT, 'dist/src/cli.bundle.cjs')
const CACHE = resolve(ROOT, 'dist/src/cli.bundle.cache')
const ENTRY = resolve(ROOT, 'dist/src/cli.js')

/** How many dynamic imports the bundle keeps: each becomes a call to the entry's importFromDist. */
let dynamicImports = 0

/** A dynamic import stays external; one of our files is named as dist/src/cli.js would reach it. */
const lazyImports = {
  name: 'lazy-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined
      dynamicImports++
      if (!args.path.startsWith('.')) return { path: args.path, external: true }
      const target = relative(SRC, resolve(args.resolveDir, args.path)).split('\\').join('/')
      if (target.startsWith('..')) throw new Error(`bundle-cli: ${args.path} from ${args.importer} is outside src`)
      return { path: `./${target}`, external: true }
    })
  },
}

// zod's `z` namespace holds `z.locales`, every language's messages (60 modules, a fifth of the
// bundle); the CLI uses none of them (English, zod's default, comes from its schemas module). Named
// alone, it is left out of the bundle; a module loaded from tsc's tree (documents, verify) has all.
const englishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js'\n",
      loader: 'js',
      resolveDir: dirname(args.path),
    }))
  },
}

await build({
  absWorkingDir: ROOT,
  entryPoints: ['src/cli.ts'],
  outfile: BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // A script has no import.meta; the bundle's modules read the bundle's own URL instead.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: 'var __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  // Same input, same bytes: no hashes or paths of this machine in the output.
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [lazyImports, englishOnly],
})

// An import() inside a cached vm.Script has no module loader to call in Node 20, so each one is
// handed to the entry's importFromDist. esbuild writes an external dynamic import as `import("…")`.
const code = readFileSync(BUNDLE, 'utf8').replace(/^#!.*\n/, '')
const rewritten = code.replaceAll('import("', 'importFromDist("')
const calls = (rewritten.match(/importFromDist\("/g) ?? []).length
if (calls !== dynamicImports)
  throw new Error(`bundle-cli: ${dynamicImports} dynamic imports, but ${calls} import(" calls were rewritten`)
writeFileSync(BUNDLE, rewritten)
copyFileSync(resolve(ROOT, 'scripts/cli-entry.mjs'), ENTRY)
chmodSync(ENTRY, 0o755)

/** The warm-up: a start of the small scenario and two data answers, then SIGINT; the entry writes the cache as it exits. */
async function warmUp() {
  rmSync(CACHE, { force: true })
  const child = spawn(process.execPath, [ENTRY, 'serve', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, CONTEXT_GRAPH_MOCK_CODE_CACHE: 'write', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise((done) => child.once('exit', (code) => done(code)))
  const origin = await new Promise((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`bundle-cli: the warm-up start did not listen\n${output}`)), 60_000)
    const read = (chunk) => {
      output += chunk
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (found) {
        clearTimeout(timer)
        done(found[1])
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    exited.then(() => failed(new Error(`bundle-cli: the warm-up start exited\n${output}`)))
  })
  for (const path of ['/v1/objects', '/v1/objects/person']) await answer(origin, path)
  child.kill('SIGINT')
  if ((await exited) !== 0 || !existsSync(CACHE))
    throw new Error(`bundle-cli: the warm-up wrote no code cache\n${output}`)
}

/** One GET with the development key, which must answer 200. */
function answer(origin, path) {
  return new Promise((done, failed) => {
    const req = request(`${origin}${path}`, { headers: { authorization: 'Bearer cgm_dev_key' } })
    req.once('response', (res) => {
      res.resume()
      res.once('end', () =>
        res.statusCode === 200 ? done() : failed(new Error(`bundle-cli: ${path} answered ${res.statusCode}`)),
      )
    })
    req.once('error', failed)
    req.end()
  })
}

await warmUp()
