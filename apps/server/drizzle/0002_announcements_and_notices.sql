CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_time" timestamp with time zone,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_status_check" CHECK ("announcements"."status" in ('draft', 'published', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text,
	"extra" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"cleared" boolean DEFAULT false NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('notification', 'message', 'event'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_published_idx" ON "announcements" USING btree ("status","published_time");--> statement-breakpoint
CREATE INDEX "notices_user_type_idx" ON "notices" USING btree ("user_id","type","cleared","created_time");