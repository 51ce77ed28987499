/**
 * The API gateway's key check, as Supabase documents it ("Understanding API keys", docs/backend.md): the
 * publishable key stands for anon and a secret key for service_role, like the legacy anon and service_role
 * JWTs; a request names its key in the `apikey` header; a new key may also be the bearer token only when it is
 * exactly the `apikey` value (supabase-js sends both); a secret key from a browser (its User-Agent) is refused
 * with 401. The keys themselves: lib/local-backend.server.ts.
 */
import type { IncomingMessage } from 'node:http'
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { bearerToken, header } from './http.ts'

export type ApiRole = 'anon' | 'service_role'

const ROLES: Record<string, ApiRole> = {
  [LOCAL_PUBLISHABLE_KEY]: 'anon',
  [LOCAL_ANON_KEY]: 'anon',
  [LOCAL_SECRET_KEY]: 'service_role',
  [LOCAL_SERVICE_ROLE_KEY]: 'service_role',
}

export function roleOfKey(key: string | undefined): ApiRole | undefined {
  return key === undefined ? undefined : ROLES[key]
}

/** A legacy key is a JWT, which the gateway (and a function's verify_jwt) can verify; the new keys are not. */
export const isLegacyKey = (key: string | undefined) => key === LOCAL_ANON_KEY || key === LOCAL_SERVICE_ROLE_KEY

/** Browsers send a User-Agent starting "Mozilla/"; servers, curl, Node and Deno do not. */
const fromBrowser = (request: IncomingMessage) => /^Mozilla\//.test(header(request, 'user-agent') ?? '')

export type GatewayAnswer = { role: ApiRole; key: string } | { refused: string }

/**
 * The role a request acts as, or why the gateway refuses it. `bearerAlone` lets a request name its key only
 * as the bearer token (Storage's clients do); the REST API needs `apikey`.
 */
export function gatewayRole(request: IncomingMessage, { bearerAlone = false } = {}): GatewayAnswer {
  const apikey = header(request, 'apikey')
  const bearer = bearerToken(request)
  if (!apikey && !(bearerAlone && bearer)) return { refused: 'No API key found in request' }
  if (apikey && !roleOfKey(apikey)) return { refused: 'Invalid API key' }
  // A new key is no JWT: as the bearer token it passes only as the very apikey value.
  if (bearer && !isLegacyKey(bearer) && apikey !== undefined && bearer !== apikey) return { refused: 'Invalid JWT' }
  const key = bearer ?? apikey!
  const role = roleOfKey(key)
  if (!role) return { refused: 'Invalid JWT' }
  if (key === LOCAL_SECRET_KEY && fromBrowser(request)) return { refused: 'Forbidden use of secret API key in browser' }
  return { role, key }
}

/**
 * What the local backend signs Storage's download links with, as Supabase signs them with the project's JWT
 * secret; this is the Supabase CLI's published local-development secret, worthless anywhere else.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
