// The migrations on real databases: the schedules are set in pg_cron's database, and skipped without failing where
// pg_cron cannot be created (any other database) or Storage is missing; the photos' policy and trigger where Storage's
// admin owns storage.objects, as on hosted Supabase.
import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { connectDatabase, type Database } from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'
import { CRON_DATABASE } from '../../scripts/postgres-server.ts'
import { insertAs, migrationsDir, postgresDatabase, rowsOf } from './database.ts'
import { lead } from './fixtures.ts'

type Job = { schedule: string; command: string }
const installed = (db: Database) =>
  rowsOf(db, "select extname from pg_extension where extname in ('pg_cron', 'pg_net') order by 1")

test("where Storage's tables and pg_cron are missing the migrations apply: no photos, nothing scheduled", async () => {
  const db = connectDatabase(await postgresDatabase())
  await migrate(db, migrationsDir, { storage: false })
  expect(await rowsOf(db, "select to_regclass('storage.objects') as objects")).toEqual([{ objects: null }])
  expect(await installed(db)).toEqual([])
  await insertAs(db, 'anon', 'leads', { ...lead(), photo_count: 2 })
  const pending = "select public.pending_notifications(10, '0 seconds') as ids"
  expect(await rowsOf(db, pending, [], 'service_role')).toEqual([{ ids: [] }])
  await db.close()
})

/** A database as a project deployed before `version` has it, with `sql` run there, then migrated to now. */
async function upgraded(version: string, sql: string) {
  const db = connectDatabase(await postgresDatabase())
  const earlier = mkdtempSync(join(tmpdir(), 'migrations-'))
  for (const file of readdirSync(migrationsDir).filter((name) => name < version))
    copyFileSync(join(migrationsDir, file), join(earlier, file))
  await migrate(db, earlier)
  rmSync(earlier, { recursive: true })
  await rowsOf(db, sql)
  await migrate(db, migrationsDir)
  return db
}

test('a figure an owner changed stays, and keeps what it meant: a day of 30 e-mails keeps 28 single ones', async () => {
  const db = await upgraded('20261205000700', 'update private.limits set emails_per_day = 30')
  expect(await rowsOf(db, 'select emails_per_day, digest_reserve_per_day from private.limits')).toEqual([
    { emails_per_day: 30, digest_reserve_per_day: 2 },
  ])
  await db.close()
})

test("the day's verified bytes by the hour start from the log a project has, the owner's raised bytes too", async () => {
  const db = await upgraded(
    '20261205000800',
    `update private.limits set verified_bytes_per_day = 100000000;
    insert into private.submission_log (submitted_at, wide_network, email, verified, bytes) values
      (now() - interval '50 minutes', '10.1.1.0/24', 'a', true, 100), (now() - interval '40 minutes', '10.1.1.0/24', 'b', true, 50),
      (now() - interval '30 minutes', null, 'c', true, 7), (now() - interval '20 minutes', '10.2.2.0/24', 'd', false, 1000)`,
  )
  const sums = 'select first, sum(bytes)::int as bytes from private.verified_hours group by first order by first'
  expect(await rowsOf(db, sums)).toEqual([
    { first: false, bytes: 57 },
    { first: true, bytes: 100 },
  ])
  expect(await rowsOf(db, 'select verified_first_bytes_per_day::int as bytes from private.limits')).toEqual([
    { bytes: 100000000 },
  ])
  await db.close()
})

