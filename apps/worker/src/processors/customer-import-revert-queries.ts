import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/** Tables whose rows mean someone has worked on a customer: such customers are kept. */
const ACTIVITY_TABLES = [
  'contact_attempts',
  'customer_notes',
  'schedules',
  'no_interest_outcomes',
  'customer_procedures',
  'offers',
  'customer_contracts',
] as const;

/**
 * Deletes the customers the import inserted, in one statement, except those somebody has
 * worked on since (an atención, a note, an offer, a follow-up…): those are kept and counted.
 */
export async function deleteInsertedCustomers(tx: Tx, importId: number) {
  const activity = tx.unsafe(
    ACTIVITY_TABLES.map(
      (table) => `exists (select 1 from ${table} a where a.customer_id = c.id)`,
    ).join(' or '),
  );
  const [row] = await tx<{ eliminadas: number; conservadas: number }[]>`
    with inserted as (
      select c.id, (${activity}) as worked
      from customer_import_rows r join customers c on c.id = r.customer_id
      where r.import_id = ${importId} and r.resultado = 'INSERTADA'
    ), deleted as (
      delete from customers c using inserted i where c.id = i.id and not i.worked returning c.id
    )
    select (select count(*) from deleted)::int as eliminadas,
      (select count(*) from inserted where worked)::int as conservadas`;
  return row ?? { eliminadas: 0, conservadas: 0 };
}

const textArray = (json: string) => `array(select jsonb_array_elements_text(${json}))`;

/** `col = previous value` where the customer still holds what the import wrote, else untouched. */
function restoreColumn(column: string, kind: 'text' | 'bigint' | 'text[]') {
  const typed = (source: 'anterior' | 'aplicado') =>
    kind === 'text[]'
      ? textArray(`r.${source}->'${column}'`)
      : kind === 'bigint'
        ? `(r.${source}->>'${column}')::bigint`
        : `(r.${source}->>'${column}')`;
  return `${column} = case when c.${column} is not distinct from ${typed('aplicado')} then ${typed('anterior')} else c.${column} end`;
}

const RESTORE_SET = [
  ...[
    'nombre',
    'documento',
    'tipo_documento',
    'email',
    'direccion',
    'cp',
    'localidad',
    'segmento',
    'isp_actual',
    'notas',
  ].map((c) => restoreColumn(c, 'text')),
  restoreColumn('telefonos_contacto', 'text[]'),
  restoreColumn('origen_bbdd_id', 'bigint'),
  restoreColumn('comercial_id', 'bigint'),
].join(',\n      ');

/**
 * Gives the updated customers back their previous values, field by field, where the field
 * still holds what the import wrote: a change made by someone after the import is kept.
 */
export async function restoreUpdatedCustomers(tx: Tx, importId: number) {
  const restored = await tx`
    update customers c set
      ${tx.unsafe(RESTORE_SET)}
    from customer_import_rows r
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.customer_id
      and r.anterior is not null and r.aplicado is not null
    returning c.id`;
  return restored.count;
}

export async function finishRevert(
  tx: Tx,
  importId: number,
  figures: { eliminadas: number; conservadas: number; restauradas: number },
) {
  await tx`
    update customer_imports set estado = 'REVERTIDA', error = null, revertida_at = now(), updated_at = now(),
      eliminadas = ${figures.eliminadas}, conservadas = ${figures.conservadas},
      restauradas = ${figures.restauradas}
    where id = ${importId}`;
}
