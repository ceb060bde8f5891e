// Replaces tsc's dist/src/cli.js with one file that holds the CLI and every module it imports
// statically (zod and faker included). Node loads an ES module graph file by file: resolving,
// reading and compiling the 359 modules `serve` imported took about 0.4 s of CPU before the first
// answer; one file takes a fraction of that (scripts/bench/findings.md, "Start-up").
//
// Every dynamic `import()` stays a module of its own, loaded when it is used, as in tsc's output:
// a package (pino, yaml) from node_modules, a file of ours (documents, verify, proxy) from the
// dist/src tree next to this file, which tsc wrote. The rest of dist/src (the package's exports and
// their .d.ts) is tsc's, untouched. Run after tsc: `npm run build`.
import { build } from 'esbuild'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SRC = resolve(ROOT, 'src')

/** A dynamic import stays external; one of our files is named as dist/src/cli.js would reach it. */
const lazyImports = {
  name: 'lazy-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined
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
  outfile: 'dist/src/cli.js',
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Same input, same bytes: no hashes or paths of this machine in the output.
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [lazyImports, englishOnly],
})
