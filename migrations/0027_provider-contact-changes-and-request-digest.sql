ALTER TYPE "public"."notification_type" ADD VALUE 'provider_change';--> statement-breakpoint
CREATE TABLE "request_email_days" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"digest_due_at" timestamp with time zone,
	"digest_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_edit_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "request_email_days" ADD CONSTRAINT "request_email_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_email_days_digest_due_idx" ON "request_email_days" USING btree ("digest_due_at") WHERE "request_email_days"."digest_due_at" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_provider_edit_id_provider_edits_id_fk" FOREIGN KEY ("provider_edit_id") REFERENCES "public"."provider_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_provider_edit_idx" ON "notifications" USING btree ("provider_edit_id");--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."email_pending" and "notifications"."email_digest";