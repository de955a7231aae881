ALTER TABLE "price_history" DROP CONSTRAINT "price_history_content_type_valid";--> statement-breakpoint
ALTER TABLE "upfront_history" DROP CONSTRAINT "upfront_history_content_type_valid";--> statement-breakpoint
DROP INDEX "price_history_tenant_object_idx";--> statement-breakpoint
ALTER TABLE "price_history" ALTER COLUMN "price" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
ALTER TABLE "instalments" ADD COLUMN "months" integer;--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "valid_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_lines_tenant_name_key" ON "additional_lines" USING btree ("tenant_id","operator","segment",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_procedures_tenant_name_key" ON "catalogue_procedures" USING btree ("tenant_id","operator",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "insurances_tenant_name_key" ON "insurances" USING btree ("tenant_id","operator",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_tenant_name_key" ON "promotions" USING btree ("tenant_id","operator",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "svas_tenant_name_key" ON "svas" USING btree ("tenant_id","operator","segment",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_tenant_name_key" ON "tariffs" USING btree ("tenant_id","operator","segment",lower("name"));--> statement-breakpoint
CREATE INDEX "price_history_tenant_object_idx" ON "price_history" USING btree ("tenant_id","content_type","object_id","valid_from");--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_months_positive" CHECK ("instalments"."months" is null or "instalments"."months" > 0);--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_content_type_valid" CHECK ("price_history"."content_type" in ('tariff', 'additional_line', 'sva', 'promotion', 'insurance', 'device', 'instalment'));--> statement-breakpoint
ALTER TABLE "upfront_history" ADD CONSTRAINT "upfront_history_content_type_valid" CHECK ("upfront_history"."content_type" in ('tariff', 'additional_line', 'sva', 'promotion', 'insurance', 'device', 'instalment'));--> statement-breakpoint
-- Catalogue administration (issue 10, decisions 1501-1506): existing history rows apply
-- from when they were recorded.
UPDATE "price_history" SET "valid_from" = "created_at";
--> statement-breakpoint
-- Record history (decision 0901) for the catalogue's business records.
SELECT kiwi_track_history('tariffs');
--> statement-breakpoint
SELECT kiwi_track_history('additional_lines');
--> statement-breakpoint
SELECT kiwi_track_history('svas');
--> statement-breakpoint
SELECT kiwi_track_history('promotions');
--> statement-breakpoint
SELECT kiwi_track_history('insurances');
--> statement-breakpoint
SELECT kiwi_track_history('catalogue_procedures');
--> statement-breakpoint
SELECT kiwi_track_history('database_origins');
--> statement-breakpoint
SELECT kiwi_track_history('objective_types');
--> statement-breakpoint
SELECT kiwi_track_history('devices');
--> statement-breakpoint
SELECT kiwi_track_history('instalments', parent => 'device_id');
