CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"cart_line_id" uuid,
	"product_id" uuid,
	"title" text NOT NULL,
	"product_types" text[] NOT NULL,
	"image" text NOT NULL,
	"back_image" text,
	"colour" text NOT NULL,
	"colour_hex" text,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"method" text,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"text_line" text,
	"font" text,
	"notes" text,
	"logo_id" uuid,
	"logo_name" text,
	"is_previous_logo" boolean DEFAULT false NOT NULL,
	"goods" integer NOT NULL,
	"logo_charge" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid,
	"cart_id" uuid,
	"email" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_type" text NOT NULL,
	"goods" integer NOT NULL,
	"logo_charges" integer NOT NULL,
	"setup_fees" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping" integer NOT NULL,
	"total" integer NOT NULL,
	"promo_code_id" uuid,
	"promo_code" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_session_id" text,
	"payment_url" text,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"mails_sent_at" timestamp with time zone,
	"tracking_id" text,
	"carrier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_total" integer NOT NULL,
	"currency" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_lines_logo_idx" ON "order_lines" USING btree ("logo_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER SEQUENCE "orders_number_seq" RESTART WITH 1001;
