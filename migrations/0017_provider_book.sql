CREATE TABLE "provider_notes" (
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"notes" text,
	"do_not_hire" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_notes_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id"),
	CONSTRAINT "provider_notes_notes_length_check" CHECK (char_length("provider_notes"."notes") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "provider_notes" ADD CONSTRAINT "provider_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_notes" ADD CONSTRAINT "provider_notes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_notes_provider_idx" ON "provider_notes" USING btree ("provider_id");