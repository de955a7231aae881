-- Decision 1111: accent- and case-insensitive substring search ('garcia' finds 'García').
-- kiwi_unaccent folds accented letters with the unaccent extension (a trusted contrib module,
-- like pg_trgm; its C lookup costs ~2 µs a name, where a translate() of the same letters costs
-- ~20 µs), then lower-cases. Declared IMMUTABLE so that the trigram indexes below can be built
-- on it (unaccent itself is only STABLE because its rules file could be edited; a changed
-- rules file needs a REINDEX of these three indexes). Provisioning marks it LEAKPROOF
-- (decision 0205): it maps characters and cannot fail on any text, so under row-level security
-- the search may use the index before the tenant policy.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiwi_unaccent(p text) RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, p))
$$;
--> statement-breakpoint
DROP INDEX "customers_nombre_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_direccion_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_localidad_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_attempts_tenant_customer_idx";--> statement-breakpoint
CREATE INDEX "customers_nombre_trgm_idx" ON "customers" USING gin ("tenant_id",kiwi_unaccent("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_direccion_trgm_idx" ON "customers" USING gin ("tenant_id",kiwi_unaccent("direccion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_localidad_trgm_idx" ON "customers" USING gin ("tenant_id",kiwi_unaccent("localidad") gin_trgm_ops);--> statement-breakpoint
-- Decision 1110: the list's last atención (newest by contact date, id as tie-break) and the
-- estadoOferta[] filter read this index alone (tipo and estado ride along).
CREATE INDEX "contact_attempts_tenant_customer_idx" ON "contact_attempts" USING btree ("tenant_id","customer_id","fecha_contacto" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("tipo","estado");--> statement-breakpoint
-- Decision 1110: the list's default walk (-updated_on) reads the index alone when filtered by
-- contact date (customers contacted in a quarter were mostly updated after it: the walk is long)
-- and under a Comercial's visibility rule (comercial_id = me or null).
DROP INDEX "customers_tenant_updated_id_idx";--> statement-breakpoint
CREATE INDEX "customers_tenant_updated_id_idx" ON "customers" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("fecha_contacto","comercial_id");