-- Issue 9 (at most 3 statements per read) and issue 10 (the people bound): recording the people a
-- call shows took up to three statements (a read, the account's advisory lock, a count-and-record
-- statement in its own transaction). This function does the same in one statement. Each query in
-- a VOLATILE PL/pgSQL function takes its own snapshot, so the count after the lock sees every
-- call that held the lock before, as the separate statements did; the lock is released when the
-- calling statement's transaction ends. Called by server/features/users/lookup-limit.ts, which
-- passes `shown` without duplicates and without the viewer.
CREATE FUNCTION record_people_shown(viewer uuid, shown uuid[], per_minute integer, window_seconds integer)
  RETURNS TABLE (allowed boolean, seconds_left double precision)
  LANGUAGE plpgsql VOLATILE AS $$
declare
  since timestamptz := now() - make_interval(secs => window_seconds);
  in_window integer;
  total integer;
  least_left double precision;
begin
  -- Everyone shown already in the window (shown again, or counted by another process): the total
  -- does not change and nothing is written, so no lock. Calls can only add people to a window.
  select count(*), extract(epoch from min(l.seen_at) + make_interval(secs => window_seconds) - now())::float8
    into in_window, least_left
    from people_lookups l where l.viewer_id = viewer and l.seen_at > since and l.person_id = any(shown);
  if in_window = cardinality(shown) then
    return query select true, least_left;
    return;
  end if;
  -- The account's calls queue here, so concurrent calls cannot each slip under the bound.
  perform pg_advisory_xact_lock(hashtextextended('people-lookups:' || viewer::text, 0));
  -- After this call everyone shown is in the window: the others already there plus these people.
  -- One pass counts the others and finds the time left of those shown again.
  select count(*) filter (where not (l.person_id = any(shown))) + cardinality(shown),
      extract(epoch from min(l.seen_at) filter (where l.person_id = any(shown))
        + make_interval(secs => window_seconds) - now())::float8
    into total, least_left
    from people_lookups l where l.viewer_id = viewer and l.seen_at > since;
  if total > per_minute then
    return query select false, least_left;
    return;
  end if;
  insert into people_lookups as l (viewer_id, person_id, seen_at)
    select viewer, person, now() from unnest(shown) as person
    on conflict (viewer_id, person_id) do update set seen_at = excluded.seen_at where l.seen_at <= since;
  return query select true, least_left;
end $$;
