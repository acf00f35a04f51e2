CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_key" varchar(50) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"tries_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "proven_email" varchar(255) GENERATED ALWAYS AS (case when email_verified_at is not null then email end) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "proven_phone_key" varchar(50);--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_expires_idx" ON "email_verification_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "phone_verification_codes_expires_idx" ON "phone_verification_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_proven_phone_key_idx" ON "users" USING btree ("proven_phone_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_proven_email_idx" ON "users" USING btree ("proven_email");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_proven_phone_is_phone_check" CHECK ("users"."proven_phone_key" is null or "users"."proven_phone_key" = "users"."phone_key");--> statement-breakpoint
-- A proof belongs to the identifier proven: changing the e-mail drops the e-mail's proof, changing
-- the phone (its key) drops the phone's, on every path that writes them.
CREATE OR REPLACE FUNCTION vowch_drop_stale_proofs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS DISTINCT FROM OLD.email THEN
    NEW.email_verified_at := NULL;
  END IF;
  IF NEW.phone_key IS DISTINCT FROM OLD.phone_key THEN
    NEW.proven_phone_key := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_drop_stale_proofs BEFORE UPDATE OF email, phone_key ON users
  FOR EACH ROW EXECUTE FUNCTION vowch_drop_stale_proofs();
