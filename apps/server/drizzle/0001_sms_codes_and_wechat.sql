CREATE TABLE "sms_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wechat_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"wechat_type" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_identities_type_check" CHECK ("wechat_identities"."wechat_type" in ('web', 'mp', 'mini'))
);
--> statement-breakpoint
ALTER TABLE "wechat_identities" ADD CONSTRAINT "wechat_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_phone_created_idx" ON "sms_codes" USING btree ("phone_number","created_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_type_openid_key" ON "wechat_identities" USING btree ("wechat_type","openid");--> statement-breakpoint
CREATE INDEX "wechat_identities_unionid_idx" ON "wechat_identities" USING btree ("unionid");--> statement-breakpoint
CREATE INDEX "wechat_identities_user_id_idx" ON "wechat_identities" USING btree ("user_id");