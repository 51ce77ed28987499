// check:live's server side (scripts/check-live.ts) on the shared local backend, with stand-ins holding the columns it
// reads for what Supabase adds and is not packaged here: pg_cron's cron tables, pg_net's responses, Vault's secrets.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { checkServer } from '../../scripts/check-live.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

beforeAll(async () => {
  await backend.query(`
    create schema cron;
    create table cron.job (jobid bigserial primary key, jobname text, schedule text, command text, active boolean default true);
    create table cron.job_run_details (runid bigserial, jobid bigint, status text, return_message text, start_time timestamptz);
    insert into cron.job (jobname, schedule) values
      ('notify-pending', '*/5 * * * *'), ('delete-expired-submissions', '17 11 * * *'), ('weekly-report', '0 15,16 * * 1');
    insert into cron.job_run_details (jobid, status, return_message, start_time)
      select jobid, 'succeeded', '1 row', now() - interval '2 minutes' from cron.job;
    create schema net;
    create table net._http_response (id bigserial, status_code integer, content text, timed_out boolean default false,
      error_msg text, created timestamptz not null default now());
    -- A 404 from before the functions were deployed, then a run that went through.
    insert into net._http_response (status_code, content, created) values (404, 'not found', now() - interval '1 hour');
    insert into net._http_response (status_code, content) values (200, '{"sent":0,"queued":0,"failed":0,"digest":null,"overdue":0}');
    create schema vault;
    create table vault.secrets (name text primary key);
    insert into vault.secrets values ('project_url'), ('secret_key');
  `)
})
// The backend is shared: its database goes back to what the migrations made.
afterAll(() =>
  backend.query(`
    drop schema cron, net, vault cascade;
    alter policy "photo policy, renamed" on storage.objects rename to "anon adds photos to a new quote request";
  `),
)

const results = async () => {
  const rows = await checkServer(backend.url, LOCAL_SECRET_KEY)
  return Object.fromEntries(rows.map((row) => [`${row.check} ${row.target}`.split(' http')[0]!, row]))
}

test('a healthy project passes every server check, failures before its latest answer aside; the local address is not applicable', async () => {
  expect(Object.entries(await results()).map(([name, row]) => `${row.result} ${name}`)).toEqual([
    'ok photos bucket',
    'ok schedule notify-pending',
    'ok schedule delete-expired-submissions',
    'ok schedule weekly-report',
    'ok schedule answers net._http_response',
    'ok Vault secrets',
    'ok e-mail settings',
    'n/a client address',
  ])
})

test('a missing policy or schedule, a 401 answer and a missing Vault secret fail, each naming its step', async () => {
  await backend.query(`
    alter policy "anon adds photos to a new quote request" on storage.objects rename to "photo policy, renamed";
    delete from cron.job where jobname = 'weekly-report';
    insert into net._http_response (status_code, content) values (401, '{"error":"Unauthorized"}');
    -- A failure other than 404 and 401 counts even before the latest 2xx (the weekly report's, the retention's).
    insert into net._http_response (status_code, content, created) values (500, 'boom', now() - interval '9 minutes');
    -- The legacy key alone, which a project with secret keys refuses (check:live was given one).
    delete from vault.secrets where name = 'secret_key';
    insert into vault.secrets values ('service_role_key');
  `)
  const rows = await results()
  const failed = (name: string, detail: RegExp) =>
    expect(rows[name]).toMatchObject({ result: 'FAIL', detail: expect.stringMatching(detail) })
  failed('photos bucket', /policy "anon adds photos to a new quote request" .* is missing.*step 5/)
  failed('schedule weekly-report', /not scheduled.*step 3/)
  failed('schedule answers net._http_response', /401 \{"error":"Unauthorized"\}.*500 boom.*a 401 means the Vault/)
  failed('Vault secrets', /missing: secret_key.*step 3/)
  expect(rows['schedule notify-pending']).toMatchObject({ result: 'ok' })
})

test('a key that is not the project secret key runs nothing', async () => {
  expect(await checkServer(backend.url, 'sb_secret_not_this_project')).toEqual([
    expect.objectContaining({ result: 'FAIL', detail: expect.stringContaining('not a secret key of the project') }),
  ])
})
