CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"open_for_registrations" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 12 item 1, decision 155): the season SPEC §9 opens, then one season (1 July to 30 June) for
-- every year that already has a match, so every existing match belongs to a season.
INSERT INTO "seasons" ("label", "starts_on", "ends_on", "open_for_registrations") VALUES ('2025/2026', '2025-07-01', '2026-06-30', true);--> statement-breakpoint
INSERT INTO "seasons" ("label", "starts_on", "ends_on")
SELECT DISTINCT
  (y)::text || '/' || (y + 1)::text,
  make_date(y, 7, 1),
  make_date(y + 1, 6, 30)
FROM (
  SELECT CASE WHEN extract(month FROM "match_date") >= 7 THEN extract(year FROM "match_date")::int ELSE extract(year FROM "match_date")::int - 1 END AS y
  FROM "matches"
) AS years
WHERE (y)::text || '/' || (y + 1)::text <> '2025/2026';
--> statement-breakpoint
ALTER TABLE "campus" ADD COLUMN "schedule" text DEFAULT 'Horari a confirmar' NOT NULL;--> statement-breakpoint
ALTER TABLE "campus" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD COLUMN "season_id" integer;--> statement-breakpoint
-- Registrations made before seasons existed were for the only season there was (SPEC §9: 2025/2026).
UPDATE "club_registrations" SET "season_id" = (SELECT "id" FROM "seasons" WHERE "label" = '2025/2026');--> statement-breakpoint
ALTER TABLE "club_registrations" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "season_id" integer;--> statement-breakpoint
-- Registrations made before seasons existed were for the only season there was (SPEC §9: 2025/2026).
UPDATE "school_registrations" SET "season_id" = (SELECT "id" FROM "seasons" WHERE "label" = '2025/2026');--> statement-breakpoint
ALTER TABLE "school_registrations" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_label_idx" ON "seasons" USING btree ("label");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_open_idx" ON "seasons" USING btree ("open_for_registrations") WHERE "seasons"."open_for_registrations";--> statement-breakpoint
CREATE INDEX "seasons_dates_idx" ON "seasons" USING btree ("starts_on","ends_on");--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD CONSTRAINT "school_registrations_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_registrations_season_idx" ON "club_registrations" USING btree ("season_id","created_at");--> statement-breakpoint
CREATE INDEX "school_registrations_season_idx" ON "school_registrations" USING btree ("season_id","created_at");