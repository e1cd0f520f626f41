ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF (OLD."barcode_format", OLD."barcode_flag") IS DISTINCT FROM (NEW."barcode_format", NEW."barcode_flag") THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "company_id" = NEW."id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'params', NULL);
    END LOOP;
  ELSIF OLD."time_zone" IS DISTINCT FROM NEW."time_zone" THEN
    -- The scale clocks of shops that keep their company's zone.
    FOR s IN SELECT sc."id" FROM "scales" sc JOIN "shops" sh ON sh."id" = sc."shop_id"
             WHERE sc."company_id" = NEW."id" AND sh."time_zone" IS NULL ORDER BY sc."id" LOOP
      PERFORM "device_change"(s, 'params', NULL);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_shop_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s integer;
BEGIN
  IF OLD."name" IS DISTINCT FROM NEW."name" THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "shop_id" = NEW."id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'texts', NULL);
    END LOOP;
  END IF;
  IF OLD."time_zone" IS DISTINCT FROM NEW."time_zone" THEN
    FOR s IN SELECT "id" FROM "scales" WHERE "shop_id" = NEW."id" ORDER BY "id" LOOP
      PERFORM "device_change"(s, 'params', NULL);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
