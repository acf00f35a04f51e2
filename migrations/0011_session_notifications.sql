-- Processes that cache sessions (server/features/auth/session-cache.ts) hear about every
-- session that ends or changes and every account that changes or goes, whoever changed it:
-- sign-out, password reset, account deletion, an expired-session purge, a profile edit.
CREATE OR REPLACE FUNCTION vowch_notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vowch_session_changed', OLD.sid);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION vowch_notify_session_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vowch_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vowch_user_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION vowch_notify_user_changed();
