-- Photos of held requests (stored without a valid proof of work, which a script gets for free) get a day's
-- budget of their own: a flood of them could otherwise take the whole bucket's day (photo_bytes_per_day) from
-- verified visitors' photos. 50 MB is some fifty phone photos as the site shrinks them, for the real visitors
-- whose browser found no proof in time. The photos' trigger counts it since *_lead_photo_refusal.sql, which
-- replaced this file's copy of the trigger's function (docs/backend.md says why a project that ran it is alike).
alter table private.limits
  add column held_photo_bytes_per_day bigint not null default 50000000 check (held_photo_bytes_per_day >= 0);
