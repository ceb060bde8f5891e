import { defineConfig } from 'vitest/config'

const conformance = (target: 'msw' | 'express') => ({
  test: {
    name: `conformance:${target}`,
    include: ['test/conformance/**/*.test.ts'],
    env: { CGM_TARGET: target },
  },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'fixtures/**/*.test.ts', 'test/unit/**/*.test.ts', 'test/adapters/**/*.test.ts'] } },
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
