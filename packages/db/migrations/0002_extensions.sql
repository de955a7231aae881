-- Trigram search for the customer-list substring filters (nombre, direccion, localidad,
-- notes), and btree_gin so those GIN indexes can lead with tenant_id. Both extensions
-- are "trusted": the database owner (kiwi_owner) may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
