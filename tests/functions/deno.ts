/** The functions' code run in Deno from the repository root with only the environment given, as deployed. */
import { execFileSync } from 'node:child_process'
import { denoBinary } from '../../scripts/local-backend/functions.ts'

/** Runs TypeScript in Deno; what it printed, as JSON. */
export const inDeno = <T>(code: string, env: Record<string, string>) =>
  JSON.parse(
    execFileSync(denoBinary, ['eval', '--config=deno.json', '--ext=ts', code], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DENO_NO_UPDATE_CHECK: '1', ...env },
    }),
  ) as T
