CREATE TABLE "trade_archives" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"part" integer NOT NULL,
	"storage_key" text NOT NULL,
	"rows" bigint NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"archived_time" timestamp with time zone DEFAULT now() NOT NULL,
	"kept_until" timestamp with time zone,
	"superseded_time" timestamp with time zone,
	CONSTRAINT "trade_archives_pkey" PRIMARY KEY("company_id","month","part")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sales_retention_months" integer;--> statement-breakpoint
ALTER TABLE "trade_archives" ADD CONSTRAINT "trade_archives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sales_retention_months_check" CHECK ("companies"."sales_retention_months" between 3 and 240);--> statement-breakpoint
-- Written by hand (issue 33 §2, trades/retention.ts): what a stored archive row always is.
ALTER TABLE "trade_archives" ADD CONSTRAINT "trade_archives_month_check" CHECK ("month" = date_trunc('month', "month")::date);--> statement-breakpoint
ALTER TABLE "trade_archives" ADD CONSTRAINT "trade_archives_part_check" CHECK ("part" >= 1);--> statement-breakpoint
ALTER TABLE "trade_archives" ADD CONSTRAINT "trade_archives_sha256_check" CHECK ("sha256" ~ '^[0-9a-f]{64}$');
