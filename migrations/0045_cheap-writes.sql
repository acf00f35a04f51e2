-- A vouch in one statement (docs/decisions/141-cheap-writes.md): the provider row is locked first,
-- so concurrent vouches and reviews for one provider queue there, and each later statement of the
-- function reads afresh (a VOLATILE PL/pgSQL function takes a new snapshot per statement under READ
-- COMMITTED), as the separate statements did. The voucher's list entry is marked vouched (added
-- when missing), their one "vouch" recommendation written or updated, and the rating recomputed by
-- provider_rating. The kept totals follow through the tables' own triggers. Answers null when
-- there is no such provider, true on a first vouch (the app notifies), false on a re-vouch.
CREATE OR REPLACE FUNCTION vouch_for_provider(voucher uuid, target uuid, given_rating integer, given_comment text)
RETURNS boolean
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  was_vouched boolean;
BEGIN
  PERFORM 1 FROM providers WHERE id = target FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT up.is_vouched INTO was_vouched FROM user_providers up WHERE up.user_id = voucher AND up.provider_id = target;
  INSERT INTO user_providers (user_id, provider_id, source_type, is_vouched, vouch_rating, vouch_comment, vouched_at)
    VALUES (voucher, target, 'vouched', true, given_rating, given_comment, now())
    ON CONFLICT (user_id, provider_id) DO UPDATE
      SET is_vouched = true, vouch_rating = excluded.vouch_rating, vouch_comment = excluded.vouch_comment,
          vouched_at = excluded.vouched_at, updated_at = excluded.vouched_at;
  UPDATE recommendations SET rating = given_rating, comment = given_comment, created_at = now()
    WHERE from_user_id = voucher AND provider_id = target AND source = 'vouch';
  IF NOT FOUND THEN
    INSERT INTO recommendations (from_user_id, provider_id, source, rating, comment)
      VALUES (voucher, target, 'vouch', given_rating, given_comment);
  END IF;
  UPDATE providers SET (rating, review_count) = (SELECT r.avg_rating, r.people FROM provider_rating(target) r)
    WHERE id = target;
  RETURN NOT coalesce(was_vouched, false);
END
$$;
