-- Record history (decision 0901): the database itself records every INSERT, UPDATE and
-- DELETE of a tracked table into record_history (created by 0007), so no code path can
-- skip it. Runs as kiwi_owner.
--
-- A table joins with ONE line in its migration (after the table exists):
--   SELECT kiwi_track_history('<table>');                              -- a root record
--   SELECT kiwi_track_history('<table>', parent => '<fk column>');     -- shown under its parent
-- optional: ignore => '{col,...}' (noise columns, never recorded; id, tenant_id, created_at,
--           updated_at, generated and tsvector columns never are),
--           redact => '{col,...}' (recorded as changed, values stored as "***": secrets).
-- Requirements: schema public, a bigint `id` and a `tenant_id` column; the parent column
-- has a (tenant_id, col) -> parent(tenant_id, id) foreign key. When the parent table is
-- itself tracked with a parent, the root is followed (packages.offer_id -> offers ->
-- customers), so track parents before children. Re-running the line replaces the setup.

-- The statement that records one statement's rows (built per statement from the catalog,
-- so a column added later is tracked without touching the triggers). Tracked columns: all
-- but id, tenant_id, created_at, updated_at, generated and tsvector columns and p_ignore.
-- Parameters when executed: $1 table, $2 parent table, $3 account, $4 route, $5 time.
CREATE OR REPLACE FUNCTION kiwi_history_sql(
  p_table regclass, p_op text, p_ignore text[], p_redact text[], p_parent_sql text
) RETURNS text
LANGUAGE plpgsql
STABLE
SET search_path = public, pg_temp
AS $$
DECLARE
  v_new_vals text;  -- the tracked columns of r (redacted ones as '***')
  v_old_vals text;  -- the same for o
  v_nulls text;     -- names of r's null columns (left out of INSERT/DELETE values)
  v_same text;      -- names of the columns an UPDATE left unchanged
  v_diff text;      -- true when an UPDATE changed a tracked column
  v_head text;
BEGIN
  WITH c AS (
    SELECT a.attnum, a.attname AS name, a.attnotnull AS not_null,
           a.attname = ANY (p_redact) AS redacted,
           -- types without an equality operator are compared through a cast
           CASE WHEN t.typname = 'json' THEN '::jsonb'
                WHEN t.typname IN ('xml', 'point', 'line', 'lseg', 'box', 'path', 'polygon', 'circle')
                  THEN '::text'
                ELSE '' END AS cmp
    FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
    WHERE a.attrelid = p_table AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      AND t.typname <> 'tsvector'
      AND NOT (a.attname = ANY (ARRAY['id', 'tenant_id', 'created_at', 'updated_at']::name[] || p_ignore::name[]))
  )
  SELECT
    string_agg(format(CASE WHEN redacted THEN 'CASE WHEN %1$s.%2$I IS NULL THEN NULL ELSE ''***'' END AS %2$I'
                           ELSE '%1$s.%2$I' END, 'r', name), ', ' ORDER BY attnum),
    string_agg(format(CASE WHEN redacted THEN 'CASE WHEN %1$s.%2$I IS NULL THEN NULL ELSE ''***'' END AS %2$I'
                           ELSE '%1$s.%2$I' END, 'o', name), ', ' ORDER BY attnum),
    string_agg(format('CASE WHEN r.%1$I IS NULL THEN %1$L END', name), ', ' ORDER BY attnum)
      FILTER (WHERE NOT not_null),
    string_agg(format('CASE WHEN o.%1$I%2$s IS NOT DISTINCT FROM r.%1$I%2$s THEN %1$L END', name, cmp),
               ', ' ORDER BY attnum),
    string_agg(format('o.%1$I%2$s IS DISTINCT FROM r.%1$I%2$s', name, cmp), ' OR ' ORDER BY attnum)
  INTO v_new_vals, v_old_vals, v_nulls, v_same, v_diff
  FROM c;

  v_head := 'INSERT INTO record_history (tenant_id, table_name, record_id, action, parent_table, '
    'parent_id, account_id, route, db_user, changed_at, old_values, new_values) ';
  IF p_op = 'UPDATE' THEN
    RETURN v_head || format(
      'SELECT r.tenant_id, $1, r.id, ''UPDATE'', $2, %s, $3, $4, session_user, $5, '
      'to_jsonb(vo) - s.same, to_jsonb(vn) - s.same '
      'FROM kiwi_new r JOIN kiwi_old o ON o.id = r.id '
      'CROSS JOIN LATERAL (SELECT array_remove(ARRAY[%s]::text[], NULL) AS same) s '
      'CROSS JOIN LATERAL (SELECT %s) vo CROSS JOIN LATERAL (SELECT %s) vn '
      'WHERE %s',
      p_parent_sql, coalesce(v_same, ''), coalesce(v_old_vals, ''), coalesce(v_new_vals, ''),
      coalesce(v_diff, 'false'));
  END IF;
  -- INSERT: the initial non-null values; DELETE: the last non-null values.
  RETURN v_head || format(
    'SELECT r.tenant_id, $1, r.id, %L, $2, %s, $3, $4, session_user, $5, %s '
    'FROM %I r CROSS JOIN LATERAL (SELECT %s) v',
    p_op, p_parent_sql,
    format(CASE p_op WHEN 'INSERT' THEN 'NULL, %s' ELSE '%s, NULL' END,
           format('to_jsonb(v) - array_remove(ARRAY[%s]::text[], NULL)', coalesce(v_nulls, ''))),
    CASE p_op WHEN 'INSERT' THEN 'kiwi_new' ELSE 'kiwi_old' END,
    coalesce(v_new_vals, ''));
