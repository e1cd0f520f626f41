CREATE TABLE "sales_goods_monthly" (
	"month" date NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"plu" integer NOT NULL,
	"weighing_mode" smallint NOT NULL,
	"department" smallint NOT NULL,
	"count" integer NOT NULL,
	"weight" bigint NOT NULL,
	"pieces" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint NOT NULL,
	CONSTRAINT "sales_goods_monthly_pkey" PRIMARY KEY("month","shop_id","goods_id","plu","weighing_mode","department")
);
--> statement-breakpoint
CREATE TABLE "sales_shop_daily" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"weighing_mode" smallint NOT NULL,
	"department" smallint NOT NULL,
	"count" integer NOT NULL,
	"weight" bigint NOT NULL,
	"pieces" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint NOT NULL,
	CONSTRAINT "sales_shop_daily_pkey" PRIMARY KEY("day","shop_id","weighing_mode","department")
);
--> statement-breakpoint
CREATE TABLE "tickets_shop_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"items" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tickets_shop_hourly_pkey" PRIMARY KEY("hour","shop_id")
);
--> statement-breakpoint
CREATE INDEX "sales_goods_monthly_company_month_idx" ON "sales_goods_monthly" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "sales_goods_monthly_shop_month_idx" ON "sales_goods_monthly" USING btree ("shop_id","month");--> statement-breakpoint
CREATE INDEX "sales_shop_daily_company_day_idx" ON "sales_shop_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "sales_shop_daily_shop_day_idx" ON "sales_shop_daily" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "tickets_shop_hourly_company_hour_idx" ON "tickets_shop_hourly" USING btree ("company_id","hour");--> statement-breakpoint
-- Sales already held: the coarser rollups are sums of the finer ones.
INSERT INTO "sales_shop_daily" ("day", "company_id", "shop_id", "weighing_mode", "department", "count", "weight", "pieces", "amount", "discount")
  SELECT "day", "company_id", "shop_id", "weighing_mode", "department", sum("count"), sum("weight"), sum("pieces"), sum("amount"), sum("discount")
  FROM "sales_daily" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "sales_goods_monthly" ("month", "company_id", "shop_id", "goods_id", "plu", "weighing_mode", "department", "count", "weight", "pieces", "amount", "discount")
  SELECT date_trunc('month', "day")::date, "company_id", "shop_id", "goods_id", "plu", "weighing_mode", "department", sum("count"), sum("weight"), sum("pieces"), sum("amount"), sum("discount")
  FROM "sales_daily" GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "tickets_shop_hourly" ("hour", "company_id", "shop_id", "tickets", "items", "amount")
  SELECT "hour", "company_id", "shop_id", sum("tickets"), sum("items"), sum("amount")
  FROM "tickets_hourly" GROUP BY 1, 2, 3;
