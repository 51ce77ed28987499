// vitest globalSetup of the production project: `npm run build` with made-up settings of a copy of the project with one
// more entry of each kind (tests/fixtures/content/, added with no other edit), beside the other projects' tests.
import { spawn } from 'node:child_process'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject, vi } from 'vitest'
import type { TestProject } from 'vitest/node'
import { copyProject } from '../../scripts/scratch-copy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    production: { dir: string }
  }
}

const RESULT = 'build-result.json'

export const productionSettings = {
  PUBLIC_SITE_ORIGIN: 'https://www.coastalcraftremodeling.com',
  PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_AbCdEfGhIjKlMnOpQrStUv_12345678',
}

/** The environment without any production setting or output folder a developer may have exported. */
export const cleanEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLIC_') && name !== 'SITE_OUT_DIR'),
  ) as Record<string, string>

export default function setup(project: TestProject) {
  const dir = copyProject('production-build-')
  cpSync('tests/fixtures/content', join(dir, 'content'), { recursive: true })
  const build = spawn('npx', ['tsx', 'scripts/build.ts'], { cwd: dir, env: { ...cleanEnv(), ...productionSettings } })
  let output = ''
  for (const stream of [build.stdout, build.stderr]) stream.on('data', (chunk) => (output += chunk))
  const ended = new Promise((resolve) =>
    build.on('close', (status) => resolve(writeFileSync(join(dir, RESULT), JSON.stringify({ status, output })))),
  )
  project.provide('production', { dir })
  return async () => {
    await ended
    rmSync(dir, { recursive: true, force: true })
  }
}

/** In a test file of the production project: the copy's folder and the build's output, once it has passed. */
export async function productionBuild() {
  const { dir } = inject('production')
  // Until the file is there and whole (a half-written one does not parse), the build is still running.
  const { status, output } = await vi.waitFor(
    () => JSON.parse(readFileSync(join(dir, RESULT), 'utf8')) as { status: number; output: string },
    { timeout: 600_000, interval: 250 },
  )
  if (status !== 0) throw new Error(`the production build failed:\n${output}`)
  return { dir, output }
}
