/**
 * Build-time settings, read when the site is pre-rendered (never in the browser: islands receive what they
 * need as serialized props). There are two targets, chosen by scripts/build.ts:
 *
 * - production (`npm run build`): the three settings below, from the environment, all required and checked;
 *   a local address, a demo key or a placeholder is refused, so a build that would ship broken never finishes,
 *   and so is a secret key in any public setting, since that would publish the project's master key.
 * - local (everything else: `npm run build:local`, `npm start`, `npm run dev`, the tests): the local backend
 *   of lib/local-backend.server.ts and a placeholder origin. Settings in the shell are ignored, so a local build
 *   can never post to a real project by accident.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path'
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_URL,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './local-backend.server.ts'
import type { BackendConfig } from './submissions.ts'

/** A build folder as Vike takes it: relative to the project (Vike joins even an absolute path to it) and inside it. */
export function projectRelative(folder: string): string {
  const inside = relative(process.cwd(), resolve(folder))
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw new Error(`SITE_OUT_DIR must be a folder inside the project, where Vike finds its build: not "${folder}"`)
  return inside
}

/** Where the build writes: <outDir>/client is the site. SITE_OUT_DIR moves it (`npm test` builds into .local/test-build). */
export const outDir = projectRelative(process.env.SITE_OUT_DIR?.trim() || 'dist')
/** The built site: the folder a static host serves. */
export const siteDir = `${outDir}/client`
/** Encoded photos, outside node_modules so `npm ci` keeps them. IMAGE_CACHE_DIR is shareable: names are hashes. */
export const imageCacheDir = process.env.IMAGE_CACHE_DIR?.trim() || '.cache/images'

/** The environment variable scripts/build.ts sets to "production" for `npm run build`. */
export const BUILD_TARGET_VARIABLE = 'SITE_BUILD_TARGET'

export const PRODUCTION_SETTINGS = {
  PUBLIC_SITE_ORIGIN: 'the address of the site, e.g. https://www.your-domain.com',
  PUBLIC_SUPABASE_URL: "the Supabase project's URL, https://<project-ref>.supabase.co",
  PUBLIC_SUPABASE_PUBLISHABLE_KEY:
    "the Supabase project's publishable key (sb_publishable_...), or its legacy anon key (PUBLIC_SUPABASE_ANON_KEY is accepted as the legacy name)",
} as const
type SettingName = keyof typeof PRODUCTION_SETTINGS

/** The key setting's name before Supabase's publishable keys; still read when the new name is not set. */
const LEGACY_KEY_SETTING = 'PUBLIC_SUPABASE_ANON_KEY'

/** The origin a local build names in canonical URLs: a reserved name, so it is never mistaken for the real site. */
export const PLACEHOLDER_ORIGIN = 'https://www.coastalcraft.example'

export interface Settings {
  siteOrigin: string
  supabaseUrl: string
  publishableKey: string
}

const localSettings: Settings = {
  siteOrigin: PLACEHOLDER_ORIGIN,
  supabaseUrl: LOCAL_BACKEND_URL,
  publishableKey: LOCAL_PUBLISHABLE_KEY,
}

/**
 * Why a host name can never be the public site, project or mailbox (this machine, a private name, or a name
 * reserved for examples by RFC 2606 and 6761), or undefined when it can be.
 */
export function unpublishableHost(host: string): string | undefined {
  if (/^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/.test(host) || host.endsWith('.localhost'))
    return 'a local address'
  if (
    /^(10|192\.168|172\.(1[6-9]|2\d|3[01]))\.\d+\.\d+(\.\d+)?$/.test(host) ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return 'a private address'
  if (/(^|\.)example\.(com|net|org)$/.test(host) || /\.(example|test|invalid)$/.test(host))
    return 'a placeholder (a reserved example domain)'
  return undefined
}

/** What is wrong with an https origin setting, or undefined. */
function originProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `is not a URL: "${value}"`
  }
  if (url.protocol !== 'https:') return `must start with https:// (the site sends HSTS), not "${value}"`
  if (url.pathname !== '/' || url.search || url.hash || url.username)
    return `must be the address alone, with no path: "${url.origin}", not "${value}"`
  const reason = unpublishableHost(url.hostname)
  return reason ? `names ${reason} (${url.hostname}): a production build must name the real one` : undefined
}

