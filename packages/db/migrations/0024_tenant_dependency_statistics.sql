-- A commercial or a database origin belongs to one tenant, but the planner treats the tenant
-- condition of row-level security and the list's filter as unrelated: it multiplies the
-- tenant's share of the table by the id's share of the whole table. With two equal tenants the
-- estimate of "comercial = 5" or "origen = 1" was half the real count (9 558 for 19 448 on the
-- scale seed); for a tenant holding 1 % of the rows it would be a hundredth. Functional-
-- dependency statistics tell it that the id decides the tenant, so the estimate is the id's own
-- share (18 819 for 19 448). That estimate is what the customer and atención lists show as
-- "≈ N" and what decides whether they count exactly (decisions 1112, 1410). Decision 1119.
CREATE STATISTICS "customers_comercial_tenant_dep" (dependencies) ON "tenant_id", "comercial_id" FROM "customers";--> statement-breakpoint
CREATE STATISTICS "customers_origen_tenant_dep" (dependencies) ON "tenant_id", "origen_bbdd_id" FROM "customers";--> statement-breakpoint
CREATE STATISTICS "contact_attempts_comercial_tenant_dep" (dependencies) ON "tenant_id", "comercial_id" FROM "contact_attempts";--> statement-breakpoint
-- Built now rather than at the next automatic analyze of each table.
ANALYZE "customers";--> statement-breakpoint
ANALYZE "contact_attempts";
