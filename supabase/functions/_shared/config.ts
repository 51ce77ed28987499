/**
 * What the functions need from their environment. Supabase sets SUPABASE_URL and the project's keys
 * (SUPABASE_SECRET_KEYS, and SUPABASE_SERVICE_ROLE_KEY where the project still has the legacy pair);
 * `supabase secrets set` the rest.
 */
export type FormTable = 'leads' | 'subcontractors'

export interface Config {
  supabaseUrl: string
  /** The key the functions read and write with: the project's default secret key, or the legacy service_role key. */
  secretKey: string
  emailApiUrl: string
  emailApiKey: string
  from: string
  /** Who is told about each form's submissions: LEAD_EMAIL_TO, and SUBCONTRACTOR_EMAIL_TO or else LEAD_EMAIL_TO. */
  recipients: Record<FormTable, string>
}

export type ConfigResult = { config: Config } | { missing: string[] }

function env(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim()
  return value ? value : undefined
}

/** SUPABASE_SECRET_KEYS as Supabase sets it: a JSON object of the project's secret keys by name, "default" first. */
function secretKeys(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(env('SUPABASE_SECRET_KEYS') ?? '{}')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1]),
    )
  } catch {
    return {}
  }
}

export const SECRET_KEY_SETTINGS = 'SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY'

/**
 * The project's "default" secret key, else another of its secret keys (an owner who rotated a leaked key may have
 * deleted "default"), else its legacy service_role key.
 */
function projectSecretKey(): string | undefined {
  const keys = secretKeys()
  return keys.default ?? Object.values(keys)[0] ?? env('SUPABASE_SERVICE_ROLE_KEY')
}

/**
 * Every key a scheduled caller may present: the project's secret keys, or, on a project without any, its legacy
 * service_role key. Supabase keeps setting SUPABASE_SERVICE_ROLE_KEY after the owner switches the legacy keys
 * off (supabase/supabase#37648), which one does when one has leaked.
 */
export function serviceKeys(): string[] {
  const secrets = Object.values(secretKeys())
  const legacy = env('SUPABASE_SERVICE_ROLE_KEY')
  return secrets.length > 0 ? secrets : legacy ? [legacy] : []
}

export function readConfig(): ConfigResult {
  const missing: string[] = []
  const read = (...names: readonly string[]) => {
    const value = names.map(env).find((found) => found !== undefined)
    if (value === undefined) missing.push(names.join(' or '))
    return value ?? ''
  }
  const supabaseUrl = read('SUPABASE_URL').replace(/\/$/, '')
  const secretKey = projectSecretKey()
  if (!secretKey) missing.push(SECRET_KEY_SETTINGS)
  const config: Config = {
    supabaseUrl,
    secretKey: secretKey ?? '',
    emailApiUrl: (env('EMAIL_API_URL') ?? 'https://api.resend.com').replace(/\/$/, ''),
    emailApiKey: read('RESEND_API_KEY'),
    from: read('EMAIL_FROM'),
    recipients: {
      leads: read('LEAD_EMAIL_TO'),
      subcontractors: env('SUBCONTRACTOR_EMAIL_TO') ?? env('LEAD_EMAIL_TO') ?? '',
    },
  }
  return missing.length > 0 ? { missing } : { config }
}
