ALTER TABLE "checkouts" ADD COLUMN "intent_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "unstorable_reason" text;--> statement-breakpoint
CREATE INDEX "checkouts_intent_check_idx" ON "checkouts" USING btree ("intent_check_at") WHERE "checkouts"."intent_check_at" is not null;--> statement-breakpoint
-- Hand-added: checkouts released in the last week (before this version checked them) are asked about once, so a
-- payment made as one was released (two tabs, two instances) is found, stored or refunded.
UPDATE "checkouts" SET "intent_check_at" = now() WHERE "status" = 'released' AND "payment_intent_id" IS NOT NULL AND "expires_at" > now() - interval '7 days';
