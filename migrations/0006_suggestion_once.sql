-- Suggestions stored twice by a race before this index existed: keep the first of each, so the
-- unique index can be built (their +1s go with the removed copy).
DELETE FROM "provider_suggestions" s USING "provider_suggestions" k
WHERE s."request_id" = k."request_id"
  AND s."suggesting_user_id" = k."suggesting_user_id"
  AND coalesce(s."provider_id"::text, lower(s."provider_name")) = coalesce(k."provider_id"::text, lower(k."provider_name"))
  AND (s."created_at", s."id") > (k."created_at", k."id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_suggestions_once_idx" ON "provider_suggestions" USING btree ("request_id","suggesting_user_id",coalesce("provider_id"::text, lower("provider_name")));