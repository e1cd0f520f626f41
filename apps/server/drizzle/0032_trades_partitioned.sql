-- Issue 33 §2: sales and the hourly rollups range-partitioned by UTC month (Drizzle does not model
-- partitioning, so this file is written by hand; its snapshot holds the columns and keys as declared).
-- Every unique key of a partitioned table must hold the partition key: trades' identity becomes
-- (id, trade_time); the record key (scale, record number, trade time) already held it; the rollups'
-- keys start with their hour. Existing rows are copied into the new tables, whose indexes are built
-- after the copy (one sort per index, not a tree insert per row).

-- One month's partition of a sales table, made when missing. Two sessions wanting the same month take
-- turns on an advisory lock; the second finds it made. Bounds are UTC months whatever the session's zone.
-- The check after the lock reads pg_class with a fresh snapshot: the name lookup of to_regclass may
-- still answer from this session's catalogue cache, which an advisory lock does not refresh.
CREATE FUNCTION "ensure_month_partition"("parent" text, "month" date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  "first" timestamp := date_trunc('month', "month"::timestamp);
  "name" text := "parent" || '_' || to_char("first", 'YYYY_MM');
BEGIN
  IF to_regclass(format('%I', "name")) IS NOT NULL THEN RETURN false; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('ensure_month_partition'), hashtext("name"));
  IF EXISTS (SELECT 1 FROM pg_class WHERE "relname" = "name" AND "relnamespace" = current_schema()::regnamespace) THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', "name", "parent",
    "first" AT TIME ZONE 'UTC', ("first" + interval '1 month') AT TIME ZONE 'UTC');
  RETURN true;
END $$;--> statement-breakpoint

-- The month of every table that holds raw or hourly sales, for one month.
CREATE FUNCTION "ensure_sales_month"("month" date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  "made" integer := 0;
  "parent" text;
BEGIN
  FOREACH "parent" IN ARRAY ARRAY['trades', 'sales_hourly', 'tickets_hourly', 'tickets_shop_hourly'] LOOP
    IF ensure_month_partition("parent", "month") THEN "made" := "made" + 1; END IF;
  END LOOP;
  RETURN "made";
END $$;--> statement-breakpoint

-- Retention (trades/retention.ts) may delete an archived company's rows from a month other companies
-- still keep; it says so for its own transaction. Nothing else may change a stored sale.
CREATE OR REPLACE FUNCTION "trades_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.trades_retention', true) = 'on' THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'trades are append-only' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint

-- trades
ALTER TABLE "trades" RENAME TO "trades_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "trades_id_seq" RENAME TO "trades_unpartitioned_id_seq";--> statement-breakpoint
DROP TRIGGER "trades_no_update" ON "trades_unpartitioned";--> statement-breakpoint
ALTER TABLE "trades_unpartitioned" DROP CONSTRAINT "trades_pkey";--> statement-breakpoint
ALTER TABLE "trades_unpartitioned" DROP CONSTRAINT "trades_company_id_companies_id_fk";--> statement-breakpoint
DROP INDEX "trades_record_key", "trades_time_brin", "trades_company_time_idx", "trades_shop_time_idx",
  "trades_goods_time_idx", "trades_lot_idx";--> statement-breakpoint
CREATE TABLE "trades" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"record_no" integer NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"plu" integer NOT NULL,
	"goods_id" integer,
	"goods_name" text NOT NULL,
	"measure_unit" text NOT NULL,
	"weighing_mode" smallint NOT NULL,
	"weight" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price_source" text,
	"price_source_id" integer,
	"total_before_discount" integer NOT NULL,
	"total_price" integer NOT NULL,
	"lot_id" integer,
	"ticket_no" integer,
	"department" smallint,
	"unmapped" boolean NOT NULL,
	"clock_ahead" boolean NOT NULL,
	"source" text NOT NULL,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL
) PARTITION BY RANGE ("trade_time");--> statement-breakpoint

-- The three hourly rollups, the same way.
ALTER TABLE "sales_hourly" RENAME TO "sales_hourly_unpartitioned";--> statement-breakpoint
ALTER TABLE "sales_hourly_unpartitioned" DROP CONSTRAINT "sales_hourly_pkey";--> statement-breakpoint
DROP INDEX "sales_hourly_company_hour_idx", "sales_hourly_shop_hour_idx";--> statement-breakpoint
CREATE TABLE "sales_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"weighing_mode" smallint NOT NULL,
	"department" smallint NOT NULL,
	"count" integer NOT NULL,
	"weight" bigint NOT NULL,
	"pieces" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint NOT NULL
) PARTITION BY RANGE ("hour");--> statement-breakpoint
ALTER TABLE "tickets_hourly" RENAME TO "tickets_hourly_unpartitioned";--> statement-breakpoint
ALTER TABLE "tickets_hourly_unpartitioned" DROP CONSTRAINT "tickets_hourly_pkey";--> statement-breakpoint
DROP INDEX "tickets_hourly_company_hour_idx", "tickets_hourly_shop_hour_idx";--> statement-breakpoint
CREATE TABLE "tickets_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"items" integer NOT NULL,
	"amount" bigint NOT NULL
) PARTITION BY RANGE ("hour");--> statement-breakpoint
ALTER TABLE "tickets_shop_hourly" RENAME TO "tickets_shop_hourly_unpartitioned";--> statement-breakpoint
ALTER TABLE "tickets_shop_hourly_unpartitioned" DROP CONSTRAINT "tickets_shop_hourly_pkey";--> statement-breakpoint
DROP INDEX "tickets_shop_hourly_company_hour_idx";--> statement-breakpoint
CREATE TABLE "tickets_shop_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"items" integer NOT NULL,
	"amount" bigint NOT NULL
) PARTITION BY RANGE ("hour");--> statement-breakpoint

