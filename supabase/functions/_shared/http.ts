/** What the form shows when its request is stored but the owner's e-mail did not go out (the tests import it). */
export const SAVED_NOT_SENT =
  'Your request is saved, but we could not notify our team just now. It will reach us automatically once our e-mail service is back; you can also press the button again in a minute.'

/** Answers of the e-mail functions: JSON, with CORS headers on every one so the site can read errors too. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

/** The `{ error, details }` shape the site reads: details is what a visitor is shown. */
export function failure(status: number, error: string, details: string): Response {
  return json(status, { error, details })
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: corsHeaders })
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim()
}
