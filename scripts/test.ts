/** `npm test`: everything CI runs, in order, stopping at the first failure. */
import { spawn } from 'node:child_process'
import { ensureChromium, ensureJava } from './debian-packages.ts'
import { freePort } from './free-port.ts'

type Step = [name: string, command: string]

// The steps of a stage run side by side (the type-checks are single-threaded, the build leaves a core idle);
// a stage starts once the one before has passed.
const stages: Step[][] = [
  [['Format and lint (Biome)', 'npx biome check .']],
  [
    ['Type-check', 'npx tsc --noEmit -p .'],
    [
      'Edge functions type-check (Deno)',
      'npx deno check supabase/functions/*/index.ts scripts/local-backend/edge-runtime.ts',
    ],
    // The build comes before vitest: tests/build checks its output (and builds production beside it).
    ['Local build', 'npm run build:local'],
  ],
  [['Unit, database, function and build-output tests', 'npx vitest run']],
  [['End-to-end tests (Chromium)', 'npx playwright test']],
]

/** Runs a step, its output streamed as it comes (a failing type-check's lines may sit among the build's). */
const runStep = ([name, command]: Step) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now()
    console.log(`\n▶ ${name}: ${command}`)
    spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } }).on('exit', (code) => {
      if (code !== 0) return reject(new Error(`✘ ${name} failed (exit code ${code})`))
      console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve()
    })
  })

ensureChromium()
ensureJava()
// A build and a backend port of its own: `npm test` never disturbs `npm start` or another checkout's tests.
process.env.SITE_OUT_DIR = '.local/test-build'
process.env.LOCAL_BACKEND_PORT = String(await freePort())
try {
  for (const stage of stages) await Promise.all(stage.map(runStep))
} catch (error) {
  console.error(`\n${(error as Error).message}`)
  process.exitCode = 1
}
