ALTER TABLE "recommendations" DROP CONSTRAINT "recommendations_project_provider_id_unique";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_project_provider_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_link_user_idx" ON "recommendations" USING btree ("project_provider_id","from_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_link_user_idx" ON "reviews" USING btree ("project_provider_id","user_id");