END;
$$;
--> statement-breakpoint
-- The statement-level AFTER trigger: one INSERT ... SELECT per statement over the
-- transition tables, whatever the number of rows. Arguments (set by kiwi_track_history):
-- 0 ignored columns, 1 redacted columns, 2 root parent table, 3 SQL of the parent id over
-- the row alias r, 4 the parent column as given.
CREATE OR REPLACE FUNCTION kiwi_record_history() RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
BEGIN
  EXECUTE kiwi_history_sql(TG_RELID, TG_OP, TG_ARGV[0]::text[], TG_ARGV[1]::text[],
                           coalesce(nullif(TG_ARGV[3], ''), 'NULL::bigint'))
  USING TG_TABLE_NAME::text, nullif(TG_ARGV[2], ''),
        -- a malformed app.account_id fails the write: the history never guesses who acted
        nullif(current_setting('app.account_id', true), '')::bigint,
        nullif(current_setting('app.route', true), ''),
        clock_timestamp();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The arguments of a table's history triggers (null when the table is not tracked).
CREATE OR REPLACE FUNCTION kiwi_history_config(p_table regclass)
RETURNS TABLE (ignored text[], redacted text[], parent_table text, parent_sql text, parent_column text)
LANGUAGE sql
STABLE
SET search_path = public, pg_temp
AS $$
  SELECT a[1]::text[], a[2]::text[], nullif(a[3], ''), nullif(a[4], ''), nullif(a[5], '')
  FROM (
    -- tgargs holds the arguments NUL-separated; 'escape' shows each NUL as \000.
    SELECT string_to_array(encode(t.tgargs, 'escape'), '\000') AS a
    FROM pg_trigger t
    WHERE t.tgrelid = p_table AND t.tgname = 'record_history_insert'
  ) s
$$;
--> statement-breakpoint
-- (root table, SQL of its id) for the parent column p_column of p_table, the row being
-- aliased p_alias. Follows tracked parents up to the root; when an intermediate record is
-- already gone (cascade deletes), its last recorded parent is used instead.
CREATE OR REPLACE FUNCTION kiwi_history_parent(p_table regclass, p_column text, p_alias text, p_depth int)
RETURNS TABLE (root_table text, id_sql text)
LANGUAGE plpgsql
STABLE
SET search_path = public, pg_temp
AS $$
DECLARE
  v_attnum smallint;
  v_ref regclass;
  v_ref_column text;
  v_ref_parent text;
  v_inner record;
  v_alias text := 'p' || p_depth;
  v_hist text := 'h' || p_depth;
