-- Atención lists and the agenda (decision 1407). The offers pipeline walks its partial index in
-- the list order and stops after a page; the gestiones list likewise, newest first, and reads its
-- date filter from the same index; the trailing columns answer the usual filters (estado,
-- commercial, procedure) from the index. The pipeline's tipoOferta[] filter reads the sale type
-- from the packages index and the gestiones' tipoGestion[] filter the procedure ids from the
-- customer_procedures index (each replaces an index that is a prefix of it). A whole team's agenda
-- reads the pending follow-ups in date order.
DROP INDEX "packages_tenant_offer_idx";--> statement-breakpoint
DROP INDEX "customer_procedures_tenant_procedure_idx";--> statement-breakpoint
CREATE INDEX "packages_tenant_offer_tipo_idx" ON "packages" USING btree ("tenant_id","offer_id","tipo_venta");--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_offer_updated_idx" ON "contact_attempts" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST,"estado","comercial_id","offer_id") WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_gestion_fecha_idx" ON "contact_attempts" USING btree ("tenant_id","fecha_contacto" DESC NULLS LAST,"id" DESC NULLS LAST,"procedure_id","comercial_id") WHERE "contact_attempts"."tipo" = 'GESTION';--> statement-breakpoint
CREATE INDEX "schedules_tenant_pending_fecha_idx" ON "schedules" USING btree ("tenant_id","fecha_agendado","id") WHERE "schedules"."done_at" is null;--> statement-breakpoint
CREATE INDEX "customer_procedures_tenant_procedure_idx" ON "customer_procedures" USING btree ("tenant_id","procedure_id","id");
