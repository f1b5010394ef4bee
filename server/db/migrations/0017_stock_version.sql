CREATE SEQUENCE "public"."stock_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- What shoppers can buy is product_stock less the live stock_holds: any change to either moves the sequence.
CREATE OR REPLACE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('stock_version_seq');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_stock_bump_stock_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
--> statement-breakpoint
CREATE TRIGGER stock_holds_bump_stock_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
