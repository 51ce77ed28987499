/**
 * Turns the PostgREST request forms the site and its tools use into parameterized SQL. Table and column
 * names are only ever taken from the schema cache (never from the request as written), values only ever
 * travel as parameters.
 */
import { apiError, type PostgrestError } from './postgrest-errors.ts'

export interface TableInfo {
  name: string
  columns: ReadonlySet<string>
}

export class QueryError extends Error {
  constructor(readonly error: PostgrestError) {
    super(error.body.message)
  }
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The table as SQL, aliased t: filters say t."column". */
export const tableSql = (table: TableInfo) => `public.${quoteIdentifier(table.name)} as t`

export function knownColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new QueryError(
      apiError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`),
    )
  }
  return quoteIdentifier(column)
}

/** `?select=*` or `?select=a,b` (no embedding: nothing here has relations). */
export function selectList(table: TableInfo, select: string | null): string {
  if (select === null || select.trim() === '*') return '*'
  return select
    .split(',')
    .map((column) => knownColumn(table, column.trim()))
    .join(', ')
}

/** `columns="a","b"` as postgrest-js sends for array inserts, else the keys of the rows. */
export function insertColumns(
  table: TableInfo,
  columnsParam: string | null,
  rows: Record<string, unknown>[],
): string[] {
  let columns: string[]
  if (columnsParam !== null) {
    columns = columnsParam.split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1'))
  } else {
    columns = Object.keys(rows[0] ?? {})
    const sameKeys = rows.every(
      (row) => Object.keys(row).length === columns.length && columns.every((key) => key in row),
    )
    if (!sameKeys) throw new QueryError(apiError(400, 'PGRST102', 'All object keys must match'))
  }
  for (const column of columns) knownColumn(table, column)
  return columns
}

const RESERVED_PARAMS = new Set(['select', 'columns', 'on_conflict'])

/** PostgREST's operators the local backend knows, as SQL with the value's parameter. */
const OPERATORS: Record<string, (param: string) => string> = {
  eq: (param) => `= ${param}`,
  like: (param) => `like ${param}`,
  lt: (param) => `< ${param}`,
  gt: (param) => `> ${param}`,
}

/** `column=op.value` filters (eq, like with * as the wildcard, lt, gt, is.null), ANDed, as a WHERE clause with parameters numbered from firstParam. */
export function whereClause(
  table: TableInfo,
  search: URLSearchParams,
  firstParam: number,
): { sql: string; params: string[] } {
  const conditions: string[] = []
  const params: string[] = []
  for (const [column, filter] of search) {
    if (RESERVED_PARAMS.has(column)) continue
    const match = /^(eq|like|lt|gt|is)\.(.*)$/s.exec(filter)
    if (!match || (match[1] === 'is' && match[2] !== 'null')) {
      throw new QueryError(
        apiError(
          400,
          'PGRST100',
          `"${filter}" is not a filter the local backend knows: eq, like, lt, gt and is.null are`,
        ),
      )
    }
    const [, operator, value] = match as unknown as [string, string, string]
    if (operator === 'is') {
      conditions.push(`t.${knownColumn(table, column)} is null`)
      continue
    }
    params.push(operator === 'like' ? value.replaceAll('*', '%') : value)
    conditions.push(`t.${knownColumn(table, column)} ${OPERATORS[operator]!(`$${firstParam + params.length - 1}`)}`)
  }
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params }
}
