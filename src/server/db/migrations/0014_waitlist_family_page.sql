CREATE TABLE "campus_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"places" integer NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text NOT NULL,
	"is_club_member" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'ca' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"sort_key" double precision,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"manage_token_hash" text NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_waitlist_offer_token_hash_unique" UNIQUE("offer_token_hash"),
	CONSTRAINT "campus_waitlist_manage_token_hash_unique" UNIQUE("manage_token_hash")
);
--> statement-breakpoint
CREATE TABLE "campus_waitlist_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"child_name" text NOT NULL,
	"child_surname" text NOT NULL,
	"birth_date" date NOT NULL,
	"child_key" text
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_sign_in_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campus" ADD COLUMN "offer_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "campus" ADD COLUMN "cancel_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campus_waitlist" ADD CONSTRAINT "campus_waitlist_campus_id_campus_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_waitlist_children" ADD CONSTRAINT "campus_waitlist_children_entry_id_campus_waitlist_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."campus_waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_waitlist_children" ADD CONSTRAINT "campus_waitlist_children_campus_id_campus_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campus_waitlist_campus_idx" ON "campus_waitlist" USING btree ("campus_id","status");--> statement-breakpoint
CREATE INDEX "campus_waitlist_email_idx" ON "campus_waitlist" USING btree ("parent_email");--> statement-breakpoint
CREATE INDEX "campus_waitlist_offer_idx" ON "campus_waitlist" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE INDEX "campus_waitlist_children_entry_idx" ON "campus_waitlist_children" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campus_waitlist_children_key_idx" ON "campus_waitlist_children" USING btree ("campus_id","child_key") WHERE "campus_waitlist_children"."child_key" is not null;--> statement-breakpoint
CREATE INDEX "erasure_requests_status_idx" ON "erasure_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "family_sessions_email_idx" ON "family_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "family_sessions_expires_idx" ON "family_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "family_sign_in_tokens_email_idx" ON "family_sign_in_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "family_sign_in_tokens_expires_idx" ON "family_sign_in_tokens" USING btree ("expires_at");