describe("the schedules, in pg_cron's database on a real server", () => {
  let db: Database
  afterAll(() => db?.close())
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rowsOf<T>(db, text, params)
  /** The command of the one job of that name, on this schedule after scheduling it twice; no request made yet. */
  async function scheduledTwice(job: string, schedule: string, cron: string) {
    await sql(`select private.${schedule}(); select private.${schedule}(); delete from net.calls`)
    const jobs = await sql<Job>('select schedule, command from cron.job where jobname = $1', [job])
    expect(jobs.map((scheduled) => scheduled.schedule)).toEqual([cron])
    return jobs[0]!.command
  }
  const project = 'https://project-ref.supabase.co'

  test('pg_cron is created; without pg_net (not packaged for Debian) nothing is scheduled', async () => {
    db = connectDatabase(`${inject('postgres')}${CRON_DATABASE}`)
    await migrate(db, migrationsDir)
    expect(await installed(db)).toEqual([{ extname: 'pg_cron' }])
    expect(await sql('select jobname from cron.job')).toEqual([])
    // For the tests below, stand-ins with the signatures of pg_net's net.http_post and net.http_delete (before 0.15,
    // which takes no body), recording each call, and of Vault's decrypted_secrets view.
    await sql(`
      create schema net;
      create table net.calls (method text, url text, body jsonb, headers jsonb, timeout_milliseconds integer);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.calls values ('POST', url, body, headers, timeout_milliseconds) returning 1::bigint $$;
      create function net.http_delete(url text, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.calls values ('DELETE', url, null, headers, timeout_milliseconds) returning 1::bigint $$;
      create schema vault;
      create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
      insert into vault.decrypted_secrets values ('project_url', '${project}'), ('secret_key', 'sb_secret_from_vault');
    `)
  })

  test.each([
    ['notify-pending', 'schedule_notify_pending', 'every five minutes', '*/5 * * * *'],
    [
      'weekly-report',
      'schedule_weekly_report',
      'at 15:00 and 16:00 UTC on Mondays (8:00 in San Diego, summer and winter)',
      '0 15,16 * * 1',
    ],
  ])(
    'with pg_net and Vault as Supabase has them, %s (%s) is called %s with the secret key from Vault as apikey',
    async (job, schedule, _when, cron) => {
      await sql(await scheduledTwice(job, schedule, cron))
      expect(await sql('select * from net.calls')).toEqual([
        {
          method: 'POST',
          url: `${project}/functions/v1/${job}`,
          body: {},
          headers: { 'Content-Type': 'application/json', apikey: 'sb_secret_from_vault' },
          timeout_milliseconds: 60000,
        },
      ])
    },
  )

  test("the retention job runs daily and asks Storage's API, with the secret key from Vault, to delete the photos of the requests it deleted", async () => {
    const command = await scheduledTwice('delete-expired-submissions', 'schedule_retention', '17 11 * * *')

    const expired = { ...lead(), photo_count: 2 }
    await insertAs(db, 'anon', 'leads', expired)
    const photos = [`${expired.id}/${randomUUID()}.jpg`, `${expired.id}/${randomUUID()}.jpg`].sort()
    await sql("insert into storage.objects (bucket_id, name) select 'lead-photos', unnest($1::text[])", [photos])
    await sql("update public.leads set created_at = now() - interval '25 months' where id = $1", [expired.id])
    await sql(command)
    expect(await sql('select id from public.leads where id = $1', [expired.id])).toEqual([])
    expect(await sql('select * from net.calls order by url')).toEqual(
      photos.map((photo) => ({
        method: 'DELETE',
        url: `${project}/storage/v1/object/lead-photos/${photo}`,
        body: null,
        headers: { apikey: 'sb_secret_from_vault' },
        timeout_milliseconds: 60000,
      })),
    )
  })

  // A secret key is no JWT: it goes as apikey alone. A project set up with the legacy pair keeps working.
  const secret = 'sb_secret_abc'
  const legacy = 'eyJhbGciOi.eyJyb2xl.sig'
  test.each([
    ['a secret key goes as apikey only', { secret_key: secret }, { apikey: secret }],
    ['and wins over a legacy key beside it', { secret_key: secret, service_role_key: legacy }, { apikey: secret }],
    [
      'a legacy JWT alone goes as apikey and bearer token',
      { service_role_key: legacy },
      { apikey: legacy, Authorization: `Bearer ${legacy}` },
    ],
  ])("the jobs' key from Vault: %s", async (_case, secrets, headers) => {
    await sql('delete from vault.decrypted_secrets')
    for (const [name, value] of Object.entries(secrets))
      await sql('insert into vault.decrypted_secrets values ($1, $2)', [name, value])
    expect(await sql('select private.service_request_headers() as headers')).toEqual([{ headers }])
  })
})

