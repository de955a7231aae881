-- GET /api/atenciones/entradas/ lists every atención newest contact first (decision 1411). No
-- index had that order over all kinds (only the gestiones' partial one), so an unfiltered page
-- sorted every atención of the tenant: ~150 ms per request on the scale seed. This one is walked
-- in the list order and the walk stops after a page; a contact-date range is a range of its key.
-- INCLUDE (tipo, estado, comercial_id), hand-written (Drizzle cannot declare INCLUDE): the kind
-- and status filters and a Comercial's own view are checked on the index alone.
CREATE INDEX "contact_attempts_tenant_fecha_idx" ON "contact_attempts" USING btree ("tenant_id","fecha_contacto" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("tipo","estado","comercial_id");
