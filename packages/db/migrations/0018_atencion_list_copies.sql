-- Decisions 1409 and 1410: the atención carries copies of what the lists filter on in other
-- tables (its offer's operator and sale types, its gestión's catalogue procedure), kept by
-- triggers; the offers pipeline walks one of four indexes (all offers, one status, one
-- commercial, one operator and status) and the gestiones list its own, each in the list's order
-- with every filtered column in INCLUDE (Drizzle cannot declare INCLUDE: hand-written, as in
-- 0015), so a page is one index-only range scan that stops after the page. The sale-date index
-- gets the same INCLUDE for the pipeline's count by sale date.
ALTER TABLE "contact_attempts" ADD COLUMN "offer_isp" text;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD COLUMN "offer_sale_types" text[];--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD COLUMN "catalogue_procedure_id" bigint;--> statement-breakpoint
DROP INDEX "contact_attempts_tenant_offer_updated_idx";--> statement-breakpoint
DROP INDEX "contact_attempts_tenant_gestion_fecha_idx";--> statement-breakpoint
DROP INDEX "contact_attempts_tenant_venta_idx";--> statement-breakpoint
-- Decision 1409, the copies of the rows already there. The owner is filtered by FORCE RLS like
-- anyone and would read no row: FORCE is lifted for this step (the migrator runs the pending
-- migrations in one transaction, so no other session sees it) and put back at the end. Written
-- before the new indexes are built, and with the table's triggers off (the history ignores the
-- copies; the copy trigger would recompute them row by row).
SELECT kiwi_relax_tenant_tables();--> statement-breakpoint
ALTER TABLE "contact_attempts" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "contact_attempts" a SET "offer_isp" = o.isp, "offer_sale_types" = coalesce(t.sale_types, '{}')
FROM "offers" o
LEFT JOIN (
  SELECT tenant_id, offer_id, array_agg(DISTINCT tipo_venta ORDER BY tipo_venta) AS sale_types
  FROM "packages" GROUP BY tenant_id, offer_id
) t ON t.tenant_id = o.tenant_id AND t.offer_id = o.id
WHERE o.tenant_id = a.tenant_id AND o.id = a.offer_id;--> statement-breakpoint
UPDATE "contact_attempts" a SET "catalogue_procedure_id" = p.procedure_id
FROM "customer_procedures" p
WHERE p.tenant_id = a.tenant_id AND p.id = a.procedure_id;--> statement-breakpoint
ALTER TABLE "contact_attempts" ENABLE TRIGGER USER;--> statement-breakpoint
SELECT kiwi_secure_tenant_tables();--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_offer_updated_idx" ON "contact_attempts" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("estado","comercial_id","offer_isp","offer_sale_types","fecha_venta") WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_offer_estado_idx" ON "contact_attempts" USING btree ("tenant_id","estado","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("comercial_id","offer_isp","offer_sale_types","fecha_venta") WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_offer_comercial_idx" ON "contact_attempts" USING btree ("tenant_id","comercial_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("estado","offer_isp","offer_sale_types","fecha_venta") WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_offer_isp_idx" ON "contact_attempts" USING btree ("tenant_id","offer_isp","estado","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("comercial_id","offer_sale_types","fecha_venta") WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_venta_idx" ON "contact_attempts" USING btree ("tenant_id","fecha_venta") INCLUDE ("offer_id","estado","comercial_id","offer_isp","offer_sale_types") WHERE "contact_attempts"."fecha_venta" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_gestion_fecha_idx" ON "contact_attempts" USING btree ("tenant_id","fecha_contacto" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("catalogue_procedure_id","comercial_id") WHERE "contact_attempts"."tipo" = 'GESTION';--> statement-breakpoint
-- Decision 1409: the atención carries copies of what the lists filter on in other tables (the
-- offer's operator, the sale types of the offer's packages, the gestión's catalogue procedure),
-- kept in step by the triggers below whatever writes the sources, so that every filter of the
-- offers pipeline and the gestiones list is answered by one index of contact_attempts. The
-- trigger functions run as the writer (row-level security applies) and are not callable by
-- kiwi_app (EXECUTE is checked when a trigger is created, not when it fires).
--
-- The atención itself: whenever its offer or procedure link is written (or someone writes a copy
-- directly), the copies are read again from the sources.
CREATE OR REPLACE FUNCTION kiwi_attempt_copies() RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
BEGIN
  IF NEW.offer_id IS NULL THEN
    NEW.offer_isp := NULL;
    NEW.offer_sale_types := NULL;
  ELSE
    NEW.offer_isp := (SELECT o.isp FROM offers o WHERE o.tenant_id = NEW.tenant_id AND o.id = NEW.offer_id);
    NEW.offer_sale_types := (
      SELECT coalesce(array_agg(DISTINCT pk.tipo_venta ORDER BY pk.tipo_venta), '{}')
      FROM packages pk WHERE pk.tenant_id = NEW.tenant_id AND pk.offer_id = NEW.offer_id);
  END IF;
  NEW.catalogue_procedure_id := CASE WHEN NEW.procedure_id IS NOT NULL THEN (
    SELECT p.procedure_id FROM customer_procedures p
    WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.procedure_id) END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Skipped for the atenciones that link nothing and carry no copy (most of them).
CREATE TRIGGER contact_attempts_copies
BEFORE INSERT OR UPDATE OF offer_id, procedure_id, offer_isp, offer_sale_types, catalogue_procedure_id
ON contact_attempts FOR EACH ROW
WHEN (NEW.offer_id IS NOT NULL OR NEW.procedure_id IS NOT NULL OR NEW.offer_isp IS NOT NULL
      OR NEW.offer_sale_types IS NOT NULL OR NEW.catalogue_procedure_id IS NOT NULL)
EXECUTE FUNCTION kiwi_attempt_copies();
--> statement-breakpoint
-- An offer's operator changed: its atenciones follow (their trigger reads it again).
CREATE OR REPLACE FUNCTION kiwi_offer_isp_to_attempts() RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
BEGIN
  UPDATE contact_attempts SET offer_isp = NEW.isp
  WHERE tenant_id = NEW.tenant_id AND offer_id = NEW.id AND offer_isp IS DISTINCT FROM NEW.isp;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER offers_isp_to_attempts
AFTER UPDATE OF isp ON offers FOR EACH ROW
WHEN (OLD.isp IS DISTINCT FROM NEW.isp)
EXECUTE FUNCTION kiwi_offer_isp_to_attempts();
--> statement-breakpoint
-- A recorded procedure moved to another catalogue entry: its atenciones follow.
CREATE OR REPLACE FUNCTION kiwi_procedure_to_attempts() RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
BEGIN
  UPDATE contact_attempts SET catalogue_procedure_id = NEW.procedure_id
  WHERE tenant_id = NEW.tenant_id AND procedure_id = NEW.id
    AND catalogue_procedure_id IS DISTINCT FROM NEW.procedure_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_procedures_to_attempts
AFTER UPDATE OF procedure_id ON customer_procedures FOR EACH ROW
WHEN (OLD.procedure_id IS DISTINCT FROM NEW.procedure_id)
EXECUTE FUNCTION kiwi_procedure_to_attempts();
--> statement-breakpoint
-- Packages inserted, deleted, or moved to another sale type or offer: the atenciones of the
-- offers concerned get their sale types again. Once per statement (an offer's packages are
-- written together), over its transition tables; a package update that changes neither the sale
-- type nor the offer (its estado, its order) touches no atención.
CREATE OR REPLACE FUNCTION kiwi_package_types_to_attempts() RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
  v_tenants bigint[];
  v_offers bigint[];
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(tenant_id), array_agg(offer_id) INTO v_tenants, v_offers
    FROM (SELECT DISTINCT tenant_id, offer_id FROM kiwi_pkg_new) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(tenant_id), array_agg(offer_id) INTO v_tenants, v_offers
    FROM (SELECT DISTINCT tenant_id, offer_id FROM kiwi_pkg_old) d;
  ELSE
    SELECT array_agg(tenant_id), array_agg(offer_id) INTO v_tenants, v_offers
    FROM (SELECT DISTINCT n.tenant_id, x.offer_id
          FROM kiwi_pkg_new n JOIN kiwi_pkg_old o ON o.id = n.id
          CROSS JOIN LATERAL (VALUES (n.offer_id), (o.offer_id)) x(offer_id)
          WHERE n.tipo_venta IS DISTINCT FROM o.tipo_venta OR n.offer_id IS DISTINCT FROM o.offer_id) d;
  END IF;
  IF v_offers IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE contact_attempts a SET offer_sale_types = t.sale_types
  FROM (
    SELECT u.tenant_id, u.offer_id, coalesce((
      SELECT array_agg(DISTINCT pk.tipo_venta ORDER BY pk.tipo_venta) FROM packages pk
      WHERE pk.tenant_id = u.tenant_id AND pk.offer_id = u.offer_id), '{}') AS sale_types
    FROM unnest(v_tenants, v_offers) u(tenant_id, offer_id)
  ) t
  WHERE a.tenant_id = t.tenant_id AND a.offer_id = t.offer_id
    AND a.offer_sale_types IS DISTINCT FROM t.sale_types;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER packages_insert_to_attempts
AFTER INSERT ON packages REFERENCING NEW TABLE AS kiwi_pkg_new
FOR EACH STATEMENT EXECUTE FUNCTION kiwi_package_types_to_attempts();
--> statement-breakpoint
CREATE TRIGGER packages_delete_to_attempts
AFTER DELETE ON packages REFERENCING OLD TABLE AS kiwi_pkg_old
FOR EACH STATEMENT EXECUTE FUNCTION kiwi_package_types_to_attempts();
--> statement-breakpoint
CREATE TRIGGER packages_update_to_attempts
AFTER UPDATE ON packages REFERENCING OLD TABLE AS kiwi_pkg_old NEW TABLE AS kiwi_pkg_new
FOR EACH STATEMENT EXECUTE FUNCTION kiwi_package_types_to_attempts();
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_attempt_copies() FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_offer_isp_to_attempts() FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_procedure_to_attempts() FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_package_types_to_attempts() FROM PUBLIC;--> statement-breakpoint
-- The copies are derived: never recorded in the history (the offer, its packages and the
-- procedure record their own changes).
SELECT kiwi_track_history('contact_attempts', parent => 'customer_id',
  ignore => '{is_updated,offer_isp,offer_sale_types,catalogue_procedure_id}');
