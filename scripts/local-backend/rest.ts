/**
 * `/rest/v1/<table>` and `/rest/v1/rpc/<function>`: the part of PostgREST the site, the functions and their
 * tools use, answered as PostgREST answers it. Each request runs in one transaction as the role its API key
 * stands for, with PostgREST's request settings, so grants, row level security and the triggers decide as on
 * Supabase. POST inserts an object or an array in one statement (Prefer headers are not read: the site and
 * the functions send none); GET reads with `select` and filters; PATCH and DELETE change the rows matched by
 * filters; POST to rpc/<name> calls a function with named arguments.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database, RequestSettings, Tx } from './database.ts'
import { BodyTooLarge, header, parseJson, readBody, send, sendJson } from './http.ts'
import { type ApiRole, gatewayRole } from './keys.ts'
import { apiError, fromDatabaseError, isDatabaseError, type PostgrestError } from './postgrest-errors.ts'
import {
  insertColumns,
  knownColumn,
  QueryError,
  quoteIdentifier,
  selectList,
  type TableInfo,
  tableSql,
  whereClause,
} from './postgrest-query.ts'
import { requestSettings } from './request-settings.ts'
import { callFunction, type FunctionInfo } from './rpc.ts'

const CORS_ALLOWED_HEADERS =
  'apikey, authorization, content-type, prefer, x-client-info, accept-profile, content-profile, range, x-retry-count'

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

export interface SchemaCache {
  tables: ReadonlyMap<string, TableInfo>
  functions: ReadonlyMap<string, FunctionInfo>
}

/** The schema cache: public tables (their columns) and functions, read once after the migrations ran. */
export async function loadSchema(db: Database): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    const { rows: tables } = await tx.query<{ table_name: string; columns: string[] }>(
      `select table_name, array_agg(column_name::text) as columns
       from information_schema.columns where table_schema = 'public' group by table_name`,
    )
    const { rows: functions } = await tx.query<FunctionInfo>(
      `select p.proname::text as name, p.prorettype = 'void'::regtype as returns_void,
              coalesce(p.proargnames::text[], '{}') as arg_names,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'`,
    )
    return {
      tables: new Map(tables.map((row) => [row.table_name, { name: row.table_name, columns: new Set(row.columns) }])),
      functions: new Map(functions.map((fn) => [fn.name, fn])),
    }
  })
}

type Answer = { status: number; body: string | null; headers?: Record<string, string> }

/** What a request runs with: its role and PostgREST's request settings. */
interface Context {
  db: Database
  role: ApiRole
  settings: RequestSettings
}

const jsonRowsSql = (source: string) => `select coalesce(json_agg(r), '[]')::text as body from (${source}) r`

const inTransaction = <T>(context: Context, work: (tx: Tx) => Promise<T>) =>
  context.db.transaction(work, context.role, context.settings)

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

async function insert(
  context: Context,
  table: TableInfo,
  request: IncomingMessage,
  search: URLSearchParams,
): Promise<Answer> {
  const rows = bodyRows(await readBody(request))
  if (rows.length === 0) return { status: 201, body: null }
  const columns = insertColumns(table, search.get('columns'), rows).map(quoteIdentifier).join(', ')
  const record = `null::public.${quoteIdentifier(table.name)}`
  // One statement for the whole body, as PostgREST makes it (the database's one-row-per-request rule sees it whole).
  await inTransaction(context, (tx) =>
    tx.query(
      `insert into public.${quoteIdentifier(table.name)} (${columns}) select ${columns} from json_populate_recordset(${record}, $1)`,
      [JSON.stringify(rows)],
    ),
  )
  return { status: 201, body: null }
}

async function read(context: Context, table: TableInfo, search: URLSearchParams): Promise<Answer> {
  const where = whereClause(table, search, 1)
  const source = `select ${selectList(table, search.get('select'))} from ${tableSql(table)} ${where.sql}`
  return { status: 200, body: await inTransaction(context, (tx) => rowsAsJson(tx, jsonRowsSql(source), where.params)) }
}

