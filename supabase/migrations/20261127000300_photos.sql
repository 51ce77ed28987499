-- Photos of the space with a quote request (docs/backend.md, "Photos"). The site stores the lead, then uploads
-- each photo, re-encoded as a JPEG of at most 2000 px, to the private bucket lead-photos as
-- <lead id>/<photo id>.jpg, then asks send-lead-email to mail the owner, whose e-mail links each photo with a
-- signed URL made once and kept with the lead (photo_links), so a re-sent e-mail is the same e-mail.
--
-- What the public anon key may do in Storage: add an object to lead-photos, named as above, for a lead stored in
-- the last hour whose e-mail has not been claimed yet, while the lead has fewer than 5 photos and the bucket's
-- bytes of the day stay under photo_bytes_per_day (500 MB: the free plan's Storage holds 1 GB); nothing else
-- (no reading, listing, signing, replacing or deleting). The bucket takes JPEG only, 5 MB at most. photoRules
-- (supabase/functions/_shared/photo-rules.ts) holds the same figures for the site; that a photo really is a
-- JPEG is checked by the function before the owner's links are made (supabase/functions/_shared/jpeg.ts).
--
-- The sweep (notify-pending) leaves a lead that expects photos alone until they are all in or
-- photo_wait_minutes (15) have passed since it was stored; a photo that arrives after the lead's e-mail was
-- claimed is refused, so the e-mail lists every photo the lead will ever have.

-- Photos stored for a lead (0 where there is no storage schema). Its caller's rights do not matter.
create function private.stored_photo_count(lead_id uuid) returns integer
  language plpgsql stable security definer
  set search_path = ''
as $$
begin
  if to_regclass('storage.objects') is null then
    return 0;
  end if;
  return (select count(*) from storage.objects o where o.bucket_id = 'lead-photos' and o.name like lead_id::text || '/%');
end
$$;

create function private.is_lead_photo_name(object_name text) returns boolean
  language sql immutable parallel safe
  return object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$';

-- The policy's test: a well-named photo of a lead stored in the last hour, not yet being mailed, with room.
create function private.may_add_lead_photo(object_name text) returns boolean
  language plpgsql stable security definer
  set search_path = ''
as $$
declare
  lead_id uuid;
begin
  if not private.is_lead_photo_name(object_name) then
    return false;
  end if;
  lead_id := split_part(object_name, '/', 1)::uuid;
  return exists (select from public.leads l where l.id = lead_id and l.notify_key is null and l.created_at > now() - interval '60 minutes')
    and private.stored_photo_count(lead_id) < 5;
end
$$;

-- Every write of a lead-photos row, whoever makes it: Supabase Storage checks the policy by trying the insert as
-- the caller and rolling it back, uploads the file, and then writes the row as its own admin role, which the
-- policy does not see. So the name, the lead's upload window, the count and the day's bytes are checked again
-- here, one photo of a lead at a time, so uploads racing each other cannot pass 5. The share lock on the lead
-- makes a claim wait for this photo, or this photo see the claim. A BEFORE trigger runs before the policy's
-- check, so its sentences are what a refused visitor is told.
create function private.limit_lead_photos() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  lead_id uuid;
  claimed text;
  stored_at timestamptz;
begin
  if new.bucket_id is distinct from 'lead-photos' then
    return new;
  end if;
  if not private.is_lead_photo_name(new.name) then
    raise exception using errcode = '42501', message = 'A photo must be named <request id>/<photo id>.jpg.';
  end if;
  lead_id := split_part(new.name, '/', 1)::uuid;
  perform pg_advisory_xact_lock(hashtextextended('lead photos ' || lead_id::text, 0));
  select l.notify_key, l.created_at into claimed, stored_at from public.leads l where l.id = lead_id for share;
  if not found or stored_at < now() - interval '60 minutes' then
    raise exception using errcode = '42501', message = 'Photos can only be added to a quote request that was just sent.';
  elsif claimed is not null then
    raise exception using errcode = '42501', message = 'This photo can no longer be added: its request has already been sent on.';
  end if;
  if (select count(*) from storage.objects o where o.bucket_id = 'lead-photos' and o.name like lead_id::text || '/%' and o.name <> new.name) >= 5 then
    raise exception using errcode = '42501', message = 'A quote request can have at most 5 photos.';
  end if;
  -- One photo at a time for the whole bucket here, so the day's total is exact.
  perform pg_advisory_xact_lock(hashtextextended('lead photos today', 0));
  if coalesce((new.metadata ->> 'size')::bigint, 0)
     + (select coalesce(sum((o.metadata ->> 'size')::bigint), 0) from storage.objects o
        where o.bucket_id = 'lead-photos' and o.created_at > now() - interval '1 day')
     > (select photo_bytes_per_day from private.limits) then
    raise exception using errcode = '42501',
      message = 'We cannot take more photos today. Please send your request without them, or e-mail them to us.';
  end if;
  return new;
end
$$;

revoke all on function private.stored_photo_count(uuid), private.may_add_lead_photo(text), private.limit_lead_photos() from public;
grant execute on function private.may_add_lead_photo(text), private.is_lead_photo_name(text) to anon, authenticated, service_role;

-- The bucket (private: every read goes through a signed link), its one policy and its trigger. On hosted
-- Supabase, storage.objects belongs to supabase_storage_admin: a migration's role may lack the right to add a
-- policy (which takes the table's owner) or a trigger (the TRIGGER privilege) there, and an error would stop
-- `supabase db push` halfway. So each piece is tried on its own, and what this role may not do is left with a
-- notice that gives the exact SQL to run in the dashboard's SQL editor (docs/deploy.md); the rest applies.
-- Run again at any time; it changes nothing that is already as it should be.
create function private.create_lead_photos_bucket() returns void
  language plpgsql
  set search_path = ''
as $$
declare
  step record;
begin
  for step in select * from (values
    ('the lead-photos bucket', $sql$insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('lead-photos', 'lead-photos', false, 5242880, array['image/jpeg'])
  on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;$sql$),
    ('the photos policy', $sql$drop policy if exists "anon adds photos to a new quote request" on storage.objects;
create policy "anon adds photos to a new quote request" on storage.objects
  for insert to anon with check (bucket_id = 'lead-photos' and private.may_add_lead_photo(name));$sql$),
    ('the photos trigger', $sql$create or replace trigger limit_lead_photos before insert on storage.objects
  for each row execute function private.limit_lead_photos();$sql$)
  ) as steps (what, statements) loop
    begin
      execute step.statements;
    exception when insufficient_privilege then
      raise notice E'% was not made: % (storage belongs to Supabase''s storage admin). Run this in the dashboard''s SQL editor (docs/deploy.md, "The photos bucket"):\n%',
        step.what, sqlerrm, step.statements;
    end;
  end loop;
end
$$;
revoke all on function private.create_lead_photos_bucket() from public;

-- Where there is no storage schema (PGlite or a plain Postgres without the local backend's stand-in) the rest
-- applies without the bucket; after adding Storage later, run: select private.create_lead_photos_bucket();
do $$
begin
  if to_regclass('storage.objects') is not null and to_regclass('storage.buckets') is not null then
    perform private.create_lead_photos_bucket();
  else
    raise notice 'no storage schema here: the lead-photos bucket is not created';
  end if;
end
$$;

-- The links of the owner's e-mail, made by the function with the service role: the first set recorded stays
-- (a retry or a racing call gets the same links back).
create function public.record_photo_links(lead_id uuid, links jsonb) returns jsonb
  language sql security definer
  set search_path = ''
as $$
  update public.leads set photo_links = links where id = lead_id and photo_links is null;
  select photo_links from public.leads where id = lead_id;
$$;
revoke all on function public.record_photo_links(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.record_photo_links(uuid, jsonb) to service_role;
