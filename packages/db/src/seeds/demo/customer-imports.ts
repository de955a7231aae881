import { sql, type SQL } from 'drizzle-orm';
import type { SeedTx } from '../connect';

export interface CustomerImportsSeedContext {
  tenantId: number;
  managerId: number;
  now: Date;
}

/** A lead import of the demo: which demo customers it brought in, and its rejected rows. */
interface DemoImport {
  archivo: string;
  formato: 'csv' | 'xlsx';
  daysAgo: number;
  customers: number;
  rejected: { nombre: string; telefono: string; errores: string[] }[];
}

// One import past the 7-day revert window and one still revertible, so the import history
// of /teletrabajo shows both states.
const DEMO_IMPORTS: DemoImport[] = [
  {
    archivo: 'leads-octubre-2026.xlsx',
    formato: 'xlsx',
    daysAgo: 12,
    customers: 18,
    rejected: [
      { nombre: 'Sin teléfono', telefono: '', errores: ['Falta el teléfono.'] },
      {
        nombre: 'Marta Gil',
        telefono: '91234',
        errores: ['Teléfono no válido: escriba un número español de 9 cifras.'],
      },
    ],
  },
  {
    archivo: 'leads-noviembre-2026.csv',
    formato: 'csv',
    daysAgo: 2,
    customers: 9,
    rejected: [
      {
        nombre: 'Pedro Ruiz',
        telefono: '612345678',
        errores: ['El documento 12345678A no es un DNI válido (letra de control).'],
      },
    ],
  },
];

/** A text[] built from parameters (Drizzle would spread a plain array into a list). */
const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

const HEADERS = ['Nombre', 'DNI/NIE/CIF', 'Teléfono', 'Email', 'CP', 'Localidad'];
const MAPPING = { nombre: 0, documento: 1, telefono: 2, email: 3, cp: 4, localidad: 5 };

/**
 * Two finished lead imports of the demo tenant. They claim demo customers that already exist
 * (the newest ones of the first database origin), so a revert of the recent one removes real
 * rows, as an import of the app would.
 */
export async function seedCustomerImports(tx: SeedTx, ctx: CustomerImportsSeedContext) {
  const { tenantId, managerId, now } = ctx;
  const [origin] = await tx.execute<{ id: string }>(
    sql`select id from database_origins where tenant_id = ${tenantId} order by id limit 1`,
  );
  if (!origin) return;
  let offset = 0;
  for (const spec of DEMO_IMPORTS) {
    const at = new Date(now.getTime() - spec.daysAgo * 86_400_000).toISOString();
    const customers = await tx.execute<{ id: string }>(sql`
      select id from customers where tenant_id = ${tenantId}
      order by id desc limit ${spec.customers} offset ${offset}`);
    offset += spec.customers;
    const ids = sql`array[${sql.join(
      customers.map((c) => sql`${c.id}`),
      sql`, `,
    )}]::bigint[]`;
    const total = customers.length + spec.rejected.length;
    const [created] = await tx.execute<{ id: string }>(sql`
      insert into customer_imports (tenant_id, account_id, archivo, formato, ruta, estado, columnas,
        muestra, mapeo, origen_bbdd_id, politica, total_filas, con_errores, insertadas, rechazadas,
        importada_at, created_at, updated_at)
      values (${tenantId}, ${managerId}, ${spec.archivo}, ${spec.formato},
        ${`${tenantId}/uploads/${spec.archivo}`}, 'IMPORTADA', ${textArray(HEADERS)},
        ${JSON.stringify(spec.rejected.map((r) => [r.nombre, '', r.telefono, '', '', '']))}::jsonb,
        ${JSON.stringify(MAPPING)}::jsonb, ${origin.id}, 'omitir', ${total},
        ${spec.rejected.length}, ${customers.length}, ${spec.rejected.length}, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
      returning id`);
    const importId = created!.id;
    await tx.execute(sql`
      update customers set origen_bbdd_id = ${origin.id}
      where tenant_id = ${tenantId} and id = any(${ids})`);
    await tx.execute(sql`
      insert into customer_import_rows (tenant_id, import_id, fila, nombre, documento, telefonos,
        email, cp, localidad, resultado, customer_id, original)
      select ${tenantId}, ${importId}, row_number() over (order by c.id), c.nombre, c.documento,
        c.telefonos_contacto, c.email, c.cp, c.localidad, 'INSERTADA', c.id,
        array[c.nombre, coalesce(c.documento, ''), coalesce(c.telefonos_contacto[1], ''),
              coalesce(c.email, ''), coalesce(c.cp, ''), coalesce(c.localidad, '')]
      from customers c
      where c.tenant_id = ${tenantId} and c.id = any(${ids})`);
    for (const [index, row] of spec.rejected.entries()) {
      await tx.execute(sql`
        insert into customer_import_rows (tenant_id, import_id, fila, nombre, telefonos, errores,
          resultado, motivo, original)
        values (${tenantId}, ${importId}, ${customers.length + index + 1}, ${row.nombre},
          ${textArray(row.telefono ? [row.telefono] : [])}, ${textArray(row.errores)}, 'RECHAZADA', ${row.errores[0]!},
          ${textArray([row.nombre, '', row.telefono, '', '', ''])})`);
    }
  }
}
