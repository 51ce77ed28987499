// `npm run build` is the production build: without its settings it refuses, naming each one; with them its output
// (HTML, JavaScript, sitemap, the _headers CSP) names the real site and project and nothing local.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it, test } from 'vitest'
import { PLACEHOLDER_ORIGIN, productionSettingsProblems, siteDir } from '../../lib/config.server.ts'
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_HOST,
  LOCAL_BACKEND_PORT,
  LOCAL_BACKEND_URL,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { siteAt } from './dist.ts'
import { cleanEnv, finishedBuild, productionSettings } from './production-setup.ts'

const {
  PUBLIC_SITE_ORIGIN: origin,
  PUBLIC_SUPABASE_URL: supabaseUrl,
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: publishableKey,
} = productionSettings
test('npm run build refuses local, placeholder and secret settings, naming each, and points at build:local', () => {
  const settings = {
    PUBLIC_SITE_ORIGIN: PLACEHOLDER_ORIGIN,
    PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL,
    PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    VITE_SUPABASE_KEY: 'sb_secret_AbCdEfGhIjKlMnOpQrStUv_12345678',
  }
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    env: { ...cleanEnv(), ...settings },
    encoding: 'utf8',
  })
  expect(result.status).toBe(1)
  // What each problem says is tests/unit/config.test.ts.
  const problems = productionSettingsProblems(settings)
  expect(problems).toHaveLength(4)
  for (const problem of problems) expect(result.stderr).toContain(`✗ ${problem}`)
  expect(result.stderr).toContain('npm run build:local')
})

describe('a production build', () => {
  const { dir } = inject('production')
  const client = join(dir, siteDir)
  const files: Record<string, string> = {}
  let output = ''
  // The build runs beside the other projects' tests: on a busy machine it may take minutes.
  beforeAll(async () => {
    output = (await finishedBuild(dir)).output
    for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' }))
      if (/\.(html|js|css|xml|txt|json|svg|webmanifest)$|(^|\/)_headers$/.test(file))
        files[file] = readFileSync(join(client, file), 'utf8')
  }, 300_000)

  it('names no local backend address, no local demo key and no placeholder origin, in any file', () => {
    const forbidden = [
      [LOCAL_BACKEND_URL, `${LOCAL_BACKEND_HOST}:`, 'localhost', `:${LOCAL_BACKEND_PORT}`],
      [LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY],
      [PLACEHOLDER_ORIGIN, new URL(PLACEHOLDER_ORIGIN).host],
    ].flat()
    // Supabase's client (the submission chunk) has library defaults naming localhost: GoTrue's http://localhost:9999
    // and its local host names. Only those literals are taken out before looking; any other mention still fails.
    const withoutLibraryDefaults = (text: string) =>
      text.includes('gotrue-js/')
        ? text.replaceAll('http://localhost:9999', '').replace(/[`'"]localhost[`'"]/g, '')
        : text
    const found = Object.entries(files).flatMap(([file, text]) =>
      forbidden.filter((needle) => withoutLibraryDefaults(text).includes(needle)).map((needle) => `${file}: ${needle}`),
    )
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', '_headers', 'sitemap.xml', 'robots.txt']))
    expect(Object.keys(files).some((file) => file.endsWith('.js'))).toBe(true)
    expect(found).toEqual([])
  })

  it('names the real site and project instead: canonical URLs, sitemap, the CSP and the forms', () => {
    expect(files['index.html']).toContain(`<link rel="canonical" href="${origin}/">`)
    expect(files['sitemap.xml']).toContain(`<loc>${origin}/about/</loc>`)
    expect(files._headers).toMatch(new RegExp(`connect-src 'self' ${supabaseUrl.replace(/\./g, '\\.')}[; ]`))
    // The forms' settings travel as island props, which the build keeps in files of their own.
    const site = siteAt(client)
    const settings = { backend: { supabaseUrl, publishableKey } }
    expect(site.islandProps('/', 'QuoteForm')).toMatchObject(settings)
    expect(site.islandProps('/subcontractor-signup/', 'SubcontractorForm')).toMatchObject(settings)
  })

  it('prints the launch checklist as a warning', () => {
    expect(output).toMatch(/Warning: Launch checklist: \d+ placeholder\(s\) still in the site/)
  })
})
