CREATE TABLE "inspector_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspector_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scale_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scale_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_order_id" integer,
	"verification_id" integer,
	"software_before" text,
	"software_after" text,
	"from_shop_id" integer,
	"to_shop_id" integer,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_events_kind_check" CHECK ("scale_events"."kind" in ('verification', 'calibration', 'seal_broken', 'seal_replaced', 'repair', 'software_change', 'moved', 'retired', 'note'))
);
--> statement-breakpoint
CREATE TABLE "scale_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scale_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"description" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_by" integer,
	"answered_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_reports_status_check" CHECK ("scale_reports"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "scale_unreachable_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scale_unreachable_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scale_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"work_order_id" integer,
	"opened_time" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scale_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scale_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"verified_on" date NOT NULL,
	"body" text NOT NULL,
	"certificate_no" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"next_due_on" date NOT NULL,
	"seal_numbers" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrects_id" integer,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_verifications_result_check" CHECK ("scale_verifications"."result" in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "verification_reminders" (
	"verification_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scale_id" integer NOT NULL,
	"sent_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_reminders_kind_check" CHECK ("verification_reminders"."kind" in ('due_30', 'due_7', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_type_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "unreachable_work_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "unreachable_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "public_code" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "software_id" text;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "retired_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspector_assignments" ADD CONSTRAINT "inspector_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspector_assignments" ADD CONSTRAINT "inspector_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspector_assignments" ADD CONSTRAINT "inspector_assignments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspector_assignments" ADD CONSTRAINT "inspector_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_verification_id_scale_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."scale_verifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_from_shop_id_shops_id_fk" FOREIGN KEY ("from_shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_to_shop_id_shops_id_fk" FOREIGN KEY ("to_shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_events" ADD CONSTRAINT "scale_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_reports" ADD CONSTRAINT "scale_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_reports" ADD CONSTRAINT "scale_reports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_reports" ADD CONSTRAINT "scale_reports_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_reports" ADD CONSTRAINT "scale_reports_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_unreachable_incidents" ADD CONSTRAINT "scale_unreachable_incidents_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_unreachable_incidents" ADD CONSTRAINT "scale_unreachable_incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_unreachable_incidents" ADD CONSTRAINT "scale_unreachable_incidents_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_verifications" ADD CONSTRAINT "scale_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_verifications" ADD CONSTRAINT "scale_verifications_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_verifications" ADD CONSTRAINT "scale_verifications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_verifications" ADD CONSTRAINT "scale_verifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_reminders" ADD CONSTRAINT "verification_reminders_verification_id_scale_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."scale_verifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_reminders" ADD CONSTRAINT "verification_reminders_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspector_assignments_key" ON "inspector_assignments" USING btree ("user_id","company_id",coalesce("shop_id", 0));--> statement-breakpoint
CREATE INDEX "inspector_assignments_user_idx" ON "inspector_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scale_events_scale_idx" ON "scale_events" USING btree ("scale_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scale_events_company_idx" ON "scale_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_reports_reference_key" ON "scale_reports" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "scale_reports_company_idx" ON "scale_reports" USING btree ("company_id","created_time");--> statement-breakpoint
CREATE INDEX "scale_reports_scale_idx" ON "scale_reports" USING btree ("scale_id","created_time");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_unreachable_incidents_open_key" ON "scale_unreachable_incidents" USING btree ("scale_id") WHERE "scale_unreachable_incidents"."ended_time" is null;--> statement-breakpoint
CREATE INDEX "scale_verifications_scale_idx" ON "scale_verifications" USING btree ("scale_id","verified_on");--> statement-breakpoint
CREATE INDEX "scale_verifications_company_idx" ON "scale_verifications" USING btree ("company_id","next_due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "scale_verifications_corrects_key" ON "scale_verifications" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_reminders_key" ON "verification_reminders" USING btree ("verification_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "scales_public_code_key" ON "scales" USING btree ("public_code");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_unreachable_hours_check" CHECK ("companies"."unreachable_hours" between 1 and 720);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_type_check" CHECK ("users"."role_type" in ('USER', 'ADMIN', 'SUPER_ADMIN', 'INSPECTOR'));--> statement-breakpoint
ALTER TABLE "scale_verifications" ADD CONSTRAINT "scale_verifications_corrects_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."scale_verifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "scale_legal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "scale_verifications_no_change" BEFORE UPDATE OR DELETE ON "scale_verifications" FOR EACH ROW EXECUTE FUNCTION "scale_legal_append_only"();--> statement-breakpoint
CREATE TRIGGER "scale_events_no_change" BEFORE UPDATE OR DELETE ON "scale_events" FOR EACH ROW EXECUTE FUNCTION "scale_legal_append_only"();
--> statement-breakpoint
CREATE VIEW "scale_verification_current" AS
  SELECT DISTINCT ON (v."scale_id") v."scale_id", v."id" AS "verification_id", v."company_id", v."shop_id",
    v."verified_on", v."body", v."certificate_no", v."result", v."next_due_on"
  FROM "scale_verifications" v
  WHERE NOT EXISTS (SELECT 1 FROM "scale_verifications" c WHERE c."corrects_id" = v."id")
  ORDER BY v."scale_id", v."verified_on" DESC, v."id" DESC;
