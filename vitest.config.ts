import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/db/**/*.test.ts',
      'tests/functions/**/*.test.ts',
      'tests/build/**/*.test.ts',
    ],
    environment: 'node',
    // One real Postgres server for the run (tests/db uses it beside PGlite).
    globalSetup: ['tests/db/postgres-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
