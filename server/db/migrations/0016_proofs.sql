CREATE TABLE "order_proof_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proof_id" uuid NOT NULL,
	"order_line_id" uuid,
	"sort_order" integer NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sent_by" uuid,
	"answer" text,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logos" ADD COLUMN "artwork_facts" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_proof_files" ADD CONSTRAINT "order_proof_files_proof_id_order_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."order_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proof_files" ADD CONSTRAINT "order_proof_files_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_proof_files_proof_idx" ON "order_proof_files" USING btree ("proof_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_version_idx" ON "order_proofs" USING btree ("order_id","version");--> statement-breakpoint
-- paid decorated orders not yet shipped wait for their proof, as new ones will from payment on
UPDATE "orders" SET "production_status" = 'Awaiting proof'
WHERE "payment_status" = 'paid'
  AND "status" IN ('Pending', 'Confirmed')
  AND EXISTS (
    SELECT 1 FROM "order_lines" l WHERE l."order_id" = "orders"."id" AND jsonb_array_length(l."decorations") > 0
  );
