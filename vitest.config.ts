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
      conformance('msw'),
      conformance('express'),
      { test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
})
