DROP INDEX "provider_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "providers_category_created_idx";--> statement-breakpoint
DROP INDEX "providers_created_idx";--> statement-breakpoint
DROP INDEX "recommendations_created_idx";--> statement-breakpoint
DROP INDEX "user_providers_user_created_idx";--> statement-breakpoint
CREATE INDEX "project_providers_provider_created_idx" ON "project_providers" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "provider_requests_status_created_idx" ON "provider_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "providers_category_created_idx" ON "providers" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "providers_created_idx" ON "providers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "recommendations_created_idx" ON "recommendations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_providers_user_created_idx" ON "user_providers" USING btree ("user_id","created_at","provider_id");