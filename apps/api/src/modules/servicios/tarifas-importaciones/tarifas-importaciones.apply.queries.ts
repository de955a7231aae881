import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { TCreateTariffRequest } from '@kiwi/domain';

/**
 * The writes of a tariff import's confirmation, set-based (decision 1509): one statement per
 * table for all the rows, the same columns as a tariff POST or PUT writes.
 */

const TARIFF_COLUMNS = sql`name text, category text, color text, commercial_enrichment numeric,
  description_file text, payment_type text, price_value numeric, is_active boolean, operator text,
  segment text`;

const tariffRecord = (body: TCreateTariffRequest) => ({
  name: body.name,
  category: body.category,
  color: body.color ?? null,
  commercial_enrichment: body.commercial_enrichment ?? null,
  description_file: body.description_file ?? null,
  payment_type: body.payment_type,
  price_value: body.price_value,
  is_active: body.is_active,
  operator: body.operator,
  segment: body.segment,
});

/** New tariffs; answers each row's new id (matched back by the unique name key). */
export async function insertTariffs(
  tx: KiwiTx,
  rows: ReadonlyArray<{ fila: number; body: TCreateTariffRequest }>,
): Promise<Array<{ fila: number; id: number }>> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((r) => ({ fila: r.fila, ...tariffRecord(r.body) })));
  const created = await tx.execute<{ fila: number; id: number }>(sql`
    with src as (select * from jsonb_to_recordset(${json}::jsonb) as r(fila int, ${TARIFF_COLUMNS})),
    ins as (
      insert into tariffs (tenant_id, name, category, color, commercial_enrichment,
        description_file_path, payment_type, price_value, is_active, operator, segment)
      select current_setting('app.tenant_id')::bigint, name, category, color, commercial_enrichment,
        description_file, payment_type, price_value, is_active, operator, segment
      from src order by fila
      returning id, name, operator, segment)
    select src.fila, ins.id::int as id from ins
    join src on src.name = ins.name and src.operator = ins.operator and src.segment = ins.segment`);
  return created.map((r) => ({ fila: Number(r.fila), id: Number(r.id) }));
}

/** Existing tariffs rewritten with their rows' bodies (the price applies now, as a PUT's). */
export async function updateTariffs(
  tx: KiwiTx,
  rows: ReadonlyArray<{ id: number; body: TCreateTariffRequest }>,
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, ...tariffRecord(r.body) })));
  await tx.execute(sql`
    update tariffs t set name = r.name, category = r.category, color = r.color,
      commercial_enrichment = r.commercial_enrichment, description_file_path = r.description_file,
      payment_type = r.payment_type, price_value = r.price_value, is_active = r.is_active,
      operator = r.operator, segment = r.segment, updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as r(id bigint, ${TARIFF_COLUMNS})
    where t.id = r.id`);
}

/** The fixed-line and mobile-line data of these tariffs replaced (removed when absent). */
export async function replaceLineInfos(
  tx: KiwiTx,
  rows: ReadonlyArray<{ id: number; body: TCreateTariffRequest }>,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = sql.param(rows.map((r) => r.id));
  await Promise.all([
    tx.execute(sql`delete from tariff_fixed_line_info where tariff_id = any(${ids}::bigint[])`),
    tx.execute(sql`delete from tariff_mobile_line_info where tariff_id = any(${ids}::bigint[])`),
  ]);
  const fixed = rows.flatMap(({ id, body: { fixed_line_info: f } }) =>
    f
      ? [
          {
            tariff_id: id,
            type: f.type,
            owners: f.owners,
            up_amount: f.upload_speed.amount,
            up_unit: f.upload_speed.unit,
            down_amount: f.download_speed.amount,
            down_unit: f.download_speed.unit,
            voice_to_fixed: f.voice_to_fixed,
            voice_to_mobile: f.voice_to_mobile,
          },
        ]
      : [],
  );
  const mobile = rows.flatMap(({ id, body: { mobile_line_info: m } }) =>
    m
      ? [
          {
            tariff_id: id,
            data_amount: m.mobile_line_data.amount,
            data_unit: m.mobile_line_data.unit,
            voice_minutes: m.mobile_line_voice.amount,
            voice_unit: m.mobile_line_voice.unit,
            voice_to_foreign: m.voice_to_foreign ?? null,
          },
        ]
      : [],
  );
  await Promise.all([
    fixed.length === 0
      ? null
      : tx.execute(sql`
      insert into tariff_fixed_line_info (tenant_id, tariff_id, type, owners, upload_speed_amount,
        upload_speed_unit, download_speed_amount, download_speed_unit, voice_to_fixed, voice_to_mobile)
      select current_setting('app.tenant_id')::bigint, f.tariff_id, f.type, f.owners, f.up_amount,
        f.up_unit, f.down_amount, f.down_unit, f.voice_to_fixed, f.voice_to_mobile
      from jsonb_to_recordset(${JSON.stringify(fixed)}::jsonb) as f(tariff_id bigint, type text,
        owners int, up_amount numeric, up_unit text, down_amount numeric, down_unit text,
        voice_to_fixed int, voice_to_mobile int)`),
    mobile.length === 0
      ? null
      : tx.execute(sql`
      insert into tariff_mobile_line_info (tenant_id, tariff_id, data_amount, data_unit,
        voice_minutes, voice_unit, voice_to_foreign)
      select current_setting('app.tenant_id')::bigint, m.tariff_id, m.data_amount, m.data_unit,
        m.voice_minutes, m.voice_unit, m.voice_to_foreign
      from jsonb_to_recordset(${JSON.stringify(mobile)}::jsonb) as m(tariff_id bigint,
        data_amount numeric, data_unit text, voice_minutes int, voice_unit text, voice_to_foreign int)`),
  ]);
}
