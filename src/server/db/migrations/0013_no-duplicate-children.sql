ALTER TABLE "campus_registrations" ADD COLUMN "child_key" text;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD COLUMN "player_key" text;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "player_key" text;--> statement-breakpoint
-- Decision 178 (issue 14 item 3): rows from before the rule get their key too, but only the first row of each
-- child (oldest first) in its campus or season: older duplicates a real club may already hold keep a null key and are
-- left alone, so the unique indexes below never fail on them. The SQL fold matches features/members/fold.ts for the
-- Latin letters names here use (accents, case, punctuation, spaces); a rarer letter only leaves an old row unkeyed.
UPDATE "campus_registrations" AS r SET "child_key" = k.key FROM (
  SELECT id, key, row_number() OVER (PARTITION BY "campus_id", key ORDER BY created_at, id) AS n
  FROM (SELECT id, "campus_id", created_at, btrim(regexp_replace(regexp_replace(lower(translate(child_name || ' ' || child_surname, 'ÀÁÂÄÃÅĀÈÉÊËĒÌÍÎÏĪÒÓÔÖÕŌÙÚÛÜŪÝŸÇÑĿàáâäãåāèéêëēìíîïīòóôöõōùúûüūýÿçñŀ', 'aaaaaaaeeeeeiiiiioooooouuuuuyycnlaaaaaaaeeeeeiiiiioooooouuuuuyycnl')), '[·•.''’‘`´]', '', 'g'), '[^a-z0-9]+', ' ', 'g')) || '|' || to_char(birth_date, 'YYYY-MM-DD') AS key FROM "campus_registrations") AS f
) AS k WHERE r.id = k.id AND k.n = 1;--> statement-breakpoint
UPDATE "club_registrations" AS r SET "player_key" = k.key FROM (
  SELECT id, key, row_number() OVER (PARTITION BY "season_id", key ORDER BY created_at, id) AS n
  FROM (SELECT id, "season_id", created_at, btrim(regexp_replace(regexp_replace(lower(translate(player_name, 'ÀÁÂÄÃÅĀÈÉÊËĒÌÍÎÏĪÒÓÔÖÕŌÙÚÛÜŪÝŸÇÑĿàáâäãåāèéêëēìíîïīòóôöõōùúûüūýÿçñŀ', 'aaaaaaaeeeeeiiiiioooooouuuuuyycnlaaaaaaaeeeeeiiiiioooooouuuuuyycnl')), '[·•.''’‘`´]', '', 'g'), '[^a-z0-9]+', ' ', 'g')) || '|' || to_char(birth_date, 'YYYY-MM-DD') AS key FROM "club_registrations") AS f
) AS k WHERE r.id = k.id AND k.n = 1;--> statement-breakpoint
UPDATE "school_registrations" AS r SET "player_key" = k.key FROM (
  SELECT id, key, row_number() OVER (PARTITION BY "season_id", key ORDER BY created_at, id) AS n
  FROM (SELECT id, "season_id", created_at, btrim(regexp_replace(regexp_replace(lower(translate(player_name || ' ' || player_surname, 'ÀÁÂÄÃÅĀÈÉÊËĒÌÍÎÏĪÒÓÔÖÕŌÙÚÛÜŪÝŸÇÑĿàáâäãåāèéêëēìíîïīòóôöõōùúûüūýÿçñŀ', 'aaaaaaaeeeeeiiiiioooooouuuuuyycnlaaaaaaaeeeeeiiiiioooooouuuuuyycnl')), '[·•.''’‘`´]', '', 'g'), '[^a-z0-9]+', ' ', 'g')) || '|' || to_char(birth_date, 'YYYY-MM-DD') AS key FROM "school_registrations") AS f
) AS k WHERE r.id = k.id AND k.n = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "campus_registrations_child_idx" ON "campus_registrations" USING btree ("campus_id","child_key") WHERE "campus_registrations"."child_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "club_registrations_player_idx" ON "club_registrations" USING btree ("season_id","player_key") WHERE "club_registrations"."player_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "school_registrations_player_idx" ON "school_registrations" USING btree ("season_id","player_key") WHERE "school_registrations"."player_key" is not null;