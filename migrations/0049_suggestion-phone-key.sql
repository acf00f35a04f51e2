-- A suggestion's phone in E.164 (common/phone.ts), written by the app with the phone in the
-- suggester's region, as providers.phone_key: the Call link dials it, so the client needs no phone
-- parser (docs/decisions/159-call-links-dial-the-kept-number.md).
ALTER TABLE "provider_suggestions" ADD COLUMN "provider_phone_key" varchar(50);--> statement-breakpoint
-- Existing rows get the SQL approximation providers.phone_key got for the default region US
-- (0005_phone_key_e164.sql): 10 digits are a North American number, 11 starting with 1 one with its
-- country code, a leading + keeps its digits; anything else is left without a key (plain text).
UPDATE "provider_suggestions" SET "provider_phone_key" = CASE
  WHEN "provider_phone" IS NULL OR regexp_replace("provider_phone", '[^0-9]', '', 'g') = '' THEN NULL
  WHEN btrim("provider_phone") LIKE '+%' THEN '+' || regexp_replace("provider_phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("provider_phone", '[^0-9]', '', 'g')) = 10 THEN '+1' || regexp_replace("provider_phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("provider_phone", '[^0-9]', '', 'g')) = 11 AND regexp_replace("provider_phone", '[^0-9]', '', 'g') LIKE '1%'
    THEN '+' || regexp_replace("provider_phone", '[^0-9]', '', 'g')
  ELSE NULL
END;
