CREATE TABLE "stock_moves_daily" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"loss_reason" text DEFAULT '' NOT NULL,
	"company_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"value" bigint NOT NULL,
	"moves" integer NOT NULL,
	CONSTRAINT "stock_moves_daily_pkey" PRIMARY KEY("location_id","day","goods_id","kind","loss_reason")
);
--> statement-breakpoint
CREATE INDEX "stock_moves_daily_company_day_idx" ON "stock_moves_daily" USING btree ("company_id","day");--> statement-breakpoint
-- The rollup of the moves of some locations (every location when null) rewritten from the ledger: the same
-- figures ledger.post keeps (ledger-repo.ts upsertDaily) and the shrink test compares (repo.dailyFromMoves).
-- The day is the location's calendar day (its shop's zone, else its company's); a reversal counts under its
-- document's kind (receipt, supplier_return, loss), so a cancelled document nets out within its kind.
CREATE FUNCTION "stock_moves_daily_rebuild"(locations integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_moves_daily WHERE locations IS NULL OR location_id = ANY(locations);
  INSERT INTO stock_moves_daily (location_id, day, goods_id, kind, loss_reason, company_id, quantity, value, moves)
  SELECT m.location_id, (m.posted_time AT TIME ZONE coalesce(s.time_zone, c.time_zone))::date, m.goods_id, k.kind,
         CASE WHEN k.kind = 'loss' THEN coalesce(d.reason, '') ELSE '' END, m.company_id,
         sum(m.quantity), sum(m.value), count(*)
  FROM stock_moves m
  JOIN stock_locations l ON l.id = m.location_id
  JOIN companies c ON c.id = l.company_id
  LEFT JOIN shops s ON s.id = l.shop_id
  LEFT JOIN stock_documents d ON d.id = m.document_id
  CROSS JOIN LATERAL (SELECT CASE WHEN m.reason <> 'reversal' THEN m.reason
                                  WHEN d.kind IN ('receipt', 'supplier_return', 'loss') THEN d.kind
                                  ELSE 'reversal' END AS kind) k
  WHERE locations IS NULL OR m.location_id = ANY(locations)
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;--> statement-breakpoint
-- Backfill: every move posted before this migration.
SELECT "stock_moves_daily_rebuild"(NULL);--> statement-breakpoint
-- A shop's new zone moves its days: its location's rollup is rewritten in the same transaction.
CREATE FUNCTION "stock_moves_daily_shop_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_moves_daily_rebuild(ARRAY(SELECT id FROM stock_locations WHERE shop_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shops_stock_moves_daily_zone" AFTER UPDATE OF "time_zone" ON "shops" FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "stock_moves_daily_shop_zone"();--> statement-breakpoint
-- A company's new zone moves the days of its warehouses, transit and shops without a zone of their own.
CREATE FUNCTION "stock_moves_daily_company_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_moves_daily_rebuild(ARRAY(
    SELECT l.id FROM stock_locations l LEFT JOIN shops s ON s.id = l.shop_id
    WHERE l.company_id = NEW.id AND s.time_zone IS NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_stock_moves_daily_zone" AFTER UPDATE OF "time_zone" ON "companies" FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "stock_moves_daily_company_zone"();