function jwtPayload(token: string): Record<string, unknown> | undefined {
  const [, payload] = token.split('.')
  try {
    return payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Whether a value holds a key that bypasses row level security: a secret key, or a service_role JWT. */
function holdsSecretKey(value: string): boolean {
  if (value.includes('sb_secret_')) return true
  return [...value.matchAll(/eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g)].some(
    ([token]) => jwtPayload(token)?.role === 'service_role',
  )
}

const SECRET_IN_PUBLIC =
  'holds a secret key (sb_secret_... or a service_role JWT): it bypasses row level security, and a public setting can end up in the pages, so building would publish the master key. Use the publishable key, and keep secret keys out of the build'

function publishableKeyProblem(key: string): string | undefined {
  if ([LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY].includes(key))
    return "is the local backend's demo key (lib/local-backend.server.ts): use the project's own publishable key"
  if (holdsSecretKey(key)) return SECRET_IN_PUBLIC
  if (/^sb_publishable_[\w-]+$/.test(key)) return undefined
  const payload = jwtPayload(key)
  if (!payload)
    return 'is not a Supabase publishable key (sb_publishable_...) nor a legacy anon key (a JWT starting "eyJ")'
  if (payload.iss === 'supabase-demo') return "is a Supabase demo key: use the project's own publishable key"
  if (payload.role !== 'anon') return `is a JWT for the role "${String(payload.role)}", not the anon key`
  return undefined
}

/** Settings a build may expose to the pages: ours (PUBLIC_), Vike's (PUBLIC_ENV__) and Vite's (VITE_). */
const isPublicSetting = (name: string) => /^(PUBLIC_|VITE_)/.test(name)

/** The publishable key as set: the new name first, else the legacy one (never both, differing). */
function keySetting(env: NodeJS.ProcessEnv): { name: string; value?: string; conflict?: string } {
  const current = env.PUBLIC_SUPABASE_PUBLISHABLE_KEY?.trim()
  const legacy = env[LEGACY_KEY_SETTING]?.trim()
  if (current && legacy && current !== legacy)
    return {
      name: 'PUBLIC_SUPABASE_PUBLISHABLE_KEY',
      conflict: `and ${LEGACY_KEY_SETTING} (its legacy name) are both set, to different keys: keep one`,
    }
  if (!current && legacy) return { name: LEGACY_KEY_SETTING, value: legacy }
  return { name: 'PUBLIC_SUPABASE_PUBLISHABLE_KEY', value: current }
}

/**
 * Every problem with the production settings in `env`, one line each naming its setting; [] when they are
 * fit to build with. Any public setting holding a secret key is a problem too, whatever its name.
 */
export function productionSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const check = (name: string, value: string | undefined, problem: (value: string) => string | undefined) => {
    const found = value ? problem(value) : `is not set: ${PRODUCTION_SETTINGS[name as SettingName]}`
    if (found) problems.push(`${name} ${found}`)
  }
  check('PUBLIC_SITE_ORIGIN', env.PUBLIC_SITE_ORIGIN?.trim(), originProblem)
  check('PUBLIC_SUPABASE_URL', env.PUBLIC_SUPABASE_URL?.trim(), originProblem)
  const key = keySetting(env)
  if (key.conflict) problems.push(`${key.name} ${key.conflict}`)
  else check(key.name, key.value, publishableKeyProblem)
  for (const [name, value] of Object.entries(env)) {
    const checkedAbove = name === 'PUBLIC_SUPABASE_PUBLISHABLE_KEY' || name === LEGACY_KEY_SETTING
    if (isPublicSetting(name) && value && holdsSecretKey(value) && (!checkedAbove || key.conflict))
      problems.push(`${name} ${SECRET_IN_PUBLIC}`)
  }
  return problems
}

/** A line to print when the key comes under its legacy name (it still works). */
export function legacyKeyNote(env: NodeJS.ProcessEnv): string | undefined {
  return keySetting(env).name === LEGACY_KEY_SETTING
    ? `${LEGACY_KEY_SETTING} is the legacy name of PUBLIC_SUPABASE_PUBLISHABLE_KEY: it still works; rename it when convenient.`
    : undefined
}

export function productionSettings(env: NodeJS.ProcessEnv): Settings {
  const problems = productionSettingsProblems(env)
  if (problems.length)
    throw new Error(`The production build needs its settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return {
    siteOrigin: new URL(env.PUBLIC_SITE_ORIGIN!.trim()).origin,
    supabaseUrl: new URL(env.PUBLIC_SUPABASE_URL!.trim()).origin,
    publishableKey: keySetting(env).value!,
  }
}

const buildTarget: 'production' | 'local' = process.env[BUILD_TARGET_VARIABLE] === 'production' ? 'production' : 'local'
const settings = buildTarget === 'production' ? productionSettings(process.env) : localSettings

/** Origin used for canonical URLs, Open Graph, JSON-LD and sitemap.xml. */
export const siteOrigin = settings.siteOrigin

/** The Supabase project the forms post to, as the form islands take it. */
export const supabase: BackendConfig = { supabaseUrl: settings.supabaseUrl, publishableKey: settings.publishableKey }
