CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the shop's pages show prices from these settings: a change makes cached pages and reads stale
CREATE TRIGGER shop_settings_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
