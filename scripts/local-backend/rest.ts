/**
 * `/rest/v1/<table>`: the part of PostgREST the site and its tools use. Each request runs as the role its
 * API key stands for, so grants and row level security decide exactly as on Supabase: POST inserts (object
 * or array; `Prefer: return=representation` answers the rows, otherwise 201 with no body), GET reads with
 * `select` and `column=eq.value` filters, PATCH and DELETE change rows matched by such filters.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Tx } from './database.ts'
import type { Database } from './database.ts'
import { BodyTooLarge, bearerToken, header, parseJson, readBody, send, sendJson } from './http.ts'
import { roleOfKey, type ApiRole } from './keys.ts'
import { apiError, fromDatabaseError, isDatabaseError, type PostgrestError } from './postgrest-errors.ts'
import { QueryError, insertColumns, knownColumn, quoteIdentifier, selectList, tableSql, whereClause, type TableInfo } from './postgrest-query.ts'

const CORS_ALLOWED_HEADERS = 'apikey, authorization, content-type, prefer, x-client-info, accept-profile, content-profile, range, x-retry-count'

/** The gateway in front of Supabase's API allows any origin and echoes the headers a preflight asks for. */
export function restPreflight(request: IncomingMessage, response: ServerResponse) {
  send(response, 200, null, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? CORS_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '3600',
  })
}

const CORS = { 'Access-Control-Allow-Origin': '*' }

/** The schema cache: public tables and their columns, read once after the migrations ran. */
export async function loadTables(db: Database): Promise<Map<string, TableInfo>> {
  const { rows } = await db.transaction((tx) =>
    tx.query<{ table_name: string; columns: string[] }>(
      `select table_name, array_agg(column_name::text order by ordinal_position) as columns
       from information_schema.columns where table_schema = 'public' group by table_name`,
    ),
  )
  return new Map(rows.map((row) => [row.table_name, { name: row.table_name, columns: new Set(row.columns) }]))
}

type Answer = { status: number; body: string | null }

const jsonRowsSql = (source: string) => `select coalesce(json_agg(r), '[]')::text as body from (${source}) r`

function wantsRows(request: IncomingMessage) {
  return /return=representation/.test(header(request, 'prefer') ?? '')
}

async function rowsAsJson(tx: Tx, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await tx.query<{ body: string }>(sql, params)
  return rows[0]?.body ?? '[]'
}

function bodyRows(body: Buffer): Record<string, unknown>[] {
  const value = parseJson(body)
  const rows = Array.isArray(value) ? value : [value]
  if (value === undefined || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new QueryError(apiError(400, 'PGRST102', 'Empty or invalid json'))
  }
  return rows as Record<string, unknown>[]
}

async function insert(db: Database, role: ApiRole, table: TableInfo, request: IncomingMessage, search: URLSearchParams): Promise<Answer> {
  const rows = bodyRows(await readBody(request))
  if (rows.length === 0) return { status: 201, body: wantsRows(request) ? '[]' : null }
  const columns = insertColumns(table, search.get('columns'), rows).map(quoteIdentifier).join(', ')
  // json_populate_recordset turns JSON into the table's own column types, as PostgREST does.
  const statement = `insert into public.${quoteIdentifier(table.name)} (${columns})
    select ${columns} from json_populate_recordset(null::public.${quoteIdentifier(table.name)}, $1)`
  const json = JSON.stringify(rows)
  return db.transaction(async (tx) => {
    if (!wantsRows(request)) {
      await tx.query(statement, [json])
      return { status: 201, body: null }
    }
    return { status: 201, body: await rowsAsJson(tx, `with inserted as (${statement} returning *) ${jsonRowsSql('select * from inserted')}`, [json]) }
  }, role)
}

async function read(db: Database, role: ApiRole, table: TableInfo, search: URLSearchParams): Promise<Answer> {
  const where = whereClause(table, search, 1)
  const source = `select ${selectList(table, search.get('select'))} from ${tableSql(table)} ${where.sql}`
  return { status: 200, body: await db.transaction((tx) => rowsAsJson(tx, jsonRowsSql(source), where.params), role) }
}

