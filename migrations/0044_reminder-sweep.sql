-- The event of a guest's suggestion through a request's link is now called link_suggestion: renaming the
-- enum value renames it in every stored row (notifications.type, notification_preferences.type).
ALTER TYPE "public"."notification_type" RENAME VALUE 'suggestion_via_link' TO 'link_suggestion';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'task_due';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'warranty';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'appointment';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "home_item_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "project_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_task_id_home_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."home_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_home_item_id_home_items_id_fk" FOREIGN KEY ("home_item_id") REFERENCES "public"."home_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_provider_id_project_providers_id_fk" FOREIGN KEY ("project_provider_id") REFERENCES "public"."project_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_task_idx" ON "notifications" USING btree ("task_id") WHERE "notifications"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_home_item_idx" ON "notifications" USING btree ("home_item_id") WHERE "notifications"."home_item_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_project_provider_idx" ON "notifications" USING btree ("project_provider_id") WHERE "notifications"."project_provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_reminder_idx" ON "notifications" USING btree ("user_id","type",coalesce("task_id", "home_item_id", "project_provider_id", "project_id"),"due_on") WHERE "notifications"."due_on" is not null;--> statement-breakpoint
CREATE INDEX "project_providers_estimate_idx" ON "project_providers" USING btree ("estimate_scheduled_date") WHERE "project_providers"."status" = 'estimate_scheduled';--> statement-breakpoint
CREATE INDEX "projects_next_service_idx" ON "projects" USING btree ("next_service_date") WHERE "projects"."project_type" = 'recurring' and "projects"."is_recurring_active";