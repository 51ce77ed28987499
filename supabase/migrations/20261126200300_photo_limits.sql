-- Photos: the upload window held by the trigger as by the policy, and a daily byte ceiling for the bucket
-- (docs/backend.md, "Photos"). Storage writes an object's row as its own admin role after the upload, which
-- the policy does not see; the trigger below does, so a lead stored over an hour ago gets no photo from
-- anyone, and the bucket takes at most photo_bytes_per_day (500 MB: the free plan's Storage holds 1 GB) a day.
-- That a photo is really a JPEG is checked by the function before the owner's links are made
-- (supabase/functions/_shared/jpeg.ts); anything else is deleted through Storage's API.

alter table private.limits
  add column photo_bytes_per_day bigint not null default 500000000 check (photo_bytes_per_day >= 0);

create or replace function private.limit_lead_photos() returns trigger
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
