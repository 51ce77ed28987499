// The migrated databases the SQL tests use, each test file in a database of its own on the run's PostgreSQL 15
// server (tests/db/setup.ts made Supabase's roles there).
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest'
import {
  connectDatabase,
  type Database,
  type DatabaseRole,
  type RequestSettings,
} from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'
import { application, lead } from './fixtures.ts'

export const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

/** A fresh, empty database on the test server; its connection string. */
export async function postgresDatabase(): Promise<string> {
  const name = `test_${randomUUID().replaceAll('-', '')}`
  // CREATE DATABASE cannot run inside a transaction block: a plain client, not the pool.
  const admin = new pg.Client({ connectionString: `${inject('postgres')}postgres` })
  await admin.connect()
  await admin.query(`create database "${name}"`).finally(() => admin.end())
  return `${inject('postgres')}${name}`
}

/** The refusal of a held submission over the overall or the daily limit. */
export const BUSY =
  'We are receiving an unusual number of submissions right now. Please try again later, or call or e-mail us.'

/** What Postgres answered: undefined when the statement went through. */
export async function failureOf(work: Promise<unknown>): Promise<{ code: string; message: string } | undefined> {
  try {
    await work
    return undefined
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code !== 'string') throw error
    return { code, message: String(message) }
  }
}

/** The request settings PostgREST makes for a request with these headers. */
export const headers = (values: Record<string, string>) => ({ 'request.headers': JSON.stringify(values) })
/** Those for a browser at this address (the local backend's edge sets cf-connecting-ip). */
export const fromAddress = (address: string) => headers({ 'cf-connecting-ip': address })

let lastAddress = 0
/** An address no other insert of this test file uses (2001:db8::/32 is for documentation), so limits never meet by accident. */
export const uniqueAddress = () => `2001:db8:${(++lastAddress).toString(16)}::1`

/** One insert statement as a role, from a client at a fresh address unless settings say otherwise. */
export function insertAs(
  db: Database,
  role: DatabaseRole,
  table: string,
  row: object,
  settings: RequestSettings = fromAddress(uniqueAddress()),
) {
  const values: unknown[] = Object.values(row)
  const placeholders = values.map((_, index) => `$${index + 1}`)
  const sql = `insert into public.${table} (${Object.keys(row).join(', ')}) values (${placeholders.join(', ')})`
  return db.transaction((tx) => tx.query(sql, values), role, settings)
}

export type Table = 'leads' | 'subcontractors'
/** What claim_notification and claim_acknowledgement return. */
export type Claim = { state: string; key?: string; row?: Record<string, unknown> }

/** The rows of one statement, or of several without parameters, as the owner unless a role is named. */
export const rowsOf = async <T = Record<string, unknown>>(
  db: Database,
  sql: string,
  params: unknown[] = [],
  role?: DatabaseRole,
) => (await db.transaction((tx) => tx.query<T>(sql, params), role)).rows

/**
 * A migrated database for this test file (made before its tests, closed after), and SQL on it; `prepare` runs
 * before the migrations.
 */
export function useDatabase({ prepare }: { prepare?: string } = {}) {
  let db: Database
  beforeAll(async () => {
    db = connectDatabase(await postgresDatabase())
    if (prepare) await db.transaction((tx) => tx.exec(prepare))
    await migrate(db, migrationsDir)
  })
  afterAll(() => db?.close())

  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = [], role?: DatabaseRole) =>
    rowsOf<T>(db, sql, params, role)
  return {
    database: () => db,
    query,
    /** What Postgres answers this insert: undefined when it is stored. */
    tryInsert: (role: DatabaseRole, table: string, row: object, settings?: RequestSettings) =>
      failureOf(insertAs(db, role, table, row, settings)),
    /** What a function returns to the service role (the functions' key). */
    rpc: async <T>(call: string, params: unknown[] = []) =>
      (await query<{ result: T }>(`select ${call} as result`, params, 'service_role'))[0]!.result,
    /** Sets private.limits for the running test; `reset` sets them back once it has finished. */
    async limitsForTest(set: string, reset: string) {
      await query(`update private.limits set ${set}`)
      onTestFinished(async () => {
        await query(`update private.limits set ${reset}`)
      })
    },
    /** A submission as stored with a valid proof of work (verified), as the site stores it; its id. */
    async stored(table: Table = 'leads', overrides: Record<string, unknown> = {}) {
      const submission = { ...(table === 'leads' ? lead() : application()), ...overrides }
      await insertAs(db, 'service_role', table, { ...submission, verification: 'verified' })
      return submission.id
    },
  }
}
