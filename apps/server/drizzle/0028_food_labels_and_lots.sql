CREATE TABLE "lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"lot" text NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"supplier_id" integer,
	"first_line_id" integer,
	"first_received_time" timestamp with time zone DEFAULT now() NOT NULL,
	"trace_code" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_trace_code_check" CHECK ("lots"."trace_code" ~ '^[0-9]{13}$'),
	CONSTRAINT "lots_lot_check" CHECK ("lots"."lot" <> '')
);
--> statement-breakpoint
CREATE TABLE "recall_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_lots" (
	"recall_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	CONSTRAINT "recall_lots_recall_id_lot_id_pk" PRIMARY KEY("recall_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "recall_shops" (
	"recall_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "recall_shops_recall_id_shop_id_pk" PRIMARY KEY("recall_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"goods_id" integer,
	"lot" text,
	"supplier_id" integer,
	"received_from" date,
	"received_to" date,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notified_time" timestamp with time zone,
	"stopped_time" timestamp with time zone,
	"released_time" timestamp with time zone,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recalls_status_check" CHECK ("recalls"."status" in ('open', 'released')),
	CONSTRAINT "recalls_criteria_check" CHECK (("recalls"."goods_id" is not null and "recalls"."lot" is not null and "recalls"."supplier_id" is null)
        or ("recalls"."supplier_id" is not null and "recalls"."goods_id" is null and "recalls"."lot" is null))
);
--> statement-breakpoint
CREATE TABLE "sales_stops" (
	"recall_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_stops_recall_id_shop_id_goods_id_pk" PRIMARY KEY("recall_id","shop_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "shop_current_lots" (
	"shop_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"chosen_by_hand" boolean DEFAULT false NOT NULL,
	"set_by" integer,
	"set_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_current_lots_shop_id_goods_id_pk" PRIMARY KEY("shop_id","goods_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "label_min_x_height_tenths" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trace_shows_supplier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "allergens" text[];--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "storage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "storage_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "date_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "producer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "pushed_style" jsonb;--> statement-breakpoint
UPDATE "labels" SET "pushed_style" = "style";--> statement-breakpoint
ALTER TABLE "labels" ALTER COLUMN "pushed_style" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "held_failures" jsonb;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_first_line_id_stock_document_lines_id_fk" FOREIGN KEY ("first_line_id") REFERENCES "public"."stock_document_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_events" ADD CONSTRAINT "recall_events_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_events" ADD CONSTRAINT "recall_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_lots" ADD CONSTRAINT "recall_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shops" ADD CONSTRAINT "recall_shops_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shops" ADD CONSTRAINT "recall_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stops" ADD CONSTRAINT "sales_stops_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stops" ADD CONSTRAINT "sales_stops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stops" ADD CONSTRAINT "sales_stops_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_current_lots" ADD CONSTRAINT "shop_current_lots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_current_lots" ADD CONSTRAINT "shop_current_lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_current_lots" ADD CONSTRAINT "shop_current_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_current_lots" ADD CONSTRAINT "shop_current_lots_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_goods_lot_key" ON "lots" USING btree ("goods_id","lot");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_trace_code_key" ON "lots" USING btree ("trace_code");--> statement-breakpoint
CREATE INDEX "lots_company_goods_idx" ON "lots" USING btree ("company_id","goods_id");--> statement-breakpoint
CREATE INDEX "lots_supplier_idx" ON "lots" USING btree ("supplier_id","first_received_time");--> statement-breakpoint
CREATE INDEX "recall_events_recall_idx" ON "recall_events" USING btree ("recall_id","id");--> statement-breakpoint
CREATE INDEX "recall_lots_lot_idx" ON "recall_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "recalls_company_idx" ON "recalls" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sales_stops_shop_goods_idx" ON "sales_stops" USING btree ("shop_id","goods_id");--> statement-breakpoint
CREATE INDEX "shop_current_lots_lot_idx" ON "shop_current_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "trades_lot_idx" ON "trades" USING btree ("lot_id","shop_id") WHERE "trades"."lot_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_label_min_x_height_check" CHECK ("companies"."label_min_x_height_tenths" between 5 and 50);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_date_type_check" CHECK ("goods"."date_type" in ('none', 'use_by', 'best_before'));--> statement-breakpoint
-- A goods item's PLU on the scales of one shop that hold it, sent again: its current lot (the PLU's numeric
-- code) changed, or a recall stopped or released its sale there (the PLU is left out while stopped).
CREATE FUNCTION "device_shop_goods_changed"(p_shop integer, p_goods integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT sg."scale_id", g."plu_number" FROM "scales" s
      JOIN "scale_goods" sg ON sg."scale_id" = s."id" AND sg."goods_id" = p_goods
      JOIN "goods" g ON g."id" = p_goods
      WHERE s."shop_id" = p_shop ORDER BY sg."scale_id"
  LOOP
    PERFORM "device_change"(r."scale_id", 'plu', r."plu_number");
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "device_current_lot_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."lot_id" = NEW."lot_id" THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN PERFORM "device_shop_goods_changed"(OLD."shop_id", OLD."goods_id");
  ELSE PERFORM "device_shop_goods_changed"(NEW."shop_id", NEW."goods_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shop_current_lots_device" AFTER INSERT OR UPDATE OR DELETE ON "shop_current_lots" FOR EACH ROW EXECUTE FUNCTION "device_current_lot_changed"();--> statement-breakpoint
CREATE FUNCTION "device_sales_stop_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM "device_shop_goods_changed"(OLD."shop_id", OLD."goods_id");
  ELSE PERFORM "device_shop_goods_changed"(NEW."shop_id", NEW."goods_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sales_stops_device" AFTER INSERT OR DELETE ON "sales_stops" FOR EACH ROW EXECUTE FUNCTION "device_sales_stop_changed"();