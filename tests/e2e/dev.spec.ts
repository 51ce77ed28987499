// `npm run dev` (Vike's dev server) serves the site from source and its forms post to the e2e server's local backend:
// a newcomer's first command works. It takes a free port, so it never collides with another checkout's.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { home } from '../../content/home.ts'
import { imageCacheDir } from '../../lib/config.server.ts'
import { freePort } from '../../scripts/free-port.ts'
import { rows } from './backend.ts'
import { expect, test, unique } from './fixtures.ts'
import { hydrated } from './islands.ts'
import { fillFields } from './quote-form.ts'

let dev: ChildProcess | undefined
let origin = ''
let log = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // Its own process group, so stopping it also stops the processes npm starts.
  dev = spawn('npm', ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, VITE_CONFIG: JSON.stringify({ server: { strictPort: true } }) },
  })
  for (const stream of [dev.stdout!, dev.stderr!]) stream.on('data', (chunk) => (log += chunk))
  const status = () =>
    fetch(`${origin}/`)
      .then((response) => response.status)
      .catch(() => 0)
  await expect.poll(status, { timeout: 90_000 }).toBe(200)
})

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
})

test('npm run dev serves the home page, and a quote sent from it reaches the local backend', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(`${origin}/#contact`)
  await expect(page.locator('h1')).toHaveText(home.hero.headline)
  await hydrated(page, 'QuoteForm')
  // A photo is the file the image cache holds, not encoded again for the request (scripts/serve-cached-photos.ts).
  const photo = await page.locator('main img[src^="/@imagetools/"]').first().getAttribute('src')
  const served = Buffer.from(await (await fetch(`${origin}${photo}`)).arrayBuffer())
  expect(served.equals(readFileSync(join(imageCacheDir, basename(photo!))))).toBe(true)

  const name = `Dev server ${unique()}`
  const form = await fillFields(page.getByRole('form', { name: 'Request a free quote' }), name)
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  // The dev server compiles the submission code when the form first asks for it, which takes a while on a busy machine.
  await expect(page).toHaveURL(`${origin}/thank-you/`, { timeout: 60_000 })
  expect(await rows('leads', { name })).toEqual([expect.objectContaining({ project_type: 'Bathroom Remodel' })])
  // A build's photo progress has no end on the dev server: reported there, it would run on forever.
  expect(log).not.toContain('photos:')
})
