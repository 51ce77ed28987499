/** A kept data folder: migrations run once, rows survive a restart. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'
import { insertAs, migrationsDir } from './database.ts'
import { lead } from './fixtures.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'local-backend-db-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

test('a restart applies no migration twice and keeps the data', async () => {
  const first = await openDatabase(dataDir)
  const applied = await migrate(first, migrationsDir)
  expect(applied).toEqual([expect.stringMatching(/^\d{14}_forms\.sql$/)])
  const row = lead()
  await insertAs(first, 'anon', 'leads', row)
  await first.close()

  const second = await openDatabase(dataDir)
  expect(await migrate(second, migrationsDir)).toEqual([])
  const { rows } = await second.transaction((tx) => tx.query('select name from public.leads where id = $1', [row.id]), 'service_role')
  expect(rows).toEqual([{ name: row.name }])
  const recorded = await second.transaction((tx) => tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'))
  expect(recorded.rows.map((migration) => migration.version)).toEqual([applied[0]!.slice(0, 14)])
  await second.close()
})
