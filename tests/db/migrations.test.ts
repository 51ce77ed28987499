/**
 * The migrations as they meet real databases: a kept PGlite folder is migrated once and keeps its rows; the
 * notify-pending schedule is set on a real PostgreSQL server with pg_cron, and skipped, without failing the
 * migration, where the extensions are missing (PGlite) or cannot be created (a database other than pg_cron's).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { connectDatabase, openDatabase, type Database } from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'
import { CRON_DATABASE } from '../../scripts/postgres-server.ts'
import { insertAs, migratedDatabase, migrationsDir, postgresDatabase } from './database.ts'
import { lead } from './fixtures.ts'

const migrationFiles = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql')).sort()
const dataDir = mkdtempSync(join(tmpdir(), 'local-backend-db-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const scheduledJobs = (db: Database) =>
  db.transaction((tx) => tx.query<{ jobname: string; schedule: string; command: string }>('select jobname, schedule, command from cron.job'))
const installed = async (db: Database) =>
  (await db.transaction((tx) => tx.query<{ extname: string }>("select extname from pg_extension where extname in ('pg_cron', 'pg_net') order by extname"))).rows.map(
    (row) => row.extname,
  )

test('a restart applies no migration twice and keeps the data', async () => {
  const first = await openDatabase(dataDir)
  const applied = await migrate(first, migrationsDir)
  expect(applied).toEqual(migrationFiles)
  const row = lead()
  await insertAs(first, 'anon', 'leads', row)
  await first.close()

  const second = await openDatabase(dataDir)
  expect(await migrate(second, migrationsDir)).toEqual([])
  const { rows } = await second.transaction((tx) => tx.query('select name from public.leads where id = $1', [row.id]), 'service_role')
  expect(rows).toEqual([{ name: row.name }])
  const recorded = await second.transaction((tx) => tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version'))
  expect(recorded.rows.map((migration) => migration.version)).toEqual(migrationFiles.map((file) => file.slice(0, 14)))
  await second.close()
})

describe('the notify-pending schedule', () => {
  test('PGlite has neither extension: the migrations apply and nothing is scheduled', async () => {
    const db = await migratedDatabase('pglite')
    expect(await installed(db)).toEqual([])
    expect(await db.transaction((tx) => tx.query("select to_regnamespace('cron') as cron"))).toEqual({ rows: [{ cron: null }] })
    await db.close()
  })

  test('a database where pg_cron cannot be created (not pg_cron\'s database): the migrations apply, nothing is scheduled', async () => {
    const db = connectDatabase(await postgresDatabase())
    await migrate(db, migrationsDir)
    expect(await installed(db)).toEqual([])
    await db.close()
  })

  describe("in pg_cron's database on a real server", () => {
    let db: Database
    afterAll(() => db?.close())

    test('pg_cron is created; without pg_net (not packaged for Debian) nothing is scheduled', async () => {
      db = connectDatabase(`${inject('postgres')}${CRON_DATABASE}`)
      await migrate(db, migrationsDir)
      expect(await installed(db)).toEqual(['pg_cron'])
      expect((await scheduledJobs(db)).rows).toEqual([])
    })

    test('with pg_net and Vault as Supabase has them, the job runs every five minutes and posts to notify-pending with the service role key from Vault', async () => {
      // Stand-ins with the signatures of pg_net's net.http_post and Vault's decrypted_secrets view, recording each call.
      await db.transaction((tx) =>
        tx.exec(`
          create schema net;
          create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
          create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
            returns bigint language sql as $$ insert into net.calls values (url, body, headers, timeout_milliseconds) returning 1::bigint $$;
          create schema vault;
          create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
          insert into vault.decrypted_secrets values ('project_url', 'https://project-ref.supabase.co'), ('service_role_key', 'service-role-key-from-vault');
        `),
      )
      await db.transaction((tx) => tx.query('select private.schedule_notify_pending()'))
      await db.transaction((tx) => tx.query('select private.schedule_notify_pending()'))
      const { rows: jobs } = await scheduledJobs(db)
      expect(jobs.map(({ jobname, schedule }) => ({ jobname, schedule }))).toEqual([{ jobname: 'notify-pending', schedule: '*/5 * * * *' }])

      await db.transaction((tx) => tx.exec(jobs[0]!.command))
      const { rows: calls } = await db.transaction((tx) => tx.query('select * from net.calls'))
      expect(calls).toEqual([
        {
          url: 'https://project-ref.supabase.co/functions/v1/notify-pending',
          body: {},
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-role-key-from-vault' },
          timeout_milliseconds: 60000,
        },
      ])
    })
  })
})
