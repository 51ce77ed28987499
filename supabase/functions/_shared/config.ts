/** What a function needs from its environment; Supabase provides the first two, `supabase secrets set` the rest. */
export interface Config {
  supabaseUrl: string
  serviceRoleKey: string
  emailApiUrl: string
  emailApiKey: string
  from: string
  to: string
}

export type ConfigResult = { config: Config } | { missing: string[] }

function env(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim()
  return value ? value : undefined
}

/** recipientVars: the variables that may name the recipient, first set one wins. */
export function readConfig(recipientVars: readonly string[]): ConfigResult {
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
    to: read(...recipientVars),
  }
  return missing.length > 0 ? { missing } : { config }
}
