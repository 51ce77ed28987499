/** `npm test`: everything CI runs, in order, stopping at the first failure. */
import { type ExecException, exec, execSync } from 'node:child_process'
import { promisify } from 'node:util'
import { ensureChromium, ensureJava } from './debian-packages.ts'

type Step = [name: string, command: string]

// The steps of a stage run side by side (the type-checks are single-threaded, the build leaves a core idle),
// their output printed whole as each ends; a stage starts once the one before has passed.
const stages: Step[][] = [
  [['Format and lint (Biome)', 'npx biome check .']],
  [
    ['Type-check', 'npx tsc --noEmit -p .'],
    ['Edge functions type-check (Deno)', 'npx deno check supabase/functions/*/index.ts'],
    // The build comes before vitest: tests/build checks its output (and builds production beside it).
    ['Local build', 'npm run build:local'],
  ],
  [['Unit, database, function and build-output tests', 'npx vitest run']],
  [['End-to-end tests (Chromium)', 'npx playwright test']],
]

const run = promisify(exec)
const env = { ...process.env, FORCE_COLOR: '1' }

/** Runs a step; beside others, its output waits until it ends, so that theirs do not interleave. */
async function runStep([name, command]: Step, alone: boolean) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command}`)
  if (alone) execSync(command, { stdio: 'inherit', env })
  else {
    const output = await run(command, { env, maxBuffer: 64 * 1024 * 1024 }).catch((error: ExecException) => {
      console.log(`${error.stdout ?? ''}${error.stderr ?? ''}`)
      throw new Error(`✘ ${name} failed`)
    })
    console.log(`${output.stdout}${output.stderr}`)
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

ensureChromium()
ensureJava()
try {
  for (const stage of stages) await Promise.all(stage.map((step) => runStep(step, stage.length === 1)))
} catch (error) {
  console.error(`\n${(error as Error).message}`)
  process.exitCode = 1
}
