CREATE TABLE "customer_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "decoration_days" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"position" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "decoration_days_day_method_position_pk" PRIMARY KEY("day","method","position")
);
--> statement-breakpoint
CREATE TABLE "earnings_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"title_at" timestamp with time zone NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_days_day_product_key_pk" PRIMARY KEY("day","product_key")
);
--> statement-breakpoint
CREATE TABLE "product_sales_months" (
	"month" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"title_at" timestamp with time zone NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_months_month_product_key_pk" PRIMARY KEY("month","product_key")
);
--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_totals_latest_idx" ON "customer_totals" USING btree ("last_order_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- One order line's part in the product and decoration summaries, as its order `o` stands, times `sign` (1 to
-- add, -1 to take away). Only a kept earned order's lines count (seller-earnings' topProducts/topDecorations).
CREATE FUNCTION shop_summary_line(o orders, l order_lines, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  k text;
  rev bigint;
BEGIN
  IF o.payment_status NOT IN ('invoiced', 'paid', 'refunded')
    OR NOT (o.refunded_amount = 0 OR o.refunded_amount < o.total) THEN
    RETURN;
  END IF;
  d := (o.created_at AT TIME ZONE 'Europe/London')::date;
  k := coalesce(l.product_id::text, l.title);
  rev := CASE WHEN o.refunded_amount = 0 THEN l.goods + l.logo_charge
    ELSE round((l.goods + l.logo_charge)::numeric * (o.total - o.refunded_amount) / o.total) END;
  INSERT INTO product_sales_days AS s (day, product_key, product_id, title, title_at, units, revenue)
    VALUES (d, k, l.product_id, l.title, o.created_at, sign * l.quantity, sign * rev)
    ON CONFLICT (day, product_key) DO UPDATE SET
      units = s.units + excluded.units,
      revenue = s.revenue + excluded.revenue,
      title = CASE WHEN sign > 0 AND excluded.title_at >= s.title_at THEN excluded.title ELSE s.title END,
      title_at = CASE WHEN sign > 0 AND excluded.title_at >= s.title_at THEN excluded.title_at ELSE s.title_at END;
  INSERT INTO product_sales_months AS s (month, product_key, product_id, title, title_at, units, revenue)
    VALUES (date_trunc('month', d)::date, k, l.product_id, l.title, o.created_at, sign * l.quantity, sign * rev)
    ON CONFLICT (month, product_key) DO UPDATE SET
      units = s.units + excluded.units,
      revenue = s.revenue + excluded.revenue,
      title = CASE WHEN sign > 0 AND excluded.title_at >= s.title_at THEN excluded.title ELSE s.title END,
      title_at = CASE WHEN sign > 0 AND excluded.title_at >= s.title_at THEN excluded.title_at ELSE s.title_at END;
  -- a decoration is applied to every garment: a bundle's garments per bundle times its bundles
  INSERT INTO decoration_days AS s (day, method, position, units, lines)
    SELECT d, coalesce(e->>'method', ''), coalesce(e->>'position', ''),
      sum(sign * l.quantity * coalesce((SELECT sum((g->>'quantity')::int) FROM jsonb_array_elements(l.bundle_items) g), 1)),
      sign * count(*)
    FROM jsonb_array_elements(l.decorations) e
    GROUP BY 2, 3
    ON CONFLICT (day, method, position) DO UPDATE SET
      units = s.units + excluded.units,
      lines = s.lines + excluded.lines;
END $$;
--> statement-breakpoint
-- An order's part in every day summary (its money, then each of its lines), times `sign`.
CREATE FUNCTION shop_summary_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.payment_status NOT IN ('invoiced', 'paid', 'refunded') THEN
    RETURN;
  END IF;
  INSERT INTO earnings_days AS s (day, orders, gross, refunded, vat)
    VALUES (
      (o.created_at AT TIME ZONE 'Europe/London')::date,
      CASE WHEN o.refunded_amount = 0 OR o.refunded_amount < o.total THEN sign ELSE 0 END,
      sign * o.total,
      sign * o.refunded_amount,
      sign * (coalesce(o.vat_amount, 0) - coalesce(o.refund_vat_amount, 0)))
    ON CONFLICT (day) DO UPDATE SET
      orders = s.orders + excluded.orders,
      gross = s.gross + excluded.gross,
      refunded = s.refunded + excluded.refunded,
      vat = s.vat + excluded.vat;
  PERFORM shop_summary_line(o, l, sign) FROM order_lines l WHERE l.order_id = o.id;
END $$;
--> statement-breakpoint
-- A customer's totals counted again from their orders (a handful each). The row is locked first, so two
-- transactions placing the same customer's orders count one after the other, each seeing the other's.
CREATE FUNCTION shop_customer_totals_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uid IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = uid) THEN
    RETURN;
  END IF;
  INSERT INTO customer_totals (user_id) VALUES (uid) ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM customer_totals WHERE user_id = uid FOR UPDATE;
  UPDATE customer_totals t SET (orders, spent, last_order_at) = (
    SELECT count(*)::int,
      coalesce(sum(CASE WHEN o.payment_status IN ('invoiced', 'paid', 'refunded') THEN o.total - o.refunded_amount ELSE 0 END), 0),
      max(o.created_at)
    FROM orders o WHERE o.user_id = uid AND o.payment_status <> 'unpaid')
  WHERE t.user_id = uid;
