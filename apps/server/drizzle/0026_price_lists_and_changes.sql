CREATE TABLE "price_change_lines" (
	"price_change_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	CONSTRAINT "price_change_lines_price_change_id_goods_id_pk" PRIMARY KEY("price_change_id","goods_id"),
	CONSTRAINT "price_change_lines_unit_price_check" CHECK ("price_change_lines"."unit_price_fen" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"price_list_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"started_time" timestamp with time zone,
	"ended_time" timestamp with time zone,
	"cancelled_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_kind_check" CHECK ("price_changes"."kind" in ('change', 'promotion')),
	CONSTRAINT "price_changes_ends_check" CHECK (("price_changes"."kind" = 'change' and "price_changes"."ends_at" is null) or ("price_changes"."kind" = 'promotion' and "price_changes"."ends_at" > "price_changes"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"price_list_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"price_change_id" integer,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_prices_price_list_id_goods_id_pk" PRIMARY KEY("price_list_id","goods_id"),
	CONSTRAINT "price_list_prices_unit_price_check" CHECK ("price_list_prices"."unit_price_fen" between 0 and 999999)
);
--> statement-breakpoint
CREATE TABLE "price_list_shops" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "price_change_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "price_source" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "price_source_id" integer;--> statement-breakpoint
ALTER TABLE "price_change_lines" ADD CONSTRAINT "price_change_lines_price_change_id_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_lines" ADD CONSTRAINT "price_change_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_change_id_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_shops" ADD CONSTRAINT "price_list_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_shops" ADD CONSTRAINT "price_list_shops_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_shops" ADD CONSTRAINT "price_list_shops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_change_lines_goods_idx" ON "price_change_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "price_changes_company_starts_idx" ON "price_changes" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "price_changes_to_start_idx" ON "price_changes" USING btree ("starts_at") WHERE "price_changes"."started_time" is null and "price_changes"."cancelled_time" is null;--> statement-breakpoint
CREATE INDEX "price_changes_to_end_idx" ON "price_changes" USING btree ("ends_at") WHERE "price_changes"."started_time" is not null and "price_changes"."ended_time" is null and "price_changes"."ends_at" is not null;--> statement-breakpoint
CREATE INDEX "price_list_prices_goods_idx" ON "price_list_prices" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "price_list_shops_list_idx" ON "price_list_shops" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_company_name_key" ON "price_lists" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- goods.price_change_id names the started change that set the base price (issue 28); schema/goods.ts cannot
-- reference prices.ts (which imports it), so its foreign key is written here.
ALTER TABLE "goods" ADD CONSTRAINT "goods_price_change_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."price_changes"("id") ON DELETE set null;--> statement-breakpoint
-- A price set otherwise than by a change (a person, an import) is no longer the change's.
CREATE FUNCTION "price_set_by_hand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."unit_price_fen" IS DISTINCT FROM OLD."unit_price_fen"
     AND NEW."price_change_id" IS NOT DISTINCT FROM OLD."price_change_id" THEN
    NEW."price_change_id" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_price_by_hand" BEFORE UPDATE ON "goods" FOR EACH ROW EXECUTE FUNCTION "price_set_by_hand"();--> statement-breakpoint
CREATE TRIGGER "price_list_prices_by_hand" BEFORE UPDATE ON "price_list_prices" FOR EACH ROW EXECUTE FUNCTION "price_set_by_hand"();--> statement-breakpoint
-- Many PLUs of one scale changed at once (a list's shop, a promotion starting): one version step per PLU,
-- written as one counter bump and one insert (device_change, one PLU at a time, cost ~0.1 ms each).
CREATE FUNCTION "device_plus_changed"(p_scale integer, p_plus integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  n integer;
  plus integer[];
BEGIN
  plus := ARRAY(SELECT DISTINCT p FROM unnest(p_plus) AS p WHERE p IS NOT NULL ORDER BY p);
  n := coalesce(array_length(plus, 1), 0);
  IF n = 0 OR NOT EXISTS (SELECT 1 FROM "scales" WHERE "id" = p_scale) THEN RETURN; END IF;
  INSERT INTO "device_versions" ("scale_id", "version") VALUES (p_scale, n)
    ON CONFLICT ("scale_id") DO UPDATE SET "version" = "device_versions"."version" + n
    RETURNING "version" INTO v;
  INSERT INTO "device_changes" ("scale_id", "version", "kind", "ref", "txid")
    SELECT p_scale, v - n + u.ord, 'plu', u.plu, txid_current()
    FROM unnest(plus) WITH ORDINALITY AS u(plu, ord);
END $$;--> statement-breakpoint
-- A list's price written or removed: the scales of the list's shops that hold the goods item.
CREATE FUNCTION "device_list_price_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  list integer;
  item integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."unit_price_fen" = NEW."unit_price_fen" THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN list := OLD."price_list_id"; item := OLD."goods_id";
  ELSE list := NEW."price_list_id"; item := NEW."goods_id"; END IF;
  FOR r IN
    SELECT sg."scale_id", g."plu_number" FROM "price_list_shops" pls
      JOIN "scales" s ON s."shop_id" = pls."shop_id"
      JOIN "scale_goods" sg ON sg."scale_id" = s."id" AND sg."goods_id" = item
      JOIN "goods" g ON g."id" = item
      WHERE pls."price_list_id" = list ORDER BY sg."scale_id"
  LOOP
    PERFORM "device_change"(r."scale_id", 'plu', r."plu_number");
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "price_list_prices_device" AFTER INSERT OR UPDATE OR DELETE ON "price_list_prices" FOR EACH ROW EXECUTE FUNCTION "device_list_price_changed"();--> statement-breakpoint
-- The PLUs of a shop's scales whose price a list (or its active promotions) sets: sent again when the
-- shop joins or leaves the list.
CREATE FUNCTION "device_shop_list_prices"(p_shop integer, p_list integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF p_list IS NULL THEN RETURN; END IF;
  FOR s IN SELECT "id" FROM "scales" WHERE "shop_id" = p_shop ORDER BY "id" LOOP
    PERFORM "device_plus_changed"(s, ARRAY(
      SELECT g."plu_number" FROM "scale_goods" sg JOIN "goods" g ON g."id" = sg."goods_id"
      WHERE sg."scale_id" = s AND (
        EXISTS (SELECT 1 FROM "price_list_prices" lp WHERE lp."price_list_id" = p_list AND lp."goods_id" = sg."goods_id")
        OR EXISTS (SELECT 1 FROM "price_change_lines" l JOIN "price_changes" pc ON pc."id" = l."price_change_id"
          WHERE l."goods_id" = sg."goods_id" AND pc."price_list_id" = p_list AND pc."kind" = 'promotion'
            AND pc."started_time" IS NOT NULL AND pc."ended_time" IS NULL))));
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "device_list_shop_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."shop_id", OLD."price_list_id") IS NOT DISTINCT FROM (NEW."shop_id", NEW."price_list_id") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "device_shop_list_prices"(OLD."shop_id", OLD."price_list_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "device_shop_list_prices"(NEW."shop_id", NEW."price_list_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "price_list_shops_device" AFTER INSERT OR UPDATE OR DELETE ON "price_list_shops" FOR EACH ROW EXECUTE FUNCTION "device_list_shop_changed"();--> statement-breakpoint
-- A promotion started or ended by the schedule: its goods on the scales of its shops (the list's, or for a
-- base promotion every shop of the company) are sent again. A change's start writes goods or list prices,
-- whose own triggers send them.
CREATE FUNCTION "device_promotion_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF NEW."kind" <> 'promotion'
     OR ((OLD."started_time" IS NOT NULL) = (NEW."started_time" IS NOT NULL)
         AND (OLD."ended_time" IS NOT NULL) = (NEW."ended_time" IS NOT NULL)) THEN
    RETURN NULL;
  END IF;
  FOR s IN
    SELECT sc."id" FROM "scales" sc
    WHERE sc."company_id" = NEW."company_id"
      AND (NEW."price_list_id" IS NULL
           OR sc."shop_id" IN (SELECT pls."shop_id" FROM "price_list_shops" pls WHERE pls."price_list_id" = NEW."price_list_id"))
    ORDER BY sc."id"
  LOOP
    PERFORM "device_plus_changed"(s, ARRAY(
      SELECT g."plu_number" FROM "price_change_lines" l
        JOIN "scale_goods" sg ON sg."goods_id" = l."goods_id" AND sg."scale_id" = s
        JOIN "goods" g ON g."id" = l."goods_id"
      WHERE l."price_change_id" = NEW."id"));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "price_changes_device" AFTER UPDATE ON "price_changes" FOR EACH ROW EXECUTE FUNCTION "device_promotion_changed"();
