ALTER TYPE "public"."notification_type" ADD VALUE 'invite_joined';--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_sealed" text NOT NULL,
	"joins" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"switched_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invites_joins_check" CHECK ("invites"."joins" >= 0)
);
--> statement-breakpoint
DROP INDEX "contacts_user_entry_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "linked_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "request_link_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invites_user_created_idx" ON "invites" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_linked_user_idx" ON "contacts" USING btree ("linked_user_id","user_id");--> statement-breakpoint
CREATE INDEX "users_invite_idx" ON "users" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_entry_idx" ON "contacts" USING btree ("user_id","name","phone_keys","email_keys") WHERE "contacts"."linked_user_id" is null;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_linked_name_only_check" CHECK ("contacts"."linked_user_id" is null or ("contacts"."phone" is null and "contacts"."email" is null and "contacts"."phone_keys" = '{}' and "contacts"."email_keys" = '{}'));