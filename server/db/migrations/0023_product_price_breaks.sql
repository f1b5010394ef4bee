ALTER TABLE "order_lines" ADD COLUMN "price_break" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;