ALTER TABLE "providers" ALTER COLUMN "phone_key" DROP EXPRESSION;--> statement-breakpoint
-- From here the app writes phone_key (E.164, common/phone.ts). Existing rows get a SQL approximation
-- for the default region US (docs/DECISIONS.md "Phone numbers compare as E.164"): 10 digits are a
-- North American number, 11 digits starting with 1 one with its country code, a leading + keeps its
-- digits; anything else is left without a key (never matched), as the app does for impossible numbers.
UPDATE "providers" SET "phone_key" = CASE
  WHEN "phone" IS NULL OR regexp_replace("phone", '[^0-9]', '', 'g') = '' THEN NULL
  WHEN btrim("phone") LIKE '+%' THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 10 THEN '+1' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 11 AND regexp_replace("phone", '[^0-9]', '', 'g') LIKE '1%'
    THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  ELSE NULL
END;
