ALTER TABLE "orders" ADD COLUMN "marketing_choice" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "marketing_consent" boolean;