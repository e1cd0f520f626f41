CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
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
	"discount" bigint NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	CONSTRAINT "sales_daily_pkey" PRIMARY KEY("day","shop_id","scale_id","goods_id","plu","weighing_mode","department")
);
--> statement-breakpoint
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
	"discount" bigint NOT NULL,
	CONSTRAINT "sales_hourly_pkey" PRIMARY KEY("hour","shop_id","scale_id","goods_id","plu","weighing_mode","department")
);
--> statement-breakpoint
CREATE TABLE "sales_tickets" (
	"scale_id" integer NOT NULL,
	"day" date NOT NULL,
	"ticket_no" integer NOT NULL,
	CONSTRAINT "sales_tickets_pkey" PRIMARY KEY("scale_id","day","ticket_no")
);
--> statement-breakpoint
CREATE TABLE "tickets_daily" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"items" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tickets_daily_pkey" PRIMARY KEY("day","shop_id","scale_id")
);
--> statement-breakpoint
CREATE TABLE "tickets_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"items" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tickets_hourly_pkey" PRIMARY KEY("hour","shop_id","scale_id")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"total_before_discount" integer NOT NULL,
	"total_price" integer NOT NULL,
	"ticket_no" integer,
	"department" smallint,
	"unmapped" boolean NOT NULL,
	"clock_ahead" boolean NOT NULL,
	"source" text NOT NULL,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_company_day_idx" ON "sales_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_shop_day_idx" ON "sales_daily" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_goods_day_idx" ON "sales_daily" USING btree ("goods_id","day");--> statement-breakpoint
CREATE INDEX "sales_hourly_company_hour_idx" ON "sales_hourly" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "sales_hourly_shop_hour_idx" ON "sales_hourly" USING btree ("shop_id","hour");--> statement-breakpoint
CREATE INDEX "tickets_daily_company_day_idx" ON "tickets_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "tickets_daily_shop_day_idx" ON "tickets_daily" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "tickets_hourly_company_hour_idx" ON "tickets_hourly" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "tickets_hourly_shop_hour_idx" ON "tickets_hourly" USING btree ("shop_id","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_record_key" ON "trades" USING btree ("scale_id","record_no","trade_time");--> statement-breakpoint
CREATE INDEX "trades_time_brin" ON "trades" USING brin ("trade_time");--> statement-breakpoint
CREATE INDEX "trades_company_time_idx" ON "trades" USING btree ("company_id","trade_time");--> statement-breakpoint
CREATE INDEX "trades_shop_time_idx" ON "trades" USING btree ("shop_id","trade_time");--> statement-breakpoint
CREATE INDEX "trades_goods_time_idx" ON "trades" USING btree ("goods_id","trade_time") WHERE "trades"."goods_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scales_device_secret_hash_key" ON "scales" USING btree ("device_secret_hash");--> statement-breakpoint
CREATE FUNCTION "trades_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trades are append-only' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "trades_no_update" BEFORE UPDATE OR DELETE ON "trades" FOR EACH ROW EXECUTE FUNCTION "trades_append_only"();
