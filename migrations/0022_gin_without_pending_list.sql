-- Issue 9: GIN indexes (address-book keys, trigram search) take new entries into the index at once
-- instead of a pending list that every lookup scans until a vacuum merges it. After a bulk import
-- of contacts, the "who has me in their book" probe of the provider cards read 174 pending pages
-- (3.4 ms a probe, several probes a page). ALTER keeps each index (no rebuild); what is already
-- pending is merged now (docs/DECISIONS.md "GIN indexes without a pending list").
ALTER INDEX "contacts_phone_keys_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "contacts_email_keys_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "providers_name_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "providers_category_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "users_name_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
ALTER INDEX "users_phone_trgm_idx" SET (fastupdate = false);
--> statement-breakpoint
SELECT gin_clean_pending_list('contacts_phone_keys_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('contacts_email_keys_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('providers_name_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('providers_category_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('users_name_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('users_phone_trgm_idx'::regclass);
