/** What the functions need from their environment; Supabase provides the first two, `supabase secrets set` the rest. */
export type FormTable = 'leads' | 'subcontractors'

export interface Config {
  supabaseUrl: string
  serviceRoleKey: string
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

export function readConfig(): ConfigResult {
  const missing: string[] = []
  const read = (...names: readonly string[]) => {
    const value = names.map(env).find((found) => found !== undefined)
    if (value === undefined) missing.push(names.join(' or '))
    return value ?? ''
  }
  const config: Config = {
    supabaseUrl: read('SUPABASE_URL').replace(/\/$/, ''),
    serviceRoleKey: read('SUPABASE_SERVICE_ROLE_KEY'),
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
