/**
 * The part of PostgREST the site and functions use: each request is one transaction as its key's role, with
 * PostgREST's request settings, so grants, RLS and triggers decide as on Supabase. Names are always quoted, values
 * always parameters; `Prefer` is ignored (nothing sends one).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Database, isDatabaseError, type Tx } from './database.ts'
import { BodyTooLarge, jsonType, parseJson, readBody, send, sendJson } from './http.ts'
import { type ApiRole, gatewayRole, requestSettings } from './keys.ts'

/** A refusal, sent as PostgREST's `{ code, message, details, hint }`. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

/** PostgREST's HTTP status for a SQLSTATE: the code's own, else its class's, else 400. */
const STATUS_BY_CODE: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  P0001: 400,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
}
const STATUS_BY_CLASS: [string[], number][] = [
  [['08', '53'], 503],
  [['0L', '0P', '28'], 403],
  [['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'], 500],
]

function statusOf(code: string, role: ApiRole): number {
  // "Permission denied" means "sign in" to an anonymous caller, "not allowed" to anyone else.
  if (code === '42501') return role === 'anon' ? 401 : 403
  return STATUS_BY_CODE[code] ?? STATUS_BY_CLASS.find(([classes]) => classes.includes(code.slice(0, 2)))?.[1] ?? 400
}

function failure(error: unknown, role: ApiRole): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof BodyTooLarge) return new ApiError(413, 'PGRST413', error.message)
  if (!isDatabaseError(error)) throw error
  return new ApiError(statusOf(error.code, role), error.code, error.message, error.detail ?? null, error.hint ?? null)
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The body as rows: one object, or an array of them. */
function bodyRows(body: Buffer | undefined): Record<string, unknown>[] {
  const rows = [body && parseJson(body)].flat()
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json')
  return rows as Record<string, unknown>[]
}

/** `column=eq.value` filters, ANDed, numbered from parameter `first`. */
function filters(search: URLSearchParams, first: number) {
  const conditions: string[] = []
  const params: string[] = []
  for (const [column, filter] of search) {
    if (column === 'select') continue
    if (!filter.startsWith('eq.'))
      throw new ApiError(400, 'PGRST100', `"${filter}" is not a filter the local backend knows: eq is`)
    params.push(filter.slice('eq.'.length))
    conditions.push(`t.${quote(column)} = $${first + params.length - 1}`)
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params }
}

/** GET reads with `select` and filters; POST inserts the body; PATCH changes the rows the filters match. */
async function onTable(tx: Tx, method: string | undefined, name: string, search: URLSearchParams, body?: Buffer) {
  const table = `public.${quote(name)}`
  if (method === 'GET') {
    const where = filters(search, 1)
    const select = search.get('select')?.trim() ?? '*'
    const columns =
      select === '*'
        ? '*'
        : select
            .split(',')
            .map((column) => quote(column.trim()))
            .join(', ')
    const { rows } = await tx.query<{ body: string }>(
      `select coalesce(json_agg(r), '[]')::text as body from (select ${columns} from ${table} as t ${where.sql}) r`,
      where.params,
    )
    return { status: 200, body: rows[0]!.body }
  }
  if (method === 'POST') {
    const rows = bodyRows(body)
    // One statement for the whole body, as PostgREST makes it (the database's one-row-per-request rule sees it
    // whole); a key some rows lack is null in those, as postgrest-js asks with `columns`.
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map(quote).join(', ')
    await tx.query(
      `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1)`,
      [JSON.stringify(rows)],
    )
    return { status: 201, body: null }
  }
  if (method === 'PATCH') {
    const [changes = {}] = bodyRows(body)
    const where = filters(search, 2)
    const assignments = Object.keys(changes).map((column) => `${quote(column)} = r.${quote(column)}`)
    await tx.query(
      `update ${table} as t set ${assignments.join(', ')} from json_populate_record(null::${table}, $1) as r ${where.sql}`,
      [JSON.stringify(changes), ...where.params],
    )
    return { status: 204, body: null }
  }
  throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

/** A public function, called with the body's keys as its named arguments, each cast to its parameter's type. */
async function callFunction(tx: Tx, name: string, args: unknown) {
  const given = typeof args === 'object' && args !== null && !Array.isArray(args) ? Object.keys(args).sort() : []
  const { rows } = await tx.query<{ returns_void: boolean; names: string[]; types: string[] }>(
    `select p.prorettype = 'void'::regtype as returns_void, coalesce(p.proargnames::text[], '{}') as names,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as types
     from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.prokind = 'f'`,
    [name],
  )
  const fn = rows.find((row) => [...row.names].sort().join() === given.join())
  if (!fn)
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    )
  const call = `public.${quote(name)}(${fn.names.map((arg) => `${quote(arg)} := a.${quote(arg)}`).join(', ')})`
  const record = fn.names.map((arg, index) => `${quote(arg)} ${fn.types[index]}`).join(', ')
  const from = fn.names.length > 0 ? `from json_to_record($1::json) as a(${record})` : ''
  const { rows: result } = await tx.query<{ body: string }>(
    `select ${fn.returns_void ? call : `to_json(${call})::text`} as body ${from}`,
    fn.names.length > 0 ? [JSON.stringify(args)] : [],
  )
  return fn.returns_void ? { status: 204, body: null } : { status: 200, body: result[0]?.body ?? 'null' }
}

/** `/rest/v1/<name>`, a table, or `/rest/v1/rpc/<name>`, a function, when `rpc` is set. */
export function restHandler(db: Database) {
  return async (request: IncomingMessage, response: ServerResponse, rpc: boolean, name: string, url: URL) => {
    const role = gatewayRole(request)
    if (typeof role !== 'string') return sendJson(response, 401, { message: role.refused })
    try {
      if (rpc && request.method !== 'POST')
        throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
      // Read before the transaction opens: PGlite runs one at a time.
      const body = request.method === 'GET' ? undefined : await readBody(request)
      const answer = await db.transaction(
        (tx) =>
          rpc
            ? callFunction(tx, name, (body && parseJson(body)) ?? {})
            : onTable(tx, request.method, name, url.searchParams, body),
        role,
        requestSettings(request),
      )
      send(response, answer.status, answer.body, answer.body === null ? {} : jsonType)
    } catch (error) {
      const { status, code, message, details, hint } = failure(error, role)
      sendJson(response, status, { code, message, details, hint })
    }
  }
}
