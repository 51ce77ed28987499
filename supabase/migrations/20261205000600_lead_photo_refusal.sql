-- The photos' trigger in two parts: what refuses a photo, as the sentence the visitor is told (null when nothing
-- does), and the trigger that raises it. This replaces the trigger's function whole, whatever an earlier file
-- made of it (*_held_photo_budget.sql re-created it until this file came), so every project ends the same.
create function private.lead_photo_refusal(object_name text, size bigint) returns text
  language plpgsql
  set search_path = ''
as $$
declare
  lead public.leads;
  verified boolean;
begin
  if not private.is_lead_photo_name(object_name) then
    return 'A photo must be named <request id>/<photo id>.jpg.';
  end if;
  -- One photo of a lead at a time, so racing uploads cannot pass five; the share lock on the lead makes a claim
  -- wait for this photo, or this photo see the claim.
  perform pg_advisory_xact_lock(hashtextextended('lead photos ' || split_part(object_name, '/', 1), 0));
  select * into lead from public.leads l where l.id = split_part(object_name, '/', 1)::uuid for share;
  if not found or lead.created_at < now() - interval '60 minutes' then
    return 'Photos can only be added to a quote request that was just sent.';
  elsif lead.notify_key is not null then
    return 'This photo can no longer be added: its request has already been sent on.';
  elsif (select count(*) from storage.objects o
         where o.bucket_id = 'lead-photos' and o.name like lead.id::text || '/%' and o.name <> object_name) >= 5 then
    return 'A quote request can have at most 5 photos.';
  end if;
  -- Photos of held requests (no valid proof of work, which a script gets for free) have a day's budget of their
  -- own, so a flood of them never takes a verified visitor's room. One photo at a time for each budget.
  verified := lead.verification in ('verified', 'released');
  perform pg_advisory_xact_lock(hashtextextended('lead photos today ' || verified::text, 0));
  if size + (select coalesce(sum((o.metadata ->> 'size')::bigint), 0) from storage.objects o
             join public.leads l on l.id::text = split_part(o.name, '/', 1)
             where o.bucket_id = 'lead-photos' and o.created_at > now() - interval '1 day'
               and (l.verification in ('verified', 'released')) = verified)
     > (select case when verified then photo_bytes_per_day else held_photo_bytes_per_day end from private.limits) then
    return 'We cannot take more photos today. Please send your request without them, or e-mail them to us.';
  end if;
  return null;
end
$$;
revoke all on function private.lead_photo_refusal(text, bigint) from public;

-- Every write of a lead-photos row, whoever makes it (*_photos.sql says why the policy is not enough). It runs as
-- its owner, so the refusal above needs no grant to the roles that upload.
create or replace function private.limit_lead_photos() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  refusal text;
begin
  if new.bucket_id = 'lead-photos' then
    refusal := private.lead_photo_refusal(new.name, coalesce((new.metadata ->> 'size')::bigint, 0));
    if refusal is not null then
      raise exception using errcode = '42501', message = refusal;
    end if;
  end if;
  return new;
end
$$;
