-- Follow-ups "reservado" (default) or "abierto" (decision 1403); a partial index for the pending
-- follow-ups the agenda, the bell and move-scheduled read. schedules is already tracked (0008).
ALTER TABLE "schedules" ADD COLUMN "abierto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "schedules_tenant_comercial_pending_idx" ON "schedules" USING btree ("tenant_id","comercial_id","fecha_agendado") WHERE "schedules"."done_at" is null;