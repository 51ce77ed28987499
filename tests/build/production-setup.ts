// vitest globalSetup of the production project: `npm run build` with made-up settings, in a copy of the project with
// one more entry of each kind (tests/fixtures/content/). Vitest runs every project's setup first: the build starts
// here and the tests that read it await it, so the other projects' tests run meanwhile.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { TestProject } from 'vitest/node'
import { copyProject } from '../../scripts/scratch-copy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    production: { dir: string }
  }
}

/** Written into the copy when its build ends: the exit code and everything it printed. */
const REPORT = 'build-report.json'

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
  const build = spawn('npx', ['tsx', 'scripts/build.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  for (const stream of [build.stdout, build.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk))
  const ended = new Promise<void>((done) =>
    build.on('close', (status) => {
      writeFileSync(join(dir, REPORT), JSON.stringify({ status, output }))
      done()
    }),
  )
  project.provide('production', { dir })
  return async () => {
    await ended
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What the copy's build printed, once it has ended; a failed build fails the test that waits for it. */
export async function finishedBuild(dir: string): Promise<{ output: string }> {
  while (!existsSync(join(dir, REPORT))) await sleep(100)
  const { status, output } = JSON.parse(readFileSync(join(dir, REPORT), 'utf8')) as { status: number; output: string }
  if (status !== 0) throw new Error(`the production build failed:\n${output}`)
  return { output }
}
