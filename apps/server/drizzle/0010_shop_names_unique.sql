-- Existing duplicates (same company, same name in any case) keep their rows under a told-apart name.
UPDATE "shops" AS s SET "name" = s."name" || ' (' || s."id" || ')' WHERE EXISTS (SELECT 1 FROM "shops" AS o WHERE o."company_id" = s."company_id" AND lower(o."name") = lower(s."name") AND o."id" < s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_company_name_key" ON "shops" USING btree ("company_id",lower("name"));
