CREATE TABLE "record_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"parent_table" text,
	"parent_id" bigint,
	"account_id" bigint,
	"route" text,
	"db_user" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	CONSTRAINT "record_history_action_valid" CHECK ("record_history"."action" in ('INSERT', 'UPDATE', 'DELETE')),
	CONSTRAINT "record_history_values_match_action" CHECK (("record_history"."action" = 'INSERT') = ("record_history"."old_values" is null) and ("record_history"."action" = 'DELETE') = ("record_history"."new_values" is null))
);
--> statement-breakpoint
ALTER TABLE "record_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "record_history" ADD CONSTRAINT "record_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("tenant_id","table_name","record_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_history_parent_idx" ON "record_history" USING btree ("tenant_id","parent_table","parent_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "record_history"."parent_id" is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "record_history" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);--> statement-breakpoint
CREATE POLICY "record_history_writer" ON "record_history" AS PERMISSIVE FOR INSERT TO "kiwi_owner" WITH CHECK (true);