CREATE TABLE "site_files" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"created_by" integer,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_items" DROP CONSTRAINT "site_items_kind_check";--> statement-breakpoint
ALTER TABLE "site_revisions" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_files" ADD CONSTRAINT "site_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_files_created_idx" ON "site_files" USING btree ("created_time");--> statement-breakpoint
ALTER TABLE "site_items" ADD CONSTRAINT "site_items_kind_check" CHECK ("site_items"."kind" in ('settings', 'product', 'page', 'downloads', 'gallery', 'news'));