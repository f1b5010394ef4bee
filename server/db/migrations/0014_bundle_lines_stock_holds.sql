CREATE TABLE "stock_holds" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_order_id_product_id_colour_size_pk" PRIMARY KEY("order_id","product_id","colour","size"),
	CONSTRAINT "stock_holds_quantity_positive" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "bundle_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bundle_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_item_idx" ON "stock_holds" USING btree ("product_id","colour","size","expires_at");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_or_bundle" CHECK (("cart_lines"."product_id" is null) <> ("cart_lines"."bundle_id" is null));--> statement-breakpoint
-- product_stock becomes the only stock: a product with no rows yet gets one per colour (or 'default' without
-- colours) and size, from the per-size stock it had
INSERT INTO "product_stock" ("product_id", "colour", "size", "quantity")
SELECT p."id", coalesce(lower(c->>'hex'), 'default'), s->>'label', greatest(coalesce((s->>'stock')::int, 0), 0)
FROM "products" p
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_array_length(p."colours") > 0 THEN p."colours" ELSE '[null]'::jsonb END) c
CROSS JOIN LATERAL jsonb_array_elements(p."sizes") s
WHERE NOT EXISTS (SELECT 1 FROM "product_stock" ps WHERE ps."product_id" = p."id")
ON CONFLICT DO NOTHING;
