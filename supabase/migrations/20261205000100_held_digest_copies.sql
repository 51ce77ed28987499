-- The held-submissions e-mail keeps a copy of the rows it lists (content.shown) so a retry sends the same
-- e-mail. Once the provider has taken it the copy has done its work: dropped then, so a request deleted at the
-- visitor's wish is not kept here. A refused one keeps it for the operator, and every digest goes with the privacy
-- policy's period (private.limits.retention_period), when the next one is claimed.
create function private.forget_held_digest_copies() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    delete from private.held_digests h where h.claimed_at < now() - (select l.retention_period from private.limits l);
  elsif new.sent_at is not null then
    new.content := new.content - 'shown';
  end if;
  return new;
end
$$;
revoke all on function private.forget_held_digest_copies() from public;

create trigger forget_copies before insert or update on private.held_digests
  for each row execute function private.forget_held_digest_copies();
