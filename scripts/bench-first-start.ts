/**
 * `npm run bench:first-start` (`-- --no-docs`: leave docs/performance.md alone): a clone of the last commit (so no
 * uncommitted changes) runs `npm ci && npm start` with no image cache, each step timed until the site answers.
 */
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeDocsSection } from './docs-section.ts'
import { freePort } from './free-port.ts'

const LIMIT_MS = 10 * 60_000
/** Lines of `npm start`'s output that mark a step done. */
const STEPS: [RegExp, string][] = [
  [/building client environment/, 'vike build: client'],
  [/building ssr environment/, 'vike build: server (encodes the photos)'],
  [/photos: encoding/, 'photos: encoding started'],
  [/photos: .* ready in/, 'photos: encoded'],
  [/pre-rendering HTML/, 'pre-rendering'],
  [/^inline-page-assets:/m, 'CSS and script inlined'],
  [/^postbuild:/m, 'build done'],
]
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
if (execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim())
  console.log('Note: uncommitted changes are not measured; the clone has the last commit only.')
const clone = mkdtempSync(join(tmpdir(), 'first-start-'))
const [sitePort, backendPort] = [await freePort(), await freePort()]
// A new user's shell: no image cache shared from elsewhere, and ports that are free on this machine.
const { IMAGE_CACHE_DIR: _shared, ...inherited } = process.env
const env = { ...inherited, PORT: String(sitePort), LOCAL_BACKEND_PORT: String(backendPort), FORCE_COLOR: '0' }

const started = Date.now()
const steps: [string, number][] = []
const mark = (step: string) => {
  steps.push([step, Date.now() - started])
  console.log(`[${seconds(Date.now() - started).padStart(5)}] ${step}`)
}

try {
  execSync(`git clone --quiet --no-hardlinks . ${clone}`, { stdio: 'inherit' })
  mark('cloned')
  execSync('npm ci --no-audit --no-fund', { cwd: clone, env, stdio: 'ignore' })
  mark('npm ci done')

  const start = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const watch = (chunk: Buffer) => {
    for (const [pattern, step] of STEPS)
      if (pattern.test(chunk.toString()) && !steps.some(([done]) => done === step)) mark(step)
  }
  for (const output of [start.stdout, start.stderr]) output.on('data', watch)
  const exited = new Promise<number | null>((resolve) => start.once('exit', resolve))
  try {
    const answers = () =>
      fetch(`http://127.0.0.1:${sitePort}/`)
        .then((response) => response.ok)
        .catch(() => false)
    while (!(await answers())) {
      if (Date.now() - started > LIMIT_MS) throw new Error(`The site did not answer within ${seconds(LIMIT_MS)}`)
      if (start.exitCode !== null) throw new Error(`npm start exited with ${start.exitCode} before the site answered`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    mark('the site answers at its address')
  } finally {
    process.kill(-start.pid!, 'SIGTERM')
    await exited
  }
} finally {
  rmSync(clone, { recursive: true, force: true, maxRetries: 5 })
}

const total = steps.at(-1)![1]
const npmCi = steps.find(([step]) => step === 'npm ci done')![1] - steps.find(([step]) => step === 'cloned')![1]
const when = new Date().toISOString().slice(0, 10)
const report = `Measured ${when} with \`npm run bench:first-start\` (commit ${commit}, ${cpus().length} cores, npm's download cache warm, no image cache): **${seconds(total)}** from \`git clone\` to the site answering, of which \`npm ci\` took ${seconds(npmCi)}.

| Step | Done after |
| --- | --: |
${steps.map(([step, ms]) => `| ${step} | ${seconds(ms)} |`).join('\n')}`
console.log(`\n${report}`)

if (!process.argv.includes('--no-docs')) {
  writeDocsSection('docs/performance.md', 'bench:first-start', report)
  console.log('\nWritten to docs/performance.md')
}
