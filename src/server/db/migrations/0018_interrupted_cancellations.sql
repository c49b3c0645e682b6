ALTER TABLE "campus_registrations" ADD COLUMN "cancel_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campus_registrations" ADD COLUMN "status_before_cancel" text;--> statement-breakpoint
-- Hand-added (issue 22 finding 3): a sign-up an earlier version left 'cancelling' (its process died mid-cancellation)
-- is handed to the sweep, which completes it; its status before, should the refund be refused, as that version assumed.
UPDATE "campus_registrations" SET "cancel_started_at" = now(), "status_before_cancel" = CASE WHEN "amount_paid" > 0 THEN 'paid' ELSE 'confirmed' END WHERE "status" = 'cancelling';
