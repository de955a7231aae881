CREATE TABLE "catalogue_versions" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_tenant_pending_idx" ON "price_history" USING btree ("tenant_id","valid_from") WHERE "price_history"."is_active";--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "catalogue_versions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "catalogue_versions_writer" ON "catalogue_versions" AS PERMISSIVE FOR ALL TO "kiwi_owner" USING (true) WITH CHECK (true);--> statement-breakpoint
-- The catalogue version (decision 1508): statement-level AFTER triggers on every table the
-- five configurator lists are read from give the tenants of the written rows a new random
-- version, in the writing transaction, whoever writes (the API, a job, a raw SQL fix). The
-- transition tables name the tenants, so a write made without app.tenant_id bumps the right
-- ones. Runs as kiwi_owner (SECURITY DEFINER): kiwi_app cannot write the versions itself.
CREATE OR REPLACE FUNCTION kiwi_bump_catalogue_version() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE catalogue_versions SET version = gen_random_uuid(), changed_at = clock_timestamp();
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_versions (tenant_id, changed_at)
    SELECT tenant_id, clock_timestamp() FROM (SELECT DISTINCT tenant_id FROM kiwi_new) t
    ON CONFLICT (tenant_id) DO UPDATE SET version = gen_random_uuid(), changed_at = excluded.changed_at;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_versions (tenant_id, changed_at)
    SELECT tenant_id, clock_timestamp() FROM (SELECT DISTINCT tenant_id FROM kiwi_old) t
    ON CONFLICT (tenant_id) DO UPDATE SET version = gen_random_uuid(), changed_at = excluded.changed_at;
  ELSE
    INSERT INTO catalogue_versions (tenant_id, changed_at)
    SELECT tenant_id, clock_timestamp() FROM (SELECT tenant_id FROM kiwi_old UNION SELECT tenant_id FROM kiwi_new) t
    ON CONFLICT (tenant_id) DO UPDATE SET version = gen_random_uuid(), changed_at = excluded.changed_at;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Installs the four triggers (insert, update, delete with their transition tables; truncate
-- bumps every tenant) on one table; re-running it replaces them.
CREATE OR REPLACE FUNCTION kiwi_track_catalogue_version(p_table regclass) RETURNS void
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
  v_op text;
BEGIN
  FOREACH v_op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', 'catalogue_version_' || v_op, p_table);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT '
      'EXECUTE FUNCTION kiwi_bump_catalogue_version()',
      'catalogue_version_' || v_op, upper(v_op), p_table,
      CASE v_op WHEN 'insert' THEN 'NEW TABLE AS kiwi_new'
                WHEN 'update' THEN 'OLD TABLE AS kiwi_old NEW TABLE AS kiwi_new'
                ELSE 'OLD TABLE AS kiwi_old' END);
  END LOOP;
  EXECUTE format('DROP TRIGGER IF EXISTS catalogue_version_truncate ON %s', p_table);
  EXECUTE format('CREATE TRIGGER catalogue_version_truncate AFTER TRUNCATE ON %s '
                 'FOR EACH STATEMENT EXECUTE FUNCTION kiwi_bump_catalogue_version()', p_table);
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_bump_catalogue_version() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_track_catalogue_version(regclass) FROM PUBLIC;
--> statement-breakpoint
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
-- CATALOGUE_VERSIONED_TABLES (schema/catalogue-versions.ts; a test checks both agree): what the
-- five lists (tarifas, sva, adicionales, promociones, terminales) read: the items,
-- their line data, their links and their price history (the price in force and the next one).
SELECT kiwi_track_catalogue_version(t) FROM unnest(ARRAY[
  'tariffs', 'tariff_fixed_line_info', 'tariff_mobile_line_info', 'tariff_promotions',
  'tariff_svas', 'tariff_additional_lines', 'svas', 'sva_promotions', 'additional_lines',
  'additional_line_promotions', 'promotions', 'devices', 'price_history'
]::regclass[]) t;
