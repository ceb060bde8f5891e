import { describe, expect, it } from 'vitest'
import { loadPact, MissingPactError } from './load-pact.js'

describe('loadPact', () => {
  it('says exactly what to install when @pact-foundation/pact is missing', async () => {
    const missing = Object.assign(new Error("Cannot find package '@pact-foundation/pact' imported from /app/x.js"), {
      code: 'ERR_MODULE_NOT_FOUND',
    })
    const failure = await loadPact(() => Promise.reject(missing)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MissingPactError)
    expect((failure as Error).message).toContain('npm install --save-dev --save-exact @pact-foundation/pact@16.5.0')
  })

  it('passes on any other failure as it is', async () => {
    const other = Object.assign(new Error("Cannot find module 'libpact_ffi.so'"), { code: 'ERR_DLOPEN_FAILED' })
    await expect(loadPact(() => Promise.reject(other))).rejects.toBe(other)
  })

  it('loads the Verifier where the package is installed (this repo: a dev dependency)', async () => {
    expect(typeof (await loadPact()).Verifier).toBe('function')
  })
})
