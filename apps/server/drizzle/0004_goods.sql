CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"plu_number" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"weighing_mode" integer DEFAULT 0 NOT NULL,
	"measure_unit" text DEFAULT 'kg' NOT NULL,
	"tare_grams" integer DEFAULT 0 NOT NULL,
	"shelf_life_days" integer DEFAULT 0 NOT NULL,
	"special_info_1" integer DEFAULT 0 NOT NULL,
	"special_info_2" integer DEFAULT 0 NOT NULL,
	"special_info_3" integer DEFAULT 0 NOT NULL,
	"department" integer DEFAULT 0 NOT NULL,
	"numeric_code" text DEFAULT '' NOT NULL,
	"label_number" integer DEFAULT 0 NOT NULL,
	"discount_enabled" boolean DEFAULT false NOT NULL,
	"discount_periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trace_code" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"img_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_weighing_mode_check" CHECK ("goods"."weighing_mode" in (0, 1, 2)),
	CONSTRAINT "goods_unit_price_check" CHECK ("goods"."unit_price_fen" between 0 and 999999)
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_company_plu_key" ON "goods" USING btree ("company_id","plu_number");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_company_item_code_key" ON "goods" USING btree ("company_id","item_code");--> statement-breakpoint
CREATE INDEX "goods_company_id_idx" ON "goods" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "goods_name_trgm_idx" ON "goods" USING gin ("name" gin_trgm_ops);