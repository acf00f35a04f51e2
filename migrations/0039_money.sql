ALTER TABLE "project_providers" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cost_kind" varchar(16);--> statement-breakpoint
CREATE INDEX "project_providers_project_completed_idx" ON "project_providers" USING btree ("project_id","completed_at") WHERE "project_providers"."completed_at" is not null and "project_providers"."final_amount" is not null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_cost_kind_check" CHECK ("projects"."cost_kind" in ('repair', 'improvement', 'upkeep'));--> statement-breakpoint
-- Links already finished (or rejected after finishing) get the date of their job review, else the
-- last time the link changed: the nearest to when they finished that the database holds.
UPDATE "project_providers" pp SET "completed_at" = coalesce(
    (SELECT min(r."created_at") FROM "reviews" r WHERE r."project_provider_id" = pp."id"),
    pp."updated_at")
  WHERE pp."status" IN ('completed', 'active') OR pp."rejected_from_status" IN ('completed', 'active');
