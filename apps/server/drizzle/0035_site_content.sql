CREATE TABLE "site_images" (
	"id" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"placeholder" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_revision" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	"published_time" timestamp with time zone,
	CONSTRAINT "site_items_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "site_items_kind_check" CHECK ("site_items"."kind" in ('settings', 'product', 'page'))
);
--> statement-breakpoint
CREATE TABLE "site_revisions" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_by" integer,
	"published_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_revisions_kind_key_revision_pk" PRIMARY KEY("kind","key","revision")
);
--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_items" ADD CONSTRAINT "site_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_revisions" ADD CONSTRAINT "site_revisions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_images_created_idx" ON "site_images" USING btree ("created_time");