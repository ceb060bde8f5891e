#!/usr/bin/env node
// The package's bin (dist/src/cli.js; scripts/bundle-cli.mjs copies this file there). It runs the
// CLI's bundle, cli.bundle.cjs, through V8's code cache, cli.bundle.cache, which the build wrote
// after a warm-up start: a start then neither parses nor compiles the 1.9 MB bundle nor the
// functions a start runs (decision 0039). V8 rejects a cache written by another Node version or
// under other V8 flags; the bundle is then compiled as any script is, and runs the same.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Script } from 'node:vm'

const bundle = fileURLToPath(new URL('./cli.bundle.cjs', import.meta.url))
const cache = fileURLToPath(new URL('./cli.bundle.cache', import.meta.url))
// Only the build sets this: `write` saves the cache when the warm-up start exits; `report` says on
// stderr whether V8 took it (the tests' check that the shipped cache is used).
const mode = process.env.CONTEXT_GRAPH_MOCK_CODE_CACHE

let cachedData
if (mode !== 'write') {
  try {
    cachedData = readFileSync(cache)
  } catch {
    // No cache (a build that skipped the warm-up): compile as usual.
  }
}

// The CommonJS function wrapper, as Node's own loader would give the bundle.
const wrapped = `(function (exports, require, module, __filename, __dirname, importFromDist) {${readFileSync(bundle, 'utf8')}\n})`
const script = new Script(wrapped, { filename: bundle, cachedData })
if (mode === 'report')
  process.stderr.write(`code cache: ${!cachedData ? 'absent' : script.cachedDataRejected ? 'rejected' : 'used'}\n`)
if (mode === 'write') process.once('exit', () => writeFileSync(cache, script.createCachedData()))

// The bundle's dynamic imports (pino, yaml, and modules of ours beside this file) come here: an
// import() inside a cached vm.Script has no module loader to call in Node 20.
const importFromDist = (specifier) =>
  import(specifier.startsWith('.') ? new URL(specifier, import.meta.url).href : specifier)
const module = { exports: {} }
script.runInThisContext()(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  fileURLToPath(new URL('.', import.meta.url)),
  importFromDist,
)
