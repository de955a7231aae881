import { sql } from 'drizzle-orm';
import type { SeedTx } from '../connect';

export interface TariffImportsSeedContext {
  tenantId: number;
  managerId: number;
  now: Date;
}

const HEADERS = ['Nombre', 'Operador', 'Segmento', 'Categoría', 'Precio'];
const MAPPING = { nombre: 0, operador: 1, segmento: 2, categoria: 3, precio: 4 };
const euros = (price: string) => price.replace('.', ',');

/**
 * A past tariff sheet import of the demo tenant (decision 1509), so that the import history
 * of /ManagementBase is not empty: three of the demo's tariffs with their prices (one
 * already as it was), and a row refused for its operator.
 */
export async function seedTariffImports(tx: SeedTx, ctx: TariffImportsSeedContext) {
  const { tenantId, managerId, now } = ctx;
  const tariffs = await tx.execute<{
    id: string;
    name: string;
    operator: string;
    segment: string;
    category: string;
    price: string;
  }>(sql`
    select id, name, operator, segment, category, price_value::text as price from tariffs
    where tenant_id = ${tenantId} and is_active order by id limit 3`);
  if (tariffs.length < 3) return;
  const at = new Date(now.getTime() - 5 * 86_400_000).toISOString();
  const rows = [
    ...tariffs.map((t, i) => ({
      celdas: [t.name, t.operator, t.segment, t.category, euros(t.price)],
      nombre: t.name,
      operador: t.operator,
      segmento: t.segment,
      tariff_id: Number(t.id),
      accion: i === 2 ? 'SIN_CAMBIOS' : 'ACTUALIZAR',
      resultado: i === 2 ? 'SIN_CAMBIOS' : 'ACTUALIZADA',
      errores: [] as string[],
    })),
    {
      celdas: ['Fibra 1Gb Movistar', 'Movistar', 'PARTICULAR', 'fixed_line', '39,90'],
      nombre: 'Fibra 1Gb Movistar',
      operador: 'Movistar',
      segmento: 'PARTICULAR',
      tariff_id: null,
      accion: null,
      resultado: 'RECHAZADA',
      errores: ['Operador: Operador no válido', 'Línea fija: Faltan los datos de la línea fija'],
    },
  ].map((row, i) => ({ ...row, fila: i + 2 }));
  const [created] = await tx.execute<{ id: string }>(sql`
    insert into tariff_imports (tenant_id, account_id, aplicada_por_id, archivo, formato, estado,
      columnas, muestra, mapeo, total_filas, con_errores, a_actualizar, sin_cambios, actualizadas,
      rechazadas, aplicada_at, created_at, updated_at)
    values (${tenantId}, ${managerId}, ${managerId}, 'tarifas-noviembre-2026.xlsx', 'xlsx', 'APLICADA',
      (select array_agg(h) from jsonb_array_elements_text(${JSON.stringify(HEADERS)}::jsonb) h),
      ${JSON.stringify(rows.map((r) => r.celdas))}::jsonb, ${JSON.stringify(MAPPING)}::jsonb,
      ${rows.length}, 1, 2, 1, 2, 1, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
    returning id`);
  await tx.execute(sql`
    insert into tariff_import_rows (tenant_id, import_id, fila, celdas, nombre, operador, segmento,
      accion, tariff_id, errores, resultado)
    select ${tenantId}, ${created!.id}, r.fila, r.celdas, r.nombre, r.operador, r.segmento, r.accion,
      r.tariff_id, r.errores, r.resultado
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(fila int, celdas text[], nombre text,
      operador text, segmento text, accion text, tariff_id bigint, errores text[], resultado text)`);
}
