-- Custom SQL migration file, put your code below! --
-- Unpaid checkouts made before their expiry was kept: their sessions lasted 24 hours (Stripe's default then), so
-- they hold stock and promo uses until then, and the abandoned-checkout sweep marks those past it.
UPDATE "orders" SET "payment_expires_at" = "created_at" + interval '24 hours'
  WHERE "payment_status" = 'unpaid' AND "payment_expires_at" IS NULL;
