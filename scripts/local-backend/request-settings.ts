/**
 * The settings PostgREST makes at the start of each request's transaction, which SQL reads with
 * current_setting(): request.method, request.path, request.headers (every header, names in lower case, as one
 * JSON object), request.cookies and request.jwt.claims (the payload of the bearer token; for a publishable or
 * secret key, which is no JWT, the claims of the short-lived JWT the gateway makes for its role), besides the role.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestSettings } from './database.ts'
import { bearerToken, header } from './http.ts'
import { isLegacyKey, roleOfKey } from './keys.ts'

function jwtClaims(token: string | undefined): Record<string, unknown> {
  const role = roleOfKey(token)
  if (role && !isLegacyKey(token)) return { role }
  const payload = token?.split('.')[1]
  if (!payload) return {}
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
  } catch {
    return {}
  }
}

function cookies(request: IncomingMessage): Record<string, string> {
  const pairs = (header(request, 'cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .filter(([name]) => name)
  return Object.fromEntries(pairs.map(([name, ...value]) => [name!, value.join('=')]))
}

export function requestSettings(request: IncomingMessage, path: string): RequestSettings {
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]),
  )
  return {
    'request.method': request.method ?? 'GET',
    'request.path': path,
    'request.headers': JSON.stringify(headers),
    'request.cookies': JSON.stringify(cookies(request)),
    'request.jwt.claims': JSON.stringify(jwtClaims(bearerToken(request) ?? header(request, 'apikey'))),
  }
}
