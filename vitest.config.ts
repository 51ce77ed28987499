import { defineConfig } from 'vitest/config'

// The business's own time zone, where midnight UTC is still the day before: a date formatted in the machine's zone
// shows up (CI machines run in UTC). Set before the workers start, which take it from here.
process.env.TZ = 'America/Los_Angeles'

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every core (vitest's default leaves one idle): most files spend their time waiting on PostgreSQL or a server.
    maxWorkers: '100%',
    // Threads sharing one module graph: a fresh process and import per file cost more than most files' tests.
    // No test changes process state (env, cwd) or mocks a module, so sharing changes no result.
    pool: 'threads',
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      // They read the local build: `npm run build:local` first.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          exclude: ['tests/build/production-build.test.ts', 'tests/build/adding-content.test.ts'],
        },
      },
      // One production build for the run, of a copy with one more entry of each kind.
      {
        extends: true,
        test: {
          name: 'production',
          include: ['tests/build/production-build.test.ts', 'tests/build/adding-content.test.ts'],
          globalSetup: ['tests/build/production-setup.ts'],
        },
      },
      // One PostgreSQL server and one local backend for the run (tests/db/setup.ts).
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          globalSetup: ['tests/db/setup.ts'],
        },
      },
    ],
  },
})
