/** `npm test`: everything CI runs, in order, stopping at the first failure. */
import { execSync } from 'node:child_process'
import { ensureChromium, ensureJava } from './debian-packages.ts'

const steps: [string, string][] = [
  ['Format and lint (Biome)', 'npx biome check .'],
  ['Type-check', 'npx tsc --noEmit -p .'],
  ['Edge functions type-check (Deno)', 'npx deno check supabase/functions/*/index.ts'],
  // The build comes before vitest: tests/build checks its output (and builds production beside it).
  ['Local build', 'npm run build:local'],
  ['Unit, database, function and build-output tests', 'npx vitest run'],
  ['End-to-end tests (Chromium)', 'npx playwright test'],
]

ensureChromium()
ensureJava()
for (const [name, command] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } })
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
