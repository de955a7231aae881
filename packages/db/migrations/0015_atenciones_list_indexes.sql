-- Atención lists and the agenda (decision 1407): the offers pipeline and the gestiones list walk
-- their partial index in the list order and stop after one page; a whole team's agenda reads
-- the pending follow-ups in date order. Plain CREATE INDEX (migrations run in a transaction).
CREATE INDEX "contact_attempts_tenant_offer_updated_idx" ON "contact_attempts" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_gestion_updated_idx" ON "contact_attempts" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_attempts"."tipo" = 'GESTION';--> statement-breakpoint
CREATE INDEX "schedules_tenant_pending_fecha_idx" ON "schedules" USING btree ("tenant_id","fecha_agendado","id") WHERE "schedules"."done_at" is null;
