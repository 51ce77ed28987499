/**
 * Build-time settings, read from the environment when the site is pre-rendered (never in the browser:
 * islands receive what they need as serialized props).
 */
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend.server.ts'

function setting(name: string, fallback: string): string {
  const value = process.env[name]?.trim()
  return value ? value : fallback
}

/** Origin used for canonical URLs, Open Graph, JSON-LD and sitemap.xml. */
export const siteOrigin = setting('PUBLIC_SITE_ORIGIN', 'https://www.coastalcraft.example').replace(/\/$/, '')

/**
 * The Supabase project the forms post to. Without settings, the build points at the local backend
 * that `npm start` runs (scripts/local-backend), so a fresh clone works with no cloud account.
 */
export const supabase = {
  url: setting('PUBLIC_SUPABASE_URL', LOCAL_BACKEND_URL).replace(/\/$/, ''),
  anonKey: setting('PUBLIC_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
}
