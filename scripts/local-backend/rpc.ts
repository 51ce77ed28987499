/**
 * `POST /rest/v1/rpc/<name>`: calls a public function with the JSON body's keys as named arguments, each cast
 * to the parameter's type, as PostgREST does; answers the result as JSON (204 with no body for void). A name
 * or set of arguments the schema cache does not know is 404 PGRST202.
 */
import type { Tx } from './database.ts'
import { apiError } from './postgrest-errors.ts'
import { QueryError, quoteIdentifier } from './postgrest-query.ts'

export interface FunctionInfo {
  name: string
  returns_void: boolean
  arg_names: string[]
  arg_types: string[]
}

export async function callFunction(tx: Tx, functions: ReadonlyMap<string, FunctionInfo>, name: string, args: unknown) {
  const fn = functions.get(name)
  const given = typeof args === 'object' && args !== null && !Array.isArray(args) ? Object.keys(args).sort() : undefined
  if (!fn || !given || given.join(',') !== [...fn.arg_names].sort().join(',')) {
    throw new QueryError(
      apiError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${given?.join(', ') ?? ''}) in the schema cache`,
      ),
    )
  }
  // Names and types come from the catalog, values only ever travel in the JSON parameter.
  const record = fn.arg_names.map((arg, index) => `${quoteIdentifier(arg)} ${fn.arg_types[index]}`).join(', ')
  const call = `public.${quoteIdentifier(fn.name)}(${fn.arg_names.map((arg) => `${quoteIdentifier(arg)} := a.${quoteIdentifier(arg)}`).join(', ')})`
  const from = fn.arg_names.length > 0 ? `from json_to_record($1::json) as a(${record})` : ''
  const params = fn.arg_names.length > 0 ? [JSON.stringify(args)] : []
  if (fn.returns_void) {
    await tx.query(`select ${call} ${from}`, params)
    return { status: 204, body: null }
  }
  const { rows } = await tx.query<{ body: string }>(`select to_json(${call})::text as body ${from}`, params)
  return { status: 200, body: rows[0]?.body ?? 'null' }
}
