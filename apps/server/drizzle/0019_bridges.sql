CREATE TABLE "bridge_pairing_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bridge_pairing_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bridges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bridges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"scale_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_seen" timestamp with time zone,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scale_sync_status" ADD COLUMN "last_sales_upload" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bridge_pairing_codes" ADD CONSTRAINT "bridge_pairing_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_pairing_codes" ADD CONSTRAINT "bridge_pairing_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_pairing_codes" ADD CONSTRAINT "bridge_pairing_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridges" ADD CONSTRAINT "bridges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridges" ADD CONSTRAINT "bridges_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridges" ADD CONSTRAINT "bridges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_pairing_codes_code_hash_key" ON "bridge_pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bridges_token_hash_key" ON "bridges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bridges_shop_id_idx" ON "bridges" USING btree ("shop_id");