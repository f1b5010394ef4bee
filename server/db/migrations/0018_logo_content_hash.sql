ALTER TABLE "logos" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "logos_user_content_idx" ON "logos" USING btree ("user_id","content_hash");