/**
 * Build-time settings, read when the site is pre-rendered (never in the browser: islands receive what they
 * need as serialized props). There are two targets, chosen by scripts/build.ts:
 *
 * - production (`npm run build`): the three settings below, from the environment, all required and checked;
 *   a local address, a demo key or a placeholder is refused, so a build that would ship broken never finishes.
 * - local (everything else: `npm run build:local`, `npm start`, `npm run dev`, the tests): the local backend
 *   of lib/local-backend.server.ts and a placeholder origin. Settings in the shell are ignored, so a local build
 *   can never post to a real project by accident.
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from './local-backend.server.ts'

/** Where the build writes: <outDir>/client is the site. SITE_OUT_DIR moves it (the tests build production beside the local build). */
export const outDir = process.env.SITE_OUT_DIR?.trim() || 'dist'
/** The built site: the folder a static host serves. */
export const siteDir = `${outDir}/client`

/** The environment variable scripts/build.ts sets to "production" for `npm run build`. */
export const BUILD_TARGET_VARIABLE = 'SITE_BUILD_TARGET'

export const PRODUCTION_SETTINGS = {
  PUBLIC_SITE_ORIGIN: 'the address of the site, e.g. https://www.your-domain.com',
  PUBLIC_SUPABASE_URL: "the Supabase project's URL, https://<project-ref>.supabase.co",
  PUBLIC_SUPABASE_ANON_KEY: "the Supabase project's anon (public) key, or its sb_publishable_ key",
} as const
type SettingName = keyof typeof PRODUCTION_SETTINGS

/** The origin a local build names in canonical URLs: a reserved name, so it is never mistaken for the real site. */
export const PLACEHOLDER_ORIGIN = 'https://www.coastalcraft.example'

export interface Settings {
  siteOrigin: string
  supabaseUrl: string
  supabaseAnonKey: string
}

export const localSettings: Settings = {
  siteOrigin: PLACEHOLDER_ORIGIN,
  supabaseUrl: LOCAL_BACKEND_URL,
  supabaseAnonKey: LOCAL_ANON_KEY,
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

function jwtPayload(key: string): Record<string, unknown> | undefined {
  const [, payload] = key.split('.')
  try {
    return payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function anonKeyProblem(key: string): string | undefined {
  if (key === LOCAL_ANON_KEY || key === LOCAL_SERVICE_ROLE_KEY)
    return "is the local backend's demo key (lib/local-backend.server.ts): use the project's own anon key"
  const secret =
    'is a secret (service role) key, which bypasses row level security and must never be in a web page: use the anon (public) key'
  if (key.startsWith('sb_secret_')) return secret
  if (/^sb_publishable_\S+$/.test(key)) return undefined
  const payload = jwtPayload(key)
  if (!payload) return 'is not a Supabase anon key (a JWT starting "eyJ", or an sb_publishable_ key)'
  if (payload.role === 'service_role') return secret
  if (payload.iss === 'supabase-demo') return "is a Supabase demo key: use the project's own anon key"
  if (payload.role !== 'anon') return `is a JWT for the role "${String(payload.role)}", not the anon key`
  return undefined
}

/**
 * Every problem with the production settings in `env`, one line each naming its setting; [] when they are
 * fit to build with.
 */
export function productionSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const check = (name: SettingName, problem: (value: string) => string | undefined) => {
    const value = env[name]?.trim()
    const found = value ? problem(value) : `is not set: ${PRODUCTION_SETTINGS[name]}`
    if (found) problems.push(`${name} ${found}`)
  }
  check('PUBLIC_SITE_ORIGIN', originProblem)
  check('PUBLIC_SUPABASE_URL', originProblem)
  check('PUBLIC_SUPABASE_ANON_KEY', anonKeyProblem)
  return problems
}

export function productionSettings(env: NodeJS.ProcessEnv): Settings {
  const problems = productionSettingsProblems(env)
  if (problems.length)
    throw new Error(`The production build needs its settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return {
    siteOrigin: new URL(env.PUBLIC_SITE_ORIGIN!.trim()).origin,
    supabaseUrl: new URL(env.PUBLIC_SUPABASE_URL!.trim()).origin,
    supabaseAnonKey: env.PUBLIC_SUPABASE_ANON_KEY!.trim(),
  }
}

export const buildTarget: 'production' | 'local' =
  process.env[BUILD_TARGET_VARIABLE] === 'production' ? 'production' : 'local'
const settings = buildTarget === 'production' ? productionSettings(process.env) : localSettings

/** Origin used for canonical URLs, Open Graph, JSON-LD and sitemap.xml. */
export const siteOrigin = settings.siteOrigin

/** The Supabase project the forms post to. */
export const supabase = { url: settings.supabaseUrl, anonKey: settings.supabaseAnonKey }
