CREATE TABLE "team_store_products" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"colours" text[] NOT NULL,
	"price" integer NOT NULL,
	"decorations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "team_store_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "team_store_products_price" CHECK ("team_store_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"welcome" text DEFAULT '' NOT NULL,
	"banner_key" text,
	"logo_id" uuid,
	"access" text DEFAULT 'open' NOT NULL,
	"access_code" text,
	"allowed_domains" text[] DEFAULT '{}' NOT NULL,
	"names_enabled" boolean DEFAULT false NOT NULL,
	"name_position" text DEFAULT 'Large Back' NOT NULL,
	"name_method" text DEFAULT 'Print' NOT NULL,
	"name_font" text DEFAULT 'Standard' NOT NULL,
	"name_max_length" integer DEFAULT 20 NOT NULL,
	"name_price" integer DEFAULT 350 NOT NULL,
	"opens_on" text,
	"closes_on" text,
	"closed_at" timestamp with time zone,
	"delivery" text DEFAULT 'member' NOT NULL,
	"delivery_address" jsonb,
	"payer" text DEFAULT 'member' NOT NULL,
	"trade_account_id" uuid,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"proof_approved_at" timestamp with time zone,
	"proof_approved_by" text,
	"shipped_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_stores_slug_unique" UNIQUE("slug"),
	CONSTRAINT "team_stores_name_price" CHECK ("team_stores"."name_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "team_store_products" ADD CONSTRAINT "team_store_products_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_products" ADD CONSTRAINT "team_store_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stores" ADD CONSTRAINT "team_stores_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stores" ADD CONSTRAINT "team_stores_trade_account_id_trade_accounts_id_fk" FOREIGN KEY ("trade_account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_stores_created_idx" ON "team_stores" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_store_id_team_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."team_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","number") WHERE "orders"."store_id" is not null;