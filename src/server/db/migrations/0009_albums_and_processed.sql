CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"album_date" date NOT NULL,
	"description" text,
	"cover_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campus_registrations" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campus_registrations" ADD COLUMN "processed_by" text;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD COLUMN "processed_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "processed_by" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "album_id" integer;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "processed_by" text;--> statement-breakpoint
CREATE INDEX "albums_date_idx" ON "albums" USING btree ("album_date","id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_album_idx" ON "photos" USING btree ("album_id","upload_date");--> statement-breakpoint
-- Hand-written: the public album lists are cached like the photos (migration 0002), so album writes drop them too.
CREATE TRIGGER albums_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "albums" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
