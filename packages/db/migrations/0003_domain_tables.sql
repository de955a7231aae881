CREATE TABLE "additional_line_promotions" (
	"tenant_id" bigint NOT NULL,
	"additional_line_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	CONSTRAINT "additional_line_promotions_tenant_id_additional_line_id_promotion_id_pk" PRIMARY KEY("tenant_id","additional_line_id","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "additional_line_promotions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "additional_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "additional_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"max_number" integer DEFAULT 1 NOT NULL,
	"operator" text NOT NULL,
	"segment" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price_value" numeric(12, 2) NOT NULL,
	"base_fee" numeric(12, 4) NOT NULL,
	"data_amount" numeric(10, 2),
	"data_unit" text DEFAULT 'GB' NOT NULL,
	"voice_minutes" integer,
	"voice_unit" text DEFAULT 'min' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_lines_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "additional_lines_max_number_positive" CHECK ("additional_lines"."max_number" > 0),
	CONSTRAINT "additional_lines_prices_non_negative" CHECK ("additional_lines"."price_value" >= 0 and "additional_lines"."base_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "additional_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "catalogue_procedures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_procedures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"tipo_gestion" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_procedures_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_procedures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "database_origins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "database_origins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_origins_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "database_origins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insurances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tramo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurances_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "insurances_price_non_negative" CHECK ("insurances"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "insurances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"duration" integer,
	"duration_unit" text DEFAULT 'MONTHS' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"amount_unit" text NOT NULL,
	"priority_order" integer DEFAULT 0 NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "promotions_amount_unit_valid" CHECK ("promotions"."amount_unit" in ('MONETARY', 'PERCENTS')),
	CONSTRAINT "promotions_amount_range" CHECK ("promotions"."amount" >= 0 and ("promotions"."amount_unit" <> 'PERCENTS' or "promotions"."amount" <= 100)),
	CONSTRAINT "promotions_duration_positive" CHECK ("promotions"."duration" is null or "promotions"."duration" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sva_promotions" (
	"tenant_id" bigint NOT NULL,
	"sva_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	CONSTRAINT "sva_promotions_tenant_id_sva_id_promotion_id_pk" PRIMARY KEY("tenant_id","sva_id","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "sva_promotions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "svas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "svas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"price_value" numeric(12, 2) NOT NULL,
	"image_path" text,
	"more_info" text,
	"permanence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text NOT NULL,
	"segment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "svas_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "svas_price_non_negative" CHECK ("svas"."price_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "svas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariff_additional_lines" (
	"tenant_id" bigint NOT NULL,
	"tariff_id" bigint NOT NULL,
	"additional_line_id" bigint NOT NULL,
	CONSTRAINT "tariff_additional_lines_tenant_id_tariff_id_additional_line_id_pk" PRIMARY KEY("tenant_id","tariff_id","additional_line_id")
);
--> statement-breakpoint
ALTER TABLE "tariff_additional_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariff_fixed_line_info" (
	"tenant_id" bigint NOT NULL,
	"tariff_id" bigint NOT NULL,
	"type" text,
	"owners" integer,
	"upload_speed_amount" numeric(10, 2),
	"upload_speed_unit" text DEFAULT 'Mb' NOT NULL,
	"download_speed_amount" numeric(10, 2),
	"download_speed_unit" text DEFAULT 'Mb' NOT NULL,
	"voice_to_fixed" integer,
	"voice_to_mobile" integer,
	CONSTRAINT "tariff_fixed_line_info_tenant_id_tariff_id_pk" PRIMARY KEY("tenant_id","tariff_id")
);
--> statement-breakpoint
ALTER TABLE "tariff_fixed_line_info" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariff_mobile_line_info" (
	"tenant_id" bigint NOT NULL,
	"tariff_id" bigint NOT NULL,
	"data_amount" numeric(10, 2),
	"data_unit" text DEFAULT 'GB' NOT NULL,
	"voice_minutes" integer,
	"voice_unit" text DEFAULT 'min' NOT NULL,
	"voice_to_foreign" integer,
	CONSTRAINT "tariff_mobile_line_info_tenant_id_tariff_id_pk" PRIMARY KEY("tenant_id","tariff_id")
);
--> statement-breakpoint
ALTER TABLE "tariff_mobile_line_info" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariff_promotions" (
	"tenant_id" bigint NOT NULL,
	"tariff_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	CONSTRAINT "tariff_promotions_tenant_id_tariff_id_promotion_id_pk" PRIMARY KEY("tenant_id","tariff_id","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "tariff_promotions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariff_svas" (
	"tenant_id" bigint NOT NULL,
	"tariff_id" bigint NOT NULL,
	"sva_id" bigint NOT NULL,
	CONSTRAINT "tariff_svas_tenant_id_tariff_id_sva_id_pk" PRIMARY KEY("tenant_id","tariff_id","sva_id")
);
--> statement-breakpoint
ALTER TABLE "tariff_svas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"color" text,
	"commercial_enrichment" numeric(12, 2),
	"description_file_path" text,
	"payment_type" text DEFAULT 'POSPAGO' NOT NULL,
	"price_value" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text NOT NULL,
	"segment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "tariffs_category_valid" CHECK ("tariffs"."category" in ('fixed_line', 'mobile_line', 'mobile_fixed_line', 'convergent')),
	CONSTRAINT "tariffs_price_non_negative" CHECK ("tariffs"."price_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tariffs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"description" text,
	"page_url" text,
	"insurance_id" bigint,
	"price" numeric(12, 2) NOT NULL,
	"devices" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "devices_price_non_negative" CHECK ("devices"."price" >= 0),
	CONSTRAINT "devices_units_non_negative" CHECK ("devices"."devices" >= 0)
);
--> statement-breakpoint
ALTER TABLE "devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"tariff_id" bigint,
	"additional_line_id" bigint,
	"installment_type" text NOT NULL,
	"initial_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"month_price" numeric(12, 2) NOT NULL,
	"final_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalments_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "instalments_type_valid" CHECK ("instalments"."installment_type" in ('MONTHLY', 'SINGLE')),
	CONSTRAINT "instalments_one_target" CHECK (num_nonnulls("instalments"."tariff_id", "instalments"."additional_line_id") = 1),
	CONSTRAINT "instalments_prices_non_negative" CHECK ("instalments"."initial_price" >= 0 and "instalments"."month_price" >= 0 and "instalments"."final_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "instalments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"isp" text NOT NULL,
	"sfid" text,
	"package_id" text,
	"segment" text,
	"tariff_category" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"permanence_ending" date,
	"service_state" text,
	"estado_servicio" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"comercial_id" bigint,
	"nota" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"nombre" text NOT NULL,
	"documento" text,
	"tipo_documento" text,
	"telefonos_contacto" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"origen_bbdd_id" bigint,
	"segmento" text,
	"isp_actual" text,
	"razon_no_interesado" text,
	"direccion" text,
	"cp" text,
	"localidad" text,
	"comercial_id" bigint,
	"fecha_contacto" timestamp with time zone,
	"notas" text,
	"estado_cliente" text DEFAULT 'POTENCIAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "customers_estado_valid" CHECK ("customers"."estado_cliente" in ('POTENCIAL', 'CLIENTE', 'NO_INTERESADO')),
	CONSTRAINT "customers_nombre_not_blank" CHECK (btrim("customers"."nombre") <> '')
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"comercial_id" bigint,
	"isp" text NOT NULL,
	"tipo_iva" text DEFAULT 'Península' NOT NULL,
	"precio_anterior" numeric(12, 2),
	"precio_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"numero_comercial" text,
	"notas" text,
	"fecha_agendado" timestamp with time zone,
	"razon_no_interesado" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "offers_prices_non_negative" CHECK ("offers"."precio_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"operator" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" bigint,
	"package_id" bigint,
	"upstream_status" integer,
	"state" text,
	"contract_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tenant_operator_order_key" UNIQUE("tenant_id","operator","order_id"),
	CONSTRAINT "orders_state_valid" CHECK ("orders"."state" is null or "orders"."state" in ('delivered', 'cancelled', 'fly'))
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "package_additional_info" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_additional_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_additional_info_package_key" UNIQUE("tenant_id","package_id"),
	CONSTRAINT "package_additional_info_is_object" CHECK (jsonb_typeof("package_additional_info"."info") = 'object')
);
--> statement-breakpoint
ALTER TABLE "package_additional_info" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "package_svas" (
	"tenant_id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"sva_id" bigint NOT NULL,
	CONSTRAINT "package_svas_tenant_id_package_id_sva_id_pk" PRIMARY KEY("tenant_id","package_id","sva_id")
);
--> statement-breakpoint
ALTER TABLE "package_svas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "packages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"parent_package_id" bigint,
	"tipo_venta" text NOT NULL,
	"tipo_linea" text DEFAULT 'LINEA_PRINCIPAL' NOT NULL,
	"tariff_id" bigint,
	"additional_line_id" bigint,
	"promotion_id" bigint,
	"device_id" bigint,
	"instalment_id" bigint,
	"insurance_id" bigint,
	"cross_sell" boolean DEFAULT false NOT NULL,
	"telefono" text,
	"precio" numeric(12, 2),
	"estado" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "packages_tipo_linea_valid" CHECK ("packages"."tipo_linea" in ('LINEA_PRINCIPAL', 'LINEA_ADICIONAL', 'LINEA_ADICIONAL_SVA')),
	CONSTRAINT "packages_estado_valid" CHECK ("packages"."estado" is null or "packages"."estado" in ('ACTIVO', 'CANCELADO', 'VUELO')),
	CONSTRAINT "packages_not_own_parent" CHECK ("packages"."parent_package_id" is distinct from "packages"."id")
);
--> statement-breakpoint
ALTER TABLE "packages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contact_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"comercial_id" bigint,
	"tipo" text DEFAULT 'CONTACTO' NOT NULL,
	"offer_id" bigint,
	"schedule_id" bigint,
	"no_interest_id" bigint,
	"procedure_id" bigint,
	"estado" smallint,
	"notas" text,
	"fecha_contacto" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_venta" timestamp with time zone,
	"is_updated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_attempts_tipo_valid" CHECK ("contact_attempts"."tipo" in ('OFERTA', 'AGENDADO', 'NO_INTERESADO', 'GESTION', 'CONTACTO')),
	CONSTRAINT "contact_attempts_estado_range" CHECK ("contact_attempts"."estado" is null or "contact_attempts"."estado" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "contact_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "customer_procedures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_procedures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"comercial_id" bigint,
	"procedure_id" bigint NOT NULL,
	"notas" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_procedures_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_procedures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "no_interest_outcomes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "no_interest_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"comercial_id" bigint,
	"razon" text NOT NULL,
	"tipo" text,
	"notas" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_interest_outcomes_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "no_interest_outcomes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"comercial_id" bigint,
	"offer_id" bigint,
	"fecha_agendado" timestamp with time zone NOT NULL,
	"notas" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "monthly_pots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_pots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"recommender_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_pots_comercial_month_key" UNIQUE("tenant_id","comercial_id","month"),
	CONSTRAINT "monthly_pots_month_first_day" CHECK (extract(day from "monthly_pots"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "monthly_pots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "objective_months" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objective_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"objective_id" bigint NOT NULL,
	"consecucion" numeric(12, 2) DEFAULT '0' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objective_months_objective_key" UNIQUE("tenant_id","objective_id"),
	CONSTRAINT "objective_months_consecucion_non_negative" CHECK ("objective_months"."consecucion" >= 0)
);
--> statement-breakpoint
ALTER TABLE "objective_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "objective_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objective_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objective_types_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "objective_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objectives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"objective_type_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	"month" date NOT NULL,
	"peso" numeric(5, 2) NOT NULL,
	"objetivo" numeric(12, 2) NOT NULL,
	"llave" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objectives_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "objectives_comercial_type_month_key" UNIQUE("tenant_id","comercial_id","objective_type_id","month"),
	CONSTRAINT "objectives_month_first_day" CHECK (extract(day from "objectives"."month") = 1),
	CONSTRAINT "objectives_peso_range" CHECK ("objectives"."peso" between 0 and 100),
	CONSTRAINT "objectives_objetivo_non_negative" CHECK ("objectives"."objetivo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "objectives" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	"month" date NOT NULL,
	"tipo" text NOT NULL,
	"amount" numeric(12, 2),
	"percentage" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_comercial_month_key" UNIQUE("tenant_id","comercial_id","month"),
	CONSTRAINT "rewards_tipo_valid" CHECK ("rewards"."tipo" in ('BOLSA_FIJA', 'PORCENTAJE')),
	CONSTRAINT "rewards_value_matches_tipo" CHECK (("rewards"."tipo" = 'BOLSA_FIJA' and "rewards"."amount" is not null and "rewards"."amount" >= 0) or ("rewards"."tipo" = 'PORCENTAJE' and "rewards"."percentage" between 0 and 100)),
	CONSTRAINT "rewards_month_first_day" CHECK (extract(day from "rewards"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "rewards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "upfronts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upfronts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	"package_id" bigint,
	"objective_type_id" bigint,
	"month" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upfronts_month_first_day" CHECK (extract(day from "upfronts"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "upfronts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "corrective_factor_accounts" (
	"tenant_id" bigint NOT NULL,
	"corrective_factor_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	CONSTRAINT "corrective_factor_accounts_tenant_id_corrective_factor_id_comercial_id_pk" PRIMARY KEY("tenant_id","corrective_factor_id","comercial_id"),
	CONSTRAINT "corrective_factor_accounts_comercial_key" UNIQUE("tenant_id","comercial_id")
);
--> statement-breakpoint
ALTER TABLE "corrective_factor_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "corrective_factor_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corrective_factor_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"corrective_factor_id" bigint NOT NULL,
	"porcentaje_maximo" numeric(7, 2) NOT NULL,
	"factor" numeric(6, 4) NOT NULL,
	CONSTRAINT "corrective_factor_details_step_key" UNIQUE("tenant_id","corrective_factor_id","porcentaje_maximo"),
	CONSTRAINT "corrective_factor_details_max_positive" CHECK ("corrective_factor_details"."porcentaje_maximo" > 0),
	CONSTRAINT "corrective_factor_details_factor_non_negative" CHECK ("corrective_factor_details"."factor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "corrective_factor_details" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "corrective_factors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corrective_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_factors_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "corrective_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "duty_manager_accounts" (
	"tenant_id" bigint NOT NULL,
	"duty_manager_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	CONSTRAINT "duty_manager_accounts_tenant_id_duty_manager_id_comercial_id_pk" PRIMARY KEY("tenant_id","duty_manager_id","comercial_id")
);
--> statement-breakpoint
ALTER TABLE "duty_manager_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "duty_managers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duty_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"manager_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_managers_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "duty_managers_manager_key" UNIQUE("tenant_id","manager_id")
);
--> statement-breakpoint
ALTER TABLE "duty_managers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_members" (
	"tenant_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"comercial_id" bigint NOT NULL,
	CONSTRAINT "team_members_tenant_id_team_id_comercial_id_pk" PRIMARY KEY("tenant_id","team_id","comercial_id")
);
--> statement-breakpoint
ALTER TABLE "team_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "teams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"manager_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "teams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"object_id" bigint NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_content_type_valid" CHECK ("price_history"."content_type" in ('tariff', 'additional_line', 'sva', 'promotion', 'insurance', 'device')),
	CONSTRAINT "price_history_price_non_negative" CHECK ("price_history"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "upfront_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upfront_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"upfront" numeric(12, 2) NOT NULL,
	"objective_type_id" bigint,
	"tipo" text,
	"content_type" text NOT NULL,
	"object_id" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upfront_history_content_type_valid" CHECK ("upfront_history"."content_type" in ('tariff', 'additional_line', 'sva', 'promotion', 'insurance', 'device'))
);
--> statement-breakpoint
ALTER TABLE "upfront_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"announcement_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "announcement_reads_receiver_key" UNIQUE("tenant_id","announcement_id","account_id"),
	CONSTRAINT "announcement_reads_read_at_when_read" CHECK ("announcement_reads"."is_read" or "announcement_reads"."read_at" is null)
);
--> statement-breakpoint
ALTER TABLE "announcement_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"author_id" bigint,
	"message_title" text NOT NULL,
	"message_body" text NOT NULL,
	"priority" text DEFAULT 'LOW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "announcements_priority_valid" CHECK ("announcements"."priority" in ('LOW', 'MEDIUM', 'HIGH'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"begin" date NOT NULL,
	"end" date NOT NULL,
	"type" text DEFAULT 'VACACIONES' NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_range_ordered" CHECK ("holidays"."end" >= "holidays"."begin")
);
--> statement-breakpoint
ALTER TABLE "holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "portal_credentials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"nombre_portal" text NOT NULL,
	"url" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"cookie" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_credentials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "punches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"in_latitude" double precision,
	"in_longitude" double precision,
	"in_accuracy" double precision,
	"out_at" timestamp with time zone,
	"out_latitude" double precision,
	"out_longitude" double precision,
	"out_accuracy" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punches_account_day_key" UNIQUE("tenant_id","account_id","day"),
	CONSTRAINT "punches_out_after_in" CHECK ("punches"."out_at" is null or "punches"."out_at" >= "punches"."in_at"),
	CONSTRAINT "punches_in_latitude_range" CHECK ("punches"."in_latitude" is null or "punches"."in_latitude" between -90 and 90),
	CONSTRAINT "punches_in_longitude_range" CHECK ("punches"."in_longitude" is null or "punches"."in_longitude" between -180 and 180),
	CONSTRAINT "punches_in_accuracy_non_negative" CHECK ("punches"."in_accuracy" is null or "punches"."in_accuracy" >= 0),
	CONSTRAINT "punches_out_latitude_range" CHECK ("punches"."out_latitude" is null or "punches"."out_latitude" between -90 and 90),
	CONSTRAINT "punches_out_longitude_range" CHECK ("punches"."out_longitude" is null or "punches"."out_longitude" between -180 and 180),
	CONSTRAINT "punches_out_accuracy_non_negative" CHECK ("punches"."out_accuracy" is null or "punches"."out_accuracy" >= 0)
);
--> statement-breakpoint
ALTER TABLE "punches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "working_calendar_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"calendar_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_calendar_events_date_in_year" CHECK ("working_calendar_events"."date" >= date '2000-01-01' and "working_calendar_events"."date" < date '2101-01-01')
);
--> statement-breakpoint
ALTER TABLE "working_calendar_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "working_calendars" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_calendars_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "working_calendars_tenant_year_key" UNIQUE("tenant_id","year"),
	CONSTRAINT "working_calendars_year_range" CHECK ("working_calendars"."year" between 2000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "working_calendars" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "account_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"file_path" text NOT NULL,
	"contract_name" text NOT NULL,
	"contract_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "paysheets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paysheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paysheets_month_first_day" CHECK (extract(day from "paysheets"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "paysheets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"signature_path" text,
	"dni_front_path" text,
	"dni_back_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_images_account_key" UNIQUE("tenant_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "user_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "account_permission_groups" (
	"tenant_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	CONSTRAINT "account_permission_groups_tenant_id_account_id_group_id_pk" PRIMARY KEY("tenant_id","account_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "account_permission_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "permission_group_permissions" (
	"tenant_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"permission_id" bigint NOT NULL,
	CONSTRAINT "permission_group_permissions_tenant_id_group_id_permission_id_pk" PRIMARY KEY("tenant_id","group_id","permission_id")
);
--> statement-breakpoint
ALTER TABLE "permission_group_permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "permission_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permission_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_groups_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "permission_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content_type_id" integer,
	"codename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "export_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"account_id" bigint,
	"task_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"filename" text,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_tasks_task_id_key" UNIQUE("task_id"),
	CONSTRAINT "export_tasks_state_valid" CHECK ("export_tasks"."state" in ('SUCCESS', 'FAILURE', 'PROGRESS', 'PENDING')),
	CONSTRAINT "export_tasks_progress_valid" CHECK ("export_tasks"."progress_done" >= 0 and "export_tasks"."progress_total" >= 0 and ("export_tasks"."progress_total" = 0 or "export_tasks"."progress_done" <= "export_tasks"."progress_total"))
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "additional_line_promotions" ADD CONSTRAINT "additional_line_promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_line_promotions" ADD CONSTRAINT "additional_line_promotions_line_fk" FOREIGN KEY ("tenant_id","additional_line_id") REFERENCES "public"."additional_lines"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_line_promotions" ADD CONSTRAINT "additional_line_promotions_promotion_fk" FOREIGN KEY ("tenant_id","promotion_id") REFERENCES "public"."promotions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_lines" ADD CONSTRAINT "additional_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_procedures" ADD CONSTRAINT "catalogue_procedures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_origins" ADD CONSTRAINT "database_origins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurances" ADD CONSTRAINT "insurances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sva_promotions" ADD CONSTRAINT "sva_promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sva_promotions" ADD CONSTRAINT "sva_promotions_sva_fk" FOREIGN KEY ("tenant_id","sva_id") REFERENCES "public"."svas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sva_promotions" ADD CONSTRAINT "sva_promotions_promotion_fk" FOREIGN KEY ("tenant_id","promotion_id") REFERENCES "public"."promotions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svas" ADD CONSTRAINT "svas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_additional_lines" ADD CONSTRAINT "tariff_additional_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_additional_lines" ADD CONSTRAINT "tariff_additional_lines_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_additional_lines" ADD CONSTRAINT "tariff_additional_lines_line_fk" FOREIGN KEY ("tenant_id","additional_line_id") REFERENCES "public"."additional_lines"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_fixed_line_info" ADD CONSTRAINT "tariff_fixed_line_info_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_fixed_line_info" ADD CONSTRAINT "tariff_fixed_line_info_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_mobile_line_info" ADD CONSTRAINT "tariff_mobile_line_info_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_mobile_line_info" ADD CONSTRAINT "tariff_mobile_line_info_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_promotions" ADD CONSTRAINT "tariff_promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_promotions" ADD CONSTRAINT "tariff_promotions_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_promotions" ADD CONSTRAINT "tariff_promotions_promotion_fk" FOREIGN KEY ("tenant_id","promotion_id") REFERENCES "public"."promotions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_svas" ADD CONSTRAINT "tariff_svas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_svas" ADD CONSTRAINT "tariff_svas_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_svas" ADD CONSTRAINT "tariff_svas_sva_fk" FOREIGN KEY ("tenant_id","sva_id") REFERENCES "public"."svas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_insurance_fk" FOREIGN KEY ("tenant_id","insurance_id") REFERENCES "public"."insurances"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_device_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_additional_line_fk" FOREIGN KEY ("tenant_id","additional_line_id") REFERENCES "public"."additional_lines"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_origen_fk" FOREIGN KEY ("tenant_id","origen_bbdd_id") REFERENCES "public"."database_origins"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_fk" FOREIGN KEY ("tenant_id","package_id") REFERENCES "public"."packages"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_additional_info" ADD CONSTRAINT "package_additional_info_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_additional_info" ADD CONSTRAINT "package_additional_info_package_fk" FOREIGN KEY ("tenant_id","package_id") REFERENCES "public"."packages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_svas" ADD CONSTRAINT "package_svas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_svas" ADD CONSTRAINT "package_svas_package_fk" FOREIGN KEY ("tenant_id","package_id") REFERENCES "public"."packages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_svas" ADD CONSTRAINT "package_svas_sva_fk" FOREIGN KEY ("tenant_id","sva_id") REFERENCES "public"."svas"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_offer_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."offers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_parent_fk" FOREIGN KEY ("tenant_id","parent_package_id") REFERENCES "public"."packages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_tariff_fk" FOREIGN KEY ("tenant_id","tariff_id") REFERENCES "public"."tariffs"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_additional_line_fk" FOREIGN KEY ("tenant_id","additional_line_id") REFERENCES "public"."additional_lines"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_promotion_fk" FOREIGN KEY ("tenant_id","promotion_id") REFERENCES "public"."promotions"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_device_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_instalment_fk" FOREIGN KEY ("tenant_id","instalment_id") REFERENCES "public"."instalments"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_insurance_fk" FOREIGN KEY ("tenant_id","insurance_id") REFERENCES "public"."insurances"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_offer_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."offers"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_schedule_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."schedules"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_no_interest_fk" FOREIGN KEY ("tenant_id","no_interest_id") REFERENCES "public"."no_interest_outcomes"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_procedure_fk" FOREIGN KEY ("tenant_id","procedure_id") REFERENCES "public"."customer_procedures"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_procedures" ADD CONSTRAINT "customer_procedures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_procedures" ADD CONSTRAINT "customer_procedures_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_procedures" ADD CONSTRAINT "customer_procedures_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_procedures" ADD CONSTRAINT "customer_procedures_procedure_fk" FOREIGN KEY ("tenant_id","procedure_id") REFERENCES "public"."catalogue_procedures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_interest_outcomes" ADD CONSTRAINT "no_interest_outcomes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_interest_outcomes" ADD CONSTRAINT "no_interest_outcomes_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_interest_outcomes" ADD CONSTRAINT "no_interest_outcomes_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_offer_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."offers"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_pots" ADD CONSTRAINT "monthly_pots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_pots" ADD CONSTRAINT "monthly_pots_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_months" ADD CONSTRAINT "objective_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_months" ADD CONSTRAINT "objective_months_objective_fk" FOREIGN KEY ("tenant_id","objective_id") REFERENCES "public"."objectives"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_types" ADD CONSTRAINT "objective_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_type_fk" FOREIGN KEY ("tenant_id","objective_type_id") REFERENCES "public"."objective_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfronts" ADD CONSTRAINT "upfronts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfronts" ADD CONSTRAINT "upfronts_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfronts" ADD CONSTRAINT "upfronts_package_fk" FOREIGN KEY ("tenant_id","package_id") REFERENCES "public"."packages"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfronts" ADD CONSTRAINT "upfronts_type_fk" FOREIGN KEY ("tenant_id","objective_type_id") REFERENCES "public"."objective_types"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_factor_accounts" ADD CONSTRAINT "corrective_factor_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_factor_accounts" ADD CONSTRAINT "corrective_factor_accounts_factor_fk" FOREIGN KEY ("tenant_id","corrective_factor_id") REFERENCES "public"."corrective_factors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_factor_accounts" ADD CONSTRAINT "corrective_factor_accounts_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_factor_details" ADD CONSTRAINT "corrective_factor_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_factor_details" ADD CONSTRAINT "corrective_factor_details_factor_fk" FOREIGN KEY ("tenant_id","corrective_factor_id") REFERENCES "public"."corrective_factors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_factors" ADD CONSTRAINT "corrective_factors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_manager_accounts" ADD CONSTRAINT "duty_manager_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_manager_accounts" ADD CONSTRAINT "duty_manager_accounts_manager_fk" FOREIGN KEY ("tenant_id","duty_manager_id") REFERENCES "public"."duty_managers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_manager_accounts" ADD CONSTRAINT "duty_manager_accounts_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_managers" ADD CONSTRAINT "duty_managers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_managers" ADD CONSTRAINT "duty_managers_manager_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_manager_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfront_history" ADD CONSTRAINT "upfront_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfront_history" ADD CONSTRAINT "upfront_history_type_fk" FOREIGN KEY ("tenant_id","objective_type_id") REFERENCES "public"."objective_types"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_fk" FOREIGN KEY ("tenant_id","announcement_id") REFERENCES "public"."announcements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_credentials" ADD CONSTRAINT "portal_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_calendar_events" ADD CONSTRAINT "working_calendar_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_calendar_events" ADD CONSTRAINT "working_calendar_events_calendar_fk" FOREIGN KEY ("tenant_id","calendar_id") REFERENCES "public"."working_calendars"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_calendars" ADD CONSTRAINT "working_calendars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contracts" ADD CONSTRAINT "account_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contracts" ADD CONSTRAINT "account_contracts_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paysheets" ADD CONSTRAINT "paysheets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paysheets" ADD CONSTRAINT "paysheets_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_permission_groups" ADD CONSTRAINT "account_permission_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_permission_groups" ADD CONSTRAINT "account_permission_groups_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_permission_groups" ADD CONSTRAINT "account_permission_groups_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."permission_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_group_permissions" ADD CONSTRAINT "permission_group_permissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_group_permissions" ADD CONSTRAINT "permission_group_permissions_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."permission_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_group_permissions" ADD CONSTRAINT "permission_group_permissions_permission_fk" FOREIGN KEY ("tenant_id","permission_id") REFERENCES "public"."permissions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_groups" ADD CONSTRAINT "permission_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_account_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_line_promotions_promotion_idx" ON "additional_line_promotions" USING btree ("tenant_id","promotion_id");--> statement-breakpoint
CREATE INDEX "additional_lines_tenant_operator_idx" ON "additional_lines" USING btree ("tenant_id","operator","segment","is_active");--> statement-breakpoint
CREATE INDEX "catalogue_procedures_tenant_operator_idx" ON "catalogue_procedures" USING btree ("tenant_id","operator","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "database_origins_tenant_nombre_key" ON "database_origins" USING btree ("tenant_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "insurances_tenant_operator_idx" ON "insurances" USING btree ("tenant_id","operator","is_active");--> statement-breakpoint
CREATE INDEX "promotions_tenant_operator_idx" ON "promotions" USING btree ("tenant_id","operator","is_active");--> statement-breakpoint
CREATE INDEX "sva_promotions_promotion_idx" ON "sva_promotions" USING btree ("tenant_id","promotion_id");--> statement-breakpoint
CREATE INDEX "svas_tenant_operator_idx" ON "svas" USING btree ("tenant_id","operator","segment","is_active");--> statement-breakpoint
CREATE INDEX "tariff_additional_lines_line_idx" ON "tariff_additional_lines" USING btree ("tenant_id","additional_line_id");--> statement-breakpoint
CREATE INDEX "tariff_promotions_promotion_idx" ON "tariff_promotions" USING btree ("tenant_id","promotion_id");--> statement-breakpoint
CREATE INDEX "tariff_svas_sva_idx" ON "tariff_svas" USING btree ("tenant_id","sva_id");--> statement-breakpoint
CREATE INDEX "tariffs_tenant_filters_idx" ON "tariffs" USING btree ("tenant_id","operator","segment","category","is_active");--> statement-breakpoint
CREATE INDEX "devices_tenant_operator_idx" ON "devices" USING btree ("tenant_id","operator","is_active");--> statement-breakpoint
CREATE INDEX "instalments_tenant_tariff_idx" ON "instalments" USING btree ("tenant_id","tariff_id","device_id");--> statement-breakpoint
CREATE INDEX "instalments_tenant_line_idx" ON "instalments" USING btree ("tenant_id","additional_line_id","device_id");--> statement-breakpoint
CREATE INDEX "instalments_tenant_device_idx" ON "instalments" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE INDEX "customer_contracts_tenant_customer_idx" ON "customer_contracts" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_contracts_tenant_isp_idx" ON "customer_contracts" USING btree ("tenant_id","isp","segment");--> statement-breakpoint
CREATE INDEX "customer_contracts_tenant_sfid_idx" ON "customer_contracts" USING btree ("tenant_id","sfid");--> statement-breakpoint
CREATE INDEX "customer_contracts_tenant_package_idx" ON "customer_contracts" USING btree ("tenant_id","package_id");--> statement-breakpoint
CREATE INDEX "customer_contracts_tenant_permanence_idx" ON "customer_contracts" USING btree ("tenant_id","permanence_ending");--> statement-breakpoint
CREATE INDEX "customer_contracts_services_idx" ON "customer_contracts" USING gin ("tenant_id","services");--> statement-breakpoint
CREATE INDEX "customer_notes_tenant_customer_idx" ON "customer_notes" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_notes_nota_trgm_idx" ON "customer_notes" USING gin ("tenant_id","nota" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_tenant_updated_idx" ON "customers" USING btree ("tenant_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_tenant_comercial_idx" ON "customers" USING btree ("tenant_id","comercial_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_tenant_contacto_idx" ON "customers" USING btree ("tenant_id","fecha_contacto");--> statement-breakpoint
CREATE INDEX "customers_tenant_estado_idx" ON "customers" USING btree ("tenant_id","estado_cliente");--> statement-breakpoint
CREATE INDEX "customers_tenant_origen_idx" ON "customers" USING btree ("tenant_id","origen_bbdd_id");--> statement-breakpoint
CREATE INDEX "customers_tenant_documento_idx" ON "customers" USING btree ("tenant_id",upper("documento"));--> statement-breakpoint
CREATE INDEX "customers_tenant_email_idx" ON "customers" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_tenant_cp_idx" ON "customers" USING btree ("tenant_id","cp");--> statement-breakpoint
CREATE INDEX "customers_tenant_segmento_isp_idx" ON "customers" USING btree ("tenant_id","segmento","isp_actual");--> statement-breakpoint
CREATE INDEX "customers_nombre_trgm_idx" ON "customers" USING gin ("tenant_id","nombre" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_direccion_trgm_idx" ON "customers" USING gin ("tenant_id","direccion" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_localidad_trgm_idx" ON "customers" USING gin ("tenant_id","localidad" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_telefonos_idx" ON "customers" USING gin ("tenant_id","telefonos_contacto");--> statement-breakpoint
CREATE INDEX "offers_tenant_customer_idx" ON "offers" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "offers_tenant_comercial_idx" ON "offers" USING btree ("tenant_id","comercial_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_idx" ON "orders" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "orders_tenant_package_idx" ON "orders" USING btree ("tenant_id","package_id");--> statement-breakpoint
CREATE INDEX "package_svas_sva_idx" ON "package_svas" USING btree ("tenant_id","sva_id");--> statement-breakpoint
CREATE INDEX "packages_tenant_offer_idx" ON "packages" USING btree ("tenant_id","offer_id");--> statement-breakpoint
CREATE INDEX "packages_tenant_parent_idx" ON "packages" USING btree ("tenant_id","parent_package_id");--> statement-breakpoint
CREATE INDEX "packages_tenant_estado_idx" ON "packages" USING btree ("tenant_id","estado");--> statement-breakpoint
CREATE INDEX "packages_tenant_tipo_venta_idx" ON "packages" USING btree ("tenant_id","tipo_venta");--> statement-breakpoint
CREATE INDEX "packages_tenant_order_idx" ON "packages" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "packages_tenant_tariff_idx" ON "packages" USING btree ("tenant_id","tariff_id");--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_customer_idx" ON "contact_attempts" USING btree ("tenant_id","customer_id","fecha_contacto" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_comercial_idx" ON "contact_attempts" USING btree ("tenant_id","comercial_id","updated_at");--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_updated_idx" ON "contact_attempts" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_estado_idx" ON "contact_attempts" USING btree ("tenant_id","estado","customer_id");--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_venta_idx" ON "contact_attempts" USING btree ("tenant_id","fecha_venta") WHERE "contact_attempts"."fecha_venta" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_offer_idx" ON "contact_attempts" USING btree ("tenant_id","offer_id") WHERE "contact_attempts"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_schedule_idx" ON "contact_attempts" USING btree ("tenant_id","schedule_id") WHERE "contact_attempts"."schedule_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_no_interest_idx" ON "contact_attempts" USING btree ("tenant_id","no_interest_id") WHERE "contact_attempts"."no_interest_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_attempts_tenant_procedure_idx" ON "contact_attempts" USING btree ("tenant_id","procedure_id") WHERE "contact_attempts"."procedure_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_procedures_tenant_customer_idx" ON "customer_procedures" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_procedures_tenant_procedure_idx" ON "customer_procedures" USING btree ("tenant_id","procedure_id");--> statement-breakpoint
CREATE INDEX "no_interest_outcomes_tenant_customer_idx" ON "no_interest_outcomes" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "no_interest_outcomes_tenant_razon_idx" ON "no_interest_outcomes" USING btree ("tenant_id","razon","tipo");--> statement-breakpoint
CREATE INDEX "schedules_tenant_comercial_fecha_idx" ON "schedules" USING btree ("tenant_id","comercial_id","fecha_agendado");--> statement-breakpoint
CREATE INDEX "schedules_tenant_fecha_idx" ON "schedules" USING btree ("tenant_id","fecha_agendado");--> statement-breakpoint
CREATE INDEX "schedules_tenant_customer_idx" ON "schedules" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "monthly_pots_tenant_month_idx" ON "monthly_pots" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "objective_types_tenant_nombre_key" ON "objective_types" USING btree ("tenant_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "objectives_tenant_month_idx" ON "objectives" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "rewards_tenant_month_idx" ON "rewards" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "upfronts_tenant_month_idx" ON "upfronts" USING btree ("tenant_id","month","comercial_id");--> statement-breakpoint
CREATE INDEX "duty_manager_accounts_comercial_idx" ON "duty_manager_accounts" USING btree ("tenant_id","comercial_id");--> statement-breakpoint
CREATE INDEX "team_members_comercial_idx" ON "team_members" USING btree ("tenant_id","comercial_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_tenant_name_key" ON "teams" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "price_history_tenant_object_idx" ON "price_history" USING btree ("tenant_id","content_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "upfront_history_tenant_object_idx" ON "upfront_history" USING btree ("tenant_id","content_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "announcement_reads_tenant_account_idx" ON "announcement_reads" USING btree ("tenant_id","account_id","is_read");--> statement-breakpoint
CREATE INDEX "announcements_tenant_created_idx" ON "announcements" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "holidays_tenant_account_idx" ON "holidays" USING btree ("tenant_id","account_id","begin");--> statement-breakpoint
CREATE INDEX "holidays_tenant_range_idx" ON "holidays" USING btree ("tenant_id","begin","end");--> statement-breakpoint
CREATE INDEX "portal_credentials_tenant_portal_idx" ON "portal_credentials" USING btree ("tenant_id","nombre_portal");--> statement-breakpoint
CREATE INDEX "punches_tenant_day_idx" ON "punches" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "punches_open_idx" ON "punches" USING btree ("tenant_id","account_id","day") WHERE "punches"."out_at" is null;--> statement-breakpoint
CREATE INDEX "working_calendar_events_tenant_date_idx" ON "working_calendar_events" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "working_calendar_events_calendar_idx" ON "working_calendar_events" USING btree ("tenant_id","calendar_id");--> statement-breakpoint
CREATE INDEX "account_contracts_tenant_account_idx" ON "account_contracts" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "paysheets_tenant_account_month_idx" ON "paysheets" USING btree ("tenant_id","account_id","month");--> statement-breakpoint
CREATE INDEX "account_permission_groups_group_idx" ON "account_permission_groups" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "permission_group_permissions_permission_idx" ON "permission_group_permissions" USING btree ("tenant_id","permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_groups_tenant_name_key" ON "permission_groups" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_tenant_codename_key" ON "permissions" USING btree ("tenant_id",coalesce("content_type_id", 0),"codename");--> statement-breakpoint
CREATE INDEX "permissions_tenant_name_idx" ON "permissions" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "export_tasks_tenant_created_idx" ON "export_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "additional_line_promotions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "additional_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "catalogue_procedures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "database_origins" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "insurances" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "promotions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sva_promotions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "svas" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_additional_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_fixed_line_info" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_mobile_line_info" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_promotions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariff_svas" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tariffs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "devices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "instalments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_contracts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_notes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "offers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "orders" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "package_additional_info" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "package_svas" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "packages" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contact_attempts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customer_procedures" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "no_interest_outcomes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "schedules" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "monthly_pots" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "objective_months" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "objective_types" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "objectives" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "rewards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "upfronts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "corrective_factor_accounts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "corrective_factor_details" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "corrective_factors" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "duty_manager_accounts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "duty_managers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "team_members" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "teams" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "price_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "upfront_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "announcement_reads" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "announcements" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "holidays" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "portal_credentials" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "punches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "working_calendar_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "working_calendars" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "account_contracts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "paysheets" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_images" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "account_permission_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "permission_group_permissions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "permission_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "permissions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "export_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);