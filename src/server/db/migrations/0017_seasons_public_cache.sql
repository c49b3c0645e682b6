-- Hand-written (decision 199): the public match lists, the seasons list and /partits are cached on every instance and
-- keyed by season, so a write to the seasons notifies the 'public_cache' channel like the other public tables
-- (migration 0002). It replaces the admin service's hand-written pg_notify on edit and delete, and covers every other
-- path: a new season, the open-season switch, a match saved on a day no season holds (which creates its season).
CREATE TRIGGER seasons_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
