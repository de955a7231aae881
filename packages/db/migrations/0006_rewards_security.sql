-- Force RLS again on rewards (lifted by 0005's data step) and on reward_accounts.
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
SELECT kiwi_fix_tenant_set_null_fks();
