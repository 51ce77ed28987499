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

interface Answer {
  status: number
  cors: string | null
  body: Record<string, unknown>
}

/**
 * send-lead-email's handler announcing `stored`, then notify-pending's called with each of `callers`' headers:
 * their answers, and what the functions logged.
 */
export function formAndSweep(env: Record<string, string>, stored: object, callers: Record<string, string>[]) {
  return inDeno<{ announced: Answer; sweeps: Answer[]; log: string[] }>(
    `import { handler as lead } from './supabase/functions/send-lead-email/handler.ts'
    import { handler as sweep } from './supabase/functions/notify-pending/handler.ts'
    const log: string[] = []
    console.error = (...parts: unknown[]) => void log.push(parts.join(' '))
    const call = async (handler: (request: Request) => Promise<Response>, headers: Record<string, string>, body: unknown) => {
      const response = await handler(new Request('http://functions/', { method: 'POST', headers, body: JSON.stringify(body) }))
      return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: await response.json() }
    }
    const announced = await call(lead, {}, ${JSON.stringify(stored)})
    const sweeps = []
    for (const headers of ${JSON.stringify(callers)}) sweeps.push(await call(sweep, headers, { min_age_seconds: 0 }))
    console.log(JSON.stringify({ announced, sweeps, log }))`,
    env,
  )
}
