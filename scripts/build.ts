/**
 * `npm run build`: the production build; refuses bad settings (lib/config.server.ts), warns with the launch checklist.
 * `npm run build:local` (`--local`): against the local backend, reading no settings. SITE_OUT_DIR moves dist/.
 */
import { execSync } from 'node:child_process'
import { delimiter, resolve } from 'node:path'
import {
  BUILD_TARGET_VARIABLE,
  legacyKeyNote,
  PRODUCTION_SETTINGS,
  productionSettingsProblems,
} from '../lib/config.server.ts'
import { formatChecklist, launchChecklist } from './launch-checklist.ts'

const target = process.argv.includes('--local') ? 'local' : 'production'

if (target === 'production') {
  const problems = productionSettingsProblems(process.env)
  if (problems.length) {
    console.error(`
npm run build is the production build, and it needs its settings:
${problems.map((problem) => `  ✗ ${problem}`).join('\n')}

Set all three (${Object.keys(PRODUCTION_SETTINGS).join(', ')}) in the environment,
as docs/deploy.md explains. To build against the local backend instead, run npm run build:local.
`)
    process.exit(1)
  }
  const note = legacyKeyNote(process.env)
  if (note) console.warn(`Note: ${note}`)
  const placeholders = await launchChecklist(process.env)
  if (placeholders.length) console.warn(`\n⚠ Warning: ${formatChecklist(placeholders)}\n`)
}

// The local tools (vike, tsx) whether this runs from npm run or not.
const env = {
  ...process.env,
  [BUILD_TARGET_VARIABLE]: target,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}`,
}
// Pre-rendering reads the content's entry files as they are (content/collection.server.ts): TypeScript, through tsx.
execSync('vike build', {
  stdio: 'inherit',
  env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx` },
})
execSync('tsx scripts/postbuild.ts', { stdio: 'inherit', env })
