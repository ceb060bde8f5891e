import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from '../support/browser.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CLI = join(ROOT, 'dist', 'src', 'cli.js')

/** The newest modification time of the files the build reads. */
function newestSource(): { file: string; time: number } {
  let newest = { file: '', time: 0 }
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const time = statSync(join(ROOT, path)).mtimeMs
        if (time > newest.time) newest = { file: path, time }
      }
    }
  }
  visit('src')
  for (const file of [
    'package.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'scripts/bundle-cli.mjs',
    'scripts/cli-entry.mjs',
  ]) {
    const time = statSync(join(ROOT, file)).mtimeMs
    if (time > newest.time) newest = { file, time }
  }
  return newest
}

/**
 * The e2e tests run the built CLI (`node dist/src/cli.js`), as a user of the package does.
 * `npm test` builds first; a run of the e2e project alone builds when dist is missing or
 * older than a source file, so it never tests a stale build.
 */
export default async function setup(): Promise<void> {
  // Unpack the packaged Chromium once, before test files run in parallel.
  await chromiumPath()
  const newest = newestSource()
  if (existsSync(CLI) && statSync(CLI).mtimeMs >= newest.time) return
  process.stdout.write(
    `e2e: building dist (${existsSync(CLI) ? `${newest.file} is newer than the build` : 'no build yet'})\n`,
  )
  const started = Date.now()
  try {
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
      { cwd: ROOT, stdio: 'pipe' },
    )
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'cjs-types.mjs')], { cwd: ROOT, stdio: 'pipe' })
  } catch (error) {
    // tsc still writes its output on type errors; those are the type check's to report.
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error)
    if (!existsSync(CLI) || statSync(CLI).mtimeMs < started - 1000)
      throw new Error(`e2e: the build wrote no dist/src/cli.js, so the built CLI cannot be tested:\n${output}`)
    process.stdout.write(
      `e2e: the build has type errors (npm run typecheck reports them); testing what it emitted:\n${output}`,
    )
  }
  // As `npm run build` does: the CLI as one file (scripts/bundle-cli.mjs), as the package ships it.
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle-cli.mjs')], { cwd: ROOT, stdio: 'pipe' })
}
