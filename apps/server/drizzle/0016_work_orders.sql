CREATE TABLE "work_order_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"action" text,
	"from_status" text,
	"to_status" text,
	"text" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"urgent_response_hours" integer DEFAULT 2 NOT NULL,
	"urgent_resolution_hours" integer DEFAULT 24 NOT NULL,
	"normal_response_hours" integer DEFAULT 8 NOT NULL,
	"normal_resolution_hours" integer DEFAULT 72 NOT NULL,
	"updated_by" integer,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"scale_id" integer NOT NULL,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"wait_for" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"preferred_time" text DEFAULT '' NOT NULL,
	"submitted_by" integer,
	"assignee_id" integer,
	"response_hours" integer NOT NULL,
	"resolution_hours" integer NOT NULL,
	"paused_seconds" integer DEFAULT 0 NOT NULL,
	"paused_since" timestamp with time zone,
	"satisfaction" integer,
	"satisfaction_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_time" timestamp with time zone,
	"resolved_time" timestamp with time zone,
	"closed_time" timestamp with time zone,
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('new', 'accepted', 'in_progress', 'waiting', 'resolved', 'closed', 'cancelled')),
	CONSTRAINT "work_orders_satisfaction_check" CHECK ("work_orders"."satisfaction" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_settings" ADD CONSTRAINT "work_order_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_events_order_idx" ON "work_order_events" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_key" ON "work_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "work_orders_company_idx" ON "work_orders" USING btree ("company_id","created_time");--> statement-breakpoint
CREATE INDEX "work_orders_scale_idx" ON "work_orders" USING btree ("scale_id","created_time");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status","resolved_time");--> statement-breakpoint
INSERT INTO "work_order_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "work_order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a work order''s timeline is never edited' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "work_order_events_no_update" BEFORE UPDATE ON "work_order_events" FOR EACH ROW EXECUTE FUNCTION "work_order_events_append_only"();
