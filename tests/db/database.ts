/** The migrated database the SQL tests use: the local backend's PGlite, in memory, as Supabase prepares it. */
import { fileURLToPath } from 'node:url'
import { openDatabase, type Database, type DatabaseRole } from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'

export const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

export async function migratedDatabase(dataDir: string | null = null): Promise<Database> {
  const db = await openDatabase(dataDir)
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

export function insertAs(db: Database, role: DatabaseRole, table: string, row: object) {
  const entries = Object.entries(row)
  const columns = entries.map(([column]) => column).join(', ')
  const placeholders = entries.map((_, index) => `$${index + 1}`).join(', ')
  return db.transaction((tx) => tx.query(`insert into public.${table} (${columns}) values (${placeholders})`, entries.map(([, value]) => value as unknown)), role)
}
