ALTER TABLE "logos" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_from" text;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "logos_user_content_idx" ON "logos" USING btree ("user_id","content_hash");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."payment_status" = 'unpaid' and "orders"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "orders_checkout_from_idx" ON "orders" USING btree ("checkout_from","payment_expires_at") WHERE "orders"."checkout_from" is not null;