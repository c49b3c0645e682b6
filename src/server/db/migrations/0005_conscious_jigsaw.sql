CREATE TABLE "checkout_abandonments" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "held" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "client_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
CREATE INDEX "checkout_abandonments_resource_idx" ON "checkout_abandonments" USING btree ("resource","at");