/**
 * PostgREST's error answers: the body `{ code, message, details, hint }` and the HTTP status it picks for
 * each SQLSTATE (PostgREST's documented table), so the site sees what real Supabase would send it.
 */
import type { ApiRole } from './keys.ts'

export interface PostgrestError {
  status: number
  body: { code: string; message: string; details: string | null; hint: string | null }
}

const STATUS_BY_CODE: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
}

const STATUS_BY_CLASS: [string, number][] = [
  ['08', 503],
  ['09', 500],
  ['0L', 403],
  ['0P', 403],
  ['25', 500],
  ['28', 403],
  ['2D', 500],
  ['38', 500],
  ['39', 500],
  ['3B', 500],
  ['40', 500],
  ['53', 503],
  ['54', 500],
  ['55', 500],
  ['57', 500],
  ['58', 500],
  ['F0', 500],
  ['HV', 500],
  ['P0', 500],
  ['XX', 500],
]

function statusForSqlState(code: string, role: ApiRole): number {
  // "Permission denied" means "sign in" to an anonymous caller, "not allowed" to anyone else.
  if (code === '42501') return role === 'anon' ? 401 : 403
  return STATUS_BY_CODE[code] ?? STATUS_BY_CLASS.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400
}

export function apiError(
  status: number,
  code: string,
  message: string,
  hint: string | null = null,
  details: string | null = null,
): PostgrestError {
  return { status, body: { code, message, details, hint } }
}

interface DatabaseErrorLike {
  code: string
  message: string
  detail?: string
  hint?: string
}

/** An error Postgres raised: it carries a five-character SQLSTATE. */
export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

export function fromDatabaseError(error: DatabaseErrorLike, role: ApiRole): PostgrestError {
  return {
    status: statusForSqlState(error.code, role),
    body: { code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null },
  }
}
