DROP INDEX "customers_tenant_updated_idx";--> statement-breakpoint
DROP INDEX "customers_tenant_comercial_idx";--> statement-breakpoint
CREATE INDEX "customers_tenant_updated_id_idx" ON "customers" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_tenant_comercial_updated_id_idx" ON "customers" USING btree ("tenant_id","comercial_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_tenant_comercial_estado_idx" ON "customers" USING btree ("tenant_id","comercial_id","estado_cliente");