/**
 * What stands between a client and Postgres on a hosted project, as the database sees it: the edge's address headers,
 * the gateway's key check and PostgREST's request settings (docs/backend.md). Keys: lib/local-backend.server.ts.
 */
import type { IncomingMessage } from 'node:http'
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import type { RequestSettings } from './database.ts'
import { bearerToken, header } from './http.ts'

/**
 * As Cloudflare: `cf-connecting-ip` is the connecting address (whatever the client sent), also appended to
 * `x-forwarded-for`. `trustForwardedFor` (e2e tests, benches) takes the caller's last x-forwarded-for entry instead.
 */
export function applyEdge(request: IncomingMessage, trustForwardedFor: boolean): void {
  // Node joins repeated x-forwarded-for headers into one, comma-separated.
  const forwarded = (header(request, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // An IPv4 client of a dual-stack socket, as an edge sees it: without the ::ffff: prefix.
  const socket = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '')
  const client = (trustForwardedFor && forwarded.at(-1)) || socket
  request.headers['cf-connecting-ip'] = client
  request.headers['x-forwarded-for'] = [...forwarded, client].join(', ')
}

export type ApiRole = 'anon' | 'service_role'

const ROLES: Record<string, ApiRole> = {
  [LOCAL_PUBLISHABLE_KEY]: 'anon',
  [LOCAL_ANON_KEY]: 'anon',
  [LOCAL_SECRET_KEY]: 'service_role',
  [LOCAL_SERVICE_ROLE_KEY]: 'service_role',
}

/**
 * The request's role, or why the gateway refuses it (401), per Supabase's "Understanding API keys": the key is in
 * `apikey`; a new key is a bearer token only as that same `apikey` value; a secret key from a browser is refused.
 */
export function gatewayRole(request: IncomingMessage): ApiRole | { refused: string } {
  const apikey = header(request, 'apikey')
  if (!apikey) return { refused: 'No API key found in request' }
  if (!ROLES[apikey]) return { refused: 'Invalid API key' }
  const key = bearerToken(request) ?? apikey
  const role = ROLES[key]
  // A bearer other than the apikey must be a legacy key: a JWT, which the gateway can verify (the new keys are not).
  if (!role || (key !== apikey && key !== LOCAL_ANON_KEY && key !== LOCAL_SERVICE_ROLE_KEY))
    return { refused: 'Invalid JWT' }
  // Browsers send a User-Agent starting "Mozilla/"; servers, curl, Node and Deno do not.
  if (key === LOCAL_SECRET_KEY && /^Mozilla\//.test(header(request, 'user-agent') ?? ''))
    return { refused: 'Forbidden use of secret API key in browser' }
  return role
}

/** PostgREST's `request.headers`: every header, names in lower case (the limits read the client's address there). */
export function requestSettings(request: IncomingMessage): RequestSettings {
  const headers = Object.entries(request.headers).map(([name, value]) => [name, [value].flat().join(', ')])
  return { 'request.headers': JSON.stringify(Object.fromEntries(headers)) }
}

/** Signs Storage's download links, as the project's JWT secret does: the Supabase CLI's public local secret. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
