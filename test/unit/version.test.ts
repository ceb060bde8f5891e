import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PACKAGE_VERSION } from '../../src/version.js'

describe('the package version', () => {
  it('is the version package.json declares, which --version and the documents print', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(PACKAGE_VERSION).toBe(pkg.version)
  })
})
