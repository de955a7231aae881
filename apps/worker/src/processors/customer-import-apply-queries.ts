import type postgres from 'postgres';
import { rowKeys, tenantMatches } from './customer-import-duplicates';

type Tx = postgres.TransactionSql;

/**
 * The outcome of every row under the import's duplicate policy (decision 1204), in one
 * UPDATE of the import's rows: the duplicates against the tenant are found again
 * (customers may have been added or changed since the analysis); rows with errors are
 * rejected; a later copy of a row of the same file is skipped (unless "crear"); a row
 * matching an existing customer is skipped, updates it (the first such row per customer)
 * or is created anyway; everything else is inserted, with its customer id drawn here from
 * the customers' identity sequence in file order (so each row knows the customer it
 * creates, and the insert is a plain INSERT … SELECT).
 */
export async function decideOutcomes(tx: Tx, importId: number, politica: string) {
  const rows = tx`(select * from customer_import_rows where import_id = ${importId})`;
  await tx`
    with ${rowKeys(tx, rows)}, ${tenantMatches(tx)},
    first_of_existing as (
      select m.id, min(m.fila) as fila
      from matched m join customer_import_rows r on r.import_id = ${importId} and r.fila = m.fila
      where r.duplicado_fila is null
      group by m.id
    ), ranked as (
      select r.fila, r.errores, r.duplicado_fila, m.id as existente_id, c.nombre as existente_nombre,
        -- the reason of a repeat within the file stays; a match's reason is today's
        case when r.duplicado_fila is not null then r.motivo_duplicado else m.motivo end as motivo_duplicado,
        f.fila as primera_del_existente
      from customer_import_rows r
      left join matched m on m.fila = r.fila
      left join customers c on c.id = m.id
      left join first_of_existing f on f.id = m.id
      where r.import_id = ${importId}
    ), decided as (
      select fila, existente_id, motivo_duplicado,
        case
          when errores <> '{}' then 'RECHAZADA'
          when duplicado_fila is not null and ${politica} <> 'crear' then 'OMITIDA'
          when existente_id is not null and ${politica} = 'omitir' then 'OMITIDA'
          when existente_id is not null and ${politica} = 'actualizar' and fila <> primera_del_existente then 'OMITIDA'
          when existente_id is not null and ${politica} = 'actualizar' then 'ACTUALIZADA'
          else 'INSERTADA'
        end as resultado,
        case
          when errores <> '{}' then array_to_string(errores, '; ')
          when duplicado_fila is not null and ${politica} <> 'crear' then
            format('Repite la fila %s del archivo (mismo %s)', duplicado_fila, motivo_duplicado)
          when existente_id is not null and ${politica} = 'omitir' then
            format('Ya existe el cliente «%s» (id %s, mismo %s)', existente_nombre, existente_id, motivo_duplicado)
          when existente_id is not null and ${politica} = 'actualizar' and fila <> primera_del_existente then
            format('El cliente «%s» ya se actualiza con la fila %s', existente_nombre, primera_del_existente)
          when existente_id is not null and ${politica} = 'actualizar' then
            format('Actualiza el cliente «%s» (id %s, mismo %s)', existente_nombre, existente_id, motivo_duplicado)
          when existente_id is not null then
            format('Creada aunque ya existe el cliente «%s» (id %s)', existente_nombre, existente_id)
          when duplicado_fila is not null then
            format('Creada aunque repite la fila %s del archivo', duplicado_fila)
        end as motivo
      from ranked
    ), numbered as (
      -- nextval is volatile: evaluated after the sort, so the ids follow the file's order (the
      -- sequence is looked up once, not per row)
      select d.*,
        case d.resultado
          when 'INSERTADA' then nextval((select pg_get_serial_sequence('customers', 'id')::regclass))
          when 'ACTUALIZADA' then d.existente_id
        end as customer_id
      from decided d order by d.fila
    )
    update customer_import_rows r set resultado = n.resultado, motivo = n.motivo,
      existente_id = n.existente_id, motivo_duplicado = n.motivo_duplicado,
      customer_id = n.customer_id, anterior = null, aplicado = null
    from numbered n where r.import_id = ${importId} and r.fila = n.fila`;
}

