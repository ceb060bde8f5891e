import { describe, expect, it } from 'vitest'
import { createMockCore } from '../../src/index.js'
import { checkOptions, OptionError, type MockOptions } from '../../src/mock/options.js'

/** The OptionError an option throws: which option, what was refused, what it expects. */
function refusal(options: MockOptions): Pick<OptionError, 'option' | 'value' | 'expected' | 'message'> {
  try {
    checkOptions(options)
  } catch (error) {
    expect(error).toBeInstanceOf(OptionError)
    const { option, value, expected, message } = error as OptionError
    return { option, value, expected, message }
  }
  throw new Error('the options were accepted')
}

describe('the mock options (src/mock/options.ts, shared by the CLI)', () => {
  it('fill in the defaults', () => {
    expect(checkOptions({})).toEqual({
      clock: { mode: 'manual' },
      apiKey: 'cgm_dev_key',
      baseUrl: 'http://127.0.0.1:4010',
      basePath: '',
      publicUrl: 'http://127.0.0.1:4010',
      bodyLimit: 1024 * 1024,
      seed: 1,
      scenario: 'small',
      jobSteps: undefined,
      activityEvery: 5 * 60_000,
      rateLimit: { limit: 1000, window: '10s' },
      // Test workspaces unused for 30 minutes are deleted; explanations are not printed.
      workspaceTtl: 30 * 60_000,
      explain: undefined,
    })
    expect(
      checkOptions({ baseUrl: 'https://api.example.test/context/', jobSteps: '500ms', rateLimit: 'off' }),
    ).toMatchObject({
      baseUrl: 'https://api.example.test/context',
      basePath: '/context',
      publicUrl: 'https://api.example.test/context',
      jobSteps: { artifact: 500, list_job: 500, compounding: 500 },
      rateLimit: 'off',
    })
  })

  it('name the option refused and what it expects', () => {
    expect(refusal({ seed: -1 })).toEqual({
      option: 'seed',
      value: -1,
      expected: 'an integer from 0 to 2147483647',
      message: 'Invalid seed -1: expected an integer from 0 to 2147483647',
    })
    expect(refusal({ scenario: 'huge' as 'small' })).toEqual({
      option: 'scenario',
      value: 'huge',
      expected: 'one of empty, small, large',
      message: 'Unknown scenario "huge": expected one of empty, small, large',
    })
    expect(refusal({ publicUrl: 'ftp://mock.example.test' })).toMatchObject({
      option: 'publicUrl',
      message: 'Invalid publicUrl "ftp://mock.example.test": expected http or https',
    })
    expect(refusal({ baseUrl: 'http://u:p@127.0.0.1' })).toMatchObject({
      option: 'baseUrl',
      message: 'Invalid baseUrl "http://u:p@127.0.0.1": no query, fragment or credentials',
    })
    expect(refusal({ jobSteps: { upload: '1s' } as MockOptions['jobSteps'] })).toEqual({
      option: 'jobSteps',
      value: 'upload',
      expected: 'one of artifact, list_job, compounding',
      message: 'Unknown job kind "upload" in jobSteps: expected artifact, list_job, compounding',
    })
    expect(refusal({ integrationActivity: '10ms' })).toMatchObject({ option: 'integrationActivity', value: '10ms' })
    expect(refusal({ rateLimit: 'lots' })).toMatchObject({
      option: 'rateLimit',
      message: 'Invalid rate limit "lots": expected <calls>/<window> such as 100/10s, or off',
    })
  })

  it('are the checks createMockCore makes', () => {
    expect(() => createMockCore({ seed: 2 ** 31 })).toThrow(OptionError)
    expect(() => createMockCore({ seed: 2 ** 31 })).toThrow('Invalid seed 2147483648')
  })
})

describe("a mock in process (MockCore's public API)", () => {
  it('resets and registers at once; the sliced forms stay on the control object', () => {
    const mock = createMockCore({ scenario: 'empty' })
    try {
      expect('resetInSlices' in mock).toBe(false)
      expect('registerInSlices' in mock).toBe(false)
      const registration = mock.register({ email: 'ada@example.com' })
      expect(mock.listKeys().map((key) => key.key)).toContain(registration.api_key)
      mock.reset({ scenario: 'small', seed: 4 })
      expect(mock.describe()).toEqual({ seed: 4, scenario: 'small' })
      expect(typeof mock.pipeline).toBe('object')
    } finally {
      mock.close()
    }
  })
})
