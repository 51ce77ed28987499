/**
 * Storage as hosted Supabase owns it: storage.objects belongs to supabase_storage_admin, and the role that runs
 * `supabase db push` may lack the right to add its policy (owner only) or its trigger (TRIGGER privilege). The
 * lead-photos migration must then go through with a notice naming the exact SQL for the dashboard's SQL
 * editor, and that SQL, run by a role that may, must make what was missing. On a real PostgreSQL 15.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectDatabase } from '../../scripts/local-backend/database.ts'
import { migrate } from '../../scripts/local-backend/migrations.ts'
import { migrationsDir, postgresDatabase } from './database.ts'

let client: pg.Client
const notices: string[] = []

beforeAll(async () => {
  const url = await postgresDatabase()
  const db = connectDatabase(url)
  await migrate(db, migrationsDir)
  await db.close()
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
  try {
    await client.query(sql)
  } finally {
    await client.query('reset role')
  }
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