BEGIN
  IF p_column IS NULL THEN
    RETURN QUERY SELECT NULL::text, NULL::text;
    RETURN;
  END IF;
  IF p_depth > 5 THEN
    RAISE EXCEPTION 'kiwi_track_history: parent chain of % is too deep (a cycle?)', p_table;
  END IF;
  SELECT a.attnum INTO v_attnum FROM pg_attribute a
  WHERE a.attrelid = p_table AND a.attname = p_column AND a.attnum > 0 AND NOT a.attisdropped;
  IF v_attnum IS NULL THEN
    RAISE EXCEPTION 'kiwi_track_history: % has no column %', p_table, p_column;
  END IF;
  SELECT con.confrelid::regclass, ra.attname INTO v_ref, v_ref_column
  FROM pg_constraint con
  JOIN pg_attribute ra ON ra.attrelid = con.confrelid
   AND ra.attnum = con.confkey[array_position(con.conkey, v_attnum)]
  WHERE con.conrelid = p_table AND con.contype = 'f' AND v_attnum = ANY (con.conkey)
  ORDER BY array_length(con.conkey, 1) DESC
  LIMIT 1;
  IF v_ref IS NULL OR v_ref_column <> 'id' THEN
    RAISE EXCEPTION 'kiwi_track_history: parent column %.% must reference the id of a table', p_table, p_column;
  END IF;
  SELECT c.parent_column INTO v_ref_parent FROM kiwi_history_config(v_ref) c;
  IF v_ref_parent IS NULL THEN
    RETURN QUERY SELECT (SELECT relname::text FROM pg_class WHERE oid = v_ref),
                        format('%I.%I', p_alias, p_column);
    RETURN;
  END IF;
  SELECT * INTO v_inner FROM kiwi_history_parent(v_ref, v_ref_parent, v_alias, p_depth + 1);
  RETURN QUERY SELECT v_inner.root_table, format(
    'coalesce((SELECT %1$s FROM %2$s %3$I WHERE %3$I.tenant_id = %4$I.tenant_id AND %3$I.id = %4$I.%5$I), '
    '(SELECT %6$I.parent_id FROM record_history %6$I WHERE %6$I.tenant_id = %4$I.tenant_id '
    'AND %6$I.table_name = %7$L AND %6$I.record_id = %4$I.%5$I ORDER BY %6$I.changed_at DESC, %6$I.id DESC LIMIT 1))',
    v_inner.id_sql, v_ref, v_alias, p_alias, p_column, v_hist,
    (SELECT relname::text FROM pg_class WHERE oid = v_ref));
END;
$$;
--> statement-breakpoint
-- The one-line API (see the head of this file).
CREATE OR REPLACE FUNCTION kiwi_track_history(
  p_table regclass,
  parent text DEFAULT NULL,
  ignore text[] DEFAULT '{}',
  redact text[] DEFAULT '{}'
) RETURNS void
LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
  v_parent text := kiwi_track_history.parent;
  v_ignored text[] := coalesce(kiwi_track_history.ignore, '{}');
  v_redacted text[] := coalesce(kiwi_track_history.redact, '{}');
  v_root record;
  v_missing text;
  v_op text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE c.oid = p_table AND n.nspname = 'public' AND c.relkind IN ('r', 'p')) THEN
    RAISE EXCEPTION 'kiwi_track_history: % is not a table of schema public', p_table;
  END IF;
  SELECT string_agg(w, ', ') INTO v_missing
  FROM unnest(ARRAY['id', 'tenant_id'] || v_ignored || v_redacted) w
  WHERE NOT EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = p_table AND a.attname = w AND a.attnum > 0 AND NOT a.attisdropped);
  IF v_missing IS NOT NULL THEN
    RAISE EXCEPTION 'kiwi_track_history: % has no column(s) %', p_table, v_missing;
  END IF;
  SELECT * INTO v_root FROM kiwi_history_parent(p_table, v_parent, 'r', 1);
  FOREACH v_op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', 'record_history_' || v_op, p_table);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT '
      'EXECUTE FUNCTION kiwi_record_history(%L, %L, %L, %L, %L)',
      'record_history_' || v_op, upper(v_op), p_table,
      CASE v_op WHEN 'insert' THEN 'NEW TABLE AS kiwi_new'
                WHEN 'update' THEN 'OLD TABLE AS kiwi_old NEW TABLE AS kiwi_new'
                ELSE 'OLD TABLE AS kiwi_old' END,
      v_ignored::text, v_redacted::text, coalesce(v_root.root_table, ''),
      coalesce(v_root.id_sql, ''), coalesce(v_parent, ''));
  END LOOP;
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_record_history() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_history_sql(regclass, text, text[], text[], text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_history_config(regclass) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_history_parent(regclass, text, text, int) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kiwi_track_history(regclass, text, text[], text[]) FROM PUBLIC;
--> statement-breakpoint
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
-- The customer area (issue 8). Parents first: packages reach the customer through offers.
SELECT kiwi_track_history('customers');
--> statement-breakpoint
SELECT kiwi_track_history('customer_notes', parent => 'customer_id');
--> statement-breakpoint
SELECT kiwi_track_history('contact_attempts', parent => 'customer_id', ignore => '{is_updated}');
--> statement-breakpoint
SELECT kiwi_track_history('schedules', parent => 'customer_id');
--> statement-breakpoint
SELECT kiwi_track_history('no_interest_outcomes', parent => 'customer_id');
--> statement-breakpoint
SELECT kiwi_track_history('customer_procedures', parent => 'customer_id');
--> statement-breakpoint
SELECT kiwi_track_history('offers', parent => 'customer_id');
--> statement-breakpoint
SELECT kiwi_track_history('packages', parent => 'offer_id');
--> statement-breakpoint
SELECT kiwi_track_history('package_additional_info', parent => 'package_id');
