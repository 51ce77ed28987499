-- Photos of held requests (stored without a valid proof of work, which a script gets for free) get a day's
-- budget of their own: a flood of them could otherwise take the whole bucket's day (photo_bytes_per_day) from
-- verified visitors' photos. 50 MB is some fifty phone photos as the site shrinks them, for the real visitors
-- whose browser found no proof in time. The trigger is as *_photos.sql made it but for the budget it counts in.
alter table private.limits
  add column held_photo_bytes_per_day bigint not null default 50000000 check (held_photo_bytes_per_day >= 0);

create or replace function private.limit_lead_photos() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  lead_id uuid;
  claimed text;
  stored_at timestamptz;
  verified boolean;
begin
  if new.bucket_id is distinct from 'lead-photos' then
    return new;
  end if;
  if not private.is_lead_photo_name(new.name) then
    raise exception using errcode = '42501', message = 'A photo must be named <request id>/<photo id>.jpg.';
  end if;
  lead_id := split_part(new.name, '/', 1)::uuid;
  perform pg_advisory_xact_lock(hashtextextended('lead photos ' || lead_id::text, 0));
  select l.notify_key, l.created_at, l.verification in ('verified', 'released') into claimed, stored_at, verified
    from public.leads l where l.id = lead_id for share;
  if not found or stored_at < now() - interval '60 minutes' then
    raise exception using errcode = '42501', message = 'Photos can only be added to a quote request that was just sent.';
  elsif claimed is not null then
    raise exception using errcode = '42501', message = 'This photo can no longer be added: its request has already been sent on.';
  end if;
  if (select count(*) from storage.objects o where o.bucket_id = 'lead-photos' and o.name like lead_id::text || '/%' and o.name <> new.name) >= 5 then
    raise exception using errcode = '42501', message = 'A quote request can have at most 5 photos.';
  end if;
  -- One photo at a time for each budget here, so the day's total is exact.
  perform pg_advisory_xact_lock(hashtextextended('lead photos today ' || verified::text, 0));
  if coalesce((new.metadata ->> 'size')::bigint, 0)
     + (select coalesce(sum((o.metadata ->> 'size')::bigint), 0) from storage.objects o
        join public.leads l on l.id::text = split_part(o.name, '/', 1)
        where o.bucket_id = 'lead-photos' and o.created_at > now() - interval '1 day'
          and (l.verification in ('verified', 'released')) = verified)
     > (select case when verified then photo_bytes_per_day else held_photo_bytes_per_day end from private.limits) then
    raise exception using errcode = '42501',
      message = 'We cannot take more photos today. Please send your request without them, or e-mail them to us.';
  end if;
  return new;
end
$$;
