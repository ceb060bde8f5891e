import { configDefaults, defineConfig } from 'vitest/config'

const UNIT = ['src/**/*.test.ts', 'test/unit/**/*.test.ts', 'test/adapters/**/*.test.ts']
/** A test file with time bounds is named `*.bounds.test.ts`. */
const BOUNDS = '*.bounds.test.ts'
/** In-process projects read strict: a reader rule that throws fails the test (src/core/context/extract/guard.ts). */
const STRICT_READER = ['test/support/strict-reader.ts']

const conformance = (target: 'msw' | 'express') => ({
  test: {
    name: `conformance:${target}`,
    include: ['test/conformance/**/*.test.ts'],
    env: { CGM_TARGET: target },
    setupFiles: STRICT_READER,
  },
})

export default defineConfig({
  test: {
    projects: [
      // Some unit tests fill a workspace to its bounds (200,000 records): 2-3 s alone, over 5 s on a
      // machine busy with the rest of the suite, so the time-out is wider than vitest's 5 s.
      {
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...configDefaults.exclude, `**/${BOUNDS}`],
          setupFiles: STRICT_READER,
          testTimeout: 30_000,
        },
      },
      {
        // Tests that bound the CPU time of work (the 50 ms event-loop budget of issue 11): they run
        // after every other project, one file at a time, so the suite's own load on the machine's
        // few cores does not fail them (test/support/cpu.ts measures the rest of the noise away).
        test: {
          name: 'bounds',
          include: UNIT.map((glob) => glob.replace('*.test.ts', BOUNDS)),
          fileParallelism: false,
          setupFiles: STRICT_READER,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pact',
          include: ['test/pact/**/*.test.ts', 'test/fixtures/consumer-app/**/*.test.ts'],
          env: { PACT_DO_NOT_TRACK: 'true' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      conformance('msw'),
      conformance('express'),
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Builds dist when it is missing or stale: the e2e tests run the built CLI.
          globalSetup: ['test/e2e/global-setup.ts'],
          // Child processes and a browser: generous, but a hung child still fails the run.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
