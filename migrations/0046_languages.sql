ALTER TABLE "users" ADD COLUMN "language_choice" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;