CREATE TABLE "customer_import_rows" (
	"tenant_id" bigint NOT NULL,
	"import_id" bigint NOT NULL,
	"fila" integer NOT NULL,
	"nombre" text,
	"documento" text,
	"tipo_documento" text,
	"telefonos" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"direccion" text,
	"cp" text,
	"localidad" text,
	"segmento" text,
	"isp_actual" text,
	"notas" text,
	"errores" text[] DEFAULT '{}'::text[] NOT NULL,
	"original" text[] DEFAULT '{}'::text[] NOT NULL,
	"duplicado_fila" integer,
	"existente_id" bigint,
	"motivo_duplicado" text,
	"resultado" text,
	"motivo" text,
	"customer_id" bigint,
	"anterior" jsonb,
	"aplicado" jsonb,
	CONSTRAINT "customer_import_rows_pkey" PRIMARY KEY("tenant_id","import_id","fila"),
	CONSTRAINT "customer_import_rows_resultado_valid" CHECK ("customer_import_rows"."resultado" is null or "customer_import_rows"."resultado" in ('INSERTADA', 'ACTUALIZADA', 'OMITIDA', 'RECHAZADA'))
);
--> statement-breakpoint
ALTER TABLE "customer_import_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint,
	"archivo" text NOT NULL,
	"formato" text NOT NULL,
	"ruta" text NOT NULL,
	"estado" text DEFAULT 'ANALIZANDO' NOT NULL,
	"columnas" text[] DEFAULT '{}'::text[] NOT NULL,
	"muestra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapeo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origen_bbdd_id" bigint,
	"comercial_id" bigint,
	"politica" text,
	"total_filas" integer DEFAULT 0 NOT NULL,
	"con_errores" integer DEFAULT 0 NOT NULL,
	"duplicadas_archivo" integer DEFAULT 0 NOT NULL,
	"duplicadas_existentes" integer DEFAULT 0 NOT NULL,
	"insertadas" integer DEFAULT 0 NOT NULL,
	"actualizadas" integer DEFAULT 0 NOT NULL,
	"omitidas" integer DEFAULT 0 NOT NULL,
	"rechazadas" integer DEFAULT 0 NOT NULL,
	"eliminadas" integer DEFAULT 0 NOT NULL,
	"restauradas" integer DEFAULT 0 NOT NULL,
	"conservadas" integer DEFAULT 0 NOT NULL,
	"archivo_rechazadas" text,
	"error" text,
	"importada_at" timestamp with time zone,
	"revertida_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_imports_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "customer_imports_estado_valid" CHECK ("customer_imports"."estado" in ('ANALIZANDO', 'ANALIZADA', 'IMPORTANDO', 'IMPORTADA', 'REVIRTIENDO', 'REVERTIDA', 'ERROR')),
	CONSTRAINT "customer_imports_politica_valid" CHECK ("customer_imports"."politica" is null or "customer_imports"."politica" in ('omitir', 'actualizar', 'crear')),
	CONSTRAINT "customer_imports_formato_valid" CHECK ("customer_imports"."formato" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "customer_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customer_import_rows" ADD CONSTRAINT "customer_import_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_rows" ADD CONSTRAINT "customer_import_rows_import_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."customer_imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_origen_fk" FOREIGN KEY ("tenant_id","origen_bbdd_id") REFERENCES "public"."database_origins"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_tenant_created_idx" ON "customer_imports" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_import_rows" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_imports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
-- Decision 1201: FORCE row-level security on the two import tables and narrow their
-- composite ON DELETE SET NULL keys to the id column (see 0001_security.sql). The customers
-- an import writes or reverts are recorded by the customers' own history triggers (0008).
SELECT kiwi_secure_tenant_tables();
--> statement-breakpoint
SELECT kiwi_fix_tenant_set_null_fks();
--> statement-breakpoint
-- The key under which two phone numbers are the same (decision 1203), for the import's
-- duplicate checks: E.164 whatever the stored form ('612 345 678', '0034612345678' and
-- '+34612345678' all give '+34612345678'; nine digits are read as Spanish).
CREATE OR REPLACE FUNCTION kiwi_phone_key(p text) RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN d = '' THEN NULL
    WHEN p ~ '^\s*(\+|00)' THEN '+' || regexp_replace(d, '^00', '')
    WHEN length(d) = 9 THEN '+34' || d
    ELSE '+' || d
  END
  FROM (SELECT regexp_replace(p, '\D', '', 'g') AS d) s
$$;
--> statement-breakpoint
-- A document as the customer form stores it: upper case, no spaces, dots, dashes or slashes.
CREATE OR REPLACE FUNCTION kiwi_document_key(p text) RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT nullif(upper(regexp_replace(p, '[\s./-]', '', 'g')), '')
$$;
