CREATE TABLE "weekly_digests" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "weekly_digests_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "weekly_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_digests_week_idx" ON "weekly_digests" USING btree ("week");--> statement-breakpoint
CREATE INDEX "notification_settings_weekly_digest_idx" ON "notification_settings" USING btree ("user_id") WHERE "notification_settings"."weekly_digest";