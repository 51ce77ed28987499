/**
 * Prepares the database as a fresh Supabase project (API roles, grants, Storage's tables), then applies each
 * supabase/migrations/*.sql once, recorded as the CLI does; a data folder from since-replaced migrations is refused.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database.ts'

export const platformSql = readFileSync(new URL('./supabase-platform.sql', import.meta.url), 'utf8')
/** Supabase Storage's tables; without them (a plain Postgres) the migrations skip the photo bucket. */
const storageSql = readFileSync(new URL('./supabase-storage.sql', import.meta.url), 'utf8')

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/

export async function migrate(db: Database, migrationsDir: string, { storage = true } = {}): Promise<void> {
  await db.transaction((tx) => tx.exec(storage ? `${platformSql}\n${storageSql}` : platformSql))
  const applied = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    return new Set(rows.map((row) => row.version))
  })

  const files = readdirSync(migrationsDir).sort()
  const versions = new Set(files.map((file) => MIGRATION_FILE.exec(file)?.[1]))
  const unknown = [...applied].filter((version) => !versions.has(version)).sort()
  if (unknown.length > 0)
    throw new Error(
      `The local database records migrations that supabase/migrations no longer has (${unknown.join(', ')}): ` +
        'it was made by an older schema. Delete the folder .local/db to start afresh.',
    )

  for (const file of files) {
    const match = MIGRATION_FILE.exec(file)
    if (!match || applied.has(match[1]!)) continue
    const sql = readFileSync(join(migrationsDir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [match[1], match[2], [sql]],
      )
    })
  }
}
