-- A digest that only lists late submissions (none carries its key) has nothing that brings it back when its send
-- fails, and its submissions, marked as listed, would never be listed again: notify-pending calls this then, so
-- the next digest lists them. A digest with submissions of its own is sent again as it was (same key, same rows).
create function public.relist_reported(digest_key text) returns integer
  language plpgsql security definer
  set search_path = ''
as $$
declare
  relisted integer := 0;
  marked integer;
  tbl text;
begin
  if exists (select from private.submissions s where s.notify_key = digest_key) then
    return 0;
  end if;
  foreach tbl in array array['leads', 'subcontractors'] loop
    execute format('update public.%I set notify_reported_in = null where notify_reported_in = $1', tbl) using digest_key;
    get diagnostics marked = row_count;
    relisted := relisted + marked;
  end loop;
  return relisted;
end
$$;

revoke all on function public.relist_reported(text) from public, anon, authenticated;
grant execute on function public.relist_reported(text) to service_role;
