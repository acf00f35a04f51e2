ALTER TYPE "public"."notification_type" ADD VALUE 'suggestion_via_link' BEFORE 'suggestion_vouch';--> statement-breakpoint
CREATE TABLE "request_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_suggestions" ALTER COLUMN "suggesting_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD COLUMN "guest_name" varchar(100);--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD COLUMN "request_link_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD COLUMN "provider_website" varchar(255);--> statement-breakpoint
ALTER TABLE "request_links" ADD CONSTRAINT "request_links_request_id_provider_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."provider_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_links_request_idx" ON "request_links" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_links_token_idx" ON "request_links" USING btree ("token");--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD CONSTRAINT "provider_suggestions_request_link_id_request_links_id_fk" FOREIGN KEY ("request_link_id") REFERENCES "public"."request_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_suggestions_link_idx" ON "provider_suggestions" USING btree ("request_link_id");--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD CONSTRAINT "provider_suggestions_author_check" CHECK ("provider_suggestions"."suggesting_user_id" is not null or "provider_suggestions"."guest_name" is not null);