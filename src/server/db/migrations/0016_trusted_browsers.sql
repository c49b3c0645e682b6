CREATE TABLE "admin_trusted_browsers" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_trusted_browsers_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "admin_trusted_browsers_kind_check" CHECK ("admin_trusted_browsers"."kind" in ('device', 'remembered'))
);
--> statement-breakpoint
-- Decision 201: the trusted devices (decision 051) and the remembered browsers (decision 190) become rows of one
-- table, told apart by their kind; every row is carried over as it was (same token hash, account and dates), so
-- the browsers' cookies keep granting what they granted. A backup from before this level is restored into the old
-- tables and comes through here too.
INSERT INTO "admin_trusted_browsers" ("kind", "id", "user_id", "created_at", "expires_at")
  SELECT 'device', "id", "user_id", "created_at", "expires_at" FROM "admin_devices";--> statement-breakpoint
INSERT INTO "admin_trusted_browsers" ("kind", "id", "user_id", "created_at", "expires_at")
  SELECT 'remembered', "id", "user_id", "created_at", "expires_at" FROM "admin_remembered_browsers";--> statement-breakpoint
DROP TABLE "admin_devices" CASCADE;--> statement-breakpoint
DROP TABLE "admin_remembered_browsers" CASCADE;--> statement-breakpoint
ALTER TABLE "admin_trusted_browsers" ADD CONSTRAINT "admin_trusted_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_trusted_browsers_user_idx" ON "admin_trusted_browsers" USING btree ("user_id","kind");