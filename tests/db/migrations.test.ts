/**
 * The migrations as they meet real databases: the schedules are set in pg_cron's database, and skipped,
 * without failing the migration, where pg_cron cannot be created (any other database) or Storage is missing.
 */
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { connectDatabase, type Database } from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'
import { CRON_DATABASE } from '../../scripts/postgres-server.ts'
import { insertAs, migrationsDir, postgresDatabase } from './database.ts'
import { lead } from './fixtures.ts'

const migrationFiles = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .sort()

const scheduledJobs = (db: Database) =>
  db.transaction((tx) =>
    tx.query<{ jobname: string; schedule: string; command: string }>('select jobname, schedule, command from cron.job'),
  )
const installed = async (db: Database) =>
  (
    await db.transaction((tx) =>
      tx.query<{ extname: string }>(
        "select extname from pg_extension where extname in ('pg_cron', 'pg_net') order by extname",
      ),
    )
  ).rows.map((row) => row.extname)

test("where Storage's tables and pg_cron are missing the migrations apply: no photos, nothing scheduled", async () => {
  const db = connectDatabase(await postgresDatabase())
  expect(await migrate(db, migrationsDir, { storage: false })).toEqual(migrationFiles)
  expect((await db.transaction((tx) => tx.query("select to_regclass('storage.objects') as objects"))).rows).toEqual([
    { objects: null },
  ])
  expect(await installed(db)).toEqual([])
  const row = { ...lead(), photo_count: 2 }
  await insertAs(db, 'anon', 'leads', row)
  const pending = await db.transaction(
    (tx) => tx.query<{ ids: unknown }>("select public.pending_notifications(10, '0 seconds') as ids"),
    'service_role',
  )
  expect(pending.rows[0]!.ids).toEqual([])
  await db.close()
})

describe('the schedules', () => {
  describe("in pg_cron's database on a real server", () => {
    let db: Database
    afterAll(() => db?.close())

    test('pg_cron is created; without pg_net (not packaged for Debian) nothing is scheduled', async () => {
      db = connectDatabase(`${inject('postgres')}${CRON_DATABASE}`)
      await migrate(db, migrationsDir)
      expect(await installed(db)).toEqual(['pg_cron'])
      expect((await scheduledJobs(db)).rows).toEqual([])
    })

    test('with pg_net and Vault as Supabase has them, the job runs every five minutes and posts to notify-pending with the secret key from Vault as apikey', async () => {
      // Stand-ins with the signatures of pg_net's net.http_post and Vault's decrypted_secrets view, recording each call.
      await db.transaction((tx) =>
        tx.exec(`
          create schema net;
          create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
          create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
            returns bigint language sql as $$ insert into net.calls values (url, body, headers, timeout_milliseconds) returning 1::bigint $$;
          create schema vault;
          create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
          insert into vault.decrypted_secrets values ('project_url', 'https://project-ref.supabase.co'), ('secret_key', 'sb_secret_from_vault');
        `),
      )
      await db.transaction((tx) => tx.query('select private.schedule_notify_pending()'))
      await db.transaction((tx) => tx.query('select private.schedule_notify_pending()'))
      const { rows: jobs } = await scheduledJobs(db)
      expect(jobs.map(({ jobname, schedule }) => ({ jobname, schedule }))).toEqual([
        { jobname: 'notify-pending', schedule: '*/5 * * * *' },
      ])

      await db.transaction((tx) => tx.exec(jobs[0]!.command))
      const { rows: calls } = await db.transaction((tx) => tx.query('select * from net.calls'))
      expect(calls).toEqual([
        {
          url: 'https://project-ref.supabase.co/functions/v1/notify-pending',
          body: {},
          headers: { 'Content-Type': 'application/json', apikey: 'sb_secret_from_vault' },
          timeout_milliseconds: 60000,
        },
      ])
    })

    test('the weekly report is called at 15:00 and 16:00 UTC on Mondays (8:00 in San Diego, summer and winter)', async () => {
      await db.transaction((tx) => tx.query('select private.schedule_weekly_report()'))
      const job = (await scheduledJobs(db)).rows.find((candidate) => candidate.jobname === 'weekly-report')
      expect(job?.schedule).toBe('0 15,16 * * 1')
      await db.transaction((tx) => tx.exec(`delete from net.calls; ${job!.command}`))
      const { rows: calls } = await db.transaction((tx) => tx.query('select url, headers from net.calls'))
      expect(calls).toEqual([
        {
          url: 'https://project-ref.supabase.co/functions/v1/weekly-report',
          headers: { 'Content-Type': 'application/json', apikey: 'sb_secret_from_vault' },
        },
      ])
    })

    test("the retention job runs daily and asks Storage's API, with the secret key from Vault, to delete the photos of the requests it deleted", async () => {
      // A stand-in with the signature of pg_net's net.http_delete before 0.15 (no body), recording each call as the one above does.
      await db.transaction((tx) =>
        tx.exec(`
          create table net.deletes (url text, headers jsonb, timeout_milliseconds integer);
          create function net.http_delete(url text, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
            returns bigint language sql as $$ insert into net.deletes values (url, headers, timeout_milliseconds) returning 1::bigint $$;
        `),
      )
      await db.transaction((tx) => tx.query('select private.schedule_retention()'))
      await db.transaction((tx) => tx.query('select private.schedule_retention()'))
      const { rows: jobs } = await scheduledJobs(db)
      const job = jobs.find((candidate) => candidate.jobname === 'delete-expired-submissions')
      expect(jobs.filter((candidate) => candidate.jobname === 'delete-expired-submissions')).toHaveLength(1)
      expect(job?.schedule).toBe('17 11 * * *')

      const expired = { ...lead(), photo_count: 2 }
      await insertAs(db, 'anon', 'leads', expired)
      const photos = [`${expired.id}/${randomUUID()}.jpg`, `${expired.id}/${randomUUID()}.jpg`].sort()
      for (const photo of photos)
        await db.transaction((tx) =>
          tx.query("insert into storage.objects (bucket_id, name) values ('lead-photos', $1)", [photo]),
        )
      await db.transaction((tx) =>
        tx.query("update public.leads set created_at = now() - interval '25 months' where id = $1", [expired.id]),
      )
      await db.transaction((tx) => tx.exec(job!.command))
      expect(
        (await db.transaction((tx) => tx.query('select id from public.leads where id = $1', [expired.id]))).rows,
      ).toEqual([])
      const { rows: deletes } = await db.transaction((tx) => tx.query('select * from net.deletes order by url'))
      expect(deletes).toEqual(
        photos.map((photo) => ({
          url: `https://project-ref.supabase.co/storage/v1/object/lead-photos/${photo}`,
          headers: { apikey: 'sb_secret_from_vault' },
          timeout_milliseconds: 60000,
        })),
      )
    })
  })
})