/** Supabase refuses an unfiltered UPDATE or DELETE (pg-safeupdate), and so does the local backend. */
function requiredWhere(table: TableInfo, search: URLSearchParams, verb: string, firstParam: number) {
  const where = whereClause(table, search, firstParam)
  if (where.params.length === 0) throw new QueryError(apiError(400, '21000', `${verb} requires a WHERE clause`))
  return where
}

async function update(db: Database, role: ApiRole, table: TableInfo, request: IncomingMessage, search: URLSearchParams): Promise<Answer> {
  const [changes] = bodyRows(await readBody(request))
  const where = requiredWhere(table, search, 'UPDATE', 2)
  const assignments = Object.keys(changes ?? {}).map((column) => `${knownColumn(table, column)} = r.${quoteIdentifier(column)}`)
  if (assignments.length === 0) return { status: 204, body: null }
  const statement = `update ${tableSql(table)} set ${assignments.join(', ')}
    from json_populate_record(null::public.${quoteIdentifier(table.name)}, $1) as r ${where.sql}`
  return changeRows(db, role, request, statement, [JSON.stringify(changes), ...where.params])
}

async function remove(db: Database, role: ApiRole, table: TableInfo, request: IncomingMessage, search: URLSearchParams): Promise<Answer> {
  const where = requiredWhere(table, search, 'DELETE', 1)
  return changeRows(db, role, request, `delete from ${tableSql(table)} ${where.sql}`, where.params)
}

async function changeRows(db: Database, role: ApiRole, request: IncomingMessage, statement: string, params: unknown[]): Promise<Answer> {
  return db.transaction(async (tx) => {
    if (!wantsRows(request)) {
      await tx.query(statement, params)
      return { status: 204, body: null }
    }
    return { status: 200, body: await rowsAsJson(tx, `with changed as (${statement} returning t.*) ${jsonRowsSql('select * from changed')}`, params) }
  }, role)
}

const gatewayError = (message: string, hint: string) => ({ status: 401, body: { message, hint } })

/** The API gateway's key check: apikey must be a project key; the bearer token, when given, picks the role. */
function authenticate(request: IncomingMessage): { role: ApiRole } | { status: number; body: unknown } {
  const apikey = header(request, 'apikey')
  if (!apikey) return gatewayError('No API key found in request', 'No `apikey` request header or url param was found.')
  const role = roleOfKey(bearerToken(request) ?? apikey)
  if (!roleOfKey(apikey) || !role) return gatewayError('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.')
  return { role }
}

function run(db: Database, role: ApiRole, table: TableInfo, request: IncomingMessage, search: URLSearchParams): Promise<Answer> {
  switch (request.method) {
    case 'GET':
      return read(db, role, table, search)
    case 'POST':
      return insert(db, role, table, request, search)
    case 'PATCH':
      return update(db, role, table, request, search)
    case 'DELETE':
      return remove(db, role, table, request, search)
    default:
      throw new QueryError(apiError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`))
  }
}

function failureOf(error: unknown, role: ApiRole): PostgrestError {
  if (error instanceof QueryError) return error.error
  if (isDatabaseError(error)) return fromDatabaseError(error, role)
  if (error instanceof BodyTooLarge) return apiError(413, 'PGRST413', error.message)
  throw error
}

export function restHandler(db: Database, tables: ReadonlyMap<string, TableInfo>) {
  return async (request: IncomingMessage, response: ServerResponse, tableName: string, search: URLSearchParams) => {
    const auth = authenticate(request)
    if (!('role' in auth)) return sendJson(response, auth.status, auth.body, CORS)
    const table = tables.get(tableName)
    if (!table) {
      const failure = apiError(404, 'PGRST205', `Could not find the table 'public.${tableName}' in the schema cache`)
      return sendJson(response, failure.status, failure.body, CORS)
    }
    const profile = header(request, 'content-profile') ?? header(request, 'accept-profile')
    if (profile && profile !== 'public') {
      const failure = apiError(406, 'PGRST106', 'The schema must be one of the following: public')
      return sendJson(response, failure.status, failure.body, CORS)
    }
    try {
      const answer = await run(db, auth.role, table, request, search)
      const headers: Record<string, string> = answer.body === null ? CORS : { ...CORS, 'Content-Type': 'application/json; charset=utf-8' }
      send(response, answer.status, answer.body, headers)
    } catch (error) {
      const failure = failureOf(error, auth.role)
      sendJson(response, failure.status, failure.body, CORS)
    }
  }
}
