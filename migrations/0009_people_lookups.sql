CREATE TABLE "people_lookups" (
	"viewer_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_lookups_viewer_id_person_id_pk" PRIMARY KEY("viewer_id","person_id")
);
--> statement-breakpoint
CREATE INDEX "people_lookups_seen_idx" ON "people_lookups" USING btree ("seen_at");