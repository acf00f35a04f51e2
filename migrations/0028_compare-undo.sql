ALTER TABLE "project_providers" ADD COLUMN "rejected_from_status" "project_provider_status";--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_rejected_from_check" CHECK ("project_providers"."rejected_from_status" is null or ("project_providers"."status" = 'rejected' and "project_providers"."rejected_from_status" <> 'rejected'));--> statement-breakpoint
-- Links rejected before the status was kept: "Undo" takes them back to contacted, the status a
-- newly attached provider starts in.
UPDATE "project_providers" SET "rejected_from_status" = 'contacted' WHERE "status" = 'rejected';
