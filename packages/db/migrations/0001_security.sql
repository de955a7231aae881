-- Security objects drizzle-kit cannot express: FORCE row-level security, tenant-safe
-- SET NULL foreign keys, the two SECURITY DEFINER entry points of kiwi_app, and the
-- maintenance switch row. Roles kiwi_owner, kiwi_auth and kiwi_app are created by
-- provisioning (they are cluster-wide); this file runs as kiwi_owner.

-- Every table with a tenant_id column (and tenants itself) gets RLS enabled AND forced,
-- so even the owner is filtered. A tenant table without the tenant_isolation policy is
-- an error: every later migration that adds tables ends with `select kiwi_secure_tenant_tables();`.
CREATE OR REPLACE FUNCTION kiwi_secure_tenant_tables() RETURNS void
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
  t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public'
      AND c.relkind IN ('r', 'p')
      AND (c.relname = 'tenants' OR EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped))
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = t AND p.polname = 'tenant_isolation') THEN
      RAISE EXCEPTION 'table % has tenant_id but no tenant_isolation policy', t;
    END IF;
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Composite (tenant_id, x_id) foreign keys declared ON DELETE SET NULL would null
-- tenant_id too (and fail NOT NULL). PostgreSQL 15 can restrict SET NULL to some
-- columns: rewrite every such key to null only its non-tenant columns.
CREATE OR REPLACE FUNCTION kiwi_fix_tenant_set_null_fks() RETURNS void
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
  fk record;
  cols text;
BEGIN
  FOR fk IN
    SELECT con.conname, con.conrelid::regclass AS tbl, con.conkey, pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_namespace n ON n.oid = con.connamespace
    WHERE n.nspname = 'public'
      AND con.contype = 'f'
      AND con.confdeltype = 'n'
      AND con.confdelsetcols IS NULL
      AND array_length(con.conkey, 1) > 1
      AND EXISTS (SELECT 1 FROM pg_attribute a
                  WHERE a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey) AND a.attname = 'tenant_id')
  LOOP
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO cols
    FROM pg_attribute a
    WHERE a.attrelid = fk.tbl AND a.attnum = ANY (fk.conkey) AND a.attname <> 'tenant_id';
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.tbl, fk.conname);
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', fk.tbl, fk.conname,
      replace(fk.def, 'ON DELETE SET NULL', format('ON DELETE SET NULL (%s)', cols)));
  END LOOP;
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_secure_tenant_tables() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_fix_tenant_set_null_fks() FROM PUBLIC;
--> statement-breakpoint
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
SELECT kiwi_fix_tenant_set_null_fks();
--> statement-breakpoint
-- Login happens before the tenant is known, so the username lookup must cross tenants.
-- The function is owned by kiwi_auth (NOLOGIN, BYPASSRLS, SELECT on six columns of
-- accounts and nothing else), not by kiwi_owner, which FORCE RLS filters like anyone.
GRANT USAGE ON SCHEMA public TO kiwi_auth;
--> statement-breakpoint
GRANT SELECT (id, tenant_id, username, password_hash, estado, role_id) ON accounts TO kiwi_auth;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiwi_auth_lookup(p_username text)
RETURNS TABLE (account_id bigint, tenant_id bigint, password_hash text, estado text, role_id smallint)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT a.id, a.tenant_id, a.password_hash, a.estado, a.role_id
  FROM accounts a
  WHERE lower(a.username) = lower(btrim(p_username))
$$;
--> statement-breakpoint
-- ALTER ... OWNER needs CREATE on the schema for the new owner: grant it just for the
-- hand-over and take it back.
GRANT CREATE ON SCHEMA public TO kiwi_auth;
--> statement-breakpoint
ALTER FUNCTION kiwi_auth_lookup(text) OWNER TO kiwi_auth;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM kiwi_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_auth_lookup(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kiwi_auth_lookup(text) TO kiwi_app;
--> statement-breakpoint
INSERT INTO platform_settings (key, value) VALUES ('maintenance', '{"active": false}'::jsonb)
ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- The only write kiwi_app may make to platform tables: toggle maintenance, audited.
CREATE OR REPLACE FUNCTION kiwi_set_maintenance(p_active boolean, p_actor text) RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
BEGIN
  IF p_active IS NULL OR coalesce(btrim(p_actor), '') = '' THEN
    RAISE EXCEPTION 'kiwi_set_maintenance: active and actor are required';
  END IF;
  INSERT INTO platform_settings (key, value, updated_at)
  VALUES ('maintenance', jsonb_build_object('active', p_active), now())
  ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at;
  INSERT INTO platform_audit_log (actor, action, detail)
  VALUES (p_actor, 'maintenance.set', jsonb_build_object('active', p_active));
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_set_maintenance(boolean, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kiwi_set_maintenance(boolean, text) TO kiwi_app;
