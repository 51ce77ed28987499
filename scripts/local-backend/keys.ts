/**
 * Keys of the local backend only. These are Supabase's published local-development demo keys (JWTs signed
 * with the demo secret, roles anon and service_role): public knowledge, worthless against a real project,
 * and what `supabase start` would hand out too. The local backend maps each key to its role.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The bearer key the local outbox accepts in place of a Resend API key. */
export const LOCAL_EMAIL_API_KEY = 're_local_outbox'

export type ApiRole = 'anon' | 'service_role'

export function roleOfKey(key: string | undefined): ApiRole | undefined {
  if (key === LOCAL_ANON_KEY) return 'anon'
  if (key === LOCAL_SERVICE_ROLE_KEY) return 'service_role'
  return undefined
}
