import { describe, expect, it } from 'vitest'
import {
  legacyKeyNote,
  PLACEHOLDER_ORIGIN,
  productionSettings,
  productionSettingsProblems,
  projectRelative,
} from '../../lib/config.server.ts'
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_URL,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'

/** An unsigned JWT with the given payload: the build reads the role, never the signature. */
const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')
const anonKey = jwt({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'anon' })
const good = {
  PUBLIC_SITE_ORIGIN: 'https://www.coastalcraftremodeling.com',
  PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_AbC123-_x',
}
const problemsWith = (changes: Record<string, string>) => productionSettingsProblems({ ...good, ...changes }).join('\n')

describe('production settings', () => {
  it('accept a real origin, project URL and publishable key, or the legacy anon key under either name', () => {
    expect(productionSettingsProblems(good)).toEqual([])
    expect(legacyKeyNote(good)).toBeUndefined()
    expect(problemsWith({ PUBLIC_SUPABASE_PUBLISHABLE_KEY: anonKey })).toBe('')
    const legacy = { ...good, PUBLIC_SUPABASE_PUBLISHABLE_KEY: '', PUBLIC_SUPABASE_ANON_KEY: anonKey }
    expect(productionSettingsProblems(legacy)).toEqual([])
    expect(productionSettings(legacy).publishableKey).toBe(anonKey)
    expect(legacyKeyNote(legacy)).toMatch(
      /^PUBLIC_SUPABASE_ANON_KEY is the legacy name of PUBLIC_SUPABASE_PUBLISHABLE_KEY/,
    )
    expect(problemsWith({ PUBLIC_SUPABASE_ANON_KEY: anonKey })).toMatch(
      /PUBLIC_SUPABASE_PUBLISHABLE_KEY and PUBLIC_SUPABASE_ANON_KEY .* are both set, to different keys/,
    )
    expect(
      productionSettings({ ...good, PUBLIC_SITE_ORIGIN: 'https://www.coastalcraftremodeling.com/' }).siteOrigin,
    ).toBe('https://www.coastalcraftremodeling.com')
  })

  it('name each setting that is missing', () => {
    expect(productionSettingsProblems({ PUBLIC_SUPABASE_URL: '  ' })).toEqual([
      expect.stringMatching(/^PUBLIC_SITE_ORIGIN is not set: the address of the site/),
      expect.stringMatching(/^PUBLIC_SUPABASE_URL is not set/),
      expect.stringMatching(/^PUBLIC_SUPABASE_PUBLISHABLE_KEY is not set/),
    ])
    expect(() => productionSettings({})).toThrow(/PUBLIC_SITE_ORIGIN is not set/)
  })

  it.each([
    [{ PUBLIC_SITE_ORIGIN: PLACEHOLDER_ORIGIN }, /PUBLIC_SITE_ORIGIN names a placeholder/],
    [{ PUBLIC_SITE_ORIGIN: 'https://www.example.com' }, /PUBLIC_SITE_ORIGIN names a placeholder/],
    [{ PUBLIC_SITE_ORIGIN: 'https://localhost' }, /PUBLIC_SITE_ORIGIN names a local address/],
    [{ PUBLIC_SITE_ORIGIN: 'https://www.coastalcraftremodeling.com/site/' }, /with no path/],
    [{ PUBLIC_SITE_ORIGIN: 'http://www.coastalcraftremodeling.com' }, /PUBLIC_SITE_ORIGIN must start with https/],
    [{ PUBLIC_SUPABASE_URL: LOCAL_BACKEND_URL }, /PUBLIC_SUPABASE_URL must start with https/],
    [{ PUBLIC_SUPABASE_URL: 'https://127.0.0.1:54321' }, /PUBLIC_SUPABASE_URL names a local address/],
    [{ PUBLIC_SUPABASE_URL: 'https://192.168.1.20' }, /a private address/],
    [{ PUBLIC_SUPABASE_URL: 'abcdefghijklmnopqrst.supabase.co' }, /is not a URL/],
  ])('refuse %j: a local, private, placeholder or malformed address', (changes, problem) => {
    expect(problemsWith(changes)).toMatch(problem)
  })

  it('refuse the local demo keys and what is not a publishable key', () => {
    for (const key of [LOCAL_PUBLISHABLE_KEY, LOCAL_ANON_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY])
      expect(problemsWith({ PUBLIC_SUPABASE_PUBLISHABLE_KEY: key })).toMatch(/local backend's demo key/)
    expect(problemsWith({ PUBLIC_SUPABASE_PUBLISHABLE_KEY: jwt({ iss: 'supabase-demo', role: 'anon' }) })).toMatch(
      /demo key/,
    )
    expect(problemsWith({ PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'not-a-key' })).toMatch(/is not a Supabase publishable key/)
  })

  it('refuse a secret key or a service_role JWT in any public setting, naming it and why', () => {
    const serviceRole = jwt({ iss: 'supabase', role: 'service_role' })
    for (const [name, value] of [
      ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_secret_AbC123'],
      ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', serviceRole],
      ['PUBLIC_SUPABASE_ANON_KEY', serviceRole],
      ['PUBLIC_ENV__SUPABASE_KEY', `key=sb_secret_AbC123`],
      ['VITE_SUPABASE_SERVICE_KEY', serviceRole],
    ] as const) {
      expect(productionSettingsProblems({ ...good, [name]: value })).toContainEqual(
        expect.stringMatching(new RegExp(`^${name} holds a secret key .*publish the master key`)),
      )
    }
    expect(productionSettingsProblems({ ...good, SUPABASE_SECRET_KEY: 'sb_secret_AbC123' })).toEqual([])
  })
})

it('takes a build folder inside the project, absolute or not, and refuses one outside it', () => {
  expect(projectRelative(`${process.cwd()}/.local/site`)).toBe('.local/site')
  expect(projectRelative('dist/')).toBe('dist')
  expect(projectRelative('..x')).toBe('..x')
  for (const outside of ['/tmp/site', '../site', '.'])
    expect(() => projectRelative(outside)).toThrow(/inside the project/)
})
