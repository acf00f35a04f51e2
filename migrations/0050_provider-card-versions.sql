-- A provider's card as a viewer with no tie to it sees it is kept in each server process by the
-- version below, which every write of what the card shows renews in its own transaction
-- (docs/decisions/162-cards-kept-by-version.md).
CREATE SEQUENCE "public"."provider_card_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "provider_card_versions" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_card_versions" ADD CONSTRAINT "provider_card_versions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every provider has a version from the start (a provider without one is never kept).
INSERT INTO "provider_card_versions" ("provider_id", "version")
  SELECT "id", nextval('provider_card_version_seq') FROM "providers" ORDER BY "id";
--> statement-breakpoint
-- A new version for each of the providers `ids` that exists (in id order, so two writers touching
-- the same providers never wait on each other crosswise). A value of the sequence is never taken
-- twice, so a version once seen never comes back with other content.
CREATE FUNCTION provider_cards_changed(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO provider_card_versions AS v (provider_id, version)
    SELECT p.id, nextval('provider_card_version_seq') FROM providers p WHERE p.id = ANY(ids) ORDER BY p.id
  ON CONFLICT (provider_id) DO UPDATE SET version = excluded.version
$$;
--> statement-breakpoint
-- A row naming a provider (its list entries, project links, recommendations, reviews) changed:
-- that provider's card, before and after.
CREATE FUNCTION provider_cards_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op = 'INSERT' then perform provider_cards_changed(array[new.provider_id]);
  elsif tg_op = 'DELETE' then perform provider_cards_changed(array[old.provider_id]);
  else perform provider_cards_changed(array[old.provider_id, new.provider_id]);
  end if;
  return null;
end $$;
--> statement-breakpoint
-- The provider itself: a new one gets its first version, an edited one a new version.
CREATE FUNCTION provider_cards_provider_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  perform provider_cards_changed(array[new.id]);
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER providers_card_changed AFTER INSERT OR UPDATE ON providers
  FOR EACH ROW EXECUTE FUNCTION provider_cards_provider_changed();
--> statement-breakpoint
CREATE TRIGGER user_providers_card_changed AFTER INSERT OR UPDATE OR DELETE ON user_providers
  FOR EACH ROW EXECUTE FUNCTION provider_cards_row_changed();
--> statement-breakpoint
CREATE TRIGGER project_providers_card_changed AFTER INSERT OR UPDATE OR DELETE ON project_providers
  FOR EACH ROW EXECUTE FUNCTION provider_cards_row_changed();
--> statement-breakpoint
CREATE TRIGGER recommendations_card_changed AFTER INSERT OR UPDATE OR DELETE ON recommendations
  FOR EACH ROW EXECUTE FUNCTION provider_cards_row_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_card_changed AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION provider_cards_row_changed();
--> statement-breakpoint
-- A project's title, trade, audience or owner shows on (or decides) the cards of the providers
-- linked to it and recommended from it.
CREATE FUNCTION provider_cards_project_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  perform provider_cards_changed(array(
    select pp.provider_id from project_providers pp where pp.project_id = new.id
    union select r.provider_id from recommendations r where r.project_id = new.id));
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER projects_card_changed AFTER UPDATE OF title, category, visibility, user_id ON projects
  FOR EACH ROW WHEN (old.title IS DISTINCT FROM new.title OR old.category IS DISTINCT FROM new.category
    OR old.visibility IS DISTINCT FROM new.visibility OR old.user_id IS DISTINCT FROM new.user_id)
  EXECUTE FUNCTION provider_cards_project_changed();
--> statement-breakpoint
-- A person's name, profile completion and project and amount privacy show on (or decide) the
-- cards of the providers on their list, on their projects and recommended by them or from their projects.
CREATE FUNCTION provider_cards_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  perform provider_cards_changed(array(
    select up.provider_id from user_providers up where up.user_id = new.id
    union select pp.provider_id from projects p join project_providers pp on pp.project_id = p.id where p.user_id = new.id
    union select r.provider_id from recommendations r where r.from_user_id = new.id
    union select r.provider_id from projects p join recommendations r on r.project_id = p.id where p.user_id = new.id));
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER users_card_changed AFTER UPDATE OF first_name, last_name, is_profile_complete, privacy_projects, privacy_amounts ON users
  FOR EACH ROW WHEN (old.first_name IS DISTINCT FROM new.first_name OR old.last_name IS DISTINCT FROM new.last_name
    OR old.is_profile_complete IS DISTINCT FROM new.is_profile_complete
    OR old.privacy_projects IS DISTINCT FROM new.privacy_projects OR old.privacy_amounts IS DISTINCT FROM new.privacy_amounts)
  EXECUTE FUNCTION provider_cards_user_changed();
