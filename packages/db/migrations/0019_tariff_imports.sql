CREATE TABLE "tariff_import_rows" (
	"tenant_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"fila" integer NOT NULL,
	"celdas" text[] DEFAULT '{}'::text[] NOT NULL,
	"nombre" text,
	"operador" text,
	"segmento" text,
	"accion" text,
	"tariff_id" bigint,
	"errores" text[] DEFAULT '{}'::text[] NOT NULL,
	"resultado" text,
	CONSTRAINT "tariff_import_rows_pkey" PRIMARY KEY("tenant_id","import_id","fila"),
	CONSTRAINT "tariff_import_rows_accion_valid" CHECK ("tariff_import_rows"."accion" is null or "tariff_import_rows"."accion" in ('CREAR', 'ACTUALIZAR', 'SIN_CAMBIOS')),
	CONSTRAINT "tariff_import_rows_resultado_valid" CHECK ("tariff_import_rows"."resultado" is null or "tariff_import_rows"."resultado" in ('CREADA', 'ACTUALIZADA', 'SIN_CAMBIOS', 'RECHAZADA'))
);
--> statement-breakpoint
ALTER TABLE "tariff_import_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariff_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint,
	"aplicada_por_id" bigint,
	"archivo" text NOT NULL,
	"formato" text NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"columnas" text[] DEFAULT '{}'::text[] NOT NULL,
	"muestra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapeo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_filas" integer DEFAULT 0 NOT NULL,
	"con_errores" integer DEFAULT 0 NOT NULL,
	"a_crear" integer DEFAULT 0 NOT NULL,
	"a_actualizar" integer DEFAULT 0 NOT NULL,
	"sin_cambios" integer DEFAULT 0 NOT NULL,
	"creadas" integer DEFAULT 0 NOT NULL,
	"actualizadas" integer DEFAULT 0 NOT NULL,
	"rechazadas" integer DEFAULT 0 NOT NULL,
	"aplicada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_imports_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "tariff_imports_estado_valid" CHECK ("tariff_imports"."estado" in ('PENDIENTE', 'APLICADA')),
	CONSTRAINT "tariff_imports_formato_valid" CHECK ("tariff_imports"."formato" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "tariff_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tariff_import_rows" ADD CONSTRAINT "tariff_import_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_import_rows" ADD CONSTRAINT "tariff_import_rows_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."tariff_imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_import_rows" ADD CONSTRAINT "tariff_import_rows_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_imports" ADD CONSTRAINT "tariff_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_imports" ADD CONSTRAINT "tariff_imports_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_imports" ADD CONSTRAINT "tariff_imports_aplicada_por_fk" FOREIGN KEY ("tenant_id","aplicada_por_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_imports_tenant_created_idx" ON "tariff_imports" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_import_rows" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_imports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
-- Tariff sheet imports (decision 1509): FORCE row-level security like every tenant table and
-- narrow the composite ON DELETE SET NULL keys to the id column (see 0001_security.sql). Not
-- tracked by the record history: the tariffs an import writes are, by their own triggers.
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
SELECT kiwi_fix_tenant_set_null_fks();
