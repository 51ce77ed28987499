/**
 * `/functions/v1/<name>`: each edge function runs in its own Deno process on a free loopback port, requests passed
 * through. Deno resolves `npm:` imports from node_modules (deno.json: nodeModulesDir manual): nothing is downloaded.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readBody, send, sendJson } from './http.ts'

const STARTUP_TIMEOUT_MS = 30_000

/**
 * Deno as the `deno` package's launcher finds it: node_modules/deno's copy if its install script ran (package.json
 * allows none), else the binary of the optional @deno/<platform> dependency. No download.
 */
export const denoBinary: string = (
  createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
).runInstall()

/** Preloaded into the functions: Supabase's EdgeRuntime global, which plain Deno lacks. */
export const edgeRuntime = fileURLToPath(new URL('./edge-runtime.ts', import.meta.url))

export interface FunctionHost {
  forward(request: IncomingMessage, response: ServerResponse, name: string): Promise<void>
  /** Resolves once no function has work left that it began after an answer (EdgeRuntime.waitUntil). */
  settled(): Promise<void>
  stop(): Promise<void>
}

/** Resolves with the function's origin once Deno.serve listens; its later logs go to the console, marked with its name. */
function startFunction(name: string, child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let startupOutput = ''
    let running = false
    const fail = (message: string) => {
      clearTimeout(timer)
      child.kill()
      reject(new Error(`edge function ${name}: ${message}\n${startupOutput}`))
    }
    const timer = setTimeout(() => fail(`did not start within ${STARTUP_TIMEOUT_MS} ms`), STARTUP_TIMEOUT_MS)
    const onOutput = (chunk: Buffer) => {
      if (running) return process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `))
      startupOutput += chunk.toString()
      const listening = /Listening on (http:\/\/[^\s/]+)/.exec(startupOutput)
      if (!listening) return
      running = true
      clearTimeout(timer)
      resolve(listening[1]!)
    }
    child.stdout!.on('data', onOutput)
    child.stderr!.on('data', onOutput)
    child.once('error', (error) => fail(error.message))
    child.once('exit', (code) => running || fail(`exited with code ${code}`))
  })
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

const HOP_BY_HOP = /^(?:host|connection|content-length|transfer-encoding|keep-alive|content-encoding)$/i

function forwardedHeaders(headers: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
  return Object.fromEntries(
    [...headers]
      .filter(([name]) => !HOP_BY_HOP.test(name))
      .map(([name, value]) => [name, [value ?? []].flat().join(', ')]),
  )
}

export async function startFunctions(repoRoot: string, env: Record<string, string>): Promise<FunctionHost> {
  const functionsDir = join(repoRoot, 'supabase', 'functions')
  // Folders with an index.ts, except _shared and the like, as `supabase functions deploy` sees them.
  const names = readdirSync(functionsDir).filter(
    (name) => !name.startsWith('_') && existsSync(join(functionsDir, name, 'index.ts')),
  )
  // The local backend has no JWT gateway: it refuses to start rather than let a function through that Supabase would guard.
  const configToml = readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8')
  for (const name of names)
    if (!new RegExp(`^\\[functions\\.${name}\\][^[]*^verify_jwt = false$`, 'm').test(configToml))
      throw new Error(`supabase/config.toml: ${name} needs verify_jwt = false (the local backend has no JWT gateway)`)

  const config = `--config=${join(repoRoot, 'deno.json')}`
  const run = ['run', '--allow-net', '--allow-env', '--no-prompt', config, `--preload=${edgeRuntime}`]
  const processes = names.map((name) =>
    spawn(denoBinary, [...run, join(functionsDir, name, 'index.ts')], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        // Deno.serve(handler) listens where this says; port 0 lets the system pick a free one.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
    }),
  )
  const stop = async () => void (await Promise.all(processes.map(stopProcess)))
  const origins = new Map<string, string>()
  try {
    await Promise.all(names.map(async (name, index) => origins.set(name, await startFunction(name, processes[index]!))))
  } catch (error) {
    await stop()
    throw error
  }

  return {
    stop,
    settled: async () =>
      void (await Promise.all([...origins.values()].map((origin) => fetch(`${origin}/__background`)))),
    async forward(request, response, name) {
      const origin = origins.get(name)
      if (!origin) return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await readBody(request))
      const answer = await fetch(`${origin}/${name}`, {
        method: request.method,
        headers: forwardedHeaders(Object.entries(request.headers)),
        body,
      }).catch((error: unknown) => String(error))
      if (typeof answer === 'string')
        return sendJson(response, 503, { code: 503, message: `Function ${name} is not answering: ${answer}` })
      send(response, answer.status, Buffer.from(await answer.arrayBuffer()), forwardedHeaders(answer.headers))
    },
  }
}
