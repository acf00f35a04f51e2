DROP INDEX "contacts_user_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_keys" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_keys" varchar(255)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_key" varchar(50);--> statement-breakpoint
CREATE INDEX "contacts_user_name_idx" ON "contacts" USING btree ("user_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_phone_keys_idx" ON "contacts" USING gin ("phone_keys");--> statement-breakpoint
CREATE INDEX "contacts_email_keys_idx" ON "contacts" USING gin ("email_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_entry_idx" ON "contacts" USING btree ("user_id","name","phone_keys","email_keys");--> statement-breakpoint
CREATE INDEX "users_phone_key_idx" ON "users" USING btree ("phone_key");--> statement-breakpoint
-- Hand-written: existing users get phone_key by the same SQL approximation as providers in 0005
-- (default region US): from here the app writes it (common/phone.ts normalisePhone).
UPDATE "users" SET "phone_key" = CASE
  WHEN "phone" IS NULL OR regexp_replace("phone", '[^0-9]', '', 'g') = '' THEN NULL
  WHEN btrim("phone") LIKE '+%' THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 10 THEN '+1' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 11 AND regexp_replace("phone", '[^0-9]', '', 'g') LIKE '1%'
    THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  ELSE NULL
END;
