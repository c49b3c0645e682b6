ALTER TABLE "campus_waitlist" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campus_waitlist" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "campus_waitlist" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "campus_waitlist" ADD CONSTRAINT "campus_waitlist_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Hand-added: entries made before confirmation existed were made by families the club has been mailing: confirmed.
UPDATE "campus_waitlist" SET "confirmed_at" = "created_at";
