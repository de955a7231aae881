-- Force row-level security on every table added by 0003 and narrow their composite
-- ON DELETE SET NULL keys to the id column (see 0001_security.sql).
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
SELECT kiwi_fix_tenant_set_null_fks();
