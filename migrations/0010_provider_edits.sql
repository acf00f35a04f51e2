CREATE TABLE "provider_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"editor_user_id" uuid,
	"changes" jsonb NOT NULL,
	"reverts_edit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_edits_changes_check" CHECK (jsonb_typeof("provider_edits"."changes") = 'object' and "provider_edits"."changes" <> '{}'::jsonb)
);
--> statement-breakpoint
ALTER TABLE "provider_edits" ADD CONSTRAINT "provider_edits_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_edits" ADD CONSTRAINT "provider_edits_editor_user_id_users_id_fk" FOREIGN KEY ("editor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_edits" ADD CONSTRAINT "provider_edits_reverts_edit_id_provider_edits_id_fk" FOREIGN KEY ("reverts_edit_id") REFERENCES "public"."provider_edits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_edits_provider_created_idx" ON "provider_edits" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_edits_reverts_idx" ON "provider_edits" USING btree ("reverts_edit_id");--> statement-breakpoint
CREATE INDEX "provider_edits_editor_idx" ON "provider_edits" USING btree ("editor_user_id");