-- A partition for every month that has sales, and for this month and the next three.
SELECT ensure_sales_month("month"::date) FROM (
  SELECT generate_series(
    date_trunc('month', least(min("trade_time"), now()) AT TIME ZONE 'UTC'),
    date_trunc('month', greatest(max("trade_time"), now()) AT TIME ZONE 'UTC') + interval '3 months',
    interval '1 month') AS "month"
  FROM "trades_unpartitioned"
) "months";--> statement-breakpoint

INSERT INTO "trades" OVERRIDING SYSTEM VALUE
  SELECT "id", "company_id", "shop_id", "scale_id", "record_no", "trade_time", "plu", "goods_id", "goods_name",
    "measure_unit", "weighing_mode", "weight", "unit_price", "price_source", "price_source_id",
    "total_before_discount", "total_price", "lot_id", "ticket_no", "department", "unmapped", "clock_ahead",
    "source", "received_time"
  FROM "trades_unpartitioned";--> statement-breakpoint
INSERT INTO "sales_hourly" SELECT "hour", "company_id", "shop_id", "scale_id", "goods_id", "plu",
  "weighing_mode", "department", "count", "weight", "pieces", "amount", "discount" FROM "sales_hourly_unpartitioned";--> statement-breakpoint
INSERT INTO "tickets_hourly" SELECT "hour", "company_id", "shop_id", "scale_id", "tickets", "items", "amount"
  FROM "tickets_hourly_unpartitioned";--> statement-breakpoint
INSERT INTO "tickets_shop_hourly" SELECT "hour", "company_id", "shop_id", "tickets", "items", "amount"
  FROM "tickets_shop_hourly_unpartitioned";--> statement-breakpoint
SELECT setval('trades_id_seq', coalesce((SELECT max("id") FROM "trades"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "trades_unpartitioned", "sales_hourly_unpartitioned", "tickets_hourly_unpartitioned",
  "tickets_shop_hourly_unpartitioned";--> statement-breakpoint

-- Keys and indexes, built once over the copied rows (on the parent: every partition gets its own).
ALTER TABLE "trades" ADD CONSTRAINT "trades_pkey" PRIMARY KEY ("id", "trade_time");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trades_record_key" ON "trades" USING btree ("scale_id","record_no","trade_time");--> statement-breakpoint
CREATE INDEX "trades_time_brin" ON "trades" USING brin ("trade_time");--> statement-breakpoint
CREATE INDEX "trades_company_time_idx" ON "trades" USING btree ("company_id","trade_time");--> statement-breakpoint
CREATE INDEX "trades_shop_time_idx" ON "trades" USING btree ("shop_id","trade_time");--> statement-breakpoint
CREATE INDEX "trades_goods_time_idx" ON "trades" USING btree ("goods_id","trade_time") WHERE "goods_id" is not null;--> statement-breakpoint
CREATE INDEX "trades_lot_idx" ON "trades" USING btree ("lot_id","shop_id") WHERE "lot_id" is not null;--> statement-breakpoint
CREATE TRIGGER "trades_no_update" BEFORE UPDATE OR DELETE ON "trades" FOR EACH ROW EXECUTE FUNCTION "trades_append_only"();--> statement-breakpoint
ALTER TABLE "sales_hourly" ADD CONSTRAINT "sales_hourly_pkey" PRIMARY KEY ("hour","shop_id","scale_id","goods_id","plu","weighing_mode","department");--> statement-breakpoint
CREATE INDEX "sales_hourly_company_hour_idx" ON "sales_hourly" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "sales_hourly_shop_hour_idx" ON "sales_hourly" USING btree ("shop_id","hour");--> statement-breakpoint
ALTER TABLE "tickets_hourly" ADD CONSTRAINT "tickets_hourly_pkey" PRIMARY KEY ("hour","shop_id","scale_id");--> statement-breakpoint
CREATE INDEX "tickets_hourly_company_hour_idx" ON "tickets_hourly" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "tickets_hourly_shop_hour_idx" ON "tickets_hourly" USING btree ("shop_id","hour");--> statement-breakpoint
ALTER TABLE "tickets_shop_hourly" ADD CONSTRAINT "tickets_shop_hourly_pkey" PRIMARY KEY ("hour","shop_id");--> statement-breakpoint
CREATE INDEX "tickets_shop_hourly_company_hour_idx" ON "tickets_shop_hourly" USING btree ("company_id","hour");--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "match_trade_id" SET DATA TYPE bigint;--> statement-breakpoint
-- New tables have no statistics until autovacuum comes by: without them the planner takes a month of a
-- shop for a dozen rows (a trade page took 2.4 s on 10 M sales right after the move). Sampled, seconds.
ANALYZE "trades", "sales_hourly", "tickets_hourly", "tickets_shop_hourly";
