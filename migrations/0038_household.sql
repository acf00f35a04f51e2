ALTER TYPE "public"."stored_file_kind" ADD VALUE 'home_document';--> statement-breakpoint
CREATE TABLE "home_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"created_by" uuid,
	"name" varchar(200) NOT NULL,
	"category" varchar(100),
	"brand" varchar(100),
	"model" varchar(100),
	"serial" varchar(100),
	"purchased_on" date,
	"warranty_until" date,
	"provider_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_items_notes_length_check" CHECK (char_length("home_items"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "home_task_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"done_on" date NOT NULL,
	"cost" numeric(10, 2),
	"provider_id" uuid,
	"done_by" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_task_log_cost_check" CHECK ("home_task_log"."cost" >= 0),
	CONSTRAINT "home_task_log_notes_length_check" CHECK (char_length("home_task_log"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "home_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"created_by" uuid,
	"title" varchar(200) NOT NULL,
	"every" varchar(16) NOT NULL,
	"next_due" date,
	"day_of_month" integer,
	"category" varchar(100),
	"provider_id" uuid,
	"last_provider_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_tasks_every_check" CHECK ("home_tasks"."every" in ('weekly', 'monthly', 'quarterly', 'twice-yearly', 'yearly', 'none')),
	CONSTRAINT "home_tasks_day_of_month_check" CHECK ("home_tasks"."day_of_month" between 1 and 31),
	CONSTRAINT "home_tasks_notes_length_check" CHECK (char_length("home_tasks"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "household_go_to" (
	"household_id" uuid NOT NULL,
	"category" varchar(100) NOT NULL,
	"provider_id" uuid NOT NULL,
	"chosen_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_go_to_household_id_category_pk" PRIMARY KEY("household_id","category")
);
--> statement-breakpoint
CREATE TABLE "household_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"created_by" uuid,
	"token_hash" varchar(64) NOT NULL,
	"role" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "household_invites_role_check" CHECK ("household_invites"."role" in ('member', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"role" varchar(16) NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_role_check" CHECK ("household_members"."role" in ('owner', 'member', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notes" text,
	"notes_updated_by" uuid,
	"notes_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_notes_length_check" CHECK (char_length("households"."notes") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_one_owner_check";--> statement-breakpoint
ALTER TABLE "provider_notes" ADD COLUMN "notes_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_notes" ADD COLUMN "do_not_hire_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "home_item_id" uuid;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_task_log" ADD CONSTRAINT "home_task_log_task_id_home_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."home_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_task_log" ADD CONSTRAINT "home_task_log_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_task_log" ADD CONSTRAINT "home_task_log_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_tasks" ADD CONSTRAINT "home_tasks_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_tasks" ADD CONSTRAINT "home_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_tasks" ADD CONSTRAINT "home_tasks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_tasks" ADD CONSTRAINT "home_tasks_last_provider_id_providers_id_fk" FOREIGN KEY ("last_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_go_to" ADD CONSTRAINT "household_go_to_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_go_to" ADD CONSTRAINT "household_go_to_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_go_to" ADD CONSTRAINT "household_go_to_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invites" ADD CONSTRAINT "household_invites_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invites" ADD CONSTRAINT "household_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invites" ADD CONSTRAINT "household_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_notes_updated_by_users_id_fk" FOREIGN KEY ("notes_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_items_household_idx" ON "home_items" USING btree ("household_id","created_at","id");--> statement-breakpoint
CREATE INDEX "home_items_warranty_idx" ON "home_items" USING btree ("warranty_until");--> statement-breakpoint
CREATE INDEX "home_items_created_by_idx" ON "home_items" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "home_items_provider_idx" ON "home_items" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "home_task_log_task_done_idx" ON "home_task_log" USING btree ("task_id","done_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_task_log_done_idx" ON "home_task_log" USING btree ("done_on");--> statement-breakpoint
CREATE INDEX "home_task_log_provider_idx" ON "home_task_log" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "home_task_log_done_by_idx" ON "home_task_log" USING btree ("done_by");--> statement-breakpoint
CREATE INDEX "home_tasks_household_due_idx" ON "home_tasks" USING btree ("household_id","next_due","id");--> statement-breakpoint
CREATE INDEX "home_tasks_due_idx" ON "home_tasks" USING btree ("next_due");--> statement-breakpoint
CREATE INDEX "home_tasks_created_by_idx" ON "home_tasks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "home_tasks_provider_idx" ON "home_tasks" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "home_tasks_last_provider_idx" ON "home_tasks" USING btree ("last_provider_id");--> statement-breakpoint
CREATE INDEX "household_go_to_provider_idx" ON "household_go_to" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "household_go_to_chosen_by_idx" ON "household_go_to" USING btree ("chosen_by");--> statement-breakpoint
CREATE INDEX "household_invites_household_idx" ON "household_invites" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "household_invites_created_by_idx" ON "household_invites" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "household_invites_used_by_idx" ON "household_invites" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_one_owner_idx" ON "household_members" USING btree ("household_id") WHERE "household_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "households_notes_updated_by_idx" ON "households" USING btree ("notes_updated_by");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_home_item_id_home_items_id_fk" FOREIGN KEY ("home_item_id") REFERENCES "public"."home_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_home_item_idx" ON "stored_files" USING btree ("home_item_id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_one_owner_check" CHECK (num_nonnulls("stored_files"."project_provider_id", "stored_files"."profile_user_id", "stored_files"."home_item_id") = 1);--> statement-breakpoint
-- Every account is in a household: each existing account becomes the owner of a household of one,
-- and a trigger gives every new account its own (whatever path creates it: sign-up, OIDC, a seed).
CREATE FUNCTION vowch_household_of_one() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_household uuid;
BEGIN
  INSERT INTO households DEFAULT VALUES RETURNING id INTO new_household;
  INSERT INTO household_members (user_id, household_id, role) VALUES (NEW.id, new_household, 'owner');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_household_of_one AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION vowch_household_of_one();--> statement-breakpoint
CREATE TEMPORARY TABLE household_backfill AS
  SELECT id AS user_id, gen_random_uuid() AS household_id FROM users;--> statement-breakpoint
INSERT INTO households (id) SELECT household_id FROM household_backfill;--> statement-breakpoint
INSERT INTO household_members (user_id, household_id, role) SELECT user_id, household_id, 'owner' FROM household_backfill;--> statement-breakpoint
DROP TABLE household_backfill;
