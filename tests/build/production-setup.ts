// vitest globalSetup of the production project: one `npm run build` with made-up settings of a copy of the project
// with one more entry of each kind (tests/fixtures/content/, dropped into content/ with no other edit).
import { spawnSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { copyProject } from '../../scripts/scratch-copy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    production: { dir: string; output: string }
  }
}

export const productionSettings = {
  PUBLIC_SITE_ORIGIN: 'https://www.coastalcraftremodeling.com',
  PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_AbCdEfGhIjKlMnOpQrStUv_12345678',
}

/**
 * The environment without any production setting a developer may have exported. SITE_OUT_DIR stays: the copy
 * builds into the folder this run's tests read (siteDir).
 */
export const cleanEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLIC_')))

export default function setup(project: TestProject) {
  const dir = copyProject('production-build-')
  cpSync('tests/fixtures/content', join(dir, 'content'), { recursive: true })
  const env = { ...cleanEnv(), ...productionSettings }
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: dir, env, encoding: 'utf8' })
  const output = result.stdout + result.stderr
  if (result.status !== 0) throw new Error(`the production build failed:\n${output}`)
  project.provide('production', { dir, output })
  return () => rmSync(dir, { recursive: true, force: true })
}
