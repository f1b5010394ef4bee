CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_key" text,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_kind_known" CHECK ("data_requests"."kind" in ('export', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"wording" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_vat" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_vat_amount" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hi_vis_large_logos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "marketing_consents_user_idx" ON "marketing_consents" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_known" CHECK ("products"."vat_rate" in ('standard', 'zero', 'exempt'));--> statement-breakpoint
-- existing customers keep their state (issue 34): mailable unless they unsubscribed or were deleted, recorded once
UPDATE "users" SET "marketing_consent" = true WHERE "role" = 'customer' AND "marketing_opt_out_at" IS NULL AND "anonymised_at" IS NULL;--> statement-breakpoint
INSERT INTO "marketing_consents" ("user_id", "granted", "source", "wording", "at") SELECT "id", "marketing_consent", 'existing-customer', 'Customer before consent was recorded: kept as they were', now() FROM "users" WHERE "role" = 'customer' AND "anonymised_at" IS NULL;
