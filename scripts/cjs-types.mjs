// Writes a CommonJS twin (`.d.cts`) beside every declaration file under dist, with relative
// imports pointing at the twins. A CommonJS app resolves the package's `require` condition to
// these, so `msw` in them resolves under `require` too: one msw declaration, the app's own,
// instead of its `.d.ts` and its `.d.mts` meeting in `setupServer(...mock.handlers)` (TS2345).
// Plain Node, no dependency: `npm run build` and the e2e setup run it after tsc.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const DIST = fileURLToPath(new URL('../dist/', import.meta.url))
// `from './x.js'`, `import('./x.js')`: relative specifiers only; package names stay as they are.
const RELATIVE = /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.\.?\/[^'"\n]*?)\.js\2/g

let count = 0
const visit = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) visit(path)
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8').replace(
        RELATIVE,
        (_, lead, quote, specifier) => `${lead}${quote}${specifier}.cjs${quote}`,
      )
      writeFileSync(path.slice(0, -'.d.ts'.length) + '.d.cts', text)
      count++
    }
  }
}
visit(DIST)
process.stdout.write(`cjs-types: ${count} declaration files\n`)
