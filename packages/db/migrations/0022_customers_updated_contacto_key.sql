-- The customer list's default order walks customers_tenant_updated_id_idx (decision 1106). With a
-- contact-date range, the walk steps over every customer updated since the range ended: on the
-- scale seed 56 000 entries for a page of the last quarter, each one returned to the executor to
-- test fecha_contacto from the INCLUDE part (~9 ms). As a key column after the order, the range
-- is a scan key: the btree tests it in the page and hands back only matches (~2.6 ms; decision
-- 1117). The order is unchanged, so every walk that used the index still does. INCLUDE
-- (comercial_id) is kept, hand-written (Drizzle cannot declare INCLUDE).
DROP INDEX "customers_tenant_updated_id_idx";--> statement-breakpoint
CREATE INDEX "customers_tenant_updated_id_idx" ON "customers" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST,"fecha_contacto") INCLUDE ("comercial_id");
