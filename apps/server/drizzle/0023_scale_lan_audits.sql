CREATE TABLE "scale_audits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scale_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scale_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"checked_time" timestamp with time zone DEFAULT now() NOT NULL,
	"checked" integer NOT NULL,
	"matched" integer NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"version" bigint,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"more" integer DEFAULT 0 NOT NULL,
	"repaired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_repair" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "lan_host" text;--> statement-breakpoint
ALTER TABLE "scales" ADD COLUMN "lan_port" integer DEFAULT 4001 NOT NULL;--> statement-breakpoint
ALTER TABLE "scale_audits" ADD CONSTRAINT "scale_audits_scale_id_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_audits" ADD CONSTRAINT "scale_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scale_audits_scale_id_idx" ON "scale_audits" USING btree ("scale_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "scales_shop_lan_address_key" ON "scales" USING btree ("shop_id",lower("lan_host"),"lan_port") WHERE "scales"."lan_host" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_audit_repair_check" CHECK ("companies"."audit_repair" in ('auto', 'report'));