END $$;
--> statement-breakpoint
CREATE FUNCTION shop_summaries_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- before the delete: its lines are still there to take away (the cascade removes them after)
    PERFORM shop_summary_order(OLD, -1);
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM shop_summary_order(OLD, -1);
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM shop_customer_totals_refresh(OLD.user_id);
    END IF;
  END IF;
  PERFORM shop_summary_order(NEW, 1);
  PERFORM shop_customer_totals_refresh(NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shop_summaries_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_customer_totals_refresh(OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_summaries_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_summaries_orders();
--> statement-breakpoint
-- only a change to what the summaries sum (not an opened mark, a note or a status)
CREATE TRIGGER orders_summaries_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total IS DISTINCT FROM NEW.total
    OR OLD.refunded_amount IS DISTINCT FROM NEW.refunded_amount
    OR OLD.vat_amount IS DISTINCT FROM NEW.vat_amount
    OR OLD.refund_vat_amount IS DISTINCT FROM NEW.refund_vat_amount
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION shop_summaries_orders();
--> statement-breakpoint
CREATE TRIGGER orders_summaries_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_summaries_orders();
--> statement-breakpoint
CREATE TRIGGER orders_summaries_deleted AFTER DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_summaries_orders_deleted();
--> statement-breakpoint
CREATE FUNCTION shop_summaries_order_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  -- an order being deleted is found no more: its own trigger took its lines away
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN
      PERFORM shop_summary_line(o, OLD, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND THEN
      PERFORM shop_summary_line(o, NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_lines_summaries AFTER INSERT OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION shop_summaries_order_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_summaries_update AFTER UPDATE ON order_lines
  FOR EACH ROW WHEN (
    OLD.order_id IS DISTINCT FROM NEW.order_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.title IS DISTINCT FROM NEW.title
    OR OLD.quantity IS DISTINCT FROM NEW.quantity
    OR OLD.goods IS DISTINCT FROM NEW.goods
    OR OLD.logo_charge IS DISTINCT FROM NEW.logo_charge
    OR OLD.decorations IS DISTINCT FROM NEW.decorations
    OR OLD.bundle_items IS DISTINCT FROM NEW.bundle_items)
  EXECUTE FUNCTION shop_summaries_order_lines();
--> statement-breakpoint
-- Every summary computed again from the orders: after a bulk load with triggers off, or to check them.
CREATE FUNCTION shop_rebuild_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_lines IN SHARE MODE;
  DELETE FROM earnings_days;
  DELETE FROM product_sales_days;
  DELETE FROM product_sales_months;
  DELETE FROM decoration_days;
  DELETE FROM customer_totals;
  INSERT INTO earnings_days (day, orders, gross, refunded, vat)
    SELECT (created_at AT TIME ZONE 'Europe/London')::date,
      (count(*) FILTER (WHERE refunded_amount = 0 OR refunded_amount < total))::int,
      sum(total), sum(refunded_amount),
      sum(coalesce(vat_amount, 0) - coalesce(refund_vat_amount, 0))
    FROM orders WHERE payment_status IN ('invoiced', 'paid', 'refunded')
    GROUP BY 1;
  CREATE TEMP TABLE shop_kept_lines ON COMMIT DROP AS
    SELECT (o.created_at AT TIME ZONE 'Europe/London')::date AS day, o.created_at,
      coalesce(l.product_id::text, l.title) AS product_key, l.product_id, l.title, l.quantity,
      CASE WHEN o.refunded_amount = 0 THEN l.goods + l.logo_charge
        ELSE round((l.goods + l.logo_charge)::numeric * (o.total - o.refunded_amount) / o.total) END AS revenue,
      l.decorations,
      l.quantity * coalesce((SELECT sum((g->>'quantity')::int) FROM jsonb_array_elements(l.bundle_items) g), 1) AS garments
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.payment_status IN ('invoiced', 'paid', 'refunded')
      AND (o.refunded_amount = 0 OR o.refunded_amount < o.total);
  INSERT INTO product_sales_days (day, product_key, product_id, title, title_at, units, revenue)
    SELECT day, product_key, (array_agg(product_id))[1], (array_agg(title ORDER BY created_at DESC))[1],
      max(created_at), sum(quantity), sum(revenue)
    FROM shop_kept_lines GROUP BY day, product_key;
  INSERT INTO product_sales_months (month, product_key, product_id, title, title_at, units, revenue)
    SELECT date_trunc('month', day)::date, product_key, (array_agg(product_id))[1],
      (array_agg(title ORDER BY title_at DESC))[1], max(title_at), sum(units), sum(revenue)
    FROM product_sales_days GROUP BY 1, product_key;
  INSERT INTO decoration_days (day, method, position, units, lines)
    SELECT day, coalesce(e->>'method', ''), coalesce(e->>'position', ''), sum(garments), count(*)
    FROM shop_kept_lines, jsonb_array_elements(decorations) e
    GROUP BY 1, 2, 3;
  DROP TABLE shop_kept_lines;
  INSERT INTO customer_totals (user_id, orders, spent, last_order_at)
    SELECT user_id, count(*),
      coalesce(sum(CASE WHEN payment_status IN ('invoiced', 'paid', 'refunded') THEN total - refunded_amount ELSE 0 END), 0),
      max(created_at)
    FROM orders WHERE user_id IS NOT NULL AND payment_status <> 'unpaid'
    GROUP BY user_id;
END $$;
--> statement-breakpoint
SELECT shop_rebuild_summaries();
