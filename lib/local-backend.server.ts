/**
 * The local backend's address and API keys: the one place they are written (its own signing secret stays in
 * scripts/local-backend/keys.ts). The local build (`npm run build:local`), `npm start`, `npm run backend`, the
 * end-to-end server and the tests all read them here.
 *
 * The keys are the ones `supabase start` prints today, public knowledge and worthless against a real project:
 * a publishable and a secret key (what the site, the functions and the schedule use), and beside them the
 * legacy pair, JWTs signed with the CLI's demo secret (roles anon and service_role). The local backend maps
 * publishable to anon and secret to service_role, as the platform does (scripts/local-backend/keys.ts).
 *
 * LOCAL_BACKEND_PORT moves the local backend (two checkouts can then test side by side); a build made with one
 * port must be served beside a backend on the same port.
 */
const portSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port number, not "${process.env[name]}"`)
  return value
}

export const LOCAL_BACKEND_HOST = '127.0.0.1'
export const LOCAL_BACKEND_PORT = portSetting('LOCAL_BACKEND_PORT', 54321)
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`

export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** The legacy anon JWT (deprecated by Supabase at the end of 2026; still accepted where a project has it). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The legacy service_role JWT. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The bearer key the local outbox accepts in place of a Resend API key. */
export const LOCAL_EMAIL_API_KEY = 're_local_outbox'