// The role running `supabase db push` may lack the right to add the policy (owner only) or trigger (TRIGGER privilege):
// the migration then passes with a notice naming the SQL for the dashboard, which a role that may runs to finish it.
describe("where Storage's admin owns storage.objects", () => {
  let client: pg.Client
  const notices: string[] = []

  beforeAll(async () => {
    const url = await postgresDatabase()
    const db = connectDatabase(url)
    await migrate(db, migrationsDir).finally(() => db.close())
    client = new pg.Client({ connectionString: url })
    client.on('notice', (notice) => notice.message?.includes('was not made') && notices.push(notice.message))
    await client.connect()
    // As on the platform: Storage's admin owns the tables; the migrating role (like Supabase's postgres, which
    // bypasses row level security) has the grants Storage gives it, not ownership. Roles are per cluster.
    await client.query(`
      drop policy "anon adds photos to a new quote request" on storage.objects;
      drop trigger limit_lead_photos on storage.objects;
      set session_replication_role = replica; -- past the stand-in's trigger that refuses a DELETE in SQL
      delete from storage.buckets where id = 'lead-photos';
      set session_replication_role = default;
      do $$ begin
        if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin; end if;
        if not exists (select from pg_roles where rolname = 'hosted_migrator') then create role hosted_migrator bypassrls; end if;
      end $$;
      alter schema storage owner to supabase_storage_admin;
      alter table storage.objects owner to supabase_storage_admin;
      alter table storage.buckets owner to supabase_storage_admin;
      grant usage on schema private to supabase_storage_admin;
      grant usage on schema storage, private to hosted_migrator;
      grant select, insert, update on storage.buckets to hosted_migrator;
      grant select on storage.objects to hosted_migrator;
      grant execute on function private.create_lead_photos_bucket(), private.limit_lead_photos() to hosted_migrator;
    `)
  })
  afterAll(() => client?.end())

  const made = async () =>
    (
      await client.query(`select (select count(*)::int from storage.buckets where id = 'lead-photos') as bucket,
        (select count(*)::int from pg_policies where schemaname = 'storage' and policyname = 'anon adds photos to a new quote request') as policy,
        (select count(*)::int from pg_trigger where tgname = 'limit_lead_photos') as trigger`)
    ).rows[0]

  async function runAs(role: string, sql: string) {
    notices.length = 0
    await client.query(`set role ${role}`)
    await client.query(sql).finally(() => client.query('reset role'))
  }

  test('a role that may not add the policy or the trigger makes the bucket and names the SQL for the rest', async () => {
    await runAs('hosted_migrator', 'select private.create_lead_photos_bucket()')
    expect(await made()).toEqual({ bucket: 1, policy: 0, trigger: 0 })
    expect(notices).toEqual([
      expect.stringMatching(/^the photos policy was not made: must be owner of table objects .*SQL editor/),
      expect.stringMatching(/^the photos trigger was not made: .*SQL editor/),
    ])
    expect(notices[0]).toContain('create policy "anon adds photos to a new quote request" on storage.objects')

    // With the TRIGGER privilege Storage grants today, only the policy is left to the SQL editor.
    await client.query('grant trigger on storage.objects to hosted_migrator')
    await runAs('hosted_migrator', 'select private.create_lead_photos_bucket()')
    expect(await made()).toEqual({ bucket: 1, policy: 0, trigger: 1 })
    expect(notices).toHaveLength(1)

    // The SQL the notice names, run by the table's owner (the dashboard), completes it.
    const sql = notices[0]!.slice(notices[0]!.indexOf('\n') + 1)
    await runAs('supabase_storage_admin', sql)
    expect(await made()).toEqual({ bucket: 1, policy: 1, trigger: 1 })

    // Run again by a role that may do all of it, it fails at nothing and makes nothing twice.
    await runAs('postgres', 'select private.create_lead_photos_bucket()')
    expect(notices).toEqual([])
    expect(await made()).toEqual({ bucket: 1, policy: 1, trigger: 1 })
  })
})
