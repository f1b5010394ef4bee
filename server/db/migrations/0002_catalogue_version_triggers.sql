-- Every statement that changes the catalogue bumps catalogue_state.version, so cached reads know they are stale.
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER bundles_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundles"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER bundle_sections_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_sections"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
