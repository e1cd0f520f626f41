CREATE TABLE "device_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scale_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" integer,
	"txid" bigint NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_versions" (
	"scale_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scale_sync_status" (
	"scale_id" integer PRIMARY KEY NOT NULL,
	"state" text,
	"last_contact" timestamp with time zone DEFAULT now() NOT NULL,
	"last_full_sync" timestamp with time zone,
	"last_delta_sync" timestamp with time zone,
	"acknowledged_version" bigint,
	"pushed" integer,
	"total" integer,
	"error" text,
	"error_time" timestamp with time zone,
	"firmware" text
);
--> statement-breakpoint
ALTER TABLE "device_changes" ADD CONSTRAINT "device_changes_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_versions" ADD CONSTRAINT "device_versions_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_sync_status" ADD CONSTRAINT "scale_sync_status_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_changes_scale_version_idx" ON "device_changes" USING btree ("scale_id","version");--> statement-breakpoint
-- One change for a scale: bump its counter (the row lock orders one scale's writers) and name what changed.
-- A change repeated within one transaction (a hot-key layout replaced key by key) is written once.
CREATE FUNCTION "device_change"(p_scale integer, p_kind text, p_ref integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  last_kind text;
  last_ref integer;
  last_tx bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "scales" WHERE "id" = p_scale) THEN RETURN; END IF;
  SELECT c."kind", c."ref", c."txid" INTO last_kind, last_ref, last_tx
    FROM "device_versions" d JOIN "device_changes" c ON c."scale_id" = d."scale_id" AND c."version" = d."version"
    WHERE d."scale_id" = p_scale;
  IF FOUND AND last_tx = txid_current() AND last_kind = p_kind AND last_ref IS NOT DISTINCT FROM p_ref THEN
    RETURN;
  END IF;
  INSERT INTO "device_versions" ("scale_id", "version") VALUES (p_scale, 1)
    ON CONFLICT ("scale_id") DO UPDATE SET "version" = "device_versions"."version" + 1
    RETURNING "version" INTO v;
  INSERT INTO "device_changes" ("scale_id", "version", "kind", "ref", "txid")
    VALUES (p_scale, v, p_kind, p_ref, txid_current());
END $$;--> statement-breakpoint
CREATE FUNCTION "device_goods_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR s IN SELECT "scale_id" FROM "scale_goods" WHERE "goods_id" = OLD."id" ORDER BY "scale_id" LOOP
      PERFORM "device_change"(s, 'plu', OLD."plu_number");
    END LOOP;
    RETURN OLD;
  END IF;
  IF (OLD."plu_number", OLD."item_code", OLD."name", OLD."unit_price_fen", OLD."weighing_mode", OLD."tare_grams",
      OLD."shelf_life_days", OLD."special_info_1", OLD."special_info_2", OLD."special_info_3", OLD."department",
      OLD."numeric_code", OLD."label_number", OLD."discount_enabled", OLD."discount_periods")
     IS NOT DISTINCT FROM
     (NEW."plu_number", NEW."item_code", NEW."name", NEW."unit_price_fen", NEW."weighing_mode", NEW."tare_grams",
      NEW."shelf_life_days", NEW."special_info_1", NEW."special_info_2", NEW."special_info_3", NEW."department",
      NEW."numeric_code", NEW."label_number", NEW."discount_enabled", NEW."discount_periods") THEN
    RETURN NEW;
  END IF;
  FOR s IN SELECT "scale_id" FROM "scale_goods" WHERE "goods_id" = NEW."id" ORDER BY "scale_id" LOOP
    PERFORM "device_change"(s, 'plu', NEW."plu_number");
    IF OLD."plu_number" <> NEW."plu_number" THEN
      PERFORM "device_change"(s, 'plu', OLD."plu_number");
      IF EXISTS (SELECT 1 FROM "scale_hot_keys" k WHERE k."scale_id" = s AND k."goods_id" = NEW."id") THEN
        PERFORM "device_change"(s, 'hot_keys', NULL);
      END IF;
    END IF;
  END LOOP;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_device_update" AFTER UPDATE ON "goods" FOR EACH ROW EXECUTE FUNCTION "device_goods_changed"();--> statement-breakpoint
CREATE TRIGGER "goods_device_delete" BEFORE DELETE ON "goods" FOR EACH ROW EXECUTE FUNCTION "device_goods_changed"();--> statement-breakpoint
CREATE FUNCTION "device_scale_goods_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_scale integer;
  row_goods integer;
  plu integer;
BEGIN
  IF TG_OP = 'DELETE' THEN row_scale := OLD."scale_id"; row_goods := OLD."goods_id";
  ELSE row_scale := NEW."scale_id"; row_goods := NEW."goods_id"; END IF;
  SELECT g."plu_number" INTO plu FROM "goods" g WHERE g."id" = row_goods;
  IF plu IS NOT NULL THEN PERFORM "device_change"(row_scale, 'plu', plu); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scale_goods_device" AFTER INSERT OR DELETE ON "scale_goods" FOR EACH ROW EXECUTE FUNCTION "device_scale_goods_changed"();--> statement-breakpoint
CREATE FUNCTION "device_hot_keys_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM "device_change"(OLD."scale_id", 'hot_keys', NULL);
  ELSE
    PERFORM "device_change"(NEW."scale_id", 'hot_keys', NULL);
    IF TG_OP = 'UPDATE' AND OLD."scale_id" <> NEW."scale_id" THEN PERFORM "device_change"(OLD."scale_id", 'hot_keys', NULL); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scale_hot_keys_device" AFTER INSERT OR UPDATE OR DELETE ON "scale_hot_keys" FOR EACH ROW EXECUTE FUNCTION "device_hot_keys_changed"();--> statement-breakpoint
CREATE FUNCTION "device_labels_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."slot", OLD."shop_id", OLD."style", OLD."name")
      IS NOT DISTINCT FROM (NEW."slot", NEW."shop_id", NEW."style", NEW."name") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."slot" IS NOT NULL THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "shop_id" = OLD."shop_id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'label', OLD."slot");
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."slot" IS NOT NULL THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "shop_id" = NEW."shop_id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'label', NEW."slot");
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "labels_device" AFTER INSERT OR UPDATE OR DELETE ON "labels" FOR EACH ROW EXECUTE FUNCTION "device_labels_changed"();--> statement-breakpoint
CREATE FUNCTION "device_company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF (OLD."barcode_format", OLD."barcode_flag") IS DISTINCT FROM (NEW."barcode_format", NEW."barcode_flag") THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "company_id" = NEW."id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'params', NULL);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_device" AFTER UPDATE ON "companies" FOR EACH ROW EXECUTE FUNCTION "device_company_changed"();--> statement-breakpoint
CREATE FUNCTION "device_shop_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF OLD."name" IS DISTINCT FROM NEW."name" THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "shop_id" = NEW."id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'texts', NULL);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shops_device" AFTER UPDATE ON "shops" FOR EACH ROW EXECUTE FUNCTION "device_shop_changed"();--> statement-breakpoint
CREATE FUNCTION "device_scale_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."shop_id", OLD."model_code") IS DISTINCT FROM (NEW."shop_id", NEW."model_code") THEN
    PERFORM "device_change"(NEW."id", 'all', NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scales_device" AFTER UPDATE ON "scales" FOR EACH ROW EXECUTE FUNCTION "device_scale_moved"();
