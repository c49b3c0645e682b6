ALTER TABLE "campus_registrations" ADD COLUMN "locale" text DEFAULT 'ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "locale" text DEFAULT 'ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD COLUMN "locale" text DEFAULT 'ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "locale" text DEFAULT 'ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_registrations" ADD COLUMN "locale" text DEFAULT 'ca' NOT NULL;