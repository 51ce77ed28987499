/**
 * `/functions/v1/<name>`: each edge function in supabase/functions runs as its own Deno process (the binary
 * the `deno` npm package ships), started once on a free loopback port, and requests are passed through.
 * Deno resolves the functions' `npm:` imports from node_modules (deno.json: nodeModulesDir manual), so
 * nothing is downloaded.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { readBody, send, sendJson } from './http.ts'

const STARTUP_TIMEOUT_MS = 30_000

/**
 * The Deno executable as the `deno` package's own launcher finds it: its copy in node_modules/deno when its
 * install script made one, otherwise the platform package's (npm 11 runs no install script unless allowed, and
 * package.json allows none). No download: the binary comes with the optional @deno/<platform> dependency.
 */
export const denoBinary: string = (
  createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
).runInstall()

export interface FunctionHost {
  forward(request: IncomingMessage, response: ServerResponse, name: string): Promise<void>
  stop(): Promise<void>
}

interface RunningFunction {
  origin: string
  process: ChildProcess
}

/** Folders with an index.ts, except _shared and the like, as `supabase functions deploy` sees them. */
function functionNames(functionsDir: string): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        readdirSync(join(functionsDir, entry.name)).includes('index.ts'),
    )
    .map((entry) => entry.name)
    .sort()
}

function startFunction(repoRoot: string, name: string, env: Record<string, string>): Promise<RunningFunction> {
  const entry = join(repoRoot, 'supabase', 'functions', name, 'index.ts')
  const child = spawn(
    denoBinary,
    ['run', '--allow-net', '--allow-env', '--no-prompt', `--config=${join(repoRoot, 'deno.json')}`, entry],
    {
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
    },
  )
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
      // Once it runs, the function's own logs go to the backend's console, marked with its name.
      if (running) return process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `))
      startupOutput += chunk.toString()
      const listening = /Listening on (http:\/\/[^\s/]+)/.exec(startupOutput)
      if (!listening) return
      running = true
      clearTimeout(timer)
      resolve({ origin: listening[1]!, process: child })
    }
    child.stdout.on('data', onOutput)
    child.stderr.on('data', onOutput)
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

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'content-encoding',
])

function forwardedHeaders(headers: IncomingMessage['headers'] | Headers): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers)
  return Object.fromEntries(
    entries
      .filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name.toLowerCase()))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  )
}

/**
 * Every function must have `verify_jwt = false` in supabase/config.toml (the file says why): the local backend
 * has no JWT gateway, so it refuses to start rather than let a function through that Supabase would guard.
 */
function checkVerifyJwtOff(configToml: string, names: string[]) {
  for (const name of names)
    if (!new RegExp(`^\\[functions\\.${name}\\][^[]*^verify_jwt = false$`, 'm').test(configToml))
      throw new Error(`supabase/config.toml: ${name} needs verify_jwt = false (the local backend has no JWT gateway)`)
}

export async function startFunctions(repoRoot: string, env: Record<string, string>): Promise<FunctionHost> {
  const names = functionNames(join(repoRoot, 'supabase', 'functions'))
  checkVerifyJwtOff(readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8'), names)
  const started = await Promise.allSettled(names.map((name) => startFunction(repoRoot, name, env)))
  const running = new Map<string, RunningFunction>()
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') running.set(names[index]!, result.value)
  })
  const stop = async () => {
    await Promise.all([...running.values()].map((fn) => stopProcess(fn.process)))
  }
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }

  return {
    stop,
    async forward(request, response, name) {
      const fn = running.get(name)
      if (!fn) return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await readBody(request))
      let answer: Response
      try {
        answer = await fetch(`${fn.origin}/${name}`, {
          method: request.method,
          headers: forwardedHeaders(request.headers),
          body,
        })
      } catch (error) {
        return sendJson(response, 503, { code: 503, message: `Function ${name} is not answering: ${String(error)}` })
      }
      send(response, answer.status, Buffer.from(await answer.arrayBuffer()), forwardedHeaders(answer.headers))
    },
  }
}
