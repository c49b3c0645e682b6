-- Every instance keeps the public lists (teams, matches, photos, products) in memory and drops them when any of
-- these tables changes: the trigger notifies the 'public_cache' channel, which every instance listens to.
CREATE OR REPLACE FUNCTION notify_public_cache() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER teams_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
--> statement-breakpoint
CREATE TRIGGER matches_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matches" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
--> statement-breakpoint
CREATE TRIGGER photos_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photos" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
--> statement-breakpoint
CREATE TRIGGER products_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
