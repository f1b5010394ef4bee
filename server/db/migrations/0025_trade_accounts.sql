CREATE TABLE "trade_account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"business_name" text NOT NULL,
	"company_number" text,
	"vat_number" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"invoice_address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"monthly_spend" text NOT NULL,
	"po_required" boolean DEFAULT false NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"terms_days" integer DEFAULT 30 NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "trade_accounts_limit_not_negative" CHECK ("trade_accounts"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"day" text NOT NULL,
	"order_id" uuid,
	"order_number" integer,
	"due_day" text,
	"reference" text,
	"recorded_by" uuid,
	"recorded_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "trade_ledger_amount_positive" CHECK ("trade_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_reminders" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_account_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_due_day" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "trade_account_events" ADD CONSTRAINT "trade_account_events_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_events" ADD CONSTRAINT "trade_account_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_reminders" ADD CONSTRAINT "trade_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_account_events_account_idx" ON "trade_account_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_accounts_status_idx" ON "trade_accounts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trade_ledger_account_idx" ON "trade_ledger" USING btree ("account_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_ledger_invoice_idx" ON "trade_ledger" USING btree ("order_id") WHERE "trade_ledger"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "trade_ledger_credit_idx" ON "trade_ledger" USING btree ("order_id") WHERE "trade_ledger"."kind" = 'credit';--> statement-breakpoint
CREATE INDEX "orders_trade_account_idx" ON "orders" USING btree ("trade_account_id","created_at") WHERE "orders"."trade_account_id" is not null;