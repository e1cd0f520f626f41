CREATE TABLE "stock_balances" (
	"location_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"last_move_time" timestamp with time zone,
	"low_threshold" bigint,
	"low_notified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_balances_location_id_goods_id_pk" PRIMARY KEY("location_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "stock_costs" (
	"company_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"average_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_costs_company_id_goods_id_pk" PRIMARY KEY("company_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "stock_document_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_document_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_document_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_cost" bigint,
	"lot" text DEFAULT '' NOT NULL,
	"production_date" date,
	"expiry_date" date,
	"reason" text DEFAULT '' NOT NULL,
	"source_line_id" integer,
	"received_quantity" bigint,
	"book_quantity" bigint
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"location_id" integer NOT NULL,
	"to_location_id" integer,
	"supplier_id" integer,
	"source_id" integer,
	"doc_date" date NOT NULL,
	"expected_date" date,
	"reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"start_mark" bigint,
	"created_by" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_time" timestamp with time zone,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_documents_kind_check" CHECK ("stock_documents"."kind" in ('purchase_order', 'receipt', 'supplier_return', 'transfer', 'loss', 'stocktake'))
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shop_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_locations_kind_check" CHECK ("stock_locations"."kind" in ('shop', 'warehouse', 'transit')),
	CONSTRAINT "stock_locations_shop_check" CHECK (("stock_locations"."kind" = 'shop') = ("stock_locations"."shop_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_cost" bigint NOT NULL,
	"value" bigint NOT NULL,
	"reason" text NOT NULL,
	"document_id" integer,
	"line_id" integer,
	"user_id" integer,
	"posted_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_number_counters" (
	"company_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "stock_number_counters_company_id_prefix_day_pk" PRIMARY KEY("company_id","prefix","day")
);
--> statement-breakpoint
CREATE TABLE "stocktake_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stocktake_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"move_mark" bigint NOT NULL,
	"user_id" integer,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_costs" ADD CONSTRAINT "stock_costs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_costs" ADD CONSTRAINT "stock_costs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_events" ADD CONSTRAINT "stock_document_events_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_events" ADD CONSTRAINT "stock_document_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_to_location_id_stock_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_number_counters" ADD CONSTRAINT "stock_number_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_counts" ADD CONSTRAINT "stocktake_counts_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_counts" ADD CONSTRAINT "stocktake_counts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_counts" ADD CONSTRAINT "stocktake_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_company_idx" ON "stock_balances" USING btree ("company_id","location_id","goods_id");--> statement-breakpoint
CREATE INDEX "stock_document_events_document_idx" ON "stock_document_events" USING btree ("document_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_document_lines_no_key" ON "stock_document_lines" USING btree ("document_id","line_no");--> statement-breakpoint
CREATE INDEX "stock_document_lines_source_idx" ON "stock_document_lines" USING btree ("source_line_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_goods_idx" ON "stock_document_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_company_number_key" ON "stock_documents" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "stock_documents_list_idx" ON "stock_documents" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "stock_documents_source_idx" ON "stock_documents" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_shop_key" ON "stock_locations" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_transit_key" ON "stock_locations" USING btree ("company_id") WHERE "stock_locations"."kind" = 'transit';--> statement-breakpoint
CREATE INDEX "stock_locations_company_idx" ON "stock_locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stock_moves_pair_idx" ON "stock_moves" USING btree ("location_id","goods_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_document_idx" ON "stock_moves" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "stock_moves_company_idx" ON "stock_moves" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "stocktake_counts_document_idx" ON "stocktake_counts" USING btree ("document_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_company_name_key" ON "suppliers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm_idx" ON "suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The ledger is append-only: a move is never changed or removed (a cancelled document posts reversing moves).
CREATE FUNCTION "stock_moves_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_moves rows are never updated or deleted' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_moves_no_update" BEFORE UPDATE OR DELETE ON "stock_moves" FOR EACH ROW EXECUTE FUNCTION "stock_moves_append_only"();--> statement-breakpoint
-- Every shop is a stock location from the moment it exists.
CREATE FUNCTION "shops_stock_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_locations" ("company_id", "kind", "shop_id") VALUES (NEW."company_id", 'shop', NEW."id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "shops_stock_location" AFTER INSERT ON "shops" FOR EACH ROW EXECUTE FUNCTION "shops_stock_location"();--> statement-breakpoint
INSERT INTO "stock_locations" ("company_id", "kind", "shop_id") SELECT "company_id", 'shop', "id" FROM "shops";
