-- One review per job, the hirer's (docs/decisions/119-one-review-per-job-the-owners.md): only a
-- project's owner rates its jobs from now on. The reviews collaborators wrote of a project's job
-- under the earlier rule are not thrown away: each is appended to its author's private
-- provider-book notes about the provider, as "Review of {project title}, {Mon yyyy}: ★{n} {text}"
-- (the notes cut to their 5,000 characters). The recommendations made from them are deleted (the
-- kept totals follow through the recommendations' own delete trigger, in this transaction), a
-- link whose rating and review were a collaborator's (its owner gave none) loses them, and the
-- ratings of the providers concerned are computed again.
CREATE TEMP TABLE owner_only_review_moved AS
SELECT r.id, r.user_id, r.provider_id, r.project_provider_id, r.rating, r.comment, r.created_at, p.title
FROM reviews r
JOIN project_providers pp ON pp.id = r.project_provider_id
JOIN projects p ON p.id = pp.project_id
WHERE r.user_id <> p.user_id;
--> statement-breakpoint
INSERT INTO provider_notes AS n (user_id, provider_id, notes)
SELECT user_id, provider_id, left(string_agg(
    'Review of ' || title || ', ' || to_char(created_at, 'Mon YYYY') || ': ★' || rating
      || coalesce(' ' || nullif(btrim(comment), ''), ''),
    E'\n\n' ORDER BY created_at, id), 5000)
FROM owner_only_review_moved
GROUP BY user_id, provider_id
ON CONFLICT (user_id, provider_id) DO UPDATE
  SET notes = left(coalesce(nullif(n.notes, '') || E'\n\n', '') || excluded.notes, 5000), updated_at = now();
--> statement-breakpoint
UPDATE project_providers pp SET rating = NULL, review = NULL
FROM projects p
WHERE p.id = pp.project_id
  AND (pp.rating IS NOT NULL OR pp.review IS NOT NULL)
  AND pp.id IN (SELECT project_provider_id FROM owner_only_review_moved)
  AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.project_provider_id = pp.id AND r.user_id = p.user_id);
--> statement-breakpoint
DELETE FROM recommendations rc
USING project_providers pp, projects p
WHERE rc.project_provider_id = pp.id AND p.id = pp.project_id AND rc.from_user_id <> p.user_id;
--> statement-breakpoint
DELETE FROM reviews WHERE id IN (SELECT id FROM owner_only_review_moved);
--> statement-breakpoint
UPDATE providers SET (rating, review_count) = (SELECT avg_rating, people FROM provider_rating(providers.id))
WHERE id IN (SELECT provider_id FROM owner_only_review_moved);
--> statement-breakpoint
DROP TABLE owner_only_review_moved;
