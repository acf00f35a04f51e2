ALTER TABLE "projects" ADD COLUMN "visibility" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_projects" varchar(16) DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_amounts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_contact_details" varchar(16) DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_visibility_check" CHECK ("projects"."visibility" in ('everyone', 'contacts', 'nobody'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_privacy_projects_check" CHECK ("users"."privacy_projects" in ('everyone', 'contacts', 'nobody'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_privacy_contact_details_check" CHECK ("users"."privacy_contact_details" in ('everyone', 'contacts'));