CREATE TABLE "saved_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"pantalla" text NOT NULL,
	"nombre" text NOT NULL,
	"compartida" boolean DEFAULT false NOT NULL,
	"vista" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_vista_is_object" CHECK (jsonb_typeof("saved_views"."vista") = 'object'),
	CONSTRAINT "saved_views_nombre_not_blank" CHECK (btrim("saved_views"."nombre") <> '')
);
--> statement-breakpoint
ALTER TABLE "saved_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_personal_name_key" ON "saved_views" USING btree ("tenant_id","pantalla","owner_id",lower("nombre")) WHERE not "saved_views"."compartida";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_shared_name_key" ON "saved_views" USING btree ("tenant_id","pantalla",lower("nombre")) WHERE "saved_views"."compartida";--> statement-breakpoint
CREATE INDEX "saved_views_tenant_pantalla_idx" ON "saved_views" USING btree ("tenant_id","pantalla","owner_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "saved_views" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
-- Saved views (decision 0906): FORCE row-level security like every tenant table.
-- Preferences, not business records: no kiwi_track_history.
SELECT kiwi_secure_tenant_tables();