/** Supabase refuses an unfiltered UPDATE or DELETE (pg-safeupdate), and so does the local backend. */
function requiredWhere(table: TableInfo, search: URLSearchParams, verb: string, firstParam: number) {
  const where = whereClause(table, search, firstParam)
  if (where.params.length === 0) throw new QueryError(apiError(400, '21000', `${verb} requires a WHERE clause`))
  return where
}

async function update(
  context: Context,
  table: TableInfo,
  request: IncomingMessage,
  search: URLSearchParams,
): Promise<Answer> {
  const [changes] = bodyRows(await readBody(request))
  const where = requiredWhere(table, search, 'UPDATE', 2)
  const assignments = Object.keys(changes ?? {}).map(
    (column) => `${knownColumn(table, column)} = r.${quoteIdentifier(column)}`,
  )
  if (assignments.length === 0) return { status: 204, body: null }
  const statement = `update ${tableSql(table)} set ${assignments.join(', ')}
    from json_populate_record(null::public.${quoteIdentifier(table.name)}, $1) as r ${where.sql}`
  return changeRows(context, statement, [JSON.stringify(changes), ...where.params])
}

async function remove(context: Context, table: TableInfo, search: URLSearchParams): Promise<Answer> {
  const where = requiredWhere(table, search, 'DELETE', 1)
  return changeRows(context, `delete from ${tableSql(table)} ${where.sql}`, where.params)
}

async function changeRows(context: Context, statement: string, params: unknown[]): Promise<Answer> {
  await inTransaction(context, (tx) => tx.query(statement, params))
  return { status: 204, body: null }
}

const gatewayError = (message: string, hint: string) => ({ status: 401, body: { message, hint } })

/** The API gateway's key check (keys.ts): the REST API needs `apikey`; the bearer token, when given, picks the role. */
function authenticate(request: IncomingMessage): { role: ApiRole } | { status: number; body: unknown } {
  const answer = gatewayRole(request)
  if ('role' in answer) return { role: answer.role }
  const hint =
    answer.refused === 'No API key found in request'
      ? 'No `apikey` request header or url param was found.'
      : 'Double check your Supabase publishable or secret API key.'
  return gatewayError(answer.refused, hint)
}

function run(context: Context, table: TableInfo, request: IncomingMessage, search: URLSearchParams): Promise<Answer> {
  switch (request.method) {
    case 'GET':
      return read(context, table, search)
    case 'POST':
      return insert(context, table, request, search)
    case 'PATCH':
      return update(context, table, request, search)
    case 'DELETE':
      return remove(context, table, search)
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

function reply(response: ServerResponse, answer: Answer) {
  const headers: Record<string, string> = { ...CORS, ...answer.headers }
  if (answer.body !== null) headers['Content-Type'] = 'application/json; charset=utf-8'
  send(response, answer.status, answer.body, headers)
}

function checkProfile(request: IncomingMessage) {
  const profile = header(request, 'content-profile') ?? header(request, 'accept-profile')
  if (profile && profile !== 'public')
    throw new QueryError(apiError(406, 'PGRST106', 'The schema must be one of the following: public'))
}

/** `/rest/v1/<table>`, or `/rest/v1/rpc/<function>` when rpc is set. */
export function restHandler(db: Database, schema: SchemaCache) {
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    target: { table: string } | { rpc: string },
    search: URLSearchParams,
    path: string,
  ) => {
    const auth = authenticate(request)
    if (!('role' in auth)) return sendJson(response, auth.status, auth.body, CORS)
    try {
      checkProfile(request)
      const context: Context = {
        db,
        role: auth.role,
        settings: requestSettings(request, path),
      }
      if ('rpc' in target) {
        if (request.method !== 'POST')
          throw new QueryError(apiError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`))
        const args = parseJson(await readBody(request)) ?? {}
        return reply(
          response,
          await inTransaction(context, (tx) => callFunction(tx, schema.functions, target.rpc, args)),
        )
      }
      const table = schema.tables.get(target.table)
      if (!table)
        throw new QueryError(
          apiError(404, 'PGRST205', `Could not find the table 'public.${target.table}' in the schema cache`),
        )
      reply(response, await run(context, table, request, search))
    } catch (error) {
      const failure = failureOf(error, auth.role)
      sendJson(response, failure.status, failure.body, CORS)
    }
  }
}
