CREATE TABLE "scale_authorization_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scale_authorization_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"scale_uuid" text NOT NULL,
	"poll_secret_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scale_id" integer,
	"approved_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_authorization_requests_status_check" CHECK ("scale_authorization_requests"."status" in ('pending', 'approved', 'collected'))
);
--> statement-breakpoint
CREATE TABLE "scale_goods" (
	"scale_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_goods_scale_id_goods_id_pk" PRIMARY KEY("scale_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "scale_hot_keys" (
	"scale_id" integer NOT NULL,
	"key" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "scale_hot_keys_scale_id_key_pk" PRIMARY KEY("scale_id","key"),
	CONSTRAINT "scale_hot_keys_key_check" CHECK ("scale_hot_keys"."key" between 1 and 144)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "barcode_format" text DEFAULT 'FFWWWWWEEEEEC' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "barcode_flag" text DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "model_code" text DEFAULT 'TM-Aa' NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "device_secret_hash" text;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "device_credential_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "registered_by" integer;--> statement-breakpoint
ALTER TABLE "scale_authorization_requests" ADD CONSTRAINT "scale_authorization_requests_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_authorization_requests" ADD CONSTRAINT "scale_authorization_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_goods" ADD CONSTRAINT "scale_goods_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_goods" ADD CONSTRAINT "scale_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_goods" ADD CONSTRAINT "scale_goods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_hot_keys" ADD CONSTRAINT "scale_hot_keys_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_hot_keys" ADD CONSTRAINT "scale_hot_keys_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_hot_keys" ADD CONSTRAINT "scale_hot_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scale_authorization_requests_request_id_key" ON "scale_authorization_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "scale_authorization_requests_scale_uuid_idx" ON "scale_authorization_requests" USING btree ("scale_uuid");--> statement-breakpoint
CREATE INDEX "scale_goods_goods_id_idx" ON "scale_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "scale_hot_keys_goods_id_idx" ON "scale_hot_keys" USING btree ("goods_id");--> statement-breakpoint
ALTER TABLE "scales" ADD CONSTRAINT "scales_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_barcode_format_check" CHECK ("companies"."barcode_format" in ('FFWWWWWEEEEEC', 'FFWWWWWNNNNNC', 'FFWWWWWEEEEENNNNNC', 'FFWWWWWNNNNNEEEEEC'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_barcode_flag_check" CHECK ("companies"."barcode_flag" ~ '^[0-9]{2}$');