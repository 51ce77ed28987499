/**
 * The migrated databases the SQL tests use, prepared as Supabase prepares a project (roles, default
 * privileges) and then migrated, on the run's PostgreSQL 15 server (tests/db/setup.ts), each test file in a
 * database of its own.
 */
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { inject } from 'vitest'
import {
  connectDatabase,
  type Database,
  type DatabaseRole,
  type RequestSettings,
} from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'

export const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

/** A fresh, empty database on the test server; its connection string. */
export async function postgresDatabase(name = `test_${randomUUID().replaceAll('-', '')}`): Promise<string> {
  const server = inject('postgres')
  // CREATE DATABASE cannot run inside a transaction block: a plain client, not the pool.
  const admin = new pg.Client({ connectionString: `${server}postgres` })
  await admin.connect()
  try {
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  return `${server}${name}`
}

export async function migratedDatabase(): Promise<Database> {
  const db = connectDatabase(await postgresDatabase())
  await migrate(db, migrationsDir)
  return db
}

export interface SqlFailure {
  code: string
  message: string
}

/** What Postgres answered: undefined when the statement went through. */
export async function failureOf(work: Promise<unknown>): Promise<SqlFailure | undefined> {
  try {
    await work
    return undefined
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code !== 'string') throw error
    return { code, message: String(message) }
  }
}

/** The request settings PostgREST makes for a browser at this address (the local backend's edge sets cf-connecting-ip). */
export const fromAddress = (address: string, extraHeaders: Record<string, string> = {}): RequestSettings => ({
  'request.headers': JSON.stringify({ 'cf-connecting-ip': address, ...extraHeaders }),
})

let lastAddress = 0
/** An address no other insert of this test file uses (2001:db8::/32 is for documentation), so limits never meet by accident. */
export function uniqueAddress(): string {
  lastAddress += 1
  return `2001:db8:${lastAddress.toString(16)}::1`
}

/** One insert statement as a role, from a client at a fresh address unless settings say otherwise. */
export function insertAs(
  db: Database,
  role: DatabaseRole,
  table: string,
  row: object,
  settings: RequestSettings = fromAddress(uniqueAddress()),
) {
  const entries = Object.entries(row)
  const columns = entries.map(([column]) => column).join(', ')
  const placeholders = entries.map((_, index) => `$${index + 1}`).join(', ')
  return db.transaction(
    (tx) =>
      tx.query(
        `insert into public.${table} (${columns}) values (${placeholders})`,
        entries.map(([, value]) => value as unknown),
      ),
    role,
    settings,
  )
}
