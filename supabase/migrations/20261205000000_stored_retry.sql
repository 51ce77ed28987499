-- A retry of a stored row (the browser keeps the row's id after an error, lib/submissions.ts) is answered
-- "already stored" before the proof of work and the limits see it: the first insert spent its proof, so the
-- limits would count the retry as held, and a flood filling the held limits could refuse a visitor whose request
-- is in. The answer is the primary key's own error, which the site reads as stored; triggers of one event fire
-- in name order, and already_stored comes before check_proof and limit_submissions.
create function private.refuse_stored_retry() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  stored boolean;
begin
  execute format('select exists (select from public.%I where id = $1)', tg_table_name) into stored using new.id;
  if stored then
    raise exception using errcode = 'unique_violation',
      message = format('duplicate key value violates unique constraint "%s_pkey"', tg_table_name);
  end if;
  return new;
end
$$;
revoke all on function private.refuse_stored_retry() from public;

create trigger already_stored before insert on public.leads
  for each row execute function private.refuse_stored_retry();
create trigger already_stored before insert on public.subcontractors
  for each row execute function private.refuse_stored_retry();
