CREATE TABLE "platform_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text DEFAULT 'distributor' NOT NULL,
	"email" text,
	"selling_companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"signature_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_groups_known" CHECK ("tenants"."groups" <@ ARRAY['MasMovil', 'Yoigo', 'Avatel', 'Vodafone', 'PunchIn', 'Storage', 'Lowi']::text[]),
	CONSTRAINT "tenants_name_not_blank" CHECK (btrim("tenants"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text,
	"role_id" smallint DEFAULT 4 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"documento" text,
	"tipo_documento" text,
	"numeros_contacto" text[] DEFAULT '{}'::text[] NOT NULL,
	"direccion" text,
	"cp" text,
	"localidad" text,
	"costo_general" numeric(12, 2),
	"nuss" text,
	"iban" text,
	"talla" text,
	"estado" text DEFAULT 'ALTA' NOT NULL,
	"tipo_comercial" text DEFAULT 'TIENDA' NOT NULL,
	"max_holidays" integer DEFAULT 22 NOT NULL,
	"holidays_type" text DEFAULT 'Laborables' NOT NULL,
	"laborable_weekdays" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "accounts_role_id_range" CHECK ("accounts"."role_id" between 1 and 4),
	CONSTRAINT "accounts_estado_valid" CHECK ("accounts"."estado" in ('ALTA', 'VACACIONES', 'BAJA', 'INACTIVO')),
	CONSTRAINT "accounts_tipo_comercial_valid" CHECK ("accounts"."tipo_comercial" in ('TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR')),
	CONSTRAINT "accounts_username_not_blank" CHECK (btrim("accounts"."username") <> ''),
	CONSTRAINT "accounts_max_holidays_non_negative" CHECK ("accounts"."max_holidays" >= 0),
	CONSTRAINT "accounts_laborable_weekdays_iso" CHECK ("accounts"."laborable_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[])
);
--> statement-breakpoint
ALTER TABLE "accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_lower_key" ON "accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "accounts_tenant_estado_idx" ON "accounts" USING btree ("tenant_id","estado");--> statement-breakpoint
CREATE INDEX "refresh_tokens_tenant_family_idx" ON "refresh_tokens" USING btree ("tenant_id","family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_tenant_account_idx" ON "refresh_tokens" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tenants" AS PERMISSIVE FOR ALL TO public USING (id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "accounts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);