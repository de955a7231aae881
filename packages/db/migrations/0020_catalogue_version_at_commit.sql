-- The catalogue version is bumped at commit (decision 1512, amending 1508). 0017's statement
-- triggers updated the tenant's version row right after each statement, so a transaction held
-- that row from its first catalogue write on while it went on taking row locks: two
-- multi-statement catalogue writes of one tenant deadlocked (A writes tariff X and holds the
-- version row, B writes tariff Y and waits for it, A writes Y and waits for B: 40P01).
--
-- Now a deferred constraint trigger per row (DEFERRABLE INITIALLY DEFERRED) queues each written
-- row and bumps at commit, after every row lock of the transaction is held, so the version row
-- is the last lock a transaction takes and closes no cycle. Constraint triggers are row-level
-- only: a transaction-local setting kiwi.catalogue_bumped_<tenant> lets each transaction bump a
-- tenant once; every later queued row of that tenant returns at once. Still in the writing
-- transaction, whoever writes; still the tenant of the written rows (OLD and NEW), not
-- app.tenant_id; still SECURITY DEFINER (kiwi_owner), kiwi_app cannot write the table.
-- TRUNCATE has no row or constraint trigger: it keeps its statement trigger (bumps every tenant).
CREATE OR REPLACE FUNCTION kiwi_bump_catalogue_version() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_tenants bigint[];
  v_tenant bigint;
  v_guard text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE catalogue_versions SET version = gen_random_uuid(), changed_at = clock_timestamp();
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    v_tenants := ARRAY[NEW.tenant_id];
  ELSIF TG_OP = 'DELETE' OR OLD.tenant_id = NEW.tenant_id THEN
    v_tenants := ARRAY[OLD.tenant_id];
  ELSE
    v_tenants := ARRAY[OLD.tenant_id, NEW.tenant_id];
  END IF;
  FOREACH v_tenant IN ARRAY v_tenants LOOP
    v_guard := 'kiwi.catalogue_bumped_' || v_tenant;
    CONTINUE WHEN current_setting(v_guard, true) = '1';
    INSERT INTO catalogue_versions (tenant_id, changed_at) VALUES (v_tenant, clock_timestamp())
    ON CONFLICT (tenant_id) DO UPDATE SET version = gen_random_uuid(), changed_at = excluded.changed_at;
    PERFORM set_config(v_guard, '1', true);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Installs the catalogue-version triggers on one table: one deferred constraint trigger for
-- insert, update and delete, and the truncate statement trigger. Drops 0017's statement
-- triggers; re-running it replaces them.
CREATE OR REPLACE FUNCTION kiwi_track_catalogue_version(p_table regclass) RETURNS void
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
  v_op text;
BEGIN
  FOREACH v_op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', 'catalogue_version_' || v_op, p_table);
  END LOOP;
  EXECUTE format('DROP TRIGGER IF EXISTS catalogue_version_at_commit ON %s', p_table);
  EXECUTE format('CREATE CONSTRAINT TRIGGER catalogue_version_at_commit '
                 'AFTER INSERT OR UPDATE OR DELETE ON %s DEFERRABLE INITIALLY DEFERRED '
                 'FOR EACH ROW EXECUTE FUNCTION kiwi_bump_catalogue_version()', p_table);
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
-- The same thirteen tables as 0017 (CATALOGUE_VERSIONED_TABLES; a test checks both agree).
SELECT kiwi_track_catalogue_version(t) FROM unnest(ARRAY[
  'tariffs', 'tariff_fixed_line_info', 'tariff_mobile_line_info', 'tariff_promotions',
  'tariff_svas', 'tariff_additional_lines', 'svas', 'sva_promotions', 'additional_lines',
  'additional_line_promotions', 'promotions', 'devices', 'price_history'
]::regclass[]) t;
