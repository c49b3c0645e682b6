CREATE TABLE "campus_membership_reviews" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"review" text NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"birth_date" date,
	"email" text,
	"name_key" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_members_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campus_membership_reviews" ADD CONSTRAINT "campus_membership_reviews_registration_id_campus_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."campus_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_ref_idx" ON "mail_queue" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "mail_queue_to_idx" ON "mail_queue" USING btree ("to","created_at");