/** Inserts the new customers in one statement, with the ids their rows were given. */
export async function insertCustomers(
  tx: Tx,
  importId: number,
  tagging: { origenBbddId: number | null; comercialId: number | null },
) {
  const inserted = await tx`
    insert into customers (id, tenant_id, nombre, documento, tipo_documento, telefonos_contacto,
      email, origen_bbdd_id, segmento, isp_actual, direccion, cp, localidad, comercial_id, notas)
    overriding system value
    select customer_id, tenant_id, nombre, documento, tipo_documento, telefonos, email,
      ${tagging.origenBbddId}, segmento, isp_actual, direccion, cp, localidad,
      ${tagging.comercialId}, notas
    from customer_import_rows
    where import_id = ${importId} and resultado = 'INSERTADA'
    order by customer_id`;
  return inserted.count;
}

/** The columns an update may change, and whose previous values a revert restores. */
const UPDATED_COLUMNS = [
  'nombre',
  'documento',
  'tipo_documento',
  'telefonos_contacto',
  'email',
  'direccion',
  'cp',
  'localidad',
  'segmento',
  'isp_actual',
  'notas',
  'origen_bbdd_id',
  'comercial_id',
] as const;

const snapshot = (tx: Tx, alias: string) =>
  tx.unsafe(
    `jsonb_build_object(${UPDATED_COLUMNS.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`,
  );

/**
 * Updates the existing customers: the file's non-empty values replace theirs, new phones
 * are added to theirs, notes are kept if they had some, the origin becomes the import's,
 * and the import's commercial is set only on customers still 'Por asignar'. The previous
 * and the written values are kept on the import's row for the revert.
 */
export async function updateCustomers(
  tx: Tx,
  importId: number,
  tagging: { origenBbddId: number | null; comercialId: number | null },
) {
  await tx`
    update customer_import_rows r set anterior = ${snapshot(tx, 'c')}
    from customers c
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.customer_id`;
  const updated = await tx`
    update customers c set
      nombre = coalesce(r.nombre, c.nombre),
      documento = coalesce(r.documento, c.documento),
      tipo_documento = case when r.documento is null then c.tipo_documento else r.tipo_documento end,
      telefonos_contacto = c.telefonos_contacto || array(
        select p from unnest(r.telefonos) with ordinality as n(p, i)
        where kiwi_phone_key(p) <> all (
          select coalesce(kiwi_phone_key(q), '') from unnest(c.telefonos_contacto) q)
        order by i),
      email = coalesce(r.email, c.email),
      direccion = coalesce(r.direccion, c.direccion),
      cp = coalesce(r.cp, c.cp),
      localidad = coalesce(r.localidad, c.localidad),
      segmento = coalesce(r.segmento, c.segmento),
      isp_actual = coalesce(r.isp_actual, c.isp_actual),
      notas = coalesce(c.notas, r.notas),
      origen_bbdd_id = coalesce(${tagging.origenBbddId}::bigint, c.origen_bbdd_id),
      comercial_id = coalesce(c.comercial_id, ${tagging.comercialId}::bigint),
      updated_at = now()
    from customer_import_rows r
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.customer_id
    returning c.id`;
  await tx`
    update customer_import_rows r set aplicado = ${snapshot(tx, 'c')}
    from customers c
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.customer_id`;
  return updated.count;
}

export interface ApplyFigures {
  insertadas: number;
  actualizadas: number;
  omitidas: number;
  rechazadas: number;
}

export async function finishApply(tx: Tx, importId: number, archivoRechazadas: string | null) {
  const [figures] = await tx<ApplyFigures[]>`
    update customer_imports i set
      estado = 'IMPORTADA', error = null, importada_at = now(), updated_at = now(),
      archivo_rechazadas = ${archivoRechazadas},
      insertadas = s.insertadas, actualizadas = s.actualizadas, omitidas = s.omitidas, rechazadas = s.rechazadas
    from (
      select count(*) filter (where resultado = 'INSERTADA')::int as insertadas,
        count(*) filter (where resultado = 'ACTUALIZADA')::int as actualizadas,
        count(*) filter (where resultado = 'OMITIDA')::int as omitidas,
        count(*) filter (where resultado = 'RECHAZADA')::int as rechazadas
      from customer_import_rows where import_id = ${importId}
    ) s
    where i.id = ${importId}
    returning i.insertadas, i.actualizadas, i.omitidas, i.rechazadas`;
  if (!figures) throw new Error(`import ${importId} vanished while being applied`);
  return figures;
}

/** The rejected rows with their errors, in file order, for the rejected-rows file. */
export function rejectedRows(tx: Tx, importId: number) {
  return tx<{ fila: number; original: string[]; motivo: string }[]>`
    select fila, original, motivo from customer_import_rows
    where import_id = ${importId} and resultado = 'RECHAZADA' order by fila`;
}
