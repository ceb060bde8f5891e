import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

// The browser tests need a headless Chromium on any machine, with nothing installed by hand.
// `@sparticuz/chromium` (a dev dependency) ships one inside the npm package as brotli archives;
// it is unpacked once into the temporary directory. Where that package has no binary for the
// machine (it ships x64 Linux only), CHROMIUM_PATH or the system's /usr/bin/chromium is used.

/** Where the package unpacks its Chromium; a second unpack is skipped when this exists. */
const UNPACKED = join(tmpdir(), 'chromium')

/**
 * The Chromium to drive: the npm package's first, then `CHROMIUM_PATH`, then `/usr/bin/chromium`.
 * The e2e global setup calls this once before any test file runs, so parallel files never race
 * on the unpacking.
 *
 * @example const path = await chromiumPath() // '/tmp/chromium'
 */
export async function chromiumPath(): Promise<string> {
  if (existsSync(UNPACKED)) return UNPACKED
  const tried: string[] = []
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      const { default: packaged } = await import('@sparticuz/chromium')
      return await packaged.executablePath()
    } catch (error) {
      tried.push(`@sparticuz/chromium: ${(error as Error).message}`)
    }
  } else {
    tried.push(`@sparticuz/chromium: no binary for ${process.platform}/${process.arch}`)
  }
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate
    if (candidate) tried.push(`${candidate}: not found`)
  }
  throw new Error(
    `no headless Chromium could be found:\n  ${tried.join('\n  ')}\nset CHROMIUM_PATH to a Chromium binary`,
  )
}

/**
 * Flags for a headless run on a machine with a closed network. Not the package's own `args`:
 * those include `--disable-web-security`, which would let the CORS test pass without CORS.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-gl=angle',
  '--use-angle=swiftshader',
]

/** A running browser with a fresh profile; `close()` ends it and removes the profile. */
export interface Browser {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/**
 * Launches headless Chromium with a new, empty profile.
 *
 * @example
 * const browser = await launchBrowser({ viewport: { width: 1400, height: 900 } })
 * await browser.page.goto('http://127.0.0.1:4010/v1/graph')
 * await browser.close()
 */
export async function launchBrowser(options: { viewport?: { width: number; height: number } } = {}): Promise<Browser> {
  const executablePath = await chromiumPath()
  const profile = mkdtempSync(join(tmpdir(), 'cgm-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    timeout: 30_000,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    args: ARGS,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
