CREATE TABLE "backing_totals" (
	"shard" integer PRIMARY KEY NOT NULL,
	"friend_providers" integer DEFAULT 0 NOT NULL,
	"high_providers" integer DEFAULT 0 NOT NULL,
	"public_recommendations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_backing" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"friend_backers" integer DEFAULT 0 NOT NULL,
	"high_backers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "backs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_providers" ADD COLUMN "backs" boolean DEFAULT false NOT NULL;