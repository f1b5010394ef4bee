CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_live_list_idx" ON "orders" USING btree ("created_at","number") WHERE "orders"."archived_at" is null and "orders"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "orders_archived_list_idx" ON "orders" USING btree ("created_at","number") WHERE "orders"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_export_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ((("shipping_address"->>'firstName') || ' ' || ("shipping_address"->>'lastName')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_company_trgm_idx" ON "orders" USING gin (("shipping_address"->>'companyName') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_postcode_trgm_idx" ON "orders" USING gin ((replace("shipping_address"->>'postCode', ' ', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);