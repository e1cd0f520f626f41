ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "time_zone" text;