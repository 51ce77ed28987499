-- What a Supabase project has before any migration runs, as far as the forms' migrations depend on it: the API
-- roles, and no grant to them on new tables in public (Supabase's default for new projects since 2026-05-30 and
-- for every project since 2026-10-30, changelog #45329), so the migrations grant each role what it needs.
-- tests/db/sql.test.ts turns the old grants back on, as the Data API's "Default privileges for new entities"
-- setting does. Safe to run on every start.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Where the Supabase CLI records applied migrations; the local backend keeps the same record.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
