CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"refund_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_no" text,
	"failure" text,
	"requested_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_time" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_fen" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payment_code" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"wechat_sub_mchid" text,
	"wechat_verified_time" timestamp with time zone,
	"alipay_app_auth_token" text,
	"alipay_merchant_id" text,
	"alipay_verified_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_code_check" CHECK ("payment_settings"."payment_code" ~ '^[a-z0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"visit_key" text NOT NULL,
	"channel" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"ticket_no" integer,
	"merchant_id" text NOT NULL,
	"payer_id" text,
	"provider_trade_no" text,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_time" timestamp with time zone,
	"closed_time" timestamp with time zone,
	"match_trade_id" integer,
	"match_scale_id" integer,
	"match_day" date,
	"match_ticket_no" integer,
	"match_kind" text,
	"matched_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payments_channel_check" CHECK ("payments"."channel" in ('wechat', 'alipay')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'paid', 'closed', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_fen" > 0),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_fen" >= 0 and "payments"."refunded_fen" <= "payments"."amount_fen"),
	CONSTRAINT "payments_match_kind_check" CHECK ("payments"."match_kind" is null or "payments"."match_kind" in ('ticket', 'amount_time'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_no_key" ON "payment_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_request_key" ON "payment_refunds" USING btree ("payment_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settings_code_key" ON "payment_settings" USING btree ("payment_code");--> statement-breakpoint
CREATE INDEX "payment_settings_company_idx" ON "payment_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_no_key" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_visit_key" ON "payments" USING btree ("shop_id","visit_key","channel","amount_fen");--> statement-breakpoint
CREATE INDEX "payments_company_time_idx" ON "payments" USING btree ("company_id","created_time");--> statement-breakpoint
CREATE INDEX "payments_shop_time_idx" ON "payments" USING btree ("shop_id","created_time");--> statement-breakpoint
CREATE INDEX "payments_unmatched_idx" ON "payments" USING btree ("shop_id","paid_time") WHERE "payments"."status" in ('paid', 'refunded') and "payments"."match_trade_id" is null;--> statement-breakpoint
CREATE INDEX "payments_match_idx" ON "payments" USING btree ("match_scale_id","match_day","match_ticket_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_match_trade_key" ON "payments" USING btree ("match_trade_id");