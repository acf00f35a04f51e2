CREATE TYPE "public"."occurrence_status" AS ENUM('scheduled', 'completed', 'skipped', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."project_provider_status" AS ENUM('pending', 'contacted', 'estimate_scheduled', 'quoted', 'accepted', 'in_progress', 'completed', 'active', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('planning', 'in_progress', 'completed', 'active', 'paused', 'on_hold');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('one_time', 'recurring');--> statement-breakpoint
CREATE TYPE "public"."recurring_frequency" AS ENUM('weekly', 'monthly', 'quarterly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('active', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."stored_file_kind" AS ENUM('quote_pdf', 'completion_photo');--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255),
	"phone" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(50) DEFAULT 'collaborator' NOT NULL,
	"invited_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" "project_provider_status" DEFAULT 'contacted' NOT NULL,
	"quote_amount" numeric(10, 2),
	"notes" text,
	"quote_pdf_url" text,
	"quote_pdf_name" varchar(255),
	"estimate_scheduled_date" timestamp with time zone,
	"estimate_scheduled_time" time,
	"work_start_date" date,
	"final_amount" numeric(10, 2),
	"rating" integer,
	"review" text,
	"completion_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_vouched" boolean DEFAULT false NOT NULL,
	"vouched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_providers_rating_check" CHECK ("project_providers"."rating" between 1 and 5),
	CONSTRAINT "project_providers_photos_check" CHECK (cardinality("project_providers"."completion_photos") <= 5)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"status" "project_status" DEFAULT 'planning' NOT NULL,
	"budget" numeric(10, 2),
	"start_date" date,
	"end_date" date,
	"progress" integer DEFAULT 0 NOT NULL,
	"category" varchar(100),
	"is_public" boolean DEFAULT false NOT NULL,
	"project_type" "project_type" DEFAULT 'one_time' NOT NULL,
	"recurring_frequency" "recurring_frequency",
	"recurring_day_of_week" integer,
	"recurring_day_of_month" integer,
	"next_service_date" date,
	"recurring_budget" numeric(10, 2),
	"is_recurring_active" boolean DEFAULT true NOT NULL,
	"recurring_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_day_of_week_check" CHECK ("projects"."recurring_day_of_week" between 0 and 6),
	CONSTRAINT "projects_day_of_month_check" CHECK ("projects"."recurring_day_of_month" between 1 and 31),
	CONSTRAINT "projects_progress_check" CHECK ("projects"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "provider_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"category" varchar(100) NOT NULL,
	"location" varchar(255),
	"budget_range" varchar(100),
	"timeline" varchar(255),
	"status" "request_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"suggesting_user_id" uuid NOT NULL,
	"provider_id" uuid,
	"provider_name" varchar(255) NOT NULL,
	"provider_category" varchar(100),
	"provider_phone" varchar(50),
	"provider_email" varchar(255),
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255),
	"phone" varchar(50),
	"website" varchar(255),
	"category" varchar(100) NOT NULL,
	"description" text,
	"address" text,
	"rating" numeric(2, 1) DEFAULT '0.0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"source_type" varchar(50) DEFAULT 'user_added' NOT NULL,
	"source_contact_id" uuid,
	"original_provider_id" uuid,
	"how_do_you_know" varchar(100) DEFAULT 'friend',
	"friend_description" text,
	"email_key" varchar(255) GENERATED ALWAYS AS (nullif(lower(trim(email)), '')) STORED,
	"phone_key" varchar(50) GENERATED ALWAYS AS (nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')) STORED,
	"website_key" varchar(255) GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(lower(trim(coalesce(website, ''))), '^[a-z][a-z0-9+.-]*://', ''), '^www\.|[/:?#].*$', '', 'g'), '')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid,
	"provider_id" uuid NOT NULL,
	"project_id" uuid,
	"project_provider_id" uuid,
	"source" varchar(30) DEFAULT 'project' NOT NULL,
	"message" text,
	"rating" integer,
	"comment" text,
	"final_amount" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_project_provider_id_unique" UNIQUE("project_provider_id"),
	CONSTRAINT "recommendations_rating_check" CHECK ("recommendations"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"project_id" uuid,
	"project_provider_id" uuid,
	"rating" integer NOT NULL,
	"comment" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_project_provider_id_unique" UNIQUE("project_provider_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"scheduled_date" date NOT NULL,
	"completed_date" date,
	"status" "occurrence_status" DEFAULT 'scheduled' NOT NULL,
	"actual_cost" numeric(10, 2),
	"notes" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_occurrences_rating_check" CHECK ("service_occurrences"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_provider_id" uuid NOT NULL,
	"kind" "stored_file_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255),
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "suggestion_vouches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suggestion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"source_type" varchar(50) DEFAULT 'user_added' NOT NULL,
	"source_contact_id" uuid,
	"how_do_you_know" varchar(100),
	"friend_description" text,
	"is_vouched" boolean DEFAULT false NOT NULL,
	"vouch_rating" integer,
	"vouch_comment" text,
	"vouched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_providers_vouch_rating_check" CHECK ("user_providers"."vouch_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"phone" varchar(50),
	"home_address" text,
	"is_profile_complete" boolean DEFAULT false NOT NULL,
	"google_access_token" text,
	"google_refresh_token" text,
	"contacts_last_synced" timestamp with time zone,
	"providers_welcome_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_requests" ADD CONSTRAINT "provider_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD CONSTRAINT "provider_suggestions_request_id_provider_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."provider_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD CONSTRAINT "provider_suggestions_suggesting_user_id_users_id_fk" FOREIGN KEY ("suggesting_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_suggestions" ADD CONSTRAINT "provider_suggestions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_source_contact_id_users_id_fk" FOREIGN KEY ("source_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_original_provider_id_providers_id_fk" FOREIGN KEY ("original_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_project_provider_id_project_providers_id_fk" FOREIGN KEY ("project_provider_id") REFERENCES "public"."project_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_provider_id_project_providers_id_fk" FOREIGN KEY ("project_provider_id") REFERENCES "public"."project_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_occurrences" ADD CONSTRAINT "service_occurrences_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_project_provider_id_project_providers_id_fk" FOREIGN KEY ("project_provider_id") REFERENCES "public"."project_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_vouches" ADD CONSTRAINT "suggestion_vouches_suggestion_id_provider_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."provider_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_vouches" ADD CONSTRAINT "suggestion_vouches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credentials" ADD CONSTRAINT "user_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_source_contact_id_users_id_fk" FOREIGN KEY ("source_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_collaborators_project_user_idx" ON "project_collaborators" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_collaborators_user_idx" ON "project_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_collaborators_invited_by_idx" ON "project_collaborators" USING btree ("invited_by");--> statement-breakpoint
CREATE UNIQUE INDEX "project_providers_project_provider_idx" ON "project_providers" USING btree ("project_id","provider_id");--> statement-breakpoint
CREATE INDEX "project_providers_provider_idx" ON "project_providers" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "projects_user_created_idx" ON "projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_user_status_idx" ON "projects" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "provider_requests_user_created_idx" ON "provider_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_requests_status_created_idx" ON "provider_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_suggestions_request_idx" ON "provider_suggestions" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_suggestions_user_idx" ON "provider_suggestions" USING btree ("suggesting_user_id");--> statement-breakpoint
CREATE INDEX "provider_suggestions_provider_idx" ON "provider_suggestions" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "providers_category_created_idx" ON "providers" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "providers_created_idx" ON "providers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "providers_user_idx" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_source_contact_idx" ON "providers" USING btree ("source_contact_id");--> statement-breakpoint
CREATE INDEX "providers_original_idx" ON "providers" USING btree ("original_provider_id");--> statement-breakpoint
CREATE INDEX "providers_email_key_idx" ON "providers" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "providers_phone_key_idx" ON "providers" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "providers_website_key_idx" ON "providers" USING btree ("website_key");--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recommendations_created_idx" ON "recommendations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recommendations_from_user_idx" ON "recommendations" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "recommendations_to_user_idx" ON "recommendations" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "recommendations_provider_idx" ON "recommendations" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "recommendations_project_idx" ON "recommendations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_project_idx" ON "reviews" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "service_occurrences_project_idx" ON "service_occurrences" USING btree ("project_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "stored_files_project_provider_idx" ON "stored_files" USING btree ("project_provider_id");--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_vouches_suggestion_user_idx" ON "suggestion_vouches" USING btree ("suggestion_id","user_id");--> statement-breakpoint
CREATE INDEX "suggestion_vouches_user_idx" ON "suggestion_vouches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject_idx" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_providers_user_provider_idx" ON "user_providers" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "user_providers_provider_idx" ON "user_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "user_providers_user_created_idx" ON "user_providers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_providers_source_contact_idx" ON "user_providers" USING btree ("source_contact_id");--> statement-breakpoint
CREATE INDEX "users_complete_idx" ON "users" USING btree ("is_profile_complete","created_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin (lower(coalesce("phone", '')) gin_trgm_ops);