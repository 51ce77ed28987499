/**
 * Who may call the service-only functions (notify-pending, weekly-report), which pg_cron calls with a secret
 * key in the `apikey` header. Their verify_jwt is off (supabase/config.toml: the new keys are not JWTs), so
 * the function itself compares the caller's key with the project's secret keys (or, without any, the legacy
 * service_role key); a publishable or anon key, or none, is refused. A legacy caller's bearer token counts too.
 */
import { SECRET_KEY_SETTINGS, serviceKeys } from './config.ts'
import { bearerToken, failure } from './http.ts'

/**
 * Equal or not, in a time that says nothing about either value: both are HMAC'd with a key made for this call
 * and the fixed-length digests compared in full.
 */
async function sameKey(given: string, expected: string): Promise<boolean> {
  const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value)))
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

/** A response refusing the call, or undefined when it comes with one of the project's service keys. */
export async function refuseUnlessService(request: Request, name: string): Promise<Response | undefined> {
  const keys = serviceKeys()
  if (keys.length === 0) {
    console.error(`${name}: missing configuration: ${SECRET_KEY_SETTINGS} (Supabase sets them for every function)`)
    return failure(500, 'Missing configuration', `Set ${SECRET_KEY_SETTINGS}.`)
  }
  const presented = [request.headers.get('apikey')?.trim(), bearerToken(request)].filter((key): key is string => !!key)
  let allowed = false
  for (const given of presented) for (const key of keys) if (await sameKey(given, key)) allowed = true
  return allowed ? undefined : failure(401, 'Unauthorized', `${name} runs on a schedule with the project's secret key.`)
}
